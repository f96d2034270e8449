import type { ManualDecision } from '../../types.js';
import type { Matcher } from '../matcher.js';
import { entryKeys } from '../entry-keys.js';

/**
 * A user's decisions, applied before any rule. Entries are found by their entry key (side +
 * date + amount + document key + occurrence, stable across re-runs with new files) or by
 * sheet and row. Unmatches and rejected suggestions forbid pairs; matches and accepted
 * suggestions pair entries that are all still there and open, and are skipped otherwise
 * (stale).
 */
export function applyManual(m: Matcher, decisions: ManualDecision[]) {
  const keys = entryKeys(m.books, m.counterparty, m.arena('doc'));
  const byKey = new Map<string, number>();
  const byRow = new Map<string, number>();
  for (let i = 0; i < m.n; i++) {
    byKey.set(keys[i]!, i);
    const t = i < m.nBooks ? m.books : m.counterparty;
    const k = i < m.nBooks ? i : i - m.nBooks;
    byRow.set(`${i < m.nBooks ? 'b' : 'c'}\u0000${t.sheetNames[t.sheet[k]!]}\u0000${t.row[k]}`, i);
  }
  const find = (side: 'b' | 'c', r: ManualDecision['books'][number]) => {
    const i = 'key' in r ? byKey.get(r.key) : byRow.get(`${side}\u0000${r.sheet}\u0000${r.row}`);
    if (i === undefined) return undefined;
    return (side === 'b') === i < m.nBooks ? i : undefined;
  };
  const resolve = (d: ManualDecision) => ({
    b: d.books.map((r) => find('b', r)),
    c: d.counterparty.map((r) => find('c', r)),
  });
  for (const d of decisions) {
    if (d.kind !== 'unmatch' && d.kind !== 'reject') continue;
    const { b, c } = resolve(d);
    for (const x of b) for (const y of c) if (x !== undefined && y !== undefined) m.forbid(x, y);
  }
  const accepted = m.text('suggestion accepted');
  for (const d of decisions) {
    if (d.kind !== 'match' && d.kind !== 'accept') continue;
    const { b, c } = resolve(d);
    const all = [...b, ...c];
    if (b.length === 0 || c.length === 0) continue;
    if (all.some((i) => i === undefined || m.done[i] !== 0)) continue;
    m.assign(all as number[], null, 0, d.kind === 'accept' ? accepted : undefined);
  }
}
