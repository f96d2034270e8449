import type { SheetReason } from './sheet-reason';
import { assertUnreachable } from '../../assert-unreachable';
import { categoryCode, type LedgerColumnsBuilder } from '../../columns/ledger-columns';
import { NO_DAY, dayToIso } from '../../normalise/date';
import { looksLikeGstin, looksLikeTan, normaliseGstin } from '../../normalise/gst';
import { referencesIn } from '../../normalise/references';
import { quarterOf, sectionOf } from '../../normalise/tax-period';
import type { LedgerSide, ReconciliationKind } from '../../types';
import { parseAmountMinor } from '../amount';
import { dateOrderVote, parseDateDay, serialToDay } from '../date';
import { ReadError, columnLetter, type ReadErrorLocation } from '../read-error';
import type { ColumnMapping } from '../read.types';
import { StopReading, type RowSink } from '../row-sink';
import { CategoryCache, TextCache } from './category';
import {
  findHeader,
  HEADER_ROWS,
  planColumns,
  type ColumnPlan,
  type SampleRow,
} from './column-plan';
import { normaliseHeader } from './header-names';
import type { ReadWarning } from './read-warning';

/** Rows buffered to find the header and to judge columns by content. */
const SCAN_ROWS = 60;

/** Totals, sub-totals and closing lines: never entries. */
const SUMMARY =
  /^(\*{1,3}|(grand\s*|current\s*|sub\s*-?\s*|net\s*|month\s*)?total\b|closing\s*bal|balance\s*c\/?[fd]\b|carried\s*(forward|over)|balance\s*due|amount\s*due|.*past\s*due|e\.?\s*&\s*o\.?\s*e|kul\s*(yog|jod|yoga)\b|antim\s*(baaki|baki|shesh)\b|कुल|अंतिम\s*शेष|अन्तिम\s*शेष)/i;
const CLOSING =
  /^(closing\s*bal|balance\s*c\/?[fd]\b|carried\s*(forward|over)|balance\s*due|antim\s*(baaki|baki|shesh)\b|अंतिम\s*शेष|अन्तिम\s*शेष)/i;
const OPENING =
  /\bopening\b|\bo\/?b\b|\bb\/?f\b|brought\s*forward|balance\s*forward|carry\s*forward|carryforward|initial\s*balance|prarambhik|aarambhik|प्रारंभिक\s*शेष|आरंभिक\s*शेष/i;
/** A part title of a tax statement (26AS `PART B - ...`, AIS `Part B2 - SFT Information`). */
const PART_TITLE = /^part\s*[a-z]{1,2}\d?\b/i;
/** Parts that hold no tax deducted at source: TCS, challans, refunds, SFT, demands. */
const NOT_TDS_PART = /other\s*than|refund|\bsft\b|demand|(collected|\btcs\b)(?!.*deduct)/i;
/** An AIS information code (`TDS-194C`, `TCS-206C(1H)`, `SFT-016(Int)`). */
const INFO_CODE = /^(tds|tcs|sft)\s*-\s*([0-9a-z()]+)/i;
const TAN_IN_TEXT = /\(([A-Z]{4}\d{5}[A-Z])\)/;
/** Rows a narration may repeat on before the numbers in it count as a label. */
const LABEL_REPEATS = 8;
const NONE: string[] = [];
const AMOUNT_IN_TEXT = /(\d[\d,]*\.\d{1,2})\s*(dr|cr)?\b/i;

export type LedgerTableOptions = {
  side: LedgerSide;
  kind: ReconciliationKind;
  mapping?: ColumnMapping;
  fileName: string;
  sheet: string;
  date1904: boolean;
  /** The table the entries go to (shared by the sheets of one workbook). */
  out: LedgerColumnsBuilder;
  /**
   * Decides, once the header is known, whether this sheet is read: returns null to read
   * it, or why not (its rows are then left out).
   */
  accept?: (plan: ColumnPlan) => SheetReason | null;
  /** Stop once the header is resolved (a mapping preview). */
  previewOnly?: boolean;
  onRows?: (rows: number) => void;
};

