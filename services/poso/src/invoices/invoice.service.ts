import { pick, poso } from '@concord/contracts';
import { attachmentsOf, type AttachmentRow } from '../attachments/attachment.repository.js';
import { attachmentsToWire, snapshotAttachments } from '../attachments/attachment.service.js';
import { companyNameOf } from '../shared/companies.repository.js';
import { connectedCounterparty } from '../shared/counterparty.js';
import type { Db } from '../shared/db.js';
import { withHeldAction } from '../held-actions/held-documents.js';
import { badRequest, conflict, forbidden, notFound } from '../shared/errors.js';
import { money, pendingOf } from '../shared/money.js';
import { hasScope, type Caller } from '../shared/scopes.js';
import {
  allowedEdge,
  INVOICE_EDGES,
  INVOICE_EDITABLE,
  requireEdge,
} from '../shared/state-machine.js';
import type { Sort } from '../shared/sorting.js';
import { listStatuses } from '../shared/status.repository.js';
import { INVOICE_STATUS, PO_STATUS, statusName } from '../shared/statuses.js';
import type { ItemInput, Page } from '../shared/validation.js';
import { computeItems } from '../purchase-orders/po.service.js';
import { setOffAdvances } from '../advances/advance.service.js';
import { findPurchaseOrder, findSalesOrder } from '../purchase-orders/po.repository.js';
import { decideOnBothSides, handOver, type Changes } from '../shared/mirrored-documents.js';
import * as repo from './invoice.repository.js';
import {
  notifyInvoiceDecision,
  notifyInvoiceReceived,
} from '../notifications/poso-notifications.js';
import {
  acceptedItThemselves,
  assertNotAcceptedByThemselves,
} from '../settings/separation-of-duties.js';
import { separationOfDuties } from '../settings/settings.service.js';

/** Vendor side: the company's own sales invoice. */
export type SalesInvoice = poso.SalesInvoice;
/** Customer side: an invoice received from a vendor. */
export type PurchaseInvoice = poso.PurchaseInvoice;
import type { ChargeInput } from '../shared/validation.js';
export type { ChargeInput };
export type ChargeItem = poso.ChargeItem;

function chargesToWire(rows: repo.ChargeRecord[]): ChargeItem[] {
  return rows.map(({ additional_charge_id, additional_charge_master_id, charge_name, amount }) => ({
    additional_charge_id,
    additional_charge_master_id,
    charge_name,
    amount,
  }));
}

/** The details every vendor invoice carries on the wire, loaded for many invoices at once. */
type VendorDetails = {
  items: repo.InvoiceItemRecord[];
  charges: repo.ChargeRecord[];
  attachments: AttachmentRow[];
};

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

/** A payment may start from the invoice's status and something is still to be paid. */
export function isPaymentAllowed(
  caller: Pick<Caller, 'scopes'>,
  status: number,
  pendingAmount: string,
): boolean {
  return (
    allowedEdge(INVOICE_EDGES.claimPayment, status, caller) !== null &&
    money(pendingAmount).greaterThan(0)
  );
}

/** A due date is optional and never before the invoice date (ISO dates compare as text). */
function checkDueDate(invoiceDate: string, dueDate: string | null) {
  if (dueDate !== null && dueDate < invoiceDate)
    throw badRequest('The due date is before the invoice date', {
      due_date: 'Must not be before the invoice date',
    });
}

/** What both sides show alike, from the columns both store alike. */
function sharedToWire(invoice: repo.InvoiceColumnsRecord) {
  return {
    ...pick(invoice, poso.INVOICE_HEADER_FIELDS),
    ...pick(invoice, [
      'currency',
      'invoice_amount',
      'additional_charges',
      'invoice_total',
      'paid_amount',
      'advance_applied',
      'reject_remarks',
    ]),
    pending_amount: pendingOf(invoice),
    invoice_status_master_id: invoice.status_id,
    invoice_status: statusName('invoice', invoice.status_id),
  };
}

