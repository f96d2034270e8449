import { beforeEach, describe, expect, it } from 'vitest';
import type { LedgerEntry, TdsFields } from '../types.js';
import { matchLedgers } from './match-ledgers.js';
import { books, resetRows, theirs } from './match.testkit.js';

const TAN = 'MUMA12345B';
const PAN = 'AABCU9603R';

const tds = (side: 'books' | '26as', amount: number, fields: Partial<TdsFields> = {}) =>
  (side === 'books' ? books : theirs)('', amount, {
    category: 'tds',
    tds: { deductorTan: TAN, deductorPan: PAN, section: '194C', quarter: 'Q1', ...fields },
  });

const run = (b: LedgerEntry[], c: LedgerEntry[]) => matchLedgers(b, c, { kind: 'tds' });

beforeEach(() => resetRows());

describe('TDS rules', () => {
  it('same TAN, section, quarter and amount -> matched', () => {
    const { entries } = run([tds('books', 2000)], [tds('26as', 2000)]);
    expect(entries.map((e) => e.status)).toEqual(['matched', 'matched']);
    expect(entries[0]!.rule).toBe('tds.exact');
  });

  it('monthly bookings against one quarterly credit -> grouped', () => {
    const { entries } = run(
      [tds('books', 1000), tds('books', 1200), tds('books', 800)],
      [tds('26as', 3000)],
    );
    expect(entries.every((e) => e.status === 'matched' && e.rule === 'tds.grouped')).toBe(true);
  });

  it('TAN missing on one side, same PAN -> suggested at PAN level', () => {
    const { entries } = run([tds('books', 500, { deductorTan: '' })], [tds('26as', 500)]);
    expect(entries.map((e) => e.status)).toEqual(['suggested', 'suggested']);
    expect(entries[0]!.remark).toBe('PAN level');
  });

  it('another section -> mismatch, section differs', () => {
    const { entries } = run([tds('books', 700, { section: '194J' })], [tds('26as', 700)]);
    expect(entries[0]!.status).toBe('mismatch');
    expect(entries[0]!.remark).toBe('section differs');
  });

  it('another quarter -> mismatch, quarter differs', () => {
    const { entries } = run([tds('books', 700, { quarter: 'Q2' })], [tds('26as', 700)]);
    expect(entries[0]!.status).toBe('mismatch');
    expect(entries[0]!.remark).toBe('quarter differs');
  });

  it('same deductor, section and quarter, amount differs -> mismatch, amount difference', () => {
    const { entries, bridge } = run([tds('books', 700)], [tds('26as', 650)]);
    expect(entries[0]!.status).toBe('mismatch');
    expect(entries[0]!.remark).toBe('amount difference');
    expect(bridge.residual).toBe('0.00');
  });

  it('a credit of another deductor stays unpaired', () => {
    const { entries } = run(
      [tds('books', 700)],
      [tds('26as', 700, { deductorTan: 'DELX99999Z', deductorPan: 'ZZZZZ9999Z' })],
    );
    expect(entries.map((e) => e.status)).toEqual(['only_in_books', 'only_in_counterparty']);
  });
});
