import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysFromCivil, dayToIso } from '../normalise/date';
import { textEncodingOf } from './file-type';
import { readLedgerInProcess } from './read-ledger.in-process';
import type { ReadOptions } from './read.types';
import { readWarningText } from './table/read-warning';

// The reading rules that let the engine read layouts it was never tuned on: each is a
// general rule (the whole column, the file's bytes, the header's vocabulary), checked here
// on a small file of its own.

const opts: ReadOptions = { side: 'books', kind: 'ledger', fileName: 'books.csv' };
const read = (text: string | Uint8Array, more: Partial<ReadOptions> = {}) =>
  readLedgerInProcess(typeof text === 'string' ? Buffer.from(text) : text, { ...opts, ...more });
const rows = (lines: string[]) => lines.join('\r\n');

describe('date order from the whole column', () => {
  it('reads a column with a day above 12 in second place as month/day/year', async () => {
    const r = await read(
      rows([
        'Date,Ref,Debit,Credit',
        '04/08/2024,OD/1,100.00,',
        '04/16/2024,OD/2,200.00,',
        '05/06/2024,OD/3,,50.00',
      ]),
    );
    expect(r.entries.map((e) => e.date)).toEqual(['2024-04-08', '2024-04-16', '2024-05-06']);
  });

  it('keeps day/month/year when the column says so or cannot tell', async () => {
    const dmy = await read(
      rows(['Date,Ref,Debit,Credit', '04/08/2024,A-1,100.00,', '16/04/2024,A-2,200.00,']),
    );
    expect(dmy.entries.map((e) => e.date)).toEqual(['2024-08-04', '2024-04-16']);
    const unsure = await read(rows(['Date,Ref,Debit,Credit', '04/08/2024,A-1,100.00,']));
    expect(unsure.entries[0]!.date).toBe('2024-08-04');
  });

  it('corrects the entries read before a later row settles the order', async () => {
    // The first 70 rows all read both ways; row 72 can only be month/day.
    const lines = ['Date,Ref,Debit,Credit'];
    for (let k = 0; k < 70; k++) lines.push(`0${1 + (k % 9)}/0${1 + (k % 7)}/2024,X-${k},1.00,`);
    lines.push('12/25/2024,X-LAST,1.00,');
    const r = await read(rows(lines));
    expect(r.entries[0]!.date).toBe('2024-01-01');
    expect(r.entries[7]!.date).toBe('2024-08-01');
    expect(r.entries[8]!.date).toBe('2024-09-02');
    expect(r.entries.at(-1)!.date).toBe('2024-12-25');
    expect(r.warnings).toEqual([{ code: 'datesReadMonthFirst', params: { text: '12/25/2024' } }]);
    expect(readWarningText(r.warnings[0]!)).toContain('month/day/year');
  });

  it('property: a column written month first reads as the same dates written day first', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 364 }), { minLength: 1, maxLength: 30 }),
        async (offsets) => {
          const base = daysFromCivil(2024, 4, 1);
          // One day past the 12th settles the order, as any real ledger of a month has.
          const days = [...offsets.map((o) => base + o), daysFromCivil(2024, 4, 20)];
          const text = (order: 'dmy' | 'mdy') =>
            rows([
              'Date,Ref,Debit,Credit',
              ...days.map((d, k) => {
                const [y, m, dd] = dayToIso(d)!.split('-');
                return `${order === 'dmy' ? `${dd}/${m}` : `${m}/${dd}`}/${y},R-${k},1.00,`;
              }),
            ]);
          const a = await read(text('dmy'));
          const b = await read(text('mdy'));
          expect(b.entries.map((e) => e.date)).toEqual(a.entries.map((e) => e.date));
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('decimal commas from the column content', () => {
  it('reads a ; file with 1.234,56 amounts (Business Central, a European locale)', async () => {
    const r = await read(
      '\uFEFF' +
        rows([
          'Posting Date;Document No.;External Document No.;Description;Original Amount;Amount;Remaining Amount',
          '09.04.2024;PI-2;EU.20;Purchase;-391.040,20;-391.040,20;0,00',
          '13.05.2024;GJ-6;;TDS on bill EU.20;6.627,80;6.627,80;0,00',
          '29.03.2025;PAY-86;UTR77;Payment;1.297.002,96;1.297.002,96;1.297.002,96',
          '30.03.2025;PI-87;EU.21;Purchase;-1.234;-1.234;0',
        ]),
    );
    expect(r.entries.map((e) => e.amountMinor)).toEqual([
      -39_104_020, 662_780, 129_700_296, -123_400,
    ]);
    // The vendor's number is the document; BC's own number is ours.
    expect(r.mapping.document?.header).toBe('External Document No.');
    expect(r.columns.find((c) => c.header === 'Document No.')?.field).toBe('voucher');
    expect(r.columns.find((c) => c.header === 'Remaining Amount')?.field).toBeNull();
    expect(r.columns.find((c) => c.header === 'Original Amount')?.field).toBeNull();
  });

  it('keeps dot decimals when the column writes them', async () => {
    const r = await read(rows(['Date,Ref,Amount', '01/04/2024,A,"1,234.50"', '02/04/2024,B,12.5']));
    expect(r.entries.map((e) => e.amountMinor)).toEqual([123_450, 1_250]);
  });
});

describe('amounts as letterheads write them', () => {
  it('reads ₹ 1,18,000/- and a balance ₹ 2,64,390/- Dr', async () => {
    const r = await read(
      rows([
        'Date,Invoice / Ref No.,Particulars,Debit (₹),Credit (₹),Balance (₹)',
        '01-Apr-2024,,Opening Balance,"₹ 2,64,390/-",,"₹ 2,64,390/- Dr"',
        '07-Apr-2024,LH/1,Sales,"₹ 1,18,000/-",,"₹ 3,82,390/- Dr"',
      ]),
    );
    expect(r.entries.map((e) => [e.amountMinor, e.balanceMinor])).toEqual([
      [26_439_000, 26_439_000],
      [11_800_000, 38_239_000],
    ]);
    expect(r.entries[0]!.category).toBe('opening_balance');
  });
});

describe('encodings by BOM and content', () => {
  const SAP = rows([
    'Customer Line Item Display',
    '',
    '\tSt\tDocumentNo\tTyp\tDoc. Date\tReference\tAmount in LC\tLCurr\tText',
    '\t\t1800007701\tDR\t06.04.2024\tEU/24-25/0020\t       391,040.20 \tINR\tSales to Concord',
    '\t\t1800007706\tDZ\t14.05.2024\tHDFCN52024\t       907,791.64-\tINR\tRecd NEFT Café',
    '*\t\t\t\t\t\t     -516,751.44 \tINR\t',
  ]);
  const utf16 = (text: string, bom: boolean, be = false) => {
    const le = Buffer.from(text, 'utf16le');
    if (be) for (let i = 0; i + 1 < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1]!, le[i]!];
    const mark = Buffer.from(be ? [0xfe, 0xff] : [0xff, 0xfe]);
    return new Uint8Array(bom ? Buffer.concat([mark, le]) : le);
  };

  it.each([
    ['UTF-16LE with BOM', utf16(SAP, true)],
    ['UTF-16LE without BOM', utf16(SAP, false)],
    ['UTF-16BE with BOM', utf16(SAP, true, true)],
    ['Windows-1252', new Uint8Array(Buffer.from(SAP, 'latin1'))],
  ])('reads SAP "Unicode text" saved as %s (named .xls)', async (_name, bytes) => {
    const r = await read(bytes, { fileName: 'counterparty.xls', side: 'counterparty' });
    expect(r.format).toBe('csv');
    expect(r.entries.map((e) => [e.date, e.docNo, e.amountMinor])).toEqual([
      ['2024-04-06', 'EU/24-25/0020', -39_104_020],
      ['2024-05-14', 'HDFCN52024', 90_779_164],
    ]);
    expect(r.entries[1]!.narration).toBe('Recd NEFT Café');
  });

  it('tells the encodings apart', () => {
    expect(textEncodingOf(Buffer.from('\uFEFFa,b', 'utf8'))).toBe('utf-8');
    expect(textEncodingOf(Buffer.from('Date,Amount\r\n', 'utf16le'))).toBe('utf-16le');
    expect(textEncodingOf(Buffer.from('Caf\xe9,1', 'latin1'))).toBe('windows-1252');
    expect(textEncodingOf(Buffer.from('Café,1', 'utf8'))).toBe('utf-8');
  });
});

