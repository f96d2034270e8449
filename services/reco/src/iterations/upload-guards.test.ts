import { Zip, ZipDeflate, zipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { reco, ErrorBody } from '@concord/contracts';
import { recoFlows, startRecoKit, type RecoKit } from '../testing/testkit.js';

let kit: RecoKit;
let flows: ReturnType<typeof recoFlows>;
let iterationId: number;

beforeAll(async () => {
  kit = await startRecoKit({ maxUploadBytes: 4 * 1024 * 1024 });
  flows = recoFlows(kit);
  iterationId = (await flows.reco()).current_iteration_id!;
});
afterAll(() => kit.close());

const send = (name: string, content: Buffer) =>
  flows.upload(kit.people.rita, iterationId, 'books', name, content);

/** A zip whose one entry inflates to `gigabytes` GiB of zeros. */
function zeroBomb(gigabytes: number): Buffer {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    parts.push(data);
  });
  const entry = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 1 });
  zip.add(entry);
  const zeros = new Uint8Array(16 * 1024 * 1024);
  const pieces = gigabytes * 64;
  for (let i = 0; i < pieces; i++) entry.push(zeros, i === pieces - 1);
  zip.end();
  return Buffer.concat(parts);
}

describe('upload guards (SECURITY 17-18)', () => {
  it('refuses names that are not .xlsx .xls .xlsm .csv, in any case', async () => {
    for (const name of ['ledger.pdf', 'ledger.exe', 'ledger', 'ledger.xlsx.exe']) {
      const res = await send(name, Buffer.from('Date,Amount\n2024-04-01,10\n'));
      expect(res.statusCode, name).toBe(400);
      expect(res.json<ErrorBody>().message).toBe(
        'The file name must end in .xlsx, .xlsm, .xls, .csv',
      );
      // The same as a code with what it names, for the screen to say in the user's language.
      expect(res.json<ErrorBody>().reason).toEqual({
        code: 'fileNameNotAllowed',
        params: { allowed: '.xlsx, .xlsm, .xls, .csv' },
      });
    }
  });

  it('refuses a renamed executable and a binary CSV by their content', async () => {
    const exe = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(4096, 7)]);
    for (const name of ['ledger.xlsx', 'LEDGER.XLS', 'ledger.xlsm']) {
      const res = await send(name, exe);
      expect(res.statusCode, name).toBe(400);
      expect(res.json<ErrorBody>().message).toMatch(
        /^The content of this file is not a \.xls[xm]? file$/,
      );
      expect(res.json<ErrorBody>().reason).toEqual({
        code: 'contentNotExtension',
        params: { extension: name.slice(name.indexOf('.')).toLowerCase() },
      });
    }
    const csv = await send('ledger.csv', Buffer.concat([Buffer.from('Date,Amount\n'), exe]));
    expect(csv.statusCode).toBe(400);
  });

  it('refuses a file over the size limit, with the limit in the message', async () => {
    const big = Buffer.concat([Buffer.from('Date,Amount\n'), Buffer.alloc(5 * 1024 * 1024, 0x31)]);
    const res = await send('ledger.csv', big);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().message).toBe('The file is larger than 4 MB');
    expect(res.json<ErrorBody>().reason).toEqual({ code: 'uploadTooLarge', params: { limit: 4 } });
  });

  it('refuses a 1 GiB zero bomb and a 10,000-entry zip before anything parses them', async () => {
    const bomb = await send('ledger.xlsx', zeroBomb(1));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json<ErrorBody>().message).toMatch(/zip bomb/);
    expect(bomb.json<ErrorBody>().reason).toEqual({ code: 'zipBomb', params: {} });
    const entries: Record<string, Uint8Array> = {};
    for (let i = 0; i < 10_000; i++) entries[`xl/part${i}.xml`] = new Uint8Array([60, 97, 47, 62]);
    const many = await send('ledger.xlsx', Buffer.from(zipSync(entries, { level: 0 })));
    expect(many.statusCode).toBe(400);
    expect(many.json<ErrorBody>().message).toMatch(/zip bomb|damaged/);
    // Compressing the 1 GiB bomb in this process is most of the time, not the refusal.
  }, 120_000);

  it('keeps nothing that was refused, and still takes a good file afterwards', async () => {
    const iteration = flows.ok<reco.Iteration>(
      await kit.call(kit.people.rita, 'GET', `/reconciliation/iterations/${iterationId}/`),
    );
    expect(iteration.books_file).toBeNull();
    const { books } = await kit.ledgers(200);
    const res = await send('Books FY24.XLSX', books);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ file: reco.StoredFile; mapping: reco.LedgerMapping }>();
    expect(body.file.file_name).toBe('Books FY24.XLSX');
    expect(body.mapping.entry_count).toBe(200);
  });

  it('stores a file under its cleaned name with a random 8-character suffix, the name shown kept', async () => {
    const { books } = await kit.ledgers(200);
    const keys: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await send('../Acme books (FY 24).XLSX', books);
      expect(res.statusCode, res.body).toBe(201);
      const stored = res.json<{ file: reco.StoredFile }>().file;
      expect(stored.file_name).toBe('Acme books (FY 24).XLSX');
      const row = await sql<{ storage_key: string }>`
        SELECT storage_key FROM ${sql.id(`co_${kit.ids.companies.acme}`, 'files')}
        WHERE file_id = ${stored.file_id}`.execute(kit.t.db);
      keys.push(row.rows[0]!.storage_key);
    }
    for (const key of keys)
      expect(key.split('/').at(-1)).toMatch(/^Acme_books_FY_24_[A-Za-z0-9]{8}\.xlsx$/);
    // The same name twice: two files, neither overwriting the other.
    expect(keys[0]).not.toBe(keys[1]);
  });
});
