import { Button, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuCheck, LuWallet, LuX } from 'react-icons/lu';
import { useNavigate, useParams } from 'react-router';
import { graphql } from '../../../gql';
import { recordQueryContext } from '../../../ui/display/RecordState';
import { ActionButton } from '../../../ui/actions/ActionButton';
import { quiet, useAction } from '../../../ui/actions/useAction';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { Section } from '../../../ui/display/Section';
import { InvoicePayments } from '../payments/InvoicePayments';
import { PayInvoiceDialog } from '../payments/PayInvoiceDialog';
import { usePosoAlert } from '../shared/alerts';
import { usePosoConfirmations } from '../shared/confirmations';
import { actionLabels, fieldLabels } from '../shared/labels';
import { RejectRemarksDialog } from '../shared/RejectRemarksDialog';
import { DocumentFallback } from '../shared/DocumentFallback';
import { StatusBadge } from '../shared/StatusBadge';
import { idParam, usePosoScope } from '../shared/usePosoScope';
import { useSession } from '../../session/useSession';
import { InvoiceDocument } from './InvoiceDocument';
import { HeldActionNotice, useHeldActionSnackbar } from '../shared/held-actions';
import { InvoiceProgress } from './InvoiceProgress';
import { usePageName } from '../../layout/page-name';

const InvoiceQuery = graphql(`
  query ViewPurchaseInvoice_Invoice($id: Int!) {
    purchaseInvoice(id: $id) {
      id
      invoiceNumber
      status
      pendingAmount
      total
      currency
      acceptedByUserId
      vendor {
        id
        name
      }
      isAcceptAllowed
      isRejectAllowed
      isPaymentAllowed
      heldAction {
        id
        kind
        state
        dueAt
        amount
        mine
      }
      ...InvoiceDocument_PurchaseInvoice
      ...PayInvoiceDialog_PurchaseInvoice
    }
    paymentsMade(filter: { purchaseInvoiceId: $id }, size: 100) {
      totalCount
      items {
        ...InvoicePayments_PaymentMade
      }
    }
  }
`);

const AcceptMutation = graphql(`
  mutation ViewPurchaseInvoice_Accept(
    $id: Int!
    $fromStatus: InvoiceStatus
    $idempotencyKey: String!
  ) {
    acceptPurchaseInvoice(id: $id, fromStatus: $fromStatus, idempotencyKey: $idempotencyKey) {
      id
      status
      acceptedByUserId
      isAcceptAllowed
      isRejectAllowed
      isPaymentAllowed
      heldAction {
        id
        kind
        state
        dueAt
      }
    }
  }
`);

const RejectMutation = graphql(`
  mutation ViewPurchaseInvoice_Reject(
    $id: Int!
    $remarks: String!
    $fromStatus: InvoiceStatus
    $idempotencyKey: String!
  ) {
    rejectPurchaseInvoice(
      id: $id
      remarks: $remarks
      fromStatus: $fromStatus
      idempotencyKey: $idempotencyKey
    ) {
      id
      status
      rejectRemarks
      isAcceptAllowed
      isRejectAllowed
      isPaymentAllowed
    }
  }
`);

const messages = defineMessages({
  title: { id: 'poso.invoices.purchase.title', defaultMessage: 'Purchase invoice {number}' },
  approvalTitle: {
    id: 'poso.invoices.purchase.approvalTitle',
    defaultMessage: 'Finance approval of invoice {number}',
  },
});
const titleMessage: MessageDescriptor = messages.title;
const approvalTitleMessage: MessageDescriptor = messages.approvalTitle;

/**
 * One purchase invoice with the customer's actions its flags allow: Accept (to the finance
 * approval, then Accepted), Reject with remarks, Pay. `approval` is the finance approver's
 * entry from invoice/approve.
 */