describe('header vocabulary', () => {
  it('reads transliterated Hindi headers, totals and the closing line (Marg)', async () => {
    const r = await read(
      rows([
        'ACME INDUSTRIES LTD',
        'KHATA VIVRAN',
        '',
        'Dinank,Vivran,Bill Sankhya,Naame,Jama,Baaki',
        '01.04.24,Opening Balance,,121054.00,,121054.00 Dr',
        '07.04.24,Sales,NS/24-25/0020,330103.82,,451157.82 Dr',
        '19.05.24,Recd NEFT UTR HDFCN52024,HDFCN52024,,602117.72,150959.90 Cr',
        ',Kul Yog,,451157.82,602117.72,',
        ',Antim Baaki,,,,150959.90 Cr',
      ]),
    );
    expect(r.mapping.date?.header).toBe('Dinank');
    expect(r.mapping.narration?.header).toBe('Vivran');
    expect(r.mapping.document?.header).toBe('Bill Sankhya');
    expect(r.mapping.debit?.header).toBe('Naame');
    expect(r.mapping.credit?.header).toBe('Jama');
    expect(r.mapping.balance?.header).toBe('Baaki');
    expect(r.entries.map((e) => [e.row, e.category, e.amountMinor])).toEqual([
      [5, 'opening_balance', 12_105_400],
      [6, 'invoice', 33_010_382],
      [7, 'payment', -60_211_772],
    ]);
    expect(r.closingBalanceMinor).toBe(-15_095_990);
  });

  it('reads headers in Devanagari alone and Hindi opening/closing lines', async () => {
    const r = await read(
      rows([
        'दिनांक,विवरण,बिल सं.,नामे,जमा,शेष',
        '01-04-2024,प्रारंभिक शेष,,"306,731.00",,3,06,731.00 Dr',
        '07-04-2024,बिक्री,BH/0020,"67,369.74",,"3,74,100.74 Dr"',
        ',कुल योग,,"3,74,100.74",,',
        ',अंतिम शेष,,,,"3,74,100.74 Dr"',
      ]),
    );
    expect(r.mapping.date?.header).toBe('दिनांक');
    expect(r.mapping.debit?.header).toBe('नामे');
    expect(r.entries.map((e) => [e.row, e.category, e.docNo])).toEqual([
      [2, 'opening_balance', ''],
      [3, 'other', 'BH/0020'],
    ]);
    expect(r.closingBalanceMinor).toBe(37_410_074);
  });

  it('reads GSTR-2B JSON keys as headers (ctin, inum, dt, val, pos, txval)', async () => {
    const r = await read(
      rows([
        'ctin,trdnm,supfildt,supprd,inum,typ,dt,val,pos,rev,itcavl,rt,txval,igst,cgst,sgst,cess',
        '27AAACA1234F1ZA,ACME,11-04-2025,032025,AC/100,R,01-01-2025,51092.82,27,N,Y,18,43299,0,3896.91,3896.91,0',
      ]),
      { kind: 'gst', side: 'counterparty' },
    );
    const field = (h: string) => r.columns.find((c) => c.header === h)?.field;
    expect(
      ['ctin', 'trdnm', 'inum', 'dt', 'val', 'pos', 'rev', 'txval', 'supfildt', 'rt'].map(field),
    ).toEqual([
      'supplierGstin',
      'partyName',
      'document',
      'date',
      'amount',
      'placeOfSupply',
      'reverseCharge',
      'taxableValue',
      null,
      null,
    ]);
    expect(r.entries[0]).toMatchObject({ docNo: 'AC/100', date: '2025-01-01' });
    expect(r.entries[0]!.gst).toMatchObject({ taxableMinor: 4_329_900, cgstMinor: 389_691 });
  });

  it('prefers the local-currency amount to the document-currency one (SAP ALV)', async () => {
    const r = await read(
      rows([
        'Document Number,Document Date,Reference,Amount in doc. curr.,Document currency,Amount in local currency,Local Currency,Text',
        '5105000014,09.05.2024,BH/23,"-4,721.96",USD,"-393,102.84",INR,Purchase',
        '5105000015,10.05.2024,BH/24,"-1,000.00",INR,"-1,000.00",INR,Purchase',
      ]),
    );
    expect(r.mapping.amount?.header).toBe('Amount in local currency');
    expect(r.entries.map((e) => e.amountMinor)).toEqual([-39_310_284, -100_000]);
    expect(r.columns.find((c) => c.header === 'Amount in doc. curr.')?.field).toBeNull();
  });

  it('reads the document-currency amount when it is the only one', async () => {
    const r = await read(
      rows(['Document Date,Reference,Amount in doc. curr.', '09.05.2024,BH/23,"-4,721.96"']),
    );
    expect(r.entries[0]!.amountMinor).toBe(-472_196);
  });
});

