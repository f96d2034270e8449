import { open, type FileHandle } from 'node:fs/promises';
import { Zip, ZipDeflate } from 'fflate';
import { NativeZipDeflate } from './native-zip-file';
import { columnLetter } from '../read/read-error';
import { BufferPool, escapeXml, isSpace, put, putUint, XmlBytes } from './xml-bytes';

export type XlsxWriterOptions = {
  /**
   * Store text in a shared-strings table, as spreadsheet programs do (smaller files, but
   * every distinct string stays in memory until the end). Default: inline strings.
   */
  sharedStrings?: boolean;
};

/** A cell to write: text, a plain number, an amount in minor units, an Excel date serial, or empty. */
export type CellValue = string | number | { minor: number } | { serial: number } | null | undefined;

export const STYLE_AMOUNT = 1;
export const STYLE_TEXT = 2;
export const STYLE_HEADER = 3;
export const STYLE_DATE = 4;
/** A date shown as yyyy-mm-dd whatever the reader's locale. */
export const STYLE_ISO_DATE = 5;
const BATCH_BYTES = 4 << 20;
const FLUSH_BYTES = 4 << 20;

/** True when text starting with this character could be taken for a formula (= + - @ tab CR). */
function formulaStart(c: number): boolean {
  return c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13;
}

const ascii = (s: string) => Uint8Array.from(s, (ch) => ch.charCodeAt(0));
const ROW_OPEN = ascii('<row r="');
const ROW_CLOSE = ascii('</row>');
const STYLE_ATTR = [0, 1, 2, 3, 4, 5].map((k) => ascii(`" s="${k}`));
const VALUE_OPEN = ascii('"><v>');
/** Room for a cell's markup around its value. */
const CELL_MARKUP = 96;
const VALUE_CLOSE = ascii('</v></c>');
const INLINE_OPEN = ascii('" t="inlineStr"><is><t>');
const INLINE_OPEN_SPACE = ascii('" t="inlineStr"><is><t xml:space="preserve">');
const INLINE_CLOSE = ascii('</t></is></c>');

/**
 * Writes an .xlsx sheet by sheet and row by row: each row is appended as UTF-8 XML bytes to
 * a buffer that is deflated into the zip when full, and compressed bytes are flushed to
 * disk in small batches, so memory stays flat whatever the number of rows. Text is always
 * a string cell (never a formula); text that looks like a formula also gets the
 * quote-prefix style so that spreadsheet programs keep it as text when the cell is edited.
 *
 * Rows can be given whole (`row`) or cell by cell (`beginRow`, the `cell*` methods,
 * `endRow`), which lets a caller holding columns write without an array per row.
 */
export class XlsxStreamWriter {
  private readonly pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private zipError: Error | null = null;
  private zipDone = false;
  private readonly sheetNames: string[] = [];
  private sheet: NativeZipDeflate | null = null;
  private readonly streams: NativeZipDeflate[] = [];
  private notify: (() => void) | null = null;
  private readonly pool = new BufferPool(BATCH_BYTES);
  private readonly xml = new XmlBytes(
    BATCH_BYTES,
    (bytes) => this.sheet!.push(bytes, false),
    this.pool,
  );
  private rowNum = 0;
  /** Decimal digits of the current row number, for cell references. */
  private rowDigits = new Uint8Array(0);
  /** `<c r="B` per column. */
  private readonly heads: Uint8Array[] = [];
  /** `" t="s"><v>7</v></c>` per shared-string index. */
  private readonly sharedTails: Uint8Array[] = [];
  private shared: Map<string, number> | null;
  private sharedAll: boolean;
  private sharedCols: readonly boolean[] | null = null;
  private scratch = new Uint16Array(256);

  private constructor(
    private readonly fh: FileHandle,
    private readonly zip: Zip,
    opts: XlsxWriterOptions,
  ) {
    this.shared = opts.sharedStrings ? new Map() : null;
    this.sharedAll = opts.sharedStrings === true;
  }

  static async create(path: string, opts: XlsxWriterOptions = {}): Promise<XlsxStreamWriter> {
    const fh = await open(path, 'w');
    let self: XlsxStreamWriter | null = null;
    const early: Uint8Array[] = [];
    const zip = new Zip((err, data, final) => {
      if (!self) {
        early.push(data);
        return;
      }
      if (err) self.zipError = err;
      self.pending.push(data);
      self.pendingBytes += data.length;
      if (final) self.zipDone = true;
      self.notify?.();
    });
    self = new XlsxStreamWriter(fh, zip, opts);
    for (const d of early) self.pending.push(d);
    return self;
  }

