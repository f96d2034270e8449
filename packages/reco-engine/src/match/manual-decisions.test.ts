import { beforeEach, describe, expect, it } from 'vitest';
import type { LedgerEntry, ManualDecision } from '../types.js';
import { matchLedgers } from './match-ledgers.js';
import { books, resetRows, theirs } from './match.testkit.js';

const ref = (e: LedgerEntry) => ({ sheet: e.sheet, row: e.row });

beforeEach(() => resetRows());

describe('manual decisions', () => {
  it('a manual match pairs rows no rule would pair, and survives a re-run', () => {
    const b = books('OUR-17', 1200);
    const c = theirs('THEIR-ABC', 1180);
    const decisions: ManualDecision[] = [
      { kind: 'match', books: [ref(b)], counterparty: [ref(c)] },
    ];
    const first = matchLedgers([b], [c], { kind: 'ledger', manual: decisions });
    expect(first.entries.map((e) => e.status)).toEqual(['matched', 'matched']);
    expect(first.entries[0]!.rule).toBe('manual.match');
    expect(first.bridge.residual).toBe('0.00');
    // A re-run on re-read files (new objects, other order) gives the same outcome.
    const again = matchLedgers([{ ...b }], [{ ...c }], { kind: 'ledger', manual: decisions });
    expect(again.entries).toEqual(first.entries);
  });

  it('a manual unmatch keeps two rows apart across re-runs', () => {
    const b = books('INV-1', 1000);
    const c = theirs('INV-1', 1000);
    const decisions: ManualDecision[] = [
      { kind: 'unmatch', books: [ref(b)], counterparty: [ref(c)] },
    ];
    for (let run = 0; run < 2; run++) {
      const { entries } = matchLedgers([b], [c], { kind: 'ledger', manual: decisions });
      expect(entries.map((e) => e.status)).toEqual(['only_in_books', 'only_in_counterparty']);
    }
  });

  it('after an unmatch the row may still pair with another candidate', () => {
    const b = books('INV-1', 1000);
    const c1 = theirs('INV-1', 1000);
    const c2 = theirs('INV-1', 1000);
    const { entries } = matchLedgers([b], [c1, c2], {
      kind: 'ledger',
      manual: [{ kind: 'unmatch', books: [ref(b)], counterparty: [ref(c1)] }],
    });
    const partner = entries.find(
      (e) => e.side === 'counterparty' && e.matchId === entries[0]!.matchId,
    );
    expect(partner?.row).toBe(c2.row);
  });

  it('a decision about rows that no longer exist is ignored', () => {
    const b = books('INV-1', 1000);
    const c = theirs('INV-1', 1000);
    const { entries } = matchLedgers([b], [c], {
      kind: 'ledger',
      manual: [{ kind: 'match', books: [{ sheet: 'Gone', row: 99 }], counterparty: [ref(c)] }],
    });
    expect(entries.map((e) => e.rule)).toEqual(['ledger.exact', 'ledger.exact']);
  });
});