describe('labels in the date column and in reference cells', () => {
  it("reads Xero's opening balance written in the Date column", async () => {
    const r = await read(
      rows([
        'Date,Source,Description,Reference,Debit (INR),Credit (INR),Running Balance (INR)',
        'Accounts Receivable,,,,,,',
        'Opening Balance,,,,"307,724.00",,"307,724.00"',
        '7 Apr 2024,Receivable Invoice,PO 1,XR/0020,"320,018.36",,"627,742.36"',
        'Total Accounts Receivable,,,,"627,742.36",,',
        'Closing Balance,,,,,,"627,742.36"',
      ]),
    );
    expect(r.entries.map((e) => [e.row, e.amountMinor])).toEqual([
      [3, 30_772_400],
      [4, 32_001_836],
    ]);
    expect(r.entries[0]!.category).toBe('opening_balance');
    expect(r.closingBalanceMinor).toBe(62_774_236);
  });

  it('takes the number of a reference cell holding a label and keeps the others (Odoo)', async () => {
    const r = await read(
      rows([
        'Date,JRNL,Account,Ref,Debit,Credit',
        '05/14/2024,BNK1,121000 Receivable,BNK1/2024/00006 - HDFCN5202400810941,,892698.88',
        '05/15/2024,MISC,121000 Receivable,MISC/2024/00005 - TDS deducted by Acme - OD/24-25/0020,,4931.10',
        ',,,Initial Balance,127930.00,',
      ]),
    );
    const [bank, tds, opening] = r.entries;
    expect(bank!.docNo).toBe('BNK1/2024/00006');
    expect(bank!.category).toBe('payment');
    expect(bank!.references?.map((x) => x.text)).toContain('HDFCN5202400810941');
    expect(tds!.category).toBe('tds');
    expect(tds!.references?.map((x) => x.text)).toContain('OD/24-25/0020');
    expect(opening!.category).toBe('opening_balance');
  });
});

