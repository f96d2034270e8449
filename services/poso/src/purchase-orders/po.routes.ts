import { poso } from '@concord/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../shared/db.js';
import { badRequest } from '../shared/errors.js';
import { callerOf, callerWith, inputOf, sendIdempotent } from '../shared/http.js';
import {
  currency,
  decimal,
  id,
  isoDate,
  itemSchema,
  itemsSchema,
  paging,
  parseInput,
  remarks,
  today,
} from '../shared/validation.js';
import { decisionRoutes } from '../shared/decision-routes.js';
import { sortOf, sortParams } from '../shared/sorting.js';
import { PO_SORT_KEYS, SO_SORT_KEYS } from './po.repository.js';
import type { PurchaseOrderService } from './po.service.js';

const listQuery = z.object({
  po_id: id.optional(),
  po_status_master_id: id.optional(),
  vendor_company_id: id.optional(),
  approver_user_id: id.optional(),
  po_number: z.string().max(100).optional(),
  from_date: isoDate.optional(),
  to_date: isoDate.optional(),
  ...paging,
  ...sortParams(PO_SORT_KEYS),
});

const receivedListQuery = z.object({
  po_received_id: id.optional(),
  po_status_master_id: id.optional(),
  customer_company_id: id.optional(),
  po_number: z.string().max(100).optional(),
  ...paging,
  ...sortParams(SO_SORT_KEYS),
});

const header = {
  po_number: z.string().trim().min(1).max(50).optional(),
  po_date: isoDate.optional(),
  description: z.string().max(2000).optional(),
  currency: currency.optional(),
  exchange_rate: decimal.refine((v) => Number(v) > 0, 'Must be greater than 0').optional(),
};

const createBody = z.object({
  ...header,
  vendor_company_id: id,
  po_items: itemsSchema.default([]),
});

const updateBody = z.object({
  ...header,
  po_id: id,
  vendor_company_id: id.optional(),
  po_items: itemsSchema.optional(),
});

const poIdQuery = z.object({ po_id: id });
const fromStatus = { from_status_master_id: id.optional() };
const sendQuery = z.object({
  po_id: id,
  user_id: id,
  approval_information_id: id.optional(),
  ...fromStatus,
});
const approveInput = z.object({
  po_id: id,
  remarks: z.string().max(1000).optional(),
  ...fromStatus,
});
const approverRejectInput = z.object({ po_id: id, reject_remarks: remarks, ...fromStatus });
const receivedIdInput = z.object({
  po_received_id: id.optional(),
  sales_po_id: id.optional(),
  from_status_master_id: id.optional(),
});
const itemIdsQuery = z.object({
  po_id: id,
  po_item_id: z.union([id, z.string().regex(/^\d+(,\d+)*$/), z.array(id)]),
});

function receivedId(input: {
  po_received_id?: number | undefined;
  sales_po_id?: number | undefined;
}): number {
  const value = input.po_received_id ?? input.sales_po_id;
  if (value === undefined) throw badRequest('Invalid input', { po_received_id: 'Required' });
  return value;
}

