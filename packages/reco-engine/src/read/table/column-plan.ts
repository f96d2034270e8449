import type { ReconciliationKind } from '../../types';
import { parseAmountMinor, usesDecimalComma } from '../amount';
import { inferDateOrder, parseDateIso, type DateOrder } from '../date';
import { columnLetter, type ReadErrorReasonCode, type ReadErrorReasonParams } from '../read-error';
import type {
  AmountModel,
  ColumnMapping,
  ColumnRole,
  DetectedMapping,
  LedgerField,
  MappedBy,
} from '../read.types';
import type { ColumnContent, ColumnReason } from './column-reason';
import type { MappingConflict } from './mapping-conflict';
import { FIELD_ALIASES, fieldsForKind, normaliseHeader, verdictForHeader } from './header-names';

/** Rows looked at for the header. */
export const HEADER_ROWS = 40;

export type SampleRow = { row: number; cells: string[]; numeric: Uint8Array };

export type ReferenceRole = 'voucher' | 'document' | 'paymentRef';
export type ReferenceColumn = { column: number; role: ReferenceRole; header: string };

/** What a sheet's header says: which column holds what, and how amounts are signed. */
export type ColumnPlan = {
  headerRows: number[];
  columns: ColumnRole[];
  mapping: DetectedMapping;
  /** Column per field (the chosen one). */
  col: Partial<Record<LedgerField, number>>;
  /** Every reference column, the preferred first (document, then voucher, then payment). */
  references: ReferenceColumn[];
  amountModel: AmountModel;
  /** Day and month order of the date column's numeric dates, and whether its values settled it. */
  dateOrder: DateOrder;
  dateOrderSettled: boolean;
  /** Amounts written `1.234,56` (judged from the amount columns' content). */
  decimalComma: boolean;
  /** For 'two-columns': the column that raises the balance, and the one that lowers it. */
  up?: number;
  down?: number;
  conflicts: MappingConflict[];
  needsConfirmation: boolean;
  /** Normalised header labels, to recognise a header repeated inside the data. */
  headerLabels: Set<string>;
};

