import { describe, expect, it } from 'vitest';
import { ReadError } from './read-error';
import { readLedgerInProcess } from './read-ledger.in-process';
import type { ReadOptions } from './read.types';
import { buildZip, sheetXml, workbookParts } from './zip/zip-builder.test-support';

const books: ReadOptions = { side: 'books', kind: 'ledger', fileName: 'books.csv' };
const read = (text: string, opts: Partial<ReadOptions> = {}) =>
  readLedgerInProcess(Buffer.from(text), { ...books, ...opts });

async function failure(p: Promise<unknown>): Promise<ReadError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ReadError) return err;
    throw err;
  }
  throw new Error('expected a ReadError');
}

const TALLY = [
  'Concord Traders Pvt Ltd',
  'Ledger Account: Acme Industries',
  '1-Apr-2024 to 31-Mar-2025',
  '',
  'Date,Particulars,Vch Type,Vch No.,Debit,Credit',
  '01/04/2024,Sales A/c,Sales,INV/2024-25/001,"1,00,000.00",',
  '05-Apr-24,HDFC Bank,Receipt,UTR123,,"50,000.00"',
  '2024-04-07,Sales Returns,Credit Note,CN/7,,"1,000.00"',
  ',Closing Balance,,,"49,000.00",',
].join('\r\n');

describe('readLedger on CSV', () => {
  it('finds the header under a title block and maps columns by name', async () => {
    const r = await read(TALLY);
    expect(r.format).toBe('csv');
    expect(r.headerRow).toBe(5);
    expect(r.mapping.date?.letter).toBe('A');
    expect(r.mapping.voucher).toMatchObject({ letter: 'D', header: 'Vch No.', by: 'name' });
    expect(r.mapping.debit?.letter).toBe('E');
    expect(r.mapping.credit?.letter).toBe('F');
    expect(r.entries.map((e) => [e.row, e.date, e.docNo, e.amountMinor, e.category])).toEqual([
      [6, '2024-04-01', 'INV/2024-25/001', 10_000_000, 'invoice'],
      [7, '2024-04-05', 'UTR123', -5_000_000, 'payment'],
      [8, '2024-04-07', 'CN/7', -100_000, 'credit_note'],
    ]);
    expect(r.closingBalanceMinor).toBe(4_900_000);
  });

  it("mirrors the counterparty's signs: their debit is our credit", async () => {
    const r = await read(TALLY, { side: 'counterparty' });
    expect(r.entries.map((e) => e.amountMinor)).toEqual([-10_000_000, 5_000_000, 100_000]);
  });

  it('reads ; separated files with a BOM, quoted separators and line breaks', async () => {
    const r = await read(
      '\uFEFFDate;Invoice No;Narration;Amount\n"01/04/2024";"A;1";"two\nlines";"1.234,00"\n02/04/2024;A-2;x;-50\n'.replace(
        '1.234,00',
        '1234.00',
      ),
    );
    expect(r.entries).toHaveLength(2);
    expect(r.entries[0]).toMatchObject({
      docNo: 'A;1',
      narration: 'two\nlines',
      amountMinor: 123_400,
      row: 2,
    });
    expect(r.entries[1]).toMatchObject({ docNo: 'A-2', amountMinor: -5_000, row: 4 });
  });

  it('recognises unnamed columns by content and lets a user mapping override', async () => {
    const text = [
      'Posted,Ref,Memo,Value',
      '01-04-2024,X1,first,100.00',
      '02-04-2024,X2,second,200.00',
      '03-04-2024,X3,third,300.00',
    ].join('\n');
    const detected = await read(text);
    expect(detected.mapping.date).toMatchObject({ letter: 'A', by: 'content' });
    expect(detected.mapping.document).toMatchObject({ letter: 'B', by: 'name' });
    expect(detected.mapping.amount).toMatchObject({ letter: 'D', by: 'name' });
    const overridden = await read(text, { mapping: { docNo: 'Memo', narration: 1 } });
    expect(overridden.mapping.document).toMatchObject({ letter: 'C', by: 'user' });
    expect(overridden.mapping.narration).toMatchObject({ letter: 'B', by: 'user' });
    expect(overridden.entries[0]).toMatchObject({ docNo: 'first', narration: 'X1' });
  });

  it('reads a single signed amount with Cr/Dr suffixes and brackets', async () => {
    const r = await read(
      'Date,Bill No,Amount\n01/04/2024,B1,"1,000.00 Dr"\n01/04/2024,B2,"1,000.00 Cr"\n01/04/2024,B3,(250.50)\n',
    );
    expect(r.entries.map((e) => e.amountMinor)).toEqual([100_000, -100_000, -25_050]);
  });

  it('reads GST columns', async () => {
    const r = await read(
      'GSTIN of supplier,Invoice number,Invoice Date,Place of supply,Reverse Charge,Taxable Value,Integrated Tax,Central Tax,State/UT Tax,Cess\n27AAPFU0939F1ZV,INV-9,15/05/2024,27-Maharashtra,N,"10,000.00",0,900,900,0\n',
      { kind: 'gst' },
    );
    expect(r.entries[0]).toMatchObject({
      docNo: 'INV-9',
      amountMinor: 1_180_000,
      gst: {
        supplierGstin: '27AAPFU0939F1ZV',
        placeOfSupply: '27-Maharashtra',
        reverseCharge: false,
        taxableMinor: 1_000_000,
        cgstMinor: 90_000,
      },
    });
  });

  it('names file, row and column when a value is wrong', async () => {
    const err = await failure(read('Date,Vch No,Debit,Credit\n01/04/2024,V1,abc,\n'));
    expect(err.code).toBe('BAD_VALUE');
    expect(err.message).toBe('file "books.csv", row 2, column C: "abc" is not an amount');
    const bad = await failure(read('Date,Vch No,Debit,Credit\n32/13/2024,V1,1,\n'));
    expect(bad.message).toContain('row 2, column A: "32/13/2024" is not a date');
  });

  it('says so when no header row can be found', async () => {
    const err = await failure(read('just,some,words\nand,more,words\n'));
    expect(err.code).toBe('NO_HEADER_ROW');
  });

  it('decides the type by content, not by name', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(200)]);
    const err = await failure(readLedgerInProcess(exe, { ...books, fileName: 'ledger.xlsx' }));
    expect(err.code).toBe('UNSUPPORTED_FILE_TYPE');
    expect(err.message).toContain('ledger.xlsx');
    const small = await failure(read(TALLY, { limits: { maxFileBytes: 10 } }));
    expect(small.code).toBe('FILE_TOO_LARGE');
  });

  it('caps rows and columns', async () => {
    const rows = await failure(read(TALLY, { limits: { maxRows: 6 } }));
    expect(rows.code).toBe('TOO_MANY_ROWS');
    const wide = `${Array.from({ length: 2000 }, (_, i) => `c${i}`).join(',')}\n`;
    const cols = await failure(read(wide));
    expect(cols.code).toBe('TOO_MANY_COLUMNS');
    expect(cols.message).toContain('row 1, column AMK');
  });
});

