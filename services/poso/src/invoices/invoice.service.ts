import { companyNameOf } from '../shared/companies.repository.js';
import { connectedCounterparty } from '../shared/counterparty.js';
import type { Db } from '../shared/db.js';
import { badRequest, conflict, forbidden, notFound } from '../shared/errors.js';
import { money, toAmountString } from '../shared/money.js';
import { hasScope, type Caller } from '../shared/scopes.js';
import {
  allowedEdge,
  INVOICE_EDGES,
  INVOICE_EDITABLE,
  requireEdge,
} from '../shared/state-machine.js';
import { listStatuses } from '../shared/status.repository.js';
import { INVOICE_STATUS, PO_STATUS, statusName } from '../shared/statuses.js';
import type { ItemInput, Page } from '../shared/validation.js';
import { computeItems, type Hooks } from '../purchase-orders/po.service.js';
import { findSalesOrder } from '../purchase-orders/po.repository.js';
import * as repo from './invoice.repository.js';

/** The invoice row of spec section 3, from either side. */
export type Invoice = {
  invoice_id: number | null;
  invoice_received_id: number | null;
  purchase_invoice_id: number | null;
  sales_po_id: number | null;
  po_id: number | null;
  po_number: string | null;
  invoice_number: string;
  invoice_date: string;
  invoice_amount: string;
  additional_charges: string;
  invoice_total: string;
  paid_amount: string;
  pending_amount: string;
  currency: string;
  exchange_rate: string;
  description: string;
  invoice_items: string;
  invoice_status_master_id: number;
  invoice_status: string;
  vendor_id: number;
  vendor_company_name: string | null;
  customer_company_id: number;
  customer_company_name: string | null;
  customer_schema: string | null;
  vendor_schema: string | null;
  reject_remarks: string | null;
  is_accept_allowed: boolean;
  is_reject_allowed: boolean;
  is_payment_allowed: boolean;
  is_edit_allowed: boolean;
  is_send_allowed: boolean;
};

export type ChargeInput = { additional_charge_master_id: number; amount: string };

const pending = (total: string, paid: string) => toAmountString(money(total).minus(paid));

function itemsToWire(items: repo.InvoiceItemRecord[]) {
  return items.map(
    ({ invoice_item_id, material_description, rate_per_unit, quantity, tax, line_total }) => ({
      invoice_item_id,
      material_description,
      rate_per_unit,
      quantity,
      tax,
      line_total,
    }),
  );
}

export function isPaymentAllowed(
  caller: Pick<Caller, 'scopes'>,
  status: number,
  total: string,
  paid: string,
): boolean {
  return (
    allowedEdge(INVOICE_EDGES.claimPayment, status, caller) !== null && money(paid).lessThan(total)
  );
}

function vendorInvoiceToWire(
  caller: Caller,
  inv: repo.InvoiceRecord,
  items: repo.InvoiceItemRecord[],
  self: string | null,
): Invoice {
  return {
    invoice_id: inv.invoice_id,
    invoice_received_id: inv.invoice_received_id,
    purchase_invoice_id: inv.invoice_received_id,
    sales_po_id: inv.sales_po_id,
    po_id: null,
    po_number: inv.po_number,
    invoice_number: inv.invoice_number,
    invoice_date: inv.invoice_date,
    invoice_amount: inv.invoice_amount,
    additional_charges: inv.additional_charges,
    invoice_total: inv.invoice_total,
    paid_amount: inv.paid_amount,
    pending_amount: pending(inv.invoice_total, inv.paid_amount),
    currency: inv.currency,
    exchange_rate: inv.exchange_rate,
    description: inv.description,
    invoice_items: JSON.stringify(itemsToWire(items)),
    invoice_status_master_id: inv.status_id,
    invoice_status: statusName('invoice', inv.status_id),
    vendor_id: caller.companyId,
    vendor_company_name: self,
    customer_company_id: inv.customer_company_id,
    customer_company_name: inv.customer_company_name,
    customer_schema: null,
    vendor_schema: caller.schema,
    reject_remarks: inv.reject_remarks,
    is_accept_allowed: false,
    is_reject_allowed: false,
    is_payment_allowed: false,
    is_edit_allowed: INVOICE_EDITABLE.includes(inv.status_id) && hasScope(caller, 'invoice:write'),
    is_send_allowed: allowedEdge(INVOICE_EDGES.send, inv.status_id, caller) !== null,
  };
}

