import { poso } from '@concord/contracts';
import type { Db } from '../shared/db.js';
import { callerOf, callerWith, sendIdempotent, type PosoApp } from '../shared/http.js';
import { movementList } from '../shared/money-movement.js';
import { payerDetails, queryIntoBody } from '../shared/validation.js';
import type { HeldActionService } from '../held-actions/held-action.service.js';
import { createdOrHeld } from '../held-actions/held-documents.js';
import type { AdvanceService } from './advance.service.js';

export function advanceRoutes(
  app: PosoApp,
  deps: { db: Db; service: AdvanceService; held: HeldActionService },
) {
  const { db, service, held } = deps;

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
      // Money for the vendor waits out the undo grace period, held on the order.
      return sendIdempotent(
        db,
        request,
        reply,
        {
          operation: 'advance.pay',
          input,
          required: true,
          status: createdOrHeld,
          replay: (stored) => held.replay(caller, stored),
        },
        async (trx): Promise<poso.AdvancePaid | poso.PendingAdvance> => {
          const outcome = await held.holdOrRun<poso.AdvancePaid>(trx, caller, {
            action: 'advance.pay',
            documentType: 'purchase_order',
            documentId: input.po_id,
            input,
          });
          if ('done' in outcome) return outcome.done;
          return { held_action: outcome.held, amount: input.amount, po_id: input.po_id };
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
      const input = { advance_received_id, from_status_master_id };
      // The confirmation reaches the customer only after the undo grace period.
      return sendIdempotent(
        db,
        request,
        reply,
        { operation: 'advance.confirm', input },
        async (trx) => {
          await held.hold(trx, caller, {
            action: 'advance.confirm',
            documentType: 'advance_received',
            documentId: advance_received_id,
            input: { from: from_status_master_id },
          });
          return service.received(caller, advance_received_id, trx);
        },
      );
    },
  });
}
