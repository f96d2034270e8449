import type {
  EntryResult,
  EntryStatus,
  LedgerEntry,
  LedgerSide,
  ManualDecision,
  ReconciliationKind,
} from '../types.js';
import { parseMinorUnits, RecoInputError } from '../normalise/amount.js';
import { fiscalYearOf, isoToDay, isValidIsoDate, NO_DAY } from '../normalise/date.js';
import { docSimilarity, FUZZY_DOC_THRESHOLD } from '../normalise/doc-number.js';
import { bridgeFromGroups, buildSummary } from '../summary/summary.js';
import { compareGst, normaliseGstin, panOfGstin } from './gst-compare.js';
import { KeyArena, KeyChains } from './key-arena.js';
import type { MatchOptions, MatchResult } from './match.types.js';
import {
  MANUAL_MATCH_RULE_ID,
  rulesFor,
  TDS_RATES_PERCENT,
  type MatchRule,
  type PairCondition,
  type RuleKey,
} from './rules.js';

export const DEFAULT_TOLERANCE = '1.00';
export const DEFAULT_DATE_WINDOW_DAYS = 10;

/** Candidates looked at per entry by the amount-bucket rules; keeps crowded amounts linear. */
const BUCKET_SCAN_LIMIT = 256;
/** Entries per key beyond which grouping is not attempted. */
const GROUP_LIMIT = 200;

function compareEntries(a: LedgerEntry, b: LedgerEntry): number {
  if (a.sheet !== b.sheet) return a.sheet < b.sheet ? -1 : 1;
  if (a.row !== b.row) return a.row - b.row;
  if (a.docNo !== b.docNo) return a.docNo < b.docNo ? -1 : 1;
  if (a.amountMinor !== b.amountMinor) return a.amountMinor - b.amountMinor;
  const da = a.date ?? '';
  const db = b.date ?? '';
  return da < db ? -1 : da > db ? 1 : 0;
}

/** Sorted by (sheet, row): the outcome never depends on the order rows arrive in. */
function canonical(entries: LedgerEntry[]): LedgerEntry[] {
  for (let i = 1; i < entries.length; i++) {
    if (compareEntries(entries[i - 1]!, entries[i]!) > 0) {
      return entries.slice().sort(compareEntries);
    }
  }
  return entries;
}

function refKey(sheet: string, row: number): string {
  return `${sheet}\u0000${row}`;
}

function tdsRateRemark(a: number, b: number): string {
  if (a === 0 || b === 0 || a > 0 !== b > 0) return '';
  const gross = Math.max(Math.abs(a), Math.abs(b));
  const diff = Math.abs(a - b);
  for (const rate of TDS_RATES_PERCENT) {
    const expected = Math.round((gross * rate) / 100);
    const slack = Math.max(1, Math.min(100, Math.floor(expected / 100)));
    if (Math.abs(diff - expected) <= slack) return `TDS ${rate}%`;
  }
  return '';
}

class Matcher {
  readonly entries: LedgerEntry[];
  readonly nBooks: number;
  readonly n: number;
  readonly days: Int32Array;
  readonly status: (EntryStatus | undefined)[];
  readonly rule: string[];
  readonly remark: string[];
  readonly remark2: string[];
  readonly group: Int32Array;
  /** 1 once an entry has its status: the hot loops read this, not `status`. */
  readonly done: Uint8Array;
  private nextGroup = 1;
  private readonly keyCache = new Map<RuleKey, string[]>();
  private readonly forbidden = new Set<string>();
  readonly booksEndDay: number;
  readonly counterpartyEndDay: number;

  constructor(
    books: LedgerEntry[],
    counterparty: LedgerEntry[],
    readonly kind: ReconciliationKind,
    readonly tolerance: number,
    readonly windowDays: number,
    period: { from: string; to: string } | undefined,
  ) {
    this.entries = canonical(books).concat(canonical(counterparty));
    this.nBooks = books.length;
    this.n = this.entries.length;
    this.days = new Int32Array(this.n);
    let booksMax = NO_DAY;
    let counterpartyMax = NO_DAY;
    for (let i = 0; i < this.n; i++) {
      const d = isoToDay(this.entries[i]!.date);
      this.days[i] = d;
      if (i < this.nBooks) booksMax = Math.max(booksMax, d);
      else counterpartyMax = Math.max(counterpartyMax, d);
    }
    const periodEnd = period ? isoToDay(period.to) : NO_DAY;
    this.booksEndDay = periodEnd !== NO_DAY ? periodEnd : booksMax;
    this.counterpartyEndDay = periodEnd !== NO_DAY ? periodEnd : counterpartyMax;
    this.status = new Array<EntryStatus | undefined>(this.n);
    this.rule = new Array<string>(this.n).fill('');
    this.remark = new Array<string>(this.n).fill('');
    this.remark2 = new Array<string>(this.n).fill('');
    this.group = new Int32Array(this.n);
    this.done = new Uint8Array(this.n);
  }

