import { dayToIso, isoToDay, NO_DAY } from '../normalise/date.js';
import { keyHash, normaliseDocNoChars } from '../normalise/doc-number.js';
import { RecoInputError } from '../normalise/amount.js';
import type {
  EntryCategory,
  EntryReference,
  GstFields,
  LedgerEntry,
  LedgerSide,
  TdsFields,
} from '../types.js';
import { TextColumnBuilder, textAt, type TextColumn } from './text-column.js';

/** Category codes of the `category` column, in this order. */
export const CATEGORIES: readonly EntryCategory[] = [
  'invoice',
  'payment',
  'credit_note',
  'debit_note',
  'tds',
  'opening_balance',
  'other',
];
const CATEGORY_CODE = new Map(CATEGORIES.map((c, i) => [c, i]));

export function categoryCode(c: EntryCategory): number {
  return CATEGORY_CODE.get(c) ?? CATEGORIES.length - 1;
}

export type GstColumns = {
  /** 1 where the entry has GST fields. */
  present: Uint8Array;
  supplierGstin: TextColumn;
  placeOfSupply: TextColumn;
  reverseCharge: Uint8Array;
  taxable: Float64Array;
  igst: Float64Array;
  cgst: Float64Array;
  sgst: Float64Array;
  cess: Float64Array;
};

export type TdsColumns = {
  /** 1 where the entry has TDS fields. */
  present: Uint8Array;
  deductorTan: TextColumn;
  deductorPan: TextColumn;
  section: TextColumn;
  quarter: TextColumn;
};

/** The role of a reference: see LedgerField. `narration` is a reference found in the narration text. */
export type ReferenceRole = 'voucher' | 'document' | 'paymentRef' | 'narration';
export const REFERENCE_ROLES: readonly ReferenceRole[] = [
  'voucher',
  'document',
  'paymentRef',
  'narration',
];

/** One more reference column of a table: its role, the header it came from, its texts. */
export type ReferenceColumn = { role: ReferenceRole; header: string; text: TextColumn };

/**
 * Comparison keys of the document numbers (normaliseDocNo of each), with their hashes:
 * readers compute them while reading, in their worker thread, so that the matcher only
 * has to intern them.
 */
export type DocKeys = { keys: TextColumn; hash: Int32Array };

/**
 * The entries of one side of a reconciliation as columns: what readers produce and the
 * matcher and writer consume. Entry i is the i-th value of every column. Semantics are those
 * of `LedgerEntry` (amounts in signed minor units from the books' point of view), with
 * dates as day numbers (days since 1970-01-01, NO_DAY when absent) and categories as codes
 * into CATEGORIES. Every array is its own ArrayBuffer, so the whole table can be handed
 * from a worker thread to its caller as transferables.
 */
export type LedgerColumns = {
  side: LedgerSide;
  length: number;
  sheetNames: string[];
  /** Index into sheetNames. */
  sheet: Uint16Array;
  /** 1-based row number in the source sheet. */
  row: Int32Array;
  day: Int32Array;
  amount: Float64Array;
  /** Running balance, NaN when the row has none. */
  balance: Float64Array;
  category: Uint8Array;
  /** The entry's main reference, for display and keys: the party document when it has one. */
  docNo: TextColumn;
  /** Role of docNo per entry, as a code into REFERENCE_ROLES (absent: all 'document'). */
  docRole?: Uint8Array;
  /** Header of the column docNo came from, per entry as an index into docHeaders. */
  docHeader?: Uint8Array;
  docHeaders?: string[];
  /** Every other reference the file gives (more columns, and references in the narration). */
  refs?: ReferenceColumn[];
  docType: TextColumn;
  narration: TextColumn;
  /** Present when the reader computed them; the matcher computes them otherwise. */
  docKeys?: DocKeys;
  gst?: GstColumns;
  tds?: TdsColumns;
};

function grow<T extends Float64Array | Int32Array | Uint16Array | Uint8Array>(
  a: T,
  size: number,
): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
}

