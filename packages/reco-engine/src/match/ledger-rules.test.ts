import { beforeEach, describe, expect, it } from 'vitest';
import type { EntryResult } from '../types.js';
import { matchLedgers } from './match-ledgers.js';
import { LEDGER_RULES } from './rules.js';
import { books, resetRows, theirs } from './match.testkit.js';

const ledger = (
  b: Parameters<typeof matchLedgers>[0],
  c: Parameters<typeof matchLedgers>[1],
  opts = {},
) => matchLedgers(b, c, { kind: 'ledger', ...opts });

const bySide = (entries: EntryResult[], side: 'books' | 'counterparty') =>
  entries.filter((e) => e.side === side);

beforeEach(() => resetRows());

describe('RECO.md ledger examples', () => {
  it('1. inv/001 vs INV/001, same amount and date -> matched', () => {
    const { entries, bridge } = ledger([books('inv/001', 1000)], [theirs('INV/001', 1000)]);
    expect(entries.map((e) => e.status)).toEqual(['matched', 'matched']);
    expect(entries[0]!.matchId).toBe(entries[1]!.matchId);
    expect(entries[0]!.rule).toBe('ledger.exact');
    expect(bridge.residual).toBe('0.00');
  });

  it('2. INV/2023-24/001 vs INV/001 -> matched (fiscal-year token removed)', () => {
    const { entries } = ledger([books('INV/2023-24/001', 1000)], [theirs('INV/001', 1000)]);
    expect(entries.map((e) => e.status)).toEqual(['matched', 'matched']);
  });

  it('3. INV/001 vs INV-1 -> matched (separators and leading zeros)', () => {
    const { entries } = ledger([books('INV/001', 1000)], [theirs('INV-1', 1000)]);
    expect(entries.map((e) => e.status)).toEqual(['matched', 'matched']);
    expect(entries[1]!.docNo).toBe('INV-1');
  });

  it('4. 1234 vs 12345 with equal amounts -> at most suggested, never matched', () => {
    const { entries } = ledger([books('1234', 500)], [theirs('12345', 500)]);
    for (const e of entries) expect(e.status).toBe('suggested');
    expect(entries[0]!.rule).toBe('ledger.fuzzy-doc');
    const far = ledger([books('A-100', 500)], [theirs('A-1000', 500)]).entries;
    for (const e of far)
      expect(['suggested', 'only_in_books', 'only_in_counterparty']).toContain(e.status);
  });

  it('5. same document, 10,000.00 vs 9,800.00 -> mismatch, remark2 notes a 2% TDS', () => {
    const { entries, bridge } = ledger([books('INV-9', 10_000)], [theirs('INV-9', 9_800)]);
    expect(entries.map((e) => e.status)).toEqual(['mismatch', 'mismatch']);
    expect(entries[0]!.remark).toBe('amount difference');
    expect(entries[0]!.remark2).toBe('TDS 2%');
    expect(bridge.adjustments).toContainEqual(
      expect.objectContaining({ status: 'mismatch', amount: '-200.00' }),
    );
  });

  it('6. amounts 0.40 apart -> matched within tolerance; 1.01 apart -> mismatch', () => {
    const near = ledger([books('INV-6', 1000)], [theirs('INV-6', 1000.4)]).entries;
    expect(near.map((e) => e.status)).toEqual(['matched', 'matched']);
    expect(near[0]!.remark2).toBe('within tolerance');
    resetRows();
    const far = ledger([books('INV-6', 1000)], [theirs('INV-6', 1001.01)]).entries;
    expect(far.map((e) => e.status)).toEqual(['mismatch', 'mismatch']);
  });

  it('7. one payment of 30,000 vs three receipts of 10,000 with the same reference -> matched, grouped', () => {
    const { entries, bridge } = ledger(
      [books('RCPT/77', -30_000, { category: 'payment' })],
      [
        theirs('RCPT-77', -10_000, { category: 'payment', date: '2024-01-10' }),
        theirs('RCPT-77', -10_000, { category: 'payment', date: '2024-01-12' }),
        theirs('RCPT-77', -10_000, { category: 'payment', date: '2024-01-15' }),
      ],
    );
    expect(entries.every((e) => e.status === 'matched' && e.remark === 'grouped')).toBe(true);
    expect(new Set(entries.map((e) => e.matchId)).size).toBe(1);
    expect(entries[0]!.remark2).toBe('one to many');
    expect(bridge.residual).toBe('0.00');
  });

  it('8. books +1,000 receivable vs counterparty -1,000 payable (mirrored by the reader) -> matched', () => {
    // The counterparty wrote -1,000 (their payable); readers mirror it to +1,000 for us.
    const theirPayable = -1000;
    const { entries } = ledger([books('INV-8', 1000)], [theirs('INV-8', -theirPayable)]);
    expect(entries.map((e) => e.status)).toEqual(['matched', 'matched']);
  });

  it('9. an invoice dated after the counterparty statement period -> only in books, timing difference', () => {
    const { entries } = ledger(
      [books('INV-1', 500, { date: '2024-03-20' }), books('INV-2', 700, { date: '2024-04-02' })],
      [theirs('INV-1', 500, { date: '2024-03-20' })],
      { period: { from: '2023-04-01', to: '2024-03-31' } },
    );
    const late = entries.find((e) => e.docNo === 'INV-2')!;
    expect(late.status).toBe('only_in_books');
    expect(late.remark).toBe('timing difference');
  });

  it('9b. without a period, the other side’s last date is its statement end', () => {
    const { entries } = ledger(
      [books('INV-2', 700, { date: '2024-04-02' })],
      [theirs('INV-1', 500, { date: '2024-03-20' })],
    );
    expect(entries[0]!.remark).toBe('timing difference');
  });

  it('10. two books rows with the same document and one counterparty row -> one matched, one only in books (duplicate)', () => {
    const { entries } = ledger(
      [books('INV-10', 2500), books('INV-10', 2500)],
      [theirs('INV-10', 2500)],
    );
    const mine = bySide(entries, 'books');
    expect(mine.map((e) => e.status).sort()).toEqual(['matched', 'only_in_books']);
    expect(mine.find((e) => e.status === 'only_in_books')!.remark).toBe('duplicate');
  });
});

