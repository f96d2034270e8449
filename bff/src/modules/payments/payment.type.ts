import { Field, Int, ObjectType } from 'type-graphql';
import type {
  RestAdvancePaid,
  RestAdvanceReceived,
  RestPaymentMade,
  RestPaymentReceived,
} from '../../upstream/poso-client.js';

type RestPayment = RestPaymentMade | RestPaymentReceived;
type RestAdvance = RestAdvancePaid | RestAdvanceReceived;
import { HeldAction, heldActionOf } from '../held-actions/held-action.type.js';
import { PurchaseInvoice, SalesInvoice } from '../invoices/invoice.type.js';
import { asInstance, PageOf, type PartyRef } from '../poso-shared/poso-shared.type.js';
import { DecimalScalar, LocalDateScalar } from '../poso-shared/scalars.js';
import { AdvanceStatus, fromWire, PaymentStatus } from '../poso-shared/status.js';
import { PurchaseOrder, ReceivedPurchaseOrder } from '../purchase-orders/purchase-order.type.js';

@ObjectType()
abstract class MoneyMovementFields {
  @Field(() => String, { description: 'Bank or UTR reference entered by the payer.' })
  referenceNumber!: string;

  @Field(() => String, { description: "Payer's remarks; may be empty." })
  remarks!: string;

  @Field(() => LocalDateScalar, { description: 'Payment date.' })
  date!: string;

  @Field(() => DecimalScalar, { description: 'Amount paid, in the document currency.' })
  amount!: string;

  @Field(() => String, { description: 'Currency (ISO 4217), that of the document.' })
  currency!: string;

  @Field(() => DecimalScalar, {
    description:
      'Exchange rate of the document paid (the invoice for a payment, the order for an advance); displayed amounts are amount x exchangeRate, rounded to 0 decimals.',
  })
  exchangeRate!: string;

  /** Resolved by the party and user loaders. */
  counterpartyRef!: PartyRef;
  userId!: number | null;
}

@ObjectType()
abstract class PaymentFields extends MoneyMovementFields {
  @Field(() => PaymentStatus, { description: 'Claimed (waiting for the vendor) or confirmed.' })
  status!: PaymentStatus;

  @Field(() => String, { description: 'Number of the invoice paid.' })
  invoiceNumber!: string;

  @Field(() => DecimalScalar, { description: "The invoice's total." })
  invoiceTotal!: string;

  @Field(() => DecimalScalar, { description: 'Paid on the invoice so far, all payments.' })
  paidAmount!: string;

  @Field(() => DecimalScalar, { description: 'Still to be paid on the invoice now.' })
  pendingAmount!: string;
}

@ObjectType({
  description: 'A payment the active company made against a purchase invoice (customer side).',
})
export class PaymentMade extends PaymentFields {
  @Field(() => Int, { description: "Payment id, in the customer's company." })
  id!: number;

  @Field(() => Int, { description: 'The purchase invoice paid.' })
  purchaseInvoiceId!: number;
}

@ObjectType({
  description: 'A payment the active company received against a sales invoice (vendor side).',
})
export class PaymentReceived extends PaymentFields {
  @Field(() => Int, { description: "Received payment id, in the vendor's company." })
  id!: number;

  @Field(() => Int, { description: 'The sales invoice paid.' })
  salesInvoiceId!: number;

  @Field(() => Boolean, {
    description: 'The caller may confirm it (CLAIMED, payment:write, no confirmation held).',
  })
  isConfirmAllowed!: boolean;

  @Field(() => HeldAction, {
    nullable: true,
    description:
      'The confirmation waiting out its undo grace period (the customer sees it only after).',
  })
  heldAction!: HeldAction | null;
}

@ObjectType()
abstract class AdvanceFields extends MoneyMovementFields {
  @Field(() => AdvanceStatus, { description: 'Claimed (waiting for the vendor) or confirmed.' })
  status!: AdvanceStatus;

  @Field(() => String, { description: 'Number of the purchase order the advance is for.' })
  poNumber!: string;

  @Field(() => DecimalScalar, { description: "The order's amount." })
  poAmount!: string;

  @Field(() => DecimalScalar, {
    description: 'All advances on the order so far, this one included.',
  })
  advanceTotal!: string;
}

@ObjectType({
  description:
    'An advance the active company paid against a Raised purchase order (customer side).',
})
export class AdvancePaid extends AdvanceFields {
  @Field(() => Int, { description: "Advance id, in the customer's company." })
  id!: number;

  @Field(() => Int, { description: 'The purchase order the advance is for.' })
  purchaseOrderId!: number;
}

@ObjectType({
  description: 'An advance the active company received against a sales order (vendor side).',
})
export class AdvanceReceived extends AdvanceFields {
  @Field(() => Int, { description: "Received advance id, in the vendor's company." })
  id!: number;

  @Field(() => Int, { description: 'The sales order (received purchase order) it is for.' })
  receivedPurchaseOrderId!: number;

  @Field(() => Boolean, {
    description: 'The caller may confirm it (CLAIMED, payment:write, no confirmation held).',
  })
  isConfirmAllowed!: boolean;

  @Field(() => HeldAction, {
    nullable: true,
    description:
      'The confirmation waiting out its undo grace period (the customer sees it only after).',
  })
  heldAction!: HeldAction | null;
}

