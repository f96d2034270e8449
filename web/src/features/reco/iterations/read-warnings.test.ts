import { reco } from '@concord/contracts';
import { describe, expect, it } from 'vitest';
import { LOCALES, intlIn, unworded } from '../../i18n/intl.test-support';
import type { ReadWarningCode } from '../../../gql/graphql';
import { formatReadWarning, readWarningMessages } from './read-warnings';

describe('read warnings', () => {
  it('has a message for every warning code of the engine, and for warnings stored before', () => {
    expect(unworded(reco.READ_WARNING_CODES, readWarningMessages)).toEqual([]);
  });

  it('words every code in every language, with its own translation', () => {
    const english = intlIn('en');
    for (const locale of LOCALES) {
      const intl = intlIn(locale);
      for (const code of Object.keys(readWarningMessages) as ReadWarningCode[]) {
        for (const count of [1, 3, 25]) {
          const warning = { code, sheet: 'Ledger', count, text: '12/25/2024' };
          const text = formatReadWarning(intl, warning);
          expect(text).not.toMatch(/\{|\}/);
          expect(text).toContain('Ledger');
          if (locale !== 'en')
            expect(text, `${locale} ${code}`).not.toBe(formatReadWarning(english, warning));
        }
      }
    }
  });

  it('says a warning in the user’s language, with the sheet, the count and the cell it names', () => {
    expect(formatReadWarning(intlIn('en'), { code: 'SUMMARY_LINES_SKIPPED', count: 1 })).toBe(
      '1 total, closing or header line was not read as entries',
    );
    expect(
      formatReadWarning(intlIn('fr'), {
        code: 'SUMMARY_LINES_SKIPPED',
        sheet: 'Grand livre',
        count: 2,
      }),
    ).toBe(
      'Feuille « Grand livre » : 2 lignes de total, de clôture ou d’en-tête n’ont pas été lues comme écritures',
    );
    expect(
      formatReadWarning(intlIn('zh'), { code: 'DATES_READ_MONTH_FIRST', text: '12/25/2024' }),
    ).toBe('从“12/25/2024”起，日期按 月/日/年 读取');
  });
});