  /**
   * Starts a new sheet; `widths` are column widths in characters. Columns flagged in
   * `sharedColumns` keep their text in the shared-strings table (for repetitive values).
   */
  startSheet(name: string, widths: number[] = [], sharedColumns?: readonly boolean[]): void {
    this.sharedCols = sharedColumns ?? null;
    if (sharedColumns) this.shared ??= new Map();
    if (this.sheet) this.endSheet();
    const safe = sheetName(name, this.sheetNames);
    this.sheetNames.push(safe);
    const file = new NativeZipDeflate(
      `xl/worksheets/sheet${this.sheetNames.length}.xml`,
      1,
      (bytes) => this.pool.release(bytes),
    );
    this.streams.push(file);
    this.zip.add(file);
    this.sheet = file;
    this.rowNum = 0;
    let head =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>';
    if (widths.length > 0) {
      head += '<cols>';
      widths.forEach(
        (w, i) => (head += `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`),
      );
      head += '</cols>';
    }
    this.xml.ascii(head + '<sheetData>');
  }

  /** Appends one row; `header` rows are bold. */
  row(cells: readonly CellValue[], header = false): void {
    this.beginRow();
    for (let i = 0; i < cells.length; i++) {
      const v = cells[i];
      if (v === null || v === undefined || v === '') continue;
      if (typeof v === 'string') this.cellText(i, v, header);
      else if (typeof v === 'number') {
        if (Number.isFinite(v)) this.cellNumber(i, v);
      } else if ('minor' in v) this.cellAmount(i, v.minor);
      else this.cellNumber(i, v.serial, STYLE_DATE);
    }
    this.endRow();
  }

  beginRow(): void {
    const r = ++this.rowNum;
    let d = this.rowDigits;
    if (r < 10 || d.length === 0 || r % 10 === 0) {
      d = this.rowDigits = ascii(String(r));
    } else d[d.length - 1]!++;
    const x = this.xml;
    x.ensure(CELL_MARKUP);
    let p = put(x.buf, x.pos, ROW_OPEN);
    p = put(x.buf, p, d);
    x.buf[p++] = 34;
    x.buf[p++] = 62;
    x.pos = p;
  }

  /**
   * For callers that encode whole rows themselves (see ResultRowEncoder): the byte sink and
   * the number of the row they are about to write.
   */
  rawRow(): { xml: XmlBytes; row: number } {
    return { xml: this.xml, row: ++this.rowNum };
  }

  endRow(): void {
    this.xml.ensure(ROW_CLOSE.length);
    this.xml.pos = put(this.xml.buf, this.xml.pos, ROW_CLOSE);
  }

  /**
   * Reserves room for a cell of `valueBytes` and writes `<c r="B7"` with, when given, the
   * style attribute (its closing quote is left to the caller's next fragment).
   */
  private cellStart(col: number, style: number, valueBytes: number): void {
    const x = this.xml;
    x.ensure(CELL_MARKUP + valueBytes);
    const b = x.buf;
    let p = put(b, x.pos, (this.heads[col] ??= ascii(`<c r="${columnLetter(col)}`)));
    p = put(b, p, this.rowDigits);
    if (style !== 0) p = put(b, p, STYLE_ATTR[style]!);
    x.pos = p;
  }

  /** A number cell (finite numbers only). */
  cellNumber(col: number, v: number, style = 0): void {
    const text = Number.isInteger(v) && v >= 0 && v < 2 ** 53 ? null : String(v);
    this.cellStart(col, style, text === null ? 16 : text.length);
    const x = this.xml;
    const b = x.buf;
    let p = put(b, x.pos, VALUE_OPEN);
    if (text === null) p = putUint(b, p, v);
    else for (let k = 0; k < text.length; k++) b[p++] = text.charCodeAt(k);
    x.pos = put(b, p, VALUE_CLOSE);
  }

  /** An amount in minor units, shown with two decimals. */
  cellAmount(col: number, minor: number): void {
    this.cellStart(col, STYLE_AMOUNT, 0);
    const x = this.xml;
    x.pos = put(x.buf, x.pos, VALUE_OPEN);
    x.minor(minor);
    x.pos = put(x.buf, x.pos, VALUE_CLOSE);
  }

  /** A cell pointing at shared string `index` (from `sharedIndex`). */
  cellShared(col: number, index: number, style = 0): void {
    this.cellStart(col, style, 0);
    const x = this.xml;
    x.pos = put(x.buf, x.pos, (this.sharedTails[index] ??= ascii(`" t="s"><v>${index}</v></c>`)));
  }

  /**
   * Index of `text` in the shared-strings table, added on first use; -1 for text that
   * looks like a formula, which is always written inline with the quote-prefix style.
   */
  sharedIndex(text: string): number {
    if (text.length > 0 && formulaStart(text.charCodeAt(0))) return -1;
    this.shared ??= new Map();
    let k = this.shared.get(text);
    if (k === undefined) this.shared.set(text, (k = this.shared.size));
    return k;
  }

  /** A text cell, shared when its column (or the whole workbook) keeps shared strings. */
  cellText(col: number, text: string, header = false): void {
    if (text === '') return;
    if (this.shared && (this.sharedAll || this.sharedCols?.[col] === true)) {
      const k = this.sharedIndex(text);
      if (k >= 0) {
        this.cellShared(col, k, header ? STYLE_HEADER : 0);
        return;
      }
    }
    const n = text.length;
    if (this.scratch.length < n) this.scratch = new Uint16Array(n * 2);
    for (let i = 0; i < n; i++) this.scratch[i] = text.charCodeAt(i);
    this.cellChars(col, this.scratch, 0, n, header);
  }