  get groupCount(): number {
    return this.nextGroup;
  }

  sideOf(i: number): LedgerSide {
    return i < this.nBooks ? 'books' : 'counterparty';
  }

  private assign(indices: number[], rule: MatchRule | null, remark2: string, remark?: string) {
    const g = this.nextGroup++;
    for (const i of indices) {
      this.group[i] = g;
      this.done[i] = 1;
      this.status[i] = rule ? rule.status : this.kind === 'gst' ? 'manual_match' : 'matched';
      this.rule[i] = rule ? rule.id : MANUAL_MATCH_RULE_ID;
      this.remark[i] = remark ?? (rule ? rule.remark : 'manual match');
      this.remark2[i] = remark2;
    }
  }

  private assign2(b: number, c: number, rule: MatchRule, remark2: string, remark?: string) {
    const g = this.nextGroup++;
    const r = remark ?? rule.remark;
    this.group[b] = g;
    this.group[c] = g;
    this.done[b] = this.done[c] = 1;
    this.status[b] = this.status[c] = rule.status;
    this.rule[b] = this.rule[c] = rule.id;
    this.remark[b] = this.remark[c] = r;
    this.remark2[b] = this.remark2[c] = remark2;
  }

  private isForbidden(b: number, c: number): boolean {
    return this.forbidden.size > 0 && this.forbidden.has(`${b}:${c}`);
  }

  private dayDistance(a: number, b: number): number {
    const da = this.days[a]!;
    const db = this.days[b]!;
    if (da === NO_DAY || db === NO_DAY) return 0;
    return Math.abs(da - db);
  }

  applyManual(decisions: ManualDecision[]) {
    const bySide = [new Map<string, number>(), new Map<string, number>()];
    for (let i = 0; i < this.n; i++) {
      const e = this.entries[i]!;
      bySide[i < this.nBooks ? 0 : 1]!.set(refKey(e.sheet, e.row), i);
    }
    const resolve = (decision: ManualDecision) => {
      const b = decision.books.map((r) => bySide[0]!.get(refKey(r.sheet, r.row)));
      const c = decision.counterparty.map((r) => bySide[1]!.get(refKey(r.sheet, r.row)));
      return { b, c };
    };
    for (const decision of decisions) {
      if (decision.kind !== 'unmatch') continue;
      const { b, c } = resolve(decision);
      for (const x of b) {
        for (const y of c) if (x !== undefined && y !== undefined) this.forbidden.add(`${x}:${y}`);
      }
    }
    for (const decision of decisions) {
      if (decision.kind !== 'match') continue;
      const { b, c } = resolve(decision);
      const all = [...b, ...c];
      // A decision about rows that no longer exist, or already taken, is stale: skip it.
      if (b.length === 0 || c.length === 0) continue;
      if (all.some((i) => i === undefined || this.done[i] !== 0)) continue;
      this.assign(all as number[], null, '');
    }
  }

  private readonly stringCache = new Map<RuleKey, string[]>();
  private readonly arenaCache = new Map<RuleKey, KeyArena>();
  private readonly chainCache = new Map<string, KeyChains>();

