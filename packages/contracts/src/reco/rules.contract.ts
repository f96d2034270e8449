import { Type, type Static } from 'typebox';
import { Decimal, route } from '../shared/index.js';

// The engine's matching rules as it keeps them (packages/reco-engine match/rules.ts): for each
// kind of reconciliation, the rules in the order they run, with the tolerance and date window
// every run uses. Read only: screens show them in the user's language by rule id.

/** The engine's kinds: ledgers (vendor and customer recos), GST, TDS (tax recos). */
export const RULE_SET_KINDS = ['ledger', 'gst', 'tds'] as const;
export type RuleSetKind = (typeof RULE_SET_KINDS)[number];

export const MatchingRule = Type.Object({
  /** Stable id (`ledger.exact`): what entries name as their rule. */
  id: Type.String(),
  /** The status it gives (for the rule of what stays unpaired, the books side's). */
  status: Type.String(),
  /** The remark it writes, as the summary's cells name it. */
  remark: Type.String(),
  /** Its description in English; screens word it by `id`. */
  description: Type.String(),
});
export type MatchingRule = Static<typeof MatchingRule>;

export const MatchingRules = Type.Object({
  /** Largest amount difference still treated as equal. */
  tolerance: Decimal,
  /** Days apart two dates may be and still agree. */
  date_window_days: Type.Integer({ minimum: 0 }),
  sets: Type.Array(
    Type.Object({ kind: Type.Enum(RULE_SET_KINDS), rules: Type.Array(MatchingRule) }),
  ),
});
export type MatchingRules = Static<typeof MatchingRules>;

export const matchingRules = route('GET', '/reconciliation/matching-rules/', {
  response: { 200: MatchingRules },
});
