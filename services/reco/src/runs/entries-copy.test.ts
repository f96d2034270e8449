import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import {
  columnsFromEntries,
  matchLedgerColumns,
  resultAt,
  textAt,
  type LedgerEntry,
  type MatchColumns,
} from '@concord/reco-engine';
import { createDemoTestDatabase, type DemoTestDatabase } from '@concord/db';
import { attachEntries, lineNumbers, stageEntries } from './entries-copy.js';

let t: DemoTestDatabase;
let pool: pg.Pool;
let schema: string;

beforeAll(async () => {
  t = await createDemoTestDatabase();
  schema = `co_${t.ids.companies.acme}`;
  pool = new pg.Pool({ connectionString: t.connectionString, max: 4 });
  // As in production: an idle client cut off when the test database is dropped is not a crash.
  pool.on('error', () => undefined);
}, 120_000);
afterAll(async () => {
  await pool?.end();
  await t?.drop();
});

let row = 1;
const entry = (side: LedgerEntry['side'], more: Partial<LedgerEntry>): LedgerEntry => ({
  side,
  sheet: side === 'books' ? 'Books' : 'Their\tstatement',
  row: ++row,
  date: '2024-05-02',
  docNo: 'INV-1',
  docType: '',
  narration: '',
  category: 'invoice',
  amountMinor: 100_00,
  balanceMinor: null,
  ...more,
});

/** Texts COPY text must escape or encode with care, amounts of every shape, missing dates. */
function awkwardResult(): MatchColumns {
  const books = [
    entry('books', { docNo: 'INV\\7', narration: 'tab\there, line\nbreak, cr\r.', amountMinor: 1 }),
    entry('books', { docNo: 'Rechnung-Ä', narration: 'Zahlung für Müller 🧾', amountMinor: -5 }),
    entry('books', {
      docNo: '发票-9',
      narration: 'x'.repeat(299) + '😀',
      amountMinor: 123_456_789_012,
    }),
    entry('books', { docNo: 'LONE', narration: 'half \ud83d pair', date: null, amountMinor: -100 }),
    entry('books', { docNo: 'SAME', amountMinor: 10_00 }),
    entry('books', { docNo: 'SAME', amountMinor: 10_00 }),
  ];
  const theirs = [
    entry('counterparty', { docNo: 'INV\\7', narration: 'tab\there', amountMinor: 1 }),
    entry('counterparty', { docNo: 'SAME', amountMinor: 10_00, docType: 'RV\tx' }),
    entry('counterparty', { docNo: 'ONLY-THEIRS', amountMinor: 0 }),
  ];
  return matchLedgerColumns(
    columnsFromEntries('books', books),
    columnsFromEntries('counterparty', theirs),
    { kind: 'ledger' },
  ).columns;
}

type Stored = {
  entry_no: number;
  line_no: number;
  side: string;
  sheet: string;
  row_no: number;
  doc_no: string;
  doc_type: string;
  narration: string;
  doc_date: string | null;
  amount: string;
  status: string;
  category: string;
  remark: string;
  remark2: string;
  match_id: string | null;
  rule: string;
  reason: string;
  entry_key: string;
};

async function stored(iterationId: number): Promise<Stored[]> {
  const { rows } = await pool.query<Stored>(
    `SELECT entry_no, line_no, side, sheet, row_no, doc_no, doc_type, narration,
            to_char(doc_date, 'YYYY-MM-DD') AS doc_date, amount::text, status, category, remark,
            remark2, match_id, rule, reason, entry_key, iteration_id
       FROM ${schema}.reco_entries WHERE iteration_id = $1 ORDER BY entry_no`,
    [iterationId],
  );
  return rows;
}

async function store(iterationId: number, m: MatchColumns) {
  const staged = await stageEntries(pool, schema, iterationId, m);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await attachEntries(client, schema, staged);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  return staged;
}

