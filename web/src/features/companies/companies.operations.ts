import { graphql } from '../../gql';

export const CompanyListMyCompaniesQuery = graphql(`
  query CompanyList_MyCompanies {
    myCompanies {
      id
      name
      country
      baseCurrency
      role
    }
  }
`);

export const CompanyHomeCompanyQuery = graphql(`
  query CompanyHome_Company($companyId: Int!) {
    company(id: $companyId) {
      id
      name
      country
      baseCurrency
    }
    toolSubscriptions(companyId: $companyId) {
      toolId
      toolName
      toolPrefix
      isLicensable
      hasAccess
      isSubscribed
    }
  }
`);

/**
 * The latest documents of each kind the user reads, for the company home's recent list: by
 * document date (a payment's date), as the list orders and labels them, not by when they were
 * entered; reconciliations by their last change.
 */
export const CompanyHomeRecentQuery = graphql(`
  query CompanyHome_Recent(
    $size: Int!
    $orders: Boolean!
    $invoices: Boolean!
    $payments: Boolean!
    $recos: Boolean!
  ) {
    purchaseOrders(page: 1, size: $size, sort: { field: PO_DATE, direction: DESC })
      @include(if: $orders) {
      items {
        id
        poNumber
        poDate
        amount
        exchangeRate
        status
        vendor {
          id
          name
        }
      }
    }
    receivedPurchaseOrders(page: 1, size: $size, sort: { field: PO_DATE, direction: DESC })
      @include(if: $orders) {
      items {
        id
        poNumber
        poDate
        amount
        exchangeRate
        status
        customer {
          id
          name
        }
      }
    }
    salesInvoices(page: 1, size: $size, sort: { field: INVOICE_DATE, direction: DESC })
      @include(if: $invoices) {
      items {
        id
        invoiceNumber
        invoiceDate
        total
        pendingAmount
        exchangeRate
        status
        customer {
          id
          name
        }
      }
    }
    purchaseInvoices(page: 1, size: $size, sort: { field: INVOICE_DATE, direction: DESC })
      @include(if: $invoices) {
      items {
        id
        invoiceNumber
        invoiceDate
        total
        pendingAmount
        exchangeRate
        status
        vendor {
          id
          name
        }
      }
    }
    paymentsMade(page: 1, size: $size, sort: { field: DATE, direction: DESC })
      @include(if: $payments) {
      items {
        id
        referenceNumber
        date
        amount
        exchangeRate
        status
        purchaseInvoiceId
        vendor {
          id
          name
        }
      }
    }
    paymentsReceived(page: 1, size: $size, sort: { field: DATE, direction: DESC })
      @include(if: $payments) {
      items {
        id
        referenceNumber
        date
        amount
        exchangeRate
        status
        salesInvoiceId
        customer {
          id
          name
        }
      }
    }
    recos(page: 1, size: $size, sort: { field: UPDATED, direction: DESC }) @include(if: $recos) {
      items {
        id
        partyName
        state
        updatedAt
        currentIterationId
      }
    }
  }
`);
