import { reco } from '@concord/contracts';
import { describe, expect, it } from 'vitest';
import { LOCALES, enumName, intlIn, unworded } from '../../i18n/intl.test-support';
import { formatStepRefusal, stepRefusalMessages } from './step-refusals';

describe('refused steps', () => {
  it('has a message for every code of the service, in every language', () => {
    expect(unworded(reco.STEP_REFUSAL_CODES, stepRefusalMessages)).toEqual([]);
    const params = { books: 'file', counterparty: 'mapping', role: 'review', user: 7 };
    for (const locale of LOCALES) {
      const intl = intlIn(locale, { strict: true });
      for (const code of reco.STEP_REFUSAL_CODES.map(enumName)) {
        const text = formatStepRefusal(intl, { code, params })!;
        expect(text, `${locale} ${code}`).not.toMatch(/\{|\}/);
        if (locale !== 'en')
          expect(text, `${locale} ${code}`).not.toBe(
            formatStepRefusal(intlIn('en'), { code, params }),
          );
      }
    }
  });

  it('says what a run still lacks on each side', () => {
    expect(
      formatStepRefusal(intlIn('en'), {
        code: 'NOT_READY_TO_RUN',
        params: { books: 'mapping', counterparty: 'file' },
      }),
    ).toBe(
      'The run cannot start yet: the columns of our books are not confirmed; the party’s ledger is not uploaded',
    );
    expect(formatStepRefusal(intlIn('fr'), { code: 'SOMETHING_NEW', params: {} })).toBeNull();
  });
});
