import { basename } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ReadError } from '../read/read-error';
import type { MappingPreview } from '../read/read-ledger.in-process';
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
  const reply = await runWorker(file, opts, false);
  return (reply as { result: ReadTableResult }).result;
}

/** previewLedgerInProcess in a worker thread, under the same limits. */
export async function runPreviewInWorker(
  file: string | Uint8Array,
  opts: ReadOptions,
): Promise<MappingPreview> {
  const reply = await runWorker(file, opts, true);
  return (reply as { preview: MappingPreview }).preview;
}

async function runWorker(
  file: string | Uint8Array,
  opts: ReadOptions,
  preview: boolean,
): Promise<WorkerReply> {
  const limits = { ...DEFAULT_READ_LIMITS, ...opts.limits };
  const fileName = opts.fileName ?? (typeof file === 'string' ? basename(file) : 'upload');
  const script = (await bundledWorker()) ?? BOOTSTRAP;
  // Functions do not cross threads: the worker reports progress as messages instead.
  const { onProgress, ...plain } = opts;
  return new Promise<WorkerReply>((resolve, reject) => {
    const worker = new Worker(script, {
      workerData: {
        entry: ENTRY,
        file,
        preview,
        opts: { ...plain, fileName, inWorker: false, progress: onProgress !== undefined },
      },
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
    worker.on('message', (reply: WorkerReply) => {
      if ('progress' in reply) {
        onProgress?.(reply.progress);
        return;
      }
      finish(() =>
        reply.ok
          ? resolve(reply)
          : reject(new ReadError(reply.code, reply.detail, reply.location, reply.reason)),
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
