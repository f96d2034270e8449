import {
  columnReasonText,
  entryAt,
  formatMinor,
  mappingConflictText,
  readLedgerTable,
  ReadError,
  type ColumnMapping,
  type ReadLimits,
  type ReadTableResult,
  type ReconciliationKind,
} from '@concord/reco-engine';
import type { reco } from '@concord/contracts';
import type { RecoKind } from '@concord/db';
import { badRequest } from '../shared/errors.js';

/** The engine's kind of reconciliation for a project kind. */
export function engineKind(kind: RecoKind): ReconciliationKind {
  switch (kind) {
    case 'vendor':
    case 'customer':
      return 'ledger';
    case 'gst':
      return 'gst';
    case 'tax':
      return 'tds';
  }
}

const SAMPLE_SIZE = 5;

/** The engine's 0..1 confidence in words; below `high` the user must confirm. */
export function confidenceOf(score: number): reco.Confidence {
  return score >= 0.85 ? 'high' : score >= 0.6 ? 'medium' : 'low';
}

export type ReadFor = {
  side: reco.Side;
  kind: RecoKind;
  fileName: string;
  limits?: Partial<ReadLimits>;
};

/** What the service stores as the iteration's mapping of one side. */
export type StoredMapping = reco.LedgerMapping;

/** The engine mapping a run reads a file with: the confirmed columns and header row. */
export function columnMappingOf(mapping: StoredMapping): ColumnMapping {
  const out: ColumnMapping = { headerRow: mapping.header_row };
  for (const c of mapping.columns)
    if (c.field && out[c.field] === undefined) out[c.field] = c.column;
  return out;
}

/** Columns that only describe an entry: a wrong guess there changes no match. */
const DESCRIPTIVE: ReadonlySet<string> = new Set(['narration', 'docType', 'partyName', 'balance']);

/**
 * Why a rule may not take a detected mapping as it stands: the engine's conflicts (a missing
 * date, two candidates for one field, a guessed date, amount or reference), or any other column
 * a match reads (tax ids, tax amounts) guessed from its values alone. Empty when it may.
 */
export function doubtsForRun(mapping: StoredMapping): string[] {
  // In English: these go to the reconciler's notification, which is stored as text.
  const { conflicts, guesses } = runDoubts(mapping);
  if (conflicts.length > 0)
    return conflicts.map((c) =>
      c.code === 'notRecorded'
        ? 'a conflict found when the file was read'
        : mappingConflictText({ code: c.code, params: c.params }),
    );
  return guesses.map(
    (c) =>
      `${c.field} in column ${c.letter} is a guess (${
        c.reason.code === 'notRecorded'
          ? 'not recorded'
          : columnReasonText({ code: c.reason.code, params: c.reason.params })
      })`,
  );
}

/**
 * The same doubts as codes with their values, for the history: the mapping's conflicts, or
 * when it has none the columns a match reads that the engine only guessed.
 */
export function runDoubts(mapping: StoredMapping): {
  conflicts: reco.MappingConflict[];
  guesses: reco.GuessedColumn[];
} {
  if (mapping.conflicts.length > 0) return { conflicts: mapping.conflicts, guesses: [] };
  const guesses = mapping.columns.flatMap((c) =>
    c.field !== null && !DESCRIPTIVE.has(c.field) && c.confidence === 'low'
      ? [{ field: c.field, letter: c.letter, reason: c.reason }]
      : [],
  );
  return { conflicts: [], guesses };
}

/**
 * Reads the file with the engine (in a worker thread, under its limits and archive guard)
 * and describes the mapping it found, column by column with the engine's reasons and
 * confidence. `chosen` is a mapping to apply: the party's remembered one or the user's
 * choice. An unreadable file is a 400 naming the reason.
 */
export async function readMapping(
  file: Uint8Array,
  read: ReadFor,
  chosen?: { mapping: ColumnMapping; by: 'user' | 'remembered'; sheet?: string | undefined },
): Promise<StoredMapping> {
  let result: ReadTableResult;
  try {
    result = await readLedgerTable(file, {
      side: read.side,
      kind: engineKind(read.kind),
      fileName: read.fileName,
      ...(chosen ? { mapping: chosen.mapping } : {}),
      ...(chosen?.sheet ? { sheet: chosen.sheet } : {}),
      ...(read.limits ? { limits: read.limits } : {}),
    });
  } catch (error) {
    throw asInputError(error, read.side);
  }
  return describe(result, read.side, chosen?.by);
}

/** A reading failure in words for the person who uploaded the file; anything else stays a 500. */
export function asInputError(error: unknown, side: reco.Side): unknown {
  if (!(error instanceof ReadError)) return error;
  const message = `The ${side} file cannot be used: ${error.message}`;
  const reason: reco.ReadErrorReason = error.reason;
  return badRequest(message, { file: error.message }, reason);
}

function describe(
  result: ReadTableResult,
  side: reco.Side,
  chosenBy: 'user' | 'remembered' | undefined,
): StoredMapping {
  const columns: reco.MappedColumn[] = result.columns.map((c) => {
    const by = c.by === 'user' && chosenBy === 'remembered' ? 'remembered' : c.by;
    return {
      field: c.field,
      column: c.column,
      letter: c.letter,
      header: c.header,
      by,
      confidence: by === 'user' ? 'high' : confidenceOf(c.confidence),
      score: Math.min(1, Math.max(0, c.confidence)),
      reason: c.reason,
      conflicts: c.conflicts,
    };
  });
  const unsure =
    result.needsConfirmation || columns.some((c) => c.field !== null && c.confidence !== 'high');
  const decided = chosenBy === 'user';
  const sample: reco.LedgerMapping['sample'] = [];
  for (let i = 0; i < Math.min(SAMPLE_SIZE, result.table.length); i++) {
    const e = entryAt(result.table, i);
    sample.push({
      row: e.row,
      date: e.date,
      doc_no: e.docNo,
      doc_type: e.docType,
      narration: e.narration.slice(0, 200),
      amount: formatMinor(e.amountMinor),
    });
  }
  return {
    side,
    sheet: result.sheet,
    header_row: result.headerRow,
    columns,
    amount_model: result.amountModel,
    conflicts: result.conflicts,
    sheets: result.sheets,
    confirmed: decided || (!unsure && chosenBy === 'remembered'),
    needs_confirmation: !decided && unsure,
    remembered: chosenBy === 'remembered',
    warnings: result.warnings,
    entry_count: result.table.length,
    closing_balance:
      result.closingBalanceMinor === null ? null : formatMinor(result.closingBalanceMinor),
    sample,
  };
}
