import { Field, Float, Int, ObjectType } from 'type-graphql';
import type {
  RestIteration,
  RestLedgerMapping,
  RestStoredFile,
} from '../../upstream/reco-client.js';
import { DecimalScalar, LocalDateScalar } from '../poso-shared/scalars.js';
import {
  ColumnContent,
  ColumnReasonCode,
  KnownUnreadColumn,
  LedgerField,
  MappingConflictCode,
  ReadWarningCode,
  LedgerSide,
  MappingConfidence,
  MappingSource,
  FileReadErrorCode,
  RunErrorCode,
  RunPhase,
  RunState,
  SheetReasonCode,
} from '../reco-shared/reco-enums.js';

@ObjectType({ description: 'A stored file with its checksum; download it from `downloadPath`.' })
export class RecoFile {
  @Field(() => Int, { description: 'File id.' })
  id!: number;

  @Field(() => String, { description: 'Name as uploaded (or as produced).' })
  fileName!: string;

  @Field(() => String, { description: 'Media type, decided from the extension and content.' })
  contentType!: string;

  @Field(() => Int, { description: 'Size in bytes.' })
  sizeBytes!: number;

  @Field(() => String, { description: 'SHA-256 of the content, hex.' })
  sha256!: string;

  @Field(() => String, { description: 'When it was stored (ISO 8601).' })
  uploadedAt!: string;

  @Field(() => String, {
    description: 'BFF route that streams the file (same headers as GraphQL).',
  })
  downloadPath!: string;
}

export function toRecoFile(row: RestStoredFile): RecoFile {
  return {
    id: row.file_id,
    fileName: row.file_name,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    sha256: row.sha256,
    uploadedAt: row.uploaded_at,
    downloadPath: `/files/reco/files/${row.file_id}`,
  };
}

@ObjectType({
  description:
    "Why a column has its role, as a code and what it names; screens word it in the user's language.",
})
export class ColumnReason {
  @Field(() => ColumnReasonCode, { description: 'What the reason says.' })
  code!: ColumnReasonCode;

  @Field(() => String, {
    nullable: true,
    description: "The column's header, or its letter when it has none.",
  })
  header!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The other column of a pair of amount columns of opposite meaning.',
  })
  otherHeader!: string | null;

  @Field(() => LedgerField, { nullable: true, description: 'The role the header names.' })
  field!: LedgerField | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Share of the first values that settled the role, 0 to 100.',
  })
  percent!: number | null;

  @Field(() => ColumnContent, { nullable: true, description: 'What those values are.' })
  values!: ColumnContent | null;

  @Field(() => KnownUnreadColumn, {
    nullable: true,
    description: 'What the known column that is not read holds.',
  })
  knownAs!: KnownUnreadColumn | null;
}

export function toColumnReason(
  reason: RestLedgerMapping['columns'][number]['reason'],
): ColumnReason {
  const p = reason.params;
  return {
    code: reason.code,
    header: p.header ?? null,
    otherHeader: p.other ?? null,
    field: (p.field as LedgerField | undefined) ?? null,
    percent: p.percent ?? null,
    values: p.values ?? null,
    knownAs: p.known ?? null,
  };
}

@ObjectType({
  description:
    "An ambiguity of the mapping, as a code and what it names; screens word it in the user's language.",
})
export class MappingConflict {
  @Field(() => MappingConflictCode, { description: 'What the conflict says.' })
  code!: MappingConflictCode;

  @Field(() => String, {
    nullable: true,
    description: 'The column concerned (or the one used), by its header or its letter.',
  })
  header!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The other column: the one passed over, or the other of a pair.',
  })
  otherHeader!: string | null;

  @Field(() => [String], { description: 'Every column concerned, when there are more than two.' })
  headers!: string[];

  @Field(() => LedgerField, { nullable: true, description: 'The role in question.' })
  field!: LedgerField | null;
}

export function toMappingConflict(
  conflict: RestLedgerMapping['conflicts'][number],
): MappingConflict {
  const p = conflict.params;
  return {
    code: conflict.code,
    header: p.header ?? null,
    otherHeader: p.other ?? null,
    headers: p.headers ?? [],
    field: (p.field as LedgerField | undefined) ?? null,
  };
}

