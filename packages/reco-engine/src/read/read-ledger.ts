import type { ReadOptions, ReadResult, ReadTableResult } from './read.types';
import { withEntries } from './with-entries';
import {
  previewLedgerInProcess,
  readLedgerTableInProcess,
  type MappingPreview,
} from './read-ledger.in-process';
import { runPreviewInWorker, runReadInWorker } from '../worker/read-worker.client';

/**
 * Reads one ledger file (path or bytes) into entries, with its detected column mapping.
 * Parsing runs in a worker thread with a heap limit and a wall-clock timeout unless
 * `inWorker: false` is passed. Failures are `ReadError`s naming file, sheet, row and column.
 */
export async function readLedger(
  file: string | Uint8Array,
  opts: ReadOptions,
): Promise<ReadResult> {
  return withEntries(await readLedgerTable(file, opts));
}

/**
 * readLedger with the entries as columns: no object per entry, and the worker hands its
 * arrays over without copying. This is the path for large files.
 */
export async function readLedgerTable(
  file: string | Uint8Array,
  opts: ReadOptions,
): Promise<ReadTableResult> {
  if (opts.inWorker === false) return readLedgerTableInProcess(file, opts);
  return runReadInWorker(file, opts);
}

/**
 * How a file will be read, without reading it all: the sheet chosen (and every other),
 * the header rows, the first data rows, and for each column its role, reason, confidence
 * and conflicts, and whether the user should confirm. Pass the user's corrections back as
 * `mapping` (same field names) to readLedger or to this function again.
 */
export async function previewLedger(
  file: string | Uint8Array,
  opts: ReadOptions,
): Promise<MappingPreview> {
  if (opts.inWorker === false) return previewLedgerInProcess(file, opts);
  return runPreviewInWorker(file, opts);
}