describe('ledger rule order', () => {
  it('is kept as data with an id, description, status and remark per rule', () => {
    for (const rule of LEDGER_RULES) {
      expect(rule.id).toMatch(/^ledger\./);
      expect(rule.description.length).toBeGreaterThan(0);
      expect(rule.remark.length).toBeGreaterThan(0);
    }
    expect(new Set(LEDGER_RULES.map((r) => r.id)).size).toBe(LEDGER_RULES.length);
  });

  it('prefers a bill-number agreement over an amount-only agreement', () => {
    const { entries } = ledger(
      [books('INV-5', 900, { date: '2024-01-15' })],
      [
        theirs('PAY-1', 900, { date: '2024-01-15', row: 2 }),
        theirs('INV-5', 900, { date: '2024-01-18', row: 3 }),
      ],
    );
    const paired = entries.filter((e) => e.matchId === entries[0]!.matchId);
    expect(paired.map((e) => e.docNo)).toEqual(['INV-5', 'INV-5']);
    expect(entries[0]!.status).toBe('matched');
  });

  it('suggests an amount-only pair within the date window, never beyond it', () => {
    const near = ledger(
      [books('', 450, { date: '2024-01-10' })],
      [theirs('X-9', 450, { date: '2024-01-14' })],
    );
    expect(near.entries.map((e) => e.status)).toEqual(['suggested', 'suggested']);
    expect(near.entries[0]!.rule).toBe('ledger.amount-only');
    resetRows();
    const far = ledger(
      [books('', 450, { date: '2024-01-10' })],
      [theirs('X-9', 450, { date: '2024-03-14' })],
    );
    expect(far.entries.map((e) => e.status)).toEqual(['only_in_books', 'only_in_counterparty']);
  });

  it('suggests same document and amount when the dates are far apart', () => {
    const { entries } = ledger(
      [books('INV-3', 100, { date: '2024-01-01' })],
      [theirs('INV-3', 100, { date: '2024-02-20' })],
    );
    expect(entries.map((e) => e.status)).toEqual(['suggested', 'suggested']);
    expect(entries[0]!.rule).toBe('ledger.dates-apart');
  });

  it('groups many books rows against one counterparty row', () => {
    const { entries } = ledger([books('PO-4', 400), books('PO-4', 600)], [theirs('PO-4', 1000)]);
    expect(entries.every((e) => e.remark === 'grouped' && e.remark2 === 'many to one')).toBe(true);
  });

  it('recognises each standard TDS rate in an amount difference', () => {
    for (const [rate, theirsAmount] of [
      ['1%', 99_000],
      ['5%', 95_000],
      ['10%', 90_000],
    ] as const) {
      resetRows();
      const { entries } = ledger([books('INV-T', 100_000)], [theirs('INV-T', theirsAmount)]);
      expect(entries[0]!.remark2).toBe(`TDS ${rate}`);
    }
    resetRows();
    const other = ledger([books('INV-T', 100_000)], [theirs('INV-T', 97_000)]).entries;
    expect(other[0]!.remark2).toBe('books higher');
  });

  it('rejects a bad tolerance', () => {
    expect(() => ledger([], [], { tolerance: 'one' })).toThrow(/not a decimal/);
  });
});

