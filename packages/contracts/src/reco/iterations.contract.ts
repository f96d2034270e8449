import { Type, type Static } from 'typebox';
import { Decimal, route, FreeText } from '../shared/index.js';
import { StoredFile } from './files.contract.js';
import { Id, Nullable, RunPhase, RunState, Side, Timestamp, LocalDate } from './values.js';
// The engine says its codes once; the contract adds only what stored mappings need. Deep
// imports: these modules hold the lists alone, not the reader.
import {
  COLUMN_CONTENTS as ENGINE_COLUMN_CONTENTS,
  COLUMN_REASON_CODES as ENGINE_COLUMN_REASON_CODES,
  KNOWN_UNREAD_COLUMNS as ENGINE_KNOWN_UNREAD_COLUMNS,
} from '@concord/reco-engine/read/table/column-reason.js';
import { MAPPING_CONFLICT_CODES as ENGINE_MAPPING_CONFLICT_CODES } from '@concord/reco-engine/read/table/mapping-conflict.js';
import { READ_WARNING_CODES as ENGINE_READ_WARNING_CODES } from '@concord/reco-engine/read/table/read-warning.js';
import { LEDGER_FIELDS as ENGINE_LEDGER_FIELDS } from '@concord/reco-engine/read/read.types.js';
import { SHEET_REASON_CODES as ENGINE_SHEET_REASON_CODES } from '@concord/reco-engine/read/table/sheet-reason.js';
import { READ_ERROR_REASON_CODES as ENGINE_READ_ERROR_REASON_CODES } from '@concord/reco-engine/read/read-error.js';

/**
 * Every column role the engine knows. References come in three roles: our own `voucher`
 * number, the party's `document` (bill, invoice, note or reference number) and a `paymentRef`
 * (UTR, cheque).
 */
export const LEDGER_FIELDS = ENGINE_LEDGER_FIELDS;
export type LedgerField = (typeof LEDGER_FIELDS)[number];
export const LedgerField = Type.Enum(LEDGER_FIELDS);

export const Confidence = Type.Union([
  Type.Literal('high'),
  Type.Literal('medium'),
  Type.Literal('low'),
]);
export type Confidence = Static<typeof Confidence>;

/** A reason, conflict or warning stored before the engine's words were kept as codes. */
const NOT_RECORDED = 'notRecorded';

export const MAPPED_BY = ['name', 'content', 'layout', 'user', 'remembered'] as const;

/**
 * Why a column has its role (or none), as the engine's code: screens word it in the user's
 * language. `notRecorded` marks a mapping stored before reasons were kept as codes.
 */
export const COLUMN_REASON_CODES = [...ENGINE_COLUMN_REASON_CODES, NOT_RECORDED] as const;
/** What most of a column's first values are, when its content gave it its role. */
export const COLUMN_CONTENTS = ENGINE_COLUMN_CONTENTS;
/** Columns known by their header and deliberately not read. */
export const KNOWN_UNREAD_COLUMNS = ENGINE_KNOWN_UNREAD_COLUMNS;

export const ColumnReason = Type.Object({
  code: Type.Enum(COLUMN_REASON_CODES),
  params: Type.Object({
    /** The column's header, or its letter when it has none. */
    header: Type.Optional(Type.String()),
    /** The other column of a pair (two amount columns of opposite meaning). */
    other: Type.Optional(Type.String()),
    field: Type.Optional(LedgerField),
    /** Share of the first values that settled the role. */
    percent: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    values: Type.Optional(Type.Enum(COLUMN_CONTENTS)),
    known: Type.Optional(Type.Enum(KNOWN_UNREAD_COLUMNS)),
  }),
});
export type ColumnReason = Static<typeof ColumnReason>;

/**
 * An ambiguity of the mapping (of the whole header or of one column), as the engine's code:
 * screens word it in the user's language. `notRecorded` marks one stored before conflicts
 * were kept as codes.
 */
export const MAPPING_CONFLICT_CODES = [...ENGINE_MAPPING_CONFLICT_CODES, NOT_RECORDED] as const;

export const MappingConflict = Type.Object({
  code: Type.Enum(MAPPING_CONFLICT_CODES),
  params: Type.Object({
    /** The column concerned (or the one used), by its header or its letter. */
    header: Type.Optional(Type.String()),
    /** The other column: the one passed over, or the other of a pair. */
    other: Type.Optional(Type.String()),
    /** Every column concerned, when there are more than two. */
    headers: Type.Optional(Type.Array(Type.String())),
    field: Type.Optional(LedgerField),
  }),
});
export type MappingConflict = Static<typeof MappingConflict>;

