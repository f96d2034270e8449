import { Alert, Button, Link, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuCheck, LuWallet, LuX } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { usePosoAlert } from '../../shared/alerts';
import { DocumentSummary } from '../../shared/DocumentSummary';
import { ItemsTable } from '../../shared/ItemsTable';
import { RejectRemarksDialog } from '../../shared/RejectRemarksDialog';
import { ScreenHeader } from '../../shared/ScreenHeader';
import { StatusBadge } from '../../shared/StatusBadge';
import { AttachmentList } from '../../shared/Attachments';
import { DocumentLoadFailure } from '../DocumentLoadFailure';
import { PageSkeleton } from '../FormSkeleton';
import { actions, purchasesLabels, titles } from '../messages';
import { PayInvoiceDialog } from '../payments/PayInvoiceDialog';
import { fieldLabels } from '../../shared/labels';
import { Section } from '../../shared/Section';
import { quiet, reloadOnConflict, useDocumentAction } from '../useDocumentAction';
import { usePurchasesScope } from '../usePurchasesScope';
import { InvoicePayments } from './InvoicePayments';
import {
  ViewPurchaseInvoiceAcceptMutation,
  ViewPurchaseInvoiceQuery,
  ViewPurchaseInvoiceRejectMutation,
} from './invoices.operations';

const messages = defineMessages({
  notWaiting: {
    id: 'purchases.invoice.notWaiting',
    defaultMessage: 'This invoice is not waiting for your approval.',
  },
});
const viewTitle: MessageDescriptor = titles.viewInvoice;
const approvalTitle: MessageDescriptor = titles.invoiceApproval;

function invoiceIdOf(params: Record<string, string | undefined>): number | null {
  const raw = params.purchaseInvoiceId ?? params.invoiceReceivedId;
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw) > 0 ? Number(raw) : null;
}

/**
 * One purchase invoice with the customer's actions its flags allow: Accept (to the finance
 * approval, then Accepted), Reject with remarks, Pay. `approval` is the finance approver's
 * entry from invoice/approve.
 */
