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

describe('manual decisions by entry key', () => {
  it('survive a re-run on new files where rows moved but both entries still exist', () => {
    const b = books('OUR-17', 1200, { date: '2024-04-02' });
    const c = theirs('THEIR-ABC', 1180, { date: '2024-04-03' });
    const first = matchLedgers([b], [c], { kind: 'ledger' });
    expect(first.entries.map((e) => e.status)).toEqual(['only_in_books', 'only_in_counterparty']);
    // The user pairs them by the keys the first run gave.
    const decisions: ManualDecision[] = [
      {
        kind: 'match',
        books: [{ key: first.entries[0]!.entryKey }],
        counterparty: [{ key: first.entries[1]!.entryKey }],
      },
    ];
    expect(first.entries[0]!.entryKey).toBe('b|2024-04-02|120000|OUR-17|1');
    // Next month's files: new rows above both entries, so their row numbers changed.
    const newer = [books('NEW-1', 50, { row: 2 }), { ...b, row: 9 }];
    const theirNewer = [theirs('NEW-9', 70, { row: 2 }), { ...c, row: 14 }];
    const again = matchLedgers(newer, theirNewer, { kind: 'ledger', manual: decisions });
    const paired = again.entries.filter((e) => e.rule === 'manual.match');
    expect(paired.map((e) => [e.side, e.row])).toEqual([
      ['books', 9],
      ['counterparty', 14],
    ]);
    expect(paired[0]!.matchId).toBe(paired[1]!.matchId);
  });

  it('tell two equal entries apart by their occurrence', () => {
    const twins = [books('INV-1', 1000, { row: 2 }), books('INV-1', 1000, { row: 3 })];
    const { entries } = matchLedgers(twins, [theirs('INV-1', 1000)], { kind: 'ledger' });
    expect(entries.slice(0, 2).map((e) => e.entryKey)).toEqual([
      'b|2024-01-15|100000|INV-1|1',
      'b|2024-01-15|100000|INV-1|2',
    ]);
    // Unmatching the first occurrence hands the counterparty entry to the second.
    const unmatched = matchLedgers(twins, [theirs('INV-1', 1000)], {
      kind: 'ledger',
      manual: [
        {
          kind: 'unmatch',
          books: [{ key: entries[0]!.entryKey }],
          counterparty: [{ key: entries[2]!.entryKey }],
        },
      ],
    });
    expect(unmatched.entries.map((e) => e.status)).toEqual(['only_in_books', 'matched', 'matched']);
  });
});

describe('suggestions accepted or rejected', () => {
  it('an accepted suggestion is matched on the next run, a rejected one is never offered again', () => {
    const b = books('OUR-1', 500, { date: '2024-01-10' });
    const c = theirs('THEIRS-9', 500, { date: '2024-01-11' });
    const first = matchLedgers([b], [c], { kind: 'ledger' });
    expect(first.entries.map((e) => e.status)).toEqual(['suggested', 'suggested']);
    const pair = {
      books: [{ key: first.entries[0]!.entryKey }],
      counterparty: [{ key: first.entries[1]!.entryKey }],
    };
    const accepted = matchLedgers([b], [c], {
      kind: 'ledger',
      manual: [{ kind: 'accept', ...pair }],
    });
    expect(accepted.entries.map((e) => [e.status, e.remark])).toEqual([
      ['matched', 'suggestion accepted'],
      ['matched', 'suggestion accepted'],
    ]);
    const rejected = matchLedgers([b], [c], {
      kind: 'ledger',
      manual: [{ kind: 'reject', ...pair }],
    });
    expect(rejected.entries.map((e) => e.status)).toEqual([
      'only_in_books',
      'only_in_counterparty',
    ]);
  });
});
