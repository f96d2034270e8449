import type { LedgerColumns } from '../columns/ledger-columns';
import { CATEGORIES } from '../columns/ledger-columns';
import { STATUSES, type MatchColumns } from '../columns/match-columns';
import { NO_DAY } from '../normalise/date';
import { columnLetter } from '../read/read-error';
import { escapeXml, isSpace, put, putUint } from './xml-bytes';
import {
  STYLE_AMOUNT,
  STYLE_ISO_DATE,
  STYLE_TEXT,
  type XlsxStreamWriter,
} from './xlsx-stream.writer';

const ascii = (s: string) => Uint8Array.from(Buffer.from(s, 'utf8'));
const HEAD = Array.from({ length: 12 }, (_, col) => ascii(`<c r="${columnLetter(col)}`));
const ROW_OPEN = ascii('<row r="');
const ROW_OPEN_END = ascii('">');
const ROW_CLOSE = ascii('</row>');
const NUMBER_OPEN = ascii('"><v>');
const DATE_OPEN = ascii(`" s="${STYLE_ISO_DATE}"><v>`);
const AMOUNT_OPEN = ascii(`" s="${STYLE_AMOUNT}"><v>`);
const VALUE_CLOSE = ascii('</v></c>');
const INLINE_OPEN = ascii('" t="inlineStr"><is><t>');
const INLINE_SPACE_OPEN = ascii('" t="inlineStr"><is><t xml:space="preserve">');
const FORMULA_OPEN = ascii(`" s="${STYLE_TEXT}" t="inlineStr"><is><t>`);
const FORMULA_SPACE_OPEN = ascii(`" s="${STYLE_TEXT}" t="inlineStr"><is><t xml:space="preserve">`);
const INLINE_CLOSE = ascii('</t></is></c>');
const MATCH_OPEN = ascii('" t="inlineStr"><is><t>M');
/** Serial of 1970-01-01; serials below 61 fall before Excel's phantom 1900-02-29. */
const EPOCH_SERIAL = 25569;
/** Room for a row's markup and numbers, besides the document number's text. */
const ROW_FIXED = 2048;

function formulaStart(c: number): boolean {
  return c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13;
}

/**
 * What follows `<c r="B7` for a cell holding `text`: a shared-string reference, or for
 * text that looks like a formula the escaped text inline with the quote-prefix style;
 * null for empty text (no cell).
 */
function textTail(w: XlsxStreamWriter, text: string): Uint8Array | null {
  if (text === '') return null;
  const k = w.sharedIndex(text);
  if (k >= 0) return ascii(`" t="s"><v>${k}</v></c>`);
  const space = isSpace(text.charCodeAt(0)) || isSpace(text.charCodeAt(text.length - 1));
  return ascii(
    `" s="${STYLE_TEXT}" t="inlineStr"><is><t${space ? ' xml:space="preserve"' : ''}>${escapeXml(text)}</t></is></c>`,
  );
}

type SideTails = { t: LedgerColumns; side: Uint8Array; sheets: (Uint8Array | null)[] };

/**
 * Encodes the entry rows of the result workbook straight from the matcher's columns:
 * Side, Sheet, Row, Document No, Date, Amount, Status, Category, Remark, Remark 2,
 * Match ID, Rule. One reservation per row, and every cell whose text comes from a small
 * table (side, sheet, status, category, remarks, rule) is a precomputed byte string.
 */
export class ResultRowEncoder {
  private readonly sides: SideTails[];
  private readonly status: (Uint8Array | null)[];
  private readonly category: (Uint8Array | null)[];
  private readonly texts: (Uint8Array | null)[];
  private readonly rules: (Uint8Array | null)[];
  private digits = new Uint8Array(16);
  private digitCount = 0;

