import { Badge, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuWallet } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router';
import { DocumentSummary } from '../../shared/DocumentSummary';
import { ItemsTable } from '../../shared/ItemsTable';
import { PaymentsReceivedDialog } from '../../shared/PaymentsReceivedDialog';
import { ScreenHeader } from '../../shared/ScreenHeader';
import { StatusBadge } from '../../shared/StatusBadge';
import { uploadPaths } from '../../shared/attachments';
import { AttachmentList } from '../../shared/Attachments';
import { fieldLabels } from '../../shared/labels';
import { Section } from '../../shared/Section';
import { additionalChargeLines, documentItems, paymentLines } from '../documents';
import { DocumentFallback } from '../DocumentState';
import { salesLabels } from '../messages';
import { idParam, usePosoRoute } from '../route';
import { useConfirmPayment } from '../collections/useConfirmPayment';
import { SalesInvoiceActions } from './SalesInvoiceActions';
import { ViewInvoicePaymentsQuery, ViewInvoiceQuery } from './invoices.operations';

const messages = defineMessages({
  title: { id: 'sales.invoice.title', defaultMessage: 'Invoice {number}' },
  subtitle: { id: 'sales.invoice.subtitle', defaultMessage: 'To {customer}' },
  payments: { id: 'sales.invoice.payments', defaultMessage: 'Payments received' },
  draftHint: {
    id: 'sales.invoice.draftHint',
    defaultMessage: 'Draft: the customer sees the invoice once you send it.',
  },
});
const titleMessage: MessageDescriptor = messages.title;
const subtitleMessage: MessageDescriptor = messages.subtitle;

// Payments are listed in the dialog; an invoice has few, so one page holds them.
const PAYMENTS_PAGE = { page: 1, size: 100 };

/** view-invoice/:invoiceId: a sales invoice with its lines, charges, balance and payments. */
export default function ViewInvoice() {
  const intl = useIntl();
  const { ready, links } = usePosoRoute();
  const id = idParam(useParams().invoiceId);
  const [paymentsOpen, setPaymentsOpen] = useState(false);
  const { data, loading, error, refetch } = useQuery(ViewInvoiceQuery, {
    variables: { id: id ?? 0 },
    skip: !ready || id === null,
  });
  const invoice = data?.salesInvoice;
  const draft = invoice?.status === 'DRAFT';
  const payments = useQuery(ViewInvoicePaymentsQuery, {
    variables: { salesInvoiceId: id ?? 0, ...PAYMENTS_PAGE },
    skip: !ready || id === null || !invoice || draft,
  });
  const confirmPayment = useConfirmPayment();

  if (!invoice) {
    return (
      <DocumentFallback
        error={error}
        missing={id === null}
        loading={loading || !ready}
        onRetry={() => void refetch()}
        backTo={links.salesInvoices}
      />
    );
  }

  const paymentRows = payments.data?.paymentsReceived;
  const extra: { label: MessageDescriptor; value: ReactNode }[] = [
    {
      label: salesLabels.purchaseOrder,
      value: (
        <Link asChild colorPalette="blue" variant="underline">
          <RouterLink to={links.receivedOrder(invoice.receivedPurchaseOrderId)}>
            {invoice.poNumber ?? invoice.receivedPurchaseOrderId}
          </RouterLink>
        </Link>
      ),
    },
  ];
  if (invoice.rejectRemarks) {
    extra.push({ label: salesLabels.rejectRemarks, value: invoice.rejectRemarks });
  }

  return (
    <Stack gap="6" data-testid="sales-invoice">
      <ScreenHeader
        title={intl.formatMessage(titleMessage, { number: invoice.invoiceNumber })}
        subtitle={intl.formatMessage(subtitleMessage, { customer: invoice.customer.name })}
        status={<StatusBadge kind="invoice" status={invoice.status} />}
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
                  {paymentRows.totalCount}
                </Badge>
              )}
            </Button>
          )
        }
        actions={<SalesInvoiceActions invoice={invoice} />}
      />
      {draft && (
        <Text color="fg.muted" data-testid="draft-hint">
          {intl.formatMessage(messages.draftHint)}
        </Text>
      )}
      <DocumentSummary
        kind="invoice"
        number={invoice.invoiceNumber}
        date={invoice.invoiceDate}
        party={{ role: 'customer', name: invoice.customer.name }}
        amount={invoice.total}
        currency={invoice.currency}
        exchangeRate={invoice.exchangeRate}
        description={invoice.description}
        status={invoice.status}
        balance={{ paid: invoice.paidAmount, pending: invoice.pendingAmount }}
        extra={extra}
      />
      <Stack gap="2">
        <Heading as="h2" size="md">
          {intl.formatMessage(salesLabels.items)}
        </Heading>
        <ItemsTable
          items={documentItems(invoice.items)}
          charges={additionalChargeLines(invoice.additionalCharges)}
          currency={invoice.currency}
        />
      </Stack>
      <Section title={intl.formatMessage(fieldLabels.attachments)}>
        <AttachmentList
          attachments={invoice.attachments}
          uploadTo={invoice.isEditAllowed ? uploadPaths.invoice(invoice.id) : null}
          onUploaded={() => void refetch()}
        />
      </Section>
      <PaymentsReceivedDialog
        open={paymentsOpen}
        onClose={() => setPaymentsOpen(false)}
        balance={{
          total: invoice.total,
          paid: invoice.paidAmount,
          pending: invoice.pendingAmount,
          currency: invoice.currency,
        }}
        payments={paymentRows ? paymentLines(paymentRows.items) : undefined}
        loading={payments.loading}
        error={payments.error}
        onRetry={() => void payments.refetch()}
        onConfirmPayment={(payment, context) =>
          confirmPayment(payment, context.idempotencyKey, { quiet: true })
        }
      />
    </Stack>
  );
}
