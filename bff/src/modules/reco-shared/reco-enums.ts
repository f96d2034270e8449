import { reco } from '@concord/contracts';
import { registerEnumType } from 'type-graphql';
import { registerCodeEnum, type CodeOf } from './code-enum.js';

// Enum values are the reco service's wire words, so that no resolver translates them.

export enum RecoKind {
  VENDOR = 'vendor',
  CUSTOMER = 'customer',
  GST = 'gst',
  TAX = 'tax',
}
registerEnumType(RecoKind, {
  name: 'RecoKind',
  description: 'What is reconciled.',
  valuesConfig: {
    VENDOR: { description: "Our books of a vendor against the vendor's ledger of us." },
    CUSTOMER: { description: "Our books of a customer against the customer's ledger of us." },
    GST: { description: 'The purchase register against GSTR-2B/2A from the tax portal.' },
    TAX: { description: 'TDS booked against Form 26AS / AIS.' },
  },
});

export enum RecoState {
  CREATED = 'created',
  FILES_UPLOADED = 'files_uploaded',
  RUNNING = 'running',
  OUTPUT_READY = 'output_ready',
  IN_REVIEW = 'in_review',
  ACCEPTED = 'accepted',
  REJECTED = 'rejected',
  INACTIVE = 'inactive',
}
registerEnumType(RecoState, {
  name: 'RecoState',
  description: 'Where a reconciliation stands in its lifecycle.',
  valuesConfig: {
    CREATED: { description: 'Waiting for the books and counterparty files.' },
    FILES_UPLOADED: { description: 'Both files are there; confirm the mappings and run.' },
    RUNNING: { description: 'The engine is matching the ledgers.' },
    OUTPUT_READY: { description: 'The result is ready for the reconciler to check and submit.' },
    IN_REVIEW: { description: 'Submitted; waiting for the reviewer.' },
    ACCEPTED: { description: 'The reviewer accepted the result.' },
    REJECTED: { description: 'The reviewer sent it back with remarks.' },
    INACTIVE: { description: 'Closed without an accepted result.' },
  },
});

export enum RecoAction {
  UPLOAD = 'upload',
  CONFIRM_MAPPING = 'confirm_mapping',
  START = 'start',
  SUBMIT = 'continue',
  ACCEPT = 'accept',
  REJECT = 'reject',
  RESTART = 'restart',
  MAKE_INACTIVE = 'inactivate',
  CHANGE_ASSIGNEE = 'change_assignee',
  CHANGE_REVIEWER = 'change_reviewer',
  DECIDE = 'decide',
  TAG = 'tag',
}
registerEnumType(RecoAction, {
  name: 'RecoAction',
  description: 'A step the signed-in user may take on a reconciliation now.',
  valuesConfig: {
    UPLOAD: { description: 'Upload the books or counterparty file.' },
    CONFIRM_MAPPING: { description: "Confirm or correct a file's column mapping." },
    START: { description: 'Start the run.' },
    SUBMIT: { description: 'Submit the result for review.' },
    ACCEPT: { description: 'Accept the result (reviewer).' },
    REJECT: { description: 'Send the result back with remarks (reviewer).' },
    RESTART: { description: 'Start a new iteration with new or the same files.' },
    MAKE_INACTIVE: { description: 'Close the reconciliation.' },
    CHANGE_ASSIGNEE: { description: 'Give it to another reconciler (owner or admin).' },
    CHANGE_REVIEWER: { description: 'Give it to another reviewer (owner or admin).' },
    DECIDE: { description: 'Match, unmatch, accept or reject entries by hand.' },
    TAG: { description: 'Tag the reconciliation or its entries.' },
  },
});

export enum RunState {
  IDLE = 'idle',
  QUEUED = 'queued',
  RUNNING = 'running',
  SUCCEEDED = 'succeeded',
  FAILED = 'failed',
}
registerEnumType(RunState, {
  name: 'RunState',
  description: "The state of an iteration's run.",
  valuesConfig: {
    IDLE: { description: 'Never started.' },
    QUEUED: { description: 'Waiting for a worker.' },
    RUNNING: { description: 'Being executed.' },
    SUCCEEDED: { description: 'Finished; the result is stored.' },
    FAILED: { description: 'Stopped; `error` says why. The reconciliation can be started again.' },
  },
});

