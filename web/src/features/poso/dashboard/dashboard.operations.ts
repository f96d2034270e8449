import { graphql } from '../../../gql';

export const DashBoardReceivedOrdersQuery = graphql(`
  query DashBoard_ReceivedOrders($page: Int!, $size: Int!) {
    receivedPurchaseOrders(page: $page, size: $size) {
      totalCount
      items {
        ...ReceivedPoRow
      }
    }
  }
`);

export const DashBoardSalesInvoicesQuery = graphql(`
  query DashBoard_SalesInvoices($page: Int!, $size: Int!) {
    salesInvoices(page: $page, size: $size) {
      totalCount
      items {
        ...SalesInvoiceRow
      }
    }
  }
`);

export const DashBoardPurchaseOrdersQuery = graphql(`
  query DashBoard_PurchaseOrders($page: Int!, $size: Int!) {
    purchaseOrders(page: $page, size: $size) {
      totalCount
      items {
        id
        poNumber
        poDate
        amount
        currency
        exchangeRate
        vendor {
          id
          name
        }
        status
      }
    }
  }
`);

export const DashBoardPurchaseInvoicesQuery = graphql(`
  query DashBoard_PurchaseInvoices($page: Int!, $size: Int!) {
    purchaseInvoices(page: $page, size: $size) {
      totalCount
      items {
        id
        invoiceNumber
        invoiceDate
        total
        pendingAmount
        currency
        exchangeRate
        vendor {
          id
          name
        }
        status
      }
    }
  }
`);
