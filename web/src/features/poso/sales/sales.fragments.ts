import { graphql } from '../../../gql';

/** What a list row of received purchase orders (sales orders) shows, with its actions' flags. */
export const ReceivedPoRowFragment = graphql(`
  fragment ReceivedPoRow on ReceivedPurchaseOrder {
    id
    poNumber
    poDate
    amount
    advanceAmount
    currency
    exchangeRate
    customer {
      id
      name
    }
    status
    isAcceptAllowed
    isRejectAllowed
    isInvoiceCreateAllowed
  }
`);

/** What a list row of sales invoices shows, with its actions' flags. */
export const SalesInvoiceRowFragment = graphql(`
  fragment SalesInvoiceRow on SalesInvoice {
    id
    invoiceNumber
    invoiceDate
    poNumber
    receivedPurchaseOrderId
    total
    paidAmount
    pendingAmount
    currency
    exchangeRate
    customer {
      id
      name
    }
    status
    isEditAllowed
    isSendAllowed
  }
`);

/** A payment received from a customer, as lists and the payments dialog show it. */
export const PaymentReceivedRowFragment = graphql(`
  fragment PaymentReceivedRow on PaymentReceived {
    id
    salesInvoiceId
    invoiceNumber
    referenceNumber
    remarks
    date
    amount
    currency
    invoiceTotal
    paidAmount
    pendingAmount
    customer {
      id
      name
    }
    status
    isConfirmAllowed
  }
`);

export const SalesPoItemFragment = graphql(`
  fragment SalesPoItem on PoItem {
    itemId
    materialDescription
    ratePerUnit
    quantity
    tax
    lineTotal
  }
`);

export const SalesInvoiceItemFragment = graphql(`
  fragment SalesInvoiceItem on InvoiceItem {
    itemId
    materialDescription
    ratePerUnit
    quantity
    tax
    lineTotal
  }
`);

export const SalesChargeFragment = graphql(`
  fragment SalesCharge on AdditionalCharge {
    chargeId
    masterId
    name
    amount
  }
`);

export const SalesAttachmentFragment = graphql(`
  fragment SalesAttachment on Attachment {
    attachmentId
    fileName
    contentType
    sizeBytes
    downloadPath
  }
`);
