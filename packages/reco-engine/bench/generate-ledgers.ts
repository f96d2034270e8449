import { XlsxStreamWriter } from '../src/write/xlsx-stream.writer';

/**
 * Writes a realistic ledger pair: our books of a customer (Tally-style: title block, date
 * serials, Debit/Credit) and the customer's ledger of us (SAP-style: text dates, one signed
 * amount from their point of view). Differences seeded in: document-number styles, drops on
 * both sides, date shifts, timing differences at the period end, 2% TDS short-payments with
 * a separate TDS line, and receipts split into several payments.
 */
export async function generateLedgerPair(
  rows: number,
  booksPath: string,
  counterpartyPath: string,
  seed = 7,
): Promise<void> {
  let s = seed >>> 0;
  const rand = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const periodStart = 45383; // 2024-04-01
  const periodDays = 365;
  const books = await XlsxStreamWriter.create(booksPath, { sharedStrings: true });
  const cp = await XlsxStreamWriter.create(counterpartyPath, { sharedStrings: true });
  books.startSheet('Ledger', [12, 28, 14, 22, 16, 16]);
  books.row(['Concord Traders Pvt Ltd']);
  books.row(['Ledger Account: Acme Industries Ltd']);
  books.row(['1-Apr-2024 to 31-Mar-2025']);
  books.row([]);
  books.row(['Date', 'Particulars', 'Vch Type', 'Vch No.', 'Debit', 'Credit'], true);
  cp.startSheet('Sheet1', [12, 18, 12, 30, 16]);
  cp.row(['Acme Industries Ltd - Vendor account statement']);
  cp.row(['Vendor: Concord Traders Pvt Ltd', '', 'Period: 01.04.2024 - 31.03.2025']);
  cp.row(['Posting Date', 'Document No', 'Doc Type', 'Text', 'Amount in INR'], true);

  const iso = (serial: number) => {
    const d = new Date((serial - 25569) * 86_400_000);
    return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
  };
  const money = () => Math.floor(rand() * 50_000_000) + 100_000;
  const cpDocStyle = (n: number) => {
    const r = rand();
    if (r < 0.4) return `INV-${n}`;
    if (r < 0.6) return `inv/${String(n).padStart(6, '0')}`;
    if (r < 0.8) return `INV/24-25/${n}`;
    return `${n}`;
  };
  const customers = ['Sales A/c', 'Sales - Interstate', 'Sales - Local', 'Service Income'];
  const banks = ['HDFC Bank A/c 0042', 'ICICI Bank Current A/c', 'SBI CC A/c'];
  let written = 0;
  let invoiceNo = 1;
  let pay = 1;
  const cpRows: { serial: number; cells: (string | number | { minor: number })[] }[] = [];
  const flushCp = async () => {
    for (const r of cpRows) cp.row(r.cells);
    cpRows.length = 0;
    await cp.drain();
  };
  while (written < rows) {
    const serial = periodStart + Math.floor((written / rows) * periodDays);
    const kind = rand();
    if (kind < 0.7) {
      const n = invoiceNo++;
      const amount = money();
      books.row([
        { serial },
        customers[n % customers.length]!,
        'Sales',
        `INV/2024-25/${String(n).padStart(5, '0')}`,
        { minor: amount },
        null,
      ]);
      written++;
      const r = rand();
      if (r < 0.02) continue; // missing on their side
      const late = serial >= periodStart + periodDays - 5 && r < 0.3;
      if (late) continue; // booked by them next period: timing difference
      const theirDate = iso(serial + Math.floor(rand() * 4));
      if (r < 0.07) {
        const tds = Math.round(amount * 0.02);
        cpRows.push({
          serial,
          cells: [theirDate, cpDocStyle(n), 'RE', `Invoice ${n}`, { minor: -(amount - tds) }],
        });
        cpRows.push({
          serial,
          cells: [theirDate, `TDS-${n}`, 'KR', 'TDS u/s 194C', { minor: -tds }],
        });
      } else {
        cpRows.push({
          serial,
          cells: [theirDate, cpDocStyle(n), 'RE', `Invoice ${n}`, { minor: -amount }],
        });
      }
    } else if (kind < 0.97) {
      const ref = `UTR${String(202400000 + pay++).padStart(12, '0')}`;
      const amount = money();
      books.row([{ serial }, banks[pay % banks.length]!, 'Receipt', ref, null, { minor: amount }]);
      written++;
      const r = rand();
      if (r < 0.02) continue;
      if (r < 0.05) {
        const parts = 2 + Math.floor(rand() * 3);
        let left = amount;
        for (let k = 0; k < parts; k++) {
          const part = k === parts - 1 ? left : Math.floor(amount / parts);
          left -= part;
          cpRows.push({
            serial,
            cells: [iso(serial - 1), ref, 'KZ', `Payment part ${k + 1}`, { minor: part }],
          });
        }
      } else {
        cpRows.push({
          serial,
          cells: [
            iso(serial - Math.floor(rand() * 3)),
            ref,
            'KZ',
            'Payment by NEFT',
            { minor: amount },
          ],
        });
      }
    } else {
      const n = invoiceNo++;
      const amount = Math.floor(money() / 10);
      books.row([
        { serial },
        'Sales Returns',
        'Credit Note',
        `CN/2024-25/${String(n).padStart(5, '0')}`,
        null,
        { minor: amount },
      ]);
      written++;
      if (rand() < 0.5)
        cpRows.push({
          serial,
          cells: [iso(serial + 2), `CN-${n}`, 'KG', 'Credit note', { minor: amount }],
        });
    }
    if (rand() < 0.01) {
      cpRows.push({
        serial,
        cells: [
          iso(serial),
          `DN-${pay}`,
          'KA',
          'Debit note for shortage',
          { minor: -Math.floor(money() / 20) },
        ],
      });
    }
    if (written % 4096 === 0) {
      await books.drain();
      await flushCp();
    }
  }
  await flushCp();
  await books.close();
  await cp.close();
}
