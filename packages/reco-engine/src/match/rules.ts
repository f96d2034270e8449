import { assertUnreachable } from '../assert-unreachable.js';
import type { EntryStatus, ReconciliationKind } from '../types.js';

/**
 * Which entries a rule compares. Keys are computed per entry; an empty key never pairs.
 * - doc: normalised document number
 * - gstin-bill / pan-bill: supplier GSTIN (or its PAN) + bill number + fiscal year
 * - tan-section-quarter, pan-section-quarter, tan-quarter, tan-section: TDS deductor keys
 */
export type RuleKey =
  | 'doc'
  | 'gstin-bill'
  | 'pan-bill'
  | 'tan-section-quarter'
  | 'pan-section-quarter'
  | 'tan-quarter'
  | 'tan-section';

/**
 * What a pair under the same key must satisfy.
 * - amount-and-date: amounts within tolerance, dates within the window
 * - amount: amounts within tolerance, dates ignored
 * - any: nothing more (the closest amount wins)
 * - gst-exact / gst-rounding / gst-any: GST field comparison (see gst-compare.ts)
 */
export type PairCondition =
  'amount-and-date' | 'amount' | 'any' | 'gst-exact' | 'gst-rounding' | 'gst-any';

export type RuleStrategy =
  /** 1:1 pairs of entries that share a key and meet a condition. */
  | { type: 'key-pair'; key: RuleKey; condition: PairCondition }
  /** One-to-many, many-to-one or many-to-many under one key when the sums agree. */
  | { type: 'key-group'; key: RuleKey }
  /** Same exact amount, dates within the window, document numbers similar. */
  | { type: 'fuzzy-doc'; gstinMustAgree: boolean }
  /** Same exact amount, dates within the window, whatever the document numbers. */
  | { type: 'amount-only' }
  /** TDS entries of one amount, one of them naming a bill the amount is a TDS rate of. */
  | { type: 'tds-journal' }
  /**
   * One entry against 2 to `maxParts` entries of the other side, whatever their document
   * numbers, when the parts' sum agrees within tolerance and every date is within the window.
   */
  | { type: 'amount-group'; maxParts: number }
  /** The opening balance of each side; `agree`: only when the amounts agree. */
  | { type: 'opening-balance'; agree: boolean }
  /** Everything still unpaired. */
  | { type: 'unpaired' };

export type MatchRule = {
  id: string;
  description: string;
  /** Status given to both sides (for `unpaired`, the books side). */
  status: EntryStatus;
  /** Status of the counterparty side when it differs (only `unpaired`). */
  counterpartyStatus?: EntryStatus;
  remark: string;
  strategy: RuleStrategy;
};

/** Applied before any table: user decisions. */
export const MANUAL_MATCH_RULE_ID = 'manual.match';

/**
 * Ledger rules, in the order they run. A rule only sees entries no earlier rule paired,
 * so document-number agreement always beats amount-only agreement. Grouping runs before
 * the amount-difference rule so that one payment against three receipts of one reference
 * is a group, not a mismatch.
 */
export const LEDGER_RULES: readonly MatchRule[] = [
  {
    id: 'ledger.opening',
    description: 'Opening balances of both sides agree within tolerance',
    status: 'matched',
    remark: 'opening balances agree',
    strategy: { type: 'opening-balance', agree: true },
  },
  {
    id: 'ledger.opening-difference',
    description: 'Opening balances of both sides differ',
    status: 'mismatch',
    remark: 'opening balances differ',
    strategy: { type: 'opening-balance', agree: false },
  },
  {
    id: 'ledger.exact',
    description:
      'A shared reference (document or payment), amount within tolerance, dates within the window',
    status: 'matched',
    remark: 'same document and amount',
    strategy: { type: 'key-pair', key: 'doc', condition: 'amount-and-date' },
  },
  {
    id: 'ledger.dates-apart',
    description: 'Same document number and amount, dates further apart than the window',
    status: 'suggested',
    remark: 'dates apart',
    strategy: { type: 'key-pair', key: 'doc', condition: 'amount' },
  },
  {
    id: 'ledger.grouped',
    description: 'Entries sharing a document number whose sums agree within tolerance',
    status: 'matched',
    remark: 'grouped',
    strategy: { type: 'key-group', key: 'doc' },
  },
  {
    id: 'ledger.amount-difference',
    description: 'Same document number, amounts differ beyond tolerance',
    status: 'mismatch',
    remark: 'amount difference',
    strategy: { type: 'key-pair', key: 'doc', condition: 'any' },
  },
  {
    id: 'ledger.tds-on-bill',
    description:
      'TDS entries of the same amount, dates within the window, one naming a bill of which the amount is a standard TDS rate',
    status: 'matched',
    remark: 'TDS on a named bill',
    strategy: { type: 'tds-journal' },
  },
  {
    id: 'ledger.fuzzy-doc',
    description: 'Similar document numbers, same amount, dates within the window',
    status: 'suggested',
    remark: 'similar document number',
    strategy: { type: 'fuzzy-doc', gstinMustAgree: false },
  },
  {
    id: 'ledger.amount-only',
    description: 'No document agreement, same amount, dates within the window',
    status: 'suggested',
    remark: 'same amount and date',
    strategy: { type: 'amount-only' },
  },
  {
    // Amounts alone can add up by chance in a large ledger, so this only suggests.
    id: 'ledger.grouped-amount',
    description:
      'One entry against several of the other side (different documents): sums agree, dates within the window',
    status: 'suggested',
    remark: 'grouped',
    strategy: { type: 'amount-group', maxParts: 4 },
  },
  {
    id: 'ledger.unpaired',
    description: 'No counterpart found',
    status: 'only_in_books',
    counterpartyStatus: 'only_in_counterparty',
    remark: 'not found',
    strategy: { type: 'unpaired' },
  },
];