  /** Keys as strings; for 'doc' only materialised on demand through the arena. */
  private keyStrings(key: Exclude<RuleKey, 'doc'>): string[] {
    const cached = this.stringCache.get(key);
    if (cached) return cached;
    const keys = new Array<string>(this.n);
    const docs = this.arena('doc');
    for (let i = 0; i < this.n; i++) {
      const e = this.entries[i]!;
      switch (key) {
        case 'gstin-bill':
        case 'pan-bill': {
          const gstin = normaliseGstin(e.gst?.supplierGstin ?? '');
          const party = key === 'gstin-bill' ? gstin : panOfGstin(gstin);
          keys[i] =
            !docs.isEmpty(i) && party ? `${party}|${docs.string(i)}|${fiscalYearOf(e.date)}` : '';
          break;
        }
        default: {
          const t = e.tds;
          const tan = t?.deductorTan.trim().toUpperCase() ?? '';
          const pan = t?.deductorPan.trim().toUpperCase() ?? '';
          const section = t?.section.trim().toUpperCase() ?? '';
          const quarter = t?.quarter.trim().toUpperCase() ?? '';
          if (key === 'tan-section-quarter') keys[i] = tan ? `${tan}|${section}|${quarter}` : '';
          else if (key === 'pan-section-quarter') {
            keys[i] = pan ? `${pan}|${section}|${quarter}` : '';
          } else if (key === 'tan-quarter') keys[i] = tan ? `${tan}|${quarter}` : '';
          else keys[i] = tan ? `${tan}|${section}` : '';
        }
      }
    }
    this.stringCache.set(key, keys);
    return keys;
  }

  private arena(key: RuleKey): KeyArena {
    const cached = this.arenaCache.get(key);
    if (cached) return cached;
    const arena = new KeyArena(this.n);
    if (key === 'doc') {
      for (let i = 0; i < this.n; i++) arena.setDocNo(i, this.entries[i]!.docNo);
    } else {
      const strings = this.keyStrings(key);
      for (let i = 0; i < this.n; i++) arena.setKey(i, strings[i]!);
    }
    this.arenaCache.set(key, arena);
    return arena;
  }

  /** Entries of one side still open when first asked for, chained by key. */
  private chainIndex(key: RuleKey, side: LedgerSide): KeyChains {
    const cacheKey = `${key}|${side}`;
    const cached = this.chainCache.get(cacheKey);
    if (cached) return cached;
    const from = side === 'books' ? 0 : this.nBooks;
    const to = side === 'books' ? this.nBooks : this.n;
    const chains = new KeyChains(this.arena(key), from, to, this.done);
    this.chainCache.set(cacheKey, chains);
    return chains;
  }

  // Result of the last successful `evaluate`, kept in fields to avoid an object per pair.
  private candPrimary = 0;
  private candSecondary = 0;
  private candRemark2 = '';

  /** True when the pair qualifies; its cost and remark2 are left in the cand* fields. */
  private evaluate(condition: PairCondition, b: number, c: number): boolean {
    const eb = this.entries[b]!;
    const ec = this.entries[c]!;
    const diff = Math.abs(eb.amountMinor - ec.amountMinor);
    const dist = this.dayDistance(b, c);
    switch (condition) {
      case 'amount-and-date':
      case 'amount':
        if (diff > this.tolerance) return false;
        if (condition === 'amount-and-date' && dist > this.windowDays) return false;
        this.candPrimary = diff;
        this.candSecondary = dist;
        this.candRemark2 = diff ? 'within tolerance' : '';
        return true;
      case 'any': {
        const tds = tdsRateRemark(eb.amountMinor, ec.amountMinor);
        this.candPrimary = diff;
        this.candSecondary = dist;
        this.candRemark2 =
          tds || (eb.amountMinor > ec.amountMinor ? 'books higher' : 'counterparty higher');
        return true;
      }
      case 'gst-exact':
      case 'gst-rounding':
      case 'gst-any': {
        const cmp = compareGst(eb, ec, dist, this.windowDays);
        if (condition === 'gst-exact' && cmp.fields.length > 0) return false;
        if (condition === 'gst-rounding' && !cmp.softOnly) return false;
        this.candPrimary = cmp.fields.length;
        this.candSecondary = diff;
        this.candRemark2 = cmp.fields.join(', ');
        return true;
      }
    }
  }