/**
 * What the reader noticed while reading the rows, as the engine's code: screens word it in
 * the user's language. `notRecorded` marks one stored before warnings were kept as codes.
 */
export const READ_WARNING_CODES = [...ENGINE_READ_WARNING_CODES, NOT_RECORDED] as const;

export const ReadWarning = Type.Object({
  code: Type.Enum(READ_WARNING_CODES),
  params: Type.Object({
    /** The sheet it concerns, when the workbook has named sheets. */
    sheet: Type.Optional(Type.String()),
    /** How many lines. */
    count: Type.Optional(Type.Integer({ minimum: 0 })),
    /** The cell that settled it, clipped. */
    text: Type.Optional(Type.String()),
  }),
});
export type ReadWarning = Static<typeof ReadWarning>;

/**
 * Why a sheet was read or passed over, as the engine's code: screens word it in the user's
 * language. `notRecorded` marks one stored before reasons were kept as codes.
 */
export const SHEET_REASON_CODES = [...ENGINE_SHEET_REASON_CODES, NOT_RECORDED] as const;

export const SheetReason = Type.Object({
  code: Type.Enum(SHEET_REASON_CODES),
  /** The sheet it was compared with (the first one read). */
  params: Type.Object({ sheet: Type.Optional(Type.String()) }),
});
export type SheetReason = Static<typeof SheetReason>;

/**
 * Why a file cannot be read, as the engine's code: a 400 answer's `reason` when an upload or a
 * chosen mapping cannot be read, for screens to word in the user's language.
 */
export const READ_ERROR_REASON_CODES = ENGINE_READ_ERROR_REASON_CODES;

export const ReadErrorReason = Type.Object({
  code: Type.Enum(READ_ERROR_REASON_CODES),
  params: Type.Object({
    /** The sheet concerned, or the sheet asked for that the workbook lacks. */
    sheet: Type.Optional(Type.String()),
    /** 1-based row number. */
    row: Type.Optional(Type.Integer({ minimum: 1 })),
    /** Column letter. */
    column: Type.Optional(Type.String()),
    /** The cell, or what the user chose, clipped. */
    text: Type.Optional(Type.String()),
    /** The column role concerned. */
    field: Type.Optional(Type.String()),
    /** The limit passed: rows, columns, megabytes, or rows searched for a header. */
    limit: Type.Optional(Type.Number()),
    /** The file's size in megabytes, when it is over the limit. */
    size: Type.Optional(Type.Number()),
  }),
});
export type ReadErrorReason = Static<typeof ReadErrorReason>;

/** One column of the header row: the role the engine gave it (or none), how and how sure. */
export const MappedColumn = Type.Object({
  field: Nullable(LedgerField),
  /** 0-based column index. */
  column: Type.Integer({ minimum: 0 }),
  letter: Type.String(),
  header: Type.String(),
  by: Type.Enum(MAPPED_BY),
  confidence: Confidence,
  /** The engine's own measure, 0 to 1. */
  score: Type.Number({ minimum: 0, maximum: 1 }),
  reason: ColumnReason,
  /** Other readings of this column that lost. */
  conflicts: Type.Array(MappingConflict),
});
export type MappedColumn = Static<typeof MappedColumn>;

/** The first entries as the engine read them with this mapping: what the user checks. */
export const SampleEntry = Type.Object({
  row: Type.Integer(),
  date: Nullable(LocalDate),
  doc_no: Type.String(),
  doc_type: Type.String(),
  narration: Type.String(),
  amount: Decimal,
});

export const LedgerMapping = Type.Object({
  side: Side,
  sheet: Type.String(),
  header_row: Type.Integer({ minimum: 1 }),
  /** Every column of the header row, left to right. */
  columns: Type.Array(MappedColumn),
  /** How a row's signed amount is formed (signed, debit-credit, ...). */
  amount_model: Type.String(),
  /** Ambiguities to settle: two candidate columns, a weak guess. */
  conflicts: Type.Array(MappingConflict),
  sheets: Type.Array(
    Type.Object({ name: Type.String(), read: Type.Boolean(), reason: SheetReason }),
  ),
  /** Confirmed by a user, or remembered for the party and unchanged. */
  confirmed: Type.Boolean(),
  /** Some role is missing or not sure: the user must confirm before the run. */
  needs_confirmation: Type.Boolean(),
  /** The party's remembered mapping was applied. */
  remembered: Type.Boolean(),
  /** What the reader noticed while reading the rows. */
  warnings: Type.Array(ReadWarning),
  entry_count: Type.Integer({ minimum: 0 }),
  closing_balance: Nullable(Decimal),
  sample: Type.Array(SampleEntry),
});
export type LedgerMapping = Static<typeof LedgerMapping>;