function vendorInvoiceToWire(
  caller: Caller,
  inv: repo.InvoiceRecord,
  details: VendorDetails,
  self: string | null,
): SalesInvoice {
  const mine = <T extends { invoice_id: number }>(rows: T[]) =>
    rows.filter((row) => row.invoice_id === inv.invoice_id);
  return {
    invoice_id: inv.invoice_id,
    invoice_received_id: inv.invoice_received_id,
    purchase_invoice_id: inv.invoice_received_id,
    sales_po_id: inv.sales_po_id,
    po_id: null,
    po_number: inv.po_number,
    ...sharedToWire(inv),
    invoice_items: JSON.stringify(itemsToWire(mine(details.items))),
    additional_charge_items: chargesToWire(mine(details.charges)),
    attachments: attachmentsToWire(
      details.attachments.filter((a) => a.document_id === inv.invoice_id),
    ),
    vendor_id: caller.companyId,
    vendor_company_name: self,
    customer_company_id: inv.customer_company_id,
    customer_company_name: inv.customer_company_name,
    customer_schema: null,
    vendor_schema: caller.schema,
    accepted_by_user_id: null,
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
  duties: boolean,
): PurchaseInvoice {
  return {
    invoice_id: r.vendor_invoice_id,
    invoice_received_id: r.invoice_received_id,
    purchase_invoice_id: r.invoice_received_id,
    sales_po_id: null,
    po_id: r.po_id,
    po_number: r.po_number,
    ...sharedToWire(r),
    invoice_items: JSON.stringify(r.invoice_items),
    additional_charge_items: Array.isArray(r.additional_charge_items)
      ? (r.additional_charge_items as ChargeItem[])
      : [],
    attachments: snapshotAttachments(r.attachments),
    vendor_id: r.vendor_company_id,
    vendor_company_name: r.vendor_company_name,
    customer_company_id: caller.companyId,
    customer_company_name: self,
    customer_schema: caller.schema,
    vendor_schema: null,
    accepted_by_user_id: r.accepted_by_user_id,
    is_accept_allowed:
      allowedEdge(INVOICE_EDGES.accept, r.status_id, caller) !== null &&
      !(
        r.status_id === INVOICE_STATUS.WAITING_FOR_FINANCE_APPROVAL &&
        acceptedItThemselves(duties, r, caller.userId)
      ),
    is_reject_allowed: allowedEdge(INVOICE_EDGES.reject, r.status_id, caller) !== null,
    is_payment_allowed: isPaymentAllowed(caller, r.status_id, pendingOf(r)),
    is_edit_allowed: false,
    is_send_allowed: false,
  };
}

export class InvoiceService {
  constructor(private readonly db: Db) {}

  // ---- vendor side ----

  async list(
    caller: Caller,
    filters: repo.InvoiceFilters,
    page: number,
    size: number,
    sort?: Sort<repo.SalesInvoiceSortKey>,
  ): Promise<Page<SalesInvoice>> {
    const { items, totalCount } = await repo.listInvoices(this.db, caller.schema, {
      filters,
      page,
      size,
      sort,
    });
    return { items: await this.withDetails(this.db, caller, items), totalCount, page, size };
  }

  private async withDetails(db: Db, caller: Caller, rows: repo.InvoiceRecord[]) {
    const ids = rows.map((r) => r.invoice_id);
    const details: VendorDetails = {
      items: await repo.itemsOfInvoices(db, caller.schema, ids),
      charges: await repo.chargesOfInvoices(db, caller.schema, ids),
      attachments: await attachmentsOf(db, caller.schema, 'invoice', ids),
    };
    const self = await companyNameOf(db, caller.companyId);
    return rows.map((r) => vendorInvoiceToWire(caller, r, details, self));
  }

  async get(caller: Caller, invoiceId: number, db: Db = this.db): Promise<SalesInvoice> {
    const inv = await repo.findInvoice(db, caller.schema, invoiceId);
    if (!inv) throw notFound('Invoice');
    const [wire] = await this.withDetails(db, caller, [inv]);
    return withHeldAction(db, caller, 'sales_invoice', invoiceId, wire!);
  }

  async create(
    caller: Caller,
    input: Partial<poso.InvoiceHeader> & {
      sales_po_id: number;
      invoice_date: string;
      description: string;
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
      checkDueDate(input.invoice_date, input.due_date ?? null);
      const { invoice_items: items, additional_charges: charges, ...header } = input;
      const invoiceId = await repo.insertInvoice(trx, caller.schema, {
        ...header,
        sales_po_id: so.po_received_id,
        customer_company_id: so.customer_company_id,
        invoice_number: input.invoice_number ?? null,
        currency: so.currency,
        exchange_rate: input.exchange_rate ?? so.exchange_rate,
        status_id: INVOICE_STATUS.DRAFT,
        created_by_user_id: caller.userId,
      });
      await repo.replaceInvoiceItems(trx, caller.schema, invoiceId, computeItems(items));
      await repo.replaceInvoiceCharges(trx, caller.schema, invoiceId, charges);
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
    header: Partial<poso.InvoiceHeader>,
    items: ItemInput[] | undefined,
    charges: ChargeInput[] | undefined,
  ) {
    if (!hasScope(caller, 'invoice:write')) throw forbidden();
    return this.db.transaction().execute(async (trx) => {
      const inv = await repo.findInvoice(trx, caller.schema, invoiceId, true);
      if (!inv) throw notFound('Invoice');
      checkDueDate(
        header.invoice_date ?? inv.invoice_date,
        header.due_date !== undefined ? header.due_date : inv.due_date,
      );
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
  async send(trx: Db, caller: Caller, invoiceId: number, expectedStatus?: number) {
    const inv = await repo.findInvoice(trx, caller.schema, invoiceId, true);
    if (!inv) throw notFound('Invoice');
    const edge = requireEdge(INVOICE_EDGES.send, inv.status_id, caller, 'Sending', expectedStatus);
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
    const attachments = attachmentsToWire(
      await attachmentsOf(trx, caller.schema, 'invoice', [invoiceId]),
    );
    const charges = chargesToWire(await repo.chargesOfInvoices(trx, caller.schema, [invoiceId]));
    const own = {
      schema: caller.schema,
      table: 'invoices',
      id: invoiceId,
      link: 'invoice_received_id',
      changed: 'The invoice changed meanwhile',
    } as const;
    await handOver(trx, edge, own, () =>
      repo.insertReceivedInvoice(trx, customer.schema, {
        vendor_company_id: caller.companyId,
        vendor_invoice_id: invoiceId,
        po_id: customerPoId,
        ...pick(inv, poso.INVOICE_HEADER_FIELDS),
        currency: inv.currency,
        invoice_amount: inv.invoice_amount,
        additional_charges: inv.additional_charges,
        invoice_total: inv.invoice_total,
        invoice_items: itemsToWire(items),
        additional_charge_items: charges,
        attachments,
        status_id: edge.to,
      }),
    );
    const sent = await this.get(caller, invoiceId, trx);
    await notifyInvoiceReceived(trx, caller, sent);
    return sent;
  }

  // ---- customer side ----

  async listReceived(
    caller: Caller,
    filters: repo.InvoiceFilters,
    page: number,
    size: number,
    sort?: Sort<repo.PurchaseInvoiceSortKey>,
  ): Promise<Page<PurchaseInvoice>> {
    const { items, totalCount } = await repo.listReceivedInvoices(this.db, caller.schema, {
      filters,
      page,
      size,
      sort,
    });
    const self = await companyNameOf(this.db, caller.companyId);
    const duties = await separationOfDuties(this.db, caller.schema);
    return {
      items: items.map((r) => receivedInvoiceToWire(caller, r, self, duties)),
      totalCount,
      page,
      size,
    };
  }

  /**
   * The invoices waiting for a finance approval the caller may give. With separation of
   * duties on, those the caller accepted are someone else's to approve, so neither this list
   * nor its count (the sidebar's inbox) offers them.
   */
  async listAwaitingFinanceApproval(
    caller: Caller,
    page: number,
    size: number,
    sort?: Sort<repo.PurchaseInvoiceSortKey>,
  ): Promise<Page<PurchaseInvoice>> {
    const duties = await separationOfDuties(this.db, caller.schema);
    return this.listReceived(
      caller,
      {
        status_id: INVOICE_STATUS.WAITING_FOR_FINANCE_APPROVAL,
        not_accepted_by: duties ? caller.userId : undefined,
      },
      page,
      size,
      sort,
    );
  }

  async getReceived(caller: Caller, id: number, db: Db = this.db): Promise<PurchaseInvoice> {
    const r = await repo.findReceivedInvoice(db, caller.schema, id);
    if (!r) throw notFound('Received invoice');
    const wire = receivedInvoiceToWire(
      caller,
      r,
      await companyNameOf(db, caller.companyId),
      await separationOfDuties(db, caller.schema),
    );
    return withHeldAction(db, caller, 'purchase_invoice', id, wire);
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
  ): Promise<PurchaseInvoice> {
    const r = await repo.findReceivedInvoice(trx, caller.schema, id, true);
    if (!r) throw notFound('Received invoice');
    const { edge, counterparty: vendor } = await decideOnBothSides(
      trx,
      caller,
      {
        status: r.status_id,
        edges: { accept: INVOICE_EDGES.accept, reject: INVOICE_EDGES.reject },
        counterpartyId: r.vendor_company_id,
        connection: { customerCompanyId: caller.companyId, vendorCompanyId: r.vendor_company_id },
        own: { table: 'invoices_received', id, changed: 'The invoice changed meanwhile' },
        mirror: {
          table: 'invoices',
          id: r.vendor_invoice_id,
          changed: "The vendor's invoice changed meanwhile",
        },
        // Accepting is two steps: the business acceptance, then the finance approval.
        ownChanges: (edge): Changes =>
          decision === 'reject'
            ? {}
            : edge.to === INVOICE_STATUS.ACCEPTED
              ? { finance_approved_by_user_id: caller.userId }
              : { accepted_by_user_id: caller.userId },
        check: async (edge) => {
          if (edge.to === INVOICE_STATUS.ACCEPTED)
            assertNotAcceptedByThemselves(
              await separationOfDuties(trx, caller.schema),
              r,
              caller.userId,
            );
        },
      },
      decision,
      remarks,
      expectedStatus,
    );
    if (edge.to === INVOICE_STATUS.ACCEPTED && r.po_id !== null) {
      // Payable now: the order's advances not yet set off reduce what it owes.
      await findPurchaseOrder(trx, caller.schema, r.po_id, true);
      await setOffAdvances(trx, {
        customerSchema: caller.schema,
        vendorSchema: vendor.schema,
        poId: r.po_id,
      });
    }
    const decided = await this.getReceived(caller, id, trx);
    await notifyInvoiceDecision(trx, caller, decided, vendor.schema);
    return decided;
  }

  async statuses(caller: Caller) {
    return listStatuses(this.db, caller.schema, 'invoice');
  }
}
