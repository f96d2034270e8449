import { CATEGORIES } from '../../columns/ledger-columns.js';
import type { Matcher } from '../matcher.js';
import { TDS_RATES_PERCENT, type MatchRule } from '../rules.js';

const TDS = CATEGORIES.indexOf('tds');
const INVOICE = CATEGORIES.indexOf('invoice');
const OTHER = CATEGORIES.indexOf('other');
/** GST rates a bill's gross may include: TDS is deducted on the value before tax. */
const GST_RATES_PERCENT = [0, 5, 12, 18, 28];

/** True when `tds` is a standard TDS rate of the bill's value, before GST or with it. */
export function isTdsOf(tds: number, bill: number): boolean {
  const t = Math.abs(tds);
  const gross = Math.abs(bill);
  if (t === 0 || gross <= t) return false;
  for (const rate of TDS_RATES_PERCENT) {
    for (const gst of GST_RATES_PERCENT) {
      const expected = Math.round((((gross * 100) / (100 + gst)) * rate) / 100);
      if (Math.abs(expected - t) <= 1) return true;
    }
  }
  return false;
}

/**
 * TDS journals whose numbers do not agree (one side writes `TDS Payable 194C`, the other
 * `TDS deducted ... - OD/24-25/0020`): a TDS entry pairs with the one TDS entry of the other
 * side of the same amount within the window when either of them names a bill of its own
 * side whose value that amount is a standard TDS rate of. Any second candidate of the same
 * amount on either side leaves the pair to the amount-only rule (suggested).
 */
export function runTdsJournal(m: Matcher, rule: MatchRule) {
  const codes = m.codes(rule);
  const byAmount = new Map<number, number[]>();
  for (let i = 0; i < m.n; i++) {
    if (m.done[i] !== 0 || m.category[i] !== TDS) continue;
    const a = m.amount[i]!;
    const list = byAmount.get(a);
    if (list) list.push(i);
    else byAmount.set(a, [i]);
  }
  if (byAmount.size === 0) return;
  const index = m.candidates('doc');
  const { entryStart, entryKey } = index;
  const namesItsBill = (t: number) => {
    const side = t < m.nBooks ? 0 : 1;
    const start = index.start[side];
    const member = index.member[side];
    for (let q = entryStart[t]!; q < entryStart[t + 1]!; q++) {
      const k = entryKey[q]!;
      for (let p = start[k]!; p < start[k + 1]!; p++) {
        const e = member[p]!;
        const cat = m.category[e];
        if (e !== t && (cat === INVOICE || cat === OTHER) && isTdsOf(m.amount[t]!, m.amount[e]!))
          return true;
      }
    }
    return false;
  };
  for (const list of byAmount.values()) {
    const books = list.filter((i) => i < m.nBooks);
    const other = list.filter((i) => i >= m.nBooks);
    for (const b of books) {
      const near = other.filter((c) => m.done[c] === 0 && m.dayDistance(b, c) <= m.windowDays);
      if (near.length !== 1) continue;
      const c = near[0]!;
      const rivals = books.filter(
        (x) => m.done[x] === 0 && m.dayDistance(x, c) <= m.windowDays,
      ).length;
      if (rivals !== 1 || m.isForbidden(b, c)) continue;
      if (!namesItsBill(b) && !namesItsBill(c)) continue;
      m.assign2(b, c, codes, 0);
    }
  }
}
