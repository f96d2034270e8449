import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readLedger } from '../read/read-ledger';
import { ReadError } from '../read/read-error';
import { buildZip, workbookParts } from '../read/zip/zip-builder.test-support';
import { readFileSync } from 'node:fs';
import { bundledWorker } from './worker-bundle';

const fixture = fileURLToPath(
  new URL('../../test-fixtures/tally-ledger.libreoffice.xlsx', import.meta.url),
);
const readLedgerUrl = new URL('../read/read-ledger.ts', import.meta.url).href;

describe('parsing in a worker thread', () => {
  it('reads a workbook in a worker and returns plain entries', async () => {
    const r = await readLedger(fixture, { side: 'books', kind: 'ledger' });
    expect(r.entries).toHaveLength(6);
    expect(r.mapping.debit?.letter).toBe('E');
  });

  it('starts the worker from one plain JavaScript bundle kept in the cache', async () => {
    const url = await bundledWorker();
    expect(url?.pathname).toMatch(
      /node_modules\/\.cache\/concord-reco\/read-worker-[0-9a-f]{16}\.mjs$/,
    );
    const code = readFileSync(url!, 'utf8');
    expect(code).not.toMatch(/from ["'][^"']+\.ts["']/);
    expect(await bundledWorker()).toBe(url);
  });

  it('brings errors back as ReadErrors with their location', async () => {
    const err = await readLedger(Buffer.from('MZ\x90\x00binary'), {
      side: 'books',
      kind: 'ledger',
      fileName: 'setup.exe.xlsx',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ReadError);
    expect((err as ReadError).code).toBe('UNSUPPORTED_FILE_TYPE');
    expect((err as ReadError).message).toContain('file "setup.exe.xlsx"');
    expect((err as ReadError).reason).toEqual({ code: 'notSpreadsheet', params: {} });
  });

  it('brings a reason back from the worker with the values it names', async () => {
    const err = await readLedger(Buffer.from('Date,Bill,Amount\n01/04/2024,B1,abc\n'), {
      side: 'books',
      kind: 'ledger',
      fileName: 'books.csv',
    }).catch((e: unknown) => e);
    expect((err as ReadError).reason).toEqual({
      code: 'notAnAmount',
      params: { row: 2, column: 'C', text: 'abc' },
    });
  });

  it('stops a parse that exceeds the wall-clock limit', async () => {
    // A row that never closes keeps the scanner waiting for more text; a 1 ms budget cannot finish.
    const sheet = `<worksheet><sheetData><row r="1">${'<c r="A1" t="inlineStr"><is><t>x</t></is></c>'.repeat(200_000)}`;
    const file = buildZip(workbookParts(sheet));
    const err = await readLedger(file, {
      side: 'books',
      kind: 'ledger',
      fileName: 'slow.xlsx',
      limits: { timeoutMs: 1 },
    }).catch((e: unknown) => e);
    expect((err as ReadError).code).toBe('TIMEOUT');
    expect((err as ReadError).message).toBe(
      'file "slow.xlsx": reading took longer than 0 s and was stopped',
    );
  });

  it('turns a heap overflow into a plain error instead of crashing the caller', async () => {
    const letters = randomBytes(30 * 1024 * 1024);
    for (let i = 0; i < letters.length; i++) letters[i] = 97 + (letters[i]! % 26);
    const sheet = `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${letters.toString('latin1')}`;
    const file = buildZip(workbookParts(sheet));
    const err = await readLedger(file, {
      side: 'books',
      kind: 'ledger',
      fileName: 'huge.xlsx',
      limits: { maxHeapMb: 16 },
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ReadError);
    expect(['OUT_OF_MEMORY', 'CORRUPT_FILE']).toContain((err as ReadError).code);
  });

  it.each(['on', 'off'])(
    'works under plain node with the tsx loader (worker bundle %s)',
    (bundle) => {
      const script = `const { readLedger } = await import(${JSON.stringify(readLedgerUrl)});
      const r = await readLedger(${JSON.stringify(fixture)}, { side: 'counterparty', kind: 'ledger' });
      console.log(JSON.stringify(r.entries.map((e) => e.amountMinor)));`;
      const out = execFileSync(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        { encoding: 'utf8', env: { ...process.env, CONCORD_RECO_WORKER_BUNDLE: bundle } },
      );
      expect(JSON.parse(out.trim())).toEqual([
        -2_500_000, -11_800_000, 10_000_000, 200_000, 118_050, -99,
      ]);
    },
  );
});

describe('progress from the worker', () => {
  it('reaches the caller as phase and fraction, ending at 1', async () => {
    const seen: { phase: string; fraction: number }[] = [];
    const r = await readLedger(fixture, {
      side: 'books',
      kind: 'ledger',
      onProgress: (p) => seen.push(p),
    });
    expect(r.entries).toHaveLength(6);
    expect(seen.at(-1)).toEqual({ phase: 'read', fraction: 1 });
  });
});
