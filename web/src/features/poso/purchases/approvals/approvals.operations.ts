import { graphql } from '../../../../gql';

export const PoApprovalsQueueQuery = graphql(`
  query PoApprovals_Queue($page: Int!, $size: Int!) {
    purchaseOrdersAwaitingMyApproval(page: $page, size: $size) {
      totalCount
      items {
        ...PurchasesPoRow
      }
    }
  }
`);

export const ApprovePoPurchaseOrderQuery = graphql(`
  query ApprovePo_PurchaseOrder($id: Int!) {
    purchaseOrder(id: $id) {
      ...PurchasesPoRow
      ...PurchasesPoDetail
    }
  }
`);

export const ApprovePoApproveMutation = graphql(`
  mutation ApprovePo_Approve(
    $id: Int!
    $fromStatus: PurchaseOrderStatus
    $idempotencyKey: String!
  ) {
    approvePurchaseOrder(id: $id, fromStatus: $fromStatus, idempotencyKey: $idempotencyKey) {
      ...PurchasesPoRow
      ...PurchasesPoDetail
    }
  }
`);

export const ApprovePoRejectMutation = graphql(`
  mutation ApprovePo_Reject(
    $id: Int!
    $remarks: String!
    $fromStatus: PurchaseOrderStatus
    $idempotencyKey: String!
  ) {
    rejectPurchaseOrder(
      id: $id
      remarks: $remarks
      fromStatus: $fromStatus
      idempotencyKey: $idempotencyKey
    ) {
      ...PurchasesPoRow
      ...PurchasesPoDetail
    }
  }
`);
