export { buildRecoApp, type BuildRecoAppOptions } from './app.js';
export { loadRecoEnv, type RecoEnv } from './env.js';
export {
  bossRunQueue,
  startBoss,
  RUN_QUEUE,
  RUN_DEAD_LETTER_QUEUE,
  RUN_QUEUE_POLICY,
  type RunJob,
  type RunQueue,
} from './runs/run-queue.js';
export { startRunWorker, GAVE_UP_MESSAGE, type RunWorker } from './runs/run-worker.js';
export { executeRun, failRun, type RunContext } from './runs/run-job.js';
export { writeVendorLedgers, type LedgerPairOptions } from './demo/ledger-files.js';
export { seedRecoDemo } from './demo/seed-demo.js';
export { seedCommsDemo } from './demo/seed-comms-demo.js';
export { loadSecretKey, SecretBox } from './communications/secret-box.js';
export { DEFAULT_SMTP_TIMEOUTS } from './communications/mailer.js';
export {
  bossMailQueue,
  createMailQueues,
  tickAll,
  tickCompany,
  type Clock,
  type SchedulerDeps,
} from './communications/scheduler.js';
export { startMailWorker, type MailWorker } from './communications/mail-worker.js';
