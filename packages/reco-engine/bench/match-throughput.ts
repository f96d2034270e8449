// Matching throughput on a generated ledger pair:
//   npm run bench:match -w packages/reco-engine [-- rowsPerSide]
// Rows per second = (books rows + counterparty rows) / wall time of matchLedgerColumns on
// columns built beforehand (the summary and bridge included, building the columns excluded).
import { columnsFromEntries } from '../src/columns/ledger-columns.js';
import { matchLedgerColumns } from '../src/match/match-ledgers.js';
import type { LedgerEntry } from '../src/types.js';

function generate(rows: number): { books: LedgerEntry[]; counterparty: LedgerEntry[] } {
  let seed = 42;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const books: LedgerEntry[] = [];
  const counterparty: LedgerEntry[] = [];
  const base = Date.UTC(2023, 3, 1);
  for (let i = 0; i < rows; i++) {
    const date = new Date(base + Math.floor(rand() * 365) * 86_400_000).toISOString().slice(0, 10);
    const amount = Math.floor(rand() * 10_000_000) + 100;
    const docNo = `INV/2023-24/${String(i).padStart(6, '0')}`;
    const entry = (side: 'books' | 'counterparty', doc: string, amountMinor: number) => ({
      side,
      sheet: 'Ledger',
      row: i + 2,
      date,
      docNo: doc,
      docType: 'Invoice',
      narration: '',
      category: 'invoice' as const,
      amountMinor,
      balanceMinor: null,
    });
    books.push(entry('books', docNo, amount));
    const r = rand();
    if (r < 0.9) counterparty.push(entry('counterparty', `INV-${i}`, amount));
    else if (r < 0.95)
      counterparty.push(entry('counterparty', `INV-${i}`, amount - Math.round(amount * 0.02)));
    else if (r < 0.97) counterparty.push(entry('counterparty', `BILL${i}`, amount));
    else counterparty.push(entry('counterparty', `X-${i}`, amount + 7));
  }
  return { books, counterparty };
}

const rows = Number(process.argv[2] ?? 1_000_000);
const generated = generate(rows);
const books = columnsFromEntries('books', generated.books);
const counterparty = columnsFromEntries('counterparty', generated.counterparty);
const total = books.length + counterparty.length;
const rate = (ms: number) => ((total / ms) * 1000) / 1e6;
for (let run = 0; run < 5; run++) {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const result = matchLedgerColumns(books, counterparty, { kind: 'ledger' });
  const cpu = process.cpuUsage(cpu0);
  const ms = performance.now() - t0;
  const cpuMs = (cpu.user + cpu.system) / 1000;
  // CPU time is reported too: on a busy machine wall time includes waiting for a core.
  console.log(
    `${rows} x ${counterparty.length}: wall ${ms.toFixed(0)} ms (${rate(ms).toFixed(2)}M rows/s), ` +
      `cpu ${cpuMs.toFixed(0)} ms (${rate(cpuMs).toFixed(2)}M rows/s), residual ${result.bridge.residual}`,
  );
}
