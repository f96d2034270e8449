import { poso } from '@concord/contracts';
import type { Db } from '../shared/db.js';
import { badRequest } from '../shared/errors.js';
import { callerOf, callerWith, pagingOf, sendIdempotent, type PosoApp } from '../shared/http.js';
import {
  dateOf,
  jsonTextFields,
  queryIntoBody,
  today,
  trimItems,
  trimmed,
} from '../shared/validation.js';
import { decisionRoutes } from '../shared/decision-routes.js';
import { sortOf } from '../shared/sorting.js';
import type { HeldActionService } from '../held-actions/held-action.service.js';
import { assertNothingHeld } from '../held-actions/held-documents.js';
import type { PurchaseOrderService } from './po.service.js';

const MAX_ID = 2_147_483_647;

/** The header as stored: the number trimmed, the currency upper-cased. */
function headerOf(input: poso.PurchaseOrderChanges | poso.NewPurchaseOrder) {
  return {
    ...(input.po_number !== undefined ? { po_number: trimmed(input.po_number) } : {}),
    ...(input.po_date !== undefined ? { po_date: dateOf(input.po_date) } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.currency !== undefined ? { currency: input.currency.toUpperCase() } : {}),
    ...(input.exchange_rate !== undefined ? { exchange_rate: input.exchange_rate.trim() } : {}),
  };
}

/** `po_item_id=1,2&po_item_id=3` -> [1, 2, 3]. */
function itemIdsOf(values: readonly string[]): number[] {
  const ids = values.flatMap((value) => value.split(',').map(Number));
  if (ids.some((value) => value < 1 || value > MAX_ID))
    throw badRequest('Invalid input', { po_item_id: 'Must be positive ids' });
  return ids;
}

