import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';

/** What these tests read of the CLI's --json output (streamed by the CLI, not one typed value). */
type CliJson = {
  kind: string;
  summary: {
    byStatus: Record<string, unknown>;
    bridge: { booksClosing: string; residual: string; adjustments: unknown[] };
  };
  entries: {
    side: string;
    row: number;
    docNo: string;
    references: unknown[];
    agreedOn: unknown;
    reason: string;
    entryKey: string;
  }[];
  files: Record<
    'books' | 'counterparty',
    { columns: { field: string | null; header: string; reason: unknown }[] }
  >;
};
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as CliJson;

const BIN = fileURLToPath(new URL('../../bin/concord-reco.js', import.meta.url));

let dir: string;

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const file = (name: string) => join(dir, name);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'concord-reco-cli-'));
  writeFileSync(
    file('books.csv'),
    [
      'Ledger: Acme Traders',
      'Period 01/04/2023 to 31/03/2024',
      '',
      'Date,Voucher No,Particulars,Debit,Credit',
      '01/04/2023,INV/2023-24/001,Sales,"10,000.00",',
      '05/04/2023,INV/002,Sales,"5,000.00",',
      '10/04/2023,RCPT/1,Receipt,,"3,000.00"',
      '02/04/2024,INV/003,Sales,700.00,',
    ].join('\n'),
  );
  writeFileSync(
    file('counterparty.csv'),
    [
      'Date,Bill No,Narration,Debit,Credit',
      '01/04/2023,INV-1,Purchase,,"10,000.00"',
      '05/04/2023,INV-2,Purchase,,"4,900.00"',
      '10/04/2023,RCPT-1,Payment,"3,000.00",',
    ].join('\n'),
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('concord-reco', () => {
  it('prints usage with --help', () => {
    const r = run('--help');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('--kind ledger|gst|tds');
  });

  it('reconciles two CSV ledgers into a workbook and JSON', () => {
    const r = run(
      '--kind',
      'ledger',
      '--books',
      file('books.csv'),
      '--counterparty',
      file('counterparty.csv'),
      '--out',
      file('result.xlsx'),
      '--json',
      file('result.json'),
      '--from',
      '2023-04-01',
      '--to',
      '2024-03-31',
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(existsSync(file('result.xlsx'))).toBe(true);
    const json = readJson(file('result.json'));
    expect(json.kind).toBe('ledger');
    expect(json.summary.byStatus.matched).toEqual(
      expect.objectContaining({ count: 4, amount: '7000.00' }),
    );
    expect(json.summary.bridge).toEqual(
      expect.objectContaining({
        booksClosing: '12700.00',
        counterpartyClosing: '11900.00',
        residual: '0.00',
      }),
    );
    expect(json.summary.bridge.adjustments.length).toBeGreaterThan(0);
    expect(json.entries).toHaveLength(7);
    const first = json.entries[0]!;
    expect(Object.keys(first).sort()).toEqual(
      [
        'agreedOn',
        'amount',
        'category',
        'date',
        'docNo',
        'entryKey',
        'matchId',
        'reason',
        'references',
        'remark',
        'remark2',
        'row',
        'rule',
        'sheet',
        'side',
        'status',
      ].sort(),
    );
    // The voucher column holds the invoice numbers the other side books: it takes part.
    expect(first.references).toEqual([
      { role: 'voucher', header: 'Voucher No', text: 'INV/2023-24/001' },
    ]);
    expect(first.agreedOn).toEqual(first.references[0]);
    expect(first.reason).toContain('Voucher No INV/2023-24/001 agrees with Bill No INV-1');
    expect(first.entryKey).toBe('b|2023-04-01|1000000|INV-1|1');
    expect(json.files.books.columns.map((c: { field: string | null }) => c.field)).toEqual([
      'date',
      'voucher',
      'narration',
      'debit',
      'credit',
    ]);
    expect(json.files.counterparty.columns[1]).toEqual(
      expect.objectContaining({ letter: 'B', field: 'document', by: 'name', confidence: 0.95 }),
    );
    const documentColumn = json.files.counterparty.columns[1]!;
    expect(documentColumn.reason).toEqual({
      code: 'headerNames',
      params: { header: documentColumn.header, field: 'document' },
      text: `header "${documentColumn.header}" names document`,
    });
    expect(first).toEqual(
      expect.objectContaining({
        side: 'books',
        row: 5,
        docNo: 'INV/2023-24/001',
        date: '2023-04-01',
        amount: '10000.00',
        status: 'matched',
      }),
    );
    const late = json.entries.find((e: { docNo: string }) => e.docNo === 'INV/003');
    expect(late).toEqual(
      expect.objectContaining({ status: 'only_in_books', remark: 'timing difference' }),
    );
    const short = json.entries.find((e: { docNo: string }) => e.docNo === 'INV-2');
    expect(short).toEqual(expect.objectContaining({ status: 'mismatch', amount: '4900.00' }));
  });

  it.each([
    ['a missing argument', ['--kind', 'ledger', '--out', 'x.xlsx']],
    ['an unknown kind', ['--kind', 'vat', '--books', 'a', '--counterparty', 'b', '--out', 'c']],
    [
      'an unreadable file',
      [
        '--kind',
        'ledger',
        '--books',
        '/nonexistent/books.csv',
        '--counterparty',
        '/nonexistent/c.csv',
        '--out',
        '/tmp/x.xlsx',
      ],
    ],
    [
      'a bad date',
      [
        '--kind',
        'ledger',
        '--books',
        'BOOKS',
        '--counterparty',
        'CP',
        '--out',
        'OUT',
        '--from',
        '2024-02-30',
        '--to',
        '2024-03-31',
      ],
    ],
    [
      'a bad tolerance',
      [
        '--kind',
        'ledger',
        '--books',
        'BOOKS',
        '--counterparty',
        'CP',
        '--out',
        'OUT',
        '--tolerance',
        'abc',
      ],
    ],
    ['an unknown option', ['--kind', 'ledger', '--colour', 'red']],
  ])('exits 2 with one line on stderr for %s', (_label, args) => {
    const real = args.map((a) =>
      a === 'BOOKS'
        ? file('books.csv')
        : a === 'CP'
          ? file('counterparty.csv')
          : a === 'OUT'
            ? file('bad.xlsx')
            : a,
    );
    const r = run(...real);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr.trim().length).toBeGreaterThan(0);
  });

  it('exits 2 for a file that is not a ledger', () => {
    writeFileSync(file('junk.csv'), 'hello\nworld\n');
    const r = run(
      '--kind',
      'ledger',
      '--books',
      file('junk.csv'),
      '--counterparty',
      file('counterparty.csv'),
      '--out',
      file('j.xlsx'),
    );
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('starts the bridge on the closing balance the books state, and the JSON matches the workbook', () => {
    // The books carry an opening balance only in their closing line: 2,000 more than the rows.
    writeFileSync(
      file('books-closing.csv'),
      [
        'Date,Voucher No,Particulars,Debit,Credit',
        '01/04/2023,INV/2023-24/001,Sales,"10,000.00",',
        '05/04/2023,INV/002,Sales,"5,000.00",',
        ',,Closing Balance,"17,000.00",',
      ].join('\n'),
    );
    const r = run(
      '--kind',
      'ledger',
      '--books',
      file('books-closing.csv'),
      '--counterparty',
      file('counterparty.csv'),
      '--out',
      file('closing.xlsx'),
      '--json',
      file('closing.json'),
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const json = readJson(file('closing.json'));
    expect(json.summary.bridge.booksClosing).toBe('17000.00');
    expect(json.summary.bridge.residual).toBe('0.00');
    expect(json.summary.bridge.adjustments[0]).toEqual(
      expect.objectContaining({ status: null, amount: '-2000.00', count: 0 }),
    );
    const ids = json.entries.map((e: { side: string; row: number }) => `${e.side}:${e.row}`);
    expect(ids).toEqual([
      'books:2',
      'books:3',
      'counterparty:2',
      'counterparty:3',
      'counterparty:4',
    ]);
  });
});
