import {
  columnsFromEntries,
  entryAt,
  permuted,
  type LedgerColumns,
} from '../columns/ledger-columns.js';
import { resultsOf, statusCode, type MatchColumns } from '../columns/match-columns.js';
import { compareTexts } from '../columns/text-column.js';
import { parseMinorUnits, RecoInputError } from '../normalise/amount.js';
import { dayToIso, fiscalYearOf, isoToDay, isValidIsoDate, NO_DAY } from '../normalise/date.js';
import { FUZZY_DOC_THRESHOLD } from '../normalise/doc-number.js';
import { summariseColumns } from '../summary/summary.js';
import type { LedgerEntry, ManualDecision, ReconciliationKind } from '../types.js';
import { AmountGroupSearch } from './amount-groups.js';
import { compareGst, normaliseGstin, panOfGstin } from './gst-compare.js';
import { KeyChains, KeyIds } from './key-ids.js';
import type { MatchColumnsResult, MatchOptions, MatchResult } from './match.types.js';
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

function compareAt(t: LedgerColumns, i: number, j: number): number {
  const si = t.sheetNames[t.sheet[i]!]!;
  const sj = t.sheetNames[t.sheet[j]!]!;
  if (si !== sj) return si < sj ? -1 : 1;
  if (t.row[i] !== t.row[j]) return t.row[i]! - t.row[j]!;
  const d = compareTexts(t.docNo, i, t.docNo, j);
  if (d !== 0) return d;
  if (t.amount[i] !== t.amount[j]) return t.amount[i]! - t.amount[j]!;
  return t.day[i]! < t.day[j]! ? -1 : t.day[i]! > t.day[j]! ? 1 : 0;
}