@ObjectType({
  description:
    "What the reader noticed while reading the rows, as a code and what it names; screens word it in the user's language.",
})
export class ReadWarning {
  @Field(() => ReadWarningCode, { description: 'What the warning says.' })
  code!: ReadWarningCode;

  @Field(() => String, {
    nullable: true,
    description: 'The sheet it concerns, when the workbook has named sheets.',
  })
  sheet!: string | null;

  @Field(() => Int, { nullable: true, description: 'How many lines.' })
  count!: number | null;

  @Field(() => String, { nullable: true, description: 'The cell that settled it, clipped.' })
  text!: string | null;
}

export function toReadWarning(warning: RestLedgerMapping['warnings'][number]): ReadWarning {
  const p = warning.params;
  return {
    code: warning.code,
    sheet: p.sheet ?? null,
    count: p.count ?? null,
    text: p.text ?? null,
  };
}

@ObjectType({
  description:
    'One column of the header row: the role the engine gave it (or none), how and how sure.',
})
export class MappedColumn {
  @Field(() => LedgerField, {
    nullable: true,
    description: 'The role; none when the column is not read.',
  })
  field!: LedgerField | null;

  @Field(() => Int, { description: '0-based column index.' })
  column!: number;

  @Field(() => String, { description: 'Column letter as spreadsheets show it.' })
  letter!: string;

  @Field(() => String, { description: 'Header text as written in the file.' })
  header!: string;

  @Field(() => MappingSource, { description: 'How the role was found.' })
  source!: MappingSource;

  @Field(() => MappingConfidence, { description: 'How sure it is.' })
  confidence!: MappingConfidence;

  @Field(() => Float, { description: "The engine's own measure of it, 0 to 1." })
  score!: number;

  @Field(() => ColumnReason, { description: 'Why it has its role (or none).' })
  reason!: ColumnReason;

  @Field(() => [MappingConflict], { description: 'Other readings of this column that lost.' })
  conflicts!: MappingConflict[];
}

@ObjectType({ description: 'A sheet of the workbook and whether it was read.' })
export class LedgerSheet {
  @Field(() => String, { description: 'Sheet name.' })
  name!: string;

  @Field(() => Boolean, { description: 'Read as ledger data.' })
  read!: boolean;

  @Field(() => SheetReasonCode, { description: 'Why it was read or passed over.' })
  reason!: SheetReasonCode;

  @Field(() => String, {
    nullable: true,
    description: 'The sheet it was compared with (the first one read).',
  })
  comparedWith!: string | null;
}

export function toLedgerSheet(sheet: RestLedgerMapping['sheets'][number]): LedgerSheet {
  return {
    name: sheet.name,
    read: sheet.read,
    reason: sheet.reason.code,
    comparedWith: sheet.reason.params.sheet ?? null,
  };
}

@ObjectType({ description: 'One of the first entries as the engine read them with the mapping.' })
export class SampleEntry {
  @Field(() => Int, { description: 'Row in the sheet (1-based).' })
  row!: number;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Date, when the row has one.' })
  date!: string | null;

  @Field(() => String, { description: 'Document number as written.' })
  documentNumber!: string;

  @Field(() => String, { description: 'Document type as written.' })
  documentType!: string;

  @Field(() => String, { description: 'Narration.' })
  narration!: string;

  @Field(() => DecimalScalar, {
    description: "Signed amount from the books' point of view (the counterparty's is mirrored).",
  })
  amount!: string;
}

@ObjectType({ description: "How one side's file is read: sheet, header row and column roles." })
export class LedgerMapping {
  @Field(() => LedgerSide, { description: 'Which file.' })
  side!: LedgerSide;

  @Field(() => String, { description: 'Sheet read (empty for CSV).' })
  sheet!: string;

  @Field(() => Int, { description: 'Header row (1-based).' })
  headerRow!: number;

  @Field(() => [MappedColumn], { description: 'Every column of the header row, left to right.' })
  columns!: MappedColumn[];

  @Field(() => String, {
    description:
      "How a row's signed amount is formed: signed, debit-credit, amount-and-indicator, two-columns or tax-components.",
  })
  amountModel!: string;

  @Field(() => [MappingConflict], {
    description: 'Ambiguities to settle: two candidate columns, a weak guess.',
  })
  conflicts!: MappingConflict[];