function receivedInvoiceToWire(
  caller: Caller,
  r: repo.InvoiceReceivedRecord,
  self: string | null,
): Invoice {
  return {
    invoice_id: r.vendor_invoice_id,
    invoice_received_id: r.invoice_received_id,
    purchase_invoice_id: r.invoice_received_id,
    sales_po_id: null,
    po_id: r.po_id,
    po_number: null,
    invoice_number: r.invoice_number,
    invoice_date: r.invoice_date,
    invoice_amount: r.invoice_amount,
    additional_charges: r.additional_charges,
    invoice_total: r.invoice_total,
    paid_amount: r.paid_amount,
    pending_amount: pending(r.invoice_total, r.paid_amount),
    currency: r.currency,
    exchange_rate: r.exchange_rate,
    description: r.description,
    invoice_items: JSON.stringify(r.invoice_items),
    invoice_status_master_id: r.status_id,
    invoice_status: statusName('invoice', r.status_id),
    vendor_id: r.vendor_company_id,
    vendor_company_name: r.vendor_company_name,
    customer_company_id: caller.companyId,
    customer_company_name: self,
    customer_schema: caller.schema,
    vendor_schema: null,
    reject_remarks: r.reject_remarks,
    is_accept_allowed: allowedEdge(INVOICE_EDGES.accept, r.status_id, caller) !== null,
    is_reject_allowed: allowedEdge(INVOICE_EDGES.reject, r.status_id, caller) !== null,
    is_payment_allowed: isPaymentAllowed(caller, r.status_id, r.invoice_total, r.paid_amount),
    is_edit_allowed: false,
    is_send_allowed: false,
  };
}

export class InvoiceService {
  constructor(
    private readonly db: Db,
    private readonly hooks: Hooks = {},
  ) {}

  // ---- vendor side ----

  async list(
    caller: Caller,
    filters: repo.InvoiceFilters,
    page: number,
    size: number,
  ): Promise<Page<Invoice>> {
    const { items, totalCount } = await repo.listInvoices(
      this.db,
      caller.schema,
      filters,
      page,
      size,
    );
    const lines = await repo.itemsOfInvoices(
      this.db,
      caller.schema,
      items.map((i) => i.invoice_id),
    );
    const self = await companyNameOf(this.db, caller.companyId);
    return {
      items: items.map((i) =>
        vendorInvoiceToWire(
          caller,
          i,
          lines.filter((l) => l.invoice_id === i.invoice_id),
          self,
        ),
      ),
      totalCount,
      page,
      size,
    };
  }

  async get(
    caller: Caller,
    invoiceId: number,
    db: Db = this.db,
  ): Promise<Invoice & { additional_charge_items: unknown[] }> {
    const inv = await repo.findInvoice(db, caller.schema, invoiceId);
    if (!inv) throw notFound('Invoice');
    const items = await repo.itemsOfInvoices(db, caller.schema, [invoiceId]);
    const charges = await repo.chargesOfInvoice(db, caller.schema, invoiceId);
    return {
      ...vendorInvoiceToWire(caller, inv, items, await companyNameOf(db, caller.companyId)),
      additional_charge_items: charges,
    };
  }

  async create(
    caller: Caller,
    input: {
      sales_po_id: number;
      invoice_number?: string | undefined;
      invoice_date: string;
      description: string;
      exchange_rate?: string | undefined;
      invoice_items: ItemInput[];
      additional_charges: ChargeInput[];
    },
  ) {
    if (!hasScope(caller, 'invoice:write')) throw forbidden();
    return this.db.transaction().execute(async (trx) => {
      const so = await findSalesOrder(trx, caller.schema, input.sales_po_id, true);
      if (!so) throw notFound('Sales order');
      if (so.status_id !== PO_STATUS.RAISED)
        throw conflict('Invoices can be raised only against an accepted purchase order');
      await this.checkCharges(trx, caller, input.additional_charges);
      const invoiceId = await repo.insertInvoice(trx, caller.schema, {
        sales_po_id: so.po_received_id,
        customer_company_id: so.customer_company_id,
        invoice_number: input.invoice_number ?? null,
        invoice_date: input.invoice_date,
        description: input.description,
        currency: so.currency,
        exchange_rate: input.exchange_rate ?? so.exchange_rate,
        status_id: INVOICE_STATUS.DRAFT,
        created_by_user_id: caller.userId,
      });
      await this.hooks.afterFirstInsert?.('invoice.create');
      await repo.replaceInvoiceItems(
        trx,
        caller.schema,
        invoiceId,
        computeItems(input.invoice_items),
      );
      await repo.replaceInvoiceCharges(trx, caller.schema, invoiceId, input.additional_charges);
      await repo.recomputeInvoiceTotals(trx, caller.schema, invoiceId);
      return this.get(caller, invoiceId, trx);
    });
  }

