import type { PurchasesPoDetailFragment, PurchasesPoRowFragment } from '../../../gql/graphql';
import { graphql } from '../../../gql';

export const PurchasesPoRowFields = graphql(`
  fragment PurchasesPoRow on PurchaseOrder {
    id
    poNumber
    poDate
    amount
    currency
    exchangeRate
    status
    vendor {
      id
      name
    }
    isEditAllowed
    isSendAllowed
    isAcceptAllowed
    isRejectAllowed
  }
`);

export const PurchasesPoDetailFields = graphql(`
  fragment PurchasesPoDetail on PurchaseOrder {
    description
    rejectRemarks
    approverUserId
    approver {
      id
      userName
      firstName
      lastName
    }
    items {
      itemId
      materialDescription
      ratePerUnit
      quantity
      tax
      lineTotal
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

export const PoListPurchaseOrdersQuery = graphql(`
  query PoList_PurchaseOrders($page: Int!, $size: Int!, $filter: PurchaseOrderFilter) {
    purchaseOrders(page: $page, size: $size, filter: $filter) {
      totalCount
      items {
        ...PurchasesPoRow
      }
    }
  }
`);

export const PoListFiltersQuery = graphql(`
  query PoList_Filters {
    companyConnections(relation: VENDOR) {
      connectionId
      company {
        id
        name
      }
    }
  }
`);

export const PoFormOptionsQuery = graphql(`
  query PoForm_Options($companyId: Int!) {
    baseCurrency(companyId: $companyId)
    currencies {
      code
      name
    }
    companyConnections(relation: VENDOR, status: ACCEPTED) {
      connectionId
      company {
        id
        name
        baseCurrency
      }
    }
  }
`);

export const PoFormExchangeRateQuery = graphql(`
  query PoForm_ExchangeRate($from: String!, $to: String!, $date: LocalDate) {
    exchangeRate(from: $from, to: $to, date: $date) {
      rate
      rateDate
    }
  }
`);

export const AddPoCreateMutation = graphql(`
  mutation AddPo_Create($input: CreatePurchaseOrderInput!) {
    createPurchaseOrder(input: $input) {
      ...PurchasesPoRow
      ...PurchasesPoDetail
    }
  }
`);

export const EditPoPurchaseOrderQuery = graphql(`
  query EditPo_PurchaseOrder($id: Int!) {
    purchaseOrder(id: $id) {
      ...PurchasesPoRow
      ...PurchasesPoDetail
    }
  }
`);

export const EditPoUpdateMutation = graphql(`
  mutation EditPo_Update($id: Int!, $input: UpdatePurchaseOrderInput!) {
    updatePurchaseOrder(id: $id, input: $input) {
      ...PurchasesPoRow
      ...PurchasesPoDetail
    }
  }
`);

export const ViewPoPurchaseOrderQuery = graphql(`
  query ViewPo_PurchaseOrder($id: Int!) {
    purchaseOrder(id: $id) {
      ...PurchasesPoRow
      ...PurchasesPoDetail
    }
  }
`);

export const SendForApprovalApproversQuery = graphql(`
  query SendForApproval_Approvers {
    approvers(kind: PURCHASE_ORDER) {
      id
      userName
      firstName
      lastName
      role
    }
  }
`);

export const ViewPoSendForApprovalMutation = graphql(`
  mutation ViewPo_SendForApproval(
    $id: Int!
    $approverUserId: Int!
    $fromStatus: PurchaseOrderStatus
    $idempotencyKey: String!
  ) {
    sendPurchaseOrderForApproval(
      id: $id
      approverUserId: $approverUserId
      fromStatus: $fromStatus
      idempotencyKey: $idempotencyKey
    ) {
      ...PurchasesPoRow
      ...PurchasesPoDetail
    }
  }
`);

/** Detail queries spread both fragments side by side (nested spreads count against the depth limit). */
export type PoDetail = PurchasesPoRowFragment & PurchasesPoDetailFragment;