/** What one sheet gave. */
export type SheetOutcome = {
  plan: ColumnPlan;
  /** The first data rows as read (for a preview). */
  firstRows: string[][];
  closingBalanceMinor: number | null;
  entries: number;
  skippedSummary: number;
  warnings: ReadWarning[];
};

/**
 * Turns raw sheet rows into ledger entries: finds the header (one row or two), gives every
 * column a role, then reads each row: the signed amount by the sheet's amount model, every
 * reference, the narration (continued on following rows in Tally exports), values carried
 * down from block rows (26AS deductor lines). Totals, closing lines, repeated headers and
 * block rows are never entries.
 */
export class LedgerTableBuilder implements RowSink {
  private buffered: SampleRow[] | null = [];
  private plan: ColumnPlan | null = null;
  private readonly out: LedgerColumnsBuilder;
  private readonly sheetIndex: number;
  private readonly categories = new CategoryCache();
  private readonly narrationRefs = new TextCache(referencesIn);
  private readonly opening = categoryCode('opening_balance');
  private readonly other = categoryCode('other');
  private readonly warnings: ReadWarning[] = [];
  private closingBalance: number | null = null;
  private lastBalance: number | null = null;
  private skippedSummary = 0;
  private readonly sign: number;
  private headerEnd = 0;
  private entries = 0;
  /** True when the previous non-empty row became an entry (a narration row may follow). */
  private lastWasEntry = false;
  private lastNarration = '';
  private narrationSlots: [number, number] | null = null;
  private refSlots: number[] = [];
  private refTextSlot: number | undefined;
  private carriedTan = '';
  private carriedGstin = '';
  private carriedSection = '';
  /** False inside a part of a tax statement that holds no TDS (26AS Part B, AIS SFT). */
  private inTdsPart = true;
  /** False under an AIS block of TCS or SFT information. */
  private inTdsBlock = true;
  /** Entries read while the date order was unsettled, whose date reads otherwise the other way. */
  private ambiguousDays: { index: number; other: number }[] = [];
  private dateOrder: 'dmy' | 'mdy' = 'dmy';
  private dateOrderSettled = false;
  private decimalComma = false;
  private firstRows: string[][] = [];
  private rowsSeen = 0;

  constructor(private readonly opts: LedgerTableOptions) {
    this.sign = opts.side === 'counterparty' && opts.kind === 'ledger' ? -1 : 1;
    this.out = opts.out;
    this.sheetIndex = this.out.sheetIndex(opts.sheet);
  }

  row(rowNumber: number, cells: string[], numeric: Uint8Array, width: number): void {
    if (this.buffered) {
      this.buffered.push({
        row: rowNumber,
        cells: cells.slice(0, width),
        numeric: numeric.slice(0, width),
      });
      const pinned = this.opts.mapping?.headerRow;
      const need = pinned ? pinned + SCAN_ROWS - HEADER_ROWS : SCAN_ROWS;
      if (this.buffered.length >= need) this.resolve();
      return;
    }
    this.addRow(rowNumber, cells, numeric, width);
    if ((++this.rowsSeen & 0xffff) === 0) this.opts.onRows?.(this.rowsSeen);
  }

