import { reco } from '@concord/contracts';
import { describe, expect, it } from 'vitest';
import { intlIn, LOCALES, unworded } from '../i18n/intl.test-support';
import { partyRefusalMessages, partyRefusalText } from './party-refusals';

describe("the party pages' refusals", () => {
  it('word every refusal code of the contract', () => {
    expect(unworded(reco.PARTY_REFUSALS, partyRefusalMessages)).toEqual([]);
  });

  it('in every language, each in its own words, and nothing for an unknown code', () => {
    const english = new Set<string>();
    for (const locale of LOCALES) {
      const intl = intlIn(locale, { strict: true });
      for (const code of Object.keys(partyRefusalMessages)) {
        const text = partyRefusalText(intl, { code, params: {} });
        expect(text, `${locale} ${code}`).toBeTruthy();
        if (locale === 'en') english.add(text!);
        else expect(english.has(text!), `${locale} ${code}`).toBe(false);
      }
      expect(partyRefusalText(intl, { code: 'SOMETHING_NEW', params: {} })).toBeNull();
      expect(partyRefusalText(intl, null)).toBeNull();
    }
  });
});