/** Sorted by (sheet, row): the outcome never depends on the order rows arrive in. */
function canonical(t: LedgerColumns): LedgerColumns {
  for (let i = 1; i < t.length; i++) {
    if (compareAt(t, i - 1, i) > 0) {
      const order = Array.from({ length: t.length }, (_, k) => k).sort((a, b) =>
        compareAt(t, a, b),
      );
      return permuted(t, Int32Array.from(order));
    }
  }
  return t;
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

/**
 * The rule engine's state. Entry i is books entry i for i < nBooks, then counterparty entry
 * i - nBooks; everything per entry lives in typed arrays, and texts (remarks, rule ids)
 * are small codes into tables, so a million entries a side allocate no object each.
 */
class Matcher {
  readonly nBooks: number;
  readonly n: number;
  readonly amount: Float64Array;
  readonly days: Int32Array;
  readonly status: Uint8Array;
  readonly rule: Uint8Array;
  readonly remark: Uint16Array;
  readonly remark2: Uint16Array;
  readonly group: Int32Array;
  /** 1 once an entry has its status: the hot loops read this, not `status`. */
  readonly done: Uint8Array;
  private nextGroup = 1;
  private readonly forbidden = new Set<number>();
  readonly booksEndDay: number;
  readonly counterpartyEndDay: number;
  private readonly periodStartDay: number;
  readonly texts: string[] = [''];
  private readonly textIds = new Map<string, number>([['', 0]]);
  readonly ruleIds: string[] = [MANUAL_MATCH_RULE_ID];
  private readonly objects: (LedgerEntry | undefined)[] | null;

  constructor(
    readonly books: LedgerColumns,
    readonly counterparty: LedgerColumns,
    readonly kind: ReconciliationKind,
    readonly tolerance: number,
    readonly windowDays: number,
    period: { from: string; to: string } | undefined,
    /** The entries as objects, in the columns' order, when the caller has them. */
    objects?: LedgerEntry[],
  ) {
    this.nBooks = books.length;
    this.n = books.length + counterparty.length;
    this.amount = new Float64Array(this.n);
    this.amount.set(books.amount, 0);
    this.amount.set(counterparty.amount, this.nBooks);
    this.days = new Int32Array(this.n);
    this.days.set(books.day, 0);
    this.days.set(counterparty.day, this.nBooks);
    let booksMax = NO_DAY;
    let counterpartyMax = NO_DAY;
    for (let i = 0; i < this.nBooks; i++) if (books.day[i]! > booksMax) booksMax = books.day[i]!;
    for (let i = 0; i < counterparty.length; i++) {
      if (counterparty.day[i]! > counterpartyMax) counterpartyMax = counterparty.day[i]!;
    }
    const periodEnd = period ? isoToDay(period.to) : NO_DAY;
    this.booksEndDay = periodEnd !== NO_DAY ? periodEnd : booksMax;
    this.counterpartyEndDay = periodEnd !== NO_DAY ? periodEnd : counterpartyMax;
    this.periodStartDay = period ? isoToDay(period.from) : NO_DAY;
    this.status = new Uint8Array(this.n);
    this.rule = new Uint8Array(this.n);
    this.remark = new Uint16Array(this.n);
    this.remark2 = new Uint16Array(this.n);
    this.group = new Int32Array(this.n);
    this.done = new Uint8Array(this.n);
    this.objects =
      kind === 'ledger' ? null : (objects ?? new Array<LedgerEntry | undefined>(this.n));
  }

  /** Code of a remark text. */
  text(s: string): number {
    let id = this.textIds.get(s);
    if (id === undefined) {
      id = this.texts.push(s) - 1;
      if (id > 0xffff) throw new RecoInputError('too many distinct remarks');
      this.textIds.set(s, id);
    }
    return id;
  }

  private ruleCode(id: string): number {
    let k = this.ruleIds.indexOf(id);
    if (k < 0) k = this.ruleIds.push(id) - 1;
    return k;
  }

  /** Entry i as an object, for the GST and TDS rules (which compare many fields). */
  private entry(i: number): LedgerEntry {
    const cached = this.objects?.[i];
    if (cached) return cached;
    const e =
      i < this.nBooks ? entryAt(this.books, i) : entryAt(this.counterparty, i - this.nBooks);
    if (this.objects) this.objects[i] = e;
    return e;
  }

  private sheetAndRow(i: number): [string, number] {
    const t = i < this.nBooks ? this.books : this.counterparty;
    const k = i < this.nBooks ? i : i - this.nBooks;
    return [t.sheetNames[t.sheet[k]!]!, t.row[k]!];
  }

  assign(indices: number[], rule: MatchRule | null, remark2: number, remark?: number) {
    const g = this.nextGroup++;
    const status = statusCode(
      rule ? rule.status : this.kind === 'gst' ? 'manual_match' : 'matched',
    );
    const ruleCode = this.ruleCode(rule ? rule.id : MANUAL_MATCH_RULE_ID);
    const r = remark ?? this.text(rule ? rule.remark : 'manual match');
    for (const i of indices) {
      this.group[i] = g;
      this.done[i] = 1;
      this.status[i] = status;
      this.rule[i] = ruleCode;
      this.remark[i] = r;
      this.remark2[i] = remark2;
    }
  }

  private assign2(b: number, c: number, rule: RuleCodes, remark2: number, remark?: number) {
    const g = this.nextGroup++;
    const r = remark ?? rule.remark;
    this.group[b] = g;
    this.group[c] = g;
    this.done[b] = this.done[c] = 1;
    this.status[b] = this.status[c] = rule.status;
    this.rule[b] = this.rule[c] = rule.rule;
    this.remark[b] = this.remark[c] = r;
    this.remark2[b] = this.remark2[c] = remark2;
  }

  codes(rule: MatchRule): RuleCodes {
    return {
      status: statusCode(rule.status),
      counterpartyStatus: statusCode(rule.counterpartyStatus ?? rule.status),
      rule: this.ruleCode(rule.id),
      remark: this.text(rule.remark),
    };
  }

  isForbidden(b: number, c: number): boolean {
    return this.forbidden.size > 0 && this.forbidden.has(b * this.n + c);
  }

  dayDistance(a: number, b: number): number {
    const da = this.days[a]!;
    const db = this.days[b]!;
    if (da === NO_DAY || db === NO_DAY) return 0;
    return Math.abs(da - db);
  }

  applyManual(decisions: ManualDecision[]) {
    const bySide = [new Map<string, number>(), new Map<string, number>()];
    for (let i = 0; i < this.n; i++) {
      const [sheet, row] = this.sheetAndRow(i);
      bySide[i < this.nBooks ? 0 : 1]!.set(refKey(sheet, row), i);
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
        for (const y of c)
          if (x !== undefined && y !== undefined) this.forbidden.add(x * this.n + y);
      }
    }
    for (const decision of decisions) {
      if (decision.kind !== 'match') continue;
      const { b, c } = resolve(decision);
      const all = [...b, ...c];
      // A decision about rows that no longer exist, or already taken, is stale: skip it.
      if (b.length === 0 || c.length === 0) continue;
      if (all.some((i) => i === undefined || this.done[i] !== 0)) continue;
      this.assign(all as number[], null, 0);
    }
  }

  private readonly stringCache = new Map<RuleKey, string[]>();
  private readonly arenaCache = new Map<RuleKey, KeyIds>();
  private readonly chainCache = new Map<string, KeyChains>();

  /** Keys as strings; for 'doc' only materialised on demand through the arena. */
  keyStrings(key: Exclude<RuleKey, 'doc'>): string[] {
    const cached = this.stringCache.get(key);
    if (cached) return cached;
    const keys = new Array<string>(this.n);
    const docs = this.arena('doc');
    for (let i = 0; i < this.n; i++) {
      const e = this.entry(i);
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

  arena(key: RuleKey): KeyIds {
    const cached = this.arenaCache.get(key);
    if (cached) return cached;
    const arena =
      key === 'doc'
        ? KeyIds.docNos([this.books, this.counterparty])
        : KeyIds.strings(this.keyStrings(key));
    this.arenaCache.set(key, arena);
    return arena;
  }

  /** Entries of one side still open when first asked for, chained by key. */
  private chainIndex(key: RuleKey, books: boolean): KeyChains {
    const cacheKey = `${key}|${books ? 'b' : 'c'}`;
    const cached = this.chainCache.get(cacheKey);
    if (cached) return cached;
    const from = books ? 0 : this.nBooks;
    const to = books ? this.nBooks : this.n;
    const chains = new KeyChains(this.arena(key), from, to, this.done);
    this.chainCache.set(cacheKey, chains);
    return chains;
  }

  // Result of the last successful `evaluate`, kept in fields to avoid an object per pair.
  private candPrimary = 0;
  private candSecondary = 0;
  private candRemark2 = 0;
  private readonly withinTolerance = this.text('within tolerance');
  private readonly booksHigher = this.text('books higher');
  private readonly counterpartyHigher = this.text('counterparty higher');

  /** True when the pair qualifies; its cost and remark2 are left in the cand* fields. */
  private evaluate(condition: PairCondition, b: number, c: number): boolean {
    const ab = this.amount[b]!;
    const ac = this.amount[c]!;
    const diff = Math.abs(ab - ac);
    const dist = this.dayDistance(b, c);
    switch (condition) {
      case 'amount-and-date':
      case 'amount':
        if (diff > this.tolerance) return false;
        if (condition === 'amount-and-date' && dist > this.windowDays) return false;
        this.candPrimary = diff;
        this.candSecondary = dist;
        this.candRemark2 = diff ? this.withinTolerance : 0;
        return true;
      case 'any': {
        const tds = tdsRateRemark(ab, ac);
        this.candPrimary = diff;
        this.candSecondary = dist;
        this.candRemark2 = tds
          ? this.text(tds)
          : ab > ac
            ? this.booksHigher
            : this.counterpartyHigher;
        return true;
      }
      case 'gst-exact':
      case 'gst-rounding':
      case 'gst-any': {
        const cmp = compareGst(this.entry(b), this.entry(c), dist, this.windowDays);
        if (condition === 'gst-exact' && cmp.fields.length > 0) return false;
        if (condition === 'gst-rounding' && !cmp.softOnly) return false;
        this.candPrimary = cmp.fields.length;
        this.candSecondary = diff;
        this.candRemark2 = this.text(cmp.fields.join(', '));
        return true;
      }
    }
  }

  runKeyPair(rule: MatchRule, key: RuleKey, condition: PairCondition) {
    const codes = this.codes(rule);
    const keys = this.arena(key);
    const chains = this.chainIndex(key, false);
    const next = chains.next;
    const done = this.done;
    const dateDiffers = rule.id === 'gst.rounding' ? this.text('bill date difference') : -1;
    for (let b = 0; b < this.nBooks; b++) {
      if (done[b] !== 0 || keys.isEmpty(b)) continue;
      let c = chains.headFor(b);
      let prev = -1;
      let best = -1;
      let bestPrimary = 0;
      let bestSecondary = 0;
      let bestRemark2 = 0;
      while (c !== -1) {
        const following: number = next[c]!;
        if (done[c] !== 0) {
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
        const remark = dateDiffers >= 0 && !this.hasRounding(b, best) ? dateDiffers : undefined;
        this.assign2(b, best, codes, bestRemark2, remark);
      }
    }
  }

  private hasRounding(b: number, c: number): boolean {
    return compareGst(this.entry(b), this.entry(c), 0, this.windowDays).rounding;
  }

  private shape(nb: number, nc: number): number {
    return this.text(nb === 1 ? 'one to many' : nc === 1 ? 'many to one' : 'many to many');
  }

  runKeyGroup(rule: MatchRule, key: RuleKey) {
    const books = this.chainIndex(key, true);
    const counterparty = this.chainIndex(key, false);
    const amount = this.amount;
    const done = this.done;
    const open = (head: number, next: Int32Array) => {
      let count = 0;
      for (let i = head; i !== -1 && count <= GROUP_LIMIT; i = next[i]!) if (done[i] === 0) count++;
      return count;
    };
    const members = (head: number, next: Int32Array) => {
      const out: number[] = [];
      for (let i = head; i !== -1; i = next[i]!) if (done[i] === 0) out.push(i);
      return out;
    };
    for (let k = 0; k < books.head.length; k++) {
      const bHead = books.head[k]!;
      const cHead = counterparty.head[k]!;
      if (bHead === -1 || cHead === -1) continue;
      const nb = open(bHead, books.next);
      const nc = open(cHead, counterparty.next);
      if (nb === 0 || nc === 0 || (nb === 1 && nc === 1)) continue;
      if (nb > GROUP_LIMIT || nc > GROUP_LIMIT) continue;
      const bs = members(bHead, books.next);
      const cs = members(cHead, counterparty.next);
      const sum = (xs: number[]) => xs.reduce((s, i) => s + amount[i]!, 0);
      const clean = (xs: number[], ys: number[]) =>
        xs.every((x) => ys.every((y) => !this.isForbidden(x, y)));
      const sumB = sum(bs);
      const sumC = sum(cs);
      if (Math.abs(sumB - sumC) <= this.tolerance && clean(bs, cs)) {
        this.assign([...bs, ...cs], rule, this.shape(bs.length, cs.length));
        continue;
      }
      if (cs.length > 1) {
        const b = bs.find((x) => Math.abs(amount[x]! - sumC) <= this.tolerance && clean([x], cs));
        if (b !== undefined) {
          this.assign([b, ...cs], rule, this.shape(1, cs.length));
          continue;
        }
      }
      if (bs.length > 1) {
        const c = cs.find((y) => Math.abs(amount[y]! - sumB) <= this.tolerance && clean(bs, [y]));
        if (c !== undefined) this.assign([...bs, c], rule, this.shape(bs.length, 1));
      }
    }
  }

  private buckets: Map<number, number[]> | null = null;

  /**
   * Counterparty entries still open when first asked for, by exact amount, each bucket
   * ordered by (day, index). Built once for the fuzzy and amount-only rules: entries a
   * rule takes stay in their bucket and are skipped, which leaves the same candidates as
   * a rebuild would.
   */
  private amountBuckets(): Map<number, number[]> {
    if (this.buckets) return this.buckets;
    const buckets = new Map<number, number[]>();
    for (let c = this.nBooks; c < this.n; c++) {
      if (this.done[c] !== 0) continue;
      const a = this.amount[c]!;
      const bucket = buckets.get(a);
      if (bucket) bucket.push(c);
      else buckets.set(a, [c]);
    }
    const days = this.days;
    for (const bucket of buckets.values()) {
      if (bucket.length > 1) bucket.sort((x, y) => days[x]! - days[y]! || x - y);
    }
    this.buckets = buckets;
    return buckets;
  }

  /** First position in a day-ordered bucket whose day is at least `day`. */
  private firstFrom(bucket: number[], day: number): number {
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
    const codes = this.codes(rule);
    const docs = this.arena('doc');
    const gstKeys = gstinMustAgree ? this.keyStrings('gstin-bill') : null;
    const missing = this.text('document number missing');
    const differ = this.text('document numbers differ');
    for (let b = 0; b < this.nBooks; b++) {
      if (this.done[b] !== 0) continue;
      if (fuzzy && docs.isEmpty(b)) continue;
      const day = this.days[b]!;
      if (!fuzzy && day === NO_DAY) continue;
      const bucket = buckets.get(this.amount[b]!);
      if (!bucket) continue;
      let start = day === NO_DAY ? 0 : this.firstFrom(bucket, day - this.windowDays);
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
          if (gstKeys && !sameGstinAndYear(gstKeys[b]!, gstKeys[c]!)) continue;
          const similarity = docs.similarity(b, c);
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
      let remark2 = 0;
      if (!fuzzy) remark2 = docs.isEmpty(b) || docs.isEmpty(best) ? missing : differ;
      this.assign2(b, best, codes, remark2);
    }
  }

  runAmountGroups(rule: MatchRule, maxParts: number) {
    const search = new AmountGroupSearch(this, maxParts);
    search.run((members, nb, nc) => this.assign(members, rule, this.shape(nb, nc)));
  }

  /**
   * Open entries that share side, document and amount with another entry of their side
   * (open or not). Only keys held by an open entry are looked at; sorting them by
   * (side, key, amount) puts every such set in one run, whatever its size.
   */
  private duplicates(): Uint8Array {
    const docs = this.arena('doc');
    const id = docs.id;
    const flagged = new Uint8Array(this.n);
    // Bit 1: a books entry with this key is open; bit 2: a counterparty entry is.
    const openKey = new Uint8Array(docs.count);
    for (let i = 0; i < this.n; i++) {
      if (this.done[i] === 0 && id[i]! >= 0) openKey[id[i]!]! |= i < this.nBooks ? 1 : 2;
    }
    const candidates: number[] = [];
    for (let i = 0; i < this.n; i++) {
      const k = id[i]!;
      if (k >= 0 && (openKey[k]! & (i < this.nBooks ? 1 : 2)) !== 0) candidates.push(i);
    }
    const nBooks = this.nBooks;
    const amount = this.amount;
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

  runUnpaired(rule: MatchRule) {
    const codes = this.codes(rule);
    const duplicate = this.duplicates();
    const otherYears = this.kind === 'gst' ? this.billsByParty() : null;
    const timing = this.text('timing difference');
    const dup = this.text('duplicate');
    const fyDiffers = this.text('fiscal year differs');
    const notInOther = this.text(this.kind === 'gst' ? 'not in 2B' : 'not in counterparty');
    const notInBooks = this.text('not in books');
    const after = (day: number) => (day === NO_DAY ? 0 : this.text(`after ${dayToIso(day)}`));
    const afterBooksEnd = after(this.booksEndDay);
    const afterCounterpartyEnd = after(this.counterpartyEndDay);
    const start = this.periodStartDay;
    const beforeStart = start === NO_DAY ? 0 : this.text(`before ${dayToIso(start)}`);
    for (let i = 0; i < this.n; i++) {
      if (this.done[i] !== 0) continue;
      const books = i < this.nBooks;
      const otherEnd = books ? this.counterpartyEndDay : this.booksEndDay;
      let remark: number;
      let remark2 = 0;
      const day = this.days[i]!;
      if (day !== NO_DAY && otherEnd !== NO_DAY && day > otherEnd) {
        remark = timing;
        remark2 = books ? afterCounterpartyEnd : afterBooksEnd;
      } else if (day !== NO_DAY && start !== NO_DAY && day < start) {
        remark = timing;
        remark2 = beforeStart;
      } else if (duplicate[i]) remark = dup;
      else if (otherYears && this.inOtherFiscalYear(i, otherYears)) remark = fyDiffers;
      else remark = books ? notInOther : notInBooks;
      this.done[i] = 1;
      this.status[i] = books ? codes.status : codes.counterpartyStatus;
      this.rule[i] = codes.rule;
      this.remark[i] = remark;
      this.remark2[i] = remark2;
    }
  }

  /** Side + GSTIN + bill -> fiscal years seen, for the 31 Mar / 1 Apr remark. */
  private billsByParty(): Map<string, Set<number>> {
    const docs = this.arena('doc');
    const map = new Map<string, Set<number>>();
    for (let i = 0; i < this.n; i++) {
      const e = this.entry(i);
      const gstin = normaliseGstin(e.gst?.supplierGstin ?? '');
      if (!gstin || docs.isEmpty(i)) continue;
      const k = `${i < this.nBooks ? 'b' : 'c'}|${gstin}|${docs.string(i)}`;
      const years = map.get(k) ?? new Set<number>();
      years.add(fiscalYearOf(e.date));
      map.set(k, years);
    }
    return map;
  }

  private inOtherFiscalYear(i: number, map: Map<string, Set<number>>): boolean {
    const e = this.entry(i);
    const gstin = normaliseGstin(e.gst?.supplierGstin ?? '');
    const docKey = this.arena('doc').string(i);
    if (!gstin || !docKey) return false;
    const years = map.get(`${i < this.nBooks ? 'c' : 'b'}|${gstin}|${docKey}`);
    if (!years) return false;
    const own = fiscalYearOf(e.date);
    for (const y of years) if (y !== own) return true;
    return false;
  }

  columns(): MatchColumns {
    return {
      books: this.books,
      counterparty: this.counterparty,
      nBooks: this.nBooks,
      length: this.n,
      status: this.status,
      rule: this.rule,
      ruleIds: this.ruleIds,
      remark: this.remark,
      remark2: this.remark2,
      texts: this.texts,
      group: this.group,
      groupCount: this.nextGroup,
    };
  }
}

/** A rule's status, rule id and remark as codes. */
type RuleCodes = { status: number; counterpartyStatus: number; rule: number; remark: number };

/** What the amount-group search needs of the matcher. */
export type MatcherView = Pick<
  Matcher,
  'n' | 'nBooks' | 'amount' | 'days' | 'done' | 'tolerance' | 'windowDays' | 'isForbidden'
>;

function sameGstinAndYear(a: string, b: string): boolean {
  if (!a || !b) return false;
  const pa = a.indexOf('|');
  const pb = b.indexOf('|');
  return (
    a.slice(0, pa) === b.slice(0, pb) && a.slice(a.lastIndexOf('|')) === b.slice(b.lastIndexOf('|'))
  );
}

/**
 * Reconciles two ledgers of one party given as columns (what `readLedgerTable` returns).
 * Every entry of both sides comes back exactly once, books first, each side ordered by
 * (sheet, row), with a status, remarks, the rule that decided it and a group number shared
 * by the entries of one pair or group.
 */
export function matchLedgerColumns(
  books: LedgerColumns,
  counterparty: LedgerColumns,
  opts: MatchOptions,
): MatchColumnsResult {
  return run(canonical(books), canonical(counterparty), opts);
}

function run(
  books: LedgerColumns,
  counterparty: LedgerColumns,
  opts: MatchOptions,
  objects?: LedgerEntry[],
): MatchColumnsResult {
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
  const m = new Matcher(
    books,
    counterparty,
    opts.kind,
    tolerance,
    windowDays,
    opts.period,
    objects,
  );
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
      case 'amount-group':
        m.runAmountGroups(rule, s.maxParts);
        break;
      case 'unpaired':
        m.runUnpaired(rule);
        break;
    }
  }
  const columns = m.columns();
  return { columns, ...summariseColumns(columns, opts.closing) };
}

/** The order of `compareAt` on entry objects. */
function compareEntries(a: LedgerEntry, b: LedgerEntry): number {
  if (a.sheet !== b.sheet) return a.sheet < b.sheet ? -1 : 1;
  if (a.row !== b.row) return a.row - b.row;
  if (a.docNo !== b.docNo) return a.docNo < b.docNo ? -1 : 1;
  if (a.amountMinor !== b.amountMinor) return a.amountMinor - b.amountMinor;
  const da = a.date ?? '';
  const db = b.date ?? '';
  return da < db ? -1 : da > db ? 1 : 0;
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
  // Sorted as objects, so that the GST and TDS rules can use these objects as they are.
  const b = books.slice().sort(compareEntries);
  const c = counterparty.slice().sort(compareEntries);
  const { columns, summary, bridge } = run(
    columnsFromEntries('books', b),
    columnsFromEntries('counterparty', c),
    opts,
    opts.kind === 'ledger' ? undefined : b.concat(c),
  );
  return { entries: resultsOf(columns), summary, bridge };
}
