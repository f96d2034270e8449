import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstr2b, gstStory } from '../../corpus/gst-layouts';
import { writeDraft } from '../../corpus/sheet-draft';
import { previewLedger } from './read-ledger';
import { readLedgerInProcess } from './read-ledger.in-process';
import type { Progress } from './read.types';
import { columnReasonText } from './table/column-reason';
import { mappingConflictText } from './table/mapping-conflict';

const dir = mkdtempSync(join(tmpdir(), 'reco-preview-'));
let portal = '';

beforeAll(async () => {
  const { portal: lines } = gstStory(1010);
  await writeDraft(dir, gstr2b(lines, 'gstr2b.xlsx'));
  portal = join(dir, 'gstr2b.xlsx');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('mapping preview', () => {
  it('chooses the data sheet among several and explains every column (GSTR-2B)', async () => {
    const p = await previewLedger(portal, { side: 'counterparty', kind: 'gst' });
    expect(p.sheet).toBe('B2B');
    expect(p.sheets.slice(0, 3)).toEqual([
      expect.objectContaining({ name: 'Read me', read: false }),
      expect.objectContaining({ name: 'ITC Available', read: false }),
      expect.objectContaining({
        name: 'B2B',
        read: true,
        reason: { code: 'headerFound', params: {} },
      }),
    ]);
    expect(p.headerRows).toEqual([5, 6]);
    const byLetter = Object.fromEntries(p.columns.map((c) => [c.letter, c]));
    expect(byLetter.C).toMatchObject({
      field: 'document',
      header: 'Invoice Details / Invoice number',
      by: 'name',
      reason: {
        code: 'headerNames',
        params: { header: 'Invoice Details / Invoice number', field: 'document' },
      },
    });
    expect(columnReasonText(byLetter.C!.reason)).toBe(
      'header "Invoice Details / Invoice number" names document',
    );
    expect(byLetter.J).toMatchObject({ field: 'igst', header: 'Tax Amount / Integrated Tax(₹)' });
    expect(byLetter.O).toMatchObject({
      field: null,
      reason: { code: 'knownNotRead', params: { known: 'otherDate' } },
    });
    expect(columnReasonText(byLetter.O!.reason)).toContain('not the document');
    expect(p.firstRows[0]![2]).toMatch(/^[A-Z]{2}\/24-25\/1\d\d$/);
    expect(p.needsConfirmation).toBe(false);
  });

  it('reads B2B and B2B-CDNR together, places of supply by name, and reports progress', async () => {
    const seen: Progress[] = [];
    const r = await readLedgerInProcess(portal, {
      side: 'counterparty',
      kind: 'gst',
      onProgress: (p) => seen.push(p),
    });
    expect(r.sheets.filter((s) => s.read).map((s) => s.name)).toEqual(['B2B', 'B2BA', 'B2B-CDNR']);
    expect(new Set(r.entries.map((e) => e.sheet))).toEqual(new Set(['B2B', 'B2B-CDNR']));
    expect(r.entries[0]!.gst?.placeOfSupply).toBe('Maharashtra');
    expect(seen.at(-1)).toEqual({ phase: 'read', fraction: 1 });
  });

  it('asks for confirmation when two unsigned amounts were told apart by their names only', async () => {
    const text = [
      'Date,Bill,Details,Receipts,Payments',
      '01/04/2024,B1,first,"1,000.00",',
      '02/04/2024,B2,second,,500.00',
      '03/04/2024,B3,third,200.00,',
    ].join('\n');
    const p = await previewLedger(Buffer.from(text), {
      side: 'books',
      kind: 'ledger',
      fileName: 'x.csv',
    });
    expect(p.amountModel).toBe('two-columns');
    expect(p.needsConfirmation).toBe(true);
    expect(p.conflicts).toEqual([
      { code: 'balanceDirectionByNames', params: { header: 'Payments', other: 'Receipts' } },
      { code: 'roleIsGuess', params: { field: 'credit', header: 'Receipts' } },
      { code: 'roleIsGuess', params: { field: 'debit', header: 'Payments' } },
    ]);
    expect(mappingConflictText(p.conflicts[0]!)).toContain('judged by the names only');
    // The user's answer, in the same vocabulary, settles it.
    const r = await readLedgerInProcess(Buffer.from(text), {
      side: 'books',
      kind: 'ledger',
      fileName: 'x.csv',
      mapping: { debit: 'Receipts', credit: 'Payments' },
    });
    expect(r.entries.map((e) => e.amountMinor)).toEqual([100_000, -50_000, 20_000]);
  });

  it('settles two unsigned columns by the running balance', async () => {
    const text = [
      'Date,Details,Amount,Payments,Balance',
      '01/04/2024,Invoice INV-1,"1,000.00",,"1,000.00"',
      '02/04/2024,Payment,,400.00,600.00',
      '03/04/2024,Invoice INV-2,250.00,,850.00',
    ].join('\n');
    const r = await readLedgerInProcess(Buffer.from(text), {
      side: 'books',
      kind: 'ledger',
      fileName: 'z.csv',
    });
    expect(r.amountModel).toBe('two-columns');
    expect(r.mapping.debit).toMatchObject({ header: 'Amount', by: 'content' });
    expect(r.mapping.debit!.reason).toEqual({
      code: 'raisesBalanceByRunningBalance',
      params: { header: 'Amount', other: 'Payments' },
    });
    expect(r.mapping.credit!.reason).toEqual({
      code: 'lowersBalanceByRunningBalance',
      params: { header: 'Payments', other: 'Amount' },
    });
    expect(columnReasonText(r.mapping.debit!.reason)).toContain(
      'running balance rises with "Amount" and falls with "Payments"',
    );
    expect(r.entries.map((e) => e.amountMinor)).toEqual([100_000, -40_000, 25_000]);
    expect(r.needsConfirmation).toBe(false);
  });

  it('reads an amount with a Dr/Cr column', async () => {
    const text = [
      'Date,Invoice No,Narration,Amount,Dr/Cr',
      '01/04/2024,A1,x,"1,18,000.00",Dr',
      '02/04/2024,A2,y,500.00,Cr',
    ].join('\n');
    const r = await readLedgerInProcess(Buffer.from(text), {
      side: 'books',
      kind: 'ledger',
      fileName: 'b.csv',
    });
    expect(r.amountModel).toBe('amount-and-indicator');
    expect(r.entries.map((e) => e.amountMinor)).toEqual([11_800_000, -50_000]);
  });

  it('takes dashes for empty amounts, not for a column of text', async () => {
    const text = [
      'Date,Vch No,Particulars,Debit,Credit',
      '01/04/2024,V1,a,"1,000.00",-',
      '02/04/2024,V2,b,-,250.00',
      '03/04/2024,V3,c,-,100.00',
      '04/04/2024,V4,d,50.00,-',
    ].join('\n');
    const r = await readLedgerInProcess(Buffer.from(text), {
      side: 'books',
      kind: 'ledger',
      fileName: 'd.csv',
    });
    expect(r.amountModel).toBe('debit-credit');
    expect(r.entries.map((e) => e.amountMinor)).toEqual([100_000, -25_000, -10_000, 5_000]);
  });
});
