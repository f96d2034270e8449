import { Type, type Static } from 'typebox';
import { Decimal, Id, LocalDate, Nullable, Page, route } from '../shared/index.js';
import { Status, customerSide, vendorSide } from './documents.contract.js';
import { HeldAction, heldActionField } from './held-actions.contract.js';
import {
  ADVANCE_SORT_KEYS,
  FromStatus,
  MovementListQuery,
  PAYMENT_SORT_KEYS,
  PayerInput,
} from './inputs.js';

// Payments (against invoices) and advances (against orders): money from the customer to the
// vendor. The payer's entry is stored on both sides; the vendor confirms it.

const movementFields = {
  reference_number: Type.String(),
  remarks: Type.String(),
  date: LocalDate,
  amount: Decimal,
  currency: Type.String(),
  /** The exchange rate of the invoice or order paid. */
  exchange_rate: Decimal,
  payment_status_id: Id,
  payment_status: Type.String(),
  counterparty_company_id: Id,
  counterparty_company_name: Nullable(Type.String()),
  is_confirm_allowed: Type.Boolean(),
};

/** On the vendor's side: its confirmation, while it waits out the undo grace period. */
const confirmHeld = heldActionField;

const invoiceAmounts = {
  invoice_number: Type.String(),
  invoice_total: Decimal,
  paid_amount: Decimal,
  pending_amount: Decimal,
};

/** Customer side: a payment made against a purchase invoice. */
export const PaymentMade = Type.Object({
  ...movementFields,
  ...invoiceAmounts,
  ...customerSide,
  payment_id: Id,
  payment_received_id: Nullable(Id),
  invoice_received_id: Id,
  invoice_id: Type.Null(),
  /** Who paid. */
  user_id: Id,
});
export type PaymentMade = Static<typeof PaymentMade>;

/** Vendor side: a payment received against a sales invoice. */
export const PaymentReceived = Type.Object({
  ...movementFields,
  ...invoiceAmounts,
  ...vendorSide,
  payment_id: Type.Null(),
  payment_received_id: Id,
  invoice_received_id: Type.Null(),
  invoice_id: Id,
  ...confirmHeld,
  /** Who confirmed. */
  user_id: Nullable(Id),
});
export type PaymentReceived = Static<typeof PaymentReceived>;

const orderAmounts = { po_number: Type.String(), po_amount: Decimal, advance_total: Decimal };

/** Customer side: an advance paid against a purchase order. */
export const AdvancePaid = Type.Object({
  ...movementFields,
  ...orderAmounts,
  ...customerSide,
  advance_id: Id,
  advance_received_id: Nullable(Id),
  po_id: Id,
  sales_po_id: Type.Null(),
  user_id: Id,
});
export type AdvancePaid = Static<typeof AdvancePaid>;

/** Vendor side: an advance received against a sales order. */
export const AdvanceReceived = Type.Object({
  ...movementFields,
  ...orderAmounts,
  ...vendorSide,
  advance_id: Type.Null(),
  advance_received_id: Id,
  po_id: Type.Null(),
  sales_po_id: Id,
  ...confirmHeld,
  user_id: Nullable(Id),
});
export type AdvanceReceived = Static<typeof AdvanceReceived>;

const Opt = Type.Optional;
const PaymentListQuery = Type.Object({
  invoice_id: Opt(Id),
  invoice_received_id: Opt(Id),
  ...MovementListQuery(PAYMENT_SORT_KEYS),
});

/** A payment: the purchase invoice paid (or its alias) and what the payer enters. */
export const NewPayment = Type.Object({
  invoice_received_id: Opt(Id),
  /** Alias of `invoice_received_id` (the seed's wire). */
  purchase_invoice_id: Opt(Id),
  ...PayerInput,
});
export type NewPayment = Static<typeof NewPayment>;

export const NewAdvance = Type.Object({ po_id: Id, ...PayerInput });
export type NewAdvance = Static<typeof NewAdvance>;

/**
 * A payment or advance held for the undo grace period (202): nothing exists yet on either
 * side; it is recorded when `held_action.due_at` passes, unless undone before.
 */
const pendingMoney = { held_action: HeldAction, amount: Decimal };
export const PendingPayment = Type.Object({ ...pendingMoney, invoice_received_id: Id });
export type PendingPayment = Static<typeof PendingPayment>;
export const PendingAdvance = Type.Object({ ...pendingMoney, po_id: Id });
export type PendingAdvance = Static<typeof PendingAdvance>;

export const listPaymentsMade = route('GET', '/payment/', {
  querystring: PaymentListQuery,
  response: { 200: Page(PaymentMade) },
});
export const listPaymentsReceived = route('GET', '/payment/collections/', {
  querystring: PaymentListQuery,
  response: { 200: Page(PaymentReceived) },
});
export const paymentStatuses = route('GET', '/payment/status/', {
  response: { 200: Type.Array(Status) },
});
export const claimPayment = route('POST', '/payment/', {
  body: NewPayment,
  response: { 201: PaymentMade, 202: PendingPayment },
});
/** The payment id travels in the body or the query string (the seed's wire uses both). */
export const confirmPayment = route('PATCH', '/invoices/confirm/', {
  body: Type.Object({ payment_received_id: Id, ...FromStatus }),
  response: { 200: PaymentReceived },
});

export const listAdvancesPaid = route('GET', '/payment/advance/list/', {
  querystring: Type.Object({ po_id: Opt(Id), ...MovementListQuery(ADVANCE_SORT_KEYS) }),
  response: { 200: Page(AdvancePaid) },
});
export const listAdvancesReceived = route('GET', '/payment/advance/received/', {
  querystring: Type.Object({
    sales_po_id: Opt(Id),
    /** Alias of `sales_po_id`. */
    po_received_id: Opt(Id),
    ...MovementListQuery(ADVANCE_SORT_KEYS),
  }),
  response: { 200: Page(AdvanceReceived) },
});
export const payAdvance = route('POST', '/payment/advance/', {
  body: NewAdvance,
  response: { 201: AdvancePaid, 202: PendingAdvance },
});
export const confirmAdvance = route('PATCH', '/payment/advance/confirm/', {
  body: Type.Object({ advance_received_id: Id, ...FromStatus }),
  response: { 200: AdvanceReceived },
});
