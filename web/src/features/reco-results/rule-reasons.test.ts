import { GST_RULES, LEDGER_RULES, MANUAL_MATCH_RULE_ID, TDS_RULES } from '@concord/reco-engine';
import { describe, expect, it } from 'vitest';
import { ruleReasonName, ruleReasons } from './rule-reasons';

const engineRules = [...LEDGER_RULES, ...GST_RULES, ...TDS_RULES];

describe('rule reasons', () => {
  it('has a message for every rule id of the engine', () => {
    const ids = [MANUAL_MATCH_RULE_ID, ...engineRules.map((r) => r.id)];
    expect(ids.filter((id) => ruleReasonName(id) === null)).toEqual([]);
    expect(Object.keys(ruleReasons).sort()).toEqual([...new Set(ids)].sort());
  });

  it("says in English what the engine's description says", () => {
    for (const rule of engineRules)
      expect(ruleReasons[rule.id]!.defaultMessage).toBe(rule.description);
  });

  it('knows no unknown rule', () => {
    expect(ruleReasonName('toString')).toBeNull();
    expect(ruleReasonName('ledger.none')).toBeNull();
  });
});
