import { parentPort, workerData } from 'node:worker_threads';
import { ReadError } from '../read/read-error';
import { transferablesOf } from '../columns/ledger-columns';
import { readLedgerTableInProcess } from '../read/read-ledger.in-process';
import type { ReadOptions } from '../read/read.types';
import type { WorkerReply } from './worker.types';

const { file, opts } = workerData as { file: string | Uint8Array; opts: ReadOptions };

try {
  const result = await readLedgerTableInProcess(file, { ...opts, inWorker: false });
  // The columns move to the caller without a copy.
  parentPort!.postMessage(
    { ok: true, result } satisfies WorkerReply,
    transferablesOf(result.table),
  );
} catch (err) {
  const reply: WorkerReply =
    err instanceof ReadError
      ? { ok: false, code: err.code, detail: err.detail, location: err.location }
      : {
          ok: false,
          code: 'CORRUPT_FILE',
          detail: `the file could not be read (${err instanceof Error ? err.message : String(err)})`,
          location: {},
        };
  parentPort!.postMessage(reply);
}