  /** An inline text cell from characters src[from, to) (nothing for empty text). */
  cellChars(col: number, src: Uint16Array, from: number, to: number, header = false): void {
    if (from === to) return;
    const style = header ? STYLE_HEADER : formulaStart(src[from]!) ? STYLE_TEXT : 0;
    this.cellStart(col, style, 0);
    const x = this.xml;
    x.pos = put(
      x.buf,
      x.pos,
      isSpace(src[from]!) || isSpace(src[to - 1]!) ? INLINE_OPEN_SPACE : INLINE_OPEN,
    );
    x.textChars(src, from, to);
    x.ensure(INLINE_CLOSE.length);
    x.pos = put(x.buf, x.pos, INLINE_CLOSE);
  }

  /** Lets the caller wait for compressed bytes to reach the disk; call every few thousand rows. */
  async drain(): Promise<void> {
    if (this.sheet) await this.sheet.drain();
    if (this.pendingBytes >= FLUSH_BYTES) await this.flush();
  }

  endSheet(): void {
    if (!this.sheet) return;
    this.xml.ascii('</sheetData></worksheet>');
    this.sheet.push(this.xml.take(), true);
    this.sheet = null;
  }

  async close(): Promise<void> {
    this.endSheet();
    if (this.sheetNames.length === 0) {
      this.startSheet('Sheet1');
      this.endSheet();
    }
    if (this.shared) await this.writeSharedStrings(this.shared);
    this.addText('[Content_Types].xml', contentTypes(this.sheetNames.length, this.shared !== null));
    this.addText('_rels/.rels', ROOT_RELS);
    this.addText('xl/workbook.xml', workbookXml(this.sheetNames));
    this.addText(
      'xl/_rels/workbook.xml.rels',
      workbookRels(this.sheetNames.length, this.shared !== null),
    );
    this.addText('xl/styles.xml', STYLES);
    this.zip.end();
    for (const f of this.streams) {
      await f.finished();
      await this.flush();
    }
    while (!this.zipDone && !this.zipError) {
      await new Promise<void>((resolve) => {
        this.notify = resolve;
        setImmediate(resolve);
      });
      await this.flush();
    }
    this.notify = null;
    await this.flush();
    await this.fh.close();
    if (this.zipError) throw this.zipError;
    if (!this.zipDone) throw new Error('the workbook was not completed');
  }

  /** Shared strings go after the sheets, as spreadsheet programs write them. */
  private async writeSharedStrings(shared: Map<string, number>): Promise<void> {
    const f = new NativeZipDeflate('xl/sharedStrings.xml');
    this.streams.push(f);
    this.zip.add(f);
    const x = new XmlBytes(BATCH_BYTES, (bytes) => f.push(bytes, false));
    x.ascii(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${shared.size}" uniqueCount="${shared.size}">`,
    );
    let n = 0;
    for (const v of shared.keys()) {
      const space =
        v.length > 0 && (isSpace(v.charCodeAt(0)) || isSpace(v.charCodeAt(v.length - 1)));
      x.ascii(space ? '<si><t xml:space="preserve">' : '<si><t>');
      x.text(v);
      x.ascii('</t></si>');
      if (++n % 4096 === 0) {
        await f.drain();
        if (this.pendingBytes >= FLUSH_BYTES) await this.flush();
      }
    }
    x.ascii('</sst>');
    f.push(x.take(), true);
    shared.clear();
  }

  private addText(name: string, text: string): void {
    const f = new ZipDeflate(name, { level: 6 });
    this.zip.add(f);
    f.push(Buffer.from(text), true);
  }

  private async flush(): Promise<void> {
    while (this.pending.length > 0) {
      const parts = this.pending.splice(0, this.pending.length);
      this.pendingBytes = 0;
      await this.fh.writev(parts);
    }
    if (this.zipError) throw this.zipError;
  }
}

function sheetName(name: string, taken: string[]): string {
  const base = name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet';
  let n = base;
  for (let k = 2; taken.includes(n); k++) n = `${base.slice(0, 28)} ${k}`;
  return n;
}

function contentTypes(sheets: number, shared: boolean): string {
  let s =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>';
  for (let i = 1; i <= sheets; i++) {
    s += `<Override PartName="/xl/worksheets/sheet${i}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`;
  }
  if (shared) {
    s +=
      '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>';
  }
  return s + '</Types>';
}

const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>';

function workbookXml(names: string[]): string {
  let s =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>';
  names.forEach(
    (n, i) => (s += `<sheet name="${escapeXml(n)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`),
  );
  return s + '</sheets></workbook>';
}

function workbookRels(sheets: number, shared: boolean): string {
  let s =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">';
  for (let i = 1; i <= sheets; i++) {
    s += `<Relationship Id="rId${i}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i}.xml"/>`;
  }
  s += `<Relationship Id="rId${sheets + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>`;
  if (shared) {
    s += `<Relationship Id="rId${sheets + 2}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>`;
  }
  return s + '</Relationships>';
}

const STYLES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="6"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" quotePrefix="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';
