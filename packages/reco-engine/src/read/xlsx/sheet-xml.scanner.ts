import { ReadError, columnLetter, type ReadErrorLocation } from '../read-error';
import type { ReadLimits } from '../read.types';
import type { RowSink } from '../row-sink';
import { decodeXmlText } from '../xml/xml-scanner';

const MAX_CARRY = 32 * 1024 * 1024;

/**
 * Streaming parser for worksheet XML, the reader's hot path. It is fed decoded text in
 * chunks, keeps back only the unfinished row, and walks each complete row with indexOf
 * instead of building an element or attribute object per cell. Numeric cells are handed on
 * as their literal text, so the amount parser works on the decimal digits Excel wrote.
 * DOCTYPE and ENTITY declarations are refused; only the predefined entities are decoded.
 */
export class SheetXmlScanner {
  private carry = '';
  private prologChecked = false;
  private prefix = '';
  private rowOpen = '<row';
  private rowClose = '</row>';
  private cOpen = '<c';
  private cClose = '</c>';
  private vOpen = '<v>';
  private vClose = '</v>';
  private tOpen = '<t';
  private tClose = '</t>';
  private rphOpen = '<rPh';
  /** Next known positions of needles in the current text, so that no search rescans it. */
  private readonly ahead = new Map<string, number>();
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
  }

  write(chunk: string): void {
    const s = this.carry.length > 0 ? this.carry + chunk : chunk;
    if (!this.prologChecked) {
      const sd = s.indexOf('sheetData');
      if (sd < 0) {
        this.carry = s;
        if (s.length > MAX_CARRY) this.fail('CORRUPT_FILE', 'the worksheet has no data section');
        return;
      }
      this.checkProlog(s.slice(0, sd));
    }
    const end = s.lastIndexOf(this.rowClose);
    const cut = end < 0 ? -1 : end + this.rowClose.length;
    if (cut < 0) {
      this.carry = s;
      if (s.length > MAX_CARRY)
        this.fail('CORRUPT_FILE', 'the worksheet contains a single row larger than 32 MB');
      return;
    }
    this.rowsIn(s, cut);
    this.carry = s.slice(cut);
  }

  end(): void {
    if (this.carry.length > 0) this.rowsIn(this.carry, this.carry.length);
    this.carry = '';
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
      this.prefix = p;
      this.rowOpen = `<${p}row`;
      this.rowClose = `</${p}row>`;
      this.cOpen = `<${p}c`;
      this.cClose = `</${p}c>`;
      this.vOpen = `<${p}v>`;
      this.vClose = `</${p}v>`;
      this.tOpen = `<${p}t`;
      this.tClose = `</${p}t>`;
      this.rphOpen = `<${p}rPh`;
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

  /** indexOf for a search that only moves forward through `s` between calls to rowsIn. */
  private next(s: string, needle: string, from: number): number {
    const known = this.ahead.get(needle);
    if (known !== undefined && (known === -1 || known >= from)) return known;
    const at = s.indexOf(needle, from);
    this.ahead.set(needle, at);
    return at;
  }

  private rowsIn(s: string, end: number): void {
    this.ahead.clear();
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
      if (
        after !== 32 &&
        after !== 62 &&
        after !== 47 &&
        after !== 9 &&
        after !== 10 &&
        after !== 13
      ) {
        i = ro + 1;
        continue;
      }
      const gt = s.indexOf('>', ro);
      if (gt < 0 || gt >= end) return;
      const rAttr = findAttr(s, ro + rowOpen.length, gt, 'r');
      const rowNum = rAttr >= 0 ? readInt(s, rAttr) : this.lastRow + 1;
      this.lastRow = rowNum;
      if (++this.rows > limits.maxRows) {
        throw new ReadError('TOO_MANY_ROWS', `the sheet has more than ${limits.maxRows} rows`, {
          ...this.where,
          row: rowNum,
        });
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
        if (ca !== 32 && ca !== 62 && ca !== 47) {
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
          value = this.inlineText(s, cgt + 1, cend);
        } else {
          const vo = this.next(s, this.vOpen, cgt);
          if (vo >= 0 && vo < cend) {
            const vs = vo + this.vOpen.length;
            const ve = s.indexOf(this.vClose, vs);
            const raw = s.slice(vs, ve < 0 || ve > cend ? cend : ve);
            if (t0 === 110 && t1 === 34) {
              value = raw;
              isNum = raw.length > 0 ? 1 : 0;
            } else if (t0 === 115 && t1 === 34) {
              value = this.sst[+raw] ?? '';
            } else if (t0 === 115 || t0 === 100) {
              value = decodeXmlText(raw);
            } else if (t0 === 98) {
              value = raw === '1' ? 'TRUE' : 'FALSE';
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

  /** Text of an inline string: every <t> run, leaving out phonetic runs. */
  private inlineText(s: string, from: number, to: number): string {
    let out = '';
    let k = from;
    // Phonetic runs (<rPh>) carry readings, not the text: skip them.
    let ph = this.next(s, this.rphOpen, from);
    if (ph >= to) ph = -1;
    const phClose = `</${this.prefix}rPh>`;
    for (;;) {
      const t = this.next(s, this.tOpen, k);
      if (t < 0 || t >= to) return out;
      if (ph >= 0 && t > ph) {
        const pe = s.indexOf(phClose, ph);
        if (pe < 0 || pe >= to) return out;
        if (t < pe) {
          k = pe + phClose.length;
          ph = this.next(s, this.rphOpen, k);
          if (ph >= to) ph = -1;
          continue;
        }
      }
      const c = s.charCodeAt(t + this.tOpen.length);
      if (c !== 62 && c !== 32) {
        k = t + 1;
        continue;
      }
      const gt = s.indexOf('>', t);
      const te = s.indexOf(this.tClose, gt);
      if (te < 0 || te > to) return out;
      if (s.charCodeAt(gt - 1) !== 47) out += decodeXmlText(stripCdata(s.slice(gt + 1, te)));
      k = te + this.tClose.length;
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

function stripCdata(s: string): string {
  return s.startsWith('<![CDATA[')
    ? s.slice(9, s.endsWith(']]>') ? -3 : undefined).replace(/&/g, '&amp;')
    : s;
}
