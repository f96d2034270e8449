import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuWallet } from 'react-icons/lu';
import { graphql } from '../../../gql';
import { recordQueryContext } from '../../../ui/display/RecordState';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { PaymentsReceivedDialog } from '../payments/PaymentsReceivedDialog';
import { DocumentFallback } from '../shared/DocumentFallback';
import { StatusBadge } from '../shared/StatusBadge';
import { useIdParam, usePosoScope } from '../shared/usePosoScope';
import { InvoiceDocument } from './InvoiceDocument';
import { HeldActionNotice } from '../shared/held-actions';
import { SalesInvoiceActions } from './SalesInvoiceActions';
import { usePageName } from '../../layout/page-name';
import { formatCount } from '../../i18n/format';

const InvoiceQuery = graphql(`
  query ViewSalesInvoice_Invoice($id: Int!) {
    salesInvoice(id: $id) {
      id
      invoiceNumber
      status
      total
      paidAmount
      pendingAmount
      currency
      isEditAllowed
      heldAction {
        id
        kind
        state
        dueAt
      }
      customer {
        id
        name
      }
      ...InvoiceDocument_SalesInvoice
      ...SalesInvoiceActions_SalesInvoice
    }
  }
`);

const PaymentsQuery = graphql(`
  query ViewSalesInvoice_Payments($salesInvoiceId: Int!) {
    paymentsReceived(page: 1, size: 100, filter: { salesInvoiceId: $salesInvoiceId }) {
      totalCount
      items {
        ...PaymentsReceivedDialog_PaymentReceived
      }
    }
  }
`);

const messages = defineMessages({
  title: { id: 'poso.invoices.sales.title', defaultMessage: 'Invoice {number}' },
  subtitle: { id: 'poso.invoices.sales.subtitle', defaultMessage: 'To {customer}' },
  payments: { id: 'poso.invoices.sales.payments', defaultMessage: 'Payments received' },
  draftHint: {
    id: 'poso.invoices.sales.draftHint',
    defaultMessage: 'Draft: the customer sees the invoice once you send it.',
  },
});
const titleMessage: MessageDescriptor = messages.title;
const subtitleMessage: MessageDescriptor = messages.subtitle;

/** view-invoice/:invoiceId: a sales invoice with its lines, charges, balance and payments. */
export default function ViewSalesInvoice() {
  const intl = useIntl();
  const { ready, links } = usePosoScope();
  const id = useIdParam('invoiceId');
  const [paymentsOpen, setPaymentsOpen] = useState(false);
  const query = useQuery(InvoiceQuery, {
    variables: { id: id ?? 0 },
    skip: !ready || id === null,
    context: recordQueryContext,
  });
  const invoice = query.data?.salesInvoice;
  usePageName(invoice?.invoiceNumber);
  const draft = invoice?.status === 'DRAFT';
  // An invoice has few payments, so one page holds them.
  const payments = useQuery(PaymentsQuery, {
    variables: { salesInvoiceId: id ?? 0 },
    skip: !ready || id === null || !invoice || draft,
  });

  if (!invoice) return <DocumentFallback id={id} query={query} backTo={links.salesInvoices} />;
  const paymentRows = payments.data?.paymentsReceived;

  return (
    <Stack gap="6" data-testid="sales-invoice">
      <ScreenHeader
        title={intl.formatMessage(titleMessage, { number: invoice.invoiceNumber })}
        subtitle={intl.formatMessage(subtitleMessage, { customer: invoice.customer.name })}
        status={
          <StatusBadge
            kind="invoice"
            status={invoice.status}
            pendingAmount={invoice.pendingAmount}
          />
        }
        backTo={draft ? links.salesInvoices : links.raisedInvoices}
        secondaryActions={
          !draft && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => setPaymentsOpen(true)}
              data-testid="payments-received"
            >
              <LuWallet />
              {intl.formatMessage(messages.payments)}
              {paymentRows && paymentRows.totalCount > 0 && (
                <Badge size="sm" variant="solid" colorPalette="blue">
                  {formatCount(paymentRows.totalCount)}
                </Badge>
              )}
            </Button>
          )
        }
        actions={<SalesInvoiceActions invoice={invoice} />}
      />
      <HeldActionNotice held={invoice.heldAction} />
      {draft && (
        <Text color="fg.muted" data-testid="draft-hint">
          {intl.formatMessage(messages.draftHint)}
        </Text>
      )}
      <InvoiceDocument
        side="vendor"
        invoice={invoice}
        onAttached={invoice.isEditAllowed ? () => void query.refetch() : undefined}
      />
      <PaymentsReceivedDialog
        open={paymentsOpen}
        onClose={() => setPaymentsOpen(false)}
        balance={{
          total: invoice.total,
          paid: invoice.paidAmount,
          pending: invoice.pendingAmount,
          currency: invoice.currency,
        }}
        payments={paymentRows?.items}
        loading={payments.loading}
        error={payments.error}
        onRetry={() => void payments.refetch()}
      />
    </Stack>
  );
}
