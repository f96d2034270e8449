import { NO_DAY } from '../../normalise/date.js';
import type { Matcher } from '../matcher.js';
import type { MatchRule } from '../rules.js';
import { shapeRemark } from './key-group.js';

/** Parts considered for one group: the open entries nearest in date, at most this many. */
const MAX_CANDIDATES = 8;
/** Entries looked at around a target's date while collecting candidates. */
const SCAN_LIMIT = 64;

/**
 * One entry against several entries of the other side whose amounts add up to it (RECO
 * rule 5 across different documents: one payment against several invoices). A bounded
 * subset-sum: the parts are open entries of the same sign, each smaller than the target,
 * dated within the window of the target, taken nearest date first (at most
 * MAX_CANDIDATES); groups of 2 parts are tried before 3, and so on up to `maxParts`.
 * Books entries are targets first, then counterparty entries; the first group found in
 * this fixed order wins, so the outcome is deterministic.
 */
export class AmountGroupSearch {
  private readonly cand = new Int32Array(MAX_CANDIDATES);
  private readonly abs = new Float64Array(MAX_CANDIDATES);
  private readonly chosen: Int32Array;
  private count = 0;

  constructor(
    private readonly m: Matcher,
    private readonly maxParts: number,
  ) {
    this.chosen = new Int32Array(Math.max(2, maxParts));
  }

  /** Calls `found` with the members of every group, books members first. */
  run(found: (members: number[], nBooks: number, nCounterparty: number) => void): void {
    const m = this.m;
    const books = this.openByDay(0, m.nBooks);
    const counterparty = this.openByDay(m.nBooks, m.n);
    if (books.length === 0 || counterparty.length === 0) return;
    for (const t of books) {
      const parts = this.search(t, counterparty, true);
      if (parts) found([t, ...parts], 1, parts.length);
    }
    for (const t of counterparty) {
      const parts = this.search(t, books, false);
      if (parts) found([...parts, t], parts.length, 1);
    }
  }

  /** Open dated entries with an amount in [from, to), sorted by (day, index). */
  private openByDay(from: number, to: number): Int32Array {
    const { done, days, amount } = this.m;
    const out: number[] = [];
    for (let i = from; i < to; i++) {
      if (done[i] === 0 && days[i] !== NO_DAY && amount[i] !== 0) out.push(i);
    }
    return Int32Array.from(out).sort((x, y) => days[x]! - days[y]! || x - y);
  }

  private search(t: number, pool: Int32Array, targetIsBooks: boolean): number[] | null {
    const m = this.m;
    if (m.done[t] !== 0) return null;
    if (!this.collect(t, pool, targetIsBooks)) return null;
    const target = Math.abs(m.amount[t]!);
    // All candidates together too small: no group of them can reach the target.
    let all = 0;
    for (let k = 0; k < this.count; k++) all += this.abs[k]!;
    if (all < target - m.tolerance) return null;
    for (let size = 2; size <= this.maxParts && size <= this.count; size++) {
      if (this.choose(0, 0, size, 0, target)) {
        const parts: number[] = [];
        for (let k = 0; k < size; k++) parts.push(this.cand[this.chosen[k]!]!);
        return parts;
      }
    }
    return null;
  }

  /** Fills `cand` with the usable parts for target t, nearest date first; true when 2 or more. */
  private collect(t: number, pool: Int32Array, targetIsBooks: boolean): boolean {
    const { days, amount, done, windowDays } = this.m;
    const day = days[t]!;
    const a = amount[t]!;
    const whole = Math.abs(a);
    let lo = 0;
    let hi = pool.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (days[pool[mid]!]! < day) lo = mid + 1;
      else hi = mid;
    }
    let left = lo - 1;
    let right = lo;
    this.count = 0;
    for (let visited = 0; this.count < MAX_CANDIDATES && visited < SCAN_LIMIT; visited++) {
      const dl = left >= 0 ? day - days[pool[left]!]! : Infinity;
      const dr = right < pool.length ? days[pool[right]!]! - day : Infinity;
      if (Math.min(dl, dr) > windowDays) break;
      const x = dl < dr ? pool[left--]! : pool[right++]!;
      if (done[x] !== 0) continue;
      const ax = amount[x]!;
      if (ax > 0 !== a > 0 || Math.abs(ax) >= whole) continue;
      if (targetIsBooks ? this.m.isForbidden(t, x) : this.m.isForbidden(x, t)) continue;
      this.cand[this.count] = x;
      this.abs[this.count] = Math.abs(ax);
      this.count++;
    }
    return this.count >= 2;
  }

  /** Picks `size` candidates from `start` on (in order) whose sum is within tolerance of target. */
  private choose(start: number, depth: number, size: number, sum: number, target: number): boolean {
    const tol = this.m.tolerance;
    if (depth === size) return Math.abs(sum - target) <= tol;
    for (let j = start; j <= this.count - (size - depth); j++) {
      const s = sum + this.abs[j]!;
      // Parts are all of one sign: once past the target, adding more only moves further away.
      if (s > target + tol) continue;
      this.chosen[depth] = j;
      if (this.choose(j + 1, depth + 1, size, s, target)) return true;
    }
    return false;
  }
}

/** One entry against 2 to `maxParts` entries of the other side whose sum agrees (suggested only). */
export function runAmountGroups(m: Matcher, rule: MatchRule, maxParts: number) {
  const search = new AmountGroupSearch(m, maxParts);
  search.run((members, nb, nc) => m.assign(members, rule, shapeRemark(m, nb, nc)));
}
