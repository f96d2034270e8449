import { categoryCode, LedgerColumnsBuilder } from '../../columns/ledger-columns';
import { NO_DAY } from '../../normalise/date';
import type { GstFields, LedgerSide, ReconciliationKind, TdsFields } from '../../types';
import { parseAmountMinor } from '../amount';
import { parseDateDay, parseDateIso, serialToDay } from '../date';
import { ReadError, columnLetter, type ReadErrorLocation } from '../read-error';
import type {
  ColumnMapping,
  DetectedMapping,
  LedgerField,
  MappedColumn,
  ReadTableResult,
} from '../read.types';
import type { RowSink } from '../row-sink';
import { CategoryCache } from './category';
import { fieldForHeader, fieldsForKind, normaliseHeader } from './header-names';

/** Rows looked at to find the header and to recognise columns by content. */
const SCAN_ROWS = 60;
const HEADER_ROWS = 40;

const GSTIN_RE = /^\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z]$/;
const PAN_RE = /^[A-Z]{5}\d{4}[A-Z]$/;
const TAN_RE = /^[A-Z]{4}\d{5}[A-Z]$/;
const DOCNO_RE = /^(?=.*\d)[A-Za-z0-9][A-Za-z0-9/\-_. #]{0,40}$/;
const SUMMARY_LINE =
  /^(closing\s*balance|total|grand\s*total|sub\s*-?\s*total|net\s*total|balance\s*c\/?[fd]|carried\s*(forward|over))\b/i;
const CLOSING_LINE = /^(closing\s*balance|balance\s*c\/?[fd]|carried\s*(forward|over))\b/i;

type BufferedRow = { row: number; cells: string[]; numeric: Uint8Array };

export type LedgerTableOptions = {
  side: LedgerSide;
  kind: ReconciliationKind;
  mapping?: ColumnMapping;
  fileName: string;
  sheet: string;
  date1904: boolean;
  /** Rows the sheet may hold, from its size: the columns start this large instead of growing. */
  expectedRows?: number;
};

/** Turns raw sheet rows into ledger columns: finds the header, maps columns, parses values. */
export class LedgerTableBuilder implements RowSink {
  private buffered: BufferedRow[] | null = [];
  private headerRow = 0;
  private mapping: DetectedMapping = {};
  private readonly out: LedgerColumnsBuilder;
  private readonly sheetIndex: number;
  private readonly categories = new CategoryCache();
  private readonly opening = categoryCode('opening_balance');
  private readonly other = categoryCode('other');
  private readonly warnings: string[] = [];
  private closingBalance: number | null = null;
  private lastBalance: number | null = null;
  private skippedSummary = 0;
  private col: Partial<Record<LedgerField, number>> = {};
  private readonly sign: number;

  constructor(private readonly opts: LedgerTableOptions) {
    this.sign = opts.side === 'counterparty' && opts.kind === 'ledger' ? -1 : 1;
    this.out = new LedgerColumnsBuilder(opts.side, opts.expectedRows ?? 4096, true);
    this.sheetIndex = this.out.sheetIndex(opts.sheet);
  }

  row(rowNumber: number, cells: string[], numeric: Uint8Array, width: number): void {
    if (this.buffered) {
      this.buffered.push({
        row: rowNumber,
        cells: cells.slice(0, width),
        numeric: numeric.slice(0, width),
      });
      const need = this.opts.mapping?.headerRow
        ? this.opts.mapping.headerRow + SCAN_ROWS - HEADER_ROWS
        : SCAN_ROWS;
      if (this.buffered.length >= need) this.resolve();
      return;
    }
    this.addRow(rowNumber, cells, numeric, width);
  }

  finish(): ReadTableResult {
    if (this.buffered) this.resolve();
    if (this.skippedSummary > 0)
      this.warnings.push(
        `${this.skippedSummary} total or closing-balance line(s) were not read as entries`,
      );
    return {
      table: this.out.finish(),
      mapping: this.mapping,
      sheet: this.opts.sheet,
      headerRow: this.headerRow,
      warnings: this.warnings,
      closingBalanceMinor: this.closingBalance ?? this.lastBalance,
      format: 'xlsx',
    };
  }

  private where(row?: number, col?: number): ReadErrorLocation {
    return {
      file: this.opts.fileName,
      sheet: this.opts.sheet || undefined,
      row,
      column: col === undefined ? undefined : columnLetter(col),
    };
  }

  private resolve(): void {
    const rows = this.buffered ?? [];
    this.buffered = null;
    const header = this.findHeader(rows);
    this.headerRow = header.row;
    const sample = rows.filter((r) => r.row > header.row);
    this.mapping = this.detectMapping(header, sample);
    for (const [f, m] of Object.entries(this.mapping) as [LedgerField, MappedColumn][])
      this.col[f] = m.column;
    const c = this.col;
    const hasAmount =
      c.debit !== undefined ||
      c.credit !== undefined ||
      c.amount !== undefined ||
      c.taxableValue !== undefined;
    if (!hasAmount) {
      throw new ReadError(
        'MISSING_COLUMN',
        'no amount column was found (looked for Debit, Credit or Amount); choose the columns by hand',
        this.where(header.row),
      );
    }
    for (const r of sample) this.addRow(r.row, r.cells, r.numeric, r.cells.length);
  }

  private findHeader(rows: BufferedRow[]): BufferedRow {
    const pinned = this.opts.mapping?.headerRow;
    if (pinned) {
      const r = rows.find((x) => x.row === pinned);
      if (!r)
        throw new ReadError(
          'NO_HEADER_ROW',
          `row ${pinned}, chosen as the header, is empty or missing`,
          this.where(pinned),
        );
      return r;
    }
    let best: BufferedRow | null = null;
    let bestScore = 1;
    for (const r of rows.slice(0, HEADER_ROWS)) {
      const seen = new Set<LedgerField>();
      for (const cell of r.cells) {
        const f = cell ? fieldForHeader(cell, this.opts.kind) : null;
        if (f) seen.add(f);
      }
      const amounts =
        seen.has('debit') || seen.has('credit') || seen.has('amount') || seen.has('taxableValue');
      const score = seen.size + (amounts ? 1 : 0);
      if (score > bestScore && (amounts || seen.has('date') || seen.has('docNo'))) {
        best = r;
        bestScore = score;
      }
    }
    if (!best) {
      throw new ReadError(
        'NO_HEADER_ROW',
        `no header row was found in the first ${HEADER_ROWS} rows (expected headings such as Date, Voucher No, Debit, Credit)`,
        this.where(),
      );
    }
    return best;
  }

  private detectMapping(header: BufferedRow, sample: BufferedRow[]): DetectedMapping {
    const kind = this.opts.kind;
    const out: DetectedMapping = {};
    const used = new Set<number>();
    const user = this.opts.mapping ?? {};
    const headerText = (i: number) => (header.cells[i] ?? '').trim();
    const set = (f: LedgerField, i: number, by: MappedColumn['by']) => {
      out[f] = { column: i, letter: columnLetter(i), header: headerText(i), by };
      used.add(i);
    };
    for (const f of fieldsForKind(kind)) {
      const want = user[f];
      if (want === undefined) continue;
      let i: number;
      if (typeof want === 'number') i = want;
      else {
        const n = normaliseHeader(want);
        i = header.cells.findIndex((h) => normaliseHeader(h ?? '') === n);
        if (i < 0 && /^[A-Z]{1,3}$/.test(want)) i = letterIndex(want);
      }
      if (i < 0) {
        throw new ReadError(
          'MISSING_COLUMN',
          `the chosen column "${String(want)}" for ${f} is not in the header row`,
          this.where(header.row),
        );
      }
      set(f, i, 'user');
    }
    header.cells.forEach((h, i) => {
      if (used.has(i) || !h) return;
      const f = fieldForHeader(h, kind);
      if (f && !out[f]) set(f, i, 'name');
    });
    const width = Math.max(header.cells.length, ...sample.map((r) => r.cells.length));
    const share = (i: number, test: (v: string, numeric: boolean) => boolean) => {
      let n = 0;
      let ok = 0;
      for (const r of sample) {
        const v = (r.cells[i] ?? '').trim();
        if (!v) continue;
        n++;
        if (test(v, r.numeric[i] === 1)) ok++;
      }
      return n >= 2 ? ok / n : 0;
    };
    const byContent = (f: LedgerField, test: (v: string, numeric: boolean) => boolean) => {
      if (out[f] || !fieldsForKind(kind).includes(f)) return;
      for (let i = 0; i < width; i++) {
        if (!used.has(i) && share(i, test) >= 0.8) {
          set(f, i, 'content');
          return;
        }
      }
    };
    byContent('date', (v, num) => !num && typeof parseDateIso(v, this.opts.date1904) === 'string');
    byContent('supplierGstin', (v) => GSTIN_RE.test(v.toUpperCase()));
    byContent('deductorTan', (v) => TAN_RE.test(v.toUpperCase()));
    byContent('deductorPan', (v) => PAN_RE.test(v.toUpperCase()));
    if (!out.debit && !out.credit && !out.amount) {
      byContent('amount', (v) => {
        const a = parseAmountMinor(v);
        return a !== null && !Number.isNaN(a);
      });
    }
    byContent(
      'docNo',
      (v, num) => !num && DOCNO_RE.test(v) && Number.isNaN(parseAmountMinor(v) ?? Number.NaN),
    );
    return out;
  }

  private addRow(rowNumber: number, cells: string[], numeric: Uint8Array, width: number): void {
    if (rowNumber <= this.headerRow) return;
    let empty = true;
    for (let i = 0; i < width; i++) {
      if (cells[i] !== '' && cells[i] !== undefined) {
        empty = false;
        break;
      }
    }
    if (empty) return;
    const c = this.col;
    const docNo = cellText(cells, width, c.docNo);
    const docType = cellText(cells, width, c.docType);
    const narration = cellText(cells, width, c.narration);
    const dateText = cellText(cells, width, c.date);
    const lead = narration || docType || docNo || dateText;
    if (SUMMARY_LINE.test(lead) || SUMMARY_LINE.test(dateText)) {
      if (CLOSING_LINE.test(lead) || CLOSING_LINE.test(dateText)) {
        const v = this.rowAmount(rowNumber, cells, width, true);
        if (v !== null) this.closingBalance = v;
      }
      this.skippedSummary++;
      return;
    }
    const amount = this.rowAmount(rowNumber, cells, width, docNo === '' && dateText === '');
    if (amount === null) return;
    let day = NO_DAY;
    if (c.date !== undefined && dateText !== '') {
      const d =
        numeric[c.date] === 1
          ? serialToDay(Number(dateText), this.opts.date1904)
          : parseDateDay(dateText, this.opts.date1904);
      if (d === undefined || d === null) {
        throw new ReadError(
          'BAD_VALUE',
          `"${clip(dateText)}" is not a date (expected dd/mm/yyyy, dd-mmm-yy or yyyy-mm-dd)`,
          this.where(rowNumber, c.date),
        );
      }
      day = d;
    }
    let balance = Number.NaN;
    if (c.balance !== undefined) {
      const b = parseAmountMinor(cellText(cells, width, c.balance));
      if (b !== null && !Number.isNaN(b)) {
        balance = b === 0 ? 0 : b * this.sign;
        this.lastBalance = balance;
      }
    }
    let category = this.categories.code(docType, narration, docNo);
    if (category === this.other && !docNo && /opening/i.test(lead)) category = this.opening;
    this.out.push(
      this.sheetIndex,
      rowNumber,
      day,
      amount,
      balance,
      category,
      docNo,
      docType,
      narration,
    );
    if (this.opts.kind === 'gst') this.out.setGst(this.gstFields(rowNumber, cells, width));
    if (this.opts.kind === 'tds') this.out.setTds(this.tdsFields(cells, width));
  }

  /** Signed amount of a row from the books' point of view; null when the row has no amount. */
  private rowAmount(
    rowNumber: number,
    cells: string[],
    width: number,
    lenient: boolean,
  ): number | null {
    const c = this.col;
    let v: number | null = null;
    if (c.debit !== undefined || c.credit !== undefined) {
      const d = this.amountAt(rowNumber, cells, width, c.debit, lenient);
      const cr = this.amountAt(rowNumber, cells, width, c.credit, lenient);
      if (d === null && cr === null) {
        if (c.amount === undefined) return null;
      } else v = (d ?? 0) - (cr ?? 0);
    }
    if (v === null && c.amount !== undefined)
      v = this.amountAt(rowNumber, cells, width, c.amount, lenient);
    if (v === null && this.opts.kind === 'gst' && c.taxableValue !== undefined) {
      const read = (i: number | undefined) => this.amountAt(rowNumber, cells, width, i, lenient);
      const parts = [c.taxableValue, c.igst, c.cgst, c.sgst, c.cess].map((i) => read(i) ?? 0);
      if (read(c.taxableValue) === null) return null;
      v = parts.reduce((a, b) => a + b, 0);
    }
    if (v === null) return null;
    return v === 0 ? 0 : v * this.sign;
  }

  private amountAt(
    rowNumber: number,
    cells: string[],
    width: number,
    i: number | undefined,
    lenient: boolean,
  ): number | null {
    if (i === undefined || i >= width) return null;
    const v = parseAmountMinor(cells[i] ?? '');
    if (v !== null && Number.isNaN(v)) {
      if (lenient) return null;
      throw new ReadError(
        'BAD_VALUE',
        `"${clip(cells[i] ?? '')}" is not an amount`,
        this.where(rowNumber, i),
      );
    }
    return v;
  }

  private gstFields(rowNumber: number, cells: string[], width: number): GstFields {
    const c = this.col;
    const text = (i: number | undefined) =>
      i === undefined || i >= width ? '' : (cells[i] ?? '').trim();
    const money = (i: number | undefined) => {
      const v = parseAmountMinor(text(i));
      if (v !== null && Number.isNaN(v))
        throw new ReadError(
          'BAD_VALUE',
          `"${clip(text(i))}" is not an amount`,
          this.where(rowNumber, i),
        );
      return v ?? 0;
    };
    return {
      supplierGstin: text(c.supplierGstin).toUpperCase(),
      placeOfSupply: text(c.placeOfSupply),
      reverseCharge: /^(y|yes|true|1)$/i.test(text(c.reverseCharge)),
      taxableMinor: money(c.taxableValue),
      igstMinor: money(c.igst),
      cgstMinor: money(c.cgst),
      sgstMinor: money(c.sgst),
      cessMinor: money(c.cess),
    };
  }

  private tdsFields(cells: string[], width: number): TdsFields {
    const c = this.col;
    const text = (i: number | undefined) =>
      i === undefined || i >= width ? '' : (cells[i] ?? '').trim();
    return {
      deductorTan: text(c.deductorTan).toUpperCase(),
      deductorPan: text(c.deductorPan).toUpperCase(),
      section: text(c.section).toUpperCase(),
      quarter: text(c.quarter).toUpperCase(),
    };
  }
}

function cellText(cells: string[], width: number, i: number | undefined): string {
  if (i === undefined || i >= width) return '';
  const v = cells[i];
  return v ? v.trim() : '';
}

function clip(s: string): string {
  return s.length > 40 ? `${s.slice(0, 40)}...` : s;
}

function letterIndex(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}
