import { Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router';
import { formatAmount } from '../../../i18n/amount-format';
import { DocumentSummary } from '../../shared/DocumentSummary';
import { ItemsTable } from '../../shared/ItemsTable';
import { compareAmounts } from '../../shared/money';
import { PagedTable } from '../../shared/PagedTable';
import { ScreenHeader } from '../../shared/ScreenHeader';
import { StatusBadge } from '../../shared/StatusBadge';
import { usePageParams } from '../../shared/usePageParams';
import { AttachmentList } from '../../shared/Attachments';
import { fieldLabels } from '../../shared/labels';
import { Section } from '../../shared/Section';
import { documentItems } from '../documents';
import { DocumentFallback } from '../DocumentState';
import { salesLabels } from '../messages';
import { idParam, usePosoRoute } from '../route';
import { tableState } from '../table-state';
import { salesInvoiceColumns } from '../invoices/SalesInvoiceList';
import { SalesInvoiceActions } from '../invoices/SalesInvoiceActions';
import { ReceivedPoActions } from './ReceivedPoActions';
import { ViewReceivedPoInvoicesQuery, ViewReceivedPoQuery } from './orders.operations';

const messages = defineMessages({
  title: { id: 'sales.receivedOrder.title', defaultMessage: 'Purchase order {number}' },
  subtitle: { id: 'sales.receivedOrder.subtitle', defaultMessage: 'From {customer}' },
  invoices: { id: 'sales.receivedOrder.invoices', defaultMessage: 'Invoices against this order' },
  noInvoices: {
    id: 'sales.receivedOrder.noInvoices',
    defaultMessage: 'No invoices raised against this order yet',
  },
});
const titleMessage: MessageDescriptor = messages.title;
const subtitleMessage: MessageDescriptor = messages.subtitle;

/** view-received-po/:poReceivedId: a customer's order as the vendor sees it, with the decisions. */
export default function ViewReceivedPo() {
  const intl = useIntl();
  const { ready, links } = usePosoRoute();
  const id = idParam(useParams().poReceivedId);
  const { data, loading, error, refetch } = useQuery(ViewReceivedPoQuery, {
    variables: { id: id ?? 0 },
    skip: !ready || id === null,
  });
  const order = data?.receivedPurchaseOrder;
  const raised = order?.status === 'RAISED';
  const invoicePaging = usePageParams('invoices');
  const invoices = useQuery(ViewReceivedPoInvoicesQuery, {
    variables: {
      receivedPurchaseOrderId: id ?? 0,
      page: invoicePaging.page,
      size: invoicePaging.size,
    },
    skip: !ready || id === null || !raised,
  });

  if (!order) {
    return (
      <DocumentFallback
        error={error}
        missing={id === null}
        loading={loading || !ready}
        onRetry={() => void refetch()}
        backTo={links.receivedOrders}
      />
    );
  }

  const extra: { label: MessageDescriptor; value: string }[] = [];
  if (compareAmounts(order.advanceAmount, '0') > 0) {
    extra.push({
      label: salesLabels.advanceReceived,
      value: formatAmount(order.advanceAmount, order.exchangeRate),
    });
  }
  if (order.rejectRemarks)
    extra.push({ label: salesLabels.rejectRemarks, value: order.rejectRemarks });
  const invoicePage = (invoices.data ?? invoices.previousData)?.salesInvoices;

  return (
    <Stack gap="6" data-testid="received-order">
      <ScreenHeader
        title={intl.formatMessage(titleMessage, { number: order.poNumber })}
        subtitle={intl.formatMessage(subtitleMessage, { customer: order.customer.name })}
        status={<StatusBadge kind="po" status={order.status} />}
        backTo={raised ? links.salesOrders : links.receivedOrders}
        actions={
          <ReceivedPoActions order={order} decisionDue={order.status === 'SENT_TO_VENDOR'} />
        }
      />
      <DocumentSummary
        kind="po"
        number={order.poNumber}
        date={order.poDate}
        party={{ role: 'customer', name: order.customer.name }}
        amount={order.amount}
        currency={order.currency}
        exchangeRate={order.exchangeRate}
        description={order.description}
        status={order.status}
        extra={extra}
      />
      <Stack gap="2">
        <Heading as="h2" size="md">
          {intl.formatMessage(salesLabels.items)}
        </Heading>
        <ItemsTable items={documentItems(order.items)} currency={order.currency} />
      </Stack>
      <Section title={intl.formatMessage(fieldLabels.attachments)}>
        <AttachmentList attachments={order.attachments} />
      </Section>
      {raised && (
        <Stack gap="2">
          <Heading as="h2" size="md">
            {intl.formatMessage(messages.invoices)}
          </Heading>
          <PagedTable
            label={messages.invoices}
            columns={salesInvoiceColumns(links)}
            {...tableState(invoices, invoicePage, ready)}
            paging={invoicePaging}
            empty={messages.noInvoices}
            rowHref={(row) => links.salesInvoice(row.id)}
            actions={(row) => <SalesInvoiceActions invoice={row} size="xs" />}
            testId="order-invoices"
          />
        </Stack>
      )}
    </Stack>
  );
}
