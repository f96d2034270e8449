import type { FastifyInstance } from 'fastify';
import type { Db } from '@concord/db';
import { deleteStaleSessionData } from './sessions.repository.js';

export const DEFAULT_MAX_SESSIONS_PER_USER = 10;
export const DEFAULT_HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Deletes ended sessions and old sign-in attempts on a schedule while the app runs. Attempts
 * are kept a day, far longer than the throttle window needs; the audit log keeps sign-ins.
 */
export function scheduleSessionHousekeeping(
  app: FastifyInstance,
  db: Db,
  options: { intervalMs: number; attemptRetentionSeconds: number },
): void {
  if (options.intervalMs <= 0) return;
  const run = async () => {
    try {
      const deleted = await deleteStaleSessionData(db, options.attemptRetentionSeconds);
      if (deleted) app.log.info(deleted, 'session housekeeping');
    } catch (err) {
      app.log.warn({ err }, 'session housekeeping failed; trying again next time');
    }
  };
  const timer = setInterval(() => void run(), options.intervalMs);
  timer.unref();
  app.addHook('onReady', async () => void run());
  app.addHook('onClose', async () => clearInterval(timer));
}
