import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GstFields, LedgerEntry } from '../types.js';
import { matchLedgers } from './match-ledgers.js';
import { books, resetRows, theirs } from './match.testkit.js';
import { isTdsOf } from './strategies/tds-journal.js';

// Matching rules for what real statements do beyond the tuned layouts: GSTR-2A/2B rows per
// tax rate, notes written negative in a register, state abbreviations, TDS journals whose
// numbers never agree.

const GSTIN = '27AABCU9603R1ZN';

function gst(more: Partial<GstFields> = {}): GstFields {
  return {
    supplierGstin: GSTIN,
    placeOfSupply: '27',
    reverseCharge: false,
    taxableMinor: 100_000_00,
    igstMinor: 0,
    cgstMinor: 9_000_00,
    sgstMinor: 9_000_00,
    cessMinor: 0,
    ...more,
  };
}

beforeEach(() => resetRows());

describe('GST: one invoice on several rows, one per tax rate', () => {
  // 1,00,000 at 18% and 50,000 at 12%: invoice value 1,74,000.
  const register = () =>
    books('B/101', 174_000, {
      date: '2025-01-03',
      gst: gst({ taxableMinor: 150_000_00, cgstMinor: 12_000_00, sgstMinor: 12_000_00 }),
    });
  const rateRow = (taxable: number, tax: number) =>
    theirs('B/101', 174_000, {
      date: '2025-01-03',
      gst: gst({ taxableMinor: taxable * 100, cgstMinor: tax * 50, sgstMinor: tax * 50 }),
    });

  it('pairs the register line with all the rate rows as one exact match', () => {
    const { entries } = matchLedgers(
      [register()],
      [rateRow(100_000, 18_000), rateRow(50_000, 6_000)],
      { kind: 'gst' },
    );
    expect(entries.map((e) => e.status)).toEqual(['exact_match', 'exact_match', 'exact_match']);
    expect(new Set(entries.map((e) => e.matchId)).size).toBe(1);
  });

  it('still reports a tax difference across the rows', () => {
    const { entries } = matchLedgers(
      [register()],
      [rateRow(100_000, 18_000), rateRow(50_000, 5_000)],
      { kind: 'gst' },
    );
    expect(entries.map((e) => e.status)).toEqual(['mismatch', 'mismatch', 'mismatch']);
    expect(entries[0]!.remark2).toContain('cgst');
  });

  it('keeps a row repeated with the same taxes a duplicate, not a second rate', () => {
    const one = () => theirs('B/102', 118_000, { date: '2025-01-03', gst: gst() });
    const { entries } = matchLedgers(
      [books('B/102', 118_000, { date: '2025-01-03', gst: gst() })],
      [one(), one()],
      { kind: 'gst' },
    );
    expect(entries.map((e) => e.status)).toEqual(['exact_match', 'exact_match', 'only_in_2b']);
    expect(entries[2]!.remark).toBe('duplicate');
  });
});

describe('GST: how registers write notes and places of supply', () => {
  it('a credit note negative in the register matches the portal note listed positive', () => {
    const note = gst({ taxableMinor: 2_771_00, cgstMinor: 249_39, sgstMinor: 249_39 });
    const neg = gst({ taxableMinor: -2_771_00, cgstMinor: -249_39, sgstMinor: -249_39 });
    const { entries } = matchLedgers(
      [books('CN-1', -3_269.78, { date: '2025-01-31', category: 'credit_note', gst: neg })],
      [theirs('CN-1', 3_269.78, { date: '2025-01-31', category: 'credit_note', gst: note })],
      { kind: 'gst' },
    );
    expect(entries.map((e) => e.status)).toEqual(['exact_match', 'exact_match']);
  });

  it.each([['MH'], ['27'], ['Maharashtra'], ['27-Maharashtra']])(
    'place of supply %s is Maharashtra',
    (pos) => {
      const { entries } = matchLedgers(
        [books('B/9', 118_000, { gst: gst({ placeOfSupply: pos }) })],
        [theirs('B/9', 118_000, { gst: gst({ placeOfSupply: '27' }) })],
        { kind: 'gst' },
      );
      expect(entries[0]!.status).toBe('exact_match');
    },
  );
});

describe('TDS journals whose numbers do not agree', () => {
  // A bill of 2,90,934.90 (2,46,555.00 + 18% GST): TDS at 2% is 4,931.10.
  const bill = (more: Partial<LedgerEntry> = {}) =>
    books('OD/24-25/0020', 290_934.9, { date: '2024-04-08', ...more });
  const theirBill = () => theirs('od_0020', 290_934.9, { date: '2024-04-08' });
  const tdsNaming = (amount = -4_931.1, more: Partial<LedgerEntry> = {}) =>
    books('MISC/2024/00005', amount, {
      date: '2024-05-14',
      category: 'tds',
      references: [
        { role: 'document', header: 'Ref', text: 'MISC/2024/00005' },
        { role: 'narration', header: 'Reference text', text: 'OD/24-25/0020' },
      ],
      ...more,
    });
  const theirTds = (date = '2024-05-13', docNo = 'JV/1') =>
    theirs(docNo, -4_931.1, {
      date,
      category: 'tds',
      references: [{ role: 'voucher', header: 'Vch No.', text: docNo }],
    });

  it('pairs them when one names a bill of which the amount is a TDS rate', () => {
    const { entries } = matchLedgers([bill(), tdsNaming()], [theirBill(), theirTds()], {
      kind: 'ledger',
    });
    const tds = entries.filter((e) => e.category === 'tds');
    expect(tds.map((e) => [e.status, e.rule])).toEqual([
      ['matched', 'ledger.tds-on-bill'],
      ['matched', 'ledger.tds-on-bill'],
    ]);
  });

  it('only suggests them when the amount is no TDS rate of the named bill', () => {
    const { entries } = matchLedgers(
      [bill(), tdsNaming(-4_000)],
      [theirBill(), theirs('JV/1', -4_000, { date: '2024-05-13', category: 'tds' })],
      { kind: 'ledger' },
    );
    expect(entries.filter((e) => e.category === 'tds').map((e) => e.status)).toEqual([
      'suggested',
      'suggested',
    ]);
  });

  it('only suggests them when the other side has two TDS entries of that amount', () => {
    const { entries } = matchLedgers(
      [bill(), tdsNaming()],
      [theirBill(), theirTds('2024-05-13', 'JV/1'), theirTds('2024-05-13', 'JV/2')],
      { kind: 'ledger' },
    );
    const tds = entries.filter((e) => e.category === 'tds');
    expect(tds.some((e) => e.status === 'matched')).toBe(false);
  });

  it('property: the TDS of a bill at a standard rate is recognised, with or without GST', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_00, max: 10_000_000_00 }),
        fc.constantFrom(1, 2, 5, 10),
        fc.constantFrom(0, 5, 12, 18, 28),
        (taxable, rate, gstRate) => {
          const gross = taxable + Math.round((taxable * gstRate) / 100);
          const tds = Math.round((taxable * rate) / 100);
          expect(isTdsOf(tds, gross)).toBe(true);
          expect(isTdsOf(gross + 1, gross)).toBe(false);
        },
      ),
    );
  });
});
