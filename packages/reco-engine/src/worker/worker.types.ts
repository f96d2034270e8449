import type { ReadErrorCode, ReadErrorLocation, ReadErrorReason } from '../read/read-error';
import type { MappingPreview } from '../read/read-ledger.in-process';
import type { Progress, ReadTableResult } from '../read/read.types';

export type WorkerReply =
  | { ok: true; result: ReadTableResult }
  | { ok: true; preview: MappingPreview }
  | { progress: Progress }
  | {
      ok: false;
      code: ReadErrorCode;
      detail: string;
      location: ReadErrorLocation;
      reason?: ReadErrorReason;
    };