/** Builds LedgerColumns one entry at a time; arrays grow by doubling and are trimmed at the end. */
export class LedgerColumnsBuilder {
  private n = 0;
  private cap: number;
  private sheet: Uint16Array;
  private row: Int32Array;
  private day: Int32Array;
  private amount: Float64Array;
  private balance: Float64Array;
  private category: Uint8Array;
  private readonly docNo: TextColumnBuilder;
  private readonly docType: TextColumnBuilder;
  private readonly narration: TextColumnBuilder;
  private readonly keys: TextColumnBuilder | null;
  private keyHashes: Int32Array | null;
  private docRole: Uint8Array | null = null;
  private docHeader: Uint8Array | null = null;
  private readonly docHeaders: string[] = [];
  private readonly refSlots: { role: ReferenceRole; header: string; text: TextColumnBuilder }[] =
    [];
  private gst: {
    present: Uint8Array;
    supplierGstin: TextColumnBuilder;
    placeOfSupply: TextColumnBuilder;
    reverseCharge: Uint8Array;
    amounts: Float64Array[];
  } | null = null;
  private tds: {
    present: Uint8Array;
    texts: TextColumnBuilder[];
  } | null = null;
  readonly sheetNames: string[] = [];

  /** With `docKeys`, every document number's comparison key is computed as it is pushed. */
  constructor(
    readonly side: LedgerSide,
    expectedRows = 1024,
    docKeys = false,
  ) {
    this.cap = Math.max(16, expectedRows);
    this.sheet = new Uint16Array(this.cap);
    this.row = new Int32Array(this.cap);
    this.day = new Int32Array(this.cap);
    this.amount = new Float64Array(this.cap);
    this.balance = new Float64Array(this.cap);
    this.category = new Uint8Array(this.cap);
    this.docNo = new TextColumnBuilder(this.cap, 16);
    this.docType = new TextColumnBuilder(this.cap, 8);
    this.narration = new TextColumnBuilder(this.cap, 16);
    this.keys = docKeys ? new TextColumnBuilder(this.cap, 12) : null;
    this.keyHashes = docKeys ? new Int32Array(this.cap) : null;
  }

  get length(): number {
    return this.n;
  }

  /** Index of a sheet name in sheetNames, added on first use. */
  sheetIndex(name: string): number {
    let k = this.sheetNames.indexOf(name);
    if (k < 0) {
      if (this.sheetNames.length === 0xffff) throw new RecoInputError('too many sheets');
      k = this.sheetNames.push(name) - 1;
    }
    return k;
  }

  private ensure() {
    if (this.n < this.cap) return;
    const cap = this.cap * 2;
    this.sheet = grow(this.sheet, cap);
    this.row = grow(this.row, cap);
    this.day = grow(this.day, cap);
    this.amount = grow(this.amount, cap);
    this.balance = grow(this.balance, cap);
    this.category = grow(this.category, cap);
    if (this.gst) {
      this.gst.present = grow(this.gst.present, cap);
      this.gst.reverseCharge = grow(this.gst.reverseCharge, cap);
      this.gst.amounts = this.gst.amounts.map((a) => grow(a, cap));
    }
    if (this.tds) this.tds.present = grow(this.tds.present, cap);
    if (this.keyHashes) this.keyHashes = grow(this.keyHashes, cap);
    if (this.docRole) this.docRole = grow(this.docRole, cap);
    if (this.docHeader) this.docHeader = grow(this.docHeader, cap);
    this.cap = cap;
  }

  /** Adds one entry; returns its index. GST/TDS values, when any, follow with `setGst`/`setTds`. */
  push(
    sheet: number,
    row: number,
    day: number,
    amount: number,
    balance: number,
    category: number,
    docNo: string,
    docType: string,
    narration: string,
  ): number {
    this.ensure();
    const i = this.n++;
    this.sheet[i] = sheet;
    this.row[i] = row;
    this.day[i] = day;
    this.amount[i] = amount;
    this.balance[i] = balance;
    this.category[i] = category;
    this.docNo.push(docNo);
    if (this.keys) this.pushKey(i);
    this.docType.push(docType);
    this.narration.push(narration);
    if (this.gst) this.gstBlank();
    if (this.tds) this.tdsBlank();
    for (const r of this.refSlots) r.text.push('');
    return i;
  }

  /** Slot of a reference column (role + header), created on first use; earlier entries get ''. */
  refSlot(role: ReferenceRole, header: string): number {
    let k = this.refSlots.findIndex((r) => r.role === role && r.header === header);
    if (k < 0) {
      const text = new TextColumnBuilder(this.cap, role === 'narration' ? 2 : 12);
      for (let j = 0; j < this.n; j++) text.push('');
      k = this.refSlots.push({ role, header, text }) - 1;
    }
    return k;
  }

