import type { ReadErrorCode, ReadErrorLocation } from '../read/read-error';
import type { ReadTableResult } from '../read/read.types';

export type WorkerReply =
  | { ok: true; result: ReadTableResult }
  | { ok: false; code: ReadErrorCode; detail: string; location: ReadErrorLocation };
