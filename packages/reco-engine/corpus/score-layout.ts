import { join } from 'node:path';
import type { CorpusLayout, TruthRow } from './corpus.types';
import { resultsOf } from '../src/columns/match-columns';
import { matchLedgerColumns } from '../src/match/match-ledgers';
import { parseMinorUnits } from '../src/normalise/amount';
import { readLedgerTable } from '../src/read/read-ledger';
import type { ReadTableResult } from '../src/read/read.types';
import type { EntryResult } from '../src/types';

const MATCHED = new Set(['matched', 'exact_match', 'manual_match']);

export type Score = {
  layout: string;
  kind: string;
  entries: number;
  groups: number;
  right: number;
  falseMatched: number;
  dropped: number;
  spurious: number;
  residual: string;
  unexplained: string;
  problems: string[];
};

const keyOf = (side: string, sheet: string, row: number) => `${side}|${sheet}|${row}`;
const minor = (d: string) =>
  d.startsWith('-') ? -parseMinorUnits(d.slice(1)) : parseMinorUnits(d);

async function readSide(
  dir: string,
  l: CorpusLayout,
  side: 'books' | 'counterparty',
  inWorker: boolean,
): Promise<ReadTableResult | string> {
  try {
    return await readLedgerTable(join(dir, l.name, l[side].file), {
      side,
      kind: l.kind,
      inWorker,
    });
  } catch (e) {
    return (e as Error).message;
  }
}

/**
 * Reads and matches one layout of a generated corpus as the CLI does and compares every
 * entry with its truth; `problems` lists every wrong group, drop and spurious entry.
 */
