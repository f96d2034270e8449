import { basename } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ReadError } from '../read/read-error';
import { DEFAULT_READ_LIMITS, type ReadOptions, type ReadTableResult } from '../read/read.types';
import { bundledWorker } from './worker-bundle';
import type { WorkerReply } from './worker.types';

const BOOTSTRAP = new URL('./worker-bootstrap.mjs', import.meta.url);
const ENTRY = new URL('./read.worker.ts', import.meta.url).href;

/**
 * Parses in a worker thread so that a hostile or huge file cannot take the caller down:
 * the worker's heap is capped and it is terminated after `limits.timeoutMs`.
 */
export async function runReadInWorker(
  file: string | Uint8Array,
  opts: ReadOptions,
): Promise<ReadTableResult> {
  const limits = { ...DEFAULT_READ_LIMITS, ...opts.limits };
  const fileName = opts.fileName ?? (typeof file === 'string' ? basename(file) : 'upload');
  const script = (await bundledWorker()) ?? BOOTSTRAP;
  return new Promise<ReadTableResult>((resolve, reject) => {
    const worker = new Worker(script, {
      workerData: { entry: ENTRY, file, opts: { ...opts, fileName, inWorker: false } },
      resourceLimits: {
        maxOldGenerationSizeMb: limits.maxHeapMb,
        maxYoungGenerationSizeMb: 64,
        stackSizeMb: 8,
      },
      // The bundle is plain JavaScript (the fallback bootstrap registers tsx itself), and
      // the heap is set by resourceLimits: the parent's flags (heap sizes, --input-type,
      // loaders) are not passed on.
      execArgv: [],
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => {
      finish(() =>
        reject(
          new ReadError(
            'TIMEOUT',
            `reading took longer than ${Math.round(limits.timeoutMs / 1000)} s and was stopped`,
            { file: fileName },
          ),
        ),
      );
    }, limits.timeoutMs);
    worker.once('message', (reply: WorkerReply) => {
      finish(() =>
        reply.ok
          ? resolve(reply.result)
          : reject(new ReadError(reply.code, reply.detail, reply.location)),
      );
    });
    worker.once('error', (err: Error & { code?: string }) => {
      finish(() =>
        reject(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new ReadError('OUT_OF_MEMORY', 'the file needs more memory to read than allowed', {
                file: fileName,
              })
            : new ReadError('CORRUPT_FILE', `the file could not be read (${err.message})`, {
                file: fileName,
              }),
        ),
      );
    });
    worker.once('exit', (code) => {
      finish(() =>
        reject(
          new ReadError('CORRUPT_FILE', `the reader stopped unexpectedly (exit code ${code})`, {
            file: fileName,
          }),
        ),
      );
    });
  });
}
