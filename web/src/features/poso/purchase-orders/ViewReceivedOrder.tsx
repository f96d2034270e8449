import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../../gql';
import { recordQueryContext } from '../../../ui/display/RecordState';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { Section } from '../../../ui/display/Section';
import { PagedTable } from '../../../ui/lists/PagedTable';
import { usePagedList } from '../../../ui/lists/usePagedList';
import { invoiceColumns, invoiceSortFields } from '../invoices/invoiceColumns';
import { SalesInvoiceActions } from '../invoices/SalesInvoiceActions';
import { DocumentFallback } from '../shared/DocumentFallback';
import { StatusBadge } from '../shared/StatusBadge';
import { useIdParam, usePosoScope } from '../shared/usePosoScope';
import { PurchaseOrderDocument } from './PurchaseOrderDocument';
import { ReceivedOrderActions } from './ReceivedOrderActions';
import { usePageName } from '../../layout/page-name';
import { HeldActionNotice } from '../shared/held-actions';

const OrderQuery = graphql(`
  query ViewReceivedOrder_Order($id: Int!) {
    receivedPurchaseOrder(id: $id) {
      id
      poNumber
      status
      customer {
        id
        name
      }
      ...PurchaseOrderDocument_ReceivedPurchaseOrder
      heldAction {
        id
        kind
        state
        dueAt
      }
      ...ReceivedOrderActions_ReceivedPurchaseOrder
    }
  }
`);

const InvoicesQuery = graphql(`
  query ViewReceivedOrder_Invoices(
    $receivedPurchaseOrderId: Int!
    $page: Int!
    $size: Int!
    $sort: SalesInvoiceSort
  ) {
    salesInvoices(
      page: $page
      size: $size
      sort: $sort
      filter: { receivedPurchaseOrderId: $receivedPurchaseOrderId }
    ) {
      totalCount
      items {
        id
        ...InvoiceColumns_SalesInvoice
        ...SalesInvoiceActions_SalesInvoice
      }
    }
  }
`);

const messages = defineMessages({
  title: {
    id: 'poso.purchaseOrders.receivedOrder.title',
    defaultMessage: 'Purchase order {number}',
  },
  subtitle: { id: 'poso.purchaseOrders.receivedOrder.subtitle', defaultMessage: 'From {customer}' },
  invoices: {
    id: 'poso.purchaseOrders.receivedOrder.invoices',
    defaultMessage: 'Invoices against this order',
  },
  noInvoices: {
    id: 'poso.purchaseOrders.receivedOrder.noInvoices',
    defaultMessage: 'No invoices raised against this order yet',
  },
});
const titleMessage: MessageDescriptor = messages.title;
const subtitleMessage: MessageDescriptor = messages.subtitle;

/** view-received-po/:poReceivedId: a customer's order as the vendor sees it, with the decisions. */
export default function ViewReceivedOrder() {
  const intl = useIntl();
  const { ready, links } = usePosoScope();
  const id = useIdParam('poReceivedId');
  const query = useQuery(OrderQuery, {
    variables: { id: id ?? 0 },
    skip: !ready || id === null,
    context: recordQueryContext,
  });
  const order = query.data?.receivedPurchaseOrder;
  usePageName(order?.poNumber);
  const raised = order?.status === 'RAISED';
  const invoices = usePagedList(InvoicesQuery, {
    pick: (data) => data.salesInvoices,
    variables: () => ({ receivedPurchaseOrderId: id ?? 0 }),
    sortFields: invoiceSortFields.vendor,
    prefix: 'invoices',
    skip: !ready || id === null || !raised,
  });

  if (!order) return <DocumentFallback id={id} query={query} backTo={links.receivedOrders} />;

  return (
    <Stack gap="6" data-testid="received-order">
      <ScreenHeader
        title={intl.formatMessage(titleMessage, { number: order.poNumber })}
        subtitle={intl.formatMessage(subtitleMessage, { customer: order.customer.name })}
        status={<StatusBadge kind="po" status={order.status} />}
        backTo={raised ? links.salesOrders : links.receivedOrders}
        actions={
          <ReceivedOrderActions order={order} decisionDue={order.status === 'SENT_TO_VENDOR'} />
        }
      />
      <HeldActionNotice held={order.heldAction} />
      <PurchaseOrderDocument side="vendor" po={order} />
      {raised && (
        <Section title={intl.formatMessage(messages.invoices)} testId="order-invoices-section">
          <PagedTable
            label={messages.invoices}
            columns={invoiceColumns.vendor}
            {...invoices.table}
            empty={messages.noInvoices}
            rowHref={(row) => links.salesInvoice(row.id)}
            actions={(row) => <SalesInvoiceActions invoice={row} size="xs" />}
            testId="order-invoices"
          />
        </Section>
      )}
    </Stack>
  );
}
