import type { ReadOptions, ReadResult } from './read.types';
import { readLedgerInProcess } from './read-ledger.in-process';
import { runReadInWorker } from '../worker/read-worker.client';

/**
 * Reads one ledger file (path or bytes) into entries, with its detected column mapping.
 * Parsing runs in a worker thread with a heap limit and a wall-clock timeout unless
 * `inWorker: false` is passed. Failures are `ReadError`s naming file, sheet, row and column.
 */
export async function readLedger(
  file: string | Uint8Array,
  opts: ReadOptions,
): Promise<ReadResult> {
  if (opts.inWorker === false) return readLedgerInProcess(file, opts);
  return runReadInWorker(file, opts);
}
