import { poso } from '@concord/contracts';
import type { Db } from '../shared/db.js';
import { callerOf, callerWith, sendIdempotent, type PosoApp } from '../shared/http.js';
import { movementList } from '../shared/money-movement.js';
import { payerDetails, queryIntoBody } from '../shared/validation.js';
import type { AdvanceService } from './advance.service.js';

export function advanceRoutes(app: PosoApp, deps: { db: Db; service: AdvanceService }) {
  const { db, service } = deps;

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
      return sendIdempotent(
        db,
        request,
        reply,
        { operation: 'advance.pay', input, required: true, status: 201 },
        (trx) => service.pay(trx, caller, input),
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
      return sendIdempotent(db, request, reply, { operation: 'advance.confirm', input }, (trx) =>
        service.confirm(trx, caller, advance_received_id, from_status_master_id),
      );
    },
  });
}
