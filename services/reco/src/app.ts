import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { CryptoKey } from 'jose';
import { registerServiceFoundation, serviceFastifyOptions } from '@concord/auth';
import { reco } from '@concord/contracts';
import type { Db } from '@concord/db';
import type { FileStorage } from '@concord/storage';
import type { RecoDeps } from './deps.js';
import { iterationRoutes } from './iterations/iteration.routes.js';
import { partyRoutes } from './parties/party.routes.js';
import { projectRoutes } from './projects/project.routes.js';
import { recoRoutes } from './recos/reco.routes.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { resultRoutes } from './results/result.routes.js';
import { tagRoutes } from './tags/tag.routes.js';
import { assignmentRoutes } from './assignments/assignment.routes.js';
import { communicationRoutes } from './communications/communication.routes.js';
import { templateRoutes } from './communications/template.routes.js';
import { followUpRoutes } from './communications/followup.routes.js';
import type { Clock, MailQueue } from './communications/scheduler.js';
import { DEFAULT_SMTP_TIMEOUTS, type SmtpTimeouts } from './communications/mailer.js';
import { SecretBox } from './communications/secret-box.js';
import { randomBytes } from 'node:crypto';
import { linkRoutes } from './links/link.routes.js';
import { messageRoutes } from './messages/message.routes.js';
import { shareRoutes } from './shares/share.routes.js';
import { ruleRoutes } from './rules/rule.routes.js';
import type { RunQueue } from './runs/run-queue.js';
import { fromDatabaseError } from './shared/errors.js';

export type BuildRecoAppOptions = {
  db: Db;
  publicKey: CryptoKey;
  /** Ledgers, outputs and modified workbooks. */
  storage: FileStorage;
  /** Where runs are queued (pg-boss); the worker role executes them. */
  runs: RunQueue;
  /** Largest upload in bytes; default 25 MB (SECURITY 17). */
  maxUploadBytes?: number;
  logger?: boolean;
  logLevel?: string;
  /**
   * COMMS_SECRET_KEY: seals SMTP passwords at rest. Without it a random key is used, so
   * passwords saved by this process cannot be opened after a restart (tests only).
   */
  mailSecretKey?: Buffer;
  smtpTimeouts?: SmtpTimeouts;
  /** Where bulk sends queue their mail (pg-boss); without it they are refused. */
  mailQueue?: MailQueue;
  /** The web app's public address (or how to learn it once listening); links in mails point at its /pages/. */
  publicBaseUrl?: string | (() => string);
  /** Time for mail building; tests move it. */
  now?: Clock;
  /** Check every answer against its contract (on in tests). */
  validateResponses?: boolean;
};

/**
 * The reco REST service: projects, parties, recos and their lifecycle (spec section 7),
 * iterations with their files and mappings, results, manual decisions, tags and history.
 */
export async function buildRecoApp(opts: BuildRecoAppOptions): Promise<FastifyInstance> {
  const app = Fastify(
    serviceFastifyOptions({
      name: 'reco',
      ...(opts.logger !== undefined ? { logger: opts.logger } : {}),
      ...(opts.logLevel ? { logLevel: opts.logLevel } : {}),
    }),
  ).withTypeProvider<TypeBoxTypeProvider>();
  await registerServiceFoundation(app, {
    db: opts.db,
    publicKey: opts.publicKey,
    validateResponses: opts.validateResponses ?? false,
  });
  const maxUploadBytes = opts.maxUploadBytes ?? reco.MAX_LEDGER_BYTES;
  await app.register(multipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 10, parts: 11 },
  });

  const deps: RecoDeps = {
    db: opts.db,
    storage: opts.storage,
    runs: opts.runs,
    maxUploadBytes,
    mail: {
      secrets: new SecretBox(opts.mailSecretKey ?? randomBytes(32)),
      timeouts: opts.smtpTimeouts ?? DEFAULT_SMTP_TIMEOUTS,
    },
    mailQueue: opts.mailQueue,
    publicBaseUrl: (() => {
      const given = opts.publicBaseUrl ?? 'http://127.0.0.1:4000/stage';
      return typeof given === 'string' ? () => given : given;
    })(),
    now: opts.now ?? (() => new Date()),
  };
  await app.register(async (scope) => {
    // Database errors a caller can cause become REST errors; the shared handler does the rest.
    const shared = scope.errorHandler;
    scope.setErrorHandler(function handle(error, request, reply) {
      return shared.call(this, fromDatabaseError(error) ?? error, request, reply);
    });
    await scope.register(projectRoutes, deps);
    await scope.register(partyRoutes, deps);
    await scope.register(recoRoutes, deps);
    await scope.register(dashboardRoutes, deps);
    await scope.register(iterationRoutes, deps);
    await scope.register(resultRoutes, deps);
    await scope.register(tagRoutes, deps);
    await scope.register(assignmentRoutes, deps);
    await scope.register(communicationRoutes, deps);
    await scope.register(templateRoutes, deps);
    await scope.register(followUpRoutes, deps);
    await scope.register(linkRoutes, deps);
    await scope.register(messageRoutes, deps);
    await scope.register(shareRoutes, deps);
    await scope.register(ruleRoutes, deps);
  });
  return app;
}
