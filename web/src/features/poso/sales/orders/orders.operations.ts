import { graphql } from '../../../../gql';

export const ReceivedPoListQuery = graphql(`
  query ReceivedPoList_Orders($page: Int!, $size: Int!, $filter: ReceivedPurchaseOrderFilter) {
    receivedPurchaseOrders(page: $page, size: $size, filter: $filter) {
      totalCount
      items {
        ...ReceivedPoRow
      }
    }
  }
`);

export const ViewReceivedPoQuery = graphql(`
  query ViewReceivedPo_Order($id: Int!) {
    receivedPurchaseOrder(id: $id) {
      ...ReceivedPoRow
      description
      rejectRemarks
      items {
        ...SalesPoItem
      }
      attachments {
        ...SalesAttachment
      }
    }
  }
`);

export const ViewReceivedPoInvoicesQuery = graphql(`
  query ViewReceivedPo_Invoices($receivedPurchaseOrderId: Int!, $page: Int!, $size: Int!) {
    salesInvoices(
      page: $page
      size: $size
      filter: { receivedPurchaseOrderId: $receivedPurchaseOrderId }
    ) {
      totalCount
      items {
        ...SalesInvoiceRow
      }
    }
  }
`);

export const AcceptReceivedPoMutation = graphql(`
  mutation ReceivedPoActions_Accept(
    $id: Int!
    $fromStatus: PurchaseOrderStatus
    $idempotencyKey: String!
  ) {
    acceptReceivedPurchaseOrder(id: $id, fromStatus: $fromStatus, idempotencyKey: $idempotencyKey) {
      ...ReceivedPoRow
      rejectRemarks
    }
  }
`);

export const RejectReceivedPoMutation = graphql(`
  mutation ReceivedPoActions_Reject(
    $id: Int!
    $fromStatus: PurchaseOrderStatus
    $idempotencyKey: String!
    $remarks: String!
  ) {
    rejectReceivedPurchaseOrder(
      id: $id
      fromStatus: $fromStatus
      idempotencyKey: $idempotencyKey
      remarks: $remarks
    ) {
      ...ReceivedPoRow
      rejectRemarks
    }
  }
`);