export function purchaseOrderRoutes(
  app: PosoApp,
  deps: { db: Db; service: PurchaseOrderService; held: HeldActionService },
) {
  const { db, service, held } = deps;

  app.route({
    ...poso.listPurchaseOrders,
    handler: async (request) => {
      const caller = callerWith(request, 'po:read');
      const { page, size, sort, order, ...q } = request.query;
      const filters = {
        id: q.po_id,
        status_id: q.po_status_master_id,
        counterparty_id: q.vendor_company_id,
        approver_user_id: q.approver_user_id,
        po_number: q.po_number,
        from_date: dateOf(q.from_date),
        to_date: dateOf(q.to_date),
      };
      const paging = pagingOf({ page, size });
      return service.list(caller, filters, paging.page, paging.size, sortOf({ sort, order }));
    },
  });

  app.route({
    ...poso.getPurchaseOrder,
    handler: async (request) => {
      const caller = callerWith(request, 'po:read');
      return service.get(caller, request.query.po_id);
    },
  });

  app.route({
    ...poso.createPurchaseOrder,
    preValidation: jsonTextFields('po_items'),
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const input = request.body;
      const header = headerOf(input);
      const created = await service.create(caller, {
        po_number: header.po_number,
        po_date: header.po_date ?? today(),
        vendor_company_id: input.vendor_company_id,
        description: header.description ?? '',
        currency: header.currency ?? 'INR',
        exchange_rate: header.exchange_rate ?? '1',
        po_items: trimItems(input.po_items ?? []),
      });
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...poso.updatePurchaseOrder,
    preValidation: [queryIntoBody, jsonTextFields('po_items')],
    handler: async (request) => {
      const caller = callerOf(request);
      const input = request.body;
      const changes = {
        ...headerOf(input),
        ...(input.vendor_company_id !== undefined
          ? { vendor_company_id: input.vendor_company_id }
          : {}),
      };
      return service.update(
        caller,
        input.po_id,
        changes,
        input.po_items && trimItems(input.po_items),
      );
    },
  });

  app.route({
    ...poso.addPurchaseOrderItems,
    preValidation: jsonTextFields('po_items'),
    handler: async (request) => {
      const caller = callerOf(request);
      const body = request.body;
      const items = Array.isArray(body) ? body : body.po_items;
      return service.addItems(caller, request.query.po_id, trimItems(items));
    },
  });

  app.route({
    ...poso.removePurchaseOrderItems,
    handler: async (request) => {
      const caller = callerOf(request);
      const { po_id, po_item_id } = request.query;
      return service.deleteItems(caller, po_id, itemIdsOf(po_item_id));
    },
  });

  app.route({
    ...poso.sendPurchaseOrderForApproval,
    preValidation: queryIntoBody,
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const { po_id, user_id, approval_information_id, from_status_master_id } = request.body;
      const input = { po_id, user_id, approval_information_id, from_status_master_id };
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
    preValidation: queryIntoBody,
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const { po_id, remarks, from_status_master_id } = request.body;
      const input = { po_id, remarks, from_status_master_id };
      // The hand-over to the vendor waits out the undo grace period.
      return sendIdempotent(db, request, reply, { operation: 'po.approve', input }, async (trx) => {
        await held.hold(trx, caller, {
          action: 'po.approve',
          documentType: 'purchase_order',
          documentId: po_id,
          input: { remarks: remarks ?? null, from: from_status_master_id },
        });
        return service.get(caller, po_id, trx);
      });
    },
  });

  app.route({
    ...poso.rejectPurchaseOrderApproval,
    preValidation: queryIntoBody,
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const { po_id, reject_remarks, from_status_master_id } = request.body;
      const input = { po_id, reject_remarks: reject_remarks.trim(), from_status_master_id };
      return sendIdempotent(
        db,
        request,
        reply,
        { operation: 'po.approve.reject', input },
        async (trx) => {
          await assertNothingHeld(trx, caller.schema, 'purchase_order', input.po_id);
          return service.approverReject(
            trx,
            caller,
            input.po_id,
            input.reject_remarks,
            input.from_status_master_id,
          );
        },
      );
    },
  });

  app.route({
    ...poso.listReceivedPurchaseOrders,
    handler: async (request) => {
      const caller = callerWith(request, 'po:read');
      const { page, size, sort, order, ...q } = request.query;
      const paging = pagingOf({ page, size });
      return service.listReceived(
        caller,
        {
          id: q.po_received_id,
          status_id: q.po_status_master_id,
          counterparty_id: q.customer_company_id,
          po_number: q.po_number,
        },
        paging.page,
        paging.size,
        sortOf({ sort, order }),
      );
    },
  });

  app.route({
    ...poso.getReceivedPurchaseOrder,
    handler: async (request) => {
      const caller = callerWith(request, 'po:read');
      const { po_received_id, sales_po_id } = request.query;
      const id = po_received_id ?? sales_po_id;
      if (id === undefined) throw badRequest('Invalid input', { po_received_id: 'Required' });
      return service.getReceived(caller, id);
    },
  });

  decisionRoutes(app, db, {
    accept: poso.acceptReceivedPurchaseOrder,
    reject: poso.rejectReceivedPurchaseOrder,
    operation: 'po.received',
    idField: 'po_received_id',
    idAlias: 'sales_po_id',
    fingerprintId: 'poReceivedId',
    // Accepting starts the customer's order (and its invoices): held for the undo grace period.
    decide: async (trx, caller, poReceivedId, decision, remarks, from) => {
      if (decision === 'reject') {
        await assertNothingHeld(trx, caller.schema, 'sales_order', poReceivedId);
        return service.decideReceived(trx, caller, poReceivedId, decision, remarks, from);
      }
      await held.hold(trx, caller, {
        action: 'po.received.accept',
        documentType: 'sales_order',
        documentId: poReceivedId,
        input: { from },
      });
      return service.getReceived(caller, poReceivedId, trx);
    },
  });

  app.route({
    ...poso.purchaseOrderStatuses,
    handler: async (request) => {
      const caller = callerWith(request, 'po:read');
      return service.statuses(caller);
    },
  });
}
