import type { Db } from '@concord/db';
import type { FileStorage } from '@concord/storage';
import type { MailDeps } from './communications/sender.service.js';
import type { Clock, MailQueue } from './communications/scheduler.js';
import type { RunQueue } from './runs/run-queue.js';

/** What every feature's routes receive from buildRecoApp. */
export type RecoDeps = {
  db: Db;
  storage: FileStorage;
  runs: RunQueue;
  /** Largest ledger or workbook upload, in bytes. */
  maxUploadBytes: number;
  /** Opens SMTP passwords; SMTP timeouts. */
  mail: MailDeps;
  /** Where bulk sends queue their mail; absent, they are refused. */
  mailQueue: MailQueue | undefined;
  /** Where the links in mails point (the web app's address, e.g. https://host/stage). */
  publicBaseUrl: () => string;
  now: Clock;
};
