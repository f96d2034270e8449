import { graphql } from '../../../../gql';

export const SalesInvoiceListQuery = graphql(`
  query SalesInvoiceList_Invoices($page: Int!, $size: Int!, $filter: SalesInvoiceFilter) {
    salesInvoices(page: $page, size: $size, filter: $filter) {
      totalCount
      items {
        ...SalesInvoiceRow
      }
    }
  }
`);

export const AddInvoiceOrderQuery = graphql(`
  query AddInvoice_Order($id: Int!) {
    receivedPurchaseOrder(id: $id) {
      ...ReceivedPoRow
      items {
        ...SalesPoItem
      }
    }
    additionalChargeMasters {
      id
      name
    }
  }
`);

export const EditInvoiceQuery = graphql(`
  query EditInvoice_Invoice($id: Int!) {
    salesInvoice(id: $id) {
      ...SalesInvoiceRow
      description
      items {
        ...SalesInvoiceItem
      }
      additionalCharges {
        ...SalesCharge
      }
    }
    additionalChargeMasters {
      id
      name
    }
  }
`);

export const CreateSalesInvoiceMutation = graphql(`
  mutation AddInvoice_Create($input: CreateSalesInvoiceInput!) {
    createSalesInvoice(input: $input) {
      ...SalesInvoiceRow
    }
  }
`);

export const UpdateSalesInvoiceMutation = graphql(`
  mutation EditInvoice_Update($id: Int!, $input: UpdateSalesInvoiceInput!) {
    updateSalesInvoice(id: $id, input: $input) {
      ...SalesInvoiceRow
      description
    }
  }
`);

export const SendSalesInvoiceMutation = graphql(`
  mutation SalesInvoiceActions_Send(
    $id: Int!
    $fromStatus: InvoiceStatus
    $idempotencyKey: String!
  ) {
    sendSalesInvoice(id: $id, fromStatus: $fromStatus, idempotencyKey: $idempotencyKey) {
      ...SalesInvoiceRow
    }
  }
`);

export const ViewInvoiceQuery = graphql(`
  query ViewInvoice_Invoice($id: Int!) {
    salesInvoice(id: $id) {
      ...SalesInvoiceRow
      description
      rejectRemarks
      amount
      additionalChargesTotal
      items {
        ...SalesInvoiceItem
      }
      additionalCharges {
        ...SalesCharge
      }
      attachments {
        ...SalesAttachment
      }
    }
  }
`);

export const ViewInvoicePaymentsQuery = graphql(`
  query ViewInvoice_Payments($salesInvoiceId: Int!, $page: Int!, $size: Int!) {
    paymentsReceived(page: $page, size: $size, filter: { salesInvoiceId: $salesInvoiceId }) {
      totalCount
      items {
        ...PaymentReceivedRow
      }
    }
  }
`);