/**
 * Why a run failed, as a code the screens word in the user's language: `fileUnreadable`, the
 * `side` whose file could not be read and the engine's `reason`; `gaveUp`, every try failed
 * for a cause outside the files and the queue gave the run up.
 */
export const RUN_ERROR_CODES = ['fileUnreadable', 'gaveUp'] as const;
export type RunErrorCode = (typeof RUN_ERROR_CODES)[number];
export const RunErrorReason = Type.Object({
  code: Type.Enum(RUN_ERROR_CODES),
  side: Type.Optional(Side),
  reason: Type.Optional(ReadErrorReason),
});
export type RunErrorReason = Static<typeof RunErrorReason>;

export const Run = Type.Object({
  state: RunState,
  phase: Nullable(RunPhase),
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Why the last run failed, in English (logs, callers without the screens' messages). */
  error: Nullable(Type.String()),
  /** The same as a code with its values; null for runs that failed before codes were kept. */
  error_reason: Nullable(RunErrorReason),
  attempts: Type.Integer({ minimum: 0 }),
  queued_at: Nullable(Timestamp),
  started_at: Nullable(Timestamp),
  finished_at: Nullable(Timestamp),
});
export type Run = Static<typeof Run>;

export const Iteration = Type.Object({
  iteration_id: Id,
  reco_id: Id,
  number: Type.Integer({ minimum: 1 }),
  books_file: Nullable(StoredFile),
  counterparty_file: Nullable(StoredFile),
  books_mapping: Nullable(LedgerMapping),
  counterparty_mapping: Nullable(LedgerMapping),
  run: Run,
  entry_count: Type.Integer({ minimum: 0 }),
  matched_percent: Nullable(Decimal),
  unexplained_amount: Nullable(Decimal),
  output_file: Nullable(StoredFile),
  modified_file: Nullable(StoredFile),
  created_by_user_id: Id,
  created_at: Timestamp,
});
export type Iteration = Static<typeof Iteration>;

const IterationParams = Type.Object({ iteration_id: Id });

export const getIteration = route('GET', '/reconciliation/iterations/:iteration_id/', {
  params: IterationParams,
  response: { 200: Iteration },
});

export const listIterations = route('GET', '/reconciliation/recos/:reco_id/iterations/', {
  params: Type.Object({ reco_id: Id }),
  response: { 200: Type.Array(Iteration) },
});

/** Multipart, one file part; `csv` is allowed for ledgers. */
export const uploadLedger = route('POST', '/reconciliation/iterations/:iteration_id/files/', {
  params: IterationParams,
  querystring: Type.Object({ side: Side }),
  response: {
    201: Type.Object({ file: StoredFile, mapping: LedgerMapping, iteration: Iteration }),
  },
});

export const MappingChoice = Type.Object(
  {
    side: Side,
    /** Role -> 0-based column index; roles left out are not read. */
    columns: Type.Partial(Type.Record(LedgerField, Type.Integer({ minimum: 0, maximum: 1023 }))),
    header_row: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type MappingChoice = Static<typeof MappingChoice>;

export const confirmMapping = route('PUT', '/reconciliation/iterations/:iteration_id/mapping/', {
  params: IterationParams,
  body: MappingChoice,
  response: { 200: Iteration },
});

// ---- result: summary, bridge, entries ----

export const SummaryLine = Type.Object({
  status: Type.String(),
  category: Type.String(),
  remark: Type.String(),
  count: Type.Integer(),
  amount: Decimal,
  books_count: Type.Integer(),
  books_amount: Decimal,
  counterparty_count: Type.Integer(),
  counterparty_amount: Decimal,
});
export type SummaryLine = Static<typeof SummaryLine>;

export const BridgeStep = Type.Object({
  label: Type.String(),
  status: Nullable(Type.String()),
  category: Nullable(Type.String()),
  remark: Type.String(),
  count: Type.Integer(),
  amount: Decimal,
});

export const Bridge = Type.Object({
  books_closing: Decimal,
  counterparty_closing: Decimal,
  adjustments: Type.Array(BridgeStep),
  residual: Decimal,
});
export type Bridge = Static<typeof Bridge>;

export const IterationSummary = Type.Object({
  iteration_id: Id,
  lines: Type.Array(SummaryLine),
  bridge: Bridge,
  entry_count: Type.Integer(),
  matched_percent: Nullable(Decimal),
  unexplained_amount: Nullable(Decimal),
});
export type IterationSummary = Static<typeof IterationSummary>;

export const getSummary = route('GET', '/reconciliation/iterations/:iteration_id/summary/', {
  params: IterationParams,
  response: { 200: IterationSummary },
});

/** Where a decision came from: the drill-down, an edited workbook, or an earlier iteration. */
export const DECISION_SOURCES = ['screen', 'workbook', 'carried'] as const;
export const DecisionSource = Type.Enum(DECISION_SOURCES);

export const DecisionRef = Type.Object({
  decision_id: Id,
  kind: Type.String(),
  /** `carried`: taken on an earlier iteration and applied again by this run. */
  source: DecisionSource,
  decided_by_user_id: Id,
  decided_at: Timestamp,
});

export const ENTRY_ANSWERS = ['agree', 'disagree'] as const;
export type EntryAnswerKind = (typeof ENTRY_ANSWERS)[number];

/** What the company a reco was shared with says about one entry (spec: shared recos). */
export const EntryAnswer = Type.Object({
  answer_id: Id,
  entry_no: Type.Integer({ minimum: 0 }),
  /** null: only a document so far. */
  answer: Nullable(Type.Enum(ENTRY_ANSWERS)),
  remark: Nullable(Type.String()),
  document: Nullable(StoredFile),
  answered_by_user_id: Id,
  answered_by_user_name: Type.String(),
  answered_by_company_name: Type.String(),
  answered_at: Timestamp,
});
export type EntryAnswer = Static<typeof EntryAnswer>;

export const Entry = Type.Object({
  entry_no: Type.Integer({ minimum: 0 }),
  line_no: Type.Integer({ minimum: 0 }),
  side: Side,
  sheet: Type.String(),
  row: Type.Integer(),
  doc_no: Type.String(),
  doc_type: Type.String(),
  narration: Type.String(),
  date: Nullable(LocalDate),
  amount: Decimal,
  status: Type.String(),
  category: Type.String(),
  remark: Type.String(),
  remark2: Type.String(),
  match_id: Nullable(Type.String()),
  rule: Type.String(),
  /** The rule's reason in words (English), or the reason stored by a decision made by hand. */
  reason: Type.String(),
  /**
   * True when `reason` is the rule's own description, which screens show in their language
   * by `rule`; false when it was written by hand and must be shown as stored.
   */
  reason_by_rule: Type.Boolean(),
  decision: Nullable(DecisionRef),
  /** The answer of the company it was shared with, when it gave one. */
  answer: Nullable(EntryAnswer),
});
export type Entry = Static<typeof Entry>;

export const EntryQuery = Type.Object({
  status: Type.Optional(Type.String({ maxLength: 40 })),
  category: Type.Optional(Type.String({ maxLength: 40 })),
  remark: Type.Optional(Type.String({ maxLength: 200 })),
  remark2: Type.Optional(Type.String({ maxLength: 300 })),
  /** Lines after this `line_no` (keyset paging). */
  after_line: Type.Optional(Type.Integer({ minimum: -1 })),
  /** Lines per page: the entries of one pair or group count as one line. */
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});
export type EntryQuery = Static<typeof EntryQuery>;

export const EntryPage = Type.Object({
  items: Type.Array(Entry),
  /** Entries in this cell, from the summary; null when the filter has no summary cell. */
  total_entries: Nullable(Type.Integer()),
  next_after_line: Nullable(Type.Integer()),
});
export type EntryPage = Static<typeof EntryPage>;

export const listEntries = route('GET', '/reconciliation/iterations/:iteration_id/entries/', {
  params: IterationParams,
  querystring: EntryQuery,
  response: { 200: EntryPage },
});

// ---- manual decisions ----

export const DECISION_KINDS = ['match', 'unmatch', 'accept', 'reject'] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];
export const DecisionKind = Type.Enum(DECISION_KINDS);

/** How a decision names an entry: the engine's entry key, and what a person reads. */
export const EntryKey = Type.Object({
  key: Type.String(),
  sheet: Type.String(),
  row: Type.Integer(),
  doc_no: Type.String(),
  date: Nullable(LocalDate),
  amount: Decimal,
});

export const Decision = Type.Object({
  decision_id: Id,
  reco_id: Id,
  iteration_id: Id,
  kind: DecisionKind,
  books: Type.Array(EntryKey),
  counterparty: Type.Array(EntryKey),
  remarks: Nullable(Type.String()),
  source: DecisionSource,
  decided_by_user_id: Id,
  decided_at: Timestamp,
  undone_by_user_id: Nullable(Id),
  undone_at: Nullable(Timestamp),
});
export type Decision = Static<typeof Decision>;

export const NewDecision = Type.Object(
  {
    kind: DecisionKind,
    /** entry_no of the entries decided on; a match needs both sides. */
    entries: Type.Array(Type.Integer({ minimum: 0 }), {
      minItems: 1,
      maxItems: 50,
      uniqueItems: true,
    }),
    remarks: Type.Optional(FreeText({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type NewDecision = Static<typeof NewDecision>;

export const listDecisions = route('GET', '/reconciliation/iterations/:iteration_id/decisions/', {
  params: IterationParams,
  response: { 200: Type.Array(Decision) },
});

export const createDecision = route('POST', '/reconciliation/iterations/:iteration_id/decisions/', {
  params: IterationParams,
  body: NewDecision,
  response: { 201: Decision },
});

/**
 * What the run of an iteration did with the manual decisions of the iteration before it:
 * `carried` were applied again (their entries are all in the new files); each of
 * `not_carried` names an entry no longer there (`missing`). `from_iteration_id` is null when
 * there was nothing to carry (a first iteration, no decisions, or not run yet).
 */
export const CarryReport = Type.Object({
  from_iteration_id: Nullable(Id),
  carried: Type.Integer({ minimum: 0 }),
  not_carried: Type.Array(Type.Object({ decision: Decision, missing: Type.Array(EntryKey) })),
});
export type CarryReport = Static<typeof CarryReport>;

export const getCarryReport = route('GET', '/reconciliation/iterations/:iteration_id/carry/', {
  params: IterationParams,
  response: { 200: CarryReport },
});

export const undoDecision = route('DELETE', '/reconciliation/decisions/:decision_id/', {
  params: Type.Object({ decision_id: Id }),
  response: { 200: Decision },
});

/**
 * Why a row of an edited workbook was refused, as a code the screens say in the user's
 * language with `params`: COLUMNS_MISSING (the sheet lacks Side, Row or Status),
 * NOT_AN_ENTRY (Side and Row name no entry), NO_SUCH_ENTRY (not in this iteration),
 * STATUS_CHANGE (`from`, `to`: statuses no hand may set), MATCH_ID_NEEDED (rows to pair need
 * a Match ID of the user's), DECISION_REFUSED (`kind`: the decision the rows asked for could
 * not be taken on the entries as they are now).
 */
export const WORKBOOK_REFUSALS = [
  'COLUMNS_MISSING',
  'NOT_AN_ENTRY',
  'NO_SUCH_ENTRY',
  'STATUS_CHANGE',
  'MATCH_ID_NEEDED',
  'DECISION_REFUSED',
] as const;
export type WorkbookRefusalCode = (typeof WORKBOOK_REFUSALS)[number];
export const WorkbookRefusal = Type.Object({
  sheet: Type.String(),
  row: Type.Integer(),
  code: Type.Enum(WORKBOOK_REFUSALS),
  params: Type.Record(Type.String(), Type.String()),
  /** The same in English, for logs and callers without the screens' messages. */
  reason: Type.String(),
});
export type WorkbookRefusal = Static<typeof WorkbookRefusal>;

export const WorkbookReport = Type.Object({
  file: StoredFile,
  taken: Type.Array(
    Type.Object({ sheet: Type.String(), row: Type.Integer(), decision_id: Id, kind: DecisionKind }),
  ),
  refused: Type.Array(WorkbookRefusal),
});
export type WorkbookReport = Static<typeof WorkbookReport>;

/** Multipart: the output workbook, edited (Status, Remark columns), uploaded back. */
export const uploadModifiedWorkbook = route(
  'POST',
  '/reconciliation/iterations/:iteration_id/modified-file/',
  {
    params: IterationParams,
    response: { 201: WorkbookReport },
  },
);