  /** Sets a reference of the entry just pushed. */
  setRef(slot: number, text: string): void {
    this.refSlots[slot]!.text.replaceLast(text);
  }

  /** Role and header of the docNo of the entry just pushed (default: a 'document'). */
  setDocSource(role: ReferenceRole, header: string): void {
    const i = this.n - 1;
    const code = REFERENCE_ROLES.indexOf(role);
    if (!this.docRole) {
      if (code === 1 && header === '') return;
      this.docRole = new Uint8Array(this.cap).fill(1, 0, i);
      this.docHeader = new Uint8Array(this.cap);
      this.docHeaders.push('');
    }
    this.docRole[i] = code;
    let h = this.docHeaders.indexOf(header);
    if (h < 0) h = this.docHeaders.push(header) - 1;
    this.docHeader![i] = Math.min(h, 255);
  }

  /** Corrects the date of entry `i` (a date column whose day/month order settled later). */
  setDay(i: number, day: number): void {
    this.day[i] = day;
  }

  /** Replaces the narration of the entry just pushed (a narration continued on the next row). */
  replaceNarration(text: string): void {
    this.narration.replaceLast(text);
  }

  private pushKey(i: number) {
    const from = this.docNo.offset(i);
    const to = this.docNo.offset(i + 1);
    const keys = this.keys!;
    const at = keys.begin(2 * (to - from));
    const end = normaliseDocNoChars(this.docNo.array, from, to, keys.array, at);
    keys.commit(end);
    this.keyHashes![i] = keyHash(keys.array, at, end);
  }

  private gstBlank() {
    const g = this.gst!;
    g.supplierGstin.push('');
    g.placeOfSupply.push('');
  }

  private tdsBlank() {
    for (const t of this.tds!.texts) t.push('');
  }

  /** Sets GST fields of the entry just pushed. */
  setGst(v: GstFields): void {
    const i = this.n - 1;
    if (!this.gst) {
      // Entries before the first one with GST fields get blank texts.
      const g = {
        present: new Uint8Array(this.cap),
        supplierGstin: new TextColumnBuilder(this.cap, 15),
        placeOfSupply: new TextColumnBuilder(this.cap, 4),
        reverseCharge: new Uint8Array(this.cap),
        amounts: [0, 1, 2, 3, 4].map(() => new Float64Array(this.cap)),
      };
      this.gst = g;
      for (let k = 0; k <= i; k++) this.gstBlank();
    }
    const g = this.gst;
    g.present[i] = 1;
    g.supplierGstin.replaceLast(v.supplierGstin);
    g.placeOfSupply.replaceLast(v.placeOfSupply);
    g.reverseCharge[i] = v.reverseCharge ? 1 : 0;
    g.amounts[0]![i] = v.taxableMinor;
    g.amounts[1]![i] = v.igstMinor;
    g.amounts[2]![i] = v.cgstMinor;
    g.amounts[3]![i] = v.sgstMinor;
    g.amounts[4]![i] = v.cessMinor;
  }

  /** Sets TDS fields of the entry just pushed. */
  setTds(v: TdsFields): void {
    const i = this.n - 1;
    if (!this.tds) {
      this.tds = {
        present: new Uint8Array(this.cap),
        texts: [0, 1, 2, 3].map(() => new TextColumnBuilder(this.cap, 10)),
      };
      for (let k = 0; k <= i; k++) this.tdsBlank();
    }
    const t = this.tds;
    t.present[i] = 1;
    t.texts[0]!.replaceLast(v.deductorTan);
    t.texts[1]!.replaceLast(v.deductorPan);
    t.texts[2]!.replaceLast(v.section);
    t.texts[3]!.replaceLast(v.quarter);
  }

