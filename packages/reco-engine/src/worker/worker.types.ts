import type { ReadErrorCode, ReadErrorLocation } from '../read/read-error';
import type { ReadResult } from '../read/read.types';

export type WorkerReply =
  | { ok: true; result: ReadResult }
  | { ok: false; code: ReadErrorCode; detail: string; location: ReadErrorLocation };
