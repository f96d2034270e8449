import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { companyTableName, quotedIdentifier } from '@concord/db';
import {
  CATEGORIES,
  entryKeyAt,
  STATUSES,
  type MatchColumns,
  type TextColumn,
} from '@concord/reco-engine';

/** The engine's day number for an entry without a date. */
const NO_DAY = -2147483648;

/**
 * The columns each entry sends. `iteration_id` and `reason` are left to the run table's
 * defaults: the first is the same for every entry, the second is the rule's description,
 * joined on read (result.repository).
 */
export const ENTRY_COLUMNS =
  'entry_no, line_no, side, sheet, row_no, doc_no, doc_type, narration, doc_date, amount, status, category, remark, remark2, match_id, rule, entry_key';

/** Long narrations are kept for reading, not whole: the workbook has the full text. */
const MAX_NARRATION = 300;
const CHUNK_BYTES = 1 << 20;
/** Connections that COPY at once, each a share of the entries. */
const STREAMS = 2;

const TAB = 9;
const NEWLINE = 10;
const NULL_TEXT = Buffer.from('\\N');

/** COPY text format: backslash, tab and line breaks escaped; `\N` is null. */
function copyText(value: string): string {
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/[\\\t\n\r]/g, (c) =>
        c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
      )
    : value;
}

const copyBytes = (value: string) => Buffer.from(copyText(value));

/** The escape letter of a character COPY text escapes (backslash, tab, line breaks), or 0. */
function escapeOf(c: number): number {
  return c === 92 ? 92 : c === TAB ? 116 : c === NEWLINE ? 110 : c === 13 ? 114 : 0;
}

/**
 * COPY text written straight into bytes: texts come from the engine's UTF-16 columns and
 * numbers are written digit by digit, so that no string is made per entry (building and
 * encoding strings was most of the COPY's time at two million entries).
 */
class CopyWriter {
  private buf = Buffer.allocUnsafe(CHUNK_BYTES * 2);
  private pos = 0;

  /** Room for n more bytes; a row never spans two pieces. */
  private room(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.pos + n));
    this.buf.copy(bigger, 0, 0, this.pos);
    this.buf = bigger;
  }

  get full(): boolean {
    return this.pos >= CHUNK_BYTES;
  }

  /** The bytes written so far, handed over; writing goes on in a new buffer. */
  take(): Buffer {
    const out = this.buf.subarray(0, this.pos);
    this.buf = Buffer.allocUnsafe(CHUNK_BYTES * 2);
    this.pos = 0;
    return out;
  }

  byte(b: number): void {
    this.room(1);
    this.buf[this.pos++] = b;
  }

  bytes(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.pos);
    this.pos += b.length;
  }

  /** A non-negative integer below 2^53. */
  uint(n: number): void {
    this.room(16);
    if (n < 10) {
      this.buf[this.pos++] = 48 + n;
      return;
    }
    let digits = 0;
    for (let v = n; v >= 1; v = Math.floor(v / 10)) digits++;
    let at = this.pos + digits;
    this.pos = at;
    for (let v = n; v >= 1; v = Math.floor(v / 10)) this.buf[--at] = 48 + (v % 10);
  }

  /** Minor units as a decimal with two places, e.g. -1234.50. */
  minor(minor: number): void {
    this.room(24);
    if (minor < 0) {
      this.buf[this.pos++] = 45;
      minor = -minor;
    }
    const cents = minor % 100;
    this.uint((minor - cents) / 100);
    this.buf[this.pos++] = 46;
    this.buf[this.pos++] = 48 + Math.floor(cents / 10);
    this.buf[this.pos++] = 48 + (cents % 10);
  }

  /**
   * Code units [from, to) of a UTF-16 array as escaped UTF-8, as Buffer.from would encode
   * them (a lone surrogate becomes U+FFFD).
   */
  text(chars: Uint16Array, from: number, to: number): void {
    this.room((to - from) * 3);
    const buf = this.buf;
    let p = this.pos;
    for (let i = from; i < to; i++) {
      const c = chars[i]!;
      if (c < 0x80) {
        const e = escapeOf(c);
        if (e) {
          buf[p++] = 92;
          buf[p++] = e;
        } else buf[p++] = c;
      } else if (c < 0x800) {
        buf[p++] = 0xc0 | (c >> 6);
        buf[p++] = 0x80 | (c & 63);
      } else if (c >= 0xd800 && c <= 0xdbff && i + 1 < to && (chars[i + 1]! & 0xfc00) === 0xdc00) {
        const cp = 0x10000 + ((c - 0xd800) << 10) + (chars[++i]! - 0xdc00);
        buf[p++] = 0xf0 | (cp >> 18);
        buf[p++] = 0x80 | ((cp >> 12) & 63);
        buf[p++] = 0x80 | ((cp >> 6) & 63);
        buf[p++] = 0x80 | (cp & 63);
      } else {
        const u = c >= 0xd800 && c <= 0xdfff ? 0xfffd : c;
        buf[p++] = 0xe0 | (u >> 12);
        buf[p++] = 0x80 | ((u >> 6) & 63);
        buf[p++] = 0x80 | (u & 63);
      }
    }
    this.pos = p;
  }

  /** Text k of an engine column, at most `max` code units of it. */
  column(col: TextColumn, k: number, max = Infinity): void {
    const from = col.offsets[k]!;
    this.text(col.chars, from, Math.min(col.offsets[k + 1]!, from + max));
  }

  string(s: string): void {
    const escaped = copyText(s);
    this.room(escaped.length * 3);
    this.pos += this.buf.write(escaped, this.pos, 'utf8');
  }
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
 * The COPY text (columns ENTRY_COLUMNS) of entries [from, to) of a result, one row per
 * entry, in pieces of about 1 MiB.
 */