  /** The table, as views of the builder's arrays (see TextColumnBuilder.finish). */
  finish(): LedgerColumns {
    const n = this.n;
    const out: LedgerColumns = {
      side: this.side,
      length: n,
      sheetNames: this.sheetNames.slice(),
      sheet: this.sheet.subarray(0, n),
      row: this.row.subarray(0, n),
      day: this.day.subarray(0, n),
      amount: this.amount.subarray(0, n),
      balance: this.balance.subarray(0, n),
      category: this.category.subarray(0, n),
      docNo: this.docNo.finish(),
      docType: this.docType.finish(),
      narration: this.narration.finish(),
    };
    if (this.keys) out.docKeys = { keys: this.keys.finish(), hash: this.keyHashes!.subarray(0, n) };
    if (this.docRole) {
      out.docRole = this.docRole.subarray(0, n);
      out.docHeader = this.docHeader!.subarray(0, n);
      out.docHeaders = this.docHeaders.slice();
    }
    if (this.refSlots.length > 0) {
      out.refs = this.refSlots.map((r) => ({
        role: r.role,
        header: r.header,
        text: r.text.finish(),
      }));
    }
    if (this.gst) {
      const g = this.gst;
      const a = g.amounts.map((x) => x.subarray(0, n));
      out.gst = {
        present: g.present.subarray(0, n),
        supplierGstin: g.supplierGstin.finish(),
        placeOfSupply: g.placeOfSupply.finish(),
        reverseCharge: g.reverseCharge.subarray(0, n),
        taxable: a[0]!,
        igst: a[1]!,
        cgst: a[2]!,
        sgst: a[3]!,
        cess: a[4]!,
      };
    }
    if (this.tds) {
      const [tan, pan, section, quarter] = this.tds.texts.map((t) => t.finish());
      out.tds = {
        present: this.tds.present.subarray(0, n),
        deductorTan: tan!,
        deductorPan: pan!,
        section: section!,
        quarter: quarter!,
      };
    }
    return out;
  }
}

/** Columns of an array of entries, all of one side (with `docKeys`, keys computed as a reader does). */
export function columnsFromEntries(
  side: LedgerSide,
  entries: readonly LedgerEntry[],
  docKeys = false,
): LedgerColumns {
  const b = new LedgerColumnsBuilder(side, entries.length, docKeys);
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    let day = NO_DAY;
    if (e.date !== null) {
      day = isoToDay(e.date);
      if (day === NO_DAY || dayToIso(day) !== e.date) {
        throw new RecoInputError(
          `entry ${i + 1} of ${side}: '${e.date}' is not a date (YYYY-MM-DD)`,
        );
      }
    }
    b.push(
      b.sheetIndex(e.sheet),
      e.row,
      day,
      e.amountMinor,
      e.balanceMinor ?? Number.NaN,
      categoryCode(e.category),
      e.docNo,
      e.docType,
      e.narration,
    );
    const [first, ...more] = e.references ?? [];
    if (first && first.text === e.docNo) b.setDocSource(first.role, first.header);
    for (const r of first && first.text === e.docNo ? more : (e.references ?? [])) {
      b.setRef(b.refSlot(r.role, r.header), r.text);
    }
    if (e.gst) b.setGst(e.gst);
    if (e.tds) b.setTds(e.tds);
  }
  return b.finish();
}

/** Entry i of a table as a LedgerEntry object. */
export function entryAt(t: LedgerColumns, i: number): LedgerEntry {
  const balance = t.balance[i]!;
  const e: LedgerEntry = {
    side: t.side,
    sheet: t.sheetNames[t.sheet[i]!]!,
    row: t.row[i]!,
    date: dayToIso(t.day[i]!),
    docNo: textAt(t.docNo, i),
    docType: textAt(t.docType, i),
    narration: textAt(t.narration, i),
    category: CATEGORIES[t.category[i]!]!,
    amountMinor: t.amount[i]!,
    balanceMinor: Number.isNaN(balance) ? null : balance,
    references: referencesAt(t, i),
  };
  const g = t.gst;
  if (g && g.present[i]) {
    e.gst = {
      supplierGstin: textAt(g.supplierGstin, i),
      placeOfSupply: textAt(g.placeOfSupply, i),
      reverseCharge: g.reverseCharge[i] === 1,
      taxableMinor: g.taxable[i]!,
      igstMinor: g.igst[i]!,
      cgstMinor: g.cgst[i]!,
      sgstMinor: g.sgst[i]!,
      cessMinor: g.cess[i]!,
    };
  }
  const d = t.tds;
  if (d && d.present[i]) {
    e.tds = {
      deductorTan: textAt(d.deductorTan, i),
      deductorPan: textAt(d.deductorPan, i),
      section: textAt(d.section, i),
      quarter: textAt(d.quarter, i),
    };
  }
  return e;
}

