import type { EntryCategory, EntryStatus } from '../../gql/graphql';

export function assertNever(value: never): never {
  throw new Error(`Unexpected value ${String(value)}`);
}

export const entryStatuses = [
  'MATCHED',
  'SUGGESTED',
  'MISMATCH',
  'ONLY_IN_BOOKS',
  'ONLY_IN_COUNTERPARTY',
  'EXACT_MATCH',
  'SUGGESTED_MATCH',
  'MANUAL_MATCH',
  'ONLY_IN_2B',
] as const satisfies readonly EntryStatus[];

export const entryCategories = [
  'INVOICE',
  'PAYMENT',
  'CREDIT_NOTE',
  'DEBIT_NOTE',
  'TDS',
  'OPENING_BALANCE',
  'OTHER',
] as const satisfies readonly EntryCategory[];

/**
 * A summary cell, as the drill-down route names it: `{status}/{category}/{remark}/{remark2}`.
 * null means "any"; remark and remark2 may be empty strings.
 */
export type Cell = {
  status: EntryStatus | null;
  category: EntryCategory | null;
  remark: string | null;
  remark2: string | null;
};

export const wholeIteration: Cell = { status: null, category: null, remark: null, remark2: null };

/** The segment for "any value" ("all"), and for an empty remark ("-"). */
const ANY = 'all';
const EMPTY = '-';

/** `ONLY_IN_BOOKS` <-> `only_in_books`: the route carries the service's words. */
function enumSegment(value: string | null): string {
  return value === null ? ANY : value.toLowerCase();
}

function textSegment(value: string | null): string {
  if (value === null) return ANY;
  return value === '' ? EMPTY : encodeURIComponent(value);
}

export function cellSegments(cell: Cell): string {
  return [
    enumSegment(cell.status),
    enumSegment(cell.category),
    textSegment(cell.remark),
    textSegment(cell.remark2),
  ].join('/');
}

function readEnum<T extends string>(allowed: readonly T[], raw: string | undefined): T | null {
  if (raw === undefined || raw === ANY) return null;
  const upper = raw.toUpperCase() as T;
  return allowed.includes(upper) ? upper : null;
}

/** react-router has already decoded the segment. */
function readText(raw: string | undefined): string | null {
  if (raw === undefined || raw === ANY) return null;
  if (raw === EMPTY) return '';
  return raw.slice(0, 300);
}

/** The cell a drill-down URL names; an unknown status or category reads as "any". */
export function readCell(params: Record<string, string | undefined>): Cell {
  return {
    status: readEnum(entryStatuses, params.status),
    category: readEnum(entryCategories, params.category),
    remark: readText(params.remark),
    remark2: readText(params.remark2),
  };
}

/** Whether a URL segment names something the screens do not know (shown, never sent). */
export function unknownSegments(params: Record<string, string | undefined>): string[] {
  const bad: string[] = [];
  if (params.status && params.status !== ANY && !readEnum(entryStatuses, params.status))
    bad.push(params.status);
  if (params.category && params.category !== ANY && !readEnum(entryCategories, params.category))
    bad.push(params.category);
  return bad;
}

/** GraphQL variables of a cell: only what is set. */
export function cellVariables(cell: Cell) {
  return {
    ...(cell.status ? { status: cell.status } : {}),
    ...(cell.category ? { category: cell.category } : {}),
    ...(cell.remark !== null ? { remark: cell.remark } : {}),
    ...(cell.remark2 !== null ? { remark2: cell.remark2 } : {}),
  };
}