describe('readLedger on hostile workbooks', () => {
  const xlsx = (sheet: string | null, extra = []) => buildZip(workbookParts(sheet, extra));
  const ledgerRows: (string | number)[][] = [
    ['Date', 'Voucher No', 'Debit', 'Credit'],
    ['01/04/2024', 'V1', 100, ''],
  ];

  it('reads a well-formed minimal workbook', async () => {
    const r = await readLedgerInProcess(xlsx(sheetXml(ledgerRows)), {
      ...books,
      fileName: 'a.xlsx',
    });
    expect(r.entries).toHaveLength(1);
    expect(r.entries[0]).toMatchObject({ sheet: 'Ledger', row: 2, amountMinor: 10_000 });
  });

  it('refuses DOCTYPE and ENTITY declarations and never expands entities', async () => {
    const laughs =
      '<!DOCTYPE worksheet [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>';
    const err = await failure(
      readLedgerInProcess(xlsx(sheetXml(ledgerRows, laughs)), { ...books, fileName: 'a.xlsx' }),
    );
    expect(err.code).toBe('UNSAFE_XML');
    const ext = '<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>';
    const wb = buildZip([
      {
        name: 'xl/workbook.xml',
        data: `<?xml version="1.0"?>${ext}<workbook><sheets><sheet name="&xxe;" r:id="rId1"/></sheets></workbook>`,
      },
    ]);
    expect((await failure(readLedgerInProcess(wb, books))).code).toBe('UNSAFE_XML');
    // An undeclared entity reference stays literal text.
    const literal = await readLedgerInProcess(
      xlsx(sheetXml([ledgerRows[0]!, ['01/04/2024', '&xxe;V1', 5, '']])),
      { ...books, fileName: 'a.xlsx' },
    );
    expect(literal.entries[0]!.docNo).toBe('&xxe;V1');
  });

  it('refuses 16k columns, naming the row and column', async () => {
    const wide = [Array.from({ length: 16_384 }, (_, i) => (i === 0 ? 'Date' : i))];
    const err = await failure(
      readLedgerInProcess(xlsx(sheetXml(wide)), { ...books, fileName: 'wide.xlsx' }),
    );
    expect(err.code).toBe('TOO_MANY_COLUMNS');
    expect(err.message).toBe(
      'file "wide.xlsx", sheet "Ledger", row 1, column AMK: the sheet uses more than 1024 columns',
    );
  });

  it('refuses a zip with 10,000 entries before inflating anything', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      name: `xl/media/p${i}.xml`,
      data: 'x',
    }));
    const err = await failure(
      readLedgerInProcess(xlsx(sheetXml(ledgerRows), many as never), books),
    );
    expect(err.code).toBe('ZIP_BOMB');
    expect(err.message).toMatch(/holds 1000[0-9] zip entries/);
  });

  it('refuses a truncated zip', async () => {
    const whole = xlsx(sheetXml(ledgerRows));
    for (const cut of [whole.length - 10, Math.floor(whole.length / 2), 40]) {
      const err = await failure(readLedgerInProcess(whole.subarray(0, cut), books));
      expect(['CORRUPT_FILE', 'UNSUPPORTED_FILE_TYPE']).toContain(err.code);
    }
    // Directory intact but the sheet's bytes cut short.
    const parts = workbookParts(sheetXml(ledgerRows));
    const zipped = buildZip(
      parts.map((p) =>
        p.name.includes('worksheets')
          ? { ...p, compressed: Buffer.from([0x8d, 0x8c]), declaredSize: 500 }
          : p,
      ),
    );
    expect((await failure(readLedgerInProcess(zipped, books))).code).toBe('CORRUPT_FILE');
  });
});