  runKeyPair(rule: MatchRule, key: RuleKey, condition: PairCondition) {
    const keys = this.arena(key);
    const chains = this.chainIndex(key, 'counterparty');
    const next = chains.next;
    for (let b = 0; b < this.nBooks; b++) {
      if (this.done[b] !== 0 || keys.isEmpty(b)) continue;
      let c = chains.headFor(b);
      let prev = -1;
      let best = -1;
      let bestPrimary = 0;
      let bestSecondary = 0;
      let bestRemark2 = '';
      while (c !== -1) {
        const following: number = next[c]!;
        if (this.done[c] !== 0) {
          // Unlink entries taken since the index was built (never the head: it owns the slot).
          if (prev !== -1) next[prev] = following;
          else prev = c;
          c = following;
          continue;
        }
        if (!this.isForbidden(b, c) && this.evaluate(condition, b, c)) {
          const p = this.candPrimary;
          const q = this.candSecondary;
          if (best === -1 || p < bestPrimary || (p === bestPrimary && q < bestSecondary)) {
            best = c;
            bestPrimary = p;
            bestSecondary = q;
            bestRemark2 = this.candRemark2;
            if (p === 0 && q === 0) break;
          }
        }
        prev = c;
        c = following;
      }
      if (best !== -1) {
        const remark =
          rule.id === 'gst.rounding' && !this.hasRounding(b, best)
            ? 'bill date difference'
            : undefined;
        this.assign2(b, best, rule, bestRemark2, remark);
      }
    }
  }

  private hasRounding(b: number, c: number): boolean {
    return compareGst(this.entries[b]!, this.entries[c]!, 0, this.windowDays).rounding;
  }

  runKeyGroup(rule: MatchRule, key: RuleKey) {
    const books = this.chainIndex(key, 'books');
    const counterparty = this.chainIndex(key, 'counterparty');
    for (const bHead of books.heads()) {
      const cHead = counterparty.headFor(bHead);
      if (cHead === -1) continue;
      const bs: number[] = [];
      const cs: number[] = [];
      for (let i = bHead; i !== -1 && bs.length <= GROUP_LIMIT; i = books.next[i]!) {
        if (this.done[i] === 0) bs.push(i);
      }
      for (let i = cHead; i !== -1 && cs.length <= GROUP_LIMIT; i = counterparty.next[i]!) {
        if (this.done[i] === 0) cs.push(i);
      }
      if (bs.length === 0 || cs.length === 0) continue;
      if (bs.length > GROUP_LIMIT || cs.length > GROUP_LIMIT) continue;
      if (bs.length === 1 && cs.length === 1) continue;
      const sum = (xs: number[]) => xs.reduce((s, i) => s + this.entries[i]!.amountMinor, 0);
      const clean = (xs: number[], ys: number[]) =>
        xs.every((x) => ys.every((y) => !this.isForbidden(x, y)));
      const shape = (nb: number, nc: number) =>
        nb === 1 ? 'one to many' : nc === 1 ? 'many to one' : 'many to many';
      const sumB = sum(bs);
      const sumC = sum(cs);
      if (Math.abs(sumB - sumC) <= this.tolerance && clean(bs, cs)) {
        this.assign([...bs, ...cs], rule, shape(bs.length, cs.length));
        continue;
      }
      if (cs.length > 1) {
        const b = bs.find(
          (x) => Math.abs(this.entries[x]!.amountMinor - sumC) <= this.tolerance && clean([x], cs),
        );
        if (b !== undefined) {
          this.assign([b, ...cs], rule, shape(1, cs.length));
          continue;
        }
      }
      if (bs.length > 1) {
        const c = cs.find(
          (y) => Math.abs(this.entries[y]!.amountMinor - sumB) <= this.tolerance && clean(bs, [y]),
        );
        if (c !== undefined) this.assign([...bs, c], rule, shape(bs.length, 1));
      }
    }
  }

  /** Unassigned counterparty entries by exact amount, each bucket sorted by day. */
  private amountBuckets(): Map<number, number[]> {
    const buckets = new Map<number, number[]>();
    for (let c = this.nBooks; c < this.n; c++) {
      if (this.done[c] !== 0) continue;
      const a = this.entries[c]!.amountMinor;
      const bucket = buckets.get(a);
      if (bucket) bucket.push(c);
      else buckets.set(a, [c]);
    }
    for (const bucket of buckets.values()) {
      if (bucket.length > 1) bucket.sort((x, y) => this.days[x]! - this.days[y]! || x - y);
    }
    return buckets;
  }

