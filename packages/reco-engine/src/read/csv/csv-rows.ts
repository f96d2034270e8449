import type { ByteSource } from '../file-source';
import { textEncodingOf } from '../file-type';
import { ReadError, columnLetter } from '../read-error';
import type { ReadLimits } from '../read.types';
import type { RowSink } from '../row-sink';

const CHUNK = 1 << 20;

/**
 * Streams a CSV or tab-separated text into `sink`: UTF-8 (BOM optional), UTF-16 (SAP's
 * "Unicode text", BOM or not) or a Windows code page, told apart by BOM and content. The separator (`,` `;` tab `^` or `|`) is taken
 * from the first lines; quoted fields may hold separators, doubled quotes and line breaks.
 */
export async function readCsvRows(
  src: ByteSource,
  limits: ReadLimits,
  fileName: string,
  sink: RowSink,
): Promise<void> {
  const head = await src.read(0, Math.min(src.size, 64 * 1024));
  const encoding = textEncodingOf(head);
  const first = new TextDecoder(encoding).decode(
    encoding.startsWith('utf-16') ? head.subarray(0, head.length & ~1) : head,
  );
  const sep = detectSeparator(first.replace(/^\uFEFF/, ''));
  const dec = new TextDecoder(encoding, { ignoreBOM: false });
  const cells: string[] = [];
  const numeric = new Uint8Array(limits.maxColumns);
  let col = 0;
  let field = '';
  let inQuotes = false;
  let quoteSeen = false;
  let rowNum = 1;
  let rowStart = 1;
  let pendingCR = false;
  const where = { file: fileName };

  const endField = () => {
    if (col >= limits.maxColumns) {
      throw new ReadError(
        'TOO_MANY_COLUMNS',
        `the file uses more than ${limits.maxColumns} columns`,
        {
          ...where,
          row: rowStart,
          column: columnLetter(col),
        },
        { code: 'tooManyColumns', params: { limit: limits.maxColumns } },
      );
    }
    cells[col++] = field;
    field = '';
    quoteSeen = false;
  };
  const endRow = () => {
    endField();
    if (rowStart > limits.maxRows) {
      throw new ReadError(
        'TOO_MANY_ROWS',
        `the file has more than ${limits.maxRows} rows`,
        { ...where, row: rowStart },
        { code: 'tooManyRows', params: { limit: limits.maxRows } },
      );
    }
    sink.row(rowStart, cells, numeric, col);
    col = 0;
    rowStart = rowNum;
  };

  const consume = (text: string) => {
    const n = text.length;
    let i = 0;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (pendingCR) {
        pendingCR = false;
        if (c === 10) {
          i++;
          continue;
        }
      }
      if (inQuotes) {
        if (c === 34) {
          if (i + 1 < n) {
            if (text.charCodeAt(i + 1) === 34) {
              field += '"';
              i += 2;
              continue;
            }
            inQuotes = false;
            i++;
            continue;
          }
          // Quote at the chunk's end: decide with the next chunk.
          carryQuote = true;
          i++;
          continue;
        }
        const next = text.indexOf('"', i);
        const stop = next < 0 ? n : next;
        const piece = text.slice(i, stop);
        for (let k = 0; k < piece.length; k++) if (piece.charCodeAt(k) === 10) rowNum++;
        field += piece;
        i = stop;
        continue;
      }
      if (c === sep) {
        endField();
        i++;
      } else if (c === 10 || c === 13) {
        rowNum++;
        endRow();
        if (c === 13) pendingCR = true;
        i++;
      } else if (c === 34 && field.length === 0 && !quoteSeen) {
        inQuotes = true;
        quoteSeen = true;
        i++;
      } else {
        let j = i + 1;
        while (j < n) {
          const d = text.charCodeAt(j);
          if (d === sep || d === 10 || d === 13) break;
          j++;
        }
        field += text.slice(i, j);
        i = j;
      }
    }
  };

  let carryQuote = false;
  for (let pos = 0; pos < src.size; pos += CHUNK) {
    let text = dec.decode(await src.read(pos, Math.min(CHUNK, src.size - pos)), { stream: true });
    if (pos === 0 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    if (carryQuote) {
      carryQuote = false;
      if (text.charCodeAt(0) === 34) {
        field += '"';
        text = text.slice(1);
      } else {
        inQuotes = false;
      }
    }
    consume(text);
  }
  const rest = dec.decode();
  if (rest) consume(rest);
  if (carryQuote) inQuotes = false;
  if (inQuotes) {
    throw new ReadError('CORRUPT_FILE', 'a quoted field is never closed', {
      ...where,
      row: rowStart,
      column: columnLetter(col),
    });
  }
  if (col > 0 || field.length > 0) endRow();
}

function detectSeparator(sample: string): number {
  const lines = sample.split(/\r?\n/).slice(0, 30);
  const score = (ch: string) => {
    let best = 0;
    for (const line of lines) {
      let inQ = false;
      let n = 0;
      for (const c of line) {
        if (c === '"') inQ = !inQ;
        else if (!inQ && c === ch) n++;
      }
      best = Math.max(best, n);
    }
    return best;
  };
  const candidates: [string, number][] = [
    [',', score(',')],
    [';', score(';')],
    ['\t', score('\t')],
    ['^', score('^')],
    ['|', score('|')],
  ];
  candidates.sort((a, b) => b[1] - a[1]);
  return candidates[0]![1] > 0 ? candidates[0]![0].charCodeAt(0) : 44;
}
