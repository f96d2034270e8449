import { reco } from '@concord/contracts';
import { describe, expect, it } from 'vitest';
import { intlIn, LOCALES, messagesIn, unworded } from '../i18n/intl.test-support';
import { bulkReasonLabels } from './labels';

describe('bulk send reasons', () => {
  it('has a label for every reason code of the contract', () => {
    expect(unworded(reco.BULK_REASONS, bulkReasonLabels)).toEqual([]);
  });

  it('words every reason in every language, each in its own words', () => {
    const english = new Set<string>();
    for (const locale of LOCALES) {
      const messages = messagesIn(locale);
      const intl = intlIn(locale, { strict: true });
      for (const label of Object.values(bulkReasonLabels)) {
        expect(messages[label.id!], `${locale} ${label.id}`).toBeTruthy();
        const text = intl.formatMessage(label);
        if (locale === 'en') english.add(text);
        else expect(english.has(text), `${locale} ${label.id}`).toBe(false);
      }
    }
  });
});