/** The references of entry i: docNo with its role, then every other non-empty one. */
export function referencesAt(t: LedgerColumns, i: number): EntryReference[] {
  const out: EntryReference[] = [];
  const doc = textAt(t.docNo, i);
  if (doc) {
    out.push({
      role: t.docRole ? REFERENCE_ROLES[t.docRole[i]!]! : 'document',
      header: t.docHeaders && t.docHeader ? (t.docHeaders[t.docHeader[i]!] ?? '') : '',
      text: doc,
    });
  }
  for (const r of t.refs ?? []) {
    const text = textAt(r.text, i);
    if (text) out.push({ role: r.role, header: r.header, text });
  }
  return out;
}

/** Every entry of a table as LedgerEntry objects (the object API; allocates per entry). */
export function entriesOf(t: LedgerColumns): LedgerEntry[] {
  const out = new Array<LedgerEntry>(t.length);
  for (let i = 0; i < t.length; i++) out[i] = entryAt(t, i);
  return out;
}

type NumberColumn = Float64Array | Int32Array | Uint16Array | Uint8Array;

/** A table whose every column is `number(column)` or `text(column)` of t's. */
function mapColumns(
  t: LedgerColumns,
  length: number,
  number: <T extends NumberColumn>(a: T) => T,
  text: (c: TextColumn) => TextColumn,
): LedgerColumns {
  const out: LedgerColumns = {
    side: t.side,
    length,
    sheetNames: t.sheetNames.slice(),
    sheet: number(t.sheet),
    row: number(t.row),
    day: number(t.day),
    amount: number(t.amount),
    balance: number(t.balance),
    category: number(t.category),
    docNo: text(t.docNo),
    docType: text(t.docType),
    narration: text(t.narration),
  };
  if (t.docKeys) out.docKeys = { keys: text(t.docKeys.keys), hash: number(t.docKeys.hash) };
  if (t.docRole && t.docHeader && t.docHeaders) {
    out.docRole = number(t.docRole);
    out.docHeader = number(t.docHeader);
    out.docHeaders = t.docHeaders.slice();
  }
  if (t.refs)
    out.refs = t.refs.map((r) => ({ role: r.role, header: r.header, text: text(r.text) }));
  const g = t.gst;
  if (g) {
    out.gst = {
      present: number(g.present),
      supplierGstin: text(g.supplierGstin),
      placeOfSupply: text(g.placeOfSupply),
      reverseCharge: number(g.reverseCharge),
      taxable: number(g.taxable),
      igst: number(g.igst),
      cgst: number(g.cgst),
      sgst: number(g.sgst),
      cess: number(g.cess),
    };
  }
  const d = t.tds;
  if (d) {
    out.tds = {
      present: number(d.present),
      deductorTan: text(d.deductorTan),
      deductorPan: text(d.deductorPan),
      section: text(d.section),
      quarter: text(d.quarter),
    };
  }
  return out;
}

/** The ArrayBuffers of a table, for `postMessage(..., transferList)` (each listed once). */
export function transferablesOf(t: LedgerColumns): ArrayBuffer[] {
  const out: ArrayBuffer[] = [];
  mapColumns(
    t,
    t.length,
    (a) => {
      out.push(a.buffer as ArrayBuffer);
      return a;
    },
    (c) => {
      out.push(c.chars.buffer as ArrayBuffer, c.offsets.buffer as ArrayBuffer);
      return c;
    },
  );
  return [...new Set(out)];
}

/** A table holding the entries `order[0]`, `order[1]`, ... of `t`, in that order. */
export function permuted(t: LedgerColumns, order: Int32Array): LedgerColumns {
  const n = order.length;
  return mapColumns(
    t,
    n,
    (a) => {
      const b = new (a.constructor as new (n: number) => typeof a)(n);
      for (let k = 0; k < n; k++) b[k] = a[order[k]!]!;
      return b;
    },
    (c) => {
      const b = new TextColumnBuilder(n, c.chars.length / Math.max(1, c.offsets.length - 1) + 1);
      for (let k = 0; k < n; k++) b.pushFrom(c, order[k]!);
      return b.finish();
    },
  );
}