function PurchaseInvoicePage({ mode }: { mode: 'view' | 'approval' }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const alert = usePosoAlert();
  const heldSnackbar = useHeldActionSnackbar();
  const params = useParams();
  const id = idParam(params.purchaseInvoiceId ?? params.invoiceReceivedId);
  const { ready, links, baseCurrency } = usePosoScope();
  const { user } = useSession();
  const [rejecting, setRejecting] = useState(false);
  const confirmations = usePosoConfirmations();
  const [paying, setPaying] = useState(false);
  const query = useQuery(InvoiceQuery, {
    variables: { id: id ?? 0 },
    skip: !ready || id === null,
    context: recordQueryContext,
  });
  const [acceptInvoice] = useMutation(AcceptMutation, { refetchQueries: 'active' });
  const [rejectInvoice] = useMutation(RejectMutation, { context: quiet, refetchQueries: 'active' });
  const invoice = query.data?.purchaseInvoice;
  usePageName(invoice?.invoiceNumber);
  // Which step Accept takes: the business acceptance, or the finance approval. Told from the
  // status it starts from, since a held step answers with the invoice as it was.
  const financeStep = invoice?.status === 'WAITING_FOR_FINANCE_APPROVAL';
  const accept = useAction({
    // Each step (the vendor's invoice accepted, then the finance approval) is its own action.
    scope: `accept-invoice:${id}:${invoice?.status}`,
    run: (_: void, idempotencyKey) =>
      acceptInvoice({
        variables: { id: invoice!.id, fromStatus: invoice!.status, idempotencyKey },
      }),
    onSuccess: (result) =>
      heldSnackbar(
        result.data?.acceptPurchaseInvoice.heldAction,
        financeStep ? 'invoiceFinanceApproved' : 'invoiceAccepted',
      ),
  });
  const backTo = mode === 'approval' ? links.financeApprovals : links.purchaseInvoices;

  if (!invoice) return <DocumentFallback id={id} query={query} backTo={backTo} />;

  return (
    <>
      <ScreenHeader
        title={intl.formatMessage(mode === 'approval' ? approvalTitleMessage : titleMessage, {
          number: invoice.invoiceNumber,
        })}
        status={
          <StatusBadge
            kind="invoice"
            status={invoice.status}
            pendingAmount={invoice.pendingAmount}
          />
        }
        backTo={backTo}
        secondaryActions={
          <>
            {invoice.isRejectAllowed && (
              <Button
                variant="outline"
                colorPalette="red"
                onClick={() => setRejecting(true)}
                disabled={accept.pending}
                data-testid="reject-invoice"
              >
                <LuX />
                {intl.formatMessage(actionLabels.reject)}
              </Button>
            )}
            {invoice.isPaymentAllowed && (
              <Button variant="outline" onClick={() => setPaying(true)} data-testid="pay-invoice">
                <LuWallet />
                {intl.formatMessage(actionLabels.pay)}
              </Button>
            )}
          </>
        }
        actions={
          invoice.isAcceptAllowed && (
            <ActionButton
              action={accept}
              testId="accept-invoice"
              confirm={(financeStep ? confirmations.financeApprove : confirmations.acceptInvoice)({
                number: invoice.invoiceNumber,
                amount: invoice.total,
                currency: invoice.currency,
                party: invoice.vendor.name,
              })}
            >
              <LuCheck />
              {intl.formatMessage(actionLabels.accept)}
            </ActionButton>
          )
        }
      />
      <Stack gap="4">
        <HeldActionNotice held={invoice.heldAction} currency={invoice.currency} />
        <InvoiceProgress
          status={invoice.status}
          pendingAmount={invoice.pendingAmount}
          currency={invoice.currency}
          acceptedByMe={user !== null && invoice.acceptedByUserId === user.id}
          mayAccept={invoice.isAcceptAllowed}
        />
        <InvoiceDocument
          side="customer"
          invoice={invoice}
          baseCurrency={baseCurrency}
          payments={
            <Section
              title={intl.formatMessage(fieldLabels.payments)}
              testId="invoice-payments-section"
            >
              <InvoicePayments
                payments={query.data?.paymentsMade.items ?? []}
                currency={invoice.currency}
              />
            </Section>
          }
        />
      </Stack>
      <RejectRemarksDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        scope={`reject-invoice:${invoice.id}`}
        run={(remarks, idempotencyKey) =>
          rejectInvoice({
            variables: { id: invoice.id, remarks, fromStatus: invoice.status, idempotencyKey },
          })
        }
        onSuccess={() => {
          alert('invoiceRejected');
          // Spec section 2: the Reject Remarks dialog ends on the invoice approve page.
          void navigate(links.financeApprovals);
        }}
      />
      <PayInvoiceDialog invoice={invoice} open={paying} onClose={() => setPaying(false)} />
    </>
  );
}

/** view-purchase-invoice/:purchaseInvoiceId and view-received-invoice/:invoiceReceivedId. */
export default function ViewPurchaseInvoice() {
  return <PurchaseInvoicePage mode="view" />;
}

/** view-invoice-approval/:invoiceReceivedId: the finance approval of a purchase invoice. */
export function InvoiceApproval() {
  return <PurchaseInvoicePage mode="approval" />;
}