export enum RunPhase {
  QUEUED = 'queued',
  READING_BOOKS = 'reading_books',
  READING_COUNTERPARTY = 'reading_counterparty',
  MATCHING = 'matching',
  WRITING = 'writing',
}
registerEnumType(RunPhase, {
  name: 'RunPhase',
  description: 'What a run is doing.',
  valuesConfig: {
    QUEUED: { description: 'Waiting for a worker.' },
    READING_BOOKS: { description: 'Reading the books file.' },
    READING_COUNTERPARTY: { description: 'Reading the counterparty file.' },
    MATCHING: { description: 'Matching the entries.' },
    WRITING: { description: 'Writing the result workbook and storing the entries.' },
  },
});

export enum LedgerSide {
  BOOKS = 'books',
  COUNTERPARTY = 'counterparty',
}
registerEnumType(LedgerSide, {
  name: 'LedgerSide',
  description: 'Which ledger: ours or the party’s.',
  valuesConfig: {
    BOOKS: { description: 'Our books (our ledger of the party).' },
    COUNTERPARTY: { description: "The party's ledger of us (or the portal statement)." },
  },
});

export enum LedgerField {
  DATE = 'date',
  VOUCHER_NUMBER = 'voucher',
  DOCUMENT_NUMBER = 'document',
  PAYMENT_REFERENCE = 'paymentRef',
  DOCUMENT_TYPE = 'docType',
  NARRATION = 'narration',
  DEBIT = 'debit',
  CREDIT = 'credit',
  AMOUNT = 'amount',
  DEBIT_CREDIT_INDICATOR = 'drCr',
  BALANCE = 'balance',
  PARTY_NAME = 'partyName',
  SUPPLIER_GSTIN = 'supplierGstin',
  PLACE_OF_SUPPLY = 'placeOfSupply',
  REVERSE_CHARGE = 'reverseCharge',
  TAXABLE_VALUE = 'taxableValue',
  IGST = 'igst',
  CGST = 'cgst',
  SGST = 'sgst',
  CESS = 'cess',
  DEDUCTOR_TAN = 'deductorTan',
  DEDUCTOR_PAN = 'deductorPan',
  SECTION = 'section',
  QUARTER = 'quarter',
  GROSS_AMOUNT = 'grossAmount',
}
registerEnumType(LedgerField, {
  name: 'LedgerField',
  description: 'The role of a column in a ledger file.',
  valuesConfig: {
    VOUCHER_NUMBER: {
      description: 'Our own voucher number (Tally Vch No., SAP Document Number): internal.',
    },
    DOCUMENT_NUMBER: {
      description: "The party's bill, invoice, note or reference number: shared.",
    },
    PAYMENT_REFERENCE: { description: 'UTR, cheque or transfer reference: shared.' },
    DEBIT_CREDIT_INDICATOR: { description: 'A Dr/Cr column giving the sign of the amount.' },
  },
});

export enum MappingConfidence {
  HIGH = 'high',
  MEDIUM = 'medium',
  LOW = 'low',
}
registerEnumType(MappingConfidence, {
  name: 'MappingConfidence',
  description: 'How sure the detection of a column role is; below HIGH the user must confirm.',
});

export enum MappingSource {
  HEADER_NAME = 'name',
  CONTENT = 'content',
  LAYOUT = 'layout',
  USER = 'user',
  REMEMBERED = 'remembered',
}
registerEnumType(MappingSource, {
  name: 'MappingSource',
  description: 'How a column got its role.',
  valuesConfig: {
    HEADER_NAME: { description: 'Its header names the role.' },
    CONTENT: { description: 'Its values look like the role; the header does not say.' },
    LAYOUT: { description: 'A known export layout (Tally, SAP, a tax portal) puts it there.' },
    USER: { description: 'A user chose it.' },
    REMEMBERED: { description: 'The mapping last confirmed for this party.' },
  },
});

