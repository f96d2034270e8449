import { beforeEach, describe, expect, it } from 'vitest';
import type { GstFields, LedgerEntry } from '../types.js';
import { matchLedgers } from './match-ledgers.js';
import { books, resetRows, theirs } from './match.testkit.js';

const GSTIN = '27AABCU9603R1ZN';
const SAME_PAN_OTHER_STATE = '29AABCU9603R1ZJ';

function gst(more: Partial<GstFields> = {}): GstFields {
  return {
    supplierGstin: GSTIN,
    placeOfSupply: '27-Maharashtra',
    reverseCharge: false,
    taxableMinor: 10_000_00,
    igstMinor: 0,
    cgstMinor: 900_00,
    sgstMinor: 900_00,
    cessMinor: 0,
    ...more,
  };
}

const bill = (
  side: 'books' | '2b',
  no: string,
  fields: Partial<GstFields> = {},
  more: Partial<LedgerEntry> = {},
) =>
  (side === 'books' ? books : theirs)(no, 11_800, {
    gst: gst(fields),
    date: '2024-02-10',
    ...more,
  });

const run = (b: LedgerEntry[], c: LedgerEntry[]) => matchLedgers(b, c, { kind: 'gst' });

beforeEach(() => resetRows());

describe('RECO.md GST examples', () => {
  it('same GSTIN and bill, taxable differs by 0.50 -> suggested with a rounding difference', () => {
    const { entries } = run(
      [bill('books', 'B-1', { taxableMinor: 10_000_50 })],
      [bill('2b', 'B/001')],
    );
    expect(entries.map((e) => e.status)).toEqual(['suggested_match', 'suggested_match']);
    expect(entries[0]!.remark).toBe('rounding difference');
    expect(entries[0]!.remark2).toBe('taxable_value');
  });

  it('place of supply differs -> mismatch listing the field', () => {
    const { entries } = run(
      [bill('books', 'B-2', { placeOfSupply: '29-Karnataka' })],
      [bill('2b', 'B-2')],
    );
    expect(entries.map((e) => e.status)).toEqual(['mismatch', 'mismatch']);
    expect(entries[0]!.remark2).toBe('place_of_supply');
  });

  it('same PAN but a different state GSTIN -> mismatch at PAN level', () => {
    const { entries } = run(
      [bill('books', 'B-3', { supplierGstin: SAME_PAN_OTHER_STATE })],
      [bill('2b', 'B-3')],
    );
    expect(entries.map((e) => e.status)).toEqual(['mismatch', 'mismatch']);
    expect(entries[0]!.rule).toBe('gst.pan-level');
    expect(entries[0]!.remark).toBe('PAN level');
    expect(entries[0]!.remark2).toContain('supplier_gstin');
  });

  it('same bill across 31 Mar / 1 Apr -> fiscal years differ, not matched', () => {
    const { entries } = run(
      [bill('books', 'B-4', {}, { date: '2024-03-31' })],
      [bill('2b', 'B-4', {}, { date: '2024-04-01' })],
    );
    expect(entries.map((e) => e.status)).toEqual(['only_in_books', 'only_in_2b']);
    expect(entries.every((e) => e.matchId === null)).toBe(true);
    expect(entries[0]!.remark).toBe('fiscal year differs');
  });
});

describe('GST rules', () => {
  it('an identical bill is an exact match', () => {
    const { entries } = run([bill('books', 'B-5')], [bill('2b', 'b/5')]);
    expect(entries.map((e) => e.status)).toEqual(['exact_match', 'exact_match']);
    expect(entries[0]!.remark2).toBe('');
  });

  it('reverse charge and tax differences are listed together', () => {
    const { entries } = run(
      [bill('books', 'B-6', { reverseCharge: true, cgstMinor: 950_00 })],
      [bill('2b', 'B-6')],
    );
    expect(entries[0]!.status).toBe('mismatch');
    expect(entries[0]!.remark2).toBe('reverse_charge, cgst');
  });

  it('a tax amount off by more than 1.00 is not a rounding difference', () => {
    const { entries } = run([bill('books', 'B-7', { igstMinor: 1_01 })], [bill('2b', 'B-7')]);
    expect(entries[0]!.status).toBe('mismatch');
  });

  it('a bill missing from 2B is only in books, one missing from books is only in 2B', () => {
    const { entries } = run([bill('books', 'B-8')], [bill('2b', 'B-9', {}, { amountMinor: 5 })]);
    expect(entries.map((e) => e.status)).toEqual(['only_in_books', 'only_in_2b']);
    expect(entries[0]!.remark).toBe('not in 2B');
  });

  it('a manual match of a GST pair is a manual_match', () => {
    const b = bill('books', 'B-10');
    const c = bill('2b', 'X-77', { supplierGstin: '' });
    const { entries } = matchLedgers([b], [c], {
      kind: 'gst',
      manual: [
        {
          kind: 'match',
          books: [{ sheet: b.sheet, row: b.row }],
          counterparty: [{ sheet: c.sheet, row: c.row }],
        },
      ],
    });
    expect(entries.map((e) => e.status)).toEqual(['manual_match', 'manual_match']);
  });
});

describe('invalid GSTINs', () => {
  it('are reported on the entry and never matched exactly', () => {
    const typo = `${GSTIN.slice(0, 14)}A`;
    const { entries } = matchLedgers(
      [bill('books', 'B-9', { supplierGstin: typo })],
      [bill('2b', 'B-9')],
      { kind: 'gst' },
    );
    expect(entries.map((e) => e.status)).toEqual(['mismatch', 'mismatch']);
    expect(entries[0]!.remark).toBe('PAN level');
    expect(entries[0]!.remark2).toContain('invalid_gstin');
    const alone = matchLedgers([bill('books', 'B-9', { supplierGstin: typo })], [], {
      kind: 'gst',
    });
    expect(alone.entries[0]).toMatchObject({ status: 'only_in_books', remark2: 'invalid GSTIN' });
  });
});
