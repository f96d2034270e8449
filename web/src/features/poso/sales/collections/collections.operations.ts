import { graphql } from '../../../../gql';

export const PaymentsReceivedListQuery = graphql(`
  query PaymentsReceivedList_Payments($page: Int!, $size: Int!, $filter: PaymentReceivedFilter) {
    paymentsReceived(page: $page, size: $size, filter: $filter) {
      totalCount
      items {
        ...PaymentReceivedRow
      }
    }
  }
`);

export const CollectionsQuery = graphql(`
  query Collections_Overview($page: Int!, $size: Int!) {
    awaiting: paymentsReceived(page: $page, size: $size, filter: { status: CLAIMED }) {
      totalCount
      items {
        ...PaymentReceivedRow
      }
    }
    confirmed: paymentsReceived(page: 1, size: 1, filter: { status: CONFIRMED }) {
      totalCount
    }
    raised: salesInvoices(page: 1, size: 1, filter: { raisedOnly: true }) {
      totalCount
    }
    advances: advancesReceived(page: 1, size: 1) {
      totalCount
    }
  }
`);

export const ConfirmPaymentMutation = graphql(`
  mutation PaymentActions_Confirm($id: Int!, $fromStatus: PaymentStatus, $idempotencyKey: String!) {
    confirmPayment(id: $id, fromStatus: $fromStatus, idempotencyKey: $idempotencyKey) {
      payment {
        ...PaymentReceivedRow
      }
      salesInvoice {
        ...SalesInvoiceRow
      }
    }
  }
`);

export const AdvancesReceivedQuery = graphql(`
  query AdvancesReceived_Advances($page: Int!, $size: Int!, $filter: AdvanceReceivedFilter) {
    advancesReceived(page: $page, size: $size, filter: $filter) {
      totalCount
      items {
        id
        receivedPurchaseOrderId
        poNumber
        poAmount
        advanceTotal
        referenceNumber
        remarks
        date
        amount
        currency
        customer {
          id
          name
        }
        status
        isConfirmAllowed
      }
    }
  }
`);

export const ConfirmAdvanceMutation = graphql(`
  mutation AdvancesReceived_Confirm(
    $id: Int!
    $fromStatus: AdvanceStatus
    $idempotencyKey: String!
  ) {
    confirmAdvance(id: $id, fromStatus: $fromStatus, idempotencyKey: $idempotencyKey) {
      advance {
        id
        status
        isConfirmAllowed
      }
    }
  }
`);