export const ColumnReasonCode = registerCodeEnum(
  reco.COLUMN_REASON_CODES,
  'ColumnReasonCode',
  "Why a column has its role (or none); the reason's other fields fill it in.",
  {
    CHOSEN_BY_USER: 'A user chose the role.',
    HEADER_NAMES: '`header` is the own name of `field`.',
    HEADER_USUAL_NAME: '`header` is a usual name for `field`.',
    HEADER_LOOSE_NAME: '`header` looks like a name for `field`.',
    INTERNAL_DOCUMENT_NUMBER:
      "`header` is an internal document number, as a Reference column holds the party's.",
    RAISES_BALANCE_BY_NAMES:
      '`header` and `otherHeader` are opposite amounts; `header` raises the balance, by the names.',
    RAISES_BALANCE_BY_RUNNING_BALANCE:
      '`header` and `otherHeader` are opposite amounts; the running balance rises with `header`.',
    LOWERS_BALANCE_BY_NAMES: '`header` lowers the balance (against `otherHeader`), by the names.',
    LOWERS_BALANCE_BY_RUNNING_BALANCE:
      'The running balance falls with `header` and rises with `otherHeader`.',
    VALUES_ARE: '`percent` % of the first values of `header` are `values`.',
    KNOWN_NOT_READ: '`header` is a known column that is not read (`knownAs`).',
    HOLDS_NO_DATES: '`header` names a date but holds no dates.',
    HOLDS_NO_AMOUNTS: '`header` names an amount but does not hold amounts.',
    DOCUMENT_CURRENCY_AMOUNT:
      "`header` is an amount in the document's currency: the local amount is read.",
    NOT_READ: '`header` is not a column the reconciliation reads.',
    NO_HEADER: 'The column has no header.',
    NOT_RECORDED: 'The mapping was stored before reasons were kept as codes.',
  },
);
export type ColumnReasonCode = CodeOf<typeof ColumnReasonCode>;

export const ColumnContent = registerCodeEnum(
  reco.COLUMN_CONTENTS,
  'ColumnContent',
  "What most of a column's first values are, when its content gave it its role.",
);
export type ColumnContent = CodeOf<typeof ColumnContent>;

export const KnownUnreadColumn = registerCodeEnum(
  reco.KNOWN_UNREAD_COLUMNS,
  'KnownUnreadColumn',
  'A column known by its header and deliberately not read.',
  {
    NOT_ENTRY_AMOUNT: "Not the entry's amount: what is left open, a rate or a net after tax.",
    SORT_KEY: 'A sort key (SAP Assignment).',
    OTHER_DATE: "A date that is not the document's (filing, due, clearing).",
    PORTAL_DETAIL: 'A detail of the tax portal (IRN, return period).',
  },
);
export type KnownUnreadColumn = CodeOf<typeof KnownUnreadColumn>;

export const MappingConflictCode = registerCodeEnum(
  reco.MAPPING_CONFLICT_CODES,
  'MappingConflictCode',
  "An ambiguity of the mapping; the conflict's other fields fill it in.",
  {
    SEVERAL_PARTY_DOCUMENTS:
      'The columns `headers` all hold party documents: all are used as references.',
    TWO_COLUMNS_FOR_FIELD: '`header` and `otherHeader` both read as `field`: `header` is used.',
    BALANCE_DIRECTION_BY_NAMES:
      'Which of `header` and `otherHeader` raises the balance was judged by the names only.',
    NO_DATE_COLUMN: 'No date column was found.',
    ROLE_IS_GUESS: '`field` in `header` is a guess.',
    CHOSEN_IN_ANOTHER_COLUMN: 'A user chose another column for `field`.',
    ALSO_READS_AS: 'The column also reads as `field`; `otherHeader` was preferred.',
    NOT_READ_BESIDE_DEBIT_CREDIT:
      'An amount column not read: the file has debit and credit columns.',
    THIRD_AMOUNT_COLUMN: 'A third amount column: not read.',
    NOT_RECORDED: 'The mapping was stored before conflicts were kept as codes.',
  },
);
export type MappingConflictCode = CodeOf<typeof MappingConflictCode>;