@ObjectType({ description: 'A page of payments made.' })
export class PaymentMadePage extends PageOf(PaymentMade, 'payments made') {}

@ObjectType({ description: 'A page of payments received.' })
export class PaymentReceivedPage extends PageOf(PaymentReceived, 'payments received') {}

@ObjectType({ description: 'A page of advances paid.' })
export class AdvancePaidPage extends PageOf(AdvancePaid, 'advances paid') {}

@ObjectType({ description: 'A page of advances received.' })
export class AdvanceReceivedPage extends PageOf(AdvanceReceived, 'advances received') {}

@ObjectType({
  description:
    'A claimed payment and the purchase invoice it changed; or, during the undo grace period, the payment held.',
})
export class ClaimPaymentPayload {
  @Field(() => PaymentMade, {
    nullable: true,
    description: 'The new payment (CLAIMED); null while it is held (see `heldAction`).',
  })
  payment!: PaymentMade | null;

  @Field(() => HeldAction, {
    nullable: true,
    description:
      'The payment waiting out its undo grace period: nothing reaches the vendor before `dueAt`.',
  })
  heldAction!: HeldAction | null;

  @Field(() => PurchaseInvoice, {
    description: 'The invoice after the payment: status, paid and pending amounts.',
  })
  purchaseInvoice!: PurchaseInvoice;
}

@ObjectType({ description: 'A confirmed payment and the sales invoice it changed.' })
export class ConfirmPaymentPayload {
  @Field(() => PaymentReceived, { description: 'The payment (CONFIRMED).' })
  payment!: PaymentReceived;

  @Field(() => SalesInvoice, {
    description: 'The invoice after the confirmation (Payment Confirmed once no claim is open).',
  })
  salesInvoice!: SalesInvoice;
}

@ObjectType({
  description:
    'A paid advance and the purchase order it is for; or, during the undo grace period, the advance held.',
})
export class PayAdvancePayload {
  @Field(() => AdvancePaid, {
    nullable: true,
    description: 'The new advance (CLAIMED); null while it is held (see `heldAction`).',
  })
  advance!: AdvancePaid | null;

  @Field(() => HeldAction, {
    nullable: true,
    description:
      'The advance waiting out its undo grace period: nothing reaches the vendor before `dueAt`.',
  })
  heldAction!: HeldAction | null;

  @Field(() => PurchaseOrder, { description: 'The order with its new advance amount.' })
  purchaseOrder!: PurchaseOrder;
}

@ObjectType({ description: 'A confirmed advance and the sales order it is for.' })
export class ConfirmAdvancePayload {
  @Field(() => AdvanceReceived, { description: 'The advance (CONFIRMED).' })
  advance!: AdvanceReceived;

  @Field(() => ReceivedPurchaseOrder, { description: 'The sales order.' })
  receivedPurchaseOrder!: ReceivedPurchaseOrder;
}

function movementFields(row: RestPayment | RestAdvance) {
  return {
    referenceNumber: row.reference_number,
    remarks: row.remarks,
    date: row.date,
    amount: row.amount,
    currency: row.currency,
    exchangeRate: row.exchange_rate,
    counterpartyRef: { id: row.counterparty_company_id, name: row.counterparty_company_name },
    userId: row.user_id,
  };
}

function paymentFields(payment: RestPayment) {
  return Object.assign(movementFields(payment), {
    status: fromWire(PaymentStatus, 'payment', payment.payment_status_id),
    invoiceNumber: payment.invoice_number,
    invoiceTotal: payment.invoice_total,
    paidAmount: payment.paid_amount,
    pendingAmount: payment.pending_amount,
  });
}

function advanceFields(advance: RestAdvance) {
  return Object.assign(movementFields(advance), {
    status: fromWire(AdvanceStatus, 'advance', advance.payment_status_id),
    poNumber: advance.po_number,
    poAmount: advance.po_amount,
    advanceTotal: advance.advance_total,
  });
}

export function toPaymentMade(payment: RestPaymentMade): PaymentMade {
  return asInstance(PaymentMade, paymentFields(payment), {
    id: payment.payment_id,
    purchaseInvoiceId: payment.invoice_received_id,
  });
}

export function toPaymentReceived(payment: RestPaymentReceived): PaymentReceived {
  return asInstance(PaymentReceived, paymentFields(payment), {
    id: payment.payment_received_id,
    salesInvoiceId: payment.invoice_id,
    isConfirmAllowed: payment.is_confirm_allowed,
    heldAction: heldActionOf(payment),
  });
}

export function toAdvancePaid(advance: RestAdvancePaid): AdvancePaid {
  return asInstance(AdvancePaid, advanceFields(advance), {
    id: advance.advance_id,
    purchaseOrderId: advance.po_id,
  });
}

export function toAdvanceReceived(advance: RestAdvanceReceived): AdvanceReceived {
  return asInstance(AdvanceReceived, advanceFields(advance), {
    id: advance.advance_received_id,
    receivedPurchaseOrderId: advance.sales_po_id,
    isConfirmAllowed: advance.is_confirm_allowed,
    heldAction: heldActionOf(advance),
  });
}