const AMOUNTISH: LedgerField[] = ['debit', 'credit', 'amount', 'taxableValue', 'grossAmount'];
const INDICATOR = /^(dr|cr|d|c|debit|credit)\.?$/i;
const GSTIN_RE = /^\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z]$/;
const PAN_RE = /^[A-Z]{5}\d{4}[A-Z]$/;
const TAN_RE = /^[A-Z]{4}\d{5}[A-Z]$/;
const DOCNO_RE = /^(?=.*\d)[A-Za-z0-9][A-Za-z0-9/\-_. #]{0,40}$/;
/**
 * An amount in the document's (foreign) currency: read only when the file has no other
 * amount column, as the local-currency amount is the one both ledgers share.
 */
const DOCUMENT_CURRENCY =
  /^amount\w*(doc|document|transaction|foreign|fc)\w*(cur|currency)?$|^amountcurrency$|^(doc|document|foreign)currencyamount$|^originalamount\w*$/;
/** Names of the column that lowers a balance when two unsigned amount columns stand side by side. */
const LOWERING = new Set([
  'payments',
  'payment',
  'amountreceived',
  'received',
  'receipts',
  'receipt',
]);

function labelsOf(r: SampleRow | undefined): string[] {
  return r ? r.cells.map((c, i) => (r.numeric[i] ? '' : (c ?? '').trim())) : [];
}

/**
 * Labels of a two-row header: under a merged top cell (`Invoice Details` over `Invoice
 * number | Invoice type | ...`) the bottom label names the column and the top one is kept
 * as context; a top label with nothing under it names its column alone.
 */
function combine(top: string[], bottom: string[]): string[] {
  const width = Math.max(top.length, bottom.length);
  const out: string[] = [];
  let carried = '';
  for (let i = 0; i < width; i++) {
    const t = top[i] ?? '';
    const b = bottom[i] ?? '';
    if (t) carried = t;
    else if (!b) carried = '';
    out.push(b ? (t || carried ? `${t || carried} / ${b}` : b) : t);
  }
  return out;
}

/** The label a combined header cell is judged by: the bottom label first. */
function verdictOf(label: string, kind: ReconciliationKind) {
  const slash = label.lastIndexOf(' / ');
  if (slash >= 0) {
    return verdictForHeader(label.slice(slash + 3), kind) ?? verdictForHeader(label, kind);
  }
  return verdictForHeader(label, kind);
}

function score(labels: string[], kind: ReconciliationKind): number {
  const seen = new Set<LedgerField>();
  for (const l of labels) {
    const v = l ? verdictOf(l, kind) : null;
    if (v?.field) seen.add(v.field);
  }
  const amounts = AMOUNTISH.some((f) => seen.has(f));
  const refs = seen.has('voucher') || seen.has('document') || seen.has('paymentRef');
  if (!amounts && !seen.has('date') && !refs) return 0;
  return seen.size + (amounts ? 1 : 0) + (seen.has('date') ? 1 : 0);
}

/** The header row (or pair of rows) among the first rows, or null. */
export function findHeader(
  rows: SampleRow[],
  kind: ReconciliationKind,
  pinned?: number,
): { rows: number[]; labels: string[] } | null {
  if (pinned) {
    const k = rows.findIndex((x) => x.row === pinned);
    if (k < 0) return null;
    const own = labelsOf(rows[k]);
    const prev = rows[k - 1];
    if (prev && prev.row === pinned - 1) {
      const both = combine(labelsOf(prev), own);
      if (score(both, kind) > score(own, kind)) return { rows: [prev.row, pinned], labels: both };
    }
    return { rows: [pinned], labels: own };
  }
  let best: { rows: number[]; labels: string[] } | null = null;
  let bestScore = 2;
  const limit = Math.min(rows.length, HEADER_ROWS);
  for (let k = 0; k < limit; k++) {
    const own = labelsOf(rows[k]);
    const s = score(own, kind);
    if (s > bestScore) {
      best = { rows: [rows[k]!.row], labels: own };
      bestScore = s;
    }
    const next = rows[k + 1];
    if (next && next.row === rows[k]!.row + 1) {
      const below = labelsOf(next);
      const both = combine(own, below);
      const s2 = score(both, kind);
      if (s2 > bestScore && s2 > score(below, kind)) {
        best = { rows: [rows[k]!.row, next.row], labels: both };
        bestScore = s2;
      }
    }
  }
  return best;
}

type Candidate = {
  column: number;
  field: LedgerField;
  strength: number;
  by: MappedBy;
  reason: ColumnReason;
};

/** A column the ledger needs and cannot have: in English for logs, and as a reason code. */
export type MissingColumn = {
  detail: string;
  reason: { code: ReadErrorReasonCode; params?: ReadErrorReasonParams };
};

/**
 * Gives every column a role, with the reason and a confidence, from the header labels, the
 * user's mapping and the content of the first data rows. Ambiguities are listed as conflicts.
 */
export function planColumns(
  header: { rows: number[]; labels: string[] },
  sample: SampleRow[],
  kind: ReconciliationKind,
  user: ColumnMapping | undefined,
  date1904: boolean,
): ColumnPlan | { missing: MissingColumn } {
  const labels = header.labels;
  const width = Math.max(labels.length, ...sample.map((r) => r.cells.length), 0);
  const allowed = new Set(fieldsForKind(kind));
  const chosen = new Map<number, Candidate>();
  const conflicts: MappingConflict[] = [];
  const columnConflicts = new Map<number, MappingConflict[]>();
  const note = (
    col: number,
    code: MappingConflict['code'],
    params: MappingConflict['params'] = {},
  ) => columnConflicts.set(col, [...(columnConflicts.get(col) ?? []), { code, params }]);
  const ignored = new Map<number, ColumnReason>();
  const label = (i: number) => labels[i] ?? '';
  /** A column as a reason names it: its header, or its letter when it has none. */
  const named = (i: number) => label(i) || columnLetter(i);
  const because = (
    code: ColumnReason['code'],
    i: number,
    more: ColumnReason['params'] = {},
  ): ColumnReason => ({ code, params: { header: named(i), ...more } });

  // The user's choices come first and are never second-guessed.
  for (const [key, want] of Object.entries(user ?? {})) {
    if (key === 'headerRow' || want === undefined) continue;
    const field = (FIELD_ALIASES[key] ?? key) as LedgerField;
    if (!allowed.has(field))
      return {
        missing: {
          detail: `"${key}" is not a column role of a ${kind} file`,
          reason: { code: 'notColumnRole', params: { text: key } },
        },
      };
    let i: number;
    if (typeof want === 'number') i = want;
    else {
      const n = normaliseHeader(want);
      i = labels.findIndex(
        (h) => normaliseHeader(h) === n || normaliseHeader(h.split(' / ').pop() ?? '') === n,
      );
      if (i < 0 && /^[A-Z]{1,3}$/.test(want)) i = letterIndex(want);
    }
    if (i < 0 || i >= Math.max(width, 1))
      return {
        missing: {
          detail: `the chosen column "${String(want)}" for ${field} is not in the header row`,
          reason: { code: 'chosenColumnMissing', params: { text: String(want), field } },
        },
      };
    chosen.set(i, {
      column: i,
      field,
      strength: 9,
      by: 'user',
      reason: { code: 'chosenByUser', params: {} },
    });
  }
  const userFields = new Set([...chosen.values()].map((c) => c.field));

  // By name.
  const byField = new Map<LedgerField, Candidate[]>();
  for (let i = 0; i < width; i++) {
    if (chosen.has(i) || !label(i)) continue;
    const v = verdictOf(label(i), kind);
    if (!v) continue;
    if (v.field === null) {
      ignored.set(i, because('knownNotRead', i, { known: v.ignored }));
      continue;
    }
    if (userFields.has(v.field) && !isReference(v.field)) {
      note(i, 'chosenInAnotherColumn', { field: v.field });
      continue;
    }
    const how =
      v.strength === 3 ? 'headerNames' : v.strength === 2 ? 'headerUsualName' : 'headerLooseName';
    byField.set(v.field, [
      ...(byField.get(v.field) ?? []),
      {
        column: i,
        field: v.field,
        strength: v.strength,
        by: 'name',
        reason: because(how, i, { field: v.field }),
      },
    ]);
  }

  const values = (i: number) => {
    const out: { v: string; numeric: boolean }[] = [];
    for (const r of sample) {
      const v = (r.cells[i] ?? '').trim();
      // Placeholders for nothing ('-', '--') say nothing about the column.
      if (v && !/^[-–—]{1,2}$/.test(v)) out.push({ v, numeric: r.numeric[i] === 1 });
    }
    return out;
  };
  /** Share of a column's first values passing a test; -1 when too few to judge. */
  const share = (i: number, test: (v: string, numeric: boolean) => boolean) => {
    const vs = values(i);
    if (vs.length < 3) return -1;
    return vs.filter((x) => test(x.v, x.numeric)).length / vs.length;
  };
  // Day/month order and decimal commas are judged on whole columns, never per cell:
  // `04/05/2024` and `1,234` read either way alone.
  const textValues = (i: number) =>
    values(i)
      .filter((x) => !x.numeric)
      .map((x) => x.v);
  const dateCandidates = [...(byField.get('date') ?? []).map((c) => c.column)];
  let dateOrder: DateOrder = 'dmy';
  let dateOrderSettled = false;
  const orderOf = (i: number) => inferDateOrder(textValues(i));
  for (const i of dateCandidates) {
    const o = orderOf(i);
    if (o) {
      dateOrder = o;
      dateOrderSettled = true;
      break;
    }
  }
  const amountColumns: number[] = [];
  for (const f of AMOUNTISH) for (const c of byField.get(f) ?? []) amountColumns.push(c.column);
  if (byField.get('balance')) for (const c of byField.get('balance')!) amountColumns.push(c.column);
  const decimalComma = usesDecimalComma(amountColumns.flatMap((i) => textValues(i)));
  const isDate = (v: string, numeric: boolean) =>
    typeof parseDateIso(v, date1904, numeric ? 'dmy' : dateOrder) === 'string' &&
    (!numeric || Number(v) > 18000);
  const isAmount = (v: string) => {
    const a = parseAmountMinor(v, decimalComma);
    return a !== null && !Number.isNaN(a);
  };

  // References: every candidate keeps its role. SAP's "Document Number" beside a Reference is
  // SAP's own number; alone it is the bill number.
  const strongDocument = (byField.get('document') ?? []).some((c) => c.strength === 3);
  for (const c of byField.get('document') ?? []) {
    if (c.strength === 2 && strongDocument) {
      chosen.set(c.column, {
        ...c,
        field: 'voucher',
        reason: because('internalDocumentNumber', c.column),
      });
    } else chosen.set(c.column, c);
  }
  for (const f of ['voucher', 'paymentRef'] as const)
    for (const c of byField.get(f) ?? []) chosen.set(c.column, c);
  const docs = [...chosen.values()].filter((c) => c.field === 'document' && c.by === 'name');
  if (docs.length > 1) {
    conflicts.push({
      code: 'severalPartyDocuments',
      params: { headers: docs.map((d) => named(d.column)) },
    });
  }

  // One column per other field: the strongest name, then the leftmost.
  for (const [field, cands] of byField) {
    if (isReference(field)) continue;
    if (field === 'amount' && kind === 'ledger') continue;
    let list = cands;
    if (field === 'date') {
      // A document's own date beats a posting or voucher date; content must agree.
      list = cands.filter((c) => share(c.column, isDate) !== 0);
      for (const c of cands)
        if (!list.includes(c)) ignored.set(c.column, because('holdsNoDates', c.column));
    }
    if (AMOUNTISH.includes(field)) {
      list = cands.filter((c) => share(c.column, isAmount) >= 0.6 || share(c.column, isAmount) < 0);
      for (const c of cands)
        if (!list.includes(c)) ignored.set(c.column, because('holdsNoAmounts', c.column));
    }
    if (list.length === 0) continue;
    const best = [...list].sort((a, b) => b.strength - a.strength || a.column - b.column)[0]!;
    chosen.set(best.column, best);
    for (const c of list) {
      if (c === best) continue;
      note(c.column, 'alsoReadsAs', { field, other: named(best.column) });
      const two: MappingConflict = {
        code: 'twoColumnsForField',
        params: { field, header: named(best.column), other: named(c.column) },
      };
      if (field === 'date' || field === 'narration' || field === 'partyName') {
        if (c.strength === best.strength) conflicts.push(two);
      } else conflicts.push(two);
    }
  }

  // Ledger amounts: debit/credit, amount + indicator, two unsigned columns, or one signed.
  let amountModel: AmountModel = 'signed';
  let up: number | undefined;
  let down: number | undefined;
  const field = (f: LedgerField) => [...chosen.values()].find((c) => c.field === f)?.column;
  if (kind === 'ledger') {
    let amounts = (byField.get('amount') ?? []).filter((c) => {
      const s = share(c.column, isAmount);
      if (s >= 0.6 || s < 0) return true;
      ignored.set(c.column, because('holdsNoAmounts', c.column));
      return false;
    });
    const foreign = (c: Candidate) => DOCUMENT_CURRENCY.test(normaliseHeader(label(c.column)));
    if (amounts.some((c) => !foreign(c))) {
      for (const c of amounts.filter(foreign))
        ignored.set(c.column, because('documentCurrencyAmount', c.column));
      amounts = amounts.filter((c) => !foreign(c));
    }
    const userAmount = [...chosen.values()].find((c) => c.field === 'amount' && c.by === 'user');
    if (field('debit') !== undefined || field('credit') !== undefined) {
      amountModel = 'debit-credit';
      for (const c of amounts) note(c.column, 'notReadBesideDebitCredit');
    } else if (userAmount || amounts.length === 1) {
      const a = userAmount ?? amounts[0]!;
      chosen.set(a.column, a);
      amountModel = 'signed';
    } else if (amounts.length >= 2) {
      const [a, b] = amounts.sort((x, y) => x.column - y.column) as [Candidate, Candidate];
      const na = normaliseHeader(label(a.column));
      const nb = normaliseHeader(label(b.column));
      const pair = new Set([na, nb]);
      // Receipts / Payments: payments made to the party raise its balance in our books.
      let [hi, lo] =
        pair.has('receipts') && pair.has('payments')
          ? na === 'payments'
            ? [a, b]
            : [b, a]
          : LOWERING.has(na) && !LOWERING.has(nb)
            ? [b, a]
            : [a, b];
      // Judged by the names unless the running balance settles it.
      let sure = false;
      const balance = field('balance');
      if (balance !== undefined) {
        const votes = balanceVotes(sample, hi.column, lo.column, balance, decimalComma);
        if (votes.against > votes.for && votes.against >= 2) {
          [hi, lo] = [lo, hi];
          sure = true;
        } else if (votes.for >= 2) sure = true;
      }
      amountModel = 'two-columns';
      up = hi.column;
      down = lo.column;
      chosen.set(hi.column, {
        ...hi,
        field: 'debit',
        by: sure ? 'content' : 'name',
        strength: sure ? 3 : 1,
        reason: because(
          sure ? 'raisesBalanceByRunningBalance' : 'raisesBalanceByNames',
          hi.column,
          {
            other: named(lo.column),
          },
        ),
      });
      chosen.set(lo.column, {
        ...lo,
        field: 'credit',
        by: sure ? 'content' : 'name',
        strength: sure ? 3 : 1,
        reason: because(
          sure ? 'lowersBalanceByRunningBalance' : 'lowersBalanceByNames',
          lo.column,
          {
            other: named(hi.column),
          },
        ),
      });
      if (!sure)
        conflicts.push({
          code: 'balanceDirectionByNames',
          params: { header: named(hi.column), other: named(lo.column) },
        });
      for (const c of amounts.slice(2)) note(c.column, 'thirdAmountColumn');
    }
  }

  // By content, for what names did not settle.
  const has = (f: LedgerField) => [...chosen.values()].some((c) => c.field === f);
  const free = (i: number) => !chosen.has(i) && !ignored.has(i);
  const byContent = (
    f: LedgerField,
    test: (v: string, numeric: boolean) => boolean,
    what: ColumnContent,
    min = 0.8,
  ) => {
    if (has(f) || !allowed.has(f)) return;
    for (let i = 0; i < width; i++) {
      if (!free(i)) continue;
      const s = share(i, test);
      if (s >= min) {
        chosen.set(i, {
          column: i,
          field: f,
          strength: 1,
          by: 'content',
          reason: because('valuesAre', i, { percent: Math.round(s * 100), values: what }),
        });
        return;
      }
    }
  };
  byContent('date', isDate, 'dates');
  byContent('supplierGstin', (v) => GSTIN_RE.test(v.toUpperCase()), 'gstins');
  byContent('deductorTan', (v) => TAN_RE.test(v.toUpperCase()), 'tans');
  byContent('deductorPan', (v) => PAN_RE.test(v.toUpperCase()), 'pans');
  if (kind === 'ledger' && has('amount') && !has('drCr'))
    byContent('drCr', (v) => INDICATOR.test(v), 'drCrIndicators', 0.9);
  if (!AMOUNTISH.some(has)) {
    byContent(
      'amount',
      (v, numeric) => isAmount(v) && !(numeric && /^\d{1,4}$/.test(v)),
      'amounts',
    );
  }
  if (!has('document') && !has('voucher') && !has('paymentRef')) {
    byContent(
      'document',
      (v, numeric) => !numeric && DOCNO_RE.test(v) && !isAmount(v),
      'documentNumbers',
    );
  }
  if (kind === 'ledger' && has('drCr') && amountModel === 'signed')
    amountModel = 'amount-and-indicator';
  if (kind === 'gst' && !has('amount')) amountModel = 'tax-components';
  if (kind === 'ledger' && amountModel === 'signed' && (has('debit') || has('credit')))
    amountModel = 'debit-credit';

  const col: Partial<Record<LedgerField, number>> = {};
  const mapping: DetectedMapping = {};
  const confidenceOf = (c: Candidate) =>
    c.by === 'user'
      ? 1
      : c.by === 'content' && c.strength === 3
        ? 0.85
        : c.strength === 3
          ? 0.95
          : c.strength === 2
            ? 0.8
            : 0.55;
  const columns: ColumnRole[] = [];
  for (let i = 0; i < width; i++) {
    const c = chosen.get(i);
    const base = {
      column: i,
      letter: columnLetter(i),
      header: label(i),
      conflicts: columnConflicts.get(i) ?? [],
    };
    if (!c) {
      columns.push({
        ...base,
        field: null,
        by: 'name',
        reason:
          ignored.get(i) ?? (label(i) ? because('notRead', i) : { code: 'noHeader', params: {} }),
        confidence: ignored.has(i) ? 0.9 : 0.5,
      });
      continue;
    }
    const role: ColumnRole = {
      ...base,
      field: c.field,
      by: c.by,
      reason: c.reason,
      confidence: confidenceOf(c),
    };
    columns.push(role);
    if (col[c.field] === undefined) {
      col[c.field] = i;
      const { conflicts: _c, field: _f, ...mapped } = role;
      mapping[c.field] = mapped;
    }
  }
  const order: ReferenceRole[] = ['document', 'voucher', 'paymentRef'];
  const references = columns
    .filter(
      (c): c is ColumnRole & { field: ReferenceRole } => c.field !== null && isReference(c.field),
    )
    .sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field) || a.column - b.column)
    .map((c) => ({ column: c.column, role: c.field, header: c.header }));

  if (!dateOrderSettled && col.date !== undefined) {
    const o = orderOf(col.date);
    if (o) {
      dateOrder = o;
      dateOrderSettled = true;
    }
  }
  const hasAmount = AMOUNTISH.some((f) => col[f] !== undefined);
  if (!hasAmount)
    return {
      missing: {
        detail:
          'no amount column was found (looked for Debit, Credit or Amount); choose the columns by hand',
        reason: { code: 'noAmountColumn' },
      },
    };
  if (col.date === undefined) conflicts.push({ code: 'noDateColumn', params: {} });
  const weak = columns.filter(
    (c) =>
      c.field !== null &&
      c.confidence < 0.6 &&
      (c.field === 'date' || AMOUNTISH.includes(c.field) || isReference(c.field)),
  );
  // The column's own reason says why it was guessed.
  for (const c of weak)
    conflicts.push({ code: 'roleIsGuess', params: { field: c.field!, header: named(c.column) } });
  const headerLabels = new Set(
    labels.map((l) => normaliseHeader(l.split(' / ').pop() ?? '')).filter((l) => l.length > 1),
  );
  return {
    headerRows: header.rows,
    columns,
    mapping,
    col,
    references,
    amountModel,
    dateOrder,
    dateOrderSettled,
    decimalComma,
    up,
    down,
    conflicts,
    needsConfirmation: conflicts.length > 0,
    headerLabels,
  };
}

function isReference(f: LedgerField): f is ReferenceRole {
  return f === 'voucher' || f === 'document' || f === 'paymentRef';
}

/** Rows where exactly one of the two columns is filled: does the balance move with it? */
function balanceVotes(
  sample: SampleRow[],
  hi: number,
  lo: number,
  balance: number,
  decimalComma: boolean,
) {
  let prev: number | null = null;
  let agree = 0;
  let against = 0;
  for (const r of sample) {
    const b = parseAmountMinor(r.cells[balance] ?? '', decimalComma);
    const x = parseAmountMinor(r.cells[hi] ?? '', decimalComma);
    const y = parseAmountMinor(r.cells[lo] ?? '', decimalComma);
    if (b === null || Number.isNaN(b)) {
      prev = null;
      continue;
    }
    if (prev !== null) {
      const delta = b - prev;
      const move =
        (x !== null && !Number.isNaN(x) ? x : 0) - (y !== null && !Number.isNaN(y) ? y : 0);
      if (move !== 0) {
        if (Math.abs(delta - move) <= 1) agree++;
        else if (Math.abs(delta + move) <= 1) against++;
      }
    }
    prev = b;
  }
  return { for: agree, against };
}

function letterIndex(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}
