import { GST_RULES, LEDGER_RULES, TDS_RULES } from '@concord/reco-engine';
import { describe, expect, it } from 'vitest';
import { LOCALES, intlIn } from '../../i18n/intl.test-support';
import { remarkName, statusNameOf } from '../../reco-results/labels';

// The rules page words each rule's status and remark in the user's language: every one the
// engine's rule table holds has its message in every language.
const engineRules = [...LEDGER_RULES, ...GST_RULES, ...TDS_RULES];

describe('the words of the rules page', () => {
  it('has the status and the remark of every engine rule, in every language', () => {
    expect(engineRules.filter((r) => remarkName(r.remark) === null).map((r) => r.id)).toEqual([]);
    expect(engineRules.filter((r) => statusNameOf(r.status) === null).map((r) => r.id)).toEqual([]);
    // Strict: a message missing from a language's file throws.
    for (const locale of LOCALES) {
      const intl = intlIn(locale, { strict: true });
      for (const rule of engineRules) {
        expect(intl.formatMessage(remarkName(rule.remark)!), `${locale} ${rule.id}`).not.toBe('');
        expect(intl.formatMessage(statusNameOf(rule.status)!)).not.toBe('');
      }
    }
  });
});
