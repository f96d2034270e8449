import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMinorUnits } from '../normalise/amount.js';
import { normaliseDocNo } from '../normalise/doc-number.js';
import type { EntryStatus, LedgerEntry, LedgerSide, ReconciliationKind } from '../types.js';
import { matchLedgers } from './match-ledgers.js';

const STATUSES: Record<ReconciliationKind, EntryStatus[]> = {
  ledger: ['matched', 'suggested', 'mismatch', 'only_in_books', 'only_in_counterparty'],
  tds: ['matched', 'suggested', 'mismatch', 'only_in_books', 'only_in_counterparty'],
  gst: [
    'exact_match',
    'suggested_match',
    'mismatch',
    'manual_match',
    'only_in_books',
    'only_in_2b',
  ],
};

// Small pools so that rows collide on documents, amounts and dates.
const docNo = fc.constantFrom(
  'INV/001',
  'INV-1',
  'inv 0001',
  'INV/2023-24/002',
  'INV-2',
  '1234',
  '12345',
  'A-100',
  'A-1000',
  'PAY/7',
  '',
);
const amountMinor = fc.constantFrom(
  100_000,
  98_000,
  100_040,
  50_000,
  -30_000,
  -10_000,
  1,
  0,
  250_000,
);
const date = fc.option(
  fc.constantFrom(
    '2024-01-01',
    '2024-01-05',
    '2024-01-20',
    '2024-03-31',
    '2024-04-01',
    '2024-06-30',
  ),
  { nil: null },
);
const gstin = fc.constantFrom('27AABCU9603R1ZM', '29AABCU9603R1ZK', '07ZZZZZ9999Z1Z5');

const row = fc.record({
  docNo,
  amountMinor,
  date,
  gstin,
  section: fc.constantFrom('194C', '194J'),
  quarter: fc.constantFrom('Q1', 'Q2'),
  delta: fc.constantFrom(0, 0, 50, 150),
});

function ledgerSide(s: LedgerSide): fc.Arbitrary<LedgerEntry[]> {
  return fc.array(row, { maxLength: 25 }).map((rows) =>
    rows.map((r, i) => ({
      side: s,
      sheet: s === 'books' ? 'Books' : 'Statement',
      row: i + 2,
      date: r.date,
      docNo: r.docNo,
      docType: '',
      narration: '',
      category: r.amountMinor < 0 ? ('payment' as const) : ('invoice' as const),
      amountMinor: r.amountMinor,
      balanceMinor: null,
      gst: {
        supplierGstin: r.gstin,
        placeOfSupply: '27',
        reverseCharge: false,
        taxableMinor: r.amountMinor + r.delta,
        igstMinor: 0,
        cgstMinor: 0,
        sgstMinor: 0,
        cessMinor: 0,
      },
      tds: {
        deductorTan: 'MUMA12345B',
        deductorPan: 'AABCU9603R',
        section: r.section,
        quarter: r.quarter,
      },
    })),
  );
}

const kind = fc.constantFrom<ReconciliationKind>('ledger', 'gst', 'tds');
const withPeriod = fc.boolean();

const signed = (d: string) =>
  d.startsWith('-') ? -parseMinorUnits(d.slice(1)) : parseMinorUnits(d);

describe('matching properties', () => {
  it('the closing-balance bridge always closes', () => {
    fc.assert(
      fc.property(
        ledgerSide('books'),
        ledgerSide('counterparty'),
        kind,
        withPeriod,
        fc.record({
          books: fc.option(fc.integer({ min: -1e9, max: 1e9 }), { nil: null }),
          counterparty: fc.option(fc.integer({ min: -1e9, max: 1e9 }), { nil: null }),
        }),
        (b, c, k, p, closing) => {
          const { bridge } = matchLedgers(b, c, {
            kind: k,
            period: p ? { from: '2024-01-01', to: '2024-03-31' } : undefined,
            closing,
          });
          expect(bridge.residual).toBe('0.00');
          const landed = bridge.adjustments.reduce(
            (s, a) => s + signed(a.amount),
            signed(bridge.booksClosing),
          );
          expect(landed).toBe(signed(bridge.counterpartyClosing));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('shuffling the input rows never changes the outcome', () => {
    fc.assert(
      fc.property(
        ledgerSide('books').chain((b) =>
          fc.tuple(
            fc.constant(b),
            fc.shuffledSubarray(b, { minLength: b.length, maxLength: b.length }),
          ),
        ),
        ledgerSide('counterparty').chain((c) =>
          fc.tuple(
            fc.constant(c),
            fc.shuffledSubarray(c, { minLength: c.length, maxLength: c.length }),
          ),
        ),
        kind,
        ([b, bShuffled], [c, cShuffled], k) => {
          const one = matchLedgers(b, c, { kind: k });
          const two = matchLedgers(bShuffled, cShuffled, { kind: k });
          expect(two).toEqual(one);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('every entry gets exactly one status of its kind', () => {
    fc.assert(
      fc.property(ledgerSide('books'), ledgerSide('counterparty'), kind, (b, c, k) => {
        const { entries, summary } = matchLedgers(b, c, { kind: k });
        expect(entries).toHaveLength(b.length + c.length);
        const seen = new Set(entries.map((e) => `${e.side}|${e.sheet}|${e.row}`));
        expect(seen.size).toBe(entries.length);
        for (const e of entries) {
          expect(STATUSES[k]).toContain(e.status);
          expect(e.rule).not.toBe('');
          expect(e.remark).not.toBe('');
        }
        const counted = Object.values(summary.byStatus).reduce((s, x) => s + x.count, 0);
        expect(counted).toBe(entries.length);
      }),
      { numRuns: 300 },
    );
  });

  it('a pair always joins the two sides', () => {
    fc.assert(
      fc.property(ledgerSide('books'), ledgerSide('counterparty'), kind, (b, c, k) => {
        const { entries } = matchLedgers(b, c, { kind: k });
        const sides = new Map<string, Set<LedgerSide>>();
        for (const e of entries) {
          if (e.matchId === null) {
            expect(e.status.startsWith('only_in')).toBe(true);
            continue;
          }
          expect(e.status.startsWith('only_in')).toBe(false);
          const s = sides.get(e.matchId) ?? new Set<LedgerSide>();
          s.add(e.side);
          sides.set(e.matchId, s);
        }
        for (const s of sides.values()) expect(s.size).toBe(2);
      }),
      { numRuns: 300 },
    );
  });

  it('only equal normalised document numbers are matched on the document rule', () => {
    fc.assert(
      fc.property(ledgerSide('books'), ledgerSide('counterparty'), (b, c) => {
        const { entries } = matchLedgers(b, c, { kind: 'ledger' });
        const byId = new Map<string, string[]>();
        for (const e of entries) {
          if (e.rule !== 'ledger.exact') continue;
          byId.set(e.matchId!, [...(byId.get(e.matchId!) ?? []), e.docNo]);
        }
        for (const docs of byId.values()) {
          expect(new Set(docs.map(normaliseDocNo)).size).toBe(1);
        }
      }),
      { numRuns: 200 },
    );
  });
});