  private async checkCharges(db: Db, caller: Caller, charges: ChargeInput[]) {
    if (
      !(await repo.chargeMasterExists(
        db,
        caller.schema,
        charges.map((c) => c.additional_charge_master_id),
      ))
    ) {
      throw badRequest('Unknown additional charge', {
        additional_charges: 'Unknown additional_charge_master_id',
      });
    }
  }

  async update(
    caller: Caller,
    invoiceId: number,
    header: Partial<{
      invoice_number: string;
      invoice_date: string;
      description: string;
      exchange_rate: string;
    }>,
    items: ItemInput[] | undefined,
    charges: ChargeInput[] | undefined,
  ) {
    if (!hasScope(caller, 'invoice:write')) throw forbidden();
    return this.db.transaction().execute(async (trx) => {
      const inv = await repo.findInvoice(trx, caller.schema, invoiceId, true);
      if (!inv) throw notFound('Invoice');
      if (
        !(await repo.updateInvoiceHeader(trx, caller.schema, invoiceId, INVOICE_EDITABLE, header))
      ) {
        throw conflict('The invoice can no longer be edited');
      }
      if (items) await repo.replaceInvoiceItems(trx, caller.schema, invoiceId, computeItems(items));
      if (charges) {
        await this.checkCharges(trx, caller, charges);
        await repo.replaceInvoiceCharges(trx, caller.schema, invoiceId, charges);
      }
      await repo.recomputeInvoiceTotals(trx, caller.schema, invoiceId);
      return this.get(caller, invoiceId, trx);
    });
  }

  async addCharge(caller: Caller, invoiceId: number, charge: ChargeInput) {
    if (!hasScope(caller, 'invoice:write')) throw forbidden();
    return this.db.transaction().execute(async (trx) => {
      const inv = await repo.findInvoice(trx, caller.schema, invoiceId, true);
      if (!inv) throw notFound('Invoice');
      if (!INVOICE_EDITABLE.includes(inv.status_id))
        throw conflict('The invoice can no longer be edited');
      await this.checkCharges(trx, caller, [charge]);
      await repo.addInvoiceCharge(
        trx,
        caller.schema,
        invoiceId,
        charge.additional_charge_master_id,
        charge.amount,
      );
      await repo.recomputeInvoiceTotals(trx, caller.schema, invoiceId);
      return this.get(caller, invoiceId, trx);
    });
  }

  async chargeMaster(caller: Caller) {
    return repo.listChargeMaster(this.db, caller.schema);
  }

