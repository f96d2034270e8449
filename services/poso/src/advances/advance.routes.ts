import { poso } from '@concord/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../shared/db.js';
import { callerOf, callerWith, inputOf, sendIdempotent } from '../shared/http.js';
import { movementList, movementListParams } from '../shared/money-movement.js';
import { ADVANCE_SORT_KEYS } from '../shared/money-movement.repository.js';
import { id, parseInput, payerDetails, payerFields } from '../shared/validation.js';
import type { AdvanceService } from './advance.service.js';

const payBody = z.object({ po_id: id, ...payerFields });

const paidQuery = z.object({ po_id: id.optional(), ...movementListParams(ADVANCE_SORT_KEYS) });

const receivedQuery = z.object({
  sales_po_id: id.optional(),
  po_received_id: id.optional(),
  ...movementListParams(ADVANCE_SORT_KEYS),
});

const confirmInput = z.object({
  advance_received_id: id,
  from_status_master_id: id.optional(),
});

export function advanceRoutes(app: FastifyInstance, deps: { db: Db; service: AdvanceService }) {
  const { db, service } = deps;

  app.route({
    ...poso.listAdvancesPaid,
    handler: async (request) => {
      const caller = callerWith(request, 'payment:read');
      const q = parseInput(paidQuery, request.query);
      return service.listPaid(caller, movementList(q, q.po_id));
    },
  });

  app.route({
    ...poso.listAdvancesReceived,
    handler: async (request) => {
      const caller = callerWith(request, 'payment:read');
      const q = parseInput(receivedQuery, request.query);
      return service.listReceived(caller, movementList(q, q.sales_po_id ?? q.po_received_id));
    },
  });

  app.route({
    ...poso.payAdvance,
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const body = parseInput(payBody, request.body ?? {});
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
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const input = parseInput(confirmInput, inputOf(request));
      return sendIdempotent(db, request, reply, { operation: 'advance.confirm', input }, (trx) =>
        service.confirm(trx, caller, input.advance_received_id, input.from_status_master_id),
      );
    },
  });
}
