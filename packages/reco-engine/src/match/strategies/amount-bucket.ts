import { NO_DAY } from '../../normalise/date.js';
import { FUZZY_DOC_THRESHOLD } from '../../normalise/doc-number.js';
import type { Matcher } from '../matcher.js';
import type { MatchRule } from '../rules.js';

/** Candidates looked at per entry by the amount-bucket rules; keeps crowded amounts linear. */
const BUCKET_SCAN_LIMIT = 256;

const bucketsOf = new WeakMap<Matcher, Map<number, number[]>>();

/**
 * Counterparty entries still open when first asked for, by exact amount, each bucket
 * ordered by (day, index). Built once for the fuzzy and amount-only rules: entries a rule
 * takes stay in their bucket and are skipped, which leaves the same candidates as a
 * rebuild would.
 */
function amountBuckets(m: Matcher): Map<number, number[]> {
  const cached = bucketsOf.get(m);
  if (cached) return cached;
  const buckets = new Map<number, number[]>();
  for (let c = m.nBooks; c < m.n; c++) {
    if (m.done[c] !== 0) continue;
    const a = m.amount[c]!;
    const bucket = buckets.get(a);
    if (bucket) bucket.push(c);
    else buckets.set(a, [c]);
  }
  const days = m.days;
  for (const bucket of buckets.values()) {
    if (bucket.length > 1) bucket.sort((x, y) => days[x]! - days[y]! || x - y);
  }
  bucketsOf.set(m, buckets);
  return buckets;
}

/** First position in a day-ordered bucket whose day is at least `day`. */
function firstFrom(m: Matcher, bucket: number[], day: number): number {
  let lo = 0;
  let hi = bucket.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (m.days[bucket[mid]!]! < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
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
 * Same exact amount and dates within the window: with `fuzzy`, document numbers must be
 * similar (never equal: equal numbers were the key rules' business); without, any numbers.
 */
export function runAmountBucket(
  m: Matcher,
  rule: MatchRule,
  fuzzy: boolean,
  gstinMustAgree: boolean,
) {
  const buckets = amountBuckets(m);
  if (buckets.size === 0) return;
  const codes = m.codes(rule);
  const docs = m.arena('doc');
  const gstKeys = gstinMustAgree ? m.keyStrings('gstin-bill') : null;
  const missing = m.text('document number missing');
  const differ = m.text('document numbers differ');
  for (let b = 0; b < m.nBooks; b++) {
    if (m.done[b] !== 0) continue;
    if (fuzzy && docs.isEmpty(b)) continue;
    const day = m.days[b]!;
    if (!fuzzy && day === NO_DAY) continue;
    const bucket = buckets.get(m.amount[b]!);
    if (!bucket) continue;
    let start = day === NO_DAY ? 0 : firstFrom(m, bucket, day - m.windowDays);
    let best = -1;
    let bestSimilarity = 0;
    let bestDistance = Infinity;
    for (let seen = 0; start < bucket.length && seen < BUCKET_SCAN_LIMIT; start++) {
      const c = bucket[start]!;
      const dc = m.days[c]!;
      if (day !== NO_DAY && dc > day + m.windowDays) break;
      if (m.done[c] !== 0 || m.isForbidden(b, c)) continue;
      seen++;
      const distance = m.dayDistance(b, c);
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
    m.assign2(b, best, codes, remark2);
  }
}
