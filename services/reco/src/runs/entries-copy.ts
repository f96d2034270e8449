import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import {
  CATEGORIES,
  entryKeyAt,
  formatMinor,
  STATUSES,
  textAt,
  type MatchColumns,
} from '@concord/reco-engine';

/** The engine's day number for an entry without a date. */
const NO_DAY = -2147483648;

const COLUMNS =
  'iteration_id, entry_no, line_no, side, sheet, row_no, doc_no, doc_type, narration, doc_date, amount, status, category, remark, remark2, match_id, rule, reason, entry_key';

/** Long narrations are kept for reading, not whole: the workbook has the full text. */
const MAX_NARRATION = 300;
const CHUNK_CHARS = 1 << 20;

/** COPY text format: backslash, tab and line breaks escaped; `\N` is null. */
function copyText(value: string): string {
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/[\\\t\n\r]/g, (c) =>
        c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
      )
    : value;
}

/**
 * The first entry of each pair or group: entries of one pair share a line, so the
 * drill-down can page by line and show both sides together.
 */
export function lineNumbers(m: MatchColumns): Int32Array {
  const first = new Int32Array(m.groupCount).fill(-1);
  const line = new Int32Array(m.length);
  for (let i = 0; i < m.length; i++) {
    const g = m.group[i]!;
    if (g === 0) line[i] = i;
    else {
      if (first[g] === -1) first[g] = i;
      line[i] = first[g]!;
    }
  }
  return line;
}

/**
 * Stores the entries of a result as the iteration's partition of `<schema>.reco_entries`,
 * inside the caller's transaction: COPY into a new table of their own with no index, then
 * its primary key and indexes built in one pass each, then the entries of the iteration's
 * previous run dropped and the new table attached in their place. The locks on
 * `reco_entries` itself (to drop and attach) are only taken at the end, just before commit.
 */
export async function storeEntries(
  client: pg.PoolClient,
  schema: string,
  iterationId: number,
  m: MatchColumns,
  measure?: (step: 'copy' | 'index' | 'attach', ms: number) => void,
): Promise<void> {
  if (!Number.isSafeInteger(iterationId) || iterationId <= 0)
    throw new Error(`iteration ${iterationId} is no id`);
  const s = client.escapeIdentifier(schema);
  const parent = `${s}.reco_entries`;
  // A name of this run's own: the previous run's partition stays until it is dropped below.
  const name = `reco_entries_${iterationId}_${Date.now().toString(36)}`;
  const table = `${s}.${client.escapeIdentifier(name)}`;
  let t = performance.now();
  await client.query(
    `CREATE TABLE ${table} (LIKE ${parent} INCLUDING DEFAULTS, CHECK (iteration_id = ${iterationId}))`,
  );
  await copyEntries(client, table, iterationId, m);
  measure?.('copy', performance.now() - t);
  t = performance.now();
  // The sorts of the index builds fit in memory at two million entries.
  await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
  await client.query(
    `ALTER TABLE ${table} ADD CONSTRAINT ${client.escapeIdentifier(`${name}_pkey`)} PRIMARY KEY (iteration_id, entry_no)`,
  );
  await client.query(
    `CREATE INDEX ${client.escapeIdentifier(`${name}_cell`)} ON ${table} (iteration_id, status, category, remark, line_no)`,
  );
  await client.query(
    `CREATE INDEX ${client.escapeIdentifier(`${name}_line`)} ON ${table} (iteration_id, line_no)`,
  );
  measure?.('index', performance.now() - t);
  t = performance.now();
  const previous = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = $1::regclass AND pg_get_expr(c.relpartbound, c.oid) = $2`,
    [parent, `FOR VALUES IN (${iterationId})`],
  );
  for (const p of previous.rows)
    await client.query(`DROP TABLE ${s}.${client.escapeIdentifier(p.name)}`);
  // Entries stored before reco_entries was partitioned live in its default partition.
  await client.query(`DELETE FROM ${parent} WHERE iteration_id = $1`, [iterationId]);
  // The CHECK constraint spares the attach a scan of the new table.
  await client.query(
    `ALTER TABLE ${parent} ATTACH PARTITION ${table} FOR VALUES IN (${iterationId})`,
  );
  measure?.('attach', performance.now() - t);
}

/**
 * Streams every entry of a result into `table` with COPY on `client`: one text row per
 * entry, written in 1 MiB pieces. The reason is left empty: it is the rule's description,
 * joined on read (result.repository).
 */
async function copyEntries(
  client: pg.PoolClient,
  table: string,
  iterationId: number,
  m: MatchColumns,
): Promise<void> {
  const target = client.query(copyFrom(`COPY ${table} (${COLUMNS}) FROM STDIN`)) as Writable;
  const lines = lineNumbers(m);
  // Straight from the matcher's columns: an EntryResult per entry (resultAt) costs tens of
  // microseconds each, which at two million entries would be most of the run.
  const dates = new Map<number, string>();
  const dateOf = (day: number) => {
    if (day === NO_DAY) return '\\N';
    let iso = dates.get(day);
    if (iso === undefined) {
      iso = new Date(day * 86_400_000).toISOString().slice(0, 10);
      dates.set(day, iso);
    }
    return iso;
  };
  const texts = m.texts.map(copyText);
  const rules = m.ruleIds.map(copyText);
  const sheets = [m.books.sheetNames.map(copyText), m.counterparty.sheetNames.map(copyText)];
  async function* rows() {
    let chunk = '';
    for (let i = 0; i < m.length; i++) {
      const books = i < m.nBooks;
      const t = books ? m.books : m.counterparty;
      const k = books ? i : i - m.nBooks;
      const narration = textAt(t.narration, k);
      const group = m.group[i]!;
      chunk +=
        `${iterationId}\t${i}\t${lines[i]}\t${books ? 'books' : 'counterparty'}\t` +
        `${sheets[books ? 0 : 1]![t.sheet[k]!]}\t${t.row[k]}\t` +
        `${copyText(textAt(t.docNo, k))}\t${copyText(textAt(t.docType, k))}\t` +
        `${copyText(narration.length > MAX_NARRATION ? narration.slice(0, MAX_NARRATION) : narration)}\t` +
        `${dateOf(t.day[k]!)}\t${formatMinor(t.amount[k]!)}\t${STATUSES[m.status[i]!]}\t` +
        `${CATEGORIES[t.category[k]!]}\t${texts[m.remark[i]!]}\t${texts[m.remark2[i]!]}\t` +
        `${group === 0 ? '\\N' : `M${group}`}\t${rules[m.rule[i]!]}\t\t` +
        `${copyText(entryKeyAt(m, i))}\n`;
      if (chunk.length >= CHUNK_CHARS) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  await pipeline(rows, target);
}
