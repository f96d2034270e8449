import { readFileSync } from 'node:fs';
import { reco } from '@concord/contracts';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { bulkReasonLabels } from './labels';

/** `noContactAddress` -> `NO_CONTACT_ADDRESS`: the GraphQL enum's name of a contract word. */
const enumName = (word: string) => word.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

describe('bulk send reasons', () => {
  it('has a label for every reason code of the contract', () => {
    expect(reco.BULK_REASONS.map(enumName).filter((c) => !(c in bulkReasonLabels))).toEqual([]);
  });

  it('words every reason in every language, each in its own words', () => {
    const english = new Set<string>();
    for (const locale of ['en', 'fr', 'ro', 'zh']) {
      const messages = JSON.parse(
        readFileSync(new URL(`../i18n/locales/${locale}.json`, import.meta.url), 'utf8'),
      ) as Record<string, string>;
      const intl = createIntl({
        locale,
        messages,
        onError: (e) => {
          throw e;
        },
      });
      for (const label of Object.values(bulkReasonLabels)) {
        expect(messages[label.id!], `${locale} ${label.id}`).toBeTruthy();
        const text = intl.formatMessage(label);
        if (locale === 'en') english.add(text);
        else expect(english.has(text), `${locale} ${label.id}`).toBe(false);
      }
    }
  });
});
