import { CATEGORIES } from '../../columns/ledger-columns.js';
import { assertUnreachable } from '../../assert-unreachable.js';
import { compareGst } from '../gst-compare.js';
import type { Matcher } from '../matcher.js';
import { ROLE_NARRATION } from '../references.js';
import { TDS_RATES_PERCENT, type MatchRule, type PairCondition, type RuleKey } from '../rules.js';

/** GST rates a bill's gross may include: TDS is deducted on the value before tax. */
const GST_RATES_PERCENT = [0, 5, 12, 18, 28];

/**
 * 'TDS 2%' when the difference of two amounts equals a standard TDS rate of the larger one,
 * or of its value before GST (a bill of 1,18,000.00 booked net of 2% on 1,00,000.00).
 */
export function tdsRateRemark(a: number, b: number): string {
  if (a === 0 || b === 0 || a > 0 !== b > 0) return '';
  const gross = Math.max(Math.abs(a), Math.abs(b));
  const diff = Math.abs(a - b);
  for (const rate of TDS_RATES_PERCENT) {
    for (const gst of GST_RATES_PERCENT) {
      const base = (gross * 100) / (100 + gst);
      const expected = Math.round((base * rate) / 100);
      const slack = Math.max(1, Math.min(100, Math.floor(expected / 100)));
      if (Math.abs(diff - expected) <= slack) return `TDS ${rate}%`;
    }
  }
  return '';
}

const PAYMENT = CATEGORIES.indexOf('payment');
const DOCUMENTS = new Set(
  ['invoice', 'credit_note', 'debit_note'].map((c) => CATEGORIES.indexOf(c as never)),
);

/**
 * Two entries that may be one document booked with different amounts: the same sign, and
 * not a payment on one side against a bill or note on the other.
 */
function comparable(m: Matcher, b: number, c: number): boolean {
  const ab = m.amount[b]!;
  const ac = m.amount[c]!;
  if (ab !== 0 && ac !== 0 && ab > 0 !== ac > 0) return false;
  const x = m.category[b]!;
  const y = m.category[c]!;
  return !((x === PAYMENT && DOCUMENTS.has(y)) || (y === PAYMENT && DOCUMENTS.has(x)));
}

/**
 * 1:1 pairs of entries sharing a key and meeting a condition: for each open books entry in
 * order, the best open counterparty entry among those holding any of its keys (smallest
 * cost, then nearest date). Amount differences never pair two references found only in
 * narrations, entries of opposite sign, or a payment with a bill.
 */
export function runKeyPair(m: Matcher, rule: MatchRule, key: RuleKey, condition: PairCondition) {
  const codes = m.codes(rule);
  const index = m.candidates(key);
  const { entryStart, entryKey, entrySlot, entryRole } = index;
  const start = index.start[1];
  const member = index.member[1];
  const memberRole = index.memberRole[1];
  const done = m.done;
  const amount = m.amount;
  const tolerance = m.tolerance;
  const window = m.windowDays;
  const dateDiffers = rule.id === 'gst.rounding' ? m.text('bill date difference') : -1;
  const withinTolerance = m.text('within tolerance');
  const booksHigher = m.text('books higher');
  const counterpartyHigher = m.text('counterparty higher');
  const any = condition === 'any';
  for (let b = 0; b < m.nBooks; b++) {
    if (done[b] !== 0) continue;
    let best = -1;
    let bestPrimary = 0;
    let bestSecondary = 0;
    let bestRemark2 = 0;
    let bestSlotB = -1;
    let bestSlotC = -1;
    for (let q = entryStart[b]!; q < entryStart[b + 1]!; q++) {
      const narrationB = entryRole[q] === ROLE_NARRATION;
      const k = entryKey[q]!;
      for (let p = start[k]!; p < start[k + 1]!; p++) {
        const c = member[p]!;
        if (done[c] !== 0 || m.isForbidden(b, c)) continue;
        // A difference is only believed when one side's number is a real reference column.
        if (any && narrationB && memberRole[p] === ROLE_NARRATION) continue;
        const ab = amount[b]!;
        const ac = amount[c]!;
        const diff = Math.abs(ab - ac);
        const dist = m.dayDistance(b, c);
        let primary: number;
        let secondary: number;
        let remark2: number;
        switch (condition) {
          case 'amount-and-date':
          case 'amount':
            if (diff > tolerance) continue;
            if (condition === 'amount-and-date' && dist > window) continue;
            if (ab !== 0 && ac !== 0 && ab > 0 !== ac > 0) continue;
            primary = diff;
            secondary = dist;
            remark2 = diff ? withinTolerance : 0;
            break;
          case 'any': {
            if (!comparable(m, b, c)) continue;
            const tds = tdsRateRemark(ab, ac);
            primary = diff;
            secondary = dist;
            remark2 = tds ? m.text(tds) : ab > ac ? booksHigher : counterpartyHigher;
            break;
          }
          case 'gst-exact':
          case 'gst-rounding':
          case 'gst-any': {
            const cmp = compareGst(m.entry(b), m.entry(c), dist, window);
            if (condition === 'gst-exact' && cmp.fields.length > 0) continue;
            if (condition === 'gst-rounding' && !cmp.softOnly) continue;
            primary = cmp.fields.length;
            secondary = diff;
            remark2 = m.text(cmp.fields.join(', '));
            break;
          }
          default:
            return assertUnreachable(condition);
        }
        if (
          best === -1 ||
          primary < bestPrimary ||
          (primary === bestPrimary && secondary < bestSecondary)
        ) {
          best = c;
          bestPrimary = primary;
          bestSecondary = secondary;
          bestRemark2 = remark2;
          bestSlotB = entrySlot[q]!;
          bestSlotC = slotOf(index, c, k);
        }
      }
    }
    if (best !== -1) {
      const rounding =
        dateDiffers >= 0 && compareGst(m.entry(b), m.entry(best), 0, window).rounding;
      m.assign2(
        b,
        best,
        codes,
        bestRemark2,
        dateDiffers >= 0 && !rounding ? dateDiffers : undefined,
      );
      m.agreed[b] = bestSlotB;
      m.agreed[best] = bestSlotC;
    }
  }
}

/** The slot in which entry c holds key k. */
export function slotOf(
  index: { entryStart: Int32Array; entryKey: Int32Array; entrySlot: Uint8Array },
  c: number,
  k: number,
): number {
  for (let q = index.entryStart[c]!; q < index.entryStart[c + 1]!; q++)
    if (index.entryKey[q] === k) return index.entrySlot[q]!;
  return -1;
}
