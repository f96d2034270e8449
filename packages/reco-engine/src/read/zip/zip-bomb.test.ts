import { createDeflateRaw } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ReadError } from '../read-error';
import { readLedgerInProcess } from '../read-ledger.in-process';
import { openByteSource } from '../file-source';
import { DEFAULT_READ_LIMITS } from '../read.types';
import { ZipArchive } from './zip-archive';
import { buildZip, workbookParts } from './zip-builder.test-support';

const GB = 1024 * 1024 * 1024;

/** 1 GiB of zeros, deflated in a stream (about 1 MB) without ever holding the GiB. */
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

async function failure(p: Promise<unknown>): Promise<ReadError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ReadError) return err;
    throw err;
  }
  throw new Error('expected a ReadError');
}

describe('zip-bomb guard', () => {
  let bomb: Buffer;

  it('builds a 1 GiB zero bomb', async () => {
    bomb = await deflatedZeros(GB);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
  }, 60_000);

  // Memory stays bounded because the bytes never exist: an honest bomb is refused from its
  // directory before a byte is inflated, a liar once inflation passes its declared size.
  // How fast and in how much memory: `npm run bench:zip-bomb -w packages/reco-engine`.
  it('refuses an honest 1 GiB bomb from its directory, without inflating', async () => {
    const file = buildZip(
      workbookParts(null, [
        { name: 'xl/worksheets/sheet1.xml', compressed: bomb, declaredSize: GB, crc: 0 },
      ]),
    );
    let inflated = 0;
    const direct = await failure(
      ZipArchive.open(await openByteSource(file), DEFAULT_READ_LIMITS, 'bomb.xlsx').then((zip) =>
        zip.stream('xl/worksheets/sheet1.xml', (chunk) => (inflated += chunk.length)),
      ),
    );
    expect(direct.code).toBe('ZIP_BOMB');
    expect(inflated).toBe(0);
    const err = await failure(
      readLedgerInProcess(file, { side: 'books', kind: 'ledger', fileName: 'bomb.xlsx' }),
    );
    expect(err.code).toBe('ZIP_BOMB');
    expect(err.message).toMatch(
      /^file "bomb.xlsx": part "xl\/worksheets\/sheet1.xml" is compressed \d+ to 1/,
    );
  });

  it('stops a bomb that lies about its size as soon as inflation passes the declared size', async () => {
    // A few MiB declared are enough to show the stop: the 1 GiB behind them is never reached,
    // and a larger declaration only made the test slower (inflated twice, read once).
    const declaredSize = 8 * 1024 * 1024;
    const file = buildZip(
      workbookParts(null, [
        { name: 'xl/worksheets/sheet1.xml', compressed: bomb, declaredSize, crc: 0 },
      ]),
    );
    const zip = await ZipArchive.open(await openByteSource(file), DEFAULT_READ_LIMITS, 'liar.xlsx');
    let inflated = 0;
    const err = await failure(
      zip.stream('xl/worksheets/sheet1.xml', (chunk) => (inflated += chunk.length)),
    );
    expect(err.code).toBe('ZIP_BOMB');
    expect(err.message).toContain('expands to more than its declared size');
    expect(inflated).toBeLessThanOrEqual(declaredSize);
    // Through the reader it is refused too (the sheet text never forms a row).
    const viaReader = await failure(
      readLedgerInProcess(file, { side: 'books', kind: 'ledger', fileName: 'liar.xlsx' }),
    );
    expect(['ZIP_BOMB', 'CORRUPT_FILE']).toContain(viaReader.code);
  });

  it('refuses a workbook whose parts together declare more than the limit', async () => {
    const parts = workbookParts(null, [
      { name: 'xl/worksheets/sheet1.xml', data: 'a'.repeat(1000), declaredSize: 1000 },
      { name: 'xl/big1.bin', data: '', declaredSize: 3_000_000_000 },
    ]);
    const err = await failure(
      readLedgerInProcess(buildZip(parts), { side: 'books', kind: 'ledger' }),
    );
    expect(err.code).toBe('ZIP_BOMB');
  });
});
