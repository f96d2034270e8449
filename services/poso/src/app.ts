import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { CryptoKey } from 'jose';
import { registerServiceFoundation, serviceFastifyOptions } from '@concord/auth';
import type { Db as ConcordDb } from '@concord/db';
import { poso } from '@concord/contracts';
import { LocalFolderStorage, type FileStorage } from '@concord/storage';
import { attachmentRoutes } from './attachments/attachment.routes.js';
import { AttachmentService } from './attachments/attachment.service.js';
import { advanceRoutes } from './advances/advance.routes.js';
import { AdvanceService, type AdvanceInput } from './advances/advance.service.js';
import { heldActionRoutes } from './held-actions/held-action.routes.js';
import { HeldActionService, type HeldActionOptions } from './held-actions/held-action.service.js';
import { invoiceRoutes } from './invoices/invoice.routes.js';
import { InvoiceService } from './invoices/invoice.service.js';
import { paymentRoutes } from './payments/payment.routes.js';
import { PaymentService, type ClaimInput } from './payments/payment.service.js';
import { purchaseOrderRoutes } from './purchase-orders/po.routes.js';
import { PurchaseOrderService } from './purchase-orders/po.service.js';
import { rateRoutes } from './rates/rate.routes.js';
import { settingsRoutes } from './settings/settings.routes.js';
import { SettingsService } from './settings/settings.service.js';
import type { Db } from './shared/db.js';
import { fromDatabaseError } from './shared/errors.js';

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** The poso service's held actions (undo grace period), for its worker and tests. */
    heldActions?: HeldActionService;
  }
}

export type BuildPosoAppOptions = {
  db: ConcordDb;
  publicKey: CryptoKey;
  /** Folder of the default local file storage (attachments). */
  filesDir: string;
  /** Where attachment files live; a local folder at `filesDir` unless given. */
  storage?: FileStorage;
  logger?: boolean;
  logLevel?: string;
  /** Check every answer against its contract (on in tests). */
  validateResponses?: boolean;
  /**
   * Undo grace period of hand-overs and its worker's polling (docs/decisions.md "Undo");
   * without it hand-overs are carried out at once.
   */
  heldActions?: Partial<HeldActionOptions>;
};

/** The poso REST service: purchase orders, invoices, payments and exchange rates. */
export async function buildPosoApp(opts: BuildPosoAppOptions): Promise<FastifyInstance> {
  const app = Fastify(
    serviceFastifyOptions({
      name: 'poso',
      ...(opts.logger !== undefined ? { logger: opts.logger } : {}),
      ...(opts.logLevel ? { logLevel: opts.logLevel } : {}),
    }),
  );
  await registerServiceFoundation(app, {
    db: opts.db,
    publicKey: opts.publicKey,
    validateResponses: opts.validateResponses ?? false,
  });
  await app.register(multipart, {
    limits: { fileSize: poso.MAX_ATTACHMENT_BYTES, files: 1, fields: 10 },
    throwFileSizeLimit: true,
  });

  const db: Db = opts.db;
  const attachments = new AttachmentService(
    opts.db,
    opts.storage ?? new LocalFolderStorage(opts.filesDir),
  );
  const purchaseOrders = new PurchaseOrderService(db);
  const invoices = new InvoiceService(db);
  const payments = new PaymentService(db);
  const advances = new AdvanceService(db);
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const graceMs = opts.heldActions?.graceMs ?? 0;
  const held = new HeldActionService(
    db,
    { graceMs, pollMs: opts.heldActions?.pollMs ?? 500 },
    {
      'po.approve': (trx, caller, id, input) =>
        purchaseOrders.approve(
          trx,
          caller,
          id,
          typeof input.remarks === 'string' ? input.remarks : null,
          num(input.from),
        ),
      'po.received.accept': (trx, caller, id, input) =>
        purchaseOrders.decideReceived(trx, caller, id, 'accept', null, num(input.from)),
      'invoice.send': (trx, caller, id, input) => invoices.send(trx, caller, id, num(input.from)),
      'invoice.received.accept': (trx, caller, id, input) =>
        invoices.decideReceived(trx, caller, id, 'accept', null, num(input.from)),
      // A payment's or an advance's input is the payer's whole entry, as validated by its route.
      'payment.claim': (trx, caller, _invoiceId, input) =>
        payments.claim(trx, caller, input as ClaimInput),
      'advance.pay': (trx, caller, _poId, input) =>
        advances.pay(trx, caller, input as AdvanceInput),
      'payment.confirm': (trx, caller, id, input) =>
        payments.confirm(trx, caller, id, num(input.from)),
      'advance.confirm': (trx, caller, id, input) =>
        advances.confirm(trx, caller, id, num(input.from)),
    },
    (err) => app.log.error({ err }, 'held action failed'),
  );
  app.decorate('heldActions', held);
  app.addHook('onReady', async () => held.start());
  app.addHook('onClose', async () => held.stop());

  await app.register(async (scope) => {
    // Database errors a caller can cause become REST errors; the shared handler does the rest.
    scope.setErrorHandler((error, _request, _reply) => {
      throw fromDatabaseError(error) ?? error;
    });
    const routes = scope.withTypeProvider<TypeBoxTypeProvider>();
    purchaseOrderRoutes(routes, { db, service: purchaseOrders, held });
    invoiceRoutes(routes, { db, service: invoices, held });
    attachmentRoutes(scope, { service: attachments });
    paymentRoutes(routes, { db, service: payments, held });
    advanceRoutes(routes, { db, service: advances, held });
    rateRoutes(routes, { db });
    settingsRoutes(routes, { service: new SettingsService(db, graceMs) });
    heldActionRoutes(routes, { service: held });
  });
  return app;
}