/** GST rules (purchase register vs GSTR-2B), GSTIN level before PAN level. */
export const GST_RULES: readonly MatchRule[] = [
  {
    id: 'gst.exact',
    description: 'Same GSTIN, bill number and fiscal year; every field agrees',
    status: 'exact_match',
    remark: 'exact',
    strategy: { type: 'key-pair', key: 'gstin-bill', condition: 'gst-exact' },
  },
  {
    id: 'gst.rounding',
    description:
      'Same GSTIN, bill number and fiscal year; amounts within 1.00 or bill dates differ',
    status: 'suggested_match',
    remark: 'rounding difference',
    strategy: { type: 'key-pair', key: 'gstin-bill', condition: 'gst-rounding' },
  },
  {
    id: 'gst.mismatch',
    description: 'Same GSTIN, bill number and fiscal year; fields differ',
    status: 'mismatch',
    remark: 'field difference',
    strategy: { type: 'key-pair', key: 'gstin-bill', condition: 'gst-any' },
  },
  {
    id: 'gst.pan-level',
    description: 'Same PAN, bill number and fiscal year under a different GSTIN',
    status: 'mismatch',
    remark: 'PAN level',
    strategy: { type: 'key-pair', key: 'pan-bill', condition: 'gst-any' },
  },
  {
    id: 'gst.fuzzy-bill',
    description: 'Same GSTIN, similar bill number, same amount, dates within the window',
    status: 'suggested_match',
    remark: 'similar bill number',
    strategy: { type: 'fuzzy-doc', gstinMustAgree: true },
  },
  {
    id: 'gst.unpaired',
    description: 'No counterpart found',
    status: 'only_in_books',
    counterpartyStatus: 'only_in_2b',
    remark: 'not found',
    strategy: { type: 'unpaired' },
  },
];

/** TDS rules (TDS booked vs Form 26AS / AIS). */
export const TDS_RULES: readonly MatchRule[] = [
  {
    id: 'tds.exact',
    description: 'Same deductor TAN, section and quarter, amount within tolerance',
    status: 'matched',
    remark: 'same deductor, section, quarter and amount',
    strategy: { type: 'key-pair', key: 'tan-section-quarter', condition: 'amount' },
  },
  {
    id: 'tds.grouped',
    description: 'Same deductor TAN, section and quarter, sums agree',
    status: 'matched',
    remark: 'grouped',
    strategy: { type: 'key-group', key: 'tan-section-quarter' },
  },
  {
    id: 'tds.pan-level',
    description: 'Same deductor PAN (TAN differs or missing), section, quarter and amount',
    status: 'suggested',
    remark: 'PAN level',
    strategy: { type: 'key-pair', key: 'pan-section-quarter', condition: 'amount' },
  },
  {
    id: 'tds.section-differs',
    description: 'Same deductor TAN, quarter and amount under another section',
    status: 'mismatch',
    remark: 'section differs',
    strategy: { type: 'key-pair', key: 'tan-quarter', condition: 'amount' },
  },
  {
    id: 'tds.quarter-differs',
    description: 'Same deductor TAN, section and amount in another quarter',
    status: 'mismatch',
    remark: 'quarter differs',
    strategy: { type: 'key-pair', key: 'tan-section', condition: 'amount' },
  },
  {
    id: 'tds.amount-difference',
    description: 'Same deductor TAN, section and quarter, amounts differ',
    status: 'mismatch',
    remark: 'amount difference',
    strategy: { type: 'key-pair', key: 'tan-section-quarter', condition: 'any' },
  },
  {
    id: 'tds.unpaired',
    description: 'No counterpart found',
    status: 'only_in_books',
    counterpartyStatus: 'only_in_counterparty',
    remark: 'not found',
    strategy: { type: 'unpaired' },
  },
];

export function rulesFor(kind: ReconciliationKind): readonly MatchRule[] {
  switch (kind) {
    case 'ledger':
      return LEDGER_RULES;
    case 'gst':
      return GST_RULES;
    case 'tds':
      return TDS_RULES;
    default:
      return assertUnreachable(kind);
  }
}

/** Standard TDS rates (percent) recognised in an amount difference. */
export const TDS_RATES_PERCENT: readonly number[] = [0.1, 1, 2, 5, 10, 20];
