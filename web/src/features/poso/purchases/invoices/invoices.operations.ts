import type {
  PurchasesInvoiceDetailFragment,
  PurchasesInvoiceRowFragment,
} from '../../../../gql/graphql';
import { graphql } from '../../../../gql';

export const PurchasesInvoiceRowFields = graphql(`
  fragment PurchasesInvoiceRow on PurchaseInvoice {
    id
    invoiceNumber
    invoiceDate
    poNumber
    purchaseOrderId
    total
    paidAmount
    pendingAmount
    currency
    exchangeRate
    status
    vendor {
      id
      name
    }
    isAcceptAllowed
    isRejectAllowed
    isPaymentAllowed
  }
`);

export const PurchasesInvoiceDetailFields = graphql(`
  fragment PurchasesInvoiceDetail on PurchaseInvoice {
    description
    amount
    additionalChargesTotal
    rejectRemarks
    items {
      itemId
      materialDescription
      ratePerUnit
      quantity
      tax
      lineTotal
    }
    additionalCharges {
      chargeId
      masterId
      name
      amount
    }
    attachments {
      attachmentId
      fileName
      contentType
      sizeBytes
      downloadPath
    }
  }
`);

export const PurchaseInvoiceListInvoicesQuery = graphql(`
  query PurchaseInvoiceList_Invoices($page: Int!, $size: Int!, $filter: PurchaseInvoiceFilter) {
    purchaseInvoices(page: $page, size: $size, filter: $filter) {
      totalCount
      items {
        ...PurchasesInvoiceRow
      }
    }
  }
`);

export const PurchaseInvoiceListFiltersQuery = graphql(`
  query PurchaseInvoiceList_Filters {
    companyConnections(relation: VENDOR) {
      connectionId
      company {
        id
        name
      }
    }
  }
`);

export const FinanceApprovalsQueueQuery = graphql(`
  query FinanceApprovals_Queue($page: Int!, $size: Int!) {
    purchaseInvoicesAwaitingFinanceApproval(page: $page, size: $size) {
      totalCount
      items {
        ...PurchasesInvoiceRow
      }
    }
  }
`);

export const ViewPurchaseInvoiceQuery = graphql(`
  query ViewPurchaseInvoice_Invoice($id: Int!) {
    purchaseInvoice(id: $id) {
      ...PurchasesInvoiceRow
      ...PurchasesInvoiceDetail
    }
    paymentsMade(filter: { purchaseInvoiceId: $id }, size: 100) {
      totalCount
      items {
        ...PurchasesPaymentRow
      }
    }
  }
`);

export const ViewPurchaseInvoiceAcceptMutation = graphql(`
  mutation ViewPurchaseInvoice_Accept(
    $id: Int!
    $fromStatus: InvoiceStatus
    $idempotencyKey: String!
  ) {
    acceptPurchaseInvoice(id: $id, fromStatus: $fromStatus, idempotencyKey: $idempotencyKey) {
      ...PurchasesInvoiceRow
      ...PurchasesInvoiceDetail
    }
  }
`);

export const ViewPurchaseInvoiceRejectMutation = graphql(`
  mutation ViewPurchaseInvoice_Reject(
    $id: Int!
    $remarks: String!
    $fromStatus: InvoiceStatus
    $idempotencyKey: String!
  ) {
    rejectPurchaseInvoice(
      id: $id
      remarks: $remarks
      fromStatus: $fromStatus
      idempotencyKey: $idempotencyKey
    ) {
      ...PurchasesInvoiceRow
      ...PurchasesInvoiceDetail
    }
  }
`);

/** Detail queries spread both fragments side by side (nested spreads count against the depth limit). */
export type InvoiceDetail = PurchasesInvoiceRowFragment & PurchasesInvoiceDetailFragment;
