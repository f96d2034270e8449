import { poso } from '@concord/contracts';
import { registerEnumType } from 'type-graphql';

// Each document type's statuses as GraphQL enums. The value behind each name is the poso
// service's status id for it, taken from the poso contract: a status read from the service
// goes through `fromWire`, a status argument is sent as it is.

export const PurchaseOrderStatus = { ...poso.PO_STATUS } as const;
export type PurchaseOrderStatus = (typeof PurchaseOrderStatus)[keyof typeof PurchaseOrderStatus];

export const InvoiceStatus = { ...poso.INVOICE_STATUS } as const;
export type InvoiceStatus = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];

const paymentStatuses = {
  CLAIMED: poso.PAYMENT_STATUS.PAYMENT_CLAIMED,
  CONFIRMED: poso.PAYMENT_STATUS.PAYMENT_CONFIRMED,
} as const;

export const PaymentStatus = { ...paymentStatuses } as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

/** Advances move like payments on the wire, but are their own document to the client. */
export const AdvanceStatus = { ...paymentStatuses } as const;
export type AdvanceStatus = (typeof AdvanceStatus)[keyof typeof AdvanceStatus];

registerEnumType(PurchaseOrderStatus, {
  name: 'PurchaseOrderStatus',
  description:
    "Where a purchase order stands. The vendor's received copy moves with the customer's from Sent to Vendor on.",
  valuesConfig: {
    DRAFT: { description: 'Being written by the customer; editable.' },
    WAITING_FOR_APPROVAL: { description: "Sent to one of the customer's approvers." },
    RAISED: { description: 'Accepted by the vendor: a sales order that can be invoiced.' },
    SENT_TO_VENDOR: { description: 'Approved and handed to the vendor, who accepts or rejects.' },
    APPROVER_REJECTED: { description: 'Rejected by the approver; editable and sendable again.' },
    VENDOR_REJECTED: { description: 'Rejected by the vendor, with remarks.' },
  },
});

registerEnumType(InvoiceStatus, {
  name: 'InvoiceStatus',
  description:
    "Where an invoice stands; the vendor's sales invoice and the customer's purchase invoice move together once sent.",
  valuesConfig: {
    DRAFT: { description: 'Being written by the vendor; the customer does not see it yet.' },
    SENT: { description: 'Sent to the customer, who accepts or rejects it.' },
    ACCEPTED: { description: 'Accepted by the customer and approved by finance; payable.' },
    WAITING_FOR_FINANCE_APPROVAL: {
      description: 'Accepted by the customer, waiting for the finance approval.',
    },
    PAYMENT_CLAIMED: {
      description: 'The customer recorded a payment the vendor has not confirmed yet.',
    },
    PAYMENT_CONFIRMED: { description: 'The vendor confirmed every payment recorded so far.' },
    CUSTOMER_REJECTED: { description: 'Rejected by the customer, with remarks.' },
  },
});

/** Payments and advances: the customer pays, the vendor confirms. */
function registerMoneyStatus(statuses: typeof paymentStatuses, name: string, what: string) {
  registerEnumType(statuses, {
    name,
    description: `Where ${what} stands.`,
    valuesConfig: {
      CLAIMED: { description: 'Paid by the customer, waiting for the vendor to confirm it.' },
      CONFIRMED: { description: 'The vendor confirmed receiving it.' },
    },
  });
}
registerMoneyStatus(PaymentStatus, 'PaymentStatus', 'a payment against an invoice');
registerMoneyStatus(AdvanceStatus, 'AdvanceStatus', 'an advance against a purchase order');

/**
 * A status id from the service as the document type's enum. An id the enum does not name
 * means the service and the BFF disagree: that is a fault to log, not a value to pass on.
 */
const idsOf = new WeakMap<object, Set<number>>();

/** The ids of a status enum, collected once (fromWire runs for every row of a list). */
function knownIds(statuses: Record<string, number>): Set<number> {
  let ids = idsOf.get(statuses);
  if (!ids) idsOf.set(statuses, (ids = new Set(Object.values(statuses))));
  return ids;
}

export function fromWire<Statuses extends Record<string, number>>(
  statuses: Statuses,
  documentType: string,
  id: number,
): Statuses[keyof Statuses] {
  const known = knownIds(statuses).has(id);
  if (!known)
    throw new Error(`poso answered ${documentType} status ${id}, which the BFF does not know`);
  return id as Statuses[keyof Statuses];
}
