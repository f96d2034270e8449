import { graphql } from '../../../../gql';

export const PurchasesPaymentRowFields = graphql(`
  fragment PurchasesPaymentRow on PaymentMade {
    id
    purchaseInvoiceId
    invoiceNumber
    referenceNumber
    remarks
    date
    amount
    currency
    invoiceTotal
    paidAmount
    pendingAmount
    status
    vendor {
      id
      name
    }
    paidBy {
      id
      userName
      firstName
      lastName
    }
  }
`);

export const PayInvoiceClaimPaymentMutation = graphql(`
  mutation PayInvoice_ClaimPayment($input: ClaimPaymentInput!, $idempotencyKey: String!) {
    claimPayment(input: $input, idempotencyKey: $idempotencyKey) {
      payment {
        ...PurchasesPaymentRow
      }
      purchaseInvoice {
        ...PurchasesInvoiceRow
        ...PurchasesInvoiceDetail
      }
    }
  }
`);

export const PayableInvoicesQuery = graphql(`
  query PayableInvoices_Invoices($page: Int!, $size: Int!, $filter: PurchaseInvoiceFilter) {
    purchaseInvoices(page: $page, size: $size, filter: $filter) {
      totalCount
      items {
        ...PurchasesInvoiceRow
      }
    }
  }
`);

export const PendingPaymentsQuery = graphql(`
  query PendingPayments_Payments($page: Int!, $size: Int!) {
    paymentsMade(page: $page, size: $size, filter: { status: CLAIMED }) {
      totalCount
      items {
        ...PurchasesPaymentRow
      }
    }
  }
`);

export const AdvancesOpenOrdersQuery = graphql(`
  query Advances_OpenOrders($page: Int!, $size: Int!) {
    purchaseOrders(page: $page, size: $size, filter: { status: RAISED }) {
      totalCount
      items {
        ...PurchasesPoRow
        advanceAmount
        isAdvanceAllowed
      }
    }
  }
`);

export const AdvancesPaidQuery = graphql(`
  query Advances_Paid($page: Int!, $size: Int!) {
    advancesPaid(page: $page, size: $size) {
      totalCount
      items {
        id
        purchaseOrderId
        poNumber
        poAmount
        advanceTotal
        referenceNumber
        remarks
        date
        amount
        currency
        status
        vendor {
          id
          name
        }
        paidBy {
          id
          userName
          firstName
          lastName
        }
      }
    }
  }
`);

export const AdvancesPayAdvanceMutation = graphql(`
  mutation Advances_PayAdvance($input: PayAdvanceInput!, $idempotencyKey: String!) {
    payAdvance(input: $input, idempotencyKey: $idempotencyKey) {
      advance {
        id
        amount
        advanceTotal
      }
      purchaseOrder {
        id
        advanceAmount
        isAdvanceAllowed
      }
    }
  }
`);
