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
  cp.row(['Posting Date', 'Document No', 'Doc Type', 'Text', 'Amount in INR'], true);

  const cpRows: CellValue[][] = [];
  const money = () => (Math.floor(rand() * 400_000) + 1_000) * 100;
  let written = 0;
  let bill = 1;
  let voucher = 1;
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
  for (const row of cpRows.splice(0)) cp.row(row);
  await books.close();
  await cp.close();
}