  finish(): SheetOutcome {
    if (this.buffered) {
      try {
        this.resolve();
      } catch (err) {
        if (!(err instanceof StopReading && err.message === 'preview')) throw err;
      }
    }
    if (this.skippedSummary > 0)
      this.warnings.push({ code: 'summaryLinesSkipped', params: { count: this.skippedSummary } });
    return {
      plan: this.plan!,
      firstRows: this.firstRows,
      closingBalanceMinor: this.closingBalance ?? this.lastBalance,
      entries: this.entries,
      skippedSummary: this.skippedSummary,
      warnings: this.warnings,
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
    const header = findHeader(rows, this.opts.kind, this.opts.mapping?.headerRow);
    if (!header) {
      const pinned = this.opts.mapping?.headerRow;
      throw new ReadError(
        'NO_HEADER_ROW',
        pinned
          ? `row ${pinned}, chosen as the header, is empty or missing`
          : `no header row was found in the first ${HEADER_ROWS} rows (expected headings such as Date, Voucher No, Debit, Credit)`,
        this.where(pinned),
        pinned
          ? { code: 'chosenHeaderRowEmpty' }
          : { code: 'noHeaderRow', params: { limit: HEADER_ROWS } },
      );
    }
    const end = header.rows[header.rows.length - 1]!;
    const sample = rows.filter((r) => r.row > end);
    // Columns are judged on the rows of the statement's TDS part only (26AS Part B holds
    // TCS, Part C challans: other figures under the same columns).
    let judged = sample;
    if (this.opts.kind === 'tds') {
      const stop = sample.findIndex((r) => {
        const texts = r.cells.filter((v) => v && v.trim());
        return (
          texts.length === 1 && PART_TITLE.test(texts[0]!.trim()) && NOT_TDS_PART.test(texts[0]!)
        );
      });
      if (stop >= 0) judged = sample.slice(0, stop);
    }
    const plan = planColumns(header, judged, this.opts.kind, this.opts.mapping, this.opts.date1904);
    if ('missing' in plan)
      throw new ReadError(
        'MISSING_COLUMN',
        plan.missing.detail,
        this.where(end),
        plan.missing.reason,
      );
    this.plan = plan;
    this.headerEnd = end;
    this.dateOrder = plan.dateOrder;
    this.dateOrderSettled = plan.dateOrderSettled;
    this.decimalComma = plan.decimalComma;
    const refusal = this.opts.accept?.(plan);
    if (refusal) throw new StopReading('refused', refusal);
    for (const r of plan.references.slice(1))
      this.refSlots.push(this.out.refSlot(r.role, r.header));
    if (plan.col.narration !== undefined) {
      this.narrationSlots = [
        this.out.refSlot('narration', 'Narration'),
        this.out.refSlot('narration', 'Narration 2'),
      ];
    }
    for (const r of sample.slice(0, 10)) this.firstRows.push(r.cells.slice());
    // A block row above a block's own sub-header (26AS: the first deductor) still counts.
    for (const r of rows) if (r.row < header.rows[0]!) this.blockRow(r.cells, r.cells.length);
    if (this.opts.previewOnly) throw new StopReading('preview');
    for (const r of sample) this.addRow(r.row, r.cells, r.numeric, r.cells.length);
  }

  private addRow(rowNumber: number, cells: string[], numeric: Uint8Array, width: number): void {
    if (rowNumber <= this.headerEnd) return;
    let empty = true;
    for (let i = 0; i < width; i++) {
      if (cells[i] !== '' && cells[i] !== undefined) {
        empty = false;
        break;
      }
    }
    if (empty) return;
    const plan = this.plan!;
    const c = plan.col;
    if (this.opts.kind === 'tds' && this.partTitle(cells, width)) return;
    if (!this.inTdsPart) return;
    if (!this.inTdsBlock) {
      this.blockRow(cells, width);
      return;
    }
    const dateText = cellText(cells, width, c.date);
    let day = NO_DAY;
    let otherDay = NO_DAY;
    if (dateText !== '') {
      let d: number | null | undefined;
      if (numeric[c.date!] === 1) d = serialToDay(Number(dateText), this.opts.date1904);
      else {
        if (!this.dateOrderSettled) this.settleDateOrder(dateText);
        d = parseDateDay(dateText, this.opts.date1904, this.dateOrder);
        if (!this.dateOrderSettled && d !== undefined && d !== null) {
          const o = parseDateDay(
            dateText,
            this.opts.date1904,
            this.dateOrder === 'dmy' ? 'mdy' : 'dmy',
          );
          if (o !== undefined && o !== null && o !== d) otherDay = o;
        }
      }
      if (d !== undefined && d !== null) day = d;
    }
    const narration = cellText(cells, width, c.narration);
    const docType = cellText(cells, width, c.docType);
    // The main reference: the first non-empty reference column, in order of preference.
    let primary = '';
    let primaryAt = -1;
    for (let k = 0; k < plan.references.length; k++) {
      const v = cellText(cells, width, plan.references[k]!.column);
      if (v) {
        primary = v;
        primaryAt = k;
        break;
      }
    }
    // A reference cell that is a label (Odoo's `BNK1/2024/00006 - HDFCN5202400810941`): its
    // first number is the reference, the others are kept as references found in text.
    let inText: string[] = NONE;
    const primaryText = primary;
    if (primary.length > 12 && primary.indexOf(' ') >= 0) {
      const refs = this.narrationRefs.of(primary);
      if (refs.length > 0) {
        inText = refs.slice(1);
        primary = refs[0]!;
      }
    }
    if (day === NO_DAY) {
      // Rows without a date: totals, closing and opening lines, repeated headers, block rows
      // of a blocked layout, narrations continued from the row above, or entries.
      const lead = this.summaryText(cells, width);
      if (lead !== null) {
        if (CLOSING.test(lead)) {
          const v = this.closingValue(cells, width, numeric, lead);
          if (v !== null) this.closingBalance = v;
        }
        this.skippedSummary++;
        this.lastWasEntry = false;
        return;
      }
      if (this.isHeaderRepeat(cells, width)) {
        this.skippedSummary++;
        this.lastWasEntry = false;
        return;
      }
      if (this.blockRow(cells, width)) {
        this.lastWasEntry = false;
        return;
      }
      // A label in the date column (Xero's `Opening Balance`) says what the row is.
      if (dateText !== '' && !OPENING.test(narration) && !OPENING.test(dateText)) {
        if (primary === '' && !hasText(narration)) {
          this.lastWasEntry = false;
          return;
        }
        throw new ReadError(
          'BAD_VALUE',
          `"${clip(dateText)}" is not a date (expected dd/mm/yyyy, dd-mmm-yy or yyyy-mm-dd)`,
          this.where(rowNumber, c.date),
          { code: 'notADate', params: { text: clip(dateText) } },
        );
      }
    }
    const lenient = primary === '' && day === NO_DAY;
    const amount = this.rowAmount(rowNumber, cells, width, lenient);
    if (amount === null) {
      // A text under an entry with nothing else: its narration, continued (Tally).
      if (
        this.lastWasEntry &&
        day === NO_DAY &&
        primary === '' &&
        narration !== '' &&
        this.onlyNarration(cells, width)
      ) {
        this.continueNarration(narration);
        return;
      }
      this.lastWasEntry = false;
      return;
    }
    if (
      day === NO_DAY &&
      primary === '' &&
      !hasText(narration) &&
      !hasText(docType) &&
      !hasText(dateText)
    ) {
      // Numbers alone (an ageing block, a total without a label): not an entry.
      this.skippedSummary++;
      this.lastWasEntry = false;
      return;
    }
    let balance = Number.NaN;
    if (c.balance !== undefined) {
      const b = parseAmountMinor(cellText(cells, width, c.balance), this.decimalComma);
      if (b !== null && !Number.isNaN(b)) {
        balance = b === 0 ? 0 : b * this.sign;
        this.lastBalance = balance;
      }
    }
    let category = this.categories.code(docType, narration, primaryText);
    if (category === this.other && this.saysOpening(cells, width)) category = this.opening;
    const out = this.out;
    const index = out.push(
      this.sheetIndex,
      rowNumber,
      day,
      amount,
      balance,
      category,
      primary,
      docType,
      narration,
    );
    if (otherDay !== NO_DAY) this.ambiguousDays.push({ index, other: otherDay });
    this.entries++;
    if (primaryAt >= 0) {
      const ref = plan.references[primaryAt]!;
      if (primaryAt > 0 || ref.role !== 'document') out.setDocSource(ref.role, ref.header);
      else out.setDocSource('document', ref.header);
    }
    for (let k = 1; k < plan.references.length; k++) {
      if (k === primaryAt) continue;
      const v = cellText(cells, width, plan.references[k]!.column);
      if (v) out.setRef(this.refSlots[k - 1]!, v);
    }
    if (this.narrationSlots && narration) this.setNarrationRefs(narration);
    if (inText.length > 0) {
      this.refTextSlot ??= this.out.refSlot('narration', 'Reference text');
      out.setRef(this.refTextSlot, inText[0]!);
    }
    this.lastWasEntry = true;
    this.lastNarration = narration;
    if (this.opts.kind === 'gst') out.setGst(this.gstFields(rowNumber, cells, width));
    if (this.opts.kind === 'tds') out.setTds(this.tdsFields(cells, width, day));
  }

  /**
   * While no date so far settled whether the column writes day or month first, a date that
   * reads only one way settles it; entries read the other way before are corrected.
   */
  private settleDateOrder(text: string): void {
    const vote = dateOrderVote(text);
    if (vote === null) return;
    this.dateOrderSettled = true;
    if (vote !== this.dateOrder) {
      this.dateOrder = vote;
      for (const a of this.ambiguousDays) this.out.setDay(a.index, a.other);
      this.warnings.push({
        code: vote === 'mdy' ? 'datesReadMonthFirst' : 'datesReadDayFirst',
        params: { text: clip(text) },
      });
    }
    this.ambiguousDays = [];
  }

  /**
   * A part title of a tax statement (a row whose only text starts `Part`): the rows under a
   * part of TCS, challans, refunds or SFT information are no TDS entries.
   */
  private partTitle(cells: string[], width: number): boolean {
    let text = '';
    for (let i = 0; i < width; i++) {
      const v = cells[i];
      if (!v || !v.trim()) continue;
      if (text) return false;
      text = v.trim();
    }
    if (!PART_TITLE.test(text)) return false;
    this.inTdsPart = !NOT_TDS_PART.test(text);
    this.inTdsBlock = true;
    this.carriedTan = '';
    this.carriedSection = '';
    if (!this.inTdsPart) this.skippedSummary++;
    return true;
  }

  /** The text of a total or closing line, or null when the row is none. */
  private summaryText(cells: string[], width: number): string | null {
    for (let i = 0; i < width; i++) {
      const v = cells[i];
      if (!v) continue;
      const t = v.trim();
      if (t && SUMMARY.test(t)) return t;
    }
    return null;
  }

  private saysOpening(cells: string[], width: number): boolean {
    for (let i = 0; i < width; i++) {
      const v = cells[i];
      if (v && v.length < 60 && OPENING.test(v)) return true;
    }
    return false;
  }

  /** The header again (a new page, a new block): two or more of its labels in the row. */
  private isHeaderRepeat(cells: string[], width: number): boolean {
    let hits = 0;
    const labels = this.plan!.headerLabels;
    for (let i = 0; i < width; i++) {
      const v = cells[i];
      if (v && v.length < 60 && labels.has(normaliseHeader(v)) && ++hits >= 2) return true;
    }
    return false;
  }

  /**
   * A block row of a blocked layout (Form 26AS: a deductor's name, TAN and totals): its TAN
   * or GSTIN is carried down to the block's transactions when no column holds one.
   */
  private blockRow(cells: string[], width: number): boolean {
    const kind = this.opts.kind;
    if (kind === 'ledger') return false;
    const c = this.plan!.col;
    if (kind === 'tds') {
      // AIS: `TDS-194C` in the information code, `NAME (TAN)` as the source.
      let code: RegExpExecArray | null = null;
      let tan: RegExpExecArray | null = null;
      for (let i = 0; i < width; i++) {
        const v = cells[i];
        if (!v || v.length > 160) continue;
        code ??= INFO_CODE.exec(v.trim());
        if (c.deductorTan === undefined) tan ??= TAN_IN_TEXT.exec(v.toUpperCase());
      }
      if (code) {
        // A TCS or SFT block holds no TDS: its rows are left out until the next block.
        const tds = code[1]!.toUpperCase() === 'TDS';
        this.carriedSection = tds ? code[2]!.toUpperCase() : '';
        this.carriedTan = tds && tan ? tan[1]! : '';
        this.inTdsBlock = tds;
        return true;
      }
      if (tan) {
        this.carriedTan = tan[1]!;
        return true;
      }
    }
    for (let i = 0; i < width; i++) {
      const v = cells[i];
      if (!v || v.length > 15) continue;
      const u = v.trim().toUpperCase();
      if (kind === 'tds' && c.deductorTan === undefined && looksLikeTan(u)) {
        this.carriedTan = u;
        return true;
      }
      if (kind === 'gst' && c.supplierGstin === undefined && looksLikeGstin(u)) {
        this.carriedGstin = u;
        return true;
      }
    }
    return false;
  }

  private onlyNarration(cells: string[], width: number): boolean {
    const at = this.plan!.col.narration!;
    for (let i = 0; i < width; i++) if (i !== at && cells[i] && cells[i]!.trim()) return false;
    return true;
  }

  private continueNarration(text: string): void {
    const joined = this.lastNarration ? `${this.lastNarration} ${text}` : text;
    this.lastNarration = joined;
    this.out.replaceNarration(joined);
    if (this.narrationSlots) this.setNarrationRefs(joined, true);
  }

  /** Sets the references found in the narration of the entry just pushed (slots start empty). */
  private setNarrationRefs(text: string, replacing = false): void {
    // A narration repeated word for word on many rows ("HDFC Bank A/c 0042") holds a
    // label, not a reference: the matcher would drop it anyway.
    const seen = this.narrationRefs.counted(text);
    const refs = seen.count > LABEL_REPEATS ? NONE : seen.value;
    const [a, b] = this.narrationSlots!;
    if (refs.length > 0 || replacing) this.out.setRef(a, refs[0] ?? '');
    if (refs.length > 1 || replacing) this.out.setRef(b, refs[1] ?? '');
  }

  /** The balance a closing line states: its balance or amount cells, else a figure in its text. */
  private closingValue(
    cells: string[],
    width: number,
    _numeric: Uint8Array,
    lead: string,
  ): number | null {
    const c = this.plan!.col;
    if (c.balance !== undefined) {
      const b = parseAmountMinor(cellText(cells, width, c.balance), this.decimalComma);
      if (b !== null && !Number.isNaN(b)) return b === 0 ? 0 : b * this.sign;
    }
    const v = this.rowAmount(0, cells, width, true);
    if (v !== null) return v;
    const m = AMOUNT_IN_TEXT.exec(lead);
    if (!m) return null;
    const a = parseAmountMinor(`${m[1]}${m[2] ? ` ${m[2]}` : ''}`);
    return a === null || Number.isNaN(a) ? null : a === 0 ? 0 : a * this.sign;
  }

  /** Signed amount of a row from the books' point of view; null when the row has no amount. */
  private rowAmount(
    rowNumber: number,
    cells: string[],
    width: number,
    lenient: boolean,
  ): number | null {
    const plan = this.plan!;
    const c = plan.col;
    let v: number | null = null;
    switch (plan.amountModel) {
      case 'debit-credit':
      case 'two-columns': {
        const d = this.amountAt(rowNumber, cells, width, c.debit, lenient);
        const cr = this.amountAt(rowNumber, cells, width, c.credit, lenient);
        if (d === null && cr === null) {
          if (c.amount !== undefined) v = this.amountAt(rowNumber, cells, width, c.amount, lenient);
        } else v = (d ?? 0) - (cr ?? 0);
        break;
      }
      case 'amount-and-indicator': {
        v = this.amountAt(rowNumber, cells, width, c.amount, lenient);
        const ind = cellText(cells, width, c.drCr).toLowerCase();
        if (v !== null && ind.startsWith('c')) v = -Math.abs(v);
        else if (v !== null && ind.startsWith('d')) v = Math.abs(v);
        break;
      }
      case 'signed':
        v = this.amountAt(rowNumber, cells, width, c.amount ?? c.debit ?? c.grossAmount, lenient);
        if (v === null && this.opts.kind === 'gst')
          v = this.taxComponents(rowNumber, cells, width, lenient);
        break;
      case 'tax-components':
        v = this.taxComponents(rowNumber, cells, width, lenient);
        break;
      default:
        assertUnreachable(plan.amountModel);
    }
    if (v === null) return null;
    return v === 0 ? 0 : v * this.sign;
  }

  private taxComponents(
    rowNumber: number,
    cells: string[],
    width: number,
    lenient: boolean,
  ): number | null {
    const c = this.plan!.col;
    const read = (i: number | undefined) => this.amountAt(rowNumber, cells, width, i, lenient);
    if (read(c.taxableValue) === null) return null;
    let sum = 0;
    for (const i of [c.taxableValue, c.igst, c.cgst, c.sgst, c.cess]) sum += read(i) ?? 0;
    return sum;
  }

  private amountAt(
    rowNumber: number,
    cells: string[],
    width: number,
    i: number | undefined,
    lenient: boolean,
  ): number | null {
    if (i === undefined || i >= width) return null;
    const v = parseAmountMinor(cells[i] ?? '', this.decimalComma);
    if (v !== null && Number.isNaN(v)) {
      if (lenient) return null;
      throw new ReadError(
        'BAD_VALUE',
        `"${clip(cells[i] ?? '')}" is not an amount`,
        this.where(rowNumber, i),
        { code: 'notAnAmount', params: { text: clip(cells[i] ?? '') } },
      );
    }
    return v;
  }

  private gstFields(rowNumber: number, cells: string[], width: number) {
    const c = this.plan!.col;
    const text = (i: number | undefined) => cellText(cells, width, i);
    const money = (i: number | undefined) => {
      const v = parseAmountMinor(text(i), this.decimalComma);
      if (v !== null && Number.isNaN(v))
        throw new ReadError(
          'BAD_VALUE',
          `"${clip(text(i))}" is not an amount`,
          this.where(rowNumber, i),
          { code: 'notAnAmount', params: { text: clip(text(i)) } },
        );
      return v ?? 0;
    };
    return {
      supplierGstin: normaliseGstin(text(c.supplierGstin) || this.carriedGstin),
      placeOfSupply: text(c.placeOfSupply),
      reverseCharge: /^(y|yes|true|1)$/i.test(text(c.reverseCharge)),
      taxableMinor: money(c.taxableValue),
      igstMinor: money(c.igst),
      cgstMinor: money(c.cgst),
      sgstMinor: money(c.sgst),
      cessMinor: money(c.cess),
    };
  }

  private tdsFields(cells: string[], width: number, day: number) {
    const c = this.plan!.col;
    const text = (i: number | undefined) => cellText(cells, width, i);
    return {
      deductorTan: (text(c.deductorTan) || this.carriedTan).toUpperCase(),
      deductorPan: text(c.deductorPan).toUpperCase(),
      section: sectionOf(text(c.section)) || this.carriedSection,
      quarter: quarterOf(text(c.quarter), dayToIso(day)),
    };
  }
}

function cellText(cells: string[], width: number, i: number | undefined): string {
  if (i === undefined || i >= width) return '';
  const v = cells[i];
  return v ? v.trim() : '';
}

/** True for text that says something (not a bare number or dash). */
function hasText(s: string): boolean {
  return /[A-Za-z]/.test(s);
}

function clip(s: string): string {
  return s.length > 40 ? `${s.slice(0, 40)}...` : s;
}