const minorText = (minor: number) =>
  `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

describe('storing a run’s entries', () => {
  it('stores every entry as the engine gives it, whatever its texts hold', async () => {
    const m = awkwardResult();
    await store(101, m);
    const rows = await stored(101);
    const lines = lineNumbers(m);
    expect(rows).toHaveLength(m.length);
    rows.forEach((r, i) => {
      const e = resultAt(m, i);
      const side = i < m.nBooks ? m.books : m.counterparty;
      const k = i < m.nBooks ? i : i - m.nBooks;
      // What PostgreSQL keeps of a text: valid UTF-8, a lone surrogate as U+FFFD.
      const kept = (s: string) => Buffer.from(s).toString();
      expect(r).toMatchObject({
        entry_no: i,
        line_no: lines[i],
        side: e.side,
        sheet: e.sheet,
        row_no: e.row,
        doc_no: kept(e.docNo),
        doc_type: kept(textAt(side.docType, k)),
        narration: kept(textAt(side.narration, k).slice(0, 300)),
        doc_date: e.date,
        amount: minorText(e.amountMinor),
        status: e.status,
        category: e.category,
        remark: e.remark,
        remark2: e.remark2,
        match_id: e.matchId,
        rule: e.rule,
        reason: '',
        entry_key: e.entryKey,
      });
    });
    const texts = rows.map((r) => [r.doc_no, r.doc_type, r.narration]);
    expect(texts).toContainEqual(['INV\\7', '', 'tab\there, line\nbreak, cr\r.']);
    expect(texts).toContainEqual(['Rechnung-Ä', '', 'Zahlung für Müller 🧾']);
    expect(texts).toContainEqual(['SAME', 'RV\tx', '']);
    // Narrations are cut at 300 code units; half a pair left alone becomes U+FFFD.
    expect(rows.find((r) => r.doc_no === '发票-9')!.narration).toBe('x'.repeat(299) + '\ufffd');
    expect(rows.find((r) => r.doc_no === 'LONE')).toMatchObject({
      narration: 'half \ufffd pair',
      doc_date: null,
      amount: '-1.00',
    });
    expect(rows.find((r) => r.doc_no === '发票-9')!.amount).toBe('1234567890.12');
    // Equal entries are told apart by their occurrence.
    const same = rows.filter((r) => r.side === 'books' && r.doc_no === 'SAME');
    expect(same.map((r) => r.entry_key.split('|').pop())).toEqual(['1', '2']);
  });

  it('a new run replaces the previous run’s entries and clears what failed attempts left', async () => {
    const m = awkwardResult();
    await store(102, m);
    // An attempt that staged its table and died before attaching it.
    const orphan = await stageEntries(pool, schema, 102, m);
    const unrelated = await stageEntries(pool, schema, 1102, m);
    await store(102, m);
    expect(await stored(102)).toHaveLength(m.length);
    const { rows } = await pool.query<{ name: string; attached: boolean }>(
      `SELECT c.relname AS name, c.relispartition AS attached FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1 AND c.relkind = 'r' AND c.relname LIKE 'reco\\_entries\\_%102\\_%'`,
      [schema],
    );
    expect(rows.filter((r) => r.name.startsWith('reco_entries_102_'))).toEqual([
      { name: expect.not.stringMatching(orphan.name) as unknown, attached: true },
    ]);
    // Another iteration's staged table is not this run's to drop.
    expect(rows.map((r) => r.name)).toContain(unrelated.name);
    await unrelated.drop();
  });

  it('a staged table that is not attached is dropped and never read', async () => {
    const m = awkwardResult();
    const staged = await stageEntries(pool, schema, 103, m);
    expect(await stored(103)).toEqual([]);
    await staged.drop();
    const { rows } = await pool.query<{ t: string | null }>(`SELECT to_regclass($1) AS t`, [
      `${schema}.${staged.name}`,
    ]);
    expect(rows[0]?.t).toBeNull();
  });

  it('refuses an iteration id that is no id', async () => {
    await expect(stageEntries(pool, schema, 0, awkwardResult())).rejects.toThrow(/no id/);
  });
});
