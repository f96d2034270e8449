import { beforeEach, describe, expect, it } from 'vitest';
import type { EntryReference } from '../types.js';
import { matchLedgers } from './match-ledgers.js';
import { books, resetRows, theirs } from './match.testkit.js';

beforeEach(() => resetRows());

const refs = (...r: [EntryReference['role'], string, string][]) =>
  r.map(([role, header, text]) => ({ role, header, text }));

describe('references by role', () => {
  it('a bill number in Ref. No. pairs with the seller’s invoice number; the internal voucher does not get in the way', () => {
    const bill = books('GT/0024', -118_000, {
      references: refs(['document', 'Ref. No.', 'GT/0024'], ['voucher', 'Vch No.', 'PUR/8']),
    });
    const invoice = theirs('GT/24-25/0024', -118_000, {
      references: refs(
        ['document', 'Reference', 'GT/24-25/0024'],
        ['voucher', 'DocumentNo', '1800000450'],
      ),
    });
    const { entries } = matchLedgers([bill], [invoice], { kind: 'ledger' });
    expect(entries.map((e) => e.status)).toEqual(['matched', 'matched']);
    expect(entries[0]!.agreedOn).toEqual({ role: 'document', header: 'Ref. No.', text: 'GT/0024' });
    expect(entries[0]!.reason).toContain('Ref. No. GT/0024 agrees with Reference GT/24-25/0024');
  });

  it('our own voucher numbers never pair with the other side’s documents', () => {
    // Two internal numbering series that happen to meet: PUR/8 here, PUR/8 there.
    const mine = [1, 2, 3, 8].map((n) =>
      books(`PUR/${n}`, -(1000 + n), {
        references: refs(['voucher', 'Vch No.', `PUR/${n}`]),
      }),
    );
    const theirs8 = theirs('PUR/8', -5000, {
      references: refs(['document', 'Reference', 'PUR/8']),
    });
    const { entries } = matchLedgers(mine, [theirs8], { kind: 'ledger' });
    expect(entries.every((e) => e.matchId === null)).toBe(true);
  });

  it('a UTR found in both narrations pairs the payment, and names where it was found', () => {
    const paid = books('', 116_000, {
      category: 'payment',
      narration: 'NEFT HDFCN52024041512345 against GT/0024',
      references: refs(
        ['narration', 'Narration', 'HDFCN52024041512345'],
        ['narration', 'Narration 2', 'GT/0024'],
      ),
    });
    const received = theirs('', 116_000, {
      category: 'payment',
      narration: 'Recd NEFT UTR HDFCN52024041512345',
      date: '2024-02-20',
      references: refs(['narration', 'Narration', 'HDFCN52024041512345']),
    });
    const { entries } = matchLedgers([paid], [received], { kind: 'ledger' });
    // 36 days apart: the reference agrees, the dates do not, so only a suggestion.
    expect(entries.map((e) => e.rule)).toEqual(['ledger.dates-apart', 'ledger.dates-apart']);
    expect(entries[1]!.agreedOn?.role).toBe('narration');
  });

  it('a bill and its payment share a number but never a pair', () => {
    const bill = books('GT/0024', -118_000, {
      references: refs(['document', 'Ref. No.', 'GT/0024']),
    });
    const payment = theirs('', 118_000, {
      category: 'payment',
      references: refs(['narration', 'Narration', 'GT/0024']),
    });
    const { entries } = matchLedgers([bill], [payment], { kind: 'ledger' });
    expect(entries.map((e) => e.status)).toEqual(['only_in_books', 'only_in_counterparty']);
  });

  it('a bill booked net of 2% TDS on its taxable value is a mismatch that says TDS', () => {
    const net = books('GT/0025', -(118_000 - 2_000));
    const gross = theirs('GT/24-25/0025', -118_000);
    const { entries } = matchLedgers([net], [gross], { kind: 'ledger' });
    expect(entries.map((e) => [e.status, e.remark2])).toEqual([
      ['mismatch', 'TDS 2%'],
      ['mismatch', 'TDS 2%'],
    ]);
  });
});
