import { poso } from '@concord/contracts';
import type { Db } from '../shared/db.js';
import { callerOf, callerWith, type PosoApp } from '../shared/http.js';
import { movementList } from '../shared/money-movement.js';
import { payerDetails, queryIntoBody } from '../shared/validation.js';
import type { HeldActionService } from '../held-actions/held-action.service.js';
import { sendHeldConfirmation, sendHeldMoney } from '../held-actions/held-documents.js';
import type { PaymentService } from './payment.service.js';

export function paymentRoutes(
  app: PosoApp,
  deps: { db: Db; service: PaymentService; held: HeldActionService },
) {
  const { service } = deps;

  app.route({
    ...poso.listPaymentsMade,
    handler: async (request) => {
      const caller = callerWith(request, 'payment:read');
      const q = request.query;
      return service.listMade(caller, movementList(q, q.invoice_received_id));
    },
  });

  app.route({
    ...poso.listPaymentsReceived,
    handler: async (request) => {
      const caller = callerWith(request, 'payment:read');
      const q = request.query;
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
      const body = request.body;
      const invoiceReceivedId = body.invoice_received_id ?? body.purchase_invoice_id;
      const details = payerDetails(
        caller.schema,
        body,
        invoiceReceivedId === undefined ? { invoice_received_id: 'Required' } : {},
      );
      const input = { ...details, invoice_received_id: invoiceReceivedId! };
      return sendHeldMoney<poso.PaymentMade, Omit<poso.PendingPayment, 'held_action'>>(
        deps,
        request,
        reply,
        {
          action: 'payment.claim',
          documentType: 'purchase_invoice',
          documentId: input.invoice_received_id,
          input,
          pending: { amount: input.amount, invoice_received_id: input.invoice_received_id },
        },
      );
    },
  });

  app.route({
    ...poso.confirmPayment,
    preValidation: queryIntoBody,
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const { payment_received_id, from_status_master_id } = request.body;
      return sendHeldConfirmation(deps, request, reply, {
        input: { payment_received_id, from_status_master_id },
        hold: {
          action: 'payment.confirm',
          documentType: 'payment_received',
          documentId: payment_received_id,
          input: { from: from_status_master_id },
        },
        read: (trx) => service.received(caller, payment_received_id, trx),
      });
    },
  });
}
