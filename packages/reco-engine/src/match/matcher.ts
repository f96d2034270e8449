import { entryAt, type LedgerColumns } from '../columns/ledger-columns.js';
import { statusCode, type MatchColumns } from '../columns/match-columns.js';
import { assertUnreachable } from '../assert-unreachable.js';
import { RecoInputError } from '../normalise/amount.js';
import { fiscalYearOf, isoToDay, NO_DAY } from '../normalise/date.js';
import { isValidGstin, normaliseGstin, panOfGstin } from '../normalise/gst.js';
import type { LedgerEntry, ReconciliationKind } from '../types.js';
import { KeyIds } from './key-ids.js';
import { CandidateIndex } from './references.js';
import { MANUAL_MATCH_RULE_ID, type MatchRule, type RuleKey } from './rules.js';

/** A rule's status, rule id and remark as codes. */
export type RuleCodes = {
  status: number;
  counterpartyStatus: number;
  rule: number;
  remark: number;
};

/**
 * The rule engine's state. Entry i is books entry i for i < nBooks, then counterparty entry
 * i - nBooks; everything per entry lives in typed arrays, and texts (remarks, rule ids)
 * are small codes into tables, so a million entries a side allocate no object each.
 * Strategies (one file each under strategies/) read and assign through it.
 */
export class Matcher {
  readonly nBooks: number;
  readonly n: number;
  readonly amount: Float64Array;
  readonly days: Int32Array;
  readonly category: Uint8Array;
  readonly status: Uint8Array;
  readonly rule: Uint8Array;
  readonly remark: Uint16Array;
  readonly remark2: Uint16Array;
  readonly group: Int32Array;
  /** Slot (on the entry's own side) of the reference that agreed; -1 when none did. */
  readonly agreed: Int16Array;
  /** 1 once an entry has its status: the hot loops read this, not `status`. */
  readonly done: Uint8Array;
  private nextGroup = 1;
  private readonly forbidden = new Set<number>();
  readonly booksEndDay: number;
  readonly counterpartyEndDay: number;
  readonly periodStartDay: number;
  readonly texts: string[] = [''];
  private readonly textIds = new Map<string, number>([['', 0]]);
  readonly ruleIds: string[] = [MANUAL_MATCH_RULE_ID];
  readonly ruleDescriptions: string[] = ['Paired by a user'];
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
    this.category = new Uint8Array(this.n);
    this.category.set(books.category, 0);
    this.category.set(counterparty.category, this.nBooks);
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
    this.agreed = new Int16Array(this.n).fill(-1);
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

  private ruleCode(rule: MatchRule | null): number {
    const id = rule ? rule.id : MANUAL_MATCH_RULE_ID;
    let k = this.ruleIds.indexOf(id);
    if (k < 0) {
      k = this.ruleIds.push(id) - 1;
      this.ruleDescriptions.push(rule?.description ?? '');
    }
    return k;
  }

  /** Entry i as an object, for the GST and TDS rules (which compare many fields). */
  entry(i: number): LedgerEntry {
    const cached = this.objects?.[i];
    if (cached) return cached;
    const e =
      i < this.nBooks ? entryAt(this.books, i) : entryAt(this.counterparty, i - this.nBooks);
    if (this.objects) this.objects[i] = e;
    return e;
  }

