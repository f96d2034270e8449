import { ReadError, columnLetter, type ReadErrorLocation } from '../read-error';
import type { ReadLimits } from '../read.types';
import type { RowSink } from '../row-sink';
import { ClosedPieces, MAX_CARRY } from '../xml/closed-pieces';
import { TextRuns } from '../xml/text-runs';
import { decodeXmlText, endsName } from '../xml/xml-text';

/**
 * Streaming parser for worksheet XML, the reader's hot path. It is fed decoded text in
 * chunks, keeps back only the unfinished row, and walks each complete row with indexOf
 * instead of building an element or attribute object per cell. Numeric cells are handed on
 * as their literal text, so the amount parser works on the decimal digits Excel wrote.
 * DOCTYPE and ENTITY declarations are refused; only the predefined entities are decoded.
 */
export class SheetXmlScanner {
  /** Text before the data section, kept until the prolog can be checked. */
  private prolog = '';
  private prologChecked = false;
  private readonly pieces: ClosedPieces;
  private rowOpen = '<row';
  private rowClose = '</row>';
  private cOpen = '<c';
  private cClose = '</c>';
  private vOpen = '<v>';
  private vClose = '</v>';
  /** Next known position of <v> in the current text, so that no search rescans it (-2: not searched yet). */
  private aheadV = -2;
  private readonly runs: TextRuns;
  private readonly cells: string[] = [];
  private readonly numeric: Uint8Array;
  private width = 0;
  private lastRow = 0;
  private rows = 0;

  constructor(
    private readonly sink: RowSink,
    private readonly sst: string[],
    private readonly limits: ReadLimits,
    private readonly where: ReadErrorLocation,
  ) {
    this.numeric = new Uint8Array(limits.maxColumns);
    this.runs = new TextRuns(where);
    this.pieces = new ClosedPieces(
      this.rowClose,
      (s, end) => this.rowsIn(s, end),
      () => this.fail('CORRUPT_FILE', 'the worksheet contains a single row larger than 32 MB'),
    );
  }

  write(chunk: string): void {
    if (!this.prologChecked) {
      const s = this.prolog + chunk;
      const sd = s.indexOf('sheetData');
      if (sd < 0) {
        this.prolog = s;
        if (s.length > MAX_CARRY) this.fail('CORRUPT_FILE', 'the worksheet has no data section');
        return;
      }
      this.checkProlog(s.slice(0, sd));
      this.prolog = '';
      chunk = s;
    }
    this.pieces.write(chunk);
  }

  end(): void {
    this.pieces.end();
  }

  private checkProlog(head: string): void {
    this.prologChecked = true;
    if (/<!DOCTYPE|<!ENTITY/i.test(head)) {
      this.fail(
        'UNSAFE_XML',
        'the workbook contains an XML DOCTYPE or ENTITY declaration, which is not allowed',
      );
    }
    const m = /<([A-Za-z_][\w.-]*:)?worksheet[\s>]/.exec(head);
    if (m?.[1]) {
      const p = m[1];
      this.rowOpen = `<${p}row`;
      this.rowClose = `</${p}row>`;
      this.pieces.setClose(this.rowClose);
      this.cOpen = `<${p}c`;
      this.cClose = `</${p}c>`;
      this.vOpen = `<${p}v>`;
      this.vClose = `</${p}v>`;
      this.runs.setPrefix(p);
    }
  }

  private fail(
    code: 'CORRUPT_FILE' | 'UNSAFE_XML',
    detail: string,
    row?: number,
    col?: number,
  ): never {
    throw new ReadError(code, detail, {
      ...this.where,
      row,
      column: col === undefined ? undefined : columnLetter(col),
    });
  }

  // indexOf for searches that only move forward through `s` between calls to rowsIn.
  private nextV(s: string, from: number): number {
    const known = this.aheadV;
    if (known !== -2 && (known === -1 || known >= from)) return known;
    return (this.aheadV = s.indexOf(this.vOpen, from));
  }