  @Field(() => [LedgerSheet], { description: 'The sheets of the workbook.' })
  sheets!: LedgerSheet[];

  @Field(() => Boolean, { description: 'Confirmed: the run may use it.' })
  confirmed!: boolean;

  @Field(() => Boolean, {
    description: 'Some role is missing or not sure: the user must confirm before the run.',
  })
  needsConfirmation!: boolean;

  @Field(() => Boolean, { description: "The party's remembered mapping was applied." })
  remembered!: boolean;

  @Field(() => [ReadWarning], { description: 'What the reader noticed while reading the rows.' })
  warnings!: ReadWarning[];

  @Field(() => Int, { description: 'Entries read with this mapping.' })
  entryCount!: number;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'Closing balance the file states, when it has one.',
  })
  closingBalance!: string | null;

  @Field(() => [SampleEntry], { description: 'The first entries as read.' })
  sample!: SampleEntry[];
}

export function toLedgerMapping(m: RestLedgerMapping): LedgerMapping {
  return {
    side: m.side as LedgerSide,
    sheet: m.sheet,
    headerRow: m.header_row,
    columns: m.columns.map((c) => ({
      field: (c.field as LedgerField | null) ?? null,
      column: c.column,
      letter: c.letter,
      header: c.header,
      source: c.by as MappingSource,
      confidence: c.confidence as MappingConfidence,
      score: c.score,
      reason: toColumnReason(c.reason),
      conflicts: c.conflicts.map(toMappingConflict),
    })),
    amountModel: m.amount_model,
    conflicts: m.conflicts.map(toMappingConflict),
    sheets: m.sheets.map(toLedgerSheet),
    confirmed: m.confirmed,
    needsConfirmation: m.needs_confirmation,
    remembered: m.remembered,
    warnings: m.warnings.map(toReadWarning),
    entryCount: m.entry_count,
    closingBalance: m.closing_balance,
    sample: m.sample.map((s) => ({
      row: s.row,
      date: s.date,
      documentNumber: s.doc_no,
      documentType: s.doc_type,
      narration: s.narration,
      amount: s.amount,
    })),
  };
}

@ObjectType({ description: "An iteration's run: state, live phase and, when it failed, why." })
export class RecoRun {
  @Field(() => RunState, { description: 'Run state.' })
  state!: RunState;

  @Field(() => RunPhase, { nullable: true, description: 'What it is doing now.' })
  phase!: RunPhase | null;

  @Field(() => Int, { description: 'Progress, 0 to 100.' })
  percent!: number;

  @Field(() => String, {
    nullable: true,
    description: 'Why the last run failed, in words for the person who uploaded the files.',
  })
  error!: string | null;

  @Field(() => RunErrorReason, {
    nullable: true,
    description:
      'Why the last run failed, as a code to word in the reader’s language; null for runs that failed before codes were kept (`error` then stands).',
  })
  errorReason!: RunErrorReason | null;

  @Field(() => Int, { description: 'Tries so far (a crashed try is retried).' })
  attempts!: number;

  @Field(() => String, { nullable: true, description: 'Queued at (ISO 8601).' })
  queuedAt!: string | null;

  @Field(() => String, { nullable: true, description: 'Started at (ISO 8601).' })
  startedAt!: string | null;

  @Field(() => String, { nullable: true, description: 'Finished at (ISO 8601).' })
  finishedAt!: string | null;
}

@ObjectType({ description: 'Why a file could not be read, as a code with what it names.' })
export class FileReadError {
  @Field(() => FileReadErrorCode, { description: 'What is wrong.' })
  code!: FileReadErrorCode;

  @Field(() => String, { nullable: true, description: 'The sheet concerned.' })
  sheet!: string | null;

  @Field(() => Int, { nullable: true, description: 'The row concerned (1-based).' })
  row!: number | null;

  @Field(() => String, { nullable: true, description: 'The column concerned (its letter).' })
  column!: string | null;

  @Field(() => String, { nullable: true, description: 'The cell, or what was chosen, clipped.' })
  text!: string | null;

  @Field(() => String, { nullable: true, description: 'The column role concerned.' })
  field!: string | null;

  @Field(() => Float, {
    nullable: true,
    description: 'The limit passed: rows, columns, megabytes, or rows searched for a header.',
  })
  limit!: number | null;

