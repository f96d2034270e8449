import type { Matcher } from '../matcher.js';
import type { MatchRule, RuleKey } from '../rules.js';
import { slotOf } from './key-pair.js';

/** Entries per key beyond which grouping is not attempted. */
const GROUP_LIMIT = 200;

export function shapeRemark(m: Matcher, nb: number, nc: number): number {
  return m.text(nb === 1 ? 'one to many' : nc === 1 ? 'many to one' : 'many to many');
}

/**
 * One-to-many, many-to-one or many-to-many under one key when the sums agree within
 * tolerance (RECO rule 5: one payment against three receipts with the same reference).
 * Members must all have one sign: a bill and its payment share a number but never a group.
 */
export function runKeyGroup(m: Matcher, rule: MatchRule, key: RuleKey) {
  const index = m.candidates(key);
  const amount = m.amount;
  const done = m.done;
  const open = (side: 0 | 1, k: number) => {
    const out: number[] = [];
    const s = index.start[side];
    for (let p = s[k]!; p < s[k + 1]! && out.length <= GROUP_LIMIT; p++) {
      const i = index.member[side][p]!;
      if (done[i] === 0 && !out.includes(i)) out.push(i);
    }
    return out;
  };
  const clean = (xs: number[], ys: number[]) =>
    xs.every((x) => ys.every((y) => !m.isForbidden(x, y)));
  const sum = (xs: number[]) => xs.reduce((s, i) => s + amount[i]!, 0);
  const oneSign = (xs: number[]) =>
    xs.every((i) => amount[i]! > 0) || xs.every((i) => amount[i]! < 0);
  const take = (k: number, members: number[], nb: number, nc: number) => {
    m.assign(members, rule, shapeRemark(m, nb, nc));
    for (const i of members) m.agreed[i] = slotOf(index, i, k);
  };
  for (let k = 0; k < index.keyCount; k++) {
    if (index.start[0][k] === index.start[0][k + 1] || index.start[1][k] === index.start[1][k + 1])
      continue;
    const bs = open(0, k);
    const cs = open(1, k);
    if (bs.length === 0 || cs.length === 0 || (bs.length === 1 && cs.length === 1)) continue;
    if (bs.length > GROUP_LIMIT || cs.length > GROUP_LIMIT) continue;
    if (!oneSign([...bs, ...cs])) continue;
    const sumB = sum(bs);
    const sumC = sum(cs);
    if (Math.abs(sumB - sumC) <= m.tolerance && clean(bs, cs)) {
      take(k, [...bs, ...cs], bs.length, cs.length);
      continue;
    }
    if (cs.length > 1) {
      const b = bs.find((x) => Math.abs(amount[x]! - sumC) <= m.tolerance && clean([x], cs));
      if (b !== undefined) {
        take(k, [b, ...cs], 1, cs.length);
        continue;
      }
    }
    if (bs.length > 1) {
      const c = cs.find((y) => Math.abs(amount[y]! - sumB) <= m.tolerance && clean(bs, [y]));
      if (c !== undefined) take(k, [...bs, c], bs.length, 1);
    }
  }
}