export function purchaseOrderRoutes(
  app: FastifyInstance,
  deps: { db: Db; service: PurchaseOrderService },
) {
  const { db, service } = deps;

  app.route({
    ...poso.listPurchaseOrders,
    handler: async (request) => {
      const caller = callerWith(request, 'po:read');
      const { page, size, sort, order, ...filters } = parseInput(listQuery, request.query);
      return service.list(caller, filters, page, size, sortOf({ sort, order }));
    },
  });

  app.route({
    ...poso.getPurchaseOrder,
    handler: async (request) => {
      const caller = callerWith(request, 'po:read');
      return service.get(caller, parseInput(poIdQuery, request.query).po_id);
    },
  });

  app.route({
    ...poso.createPurchaseOrder,
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const input = parseInput(createBody, request.body ?? {});
      const created = await service.create(caller, {
        po_number: input.po_number,
        po_date: input.po_date ?? today(),
        vendor_company_id: input.vendor_company_id,
        description: input.description ?? '',
        currency: input.currency ?? 'INR',
        exchange_rate: input.exchange_rate ?? '1',
        po_items: input.po_items,
      });
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...poso.updatePurchaseOrder,
    handler: async (request) => {
      const caller = callerOf(request);
      const { po_id, po_items, ...rest } = parseInput(updateBody, inputOf(request));
      return service.update(caller, po_id, rest, po_items);
    },
  });

  app.route({
    ...poso.addPurchaseOrderItems,
    handler: async (request) => {
      const caller = callerOf(request);
      const { po_id } = parseInput(poIdQuery, request.query);
      const body = request.body;
      const items = Array.isArray(body)
        ? parseInput(z.array(itemSchema).min(1).max(200), body)
        : body && typeof body === 'object' && 'po_items' in body
          ? parseInput(z.object({ po_items: itemsSchema }), body).po_items
          : [parseInput(itemSchema, body)];
      return service.addItems(caller, po_id, items);
    },
  });

  app.route({
    ...poso.removePurchaseOrderItems,
    handler: async (request) => {
      const caller = callerOf(request);
      const { po_id, po_item_id } = parseInput(itemIdsQuery, request.query);
      const ids =
        typeof po_item_id === 'number'
          ? [po_item_id]
          : Array.isArray(po_item_id)
            ? po_item_id
            : po_item_id.split(',').map(Number);
      return service.deleteItems(caller, po_id, ids);
    },
  });

  app.route({
    ...poso.sendPurchaseOrderForApproval,
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const input = parseInput(sendQuery, inputOf(request));
      return sendIdempotent(db, request, reply, { operation: 'po.send', input }, (trx) =>
        service.sendForApproval(
          trx,
          caller,
          input.po_id,
          input.user_id,
          input.approval_information_id ?? null,
          input.from_status_master_id,
        ),
      );
    },
  });

  app.route({
    ...poso.approvePurchaseOrder,
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const input = parseInput(approveInput, inputOf(request));
      return sendIdempotent(db, request, reply, { operation: 'po.approve', input }, (trx) =>
        service.approve(
          trx,
          caller,
          input.po_id,
          input.remarks ?? null,
          input.from_status_master_id,
        ),
      );
    },
  });

  app.route({
    ...poso.rejectPurchaseOrderApproval,
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const input = parseInput(approverRejectInput, inputOf(request));
      return sendIdempotent(db, request, reply, { operation: 'po.approve.reject', input }, (trx) =>
        service.approverReject(
          trx,
          caller,
          input.po_id,
          input.reject_remarks,
          input.from_status_master_id,
        ),
      );
    },
  });

  app.route({
    ...poso.listReceivedPurchaseOrders,
    handler: async (request) => {
      const caller = callerWith(request, 'po:read');
      const { page, size, sort, order, ...filters } = parseInput(receivedListQuery, request.query);
      return service.listReceived(caller, filters, page, size, sortOf({ sort, order }));
    },
  });

  app.route({
    ...poso.getReceivedPurchaseOrder,
    handler: async (request) => {
      const caller = callerWith(request, 'po:read');
      return service.getReceived(caller, receivedId(parseInput(receivedIdInput, request.query)));
    },
  });

  decisionRoutes(app, db, {
    accept: poso.acceptReceivedPurchaseOrder,
    reject: poso.rejectReceivedPurchaseOrder,
    operation: 'po.received',
    idField: 'po_received_id',
    idAlias: 'sales_po_id',
    fingerprintId: 'poReceivedId',
    decide: (trx, caller, poReceivedId, decision, remarks, from) =>
      service.decideReceived(trx, caller, poReceivedId, decision, remarks, from),
  });

  app.route({
    ...poso.purchaseOrderStatuses,
    handler: async (request) => {
      const caller = callerWith(request, 'po:read');
      return service.statuses(caller);
    },
  });
}