describe('tax statements: TDS amounts, parts and blocks', () => {
  it('reads a TDS register by its TDS amount, the section out of the nature of payment', async () => {
    const r = await read(
      rows([
        'S.No.,Party Name,TAN No.,Nature of Payment,Invoice No.,Invoice Date,Bill Amount,TDS Rate %,TDS Amt,Net Receivable',
        '1,ACME,MUMA12345B,194J - Fees for Professional Services,INV/300,09-Apr-2024,"483,273.00",10,"48,327.30","434,945.70"',
      ]),
      { kind: 'tds' },
    );
    expect(r.mapping.amount?.header).toBe('TDS Amt');
    expect(r.mapping.grossAmount?.header).toBe('Bill Amount');
    expect(r.entries[0]!.amountMinor).toBe(4_832_730);
    expect(r.entries[0]!.tds).toMatchObject({ deductorTan: 'MUMA12345B', section: '194J' });
  });

  it('leaves out the TCS, challan and refund parts of a 26AS', async () => {
    const r = await read(
      rows([
        'PART A - Details of Tax Deducted at Source',
        'Sr. No.,Name of Deductor,TAN of Deductor,Total Amount Paid / Credited (Rs.),Total Tax Deducted (Rs.)',
        '1,ACME,MUMA12345B,483273.00,48327.30',
        ',Sr. No.,Section,Transaction Date,Status of Booking,Amount Paid / Credited (Rs.),Tax Deducted (Rs.),TDS Deposited (Rs.)',
        ',1,194J,12-Apr-2024,F,483273.00,48327.30,48327.30',
        'PART B - Details of Tax Collected at Source',
        'Sr. No.,Name of Collector,TAN of Collector,Total Amount Paid / Debited (Rs.),Total Tax Collected (Rs.)',
        '1,JINDAL,DELJ09876K,5400000.00,5400.00',
        ',Sr. No.,Section,Transaction Date,Status of Booking,Amount Paid / Debited (Rs.),Tax Collected (Rs.),TCS Deposited (Rs.)',
        ',1,206C(1H),12-Jun-2024,F,5400000.00,5400.00,5400.00',
        'PART C - Details of Tax Paid (other than TDS or TCS)',
        'Sr. No.,Major Head,Minor Head,Tax (Rs.),Surcharge (Rs.),Total Tax (Rs.),Date of Deposit',
        '1,0020,100,500000.00,0.00,520000.00,15-Jun-2024',
      ]),
      { kind: 'tds', side: 'counterparty' },
    );
    expect(
      r.entries.map((e) => [e.row, e.amountMinor, e.tds?.deductorTan, e.tds?.section]),
    ).toEqual([[5, 4_832_730, 'MUMA12345B', '194J']]);
  });

  it('reads AIS blocks: section from the information code, TAN from the source; SFT left out', async () => {
    const r = await read(
      rows([
        'Part B1 - Information relating to tax deducted or collected at source',
        'SR. NO.,INFORMATION CODE,INFORMATION DESCRIPTION,INFORMATION SOURCE,COUNT,AMOUNT',
        '1,TDS-194J,Fees for Professional Services,ACME INDUSTRIES LIMITED (MUMA12345B),1,"5,65,001.00"',
        ',SR. NO.,QUARTER,DATE OF PAYMENT/CREDIT,AMOUNT PAID/CREDITED,TDS DEDUCTED,TDS DEPOSITED,STATUS',
        ',1,Q1(Apr-Jun),09/04/2024,"5,65,001.00","56,500.10","56,500.10",Active',
        '2,TCS-206C(1H),Sale of goods,JINDAL (DELJ09876K),1,"54,00,000.00"',
        ',SR. NO.,QUARTER,DATE OF PAYMENT/CREDIT,AMOUNT PAID/CREDITED,TDS DEDUCTED,TDS DEPOSITED,STATUS',
        ',1,Q1(Apr-Jun),12/06/2024,"54,00,000.00","5,400.00","5,400.00",Active',
        'Part B2 - SFT Information',
        'SR. NO.,INFORMATION CODE,INFORMATION DESCRIPTION,INFORMATION SOURCE,COUNT,AMOUNT',
        '1,SFT-016(Int),Interest income,HDFC BANK LIMITED (MUMH03189E),1,"1,20,000.00"',
        ',SR. NO.,REPORTED ON,ACCOUNT NUMBER,ACCOUNT TYPE,AMOUNT,STATUS',
        ',1,31/05/2025,XXXXXXXX5678,Time Deposit,"1,20,000.00",Active',
      ]),
      { kind: 'tds', side: 'counterparty' },
    );
    expect(
      r.entries.map((e) => [e.row, e.amountMinor, e.tds?.deductorTan, e.tds?.section]),
    ).toEqual([[5, 5_650_010, 'MUMA12345B', '194J']]);
    expect(r.entries[0]!.tds?.quarter).toBe('2024-Q1');
  });
});
