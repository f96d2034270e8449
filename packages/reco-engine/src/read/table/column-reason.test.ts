import { describe, expect, it } from 'vitest';
import { previewLedger } from '../read-ledger';
import { columnReasonText, type ColumnReason } from './column-reason';

async function reasons(lines: string[], mapping?: Record<string, string>) {
  const p = await previewLedger(Buffer.from(lines.join('\n')), {
    side: 'books',
    kind: 'ledger',
    fileName: 'ledger.csv',
    ...(mapping ? { mapping } : {}),
  });
  return Object.fromEntries(p.columns.map((c) => [c.letter, c.reason])) as Record<
    string,
    ColumnReason
  >;
}

describe('column reasons', () => {
  it('say by code which header named a role, which one is not read and which has no header', async () => {
    const r = await reasons([
      'Sr No,Date,Vch No.,Particulars,Debit,Credit,',
      '1,01/04/2024,INV-1,Purchase,"1,000.00",,x',
      '2,02/04/2024,PAY-1,Payment,,500.00,y',
      '3,03/04/2024,INV-2,Purchase,200.00,,z',
    ]);
    expect(r.A).toEqual({
      code: 'knownNotRead',
      params: { header: 'Sr No', known: 'serialNumber' },
    });
    expect(r.C).toEqual({ code: 'headerNames', params: { header: 'Vch No.', field: 'voucher' } });
    expect(r.G).toEqual({ code: 'noHeader', params: {} });
    expect(columnReasonText(r.C!)).toBe('header "Vch No." names voucher');
    expect(columnReasonText(r.A!)).toBe('"Sr No" is a serial number');
  });

  it('name two unsigned amounts told apart by their names, and a role chosen by the user', async () => {
    const lines = [
      'Date,Bill,Details,Receipts,Payments',
      '01/04/2024,B1,first,"1,000.00",',
      '02/04/2024,B2,second,,500.00',
      '03/04/2024,B3,third,200.00,',
    ];
    const r = await reasons(lines);
    expect(r.E).toEqual({
      code: 'raisesBalanceByNames',
      params: { header: 'Payments', other: 'Receipts' },
    });
    expect(r.D).toEqual({
      code: 'lowersBalanceByNames',
      params: { header: 'Receipts', other: 'Payments' },
    });
    const chosen = await reasons(lines, { debit: 'Receipts', credit: 'Payments' });
    expect(chosen.D).toEqual({ code: 'chosenByUser', params: {} });
  });

  it('give the share of values that settled a role read from the content', async () => {
    const r = await reasons([
      'When,Bill No,Amount',
      '01/04/2024,B1,"1,000.00"',
      '02/04/2024,B2,500.00',
      '03/04/2024,B3,200.00',
    ]);
    expect(r.A).toEqual({
      code: 'valuesAre',
      params: { header: 'When', percent: 100, values: 'dates' },
    });
    expect(columnReasonText(r.A!)).toBe(`100% of "When"'s first values are dates`);
  });
});
