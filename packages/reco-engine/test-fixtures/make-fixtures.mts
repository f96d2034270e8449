// Regenerates the LibreOffice fixtures: writes a source workbook with our writer, then has
// LibreOffice re-save it as .xlsx, .xlsm (macro-enabled) and .xls (needs `soffice`, e.g.
// Debian's libreoffice-calc-nogui).
//   node --import tsx packages/reco-engine/test-fixtures/make-fixtures.mts
import { execFileSync } from 'node:child_process';
import { mkdtempSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XlsxStreamWriter } from '../src/write/xlsx-stream.writer';

const here = new URL('.', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'reco-fixtures-'));
const src = join(work, 'tally-ledger.xlsx');
const outDir = join(work, 'out');
const w = await XlsxStreamWriter.create(src, { sharedStrings: true });
w.startSheet('Acme Industries');
w.row(['Concord Traders Pvt Ltd']);
w.row(['Ledger Account: Acme Industries Ltd']);
w.row(['1-Apr-2024 to 31-Mar-2025']);
w.row([]);
w.row(['Date', 'Particulars', 'Vch Type', 'Vch No.', 'Debit', 'Credit'], true);
w.row([{ serial: 45383 }, 'Opening Balance', '', '', { minor: 2_500_000 }, null]);
w.row([{ serial: 45385 }, 'Sales A/c', 'Sales', 'INV/2024-25/0045', { minor: 11_800_000 }, null]);
w.row([{ serial: 45390 }, 'HDFC Bank A/c', 'Receipt', 'UTR000123', null, { minor: 10_000_000 }]);
w.row([{ serial: 45391 }, 'TDS Receivable', 'Journal', 'JV/12', null, { minor: 200_000 }]);
w.row([
  { serial: 45400 },
  'Sales Returns',
  'Credit Note',
  'CN/2024-25/0003',
  null,
  { minor: 118_050 },
]);
w.row([
  { serial: 45410 },
  '=HYPERLINK("http://x")',
  'Sales',
  'INV/2024-25/0046',
  { minor: 99 },
  null,
]);
w.row(['', 'Closing Balance', '', '', { minor: 3_981_049 }, null]);
w.startSheet('Notes');
w.row(['Exported for testing']);
await w.close();
for (const [filter, ext] of [
  ['xlsx:Calc MS Excel 2007 XML', 'xlsx'],
  ['xlsm:Calc MS Excel 2007 VBA XML', 'xlsm'],
  ['xls:MS Excel 97', 'xls'],
] as const) {
  execFileSync('soffice', ['--headless', '--convert-to', filter, '--outdir', outDir, src], {
    stdio: 'ignore',
  });
  renameSync(join(outDir, `tally-ledger.${ext}`), join(here, `tally-ledger.libreoffice.${ext}`));
}
console.log('fixtures written to', here);
