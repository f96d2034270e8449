import { poso } from '@concord/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../shared/db.js';
import { badRequest } from '../shared/errors.js';
import { callerOf, callerWith, pagingOf, sendIdempotent, type PosoApp } from '../shared/http.js';
import {
  dateOf,
  jsonTextFields,
  queryIntoBody,
  today,
  trimCharges,
  trimItems,
  trimmed,
} from '../shared/validation.js';
import { decisionRoutes } from '../shared/decision-routes.js';
import { sortOf } from '../shared/sorting.js';
import type { HeldActionService } from '../held-actions/held-action.service.js';
import { assertNothingHeld } from '../held-actions/held-documents.js';
import type { InvoiceService } from './invoice.service.js';

const LINES = ['invoice_items', 'additional_charges'];

/** How a typed header field is stored; a field not named here is one line, stored trimmed. */
const STORED: Partial<Record<keyof poso.InvoiceHeader, (value: string) => string>> = {
  invoice_date: dateOf,
  due_date: dateOf,
  // Free text keeps its spaces and lines.
  description: (text) => text,
};

/** The header as stored, from the contract's list of its fields; null clears a field. */
function headerOf(input: poso.SalesInvoiceChanges): Partial<poso.InvoiceHeader> {
  const header: Record<string, string | null> = {};
  for (const field of poso.INVOICE_HEADER_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    header[field] = value === null ? null : (STORED[field] ?? trimmed)(value);
  }
  return header;
}

export function invoiceRoutes(
  app: PosoApp,
  deps: { db: Db; service: InvoiceService; held: HeldActionService },
) {
  const { db, service, held } = deps;

  const vendorList =
    (sentOnly: boolean) =>
    async (request: FastifyRequest<{ Querystring: poso.SalesInvoiceListQuery }>) => {
      const caller = callerWith(request, 'invoice:read');
      const { page, size, sort, order, ...q } = request.query;
      const paging = pagingOf({ page, size });
      return service.list(
        caller,
        {
          id: q.invoice_id,
          order_id: q.sales_po_id,
          status_id: q.invoice_status_master_id,
          counterparty_id: q.customer_company_id,
          invoice_number: q.invoice_number,
          sent_only: sentOnly,
        },
        paging.page,
        paging.size,
        sortOf({ sort, order }),
      );
    };
  app.route({ ...poso.listSalesInvoices, handler: vendorList(false) });
  app.route({ ...poso.listRaisedSalesInvoices, handler: vendorList(true) });

  app.route({
    ...poso.listPurchaseInvoices,
    handler: async (request) => {
      const caller = callerWith(request, 'invoice:read');
      const { page, size, sort, order, ...q } = request.query;
      const paging = pagingOf({ page, size });
      return service.listReceived(
        caller,
        {
          id: q.invoice_received_id,
          order_id: q.po_id,
          status_id: q.invoice_status_master_id,
          counterparty_id: q.vendor_company_id,
          invoice_number: q.invoice_number,
          payable: q.payable === 'true',
        },
        paging.page,
        paging.size,
        sortOf({ sort, order }),
      );
    },
  });

  app.route({
    ...poso.listInvoicesAwaitingFinanceApproval,
    handler: async (request) => {
      const caller = callerWith(request, 'invoice:read');
      const { page, size, sort, order } = request.query;
      const paging = pagingOf({ page, size });
      return service.listAwaitingFinanceApproval(
        caller,
        paging.page,
        paging.size,
        sortOf({ sort, order }),
      );
    },
  });

  app.route({
    ...poso.getPurchaseInvoice,
    handler: async (request) => {
      const caller = callerWith(request, 'invoice:read');
      return service.getReceived(caller, request.params.id);
    },
  });

  app.route({
    ...poso.purchaseInvoiceItems,
    handler: async (request) => {
      const caller = callerWith(request, 'invoice:read');
      const { invoice_received_id, purchase_invoice_id } = request.query;
      const id = invoice_received_id ?? purchase_invoice_id;
      if (id === undefined) throw badRequest('Invalid input', { invoice_received_id: 'Required' });
      const invoice = await service.getReceived(caller, id);
      return JSON.parse(invoice.invoice_items) as poso.LineItem[];
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
      return service.get(caller, request.params.id);
    },
  });

  app.route({
    ...poso.createSalesInvoice,
    preValidation: jsonTextFields(...LINES),
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const input = request.body;
      const header = headerOf(input);
      const created = await service.create(caller, {
        ...header,
        sales_po_id: input.sales_po_id,
        invoice_date: header.invoice_date ?? today(),
        description: header.description ?? '',
        invoice_items: trimItems(input.invoice_items ?? []),
        additional_charges: trimCharges(input.additional_charges ?? []),
      });
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...poso.updateSalesInvoice,
    preValidation: jsonTextFields(...LINES),
    handler: async (request) => {
      const caller = callerOf(request);
      const { invoice_items, additional_charges } = request.body;
      // A draft being sent (within its undo grace period) is no longer edited.
      await assertNothingHeld(db, caller.schema, 'sales_invoice', request.params.id);
      return service.update(
        caller,
        request.params.id,
        headerOf(request.body),
        invoice_items && trimItems(invoice_items),
        additional_charges && trimCharges(additional_charges),
      );
    },
  });

  app.route({
    ...poso.addSalesInvoiceCharge,
    preValidation: queryIntoBody,
    handler: async (request) => {
      const caller = callerOf(request);
      const { invoice_id, additional_charge_master_id, amount } = request.body;
      return service.addCharge(caller, invoice_id, {
        additional_charge_master_id,
        amount: amount.trim(),
      });
    },
  });

  app.route({
    ...poso.sendSalesInvoice,
    preValidation: queryIntoBody,
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const { invoice_id, from_status_master_id: from } = request.body;
      return sendIdempotent(
        db,
        request,
        reply,
        { operation: 'invoice.send', input: { invoice_id, from } },
        // The hand-over to the customer waits out the undo grace period.
        async (trx) => {
          await held.hold(trx, caller, {
            action: 'invoice.send',
            documentType: 'sales_invoice',
            documentId: invoice_id,
            input: { from },
          });
          return service.get(caller, invoice_id, trx);
        },
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
    // Accepting (and finance approval) leads to payment: held for the undo grace period.
    decide: async (trx, caller, invoiceReceivedId, decision, remarks, from) => {
      if (decision === 'reject') {
        await assertNothingHeld(trx, caller.schema, 'purchase_invoice', invoiceReceivedId);
        return service.decideReceived(trx, caller, invoiceReceivedId, decision, remarks, from);
      }
      await held.hold(trx, caller, {
        action: 'invoice.received.accept',
        documentType: 'purchase_invoice',
        documentId: invoiceReceivedId,
        input: { from },
      });
      return service.getReceived(caller, invoiceReceivedId, trx);
    },
  });
}