  /** Pairs or groups entries under a rule (null: a user's decision). */
  assign(indices: number[], rule: MatchRule | null, remark2: number, remark?: number) {
    const g = this.nextGroup++;
    const status = statusCode(
      rule ? rule.status : this.kind === 'gst' ? 'manual_match' : 'matched',
    );
    const ruleCode = this.ruleCode(rule);
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

  assign2(b: number, c: number, rule: RuleCodes, remark2: number, remark?: number) {
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

  /** Stands in another object for entry i in the GST and TDS rules (rate-wise rows summed). */
  replaceEntry(i: number, e: LedgerEntry) {
    if (this.objects) this.objects[i] = e;
  }

  /** Entry i takes the outcome of entry `leader` (a further row of the same document). */
  follow(i: number, leader: number) {
    this.done[i] = 1;
    this.group[i] = this.group[leader]!;
    this.status[i] = this.status[leader]!;
    this.rule[i] = this.rule[leader]!;
    this.remark[i] = this.remark[leader]!;
    this.remark2[i] = this.remark2[leader]!;
    this.agreed[i] = this.agreed[leader]!;
  }

  /** Gives an unpaired entry its final status. */
  settle(i: number, status: number, rule: number, remark: number, remark2: number) {
    this.done[i] = 1;
    this.status[i] = status;
    this.rule[i] = rule;
    this.remark[i] = remark;
    this.remark2[i] = remark2;
  }

  codes(rule: MatchRule): RuleCodes {
    return {
      status: statusCode(rule.status),
      counterpartyStatus: statusCode(rule.counterpartyStatus ?? rule.status),
      rule: this.ruleCode(rule),
      remark: this.text(rule.remark),
    };
  }

  forbid(b: number, c: number) {
    this.forbidden.add(b * this.n + c);
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

  private readonly stringCache = new Map<RuleKey, string[]>();
  private readonly arenaCache = new Map<RuleKey, KeyIds>();
  private readonly indexCache = new Map<RuleKey, CandidateIndex>();

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
          const raw = normaliseGstin(e.gst?.supplierGstin ?? '');
          // An invalid GSTIN never keys an exact pair; its PAN may still meet at PAN level.
          const gstin = isValidGstin(raw) ? raw : '';
          const party = key === 'gstin-bill' ? gstin : panOfGstin(raw);
          keys[i] =
            !docs.isEmpty(i) && party ? `${party}|${docs.string(i)}|${fiscalYearOf(e.date)}` : '';
          break;
        }
        case 'tan-section-quarter':
        case 'pan-section-quarter':
        case 'tan-quarter':
        case 'tan-section': {
          const t = e.tds;
          const tan = t?.deductorTan.trim().toUpperCase() ?? '';
          const pan = t?.deductorPan.trim().toUpperCase() ?? '';
          const section = t?.section.trim().toUpperCase() ?? '';
          const quarter = t?.quarter.trim().toUpperCase() ?? '';
          if (key === 'tan-section-quarter') keys[i] = tan ? `${tan}|${section}|${quarter}` : '';
          else if (key === 'pan-section-quarter')
            keys[i] = pan ? `${pan}|${section}|${quarter}` : '';
          else if (key === 'tan-quarter') keys[i] = tan ? `${tan}|${quarter}` : '';
          else keys[i] = tan ? `${tan}|${section}|${fiscalYearOf(e.date)}` : '';
          break;
        }
        default:
          assertUnreachable(key);
      }
    }
    this.stringCache.set(key, keys);
    return keys;
  }

  /** Interned keys: for 'doc' the main reference (docNo) of every entry. */
  arena(key: RuleKey): KeyIds {
    const cached = this.arenaCache.get(key);
    if (cached) return cached;
    // For 'doc' the interning of every reference serves: its first n positions are the docNos.
    const arena =
      key === 'doc' ? this.candidates('doc').keys : KeyIds.strings(this.keyStrings(key));
    this.arenaCache.set(key, arena);
    return arena;
  }

  /** Who shares which key: for 'doc' every reference of every entry, else the rule's key. */
  candidates(key: RuleKey): CandidateIndex {
    const cached = this.indexCache.get(key);
    if (cached) return cached;
    const index =
      key === 'doc'
        ? CandidateIndex.ofReferences(this.books, this.counterparty)
        : CandidateIndex.ofKeys(this.arena(key), this.nBooks);
    this.indexCache.set(key, index);
    return index;
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
      ruleDescriptions: this.ruleDescriptions,
      remark: this.remark,
      remark2: this.remark2,
      texts: this.texts,
      group: this.group,
      groupCount: this.nextGroup,
      agreed: this.agreed,
    };
  }
}