  /** Vendor: draft -> sent; the customer's purchase invoice is written in the same transaction. */
  async send(trx: Db, caller: Caller, invoiceId: number) {
    const inv = await repo.findInvoice(trx, caller.schema, invoiceId, true);
    if (!inv) throw notFound('Invoice');
    const edge = requireEdge(INVOICE_EDGES.send, inv.status_id, caller, 'Sending');
    const items = await repo.itemsOfInvoices(trx, caller.schema, [invoiceId]);
    if (items.length === 0)
      throw badRequest('The invoice has no items', {
        invoice_items: 'At least one item is required',
      });
    if (!money(inv.invoice_total).greaterThan(0))
      throw badRequest('The invoice total must be positive', {
        invoice_total: 'Must be greater than 0',
      });
    const customer = await connectedCounterparty(
      trx,
      { customerCompanyId: inv.customer_company_id, vendorCompanyId: caller.companyId },
      inv.customer_company_id,
    );
    const so = await findSalesOrder(trx, caller.schema, inv.sales_po_id);
    const customerPoId =
      so && (await repo.customerPoExists(trx, customer.schema, so.customer_po_id))
        ? so.customer_po_id
        : null;
    if (!(await repo.transitionInvoice(trx, caller.schema, invoiceId, edge.from, edge.to)))
      throw conflict('The invoice changed meanwhile');
    await this.hooks.afterFirstInsert?.('invoice.send');
    const attachments = await repo.attachmentsOfInvoice(trx, caller.schema, invoiceId);
    const receivedId = await repo.insertReceivedInvoice(trx, customer.schema, {
      vendor_company_id: caller.companyId,
      vendor_invoice_id: invoiceId,
      po_id: customerPoId,
      invoice_number: inv.invoice_number,
      invoice_date: inv.invoice_date,
      description: inv.description,
      currency: inv.currency,
      exchange_rate: inv.exchange_rate,
      invoice_amount: inv.invoice_amount,
      additional_charges: inv.additional_charges,
      invoice_total: inv.invoice_total,
      invoice_items: itemsToWire(items),
      attachments,
      status_id: edge.to,
    });
    await repo.transitionInvoice(trx, caller.schema, invoiceId, edge.to, edge.to, {
      invoice_received_id: receivedId,
    });
    return this.get(caller, invoiceId, trx);
  }

  // ---- customer side ----

  async listReceived(
    caller: Caller,
    filters: repo.ReceivedFilters,
    page: number,
    size: number,
  ): Promise<Page<Invoice>> {
    const { items, totalCount } = await repo.listReceivedInvoices(
      this.db,
      caller.schema,
      filters,
      page,
      size,
    );
    const self = await companyNameOf(this.db, caller.companyId);
    return {
      items: items.map((r) => receivedInvoiceToWire(caller, r, self)),
      totalCount,
      page,
      size,
    };
  }

  async getReceived(caller: Caller, id: number, db: Db = this.db): Promise<Invoice> {
    const r = await repo.findReceivedInvoice(db, caller.schema, id);
    if (!r) throw notFound('Received invoice');
    return receivedInvoiceToWire(caller, r, await companyNameOf(db, caller.companyId));
  }

  /**
   * Customer accept (status id 3 on the wire): Sent -> Waiting for Finance Approval, then a
   * finance approver's accept -> Accepted. Reject -> Customer Rejected (14) with remarks.
   * The vendor's invoice moves in the same transaction.
   */
  async decideReceived(
    trx: Db,
    caller: Caller,
    id: number,
    decision: 'accept' | 'reject',
    remarks: string | null,
    expectedStatus?: number,
  ): Promise<Invoice> {
    const r = await repo.findReceivedInvoice(trx, caller.schema, id, true);
    if (!r) throw notFound('Received invoice');
    const edge =
      decision === 'accept'
        ? requireEdge(INVOICE_EDGES.accept, r.status_id, caller, 'Accepting', expectedStatus)
        : requireEdge(INVOICE_EDGES.reject, r.status_id, caller, 'Rejecting', expectedStatus);
    const vendor = await connectedCounterparty(
      trx,
      { customerCompanyId: caller.companyId, vendorCompanyId: r.vendor_company_id },
      r.vendor_company_id,
    );
    const set =
      decision === 'reject'
        ? { reject_remarks: remarks }
        : edge.to === INVOICE_STATUS.ACCEPTED
          ? { finance_approved_by_user_id: caller.userId }
          : { accepted_by_user_id: caller.userId };
    if (!(await repo.transitionReceivedInvoice(trx, caller.schema, id, edge.from, edge.to, set)))
      throw conflict('The invoice changed meanwhile');
    if (
      !(await repo.transitionInvoice(trx, vendor.schema, r.vendor_invoice_id, edge.from, edge.to, {
        reject_remarks: decision === 'reject' ? remarks : undefined,
      }))
    ) {
      throw conflict("The vendor's invoice changed meanwhile");
    }
    return this.getReceived(caller, id, trx);
  }

  async statuses(caller: Caller) {
    return listStatuses(this.db, caller.schema, 'invoice');
  }
}