export const ReadWarningCode = registerCodeEnum(
  reco.READ_WARNING_CODES,
  'ReadWarningCode',
  "What the reader noticed while reading the rows; the warning's other fields fill it in.",
  {
    SUMMARY_LINES_SKIPPED:
      '`count` total, closing or repeated header lines were not read as entries.',
    DATES_READ_MONTH_FIRST: 'The dates were read month first from the cell `text` on.',
    DATES_READ_DAY_FIRST: 'The dates were read day first from the cell `text` on.',
    NOT_RECORDED: 'The mapping was stored before warnings were kept as codes.',
  },
);
export type ReadWarningCode = CodeOf<typeof ReadWarningCode>;

export const SheetReasonCode = registerCodeEnum(
  reco.SHEET_REASON_CODES,
  'SheetReasonCode',
  "Why a sheet was read or passed over; the sheet's `comparedWith` fills it in.",
  {
    HEADER_FOUND: 'The ledger header was found here.',
    SAME_COLUMNS: 'Read: the same columns as the sheet `comparedWith`.',
    COLUMNS_DIFFER: 'Passed over: its columns differ from the sheet `comparedWith`.',
    NO_HEADER_ROW: 'Passed over: no ledger header row was found.',
    MISSING_COLUMN: 'Passed over: a column the ledger needs is missing.',
    NOT_RECORDED: 'The mapping was stored before sheet reasons were kept as codes.',
  },
);
export type SheetReasonCode = CodeOf<typeof SheetReasonCode>;

export const HistoryNoteCode = registerCodeEnum(
  reco.HISTORY_NOTE_CODES,
  'HistoryNoteCode',
  "What the system wrote in a reco's history on the company's rule's behalf; the note's other fields fill it in.",
  {
    RULE_ACCEPTED_MAPPING:
      "The rule `rule` took the engine's mapping of the party's columns: the engine named every column a match reads.",
    RULE_STARTED_RUN: 'The rule `rule` started the run, when `trigger` happened.',
    RULE_RUN_WAITS:
      'The rule `rule` did not start the run: `books` and `counterparty` say what each side lacks, `conflicts` and `guesses` why the party’s columns wait for confirmation.',
  },
);
export type HistoryNoteCode = CodeOf<typeof HistoryNoteCode>;

export const RuleTrigger = registerCodeEnum(
  reco.RULE_TRIGGERS,
  'RuleTrigger',
  "What set a rule's run going.",
  {
    PARTY_LEDGER: "The party's ledger arrived.",
    BOOKS_COMPLETED: "Our books completed the pair with the party's ledger.",
  },
);
export type RuleTrigger = CodeOf<typeof RuleTrigger>;

export const RunNeed = registerCodeEnum(
  reco.RUN_NEEDS,
  'RunNeed',
  'What one side lacks before a run.',
  {
    FILE: 'Its file.',
    MAPPING: 'The confirmation of its columns.',
  },
);
export type RunNeed = CodeOf<typeof RunNeed>;

export const RunErrorCode = registerCodeEnum(
  reco.RUN_ERROR_CODES,
  'RunErrorCode',
  'Why a run failed.',
  {
    FILE_UNREADABLE: 'The file of `side` could not be read; `reason` says why.',
    GAVE_UP: 'Every try failed for a cause outside the files: start the run again.',
  },
);
export type RunErrorCode = CodeOf<typeof RunErrorCode>;

export const FileReadErrorCode = registerCodeEnum(
  reco.READ_ERROR_REASON_CODES,
  'FileReadErrorCode',
  "Why a file could not be read (the reconciliation engine's code); the error's other fields fill it in.",
);
export type FileReadErrorCode = CodeOf<typeof FileReadErrorCode>;
