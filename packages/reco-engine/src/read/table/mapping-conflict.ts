import { assertUnreachable } from '../../assert-unreachable';
import type { LedgerField } from '../read.types';

/**
 * An ambiguity of the column mapping, of the whole header or of one column, as a code and
 * its parameters: screens word it in the user's language; `mappingConflictText` words it in
 * English for the command line and logs.
 */
export const MAPPING_CONFLICT_CODES = [
  'severalPartyDocuments',
  'twoColumnsForField',
  'balanceDirectionByNames',
  'noDateColumn',
  'roleIsGuess',
  'chosenInAnotherColumn',
  'alsoReadsAs',
  'notReadBesideDebitCredit',
  'thirdAmountColumn',
] as const;
export type MappingConflictCode = (typeof MAPPING_CONFLICT_CODES)[number];

export type MappingConflictParams = {
  /** The column concerned (or the one used), by its header or its letter. */
  header?: string;
  /** The other column: the one passed over, or the other of a pair. */
  other?: string;
  /** Every column concerned, when there are more than two. */
  headers?: string[];
  field?: LedgerField;
};

export type MappingConflict = { code: MappingConflictCode; params: MappingConflictParams };

/** The conflict in English, for the command line and logs. */
export function mappingConflictText({ code, params: p }: MappingConflict): string {
  const h = `"${p.header ?? ''}"`;
  const o = `"${p.other ?? ''}"`;
  switch (code) {
    case 'severalPartyDocuments':
      return `several party-document columns (${(p.headers ?? []).map((x) => `"${x}"`).join(', ')}): all are used as references`;
    case 'twoColumnsForField':
      return `two ${p.field} columns, ${h} and ${o}: ${h} is used`;
    case 'balanceDirectionByNames':
      return `which of ${h} and ${o} raises the balance was judged by the names only`;
    case 'noDateColumn':
      return 'no date column was found';
    case 'roleIsGuess':
      return `${p.field} in ${h} is a guess`;
    case 'chosenInAnotherColumn':
      return `${p.field} was chosen by the user in another column`;
    case 'alsoReadsAs':
      return `also reads as ${p.field}; ${o} was preferred`;
    case 'notReadBesideDebitCredit':
      return 'not read: the file has debit and credit columns';
    case 'thirdAmountColumn':
      return 'a third amount column: not read';
    default:
      return assertUnreachable(code);
  }
}
