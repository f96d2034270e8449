import { poso } from '@concord/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../shared/db.js';
import { callerOf, callerWith, inputOf, sendIdempotent } from '../shared/http.js';
import { movementList, movementListParams } from '../shared/money-movement.js';
import { PAYMENT_SORT_KEYS } from '../shared/money-movement.repository.js';
import { id, parseInput, payerDetails, payerFields } from '../shared/validation.js';
import type { PaymentService } from './payment.service.js';

const claimBody = z.object({
  invoice_received_id: id.optional(),
  purchase_invoice_id: id.optional(),
  ...payerFields,
});

const listQuery = z.object({
  invoice_id: id.optional(),
  invoice_received_id: id.optional(),
  ...movementListParams(PAYMENT_SORT_KEYS),
});

export function paymentRoutes(app: FastifyInstance, deps: { db: Db; service: PaymentService }) {
  const { db, service } = deps;

  app.route({
    ...poso.listPaymentsMade,
    handler: async (request) => {
      const caller = callerWith(request, 'payment:read');
      const q = parseInput(listQuery, request.query);
      return service.listMade(caller, movementList(q, q.invoice_received_id));
    },
  });

  app.route({
    ...poso.listPaymentsReceived,
    handler: async (request) => {
      const caller = callerWith(request, 'payment:read');
      const q = parseInput(listQuery, request.query);
      return service.listReceived(caller, movementList(q, q.invoice_id));
    },
  });

  app.route({
    ...poso.paymentStatuses,
    handler: async (request) => {
      const caller = callerWith(request, 'payment:read');
      return service.statuses(caller);
    },
  });

  app.route({
    ...poso.claimPayment,
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const body = parseInput(claimBody, request.body ?? {});
      const invoiceReceivedId = body.invoice_received_id ?? body.purchase_invoice_id;
      const details = payerDetails(
        caller.schema,
        body,
        invoiceReceivedId === undefined ? { invoice_received_id: 'Required' } : {},
      );
      const input = { ...details, invoice_received_id: invoiceReceivedId! };
      return sendIdempotent(
        db,
        request,
        reply,
        { operation: 'payment.claim', input, required: true, status: 201 },
        (trx) => service.claim(trx, caller, input),
      );
    },
  });

  app.route({
    ...poso.confirmPayment,
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const input = parseInput(
        z.object({ payment_received_id: id, from_status_master_id: id.optional() }),
        inputOf(request),
      );
      return sendIdempotent(db, request, reply, { operation: 'payment.confirm', input }, (trx) =>
        service.confirm(trx, caller, input.payment_received_id, input.from_status_master_id),
      );
    },
  });
}