describe('grouping across different documents (RECO rule 5)', () => {
  it('suggests one payment against several invoices whose sum agrees', () => {
    const { entries, bridge } = ledger(
      [books('UTR-9001', -30_000, { category: 'payment', date: '2024-02-10' })],
      [
        theirs('INV-11', -10_000, { date: '2024-02-08' }),
        theirs('INV-12', -12_000, { date: '2024-02-09' }),
        theirs('INV-13', -8_000, { date: '2024-02-10' }),
        theirs('INV-14', -8_000, { date: '2024-05-01' }),
      ],
    );
    const grouped = entries.filter((e) => e.rule === 'ledger.grouped-amount');
    expect(grouped.map((e) => e.docNo).sort()).toEqual(['INV-11', 'INV-12', 'INV-13', 'UTR-9001']);
    for (const e of grouped) {
      expect(e.status).toBe('suggested');
      expect(e.remark).toBe('grouped');
      expect(e.remark2).toBe('one to many');
      expect(e.matchId).toBe(grouped[0]!.matchId);
    }
    expect(entries.find((e) => e.docNo === 'INV-14')!.status).toBe('only_in_counterparty');
    expect(bridge.residual).toBe('0.00');
  });

  it('groups several books rows against one counterparty row, within tolerance', () => {
    const { entries } = ledger(
      [books('INV-21', 400), books('INV-22', 350.5), books('INV-23', 249.7)],
      [theirs('STMT-7', 1000)],
    );
    expect(entries.every((e) => e.rule === 'ledger.grouped-amount')).toBe(true);
    expect(entries[0]!.remark2).toBe('many to one');
  });

  it('prefers a 1:1 amount agreement and never groups beyond the date window or across signs', () => {
    const oneToOne = ledger(
      [books('X', 300, { date: '2024-02-10' })],
      [
        theirs('A', 300, { date: '2024-02-11' }),
        theirs('B', 100, { date: '2024-02-10' }),
        theirs('C', 200, { date: '2024-02-10' }),
      ],
    ).entries;
    expect(oneToOne[0]!.rule).toBe('ledger.amount-only');
    resetRows();
    const apart = ledger(
      [books('X', 300, { date: '2024-02-10' })],
      [theirs('B', 100, { date: '2024-02-10' }), theirs('C', 200, { date: '2024-03-10' })],
    ).entries;
    expect(apart.some((e) => e.rule === 'ledger.grouped-amount')).toBe(false);
    resetRows();
    const signs = ledger([books('X', 300)], [theirs('B', 500), theirs('C', -200)]).entries;
    expect(signs.some((e) => e.rule === 'ledger.grouped-amount')).toBe(false);
  });
});

describe('bridge from the closing balances the readers found', () => {
  it('starts and ends on the stated balances, explaining what the entries do not', () => {
    const { bridge } = ledger(
      [books('INV-1', 1000), books('INV-2', 500)],
      [theirs('INV-1', 1000)],
      { closing: { books: 250_000, counterparty: 130_000 } },
    );
    expect(bridge.booksClosing).toBe('2500.00');
    expect(bridge.counterpartyClosing).toBe('1300.00');
    expect(bridge.residual).toBe('0.00');
    const balance = bridge.adjustments.filter((a) => a.status === null);
    expect(balance.map((a) => a.amount)).toEqual(['-1000.00', '300.00']);
    expect(balance[0]!.label).toMatch(/^Books: closing balance differs/);
    expect(bridge.adjustments).toContainEqual(
      expect.objectContaining({ status: 'only_in_books', amount: '-500.00' }),
    );
  });

  it('adds no balance line when a stated balance equals the sum of the entries', () => {
    const { bridge } = ledger([books('INV-1', 1000)], [theirs('INV-1', 1000)], {
      closing: { books: 100_000, counterparty: null },
    });
    expect(bridge.adjustments.filter((a) => a.status === null)).toEqual([]);
    expect(bridge.residual).toBe('0.00');
  });
});

describe('statement period', () => {
  it('marks unpaired entries dated before the period as timing differences', () => {
    const { entries } = ledger(
      [books('INV-0', 900, { date: '2023-03-28' }), books('INV-5', 700, { date: '2023-05-01' })],
      [theirs('INV-9', 100, { date: '2023-04-10' })],
      { period: { from: '2023-04-01', to: '2024-03-31' } },
    );
    const early = entries.find((e) => e.docNo === 'INV-0')!;
    expect([early.remark, early.remark2]).toEqual(['timing difference', 'before 2023-04-01']);
    expect(entries.find((e) => e.docNo === 'INV-5')!.remark).toBe('not in counterparty');
  });
});
