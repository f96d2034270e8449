import { camelCased, poso } from '@concord/contracts';
import { HeldAction, heldActionOf } from '../held-actions/held-action.type.js';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type {
  RestChargeItem,
  RestItem,
  RestPurchaseInvoice,
  RestSalesInvoice,
} from '../../upstream/poso-client.js';
import {
  asInstance,
  Attachment,
  LineFields,
  PageOf,
  parseItems,
  toAttachments,
  toLineFields,
  type PartyRef,
} from '../poso-shared/poso-shared.type.js';
import { DecimalScalar, LocalDateScalar } from '../poso-shared/scalars.js';
import { fromWire, InvoiceStatus } from '../poso-shared/status.js';

@ObjectType({
  description: 'A line of an invoice. Line total = rate x quantity x (1 + tax/100).',
})
export class InvoiceItem extends LineFields {
  @Field(() => Int, { nullable: true, description: "Item id on the vendor's invoice." })
  itemId!: number | null;
}

@ObjectType({ description: 'An additional charge on an invoice, for example freight.' })
export class AdditionalCharge {
  @Field(() => Int, {
    nullable: true,
    description: "Charge line id on the vendor's invoice.",
  })
  chargeId!: number | null;

  @Field(() => Int, { description: 'Additional charge master id (additionalChargeMasters).' })
  masterId!: number;

  @Field(() => String, { description: 'Charge name, for example Freight.' })
  name!: string;

  @Field(() => DecimalScalar, { description: 'Amount in the document currency.' })
  amount!: string;
}

/**
 * The invoice header's optional fields (`poso.InvoiceHeader`), declared once for both
 * directions: read on both sides' invoices, typed in the sales invoice's create and change
 * (absent keeps the value, null clears it). The header fields an invoice always has but an
 * input may leave out (number, date, description, rate) are declared on each side, since
 * their nullability differs.
 */
@ObjectType()
@InputType('InvoiceHeaderOptionalFieldsInput')
export abstract class InvoiceHeaderOptionalFields {
  @Field(() => LocalDateScalar, {
    nullable: true,
    description:
      'The day payment is due by, when the vendor set one; never before the invoice date. Null clears it in a change.',
  })
  dueDate?: string | null;
}

@ObjectType()
abstract class InvoiceFields extends InvoiceHeaderOptionalFields {
  @Field(() => String, { description: 'Invoice number, for example INV-00007.' })
  invoiceNumber!: string;

  @Field(() => LocalDateScalar, { description: 'Invoice date.' })
  invoiceDate!: string;

  @Field(() => String, { description: 'Free text description.' })
  description!: string;

  @Field(() => String, { nullable: true, description: 'Number of the purchase order invoiced.' })
  poNumber!: string | null;

  @Field(() => String, { description: 'Document currency (ISO 4217), that of the order.' })
  currency!: string;

  @Field(() => DecimalScalar, {
    description: 'Rate to the base currency; displayed amounts are x exchangeRate, 0 decimals.',
  })
  exchangeRate!: string;

  @Field(() => DecimalScalar, { description: 'Sum of the line totals.' })
  amount!: string;

  @Field(() => DecimalScalar, { description: 'Sum of the additional charges.' })
  additionalChargesTotal!: string;

  @Field(() => DecimalScalar, { description: 'amount + additional charges.' })
  total!: string;

  @Field(() => DecimalScalar, { description: 'Payments claimed so far.' })
  paidAmount!: string;

  @Field(() => DecimalScalar, {
    description:
      "The part of the order's advances set off against this invoice: once the invoice is accepted (finance approval), advances not yet used reduce what it owes, oldest invoice first.",
  })
  advanceApplied!: string;

  @Field(() => DecimalScalar, {
    description: 'total - paidAmount - advanceApplied: what is still to be paid.',
  })
  pendingAmount!: string;

  @Field(() => [InvoiceItem], { description: 'The invoice lines.' })
  items!: InvoiceItem[];

  @Field(() => [AdditionalCharge], { description: 'Additional charges.' })
  additionalCharges!: AdditionalCharge[];

  @Field(() => [Attachment], { description: 'Files attached by the vendor.' })
  attachments!: Attachment[];

  @Field(() => InvoiceStatus, { description: 'Current status.' })
  status!: InvoiceStatus;

  @Field(() => String, { nullable: true, description: "The customer's rejection remarks, if any." })
  rejectRemarks!: string | null;

  @Field(() => HeldAction, {
    nullable: true,
    description:
      "The action waiting out its undo grace period on this invoice (on a single invoice's read; null on lists).",
  })
  heldAction!: HeldAction | null;

  /** Resolved by the party loader. */
  vendorRef!: PartyRef;
  customerRef!: PartyRef;
}

