import { poso } from '@concord/contracts';
import type { Db } from '../shared/db.js';
import { callerOf, callerWith, type PosoApp } from '../shared/http.js';
import { movementList } from '../shared/money-movement.js';
import { payerDetails, queryIntoBody } from '../shared/validation.js';
import type { HeldActionService } from '../held-actions/held-action.service.js';
import { sendHeldConfirmation, sendHeldMoney } from '../held-actions/held-documents.js';
import type { AdvanceService } from './advance.service.js';

export function advanceRoutes(
  app: PosoApp,
  deps: { db: Db; service: AdvanceService; held: HeldActionService },
) {
  const { service } = deps;

  app.route({
    ...poso.listAdvancesPaid,
    handler: async (request) => {
      const caller = callerWith(request, 'payment:read');
      const q = request.query;
      return service.listPaid(caller, movementList(q, q.po_id));
    },
  });

  app.route({
    ...poso.listAdvancesReceived,
    handler: async (request) => {
      const caller = callerWith(request, 'payment:read');
      const q = request.query;
      return service.listReceived(caller, movementList(q, q.sales_po_id ?? q.po_received_id));
    },
  });

  app.route({
    ...poso.payAdvance,
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const body = request.body;
      const input = { ...payerDetails(caller.schema, body), po_id: body.po_id };
      return sendHeldMoney<poso.AdvancePaid, Omit<poso.PendingAdvance, 'held_action'>>(
        deps,
        request,
        reply,
        {
          action: 'advance.pay',
          documentType: 'purchase_order',
          documentId: input.po_id,
          input,
          pending: { amount: input.amount, po_id: input.po_id },
        },
      );
    },
  });

  app.route({
    ...poso.confirmAdvance,
    preValidation: queryIntoBody,
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const { advance_received_id, from_status_master_id } = request.body;
      return sendHeldConfirmation(deps, request, reply, {
        input: { advance_received_id, from_status_master_id },
        hold: {
          action: 'advance.confirm',
          documentType: 'advance_received',
          documentId: advance_received_id,
          input: { from: from_status_master_id },
        },
        read: (trx) => service.received(caller, advance_received_id, trx),
      });
    },
  });
}
