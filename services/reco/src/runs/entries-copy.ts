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
 * Streams every entry of a result into `<schema>.reco_entries` with COPY on `client`
 * (inside the caller's transaction): one text row per entry, written in 1 MiB pieces.
 */
export async function copyEntries(
  client: pg.PoolClient,
  schema: string,
  iterationId: number,
  m: MatchColumns,
): Promise<void> {
  const table = `${client.escapeIdentifier(schema)}.reco_entries`;
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
  const reasons = m.ruleDescriptions.map(copyText);
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
        `${group === 0 ? '\\N' : `M${group}`}\t${rules[m.rule[i]!]}\t${reasons[m.rule[i]!]}\t` +
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
