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
import { AdvanceService } from './advances/advance.service.js';
import { invoiceRoutes } from './invoices/invoice.routes.js';
import { InvoiceService } from './invoices/invoice.service.js';
import { paymentRoutes } from './payments/payment.routes.js';
import { PaymentService } from './payments/payment.service.js';
import { purchaseOrderRoutes } from './purchase-orders/po.routes.js';
import { PurchaseOrderService } from './purchase-orders/po.service.js';
import { rateRoutes } from './rates/rate.routes.js';
import { settingsRoutes } from './settings/settings.routes.js';
import { SettingsService } from './settings/settings.service.js';
import type { Db } from './shared/db.js';
import { fromDatabaseError } from './shared/errors.js';

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

  await app.register(async (scope) => {
    // Database errors a caller can cause become REST errors; the shared handler does the rest.
    scope.setErrorHandler((error, _request, _reply) => {
      throw fromDatabaseError(error) ?? error;
    });
    const routes = scope.withTypeProvider<TypeBoxTypeProvider>();
    purchaseOrderRoutes(routes, { db, service: purchaseOrders });
    invoiceRoutes(routes, { db, service: invoices });
    attachmentRoutes(scope, { service: attachments });
    paymentRoutes(routes, { db, service: payments });
    advanceRoutes(routes, { db, service: advances });
    rateRoutes(routes, { db });
    settingsRoutes(routes, { service: new SettingsService(db) });
  });
  return app;
}
