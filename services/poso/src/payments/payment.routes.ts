import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../shared/db.js';
import { badRequest, forbidden } from '../shared/errors.js';
import { callerOf, inputOf, requireScope, sendIdempotent } from '../shared/http.js';
import { amount, currency, id, isoDate, paging, parseInput, today } from '../shared/validation.js';
import { toAmountString } from '../shared/money.js';
import type { PaymentService } from './payment.service.js';

const claimBody = z.object({
  invoice_received_id: id.optional(),
  purchase_invoice_id: id.optional(),
  reference_number: z.string().trim().min(1).max(100).optional(),
  reference: z.string().trim().min(1).max(100).optional(),
  remarks: z.string().max(1000).optional(),
  date: isoDate.optional(),
  amount,
  currency: currency.optional(),
  customer_schema: z.string().optional(),
});

const listQuery = z.object({
  invoice_id: id.optional(),
  invoice_received_id: id.optional(),
  payment_status_id: id.optional(),
  ...paging,
});

export function paymentRoutes(app: FastifyInstance, deps: { db: Db; service: PaymentService }) {
  const { db, service } = deps;

  app.get('/payment/', async (request) => {
    const caller = callerOf(request);
    requireScope(caller, 'payment:read');
    const { page, size, invoice_received_id, payment_status_id } = parseInput(
      listQuery,
      request.query,
    );
    return service.listMade(
      caller,
      { invoice_id: invoice_received_id, payment_status_id },
      page,
      size,
    );
  });

  app.get('/payment/collections/', async (request) => {
    const caller = callerOf(request);
    requireScope(caller, 'payment:read');
    const { page, size, invoice_id, payment_status_id } = parseInput(listQuery, request.query);
    return service.listReceived(caller, { invoice_id, payment_status_id }, page, size);
  });

  app.get('/payment/advance/list/', async (request) => {
    const caller = callerOf(request);
    requireScope(caller, 'payment:read');
    const { page, size } = parseInput(z.object(paging), request.query);
    return { items: [], totalCount: 0, page, size };
  });

  app.post('/payment/', async (request, reply) => {
    const caller = callerOf(request);
    const body = parseInput(claimBody, request.body ?? {});
    if (
      body.customer_schema !== undefined &&
      body.customer_schema.toLowerCase() !== caller.schema
    ) {
      throw forbidden("The payer must be the caller's company");
    }
    const invoiceReceivedId = body.invoice_received_id ?? body.purchase_invoice_id;
    const reference = body.reference_number ?? body.reference;
    const fields: Record<string, string> = {};
    if (invoiceReceivedId === undefined) fields.invoice_received_id = 'Required';
    if (reference === undefined) fields.reference_number = 'Required';
    if (invoiceReceivedId === undefined || reference === undefined)
      throw badRequest('Invalid input', fields);
    const input = {
      invoice_received_id: invoiceReceivedId,
      reference_number: reference,
      remarks: body.remarks ?? '',
      date: body.date ?? today(),
      amount: toAmountString(body.amount),
      currency: body.currency,
    };
    return sendIdempotent(
      db,
      request,
      reply,
      { operation: 'payment.claim', input, required: true, status: 201 },
      (trx) => service.claim(trx, caller, input),
    );
  });

  app.patch('/invoices/confirm/', async (request, reply) => {
    const caller = callerOf(request);
    const input = parseInput(z.object({ payment_received_id: id }), inputOf(request));
    return sendIdempotent(db, request, reply, { operation: 'payment.confirm', input }, (trx) =>
      service.confirm(trx, caller, input.payment_received_id),
    );
  });
}