  private rowsIn(s: string, end: number): void {
    this.aheadV = -2;
    this.runs.reset();
    const { cells, numeric, limits } = this;
    const rowOpen = this.rowOpen;
    const rowClose = this.rowClose;
    const cOpen = this.cOpen;
    const cClose = this.cClose;
    let i = 0;
    for (;;) {
      const ro = s.indexOf(rowOpen, i);
      if (ro < 0 || ro >= end) return;
      const after = s.charCodeAt(ro + rowOpen.length);
      if (!endsName(after)) {
        i = ro + 1;
        continue;
      }
      const gt = s.indexOf('>', ro);
      if (gt < 0 || gt >= end) return;
      const rAttr = findAttr(s, ro + rowOpen.length, gt, 'r');
      const rowNum = rAttr >= 0 ? readInt(s, rAttr) : this.lastRow + 1;
      this.lastRow = rowNum;
      if (++this.rows > limits.maxRows) {
        throw new ReadError(
          'TOO_MANY_ROWS',
          `the sheet has more than ${limits.maxRows} rows`,
          { ...this.where, row: rowNum },
          { code: 'tooManyRows', params: { limit: limits.maxRows } },
        );
      }
      for (let k = 0; k < this.width; k++) {
        cells[k] = '';
        numeric[k] = 0;
      }
      this.width = 0;
      if (s.charCodeAt(gt - 1) === 47) {
        this.sink.row(rowNum, cells, numeric, 0);
        i = gt + 1;
        continue;
      }
      let rowEnd = s.indexOf(rowClose, gt);
      if (rowEnd < 0 || rowEnd > end) rowEnd = end;
      let j = gt + 1;
      let col = -1;
      for (;;) {
        const co = s.indexOf(cOpen, j);
        if (co < 0 || co >= rowEnd) break;
        const ca = s.charCodeAt(co + cOpen.length);
        if (!endsName(ca)) {
          j = co + 1;
          continue;
        }
        const cgt = s.indexOf('>', co);
        const refAt = findAttr(s, co + cOpen.length, cgt, 'r');
        col = refAt >= 0 ? readColumn(s, refAt) : col + 1;
        if (col >= limits.maxColumns) {
          throw new ReadError(
            'TOO_MANY_COLUMNS',
            `the sheet uses more than ${limits.maxColumns} columns`,
            {
              ...this.where,
              row: rowNum,
              column: columnLetter(col),
            },
            { code: 'tooManyColumns', params: { limit: limits.maxColumns } },
          );
        }
        if (s.charCodeAt(cgt - 1) === 47) {
          j = cgt + 1;
          continue;
        }
        let cend = s.indexOf(cClose, cgt);
        if (cend < 0 || cend > rowEnd) cend = rowEnd;
        const tAt = findAttr(s, co + cOpen.length, cgt, 't');
        // Types: n (default), s shared string, str formula text, inlineStr, b boolean, e error, d ISO date.
        const t0 = tAt >= 0 ? s.charCodeAt(tAt) : 110;
        const t1 = tAt >= 0 ? s.charCodeAt(tAt + 1) : 34;
        let value = '';
        let isNum = 0;
        if (t0 === 105) {
          value = this.runs.read(s, cgt + 1, cend);
        } else {
          const vo = this.nextV(s, cgt);
          if (vo >= 0 && vo < cend) {
            const vs = vo + this.vOpen.length;
            if (t0 === 115 && t1 === 34) {
              // Shared string: the index is read in place, no text is cut out.
              value = this.sst[sharedIndex(s, vs)] ?? '';
            } else {
              const ve = s.indexOf(this.vClose, vs);
              const raw = s.slice(vs, ve < 0 || ve > cend ? cend : ve);
              if (t0 === 110 && t1 === 34) {
                value = raw;
                isNum = raw.length > 0 ? 1 : 0;
              } else if (t0 === 115 || t0 === 100) {
                value = decodeXmlText(raw);
              } else if (t0 === 98) {
                value = raw === '1' ? 'TRUE' : 'FALSE';
              }
            }
          }
        }
        if (col >= this.width) {
          for (let k = this.width; k < col; k++) {
            cells[k] = '';
            numeric[k] = 0;
          }
          this.width = col + 1;
        }
        cells[col] = value;
        numeric[col] = isNum;
        j = cend + cClose.length;
      }
      this.sink.row(rowNum, cells, numeric, this.width);
      i = rowEnd + rowClose.length;
    }
  }
}

/** Index of the first character of attribute `name`'s value within [from, to), or -1. */
function findAttr(s: string, from: number, to: number, name: string): number {
  const n = name.length;
  let k = from;
  for (;;) {
    k = s.indexOf(name, k);
    if (k < 0 || k >= to) return -1;
    const before = s.charCodeAt(k - 1);
    if (
      (before === 32 || before === 9 || before === 10 || before === 13) &&
      s.charCodeAt(k + n) === 61
    ) {
      return k + n + 2;
    }
    k += n;
  }
}

/** The shared-string index at `at` (as `+text` would read it: surrounding spaces allowed); -1 when malformed. */
function sharedIndex(s: string, at: number): number {
  let k = at;
  while (s.charCodeAt(k) === 32) k++;
  let n = 0;
  let digits = 0;
  for (; ; k++) {
    const c = s.charCodeAt(k);
    if (c < 48 || c > 57) break;
    n = n * 10 + (c - 48);
    digits++;
  }
  while (s.charCodeAt(k) === 32) k++;
  return digits > 0 && digits < 10 && s.charCodeAt(k) === 60 ? n : -1;
}

function readInt(s: string, at: number): number {
  let n = 0;
  for (let k = at; ; k++) {
    const c = s.charCodeAt(k);
    if (c < 48 || c > 57) return n;
    n = n * 10 + (c - 48);
  }
}

function readColumn(s: string, at: number): number {
  let n = 0;
  for (let k = at; ; k++) {
    const c = s.charCodeAt(k);
    if (c < 65 || c > 90) return n - 1;
    n = n * 26 + (c - 64);
  }
}
