import { poso } from '@concord/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../shared/db.js';
import { badRequest } from '../shared/errors.js';
import { callerOf, callerWith, inputOf, sendIdempotent } from '../shared/http.js';
import { INVOICE_STATUS } from '../shared/statuses.js';
import {
  amount,
  decimal,
  id,
  isoDate,
  itemsSchema,
  paging,
  parseInput,
  today,
} from '../shared/validation.js';
import { decisionRoutes } from '../shared/decision-routes.js';
import { sortOf, sortParams } from '../shared/sorting.js';
import { PURCHASE_INVOICE_SORT_KEYS, SALES_INVOICE_SORT_KEYS } from './invoice.repository.js';
import type { InvoiceService } from './invoice.service.js';

const chargeSchema = z.object({ additional_charge_master_id: id, amount });
const chargesSchema = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}, z.array(chargeSchema).max(50));

const vendorListQuery = z.object({
  invoice_id: id.optional(),
  sales_po_id: id.optional(),
  invoice_status_master_id: id.optional(),
  customer_company_id: id.optional(),
  invoice_number: z.string().max(100).optional(),
  ...paging,
  ...sortParams(SALES_INVOICE_SORT_KEYS),
});

const purchaseListQuery = z.object({
  invoice_received_id: id.optional(),
  po_id: id.optional(),
  invoice_status_master_id: id.optional(),
  vendor_company_id: id.optional(),
  invoice_number: z.string().max(100).optional(),
  payable: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  ...paging,
  ...sortParams(PURCHASE_INVOICE_SORT_KEYS),
});

const header = {
  invoice_number: z.string().trim().min(1).max(50).optional(),
  invoice_date: isoDate.optional(),
  description: z.string().max(2000).optional(),
  exchange_rate: decimal.refine((v) => Number(v) > 0, 'Must be greater than 0').optional(),
};

const createBody = z.object({
  ...header,
  sales_po_id: id,
  invoice_items: itemsSchema.default([]),
  additional_charges: chargesSchema.default([]),
});

const updateBody = z.object({
  ...header,
  invoice_items: itemsSchema.optional(),
  additional_charges: chargesSchema.optional(),
});

const receivedIdInput = z.object({
  from_status_master_id: id.optional(),
  invoice_received_id: id.optional(),
  purchase_invoice_id: id.optional(),
});

function receivedId(input: {
  invoice_received_id?: number | undefined;
  purchase_invoice_id?: number | undefined;
}): number {
  const value = input.invoice_received_id ?? input.purchase_invoice_id;
  if (value === undefined) throw badRequest('Invalid input', { invoice_received_id: 'Required' });
  return value;
}

const pathId = z.object({ id });

export function invoiceRoutes(app: FastifyInstance, deps: { db: Db; service: InvoiceService }) {
  const { db, service } = deps;

  const vendorList = (sentOnly: boolean) => async (request: FastifyRequest) => {
    const caller = callerWith(request, 'invoice:read');
    const { page, size, sort, order, ...filters } = parseInput(vendorListQuery, request.query);
    return service.list(
      caller,
      { ...filters, sent_only: sentOnly },
      page,
      size,
      sortOf({ sort, order }),
    );
  };
  app.route({ ...poso.listSalesInvoices, handler: vendorList(false) });
  app.route({ ...poso.listRaisedSalesInvoices, handler: vendorList(true) });

  app.route({
    ...poso.listPurchaseInvoices,
    handler: async (request) => {
      const caller = callerWith(request, 'invoice:read');
      const { page, size, sort, order, ...filters } = parseInput(purchaseListQuery, request.query);
      return service.listReceived(caller, filters, page, size, sortOf({ sort, order }));
    },
  });

  app.route({
    ...poso.listInvoicesAwaitingFinanceApproval,
    handler: async (request) => {
      const caller = callerWith(request, 'invoice:read');
      const { page, size, sort, order } = parseInput(
        z.object({ user_id: id.optional(), ...paging, ...sortParams(PURCHASE_INVOICE_SORT_KEYS) }),
        request.query,
      );
      return service.listReceived(
        caller,
        { invoice_status_master_id: INVOICE_STATUS.WAITING_FOR_FINANCE_APPROVAL },
        page,
        size,
        sortOf({ sort, order }),
      );
    },
  });

  app.route({
    ...poso.getPurchaseInvoice,
    handler: async (request) => {
      const caller = callerWith(request, 'invoice:read');
      return service.getReceived(caller, parseInput(pathId, request.params).id);
    },
  });

  app.route({
    ...poso.purchaseInvoiceItems,
    handler: async (request) => {
      const caller = callerWith(request, 'invoice:read');
      const invoice = await service.getReceived(
        caller,
        receivedId(parseInput(receivedIdInput, request.query)),
      );
      return JSON.parse(invoice.invoice_items) as unknown;
    },
  });

  app.route({
    ...poso.additionalChargeMasters,
    handler: async (request) => {
      const caller = callerWith(request, 'invoice:read');
      return service.chargeMaster(caller);
    },
  });

  app.route({
    ...poso.invoiceStatuses,
    handler: async (request) => {
      const caller = callerWith(request, 'invoice:read');
      return service.statuses(caller);
    },
  });

  app.route({
    ...poso.getSalesInvoice,
    handler: async (request) => {
      const caller = callerWith(request, 'invoice:read');
      return service.get(caller, parseInput(pathId, request.params).id);
    },
  });

  app.route({
    ...poso.createSalesInvoice,
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const input = parseInput(createBody, request.body ?? {});
      const created = await service.create(caller, {
        ...input,
        invoice_date: input.invoice_date ?? today(),
        description: input.description ?? '',
      });
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...poso.updateSalesInvoice,
    handler: async (request) => {
      const caller = callerOf(request);
      const invoiceId = parseInput(pathId, request.params).id;
      const { invoice_items, additional_charges, ...rest } = parseInput(
        updateBody,
        request.body ?? {},
      );
      return service.update(caller, invoiceId, rest, invoice_items, additional_charges);
    },
  });

  app.route({
    ...poso.addSalesInvoiceCharge,
    handler: async (request) => {
      const caller = callerOf(request);
      const input = parseInput(chargeSchema.extend({ invoice_id: id }), inputOf(request));
      return service.addCharge(caller, input.invoice_id, input);
    },
  });

  app.route({
    ...poso.sendSalesInvoice,
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const input = parseInput(
        z.object({
          invoice_id: id,
          user_id: id.optional(),
          approval_information_id: id.optional(),
          from_status_master_id: id.optional(),
        }),
        inputOf(request),
      );
      const from = input.from_status_master_id;
      return sendIdempotent(
        db,
        request,
        reply,
        { operation: 'invoice.send', input: { invoice_id: input.invoice_id, from } },
        (trx) => service.send(trx, caller, input.invoice_id, from),
      );
    },
  });

  decisionRoutes(app, db, {
    accept: poso.acceptPurchaseInvoice,
    reject: poso.rejectPurchaseInvoice,
    operation: 'invoice.received',
    idField: 'invoice_received_id',
    idAlias: 'purchase_invoice_id',
    fingerprintId: 'invoiceReceivedId',
    decide: (trx, caller, invoiceReceivedId, decision, remarks, from) =>
      service.decideReceived(trx, caller, invoiceReceivedId, decision, remarks, from),
  });
}
