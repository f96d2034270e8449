import {
  entryAt,
  formatMinor,
  readLedgerTable,
  ReadError,
  type ColumnMapping,
  type LedgerField,
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

/** Roles without which a ledger cannot be matched sensibly: missing ones must be confirmed. */
const KEY_FIELDS: Record<ReconciliationKind, LedgerField[]> = {
  ledger: ['date', 'docNo'],
  gst: ['date', 'docNo', 'supplierGstin'],
  tds: ['date', 'deductorTan'],
};

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
  for (const c of mapping.columns) out[c.field] = c.column;
  return out;
}

/**
 * Reads the file with the engine (in a worker thread, under its limits and archive guard)
 * and describes the mapping it found. `chosen` is a mapping to apply: the party's remembered
 * one or the user's choice. An unreadable file is a 400 naming the reason.
 */
export async function readMapping(
  filePath: string,
  read: ReadFor,
  chosen?: { mapping: ColumnMapping; by: 'user' | 'remembered'; sheet?: string },
): Promise<StoredMapping> {
  let result: ReadTableResult;
  try {
    result = await readLedgerTable(filePath, {
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
  return describe(result, read, chosen?.by);
}

/** A reading failure in words for the person who uploaded the file; anything else stays a 500. */
export function asInputError(error: unknown, side: reco.Side): unknown {
  if (!(error instanceof ReadError)) return error;
  const which = side === 'books' ? 'books' : 'counterparty';
  const message = `The ${which} file cannot be used: ${error.message}`;
  return badRequest(message, { file: error.message });
}

function describe(
  result: ReadTableResult,
  read: ReadFor,
  chosenBy: 'user' | 'remembered' | undefined,
): StoredMapping {
  const columns: reco.MappedColumn[] = [];
  for (const [field, found] of Object.entries(result.mapping)) {
    if (!found) continue;
    const by = found.by === 'user' ? (chosenBy ?? 'user') : found.by;
    columns.push({
      field: field as reco.LedgerField,
      column: found.column,
      letter: found.letter,
      header: found.header,
      by,
      ...confidenceOf(by, found.header),
    });
  }
  columns.sort((a, b) => a.column - b.column);
  const kind = engineKind(read.kind);
  const missing = KEY_FIELDS[kind].filter((f) => !columns.some((c) => c.field === f));
  const warnings = [
    ...result.warnings,
    ...missing.map((f) => `No column was recognised as ${FIELD_WORDS[f]}`),
  ];
  const unsure = columns.some((c) => c.confidence !== 'high') || missing.length > 0;
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
    side: read.side,
    sheet: result.sheet,
    header_row: result.headerRow,
    columns,
    confirmed: decided || (!unsure && chosenBy === 'remembered'),
    needs_confirmation: !decided && unsure,
    remembered: chosenBy === 'remembered',
    warnings,
    entry_count: result.table.length,
    closing_balance:
      result.closingBalanceMinor === null ? null : formatMinor(result.closingBalanceMinor),
    sample,
  };
}

/**
 * Until the engine reports its own confidence per column: a role found by its header name
 * or chosen by a person is sure; one guessed from the values alone is worth a look.
 */
function confidenceOf(
  by: reco.MappedColumn['by'],
  header: string,
): { confidence: reco.Confidence; reason: string } {
  switch (by) {
    case 'user':
      return { confidence: 'high', reason: 'Chosen by a user' };
    case 'remembered':
      return {
        confidence: 'high',
        reason: 'Remembered from the last mapping confirmed for this party',
      };
    case 'name':
      return { confidence: 'high', reason: `The header "${header}" names this role` };
    case 'content':
      return {
        confidence: 'medium',
        reason: header
          ? `Recognised from the values under "${header}"; the header does not name it`
          : 'Recognised from the values in the column; it has no header',
      };
  }
}

export const FIELD_WORDS: Record<LedgerField, string> = {
  date: 'the date',
  docNo: 'the document number',
  docType: 'the document type',
  narration: 'the narration',
  debit: 'the debit amount',
  credit: 'the credit amount',
  amount: 'the amount',
  balance: 'the balance',
  supplierGstin: 'the supplier GSTIN',
  placeOfSupply: 'the place of supply',
  reverseCharge: 'reverse charge',
  taxableValue: 'the taxable value',
  igst: 'IGST',
  cgst: 'CGST',
  sgst: 'SGST',
  cess: 'cess',
  deductorTan: 'the deductor TAN',
  deductorPan: 'the deductor PAN',
  section: 'the section',
  quarter: 'the quarter',
};