@ObjectType({
  description:
    "An invoice on the vendor's side, raised against a sales order: Draft, then Sent to the customer; then the customer's decisions and payments show here too.",
})
export class SalesInvoice extends InvoiceFields {
  @Field(() => Int, { description: "Sales invoice id, in the vendor's company." })
  id!: number;

  @Field(() => Int, { description: 'The sales order (received purchase order) invoiced.' })
  receivedPurchaseOrderId!: number;

  @Field(() => Boolean, { description: 'The caller may edit it (Draft, invoice:write).' })
  isEditAllowed!: boolean;

  @Field(() => Boolean, { description: 'The caller may send it to the customer (Draft).' })
  isSendAllowed!: boolean;
}

@ObjectType({
  description:
    "An invoice on the customer's side (purchase invoice / invoice received): accepted (then finance-approved) or rejected, then paid.",
})
export class PurchaseInvoice extends InvoiceFields {
  @Field(() => Int, { description: "Purchase invoice id, in the customer's company." })
  id!: number;

  @Field(() => Int, { nullable: true, description: "The customer's purchase order invoiced." })
  purchaseOrderId!: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Who accepted it (the business approval); with separation of duties they cannot give its finance approval.',
  })
  acceptedByUserId!: number | null;

  @Field(() => Boolean, {
    description:
      'The caller may accept: Sent (invoice:write or invoice:approve) -> Waiting for Finance Approval, or Waiting for Finance Approval (invoice:approve, and with separation of duties not the person who accepted it) -> Accepted.',
  })
  isAcceptAllowed!: boolean;

  @Field(() => Boolean, { description: 'The caller may reject it with remarks.' })
  isRejectAllowed!: boolean;

  @Field(() => Boolean, {
    description:
      'The caller may pay: Accepted, Payment Claimed or Payment Confirmed with a pending amount, payment:write.',
  })
  isPaymentAllowed!: boolean;
}

@ObjectType({ description: 'A page of sales invoices.' })
export class SalesInvoicePage extends PageOf(SalesInvoice, 'sales invoices') {}

@ObjectType({ description: 'A page of purchase invoices.' })
export class PurchaseInvoicePage extends PageOf(PurchaseInvoice, 'purchase invoices') {}

function toInvoiceItem(item: RestItem): InvoiceItem {
  return Object.assign(toLineFields(item), { itemId: item.invoice_item_id ?? null });
}

function toCharge(charge: RestChargeItem): AdditionalCharge {
  return {
    chargeId: charge.additional_charge_id ?? null,
    masterId: charge.additional_charge_master_id,
    name: charge.charge_name,
    amount: charge.amount,
  };
}

function commonFields(invoice: RestSalesInvoice | RestPurchaseInvoice, downloadBase: string) {
  return {
    ...camelCased(invoice, poso.INVOICE_HEADER_FIELDS),
    poNumber: invoice.po_number,
    currency: invoice.currency,
    amount: invoice.invoice_amount,
    additionalChargesTotal: invoice.additional_charges,
    total: invoice.invoice_total,
    paidAmount: invoice.paid_amount,
    advanceApplied: invoice.advance_applied,
    pendingAmount: invoice.pending_amount,
    items: parseItems(invoice.invoice_items).map(toInvoiceItem),
    additionalCharges: (invoice.additional_charge_items ?? []).map(toCharge),
    attachments: toAttachments(invoice.attachments, downloadBase),
    status: fromWire(InvoiceStatus, 'invoice', invoice.invoice_status_master_id),
    rejectRemarks: invoice.reject_remarks,
    heldAction: heldActionOf(invoice),
    vendorRef: { id: invoice.vendor_id, name: invoice.vendor_company_name },
    customerRef: { id: invoice.customer_company_id, name: invoice.customer_company_name },
  };
}

export function toSalesInvoice(invoice: RestSalesInvoice): SalesInvoice {
  const id = invoice.invoice_id;
  return asInstance(SalesInvoice, commonFields(invoice, `/files/invoices/${id}`), {
    id,
    receivedPurchaseOrderId: invoice.sales_po_id,
    isEditAllowed: invoice.is_edit_allowed,
    isSendAllowed: invoice.is_send_allowed,
  });
}

export function toPurchaseInvoice(invoice: RestPurchaseInvoice): PurchaseInvoice {
  const id = invoice.invoice_received_id;
  return asInstance(PurchaseInvoice, commonFields(invoice, `/files/purchase-invoices/${id}`), {
    id,
    purchaseOrderId: invoice.po_id,
    acceptedByUserId: invoice.accepted_by_user_id,
    isAcceptAllowed: invoice.is_accept_allowed,
    isRejectAllowed: invoice.is_reject_allowed,
    isPaymentAllowed: invoice.is_payment_allowed,
  });
}
