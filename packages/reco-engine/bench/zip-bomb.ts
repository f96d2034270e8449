// How fast, and in how much memory, the zip-bomb guard refuses a 1 GiB zero bomb:
//   npm run bench:zip-bomb -w packages/reco-engine
// The tests prove the behaviour (refused, nothing or at most the declared size inflated);
// this prints the time and the resident memory added, with the load average around it.
import { readFileSync } from 'node:fs';
import { createDeflateRaw } from 'node:zlib';
import { readLedgerInProcess } from '../src/read/read-ledger.in-process';
import { buildZip, workbookParts } from '../src/read/zip/zip-builder.test-support';

const GB = 1024 * 1024 * 1024;
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0]!;

async function deflatedZeros(bytes: number): Promise<Buffer> {
  const z = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  z.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => z.on('end', resolve));
  const block = Buffer.alloc(16 * 1024 * 1024);
  for (let n = 0; n < bytes; n += block.length) {
    if (!z.write(block)) await new Promise((resolve) => z.once('drain', resolve));
  }
  z.end();
  await done;
  return Buffer.concat(out);
}

async function measure(name: string, declaredSize: number, bomb: Buffer) {
  const file = buildZip(
    workbookParts(null, [
      { name: 'xl/worksheets/sheet1.xml', compressed: bomb, declaredSize, crc: 0 },
    ]),
  );
  const before = load();
  const rss = process.memoryUsage().rss;
  const t0 = performance.now();
  const outcome = await readLedgerInProcess(file, { side: 'books', kind: 'ledger' }).then(
    () => 'accepted (wrong)',
    (error: { code?: string }) => `refused ${error.code ?? 'error'}`,
  );
  const ms = performance.now() - t0;
  const mb = (process.memoryUsage().rss - rss) / 1024 / 1024;
  console.log(
    `| ${name} | ${outcome} | ${ms.toFixed(0)} ms | +${mb.toFixed(0)} MB RSS | load ${before}-${load()} |`,
  );
}

const bomb = await deflatedZeros(GB);
console.log('| bomb | outcome | time | memory | load |\n| --- | --- | --- | --- | --- |');
await measure('honest 1 GiB', GB, bomb);
await measure('1 GiB declaring 50 MiB', 50 * 1024 * 1024, bomb);
