import { XlsxStreamWriter, type CellValue } from '@concord/reco-engine';

// Realistic ledger pairs for demo data, tests and benchmarks, written with the engine's own
// xlsx writer. Every status of the engine appears: exact matches in other document styles,
// short payments with TDS (mismatch), amount-only and dates-apart agreements (suggested),
// entries missing on either side, late entries at the period end (timing differences),
// receipts split into parts.

const EXCEL_EPOCH = 25569;
const DAY_MS = 86_400_000;

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function serialOf(iso: string): number {
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS) + EXCEL_EPOCH;
}

function dotted(serial: number): string {
  const d = new Date((serial - EXCEL_EPOCH) * DAY_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}.${two(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
}

export type LedgerPairOptions = {
  /** Rows of the books file (the counterparty's has about as many). */
  rows: number;
  /** Statement period, ISO dates. */
  from: string;
  to: string;
  ourName: string;
  partyName: string;
  seed?: number;
  /**
   * The header of the party's amount column. The default, "Amount in INR", is no name the
   * engine knows: it finds the column from its values, a guess someone must confirm.
   */
  partyAmountHeader?: string;
  /** Ends our books with a "Closing Balance" line, the balance a party is asked to confirm. */
  booksClosingRow?: boolean;
};

/**
 * Our books of a vendor (Tally layout: title block, Date / Particulars / Vch Type / Vch No. /
 * Ref. No. / Debit / Credit) and the vendor's ledger of us (SAP layout: text dates, one signed
 * amount from their side).
 */
export async function writeVendorLedgers(
  booksPath: string,
  counterpartyPath: string,
  o: LedgerPairOptions,
): Promise<void> {
  const rand = random(o.seed ?? 11);
  const start = serialOf(o.from);
  const days = serialOf(o.to) - start + 1;
  const books = await XlsxStreamWriter.create(booksPath, { sharedStrings: true });
  const cp = await XlsxStreamWriter.create(counterpartyPath, { sharedStrings: true });
  books.startSheet('Ledger', [12, 30, 12, 16, 20, 16, 16]);
  books.row([o.ourName]);
  books.row([`Ledger Account: ${o.partyName}`]);
  books.row([`${dotted(start)} to ${dotted(start + days - 1)}`]);
  books.row([]);
  books.row(['Date', 'Particulars', 'Vch Type', 'Vch No.', 'Ref. No.', 'Debit', 'Credit'], true);
  cp.startSheet('Sheet1', [12, 20, 10, 32, 16]);
  cp.row([`${o.partyName} - customer account statement`]);
  cp.row([`Customer: ${o.ourName}`, '', `Period: ${dotted(start)} - ${dotted(start + days - 1)}`]);
  cp.row(
    ['Posting Date', 'Document No', 'Doc Type', 'Text', o.partyAmountHeader ?? 'Amount in INR'],
    true,
  );

  const cpRows: CellValue[][] = [];
  const money = () => (Math.floor(rand() * 400_000) + 1_000) * 100;
  let written = 0;
  let bill = 1;
  let voucher = 1;
  // Our credits less our debits: what we owe the vendor at the end.
  let owed = 0;
  while (written < o.rows) {
    const serial = start + Math.floor((written / o.rows) * (days - 1));
    const kind = rand();
    const n = bill++;
    const vch = `PUR/${String(voucher++).padStart(5, '0')}`;
    if (kind < 0.66) {
      // A purchase bill: our credit, their debit (mirror-signed).
      const amount = money();
      const ref = `BL/24-25/${String(n).padStart(4, '0')}`;
      books.row([{ serial }, 'Purchase A/c', 'Purchase', vch, ref, null, { minor: amount }]);
      owed += amount;
      written++;
      const r = rand();
      if (r < 0.04) continue; // not in their ledger: only in books
      if (serial >= start + days - 4 && r < 0.5) continue; // they book it next period
      const theirs = r < 0.3 ? `BL-${n}` : r < 0.5 ? `bl/24-25/${String(n).padStart(6, '0')}` : ref;
      if (r < 0.09) {
        const tds = Math.round(amount * 0.02);
        cpRows.push([dotted(serial + 1), theirs, 'RV', `Invoice ${n}`, { minor: amount - tds }]);
      } else if (r < 0.12) {
        cpRows.push([
          dotted(serial + 1),
          `SI${90000 + n}`,
          'RV',
          `Invoice ${n}`,
          { minor: amount },
        ]);
      } else if (r < 0.14) {
        cpRows.push([dotted(serial + 25), theirs, 'RV', `Invoice ${n}`, { minor: amount }]);
      } else {
        cpRows.push([
          dotted(serial + Math.floor(rand() * 3)),
          theirs,
          'RV',
          `Invoice ${n}`,
          { minor: amount },
        ]);
      }
    } else if (kind < 0.95) {
      // A payment: our debit, their credit.
      const amount = money();
      const utr = `UTR${String(240000000 + n).padStart(12, '0')}`;
      books.row([{ serial }, 'HDFC Bank A/c 0042', 'Payment', vch, utr, { minor: amount }, null]);
      owed -= amount;
      written++;
      const r = rand();
      if (r < 0.03) continue;
      if (r < 0.08) {
        const half = Math.floor(amount / 2);
        cpRows.push([dotted(serial), utr, 'DZ', 'Payment received part 1', { minor: -half }]);
        cpRows.push([
          dotted(serial + 1),
          utr,
          'DZ',
          'Payment received part 2',
          { minor: -(amount - half) },
        ]);
      } else {
        cpRows.push([dotted(serial + 1), utr, 'DZ', 'Payment received NEFT', { minor: -amount }]);
      }
    } else {
      // A debit note we raised; they book some of them.
      const amount = Math.floor(money() / 10);
      books.row([
        { serial },
        'Purchase Returns',
        'Debit Note',
        vch,
        `DN-${n}`,
        { minor: amount },
        null,
      ]);
      owed -= amount;
      written++;
      if (rand() < 0.6)
        cpRows.push([dotted(serial + 2), `DN-${n}`, 'CN', 'Credit note', { minor: -amount }]);
    }
    if (rand() < 0.015)
      cpRows.push([
        dotted(serial),
        `FRT-${n}`,
        'RV',
        'Freight charges',
        { minor: Math.floor(money() / 20) },
      ]);
    if (written % 2048 === 0) {
      for (const row of cpRows.splice(0)) cp.row(row);
      await books.drain();
      await cp.drain();
    }
  }
  if (o.booksClosingRow)
    books.row([
      null,
      'Closing Balance',
      null,
      null,
      null,
      owed < 0 ? { minor: -owed } : null,
      owed >= 0 ? { minor: owed } : null,
    ]);
  for (const row of cpRows.splice(0)) cp.row(row);
  await books.close();
  await cp.close();
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A GSTIN with its check character (the portal's mod-36 rule). */
export function gstin(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return first14 + GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

const SUPPLIERS = [
  [gstin('27AAPFU0939F1Z'), 'Bharat Steel Supplies'],
  [gstin('29AABCK1234M1Z'), 'Kaveri Logistics'],
  [gstin('24AAACD5678Q1Z'), 'Deccan Packaging'],
  [gstin('07AAGCS4321H1Z'), 'Sunrise Electricals'],
  [gstin('33AAFCS8765L1Z'), 'Shree Ganesh Traders'],
] as const;

/**
 * Our purchase register and the GSTR-2B statement: exact matches, rounding differences,
 * a place of supply that differs, bills missing from 2B (supplier did not file) and 2B lines
 * missing from the register.
 */
export async function writeGstLedgers(
  registerPath: string,
  statementPath: string,
  o: Omit<LedgerPairOptions, 'partyName'>,
): Promise<void> {
  const rand = random(o.seed ?? 5);
  const start = serialOf(o.from);
  const days = serialOf(o.to) - start + 1;
  const books = await XlsxStreamWriter.create(registerPath, { sharedStrings: true });
  const gstr = await XlsxStreamWriter.create(statementPath, { sharedStrings: true });
  const header = [
    'Supplier GSTIN',
    'Supplier Name',
    'Invoice No',
    'Invoice Date',
    'Place of Supply',
    'Taxable Value',
    'IGST',
    'CGST',
    'SGST',
    'Cess',
    'Invoice Value',
  ];
  books.startSheet('Purchase Register', [18, 26, 16, 12, 14, 14, 12, 12, 12, 8, 14]);
  books.row([`${o.ourName} - purchase register`]);
  books.row(header, true);
  gstr.startSheet('B2B', [18, 26, 16, 12, 14, 14, 12, 12, 12, 8, 14]);
  gstr.row(['GSTR-2B: ITC available']);
  gstr.row(header, true);
  for (let n = 1; n <= o.rows; n++) {
    const [gstin, name] = SUPPLIERS[n % SUPPLIERS.length]!;
    const serial = start + Math.floor(((n - 1) / o.rows) * (days - 1));
    const taxable = (Math.floor(rand() * 200_000) + 500) * 100;
    // Acme is in Maharashtra (27): a supplier elsewhere charges IGST.
    const inter = !gstin.startsWith('27');
    const tax = Math.round(taxable * 0.18);
    const igst = inter ? tax : 0;
    const half = inter ? 0 : Math.round(tax / 2);
    const state = '27-Maharashtra';
    const bill = `${name.slice(0, 3).toUpperCase()}/${String(n).padStart(4, '0')}`;
    const row = (t: number, pos: string): CellValue[] => [
      gstin,
      name,
      bill,
      dotted(serial),
      pos,
      { minor: t },
      { minor: igst },
      { minor: half },
      { minor: half },
      null,
      { minor: t + igst + 2 * half },
    ];
    books.row(row(taxable, state));
    const r = rand();
    if (r < 0.05) continue; // supplier has not filed: only in books
    if (r < 0.08)
      gstr.row(row(taxable + 50, state)); // rounding
    else if (r < 0.1) gstr.row(row(taxable, '29-Karnataka'));
    else gstr.row(row(taxable, state));
    if (rand() < 0.03) {
      const other: CellValue[] = [
        gstin,
        name,
        `X${bill}`,
        dotted(serial),
        state,
        { minor: 100000 },
        { minor: 18000 },
        null,
        null,
        null,
        { minor: 118000 },
      ];
      gstr.row(other);
    }
    if (n % 2048 === 0) {
      await books.drain();
      await gstr.drain();
    }
  }
  await books.close();
  await gstr.close();
}

/**
 * TDS as booked by the deductee and as Form 26AS shows it: deductor TAN, section, date and
 * tax deducted; a few quarters' credits missing on either side and a wrong section.
 */
export async function writeTdsLedgers(
  booksPath: string,
  statementPath: string,
  o: Omit<LedgerPairOptions, 'partyName'>,
): Promise<void> {
  const rand = random(o.seed ?? 9);
  const start = serialOf(o.from);
  const days = serialOf(o.to) - start + 1;
  const deductors = [
    ['MUMA12345B', 'Bharat Steel Supplies'],
    ['BLRK54321C', 'Kaveri Logistics'],
    ['DELS67890D', 'Sunrise Electricals'],
  ] as const;
  const books = await XlsxStreamWriter.create(booksPath, { sharedStrings: true });
  const asx = await XlsxStreamWriter.create(statementPath, { sharedStrings: true });
  const header = [
    'Deductor Name',
    'TAN of Deductor',
    'Section',
    'Transaction Date',
    'Amount Paid/Credited',
    'Tax Deducted',
  ];
  books.startSheet('TDS receivable', [26, 14, 10, 14, 16, 14]);
  books.row([`${o.ourName} - TDS receivable`]);
  books.row(header, true);
  asx.startSheet('Part A', [26, 14, 10, 14, 16, 14]);
  asx.row(['Form 26AS - Part A: details of tax deducted at source']);
  asx.row(header, true);
  for (let n = 1; n <= o.rows; n++) {
    const [tan, name] = deductors[n % deductors.length]!;
    const serial = start + Math.floor(((n - 1) / o.rows) * (days - 1));
    const paid = (Math.floor(rand() * 300_000) + 1_000) * 100;
    const section = n % 3 === 0 ? '194J' : '194C';
    const tds = Math.round(paid * (section === '194J' ? 0.1 : 0.02));
    const row = (s: string): CellValue[] => [
      name,
      tan,
      s,
      dotted(serial),
      { minor: paid },
      { minor: tds },
    ];
    books.row(row(section));
    const r = rand();
    if (r < 0.05) continue;
    asx.row(row(r < 0.08 ? (section === '194J' ? '194C' : '194J') : section));
  }
  await books.close();
  await asx.close();
}