export function PurchaseInvoicePage({ mode }: { mode: 'view' | 'approval' }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const alert = usePosoAlert();
  const id = invoiceIdOf(useParams());
  const { ready, paths, baseCurrency } = usePurchasesScope();
  const [rejecting, setRejecting] = useState(false);
  const [paying, setPaying] = useState(false);
  const query = useQuery(ViewPurchaseInvoiceQuery, {
    variables: { id: id ?? 0 },
    skip: !ready || id === null,
  });
  const reload = () => void query.refetch();
  const options = { context: quiet, refetchQueries: 'active' as const };
  const [acceptMutation] = useMutation(ViewPurchaseInvoiceAcceptMutation, options);
  const [rejectMutation] = useMutation(ViewPurchaseInvoiceRejectMutation, options);
  const invoice = query.data?.purchaseInvoice;
  const accept = useDocumentAction({
    // Each step (vendor's invoice accepted, then finance approval) is its own action.
    scope: `accept-invoice-${id}-${invoice?.status}`,
    alert: 'invoiceAccepted',
    onConflict: reload,
    run: (idempotencyKey) =>
      acceptMutation({
        variables: { id: invoice!.id, fromStatus: invoice!.status, idempotencyKey },
      }),
  });
  const backTo = mode === 'approval' ? paths.financeApprovals : paths.invoices;

  if (id === null || (query.error && !invoice)) {
    return (
      <DocumentLoadFailure
        error={id === null ? null : query.error}
        onRetry={reload}
        backTo={backTo}
      />
    );
  }
  if (!invoice) return <PageSkeleton />;

  const busy = accept.pending;
  const extra = [
    ...(invoice.purchaseOrderId
      ? [
          {
            label: purchasesLabels.purchaseOrder,
            value: (
              <Link asChild colorPalette="blue">
                <RouterLink
                  to={paths.viewPo(invoice.purchaseOrderId)}
                  data-testid="invoice-po-link"
                >
                  {invoice.poNumber ?? `#${invoice.purchaseOrderId}`}
                </RouterLink>
              </Link>
            ),
          },
        ]
      : []),
    ...(invoice.rejectRemarks
      ? [{ label: purchasesLabels.rejectRemarks, value: invoice.rejectRemarks }]
      : []),
  ];

  return (
    <>
      <ScreenHeader
        title={intl.formatMessage(mode === 'approval' ? approvalTitle : viewTitle, {
          number: invoice.invoiceNumber,
        })}
        status={<StatusBadge kind="invoice" status={invoice.status} />}
        backTo={backTo}
        secondaryActions={
          <>
            {invoice.isRejectAllowed && (
              <Button
                variant="outline"
                colorPalette="red"
                onClick={() => setRejecting(true)}
                disabled={busy}
                data-testid="reject-invoice"
              >
                <LuX />
                {intl.formatMessage(actions.reject)}
              </Button>
            )}
            {invoice.isPaymentAllowed && (
              <Button variant="outline" onClick={() => setPaying(true)} data-testid="pay-invoice">
                <LuWallet />
                {intl.formatMessage(actions.pay)}
              </Button>
            )}
          </>
        }
        actions={
          invoice.isAcceptAllowed && (
            <Button
              onClick={() => void accept.trigger()}
              loading={accept.pending}
              data-testid="accept-invoice"
            >
              <LuCheck />
              {intl.formatMessage(actions.accept)}
            </Button>
          )
        }
      />
      <Stack gap="4">
        {mode === 'approval' && !invoice.isAcceptAllowed && !invoice.isRejectAllowed && (
          <Alert.Root status="info" data-testid="invoice-approval-info">
            <Alert.Indicator />
            <Alert.Title>{intl.formatMessage(messages.notWaiting)}</Alert.Title>
          </Alert.Root>
        )}
        <DocumentSummary
          kind="invoice"
          number={invoice.invoiceNumber}
          date={invoice.invoiceDate}
          party={{ role: 'vendor', name: invoice.vendor.name }}
          amount={invoice.total}
          currency={invoice.currency}
          exchangeRate={invoice.exchangeRate}
          baseCurrency={baseCurrency ?? undefined}
          description={invoice.description}
          status={invoice.status}
          balance={{ paid: invoice.paidAmount, pending: invoice.pendingAmount }}
          extra={extra}
        />
        <Section title={intl.formatMessage(purchasesLabels.items)} testId="invoice-items">
          <ItemsTable
            items={invoice.items.map((item) => ({ ...item, id: item.itemId ?? undefined }))}
            charges={invoice.additionalCharges.map((charge) => ({
              id: charge.chargeId ?? undefined,
              name: charge.name,
              amount: charge.amount,
            }))}
            currency={invoice.currency}
          />
        </Section>
        <Section
          title={intl.formatMessage(purchasesLabels.payments)}
          testId="invoice-payments-section"
        >
          <InvoicePayments
            payments={query.data?.paymentsMade.items ?? []}
            exchangeRate={invoice.exchangeRate}
          />
        </Section>
        <Section title={intl.formatMessage(fieldLabels.attachments)} testId="invoice-attachments">
          <AttachmentList attachments={invoice.attachments} />
        </Section>
      </Stack>
      <RejectRemarksDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        scope={`reject-invoice-${invoice.id}`}
        onConfirm={async (remarks, { idempotencyKey }) => {
          await rejectMutation({
            variables: {
              id: invoice.id,
              remarks,
              fromStatus: invoice.status,
              idempotencyKey,
            },
          }).catch((error: unknown) => reloadOnConflict(error, reload));
          alert('invoiceRejected');
          // Spec section 2: the Reject Remarks dialog ends on the invoice approve page.
          void navigate(paths.financeApprovals);
        }}
      />
      <PayInvoiceDialog
        invoice={invoice}
        open={paying}
        onClose={() => setPaying(false)}
        onReload={reload}
      />
    </>
  );
}