  constructor(
    private readonly m: MatchColumns,
    w: XlsxStreamWriter,
  ) {
    const tails = (xs: readonly string[]) => xs.map((x) => textTail(w, x));
    this.status = tails(STATUSES);
    this.category = tails(CATEGORIES);
    this.texts = tails(m.texts);
    this.rules = tails(m.ruleIds);
    this.sides = [m.books, m.counterparty].map((t) => ({
      t,
      side: textTail(w, t.side === 'books' ? 'Books' : 'Counterparty')!,
      sheets: tails(t.sheetNames),
    }));
  }

  /** Writes entry i as the writer's next row. */
  write(w: XlsxStreamWriter, i: number): void {
    const m = this.m;
    const books = i < m.nBooks;
    const { t, side, sheets } = this.sides[books ? 0 : 1]!;
    const k = books ? i : i - m.nBooks;
    const from = t.docNo.offsets[k]!;
    const to = t.docNo.offsets[k + 1]!;
    const { xml, row } = w.rawRow();
    xml.ensure(ROW_FIXED + (to - from) * 7);
    this.setDigits(row);
    const b = xml.buf;
    let p = put(b, xml.pos, ROW_OPEN);
    p = put(b, p, this.digits.subarray(0, this.digitCount));
    p = put(b, p, ROW_OPEN_END);
    p = this.cell(b, p, 0, side);
    p = this.cell(b, p, 1, sheets[t.sheet[k]!]!);
    p = this.head(b, p, 2);
    p = put(b, p, NUMBER_OPEN);
    p = putUint(b, p, t.row[k]!);
    p = put(b, p, VALUE_CLOSE);
    if (to > from) {
      const c0 = t.docNo.chars[from]!;
      const space = isSpace(c0) || isSpace(t.docNo.chars[to - 1]!);
      p = this.head(b, p, 3);
      p = formulaStart(c0)
        ? put(b, p, space ? FORMULA_SPACE_OPEN : FORMULA_OPEN)
        : put(b, p, space ? INLINE_SPACE_OPEN : INLINE_OPEN);
      xml.pos = p;
      xml.textChars(t.docNo.chars, from, to);
      p = put(b, xml.pos, INLINE_CLOSE);
    }
    const day = t.day[k]!;
    if (day !== NO_DAY && day + EPOCH_SERIAL >= 61) {
      p = this.head(b, p, 4);
      p = put(b, p, DATE_OPEN);
      p = putUint(b, p, day + EPOCH_SERIAL);
      p = put(b, p, VALUE_CLOSE);
    }
    p = this.head(b, p, 5);
    p = put(b, p, AMOUNT_OPEN);
    xml.pos = p;
    xml.minor(t.amount[k]!);
    p = put(b, xml.pos, VALUE_CLOSE);
    p = this.cell(b, p, 6, this.status[m.status[i]!]!);
    p = this.cell(b, p, 7, this.category[t.category[k]!]!);
    p = this.cell(b, p, 8, this.texts[m.remark[i]!]!);
    p = this.cell(b, p, 9, this.texts[m.remark2[i]!]!);
    const g = m.group[i]!;
    if (g !== 0) {
      p = this.head(b, p, 10);
      p = put(b, p, MATCH_OPEN);
      p = putUint(b, p, g);
      p = put(b, p, INLINE_CLOSE);
    }
    p = this.cell(b, p, 11, this.rules[m.rule[i]!]!);
    xml.pos = put(b, p, ROW_CLOSE);
  }

  private setDigits(row: number): void {
    this.digitCount = putUint(this.digits, 0, row);
  }

  /** `<c r="B7`: the head of the cell in column col of the current row. */
  private head(b: Uint8Array, p: number, col: number): number {
    p = put(b, p, HEAD[col]!);
    const d = this.digits;
    for (let k = 0; k < this.digitCount; k++) b[p++] = d[k]!;
    return p;
  }

  private cell(b: Uint8Array, p: number, col: number, tail: Uint8Array | null): number {
    if (tail === null) return p;
    return put(b, this.head(b, p, col), tail);
  }
}
