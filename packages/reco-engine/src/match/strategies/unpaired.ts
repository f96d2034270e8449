import { dayToIso, fiscalYearOf, NO_DAY } from '../../normalise/date.js';
import { isValidGstin, normaliseGstin } from '../../normalise/gst.js';
import type { Matcher } from '../matcher.js';
import type { MatchRule } from '../rules.js';

/**
 * Open entries that share side, document and amount with another entry of their side
 * (open or not). Only keys held by an open entry are looked at; sorting them by
 * (side, key, amount) puts every such set in one run, whatever its size.
 */
function duplicates(m: Matcher): Uint8Array {
  const docs = m.arena('doc');
  const id = docs.id;
  const flagged = new Uint8Array(m.n);
  // Bit 1: a books entry with this key is open; bit 2: a counterparty entry is.
  const openKey = new Uint8Array(docs.count);
  for (let i = 0; i < m.n; i++) {
    if (m.done[i] === 0 && id[i]! >= 0) openKey[id[i]!]! |= i < m.nBooks ? 1 : 2;
  }
  const candidates: number[] = [];
  for (let i = 0; i < m.n; i++) {
    const k = id[i]!;
    if (k >= 0 && (openKey[k]! & (i < m.nBooks ? 1 : 2)) !== 0) candidates.push(i);
  }
  const nBooks = m.nBooks;
  const amount = m.amount;
  const sorted = Int32Array.from(candidates).sort(
    (x, y) =>
      Number(x >= nBooks) - Number(y >= nBooks) ||
      id[x]! - id[y]! ||
      amount[x]! - amount[y]! ||
      x - y,
  );
  for (let s = 0; s < sorted.length;) {
    const first = sorted[s]!;
    let e = s + 1;
    while (
      e < sorted.length &&
      id[sorted[e]!] === id[first] &&
      amount[sorted[e]!] === amount[first] &&
      sorted[e]! >= nBooks === first >= nBooks
    ) {
      e++;
    }
    if (e - s > 1) for (let k = s; k < e; k++) flagged[sorted[k]!] = 1;
    s = e;
  }
  return flagged;
}

/** Side + GSTIN + bill -> fiscal years seen, for the 31 Mar / 1 Apr remark. */
function billsByParty(m: Matcher): Map<string, Set<number>> {
  const docs = m.arena('doc');
  const map = new Map<string, Set<number>>();
  for (let i = 0; i < m.n; i++) {
    const e = m.entry(i);
    const gstin = normaliseGstin(e.gst?.supplierGstin ?? '');
    if (!gstin || docs.isEmpty(i)) continue;
    const k = `${i < m.nBooks ? 'b' : 'c'}|${gstin}|${docs.string(i)}`;
    const years = map.get(k) ?? new Set<number>();
    years.add(fiscalYearOf(e.date));
    map.set(k, years);
  }
  return map;
}

function inOtherFiscalYear(m: Matcher, i: number, map: Map<string, Set<number>>): boolean {
  const e = m.entry(i);
  const gstin = normaliseGstin(e.gst?.supplierGstin ?? '');
  const docKey = m.arena('doc').string(i);
  if (!gstin || !docKey) return false;
  const years = map.get(`${i < m.nBooks ? 'c' : 'b'}|${gstin}|${docKey}`);
  if (!years) return false;
  const own = fiscalYearOf(e.date);
  for (const y of years) if (y !== own) return true;
  return false;
}

/** False when the entry has a GSTIN with a wrong shape, state code or check character. */
function gstinOk(m: Matcher, i: number): boolean {
  const g = m.entry(i).gst?.supplierGstin ?? '';
  return g === '' || isValidGstin(g);
}

/**
 * Everything still unpaired: only in books / only in the counterparty's file, remarked as a
 * timing difference (dated after the other side's statement, or before the period), a
 * duplicate, a bill of another fiscal year (GST), or simply not found; a GST entry whose
 * GSTIN is invalid says so in remark2.
 */
export function runUnpaired(m: Matcher, rule: MatchRule) {
  const codes = m.codes(rule);
  const duplicate = duplicates(m);
  const otherYears = m.kind === 'gst' ? billsByParty(m) : null;
  const timing = m.text('timing difference');
  const dup = m.text('duplicate');
  const fyDiffers = m.text('fiscal year differs');
  const notInOther = m.text(m.kind === 'gst' ? 'not in 2B' : 'not in counterparty');
  const notInBooks = m.text('not in books');
  const invalidGstin = m.text('invalid GSTIN');
  const after = (day: number) => (day === NO_DAY ? 0 : m.text(`after ${dayToIso(day)}`));
  const afterBooksEnd = after(m.booksEndDay);
  const afterCounterpartyEnd = after(m.counterpartyEndDay);
  const start = m.periodStartDay;
  const beforeStart = start === NO_DAY ? 0 : m.text(`before ${dayToIso(start)}`);
  for (let i = 0; i < m.n; i++) {
    if (m.done[i] !== 0) continue;
    const books = i < m.nBooks;
    const otherEnd = books ? m.counterpartyEndDay : m.booksEndDay;
    let remark: number;
    let remark2 = 0;
    const day = m.days[i]!;
    if (day !== NO_DAY && otherEnd !== NO_DAY && day > otherEnd) {
      remark = timing;
      remark2 = books ? afterCounterpartyEnd : afterBooksEnd;
    } else if (day !== NO_DAY && start !== NO_DAY && day < start) {
      remark = timing;
      remark2 = beforeStart;
    } else if (duplicate[i]) remark = dup;
    else if (otherYears && inOtherFiscalYear(m, i, otherYears)) remark = fyDiffers;
    else remark = books ? notInOther : notInBooks;
    if (remark2 === 0 && m.kind === 'gst' && !gstinOk(m, i)) remark2 = invalidGstin;
    m.settle(i, books ? codes.status : codes.counterpartyStatus, codes.rule, remark, remark2);
  }
}
