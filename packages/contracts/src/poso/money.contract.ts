import { Type, type Static } from 'typebox';
import { Decimal, Id, LocalDate, Nullable, Page, route } from '../shared/index.js';
import { Status, customerSide, vendorSide } from './documents.contract.js';

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
  user_id: Nullable(Id),
});
export type AdvanceReceived = Static<typeof AdvanceReceived>;

export const listPaymentsMade = route('GET', '/payment/', {
  response: { 200: Page(PaymentMade) },
});
export const listPaymentsReceived = route('GET', '/payment/collections/', {
  response: { 200: Page(PaymentReceived) },
});
export const paymentStatuses = route('GET', '/payment/status/', {
  response: { 200: Type.Array(Status) },
});
export const claimPayment = route('POST', '/payment/', { response: { 201: PaymentMade } });
export const confirmPayment = route('PATCH', '/invoices/confirm/', {
  response: { 200: PaymentReceived },
});

export const listAdvancesPaid = route('GET', '/payment/advance/list/', {
  response: { 200: Page(AdvancePaid) },
});
export const listAdvancesReceived = route('GET', '/payment/advance/received/', {
  response: { 200: Page(AdvanceReceived) },
});
export const payAdvance = route('POST', '/payment/advance/', { response: { 201: AdvancePaid } });
export const confirmAdvance = route('PATCH', '/payment/advance/confirm/', {
  response: { 200: AdvanceReceived },
});
