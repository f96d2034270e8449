import { open, type FileHandle } from 'node:fs/promises';
import { Zip, ZipDeflate } from 'fflate';
import { NativeZipDeflate } from './native-zip-file';
import { columnLetter } from '../read/read-error';

export type XlsxWriterOptions = {
  /**
   * Store text in a shared-strings table, as spreadsheet programs do (smaller files, but
   * every distinct string stays in memory until the end). Default: inline strings.
   */
  sharedStrings?: boolean;
};

/** A cell to write: text, a plain number, an amount in minor units, an Excel date serial, or empty. */
export type CellValue = string | number | { minor: number } | { serial: number } | null | undefined;

const STYLE_AMOUNT = 1;
const STYLE_TEXT = 2;
const STYLE_HEADER = 3;
const STYLE_DATE = 4;
const BATCH_CHARS = 1 << 20;
const FLUSH_BYTES = 4 << 20;
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Writes an .xlsx sheet by sheet and row by row: each row becomes XML text that is deflated
 * into the zip as it goes, and compressed bytes are flushed to disk in small batches, so
 * memory stays flat whatever the number of rows. Text is always an inline string (never a
 * formula); text that looks like a formula also gets the quote-prefix style so that
 * spreadsheet programs keep it as text when the cell is edited.
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
  private batch = '';
  private rowNum = 0;
  private letters: string[] = [];
  private shared: Map<string, number> | null;
  private sharedAll: boolean;
  private sharedCols: readonly boolean[] | null = null;

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
    const file = new NativeZipDeflate(`xl/worksheets/sheet${this.sheetNames.length}.xml`);
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
    this.batch = head + '<sheetData>';
  }

  /** Appends one row; `header` rows are bold. */
  row(cells: readonly CellValue[], header = false): void {
    const r = ++this.rowNum;
    let xml = `<row r="${r}">`;
    for (let i = 0; i < cells.length; i++) {
      const v = cells[i];
      if (v === null || v === undefined || v === '') continue;
      const ref = (this.letters[i] ??= columnLetter(i)) + r;
      if (typeof v === 'string') {
        const style = header ? STYLE_HEADER : FORMULA_START.test(v) ? STYLE_TEXT : 0;
        const space = /^\s|\s$/.test(v) ? ' xml:space="preserve"' : '';
        if (
          this.shared &&
          style !== STYLE_TEXT &&
          (this.sharedAll || this.sharedCols?.[i] === true)
        ) {
          let k = this.shared.get(v);
          if (k === undefined) this.shared.set(v, (k = this.shared.size));
          xml += `<c r="${ref}"${style ? ` s="${style}"` : ''} t="s"><v>${k}</v></c>`;
          continue;
        }
        xml += `<c r="${ref}"${style ? ` s="${style}"` : ''} t="inlineStr"><is><t${space}>${escapeXml(v)}</t></is></c>`;
      } else if (typeof v === 'number') {
        if (Number.isFinite(v)) xml += `<c r="${ref}"><v>${v}</v></c>`;
      } else if ('minor' in v) {
        xml += `<c r="${ref}" s="${STYLE_AMOUNT}"><v>${minorToDecimal(v.minor)}</v></c>`;
      } else {
        xml += `<c r="${ref}" s="${STYLE_DATE}"><v>${v.serial}</v></c>`;
      }
    }
    this.batch += xml + '</row>';
    if (this.batch.length >= BATCH_CHARS) this.pushBatch(false);
  }

  /** Lets the caller wait for compressed bytes to reach the disk; call every few thousand rows. */
  async drain(): Promise<void> {
    if (this.sheet) await this.sheet.drain();
    if (this.pendingBytes >= FLUSH_BYTES) await this.flush();
  }

  endSheet(): void {
    if (!this.sheet) return;
    this.batch += '</sheetData></worksheet>';
    this.pushBatch(true);
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
    let xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${shared.size}" uniqueCount="${shared.size}">`;
    for (const v of shared.keys()) {
      const space = /^\s|\s$/.test(v) ? ' xml:space="preserve"' : '';
      xml += `<si><t${space}>${escapeXml(v)}</t></si>`;
      if (xml.length >= BATCH_CHARS) {
        f.push(Buffer.from(xml), false);
        xml = '';
        await f.drain();
        if (this.pendingBytes >= FLUSH_BYTES) await this.flush();
      }
    }
    f.push(Buffer.from(xml + '</sst>'), true);
    shared.clear();
  }

  private pushBatch(final: boolean): void {
    this.sheet!.push(Buffer.from(this.batch), final);
    this.batch = '';
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

// eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
const XML_ESCAPE = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\r]/;

export function escapeXml(s: string): string {
  if (!XML_ESCAPE.test(s)) return s;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 38) out += '&amp;';
    else if (c === 60) out += '&lt;';
    else if (c === 62) out += '&gt;';
    else if (c === 34) out += '&quot;';
    else if (c === 13) out += '&#13;';
    else if (c < 32 && c !== 9 && c !== 10)
      out += `_x${c.toString(16).padStart(4, '0').toUpperCase()}_`;
    else out += s[i];
  }
  return out;
}

export function minorToDecimal(minor: number): string {
  const neg = minor < 0;
  const abs = Math.abs(minor);
  const cents = abs % 100;
  return `${neg ? '-' : ''}${(abs - cents) / 100}.${cents < 10 ? '0' : ''}${cents}`;
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
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" quotePrefix="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';