  private lowerBound(bucket: number[], day: number): number {
    let lo = 0;
    let hi = bucket.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.days[bucket[mid]!]! < day) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  runAmountBucket(rule: MatchRule, fuzzy: boolean, gstinMustAgree: boolean) {
    const buckets = this.amountBuckets();
    if (buckets.size === 0) return;
    const docs = this.arena('doc');
    const gstKeys = gstinMustAgree ? this.keyStrings('gstin-bill') : null;
    for (let b = 0; b < this.nBooks; b++) {
      if (this.done[b] !== 0) continue;
      const bucket = buckets.get(this.entries[b]!.amountMinor);
      if (!bucket) continue;
      if (fuzzy && docs.isEmpty(b)) continue;
      const kb = fuzzy ? docs.string(b) : '';
      const day = this.days[b]!;
      if (!fuzzy && day === NO_DAY) continue;
      let start = day === NO_DAY ? 0 : this.lowerBound(bucket, day - this.windowDays);
      let best = -1;
      let bestSimilarity = 0;
      let bestDistance = Infinity;
      for (let seen = 0; start < bucket.length && seen < BUCKET_SCAN_LIMIT; start++) {
        const c = bucket[start]!;
        const dc = this.days[c]!;
        if (day !== NO_DAY && dc > day + this.windowDays) break;
        if (this.done[c] !== 0 || this.isForbidden(b, c)) continue;
        seen++;
        const distance = this.dayDistance(b, c);
        if (fuzzy) {
          if (docs.isEmpty(c) || docs.equals(b, c)) continue;
          const kc = docs.string(c);
          if (gstKeys && !sameGstinAndYear(gstKeys[b]!, gstKeys[c]!)) continue;
          const similarity = docSimilarity(kb, kc);
          if (similarity < FUZZY_DOC_THRESHOLD) continue;
          if (
            similarity > bestSimilarity ||
            (similarity === bestSimilarity && distance < bestDistance)
          ) {
            best = c;
            bestSimilarity = similarity;
            bestDistance = distance;
          }
        } else {
          if (dc === NO_DAY) continue;
          if (distance < bestDistance) {
            best = c;
            bestDistance = distance;
          }
        }
      }
      if (best === -1) continue;
      let remark2 = '';
      if (!fuzzy) {
        remark2 =
          docs.isEmpty(b) || docs.isEmpty(best)
            ? 'document number missing'
            : 'document numbers differ';
      }
      this.assign2(b, best, rule, remark2);
    }
  }

  /**
   * Open entries that share side, document and amount with another entry of their side.
   * Keys are compared by hash first, so the pass over all entries builds no strings.
   */
  private duplicates(): Uint8Array {
    const docs = this.arena('doc');
    const flagged = new Uint8Array(this.n);
    const open = new Map<number, number[]>();
    for (let i = 0; i < this.n; i++) {
      if (this.done[i] !== 0 || docs.isEmpty(i)) continue;
      const h = docs.hash[i]!;
      const list = open.get(h);
      if (list) list.push(i);
      else open.set(h, [i]);
    }
    if (open.size === 0) return flagged;
    for (let i = 0; i < this.n; i++) {
      const list = open.get(docs.hash[i]!);
      if (!list) continue;
      const books = i < this.nBooks;
      const amount = this.entries[i]!.amountMinor;
      for (const j of list) {
        if (
          j !== i &&
          j < this.nBooks === books &&
          this.entries[j]!.amountMinor === amount &&
          docs.equals(i, j)
        ) {
          flagged[j] = 1;
        }
      }
    }
    return flagged;
  }

  runUnpaired(rule: MatchRule) {
    const duplicate = this.duplicates();
    const otherYears = this.kind === 'gst' ? this.billsByParty() : null;
    for (let i = 0; i < this.n; i++) {
      if (this.done[i] !== 0) continue;
      const books = i < this.nBooks;
      const otherEnd = books ? this.counterpartyEndDay : this.booksEndDay;
      let remark: string;
      const day = this.days[i]!;
      if (day !== NO_DAY && otherEnd !== NO_DAY && day > otherEnd) remark = 'timing difference';
      else if (duplicate[i]) remark = 'duplicate';
      else if (otherYears && this.inOtherFiscalYear(i, otherYears)) {
        remark = 'fiscal year differs';
      } else if (books) remark = this.kind === 'gst' ? 'not in 2B' : 'not in counterparty';
      else remark = 'not in books';
      this.done[i] = 1;
      this.status[i] = books ? rule.status : (rule.counterpartyStatus ?? rule.status);
      this.rule[i] = rule.id;
      this.remark[i] = remark;
      this.remark2[i] = '';
    }
  }

