import { parentPort, workerData } from 'node:worker_threads';
import { ReadError } from '../read/read-error';
import { transferablesOf } from '../columns/ledger-columns';
import { previewLedgerInProcess, readLedgerTableInProcess } from '../read/read-ledger.in-process';
import type { Progress, ReadOptions } from '../read/read.types';
import type { WorkerReply } from './worker.types';

const { file, opts, preview } = workerData as {
  file: string | Uint8Array;
  opts: ReadOptions;
  preview?: boolean;
};
const onProgress = opts.progress
  ? (progress: Progress) => parentPort!.postMessage({ progress } satisfies WorkerReply)
  : undefined;

try {
  if (preview) {
    const p = await previewLedgerInProcess(file, { ...opts, inWorker: false });
    parentPort!.postMessage({ ok: true, preview: p } satisfies WorkerReply);
  } else {
    const result = await readLedgerTableInProcess(file, { ...opts, inWorker: false, onProgress });
    // The columns move to the caller without a copy.
    parentPort!.postMessage(
      { ok: true, result } satisfies WorkerReply,
      transferablesOf(result.table),
    );
  }
} catch (err) {
  const reply: WorkerReply =
    err instanceof ReadError
      ? {
          ok: false,
          code: err.code,
          detail: err.detail,
          location: err.location,
          reason: err.reason,
        }
      : {
          ok: false,
          code: 'CORRUPT_FILE',
          detail: `the file could not be read (${err instanceof Error ? err.message : String(err)})`,
          location: {},
        };
  parentPort!.postMessage(reply);
}