export function* copyChunks(
  m: MatchColumns,
  from = 0,
  to = m.length,
  lines = lineNumbers(m),
): Generator<Buffer> {
  // Every value that repeats is encoded once.
  const dates = new Map<number, Buffer>();
  const dateOf = (day: number) => {
    if (day === NO_DAY) return NULL_TEXT;
    let iso = dates.get(day);
    if (iso === undefined) {
      iso = Buffer.from(new Date(day * 86_400_000).toISOString().slice(0, 10));
      dates.set(day, iso);
    }
    return iso;
  };
  const sides = [Buffer.from('books'), Buffer.from('counterparty')];
  const sheets = [m.books.sheetNames.map(copyBytes), m.counterparty.sheetNames.map(copyBytes)];
  const statuses = STATUSES.map(copyBytes);
  const categories = CATEGORIES.map(copyBytes);
  const texts = m.texts.map(copyBytes);
  const rules = m.ruleIds.map(copyBytes);
  const w = new CopyWriter();
  for (let i = from; i < to; i++) {
    const books = i < m.nBooks;
    const t = books ? m.books : m.counterparty;
    const k = books ? i : i - m.nBooks;
    const group = m.group[i]!;
    w.uint(i);
    w.byte(TAB);
    w.uint(lines[i]!);
    w.byte(TAB);
    w.bytes(sides[books ? 0 : 1]!);
    w.byte(TAB);
    w.bytes(sheets[books ? 0 : 1]![t.sheet[k]!]!);
    w.byte(TAB);
    w.uint(t.row[k]!);
    w.byte(TAB);
    w.column(t.docNo, k);
    w.byte(TAB);
    w.column(t.docType, k);
    w.byte(TAB);
    w.column(t.narration, k, MAX_NARRATION);
    w.byte(TAB);
    w.bytes(dateOf(t.day[k]!));
    w.byte(TAB);
    w.minor(t.amount[k]!);
    w.byte(TAB);
    w.bytes(statuses[m.status[i]!]!);
    w.byte(TAB);
    w.bytes(categories[t.category[k]!]!);
    w.byte(TAB);
    w.bytes(texts[m.remark[i]!]!);
    w.byte(TAB);
    w.bytes(texts[m.remark2[i]!]!);
    w.byte(TAB);
    if (group === 0) w.bytes(NULL_TEXT);
    else {
      w.byte(77); // M
      w.uint(group);
    }
    w.byte(TAB);
    w.bytes(rules[m.rule[i]!]!);
    w.byte(TAB);
    w.string(entryKeyAt(m, i));
    w.byte(NEWLINE);
    if (w.full) yield w.take();
  }
  const rest = w.take();
  if (rest.length > 0) yield rest;
}

/** Names of a run's table: `reco_entries_<iteration>_<stamp>`. */
const runTablePrefix = (iterationId: number) => `reco_entries_${iterationId}_`;

/** Entries COPYed into a table of their own, indexed, waiting to be attached or dropped. */
export type StagedEntries = {
  iterationId: number;
  /** The table's name in the company schema. */
  name: string;
  /** Drops the table (a run that did not win its claim, or failed before attaching). */
  drop: () => Promise<void>;
};

type Step = 'copy' | 'index' | 'attach';

/**
 * Stores the entries of a result in a new table of the company schema, before the run's
 * transaction: the table is created without any index, filled by STREAMS connections at
 * once (each COPYing its share of the entries, each its own transaction, so the server
 * parses in parallel while this thread builds the text), then its primary key and indexes
 * are built, one connection each. attachEntries then makes it the iteration's partition of
 * `reco_entries` inside the run's transaction; until then no reader sees it.
 */
