import { describe, expect, it } from 'vitest';
import {
  comparableDocument,
  lineActions,
  matchProblem,
  selectionTotals,
  toLines,
  type EntryRef,
} from './selection';

const entry = (over: Partial<EntryRef>): EntryRef => ({
  entryNumber: 1,
  lineNumber: 1,
  side: 'BOOKS',
  amount: '100.00',
  status: 'ONLY_IN_BOOKS',
  matchId: null,
  documentNumber: 'INV-1',
  ...over,
});

describe('manual match checks', () => {
  it('needs unpaired entries of both sides', () => {
    expect(matchProblem([])).toBe('empty');
    expect(matchProblem([entry({})])).toBe('oneSide');
    expect(matchProblem([entry({}), entry({ entryNumber: 2, side: 'BOOKS' })])).toBe('oneSide');
    expect(
      matchProblem([
        entry({}),
        entry({ entryNumber: 2, side: 'COUNTERPARTY', status: 'ONLY_IN_COUNTERPARTY' }),
      ]),
    ).toBeNull();
    expect(
      matchProblem([
        entry({}),
        entry({ entryNumber: 2, side: 'COUNTERPARTY', status: 'MATCHED', matchId: 'm1' }),
      ]),
    ).toBe('paired');
    expect(matchProblem(Array.from({ length: 51 }, (_, i) => entry({ entryNumber: i })))).toBe(
      'tooMany',
    );
  });

  it('shows the running difference of the selection', () => {
    const totals = selectionTotals([
      entry({ amount: '-1000.00' }),
      entry({ entryNumber: 2, side: 'COUNTERPARTY', amount: '-980.00' }),
      entry({ entryNumber: 3, amount: '5.50' }),
    ]);
    expect([
      totals.books.toFixed(2),
      totals.counterparty.toFixed(2),
      totals.difference.toFixed(2),
    ]).toEqual(['-994.50', '-980.00', '-14.50']);
  });

  it('offers unmatch on a pair, accept and reject on a suggestion, nothing on a lone entry', () => {
    expect(lineActions([entry({ status: 'MATCHED', matchId: 'm' })])).toEqual({
      unmatch: true,
      accept: false,
      reject: false,
    });
    expect(lineActions([entry({ status: 'SUGGESTED', matchId: 'm' })])).toEqual({
      unmatch: false,
      accept: true,
      reject: true,
    });
    expect(lineActions([entry({})])).toEqual({ unmatch: false, accept: false, reject: false });
  });

  it('groups entries by line in page order', () => {
    const lines = toLines([
      entry({ entryNumber: 1, lineNumber: 4 }),
      entry({ entryNumber: 9, lineNumber: 4, side: 'COUNTERPARTY' }),
      entry({ entryNumber: 2, lineNumber: 7 }),
    ]);
    expect(lines.map((l) => l.map((e) => e.entryNumber))).toEqual([[1, 9], [2]]);
  });
});

describe('document numbers compared for highlighting', () => {
  it('treats the forms RECO.md calls equal as equal, and different numbers as different', () => {
    expect(comparableDocument('BL/24-25/0011')).toBe(comparableDocument('BL-11'));
    expect(comparableDocument('INV/2023-24/001')).toBe(comparableDocument('inv/001'));
    expect(comparableDocument('INV/001')).toBe(comparableDocument('INV-1'));
    expect(comparableDocument('1234')).not.toBe(comparableDocument('12345'));
    expect(comparableDocument('A-100')).not.toBe(comparableDocument('A-1000'));
  });
});