export async function scoreLayout(dir: string, l: CorpusLayout, inWorker = true): Promise<Score> {
  const truth: (TruthRow & { side: string })[] = [
    ...l.books.rows.map((r) => ({ ...r, side: 'books' })),
    ...l.counterparty.rows.map((r) => ({ ...r, side: 'counterparty' })),
  ];
  const s: Score = {
    layout: l.name,
    kind: l.kind,
    entries: truth.length,
    groups: new Set(truth.map((t) => `${t.group}`)).size,
    right: 0,
    falseMatched: 0,
    dropped: 0,
    spurious: 0,
    residual: '',
    unexplained: '',
    problems: [],
  };
  const [b, c] = await Promise.all([
    readSide(dir, l, 'books', inWorker),
    readSide(dir, l, 'counterparty', inWorker),
  ]);
  if (typeof b === 'string' || typeof c === 'string') {
    for (const x of [b, c]) if (typeof x === 'string') s.problems.push(`read failed: ${x}`);
    s.dropped = truth.filter((t) => (t.side === 'books' ? typeof b : typeof c) === 'string').length;
    if (typeof b === 'string' && typeof c === 'string') return s;
  }
  const empty = (side: 'books' | 'counterparty'): ReadTableResult['table'] => ({
    side,
    length: 0,
    sheetNames: [],
    sheet: new Uint16Array(0),
    row: new Int32Array(0),
    day: new Int32Array(0),
    amount: new Float64Array(0),
    balance: new Float64Array(0),
    category: new Uint8Array(0),
    docNo: { chars: new Uint16Array(0), offsets: new Int32Array(1) },
    docType: { chars: new Uint16Array(0), offsets: new Int32Array(1) },
    narration: { chars: new Uint16Array(0), offsets: new Int32Array(1) },
  });
  const result = matchLedgerColumns(
    typeof b === 'string' ? empty('books') : b.table,
    typeof c === 'string' ? empty('counterparty') : c.table,
    {
      kind: l.kind,
      period: l.period,
      closing: {
        books: typeof b === 'string' ? null : b.closingBalanceMinor,
        counterparty: typeof c === 'string' ? null : c.closingBalanceMinor,
      },
    },
  );
  const entries = resultsOf(result.columns);
  const byKey = new Map<string, EntryResult>();
  for (const e of entries) byKey.set(keyOf(e.side, e.sheet, e.row), e);
  const truthKeys = new Set(truth.map((t) => keyOf(t.side, t.sheet, t.row)));
  for (const t of truth) {
    const read = t.side === 'books' ? b : c;
    if (typeof read !== 'string' && !byKey.has(keyOf(t.side, t.sheet, t.row))) {
      s.dropped++;
      s.problems.push(`dropped ${t.side} ${t.sheet} row ${t.row}`);
    }
  }
  for (const e of entries) {
    if (!truthKeys.has(keyOf(e.side, e.sheet, e.row))) {
      s.spurious++;
      s.problems.push(
        `spurious ${e.side} ${e.sheet} row ${e.row} (${e.docNo} ${e.amountMinor / 100})`,
      );
    }
  }
  // Engine groups: matchId -> keys.
  const members = new Map<string, string[]>();
  for (const e of entries) {
    if (e.matchId === null) continue;
    const k = keyOf(e.side, e.sheet, e.row);
    members.set(e.matchId, [...(members.get(e.matchId) ?? []), k]);
  }
  const truthGroup = new Map<string, string[]>();
  const truthOf = new Map<string, TruthRow & { side: string }>();
  for (const t of truth) {
    const k = keyOf(t.side, t.sheet, t.row);
    truthOf.set(k, t);
    truthGroup.set(t.group, [...(truthGroup.get(t.group) ?? []), k]);
  }
  const sameSet = (a: string[], b: string[]) =>
    a.length === b.length && a.every((x) => b.includes(x));
  const describe = (k: string) => {
    const e = byKey.get(k);
    return e
      ? `${k.replace(/\|/g, ' ')} ${e.docNo || '-'} ${e.amountMinor / 100} -> ${e.status} ${e.matchId ?? ''} ${e.remark}/${e.remark2}`
      : `${k} (not read)`;
  };
  for (const [group, keys] of truthGroup) {
    const t = truthOf.get(keys[0]!)!;
    const results = keys.map((k) => byKey.get(k));
    const unpaired = t.status.startsWith('only_');
    let ok = results.every((e) => e !== undefined && e.status === t.status);
    if (ok && t.remark2) ok = results.every((e) => e!.remark2.startsWith(t.remark2!));
    if (ok) {
      if (unpaired) ok = results.every((e) => e!.matchId === null);
      else {
        const id = results[0]!.matchId;
        ok = id !== null && sameSet(members.get(id) ?? [], keys);
      }
    }
    if (!ok && t.orSuggestedWith) {
      const other = truthGroup.get(t.orSuggestedWith) ?? [];
      const id = results[0]?.matchId ?? null;
      ok =
        id !== null &&
        results.every((e) => e?.status === 'suggested' || e?.status === 'suggested_match') &&
        sameSet(members.get(id) ?? [], [...keys, ...other]);
    }
    if (ok) s.right++;
    else
      s.problems.push(
        `group ${group} expected ${t.status}${t.remark2 ? ` (${t.remark2})` : ''}: ${keys.map(describe).join(' | ')}`,
      );
  }
  for (const [id, keys] of members) {
    const first = byKey.get(keys[0]!)!;
    if (!MATCHED.has(first.status)) continue;
    const groups = new Set(keys.map((k) => truthOf.get(k)?.group ?? `?${k}`));
    const t = truthOf.get(keys[0]!);
    if (groups.size !== 1 || !t || !MATCHED.has(t.status)) {
      s.falseMatched++;
      s.problems.push(`false matched ${id}: ${keys.map(describe).join(' | ')}`);
    }
  }
  s.residual = result.bridge.residual;
  const gap = result.bridge.adjustments
    .filter((a) => a.status === null)
    .reduce((sum, a) => sum + Math.abs(minor(a.amount)), 0);
  s.unexplained = (gap / 100).toFixed(2);
  return s;
}