  @Field(() => Float, { nullable: true, description: "The file's size in megabytes." })
  size!: number | null;
}

@ObjectType({ description: 'Why a run failed, as a code for the screens to word.' })
export class RunErrorReason {
  @Field(() => RunErrorCode, { description: 'What went wrong.' })
  code!: RunErrorCode;

  @Field(() => LedgerSide, { nullable: true, description: 'FILE_UNREADABLE: whose file.' })
  side!: LedgerSide | null;

  @Field(() => FileReadError, { nullable: true, description: 'FILE_UNREADABLE: why.' })
  reason!: FileReadError | null;
}

@ObjectType({
  description:
    'One round of a reconciliation: its two files, their mappings, the run and its result.',
})
export class RecoIteration {
  @Field(() => Int, { description: 'Iteration id (the spec’s recoIterationId).' })
  id!: number;

  @Field(() => Int, { description: 'The reconciliation.' })
  recoId!: number;

  @Field(() => Int, { description: 'Iteration number, from 1.' })
  number!: number;

  @Field(() => RecoFile, { nullable: true, description: 'Our books.' })
  booksFile!: RecoFile | null;

  @Field(() => RecoFile, { nullable: true, description: "The party's ledger of us." })
  counterpartyFile!: RecoFile | null;

  @Field(() => LedgerMapping, { nullable: true, description: 'How the books file is read.' })
  booksMapping!: LedgerMapping | null;

  @Field(() => LedgerMapping, {
    nullable: true,
    description: 'How the counterparty file is read.',
  })
  counterpartyMapping!: LedgerMapping | null;

  @Field(() => RecoRun, { description: 'The run.' })
  run!: RecoRun;

  @Field(() => Int, { description: 'Entries in the result (both sides).' })
  entryCount!: number;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'Share of entries matched, in percent.',
  })
  matchedPercent!: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'Sum of the absolute bridge steps: what is left to explain.',
  })
  unexplainedAmount!: string | null;

  @Field(() => RecoFile, { nullable: true, description: 'The result workbook.' })
  outputFile!: RecoFile | null;

  @Field(() => RecoFile, {
    nullable: true,
    description: 'The result workbook as edited and uploaded back.',
  })
  modifiedFile!: RecoFile | null;

  @Field(() => String, { description: 'Created at (ISO 8601).' })
  createdAt!: string;

  createdByUserId!: number;
}

function toRunErrorReason(r: NonNullable<RestIteration['run']['error_reason']>): RunErrorReason {
  const p = r.reason?.params;
  return {
    code: r.code,
    side: (r.side as LedgerSide | undefined) ?? null,
    reason: r.reason
      ? {
          code: r.reason.code,
          sheet: p?.sheet ?? null,
          row: p?.row ?? null,
          column: p?.column ?? null,
          text: p?.text ?? null,
          field: p?.field ?? null,
          limit: p?.limit ?? null,
          size: p?.size ?? null,
        }
      : null,
  };
}

export function toRecoIteration(row: RestIteration): RecoIteration {
  const file = (f: RestStoredFile | null) => (f ? toRecoFile(f) : null);
  return {
    id: row.iteration_id,
    recoId: row.reco_id,
    number: row.number,
    booksFile: file(row.books_file),
    counterpartyFile: file(row.counterparty_file),
    booksMapping: row.books_mapping ? toLedgerMapping(row.books_mapping) : null,
    counterpartyMapping: row.counterparty_mapping
      ? toLedgerMapping(row.counterparty_mapping)
      : null,
    run: {
      state: row.run.state as RunState,
      phase: (row.run.phase as RunPhase | null) ?? null,
      percent: row.run.percent,
      error: row.run.error,
      errorReason: row.run.error_reason ? toRunErrorReason(row.run.error_reason) : null,
      attempts: row.run.attempts,
      queuedAt: row.run.queued_at,
      startedAt: row.run.started_at,
      finishedAt: row.run.finished_at,
    },
    entryCount: row.entry_count,
    matchedPercent: row.matched_percent,
    unexplainedAmount: row.unexplained_amount,
    outputFile: file(row.output_file),
    modifiedFile: file(row.modified_file),
    createdAt: row.created_at,
    createdByUserId: row.created_by_user_id,
  };
}