export async function stageEntries(
  pool: pg.Pool,
  schema: string,
  iterationId: number,
  m: MatchColumns,
  measure?: (step: Step, ms: number) => void,
): Promise<StagedEntries> {
  if (!Number.isSafeInteger(iterationId) || iterationId <= 0)
    throw new Error(`iteration ${iterationId} is no id`);
  const name = `${runTablePrefix(iterationId)}${Date.now().toString(36)}`;
  const table = companyTableName(schema, name);
  const onConnection = async <T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      return await fn(client);
    } finally {
      client.release();
    }
  };
  const drop = () =>
    onConnection(async (c) => {
      await c.query(`DROP TABLE IF EXISTS ${table}`);
    });
  let t = performance.now();
  await onConnection((c) =>
    c.query(
      `CREATE TABLE ${table} (LIKE ${companyTableName(schema, 'reco_entries')} INCLUDING DEFAULTS,
         CHECK (iteration_id = ${iterationId}));
       ALTER TABLE ${table} ALTER COLUMN iteration_id SET DEFAULT ${iterationId},
         ALTER COLUMN reason SET DEFAULT ''`,
    ),
  );
  try {
    const lines = lineNumbers(m);
    entryKeyAt(m, 0); // the keys are computed once, before the shares are built
    const share = Math.ceil(m.length / STREAMS);
    await Promise.all(
      Array.from({ length: STREAMS }, (_, s) =>
        onConnection(async (c) => {
          const from = s * share;
          const to = Math.min(m.length, from + share);
          if (from >= to) return;
          const target = c.query(copyFrom(`COPY ${table} (${ENTRY_COLUMNS}) FROM STDIN`));
          await pipeline(() => copyChunks(m, from, to, lines), target as Writable);
        }),
      ),
    );
    measure?.('copy', performance.now() - t);
    t = performance.now();
    const index = (ddl: string) =>
      onConnection(async (c) => {
        // The sorts of the index builds fit in memory at two million entries.
        await c.query('BEGIN');
        await c.query(`SET LOCAL maintenance_work_mem = '256MB'`);
        await c.query(ddl);
        await c.query('COMMIT');
      });
    await Promise.all([
      index(
        `ALTER TABLE ${table} ADD CONSTRAINT ${quotedIdentifier(`${name}_pkey`)} PRIMARY KEY (iteration_id, entry_no)`,
      ),
      index(
        `CREATE INDEX ${quotedIdentifier(`${name}_cell`)} ON ${table} (iteration_id, status, category, remark, line_no)`,
      ),
      index(`CREATE INDEX ${quotedIdentifier(`${name}_line`)} ON ${table} (iteration_id, line_no)`),
    ]);
    measure?.('index', performance.now() - t);
  } catch (error) {
    await drop().catch(() => undefined);
    throw error;
  }
  return { iterationId, name, drop };
}

/**
 * Makes staged entries the iteration's partition of `<schema>.reco_entries`, inside the
 * caller's transaction (the run's claim): the entries of the iteration's previous run are
 * dropped, and so is any table an earlier attempt of this iteration staged and left behind.
 */
export async function attachEntries(
  client: pg.PoolClient,
  schema: string,
  staged: StagedEntries,
  measure?: (step: Step, ms: number) => void,
): Promise<void> {
  const t = performance.now();
  const { iterationId, name } = staged;
  const parent = companyTableName(schema, 'reco_entries');
  const stale = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind = 'r' AND c.relname <> $2
        AND (starts_with(c.relname, $3)
             OR c.oid IN (SELECT i.inhrelid FROM pg_inherits i
                           WHERE i.inhparent = $4::regclass
                             AND pg_get_expr((SELECT relpartbound FROM pg_class WHERE oid = i.inhrelid), i.inhrelid) = $5))`,
    [schema, name, runTablePrefix(iterationId), parent, `FOR VALUES IN (${iterationId})`],
  );
  for (const p of stale.rows) await client.query(`DROP TABLE ${companyTableName(schema, p.name)}`);
  // Entries stored before reco_entries was partitioned live in its default partition.
  await client.query(`DELETE FROM ${parent} WHERE iteration_id = $1`, [iterationId]);
  // The CHECK constraint spares the attach a scan of the new table.
  await client.query(
    `ALTER TABLE ${parent} ATTACH PARTITION ${companyTableName(schema, name)} FOR VALUES IN (${iterationId})`,
  );
  measure?.('attach', performance.now() - t);
}
