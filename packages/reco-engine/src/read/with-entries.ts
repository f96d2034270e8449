import { entriesOf } from '../columns/ledger-columns';
import type { ReadResult, ReadTableResult } from './read.types';

/** A columnar read result with its entries as objects. */
export function withEntries({ table, ...rest }: ReadTableResult): ReadResult {
  return { ...rest, entries: entriesOf(table) };
}