  /** Side + GSTIN + bill -> fiscal years seen, for the 31 Mar / 1 Apr remark. */
  private billsByParty(): Map<string, Set<number>> {
    const docs = this.arena('doc');
    const map = new Map<string, Set<number>>();
    for (let i = 0; i < this.n; i++) {
      const gstin = normaliseGstin(this.entries[i]!.gst?.supplierGstin ?? '');
      if (!gstin || docs.isEmpty(i)) continue;
      const k = `${i < this.nBooks ? 'b' : 'c'}|${gstin}|${docs.string(i)}`;
      const years = map.get(k) ?? new Set<number>();
      years.add(fiscalYearOf(this.entries[i]!.date));
      map.set(k, years);
    }
    return map;
  }

  private inOtherFiscalYear(i: number, map: Map<string, Set<number>>): boolean {
    const gstin = normaliseGstin(this.entries[i]!.gst?.supplierGstin ?? '');
    const docKey = this.arena('doc').string(i);
    if (!gstin || !docKey) return false;
    const years = map.get(`${i < this.nBooks ? 'c' : 'b'}|${gstin}|${docKey}`);
    if (!years) return false;
    const own = fiscalYearOf(this.entries[i]!.date);
    for (const y of years) if (y !== own) return true;
    return false;
  }

  results(): EntryResult[] {
    const out = new Array<EntryResult>(this.n);
    const ids = new Array<string | null>(this.nextGroup).fill(null);
    for (let i = 0; i < this.n; i++) {
      const e = this.entries[i]!;
      const g = this.group[i]!;
      out[i] = {
        side: this.sideOf(i),
        sheet: e.sheet,
        row: e.row,
        docNo: e.docNo,
        date: e.date,
        amountMinor: e.amountMinor,
        status: this.status[i]!,
        category: e.category,
        remark: this.remark[i]!,
        remark2: this.remark2[i]!,
        matchId: g === 0 ? null : (ids[g] ??= `M${g}`),
        rule: this.rule[i]!,
      };
    }
    return out;
  }
}

function sameGstinAndYear(a: string, b: string): boolean {
  if (!a || !b) return false;
  const pa = a.indexOf('|');
  const pb = b.indexOf('|');
  return (
    a.slice(0, pa) === b.slice(0, pb) && a.slice(a.lastIndexOf('|')) === b.slice(b.lastIndexOf('|'))
  );
}

/**
 * Reconciles two ledgers of one party. Every entry of both sides comes back exactly once,
 * books first, each side ordered by (sheet, row), with a status, remarks, the rule that
 * decided it and a matchId shared by the entries of one pair or group.
 */
export function matchLedgers(
  books: LedgerEntry[],
  counterparty: LedgerEntry[],
  opts: MatchOptions,
): MatchResult {
  const tolerance = parseMinorUnits(opts.tolerance ?? DEFAULT_TOLERANCE);
  const windowDays = opts.dateWindowDays ?? DEFAULT_DATE_WINDOW_DAYS;
  if (!Number.isInteger(windowDays) || windowDays < 0) {
    throw new RecoInputError(`date window must be a whole number of days, got ${windowDays}`);
  }
  if (opts.period) {
    for (const d of [opts.period.from, opts.period.to]) {
      if (!isValidIsoDate(d)) throw new RecoInputError(`'${d}' is not a date (YYYY-MM-DD)`);
    }
  }
  const m = new Matcher(books, counterparty, opts.kind, tolerance, windowDays, opts.period);
  if (opts.manual && opts.manual.length > 0) m.applyManual(opts.manual);
  for (const rule of rulesFor(opts.kind)) {
    const s = rule.strategy;
    switch (s.type) {
      case 'key-pair':
        m.runKeyPair(rule, s.key, s.condition);
        break;
      case 'key-group':
        m.runKeyGroup(rule, s.key);
        break;
      case 'fuzzy-doc':
        m.runAmountBucket(rule, true, s.gstinMustAgree);
        break;
      case 'amount-only':
        m.runAmountBucket(rule, false, false);
        break;
      case 'unpaired':
        m.runUnpaired(rule);
        break;
    }
  }
  const entries = m.results();
  return {
    entries,
    summary: buildSummary(entries),
    bridge: bridgeFromGroups(entries, m.group, m.groupCount),
  };
}
