import { Alert, Button } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuCheck, LuX } from 'react-icons/lu';
import { usePosoAlert } from '../../shared/alerts';
import { RejectRemarksDialog } from '../../shared/RejectRemarksDialog';
import { ScreenHeader } from '../../shared/ScreenHeader';
import { StatusBadge } from '../../shared/StatusBadge';
import { DocumentLoadFailure } from '../DocumentLoadFailure';
import { PageSkeleton } from '../FormSkeleton';
import { actions, titles } from '../messages';
import { PoDocument } from '../orders/PoDocument';
import { quiet, reloadOnConflict, useDocumentAction } from '../useDocumentAction';
import { useIdParam, usePurchasesScope } from '../usePurchasesScope';
import {
  ApprovePoApproveMutation,
  ApprovePoPurchaseOrderQuery,
  ApprovePoRejectMutation,
} from './approvals.operations';

const messages = defineMessages({
  notYours: {
    id: 'purchases.approvePo.notYours',
    defaultMessage: 'This purchase order is not waiting for your approval.',
  },
  sentToVendor: {
    id: 'purchases.approvePo.sentToVendor',
    defaultMessage: 'Approved: the order is with {vendor} now.',
  },
});
const approveTitle: MessageDescriptor = titles.approvePo;
const sentMessage: MessageDescriptor = messages.sentToVendor;

/** approve-po/:id: the named approver approves (the PO goes to the vendor) or rejects it. */
export default function ApprovePo() {
  const intl = useIntl();
  const alert = usePosoAlert();
  const id = useIdParam('id');
  const { ready, paths, baseCurrency } = usePurchasesScope();
  const [rejecting, setRejecting] = useState(false);
  const query = useQuery(ApprovePoPurchaseOrderQuery, {
    variables: { id: id ?? 0 },
    skip: !ready || id === null,
  });
  const reload = () => void query.refetch();
  const options = { context: quiet, refetchQueries: 'active' as const };
  const [approveMutation] = useMutation(ApprovePoApproveMutation, options);
  const [rejectMutation] = useMutation(ApprovePoRejectMutation, options);
  const po = query.data?.purchaseOrder;
  const approve = useDocumentAction({
    scope: `approve-po-${id}`,
    alert: 'poApproved',
    onConflict: reload,
    run: (idempotencyKey) =>
      approveMutation({
        variables: { id: po!.id, fromStatus: po!.status, idempotencyKey },
      }),
  });

  if (id === null || (query.error && !po)) {
    return (
      <DocumentLoadFailure
        error={id === null ? null : query.error}
        onRetry={reload}
        backTo={paths.poApprovals}
      />
    );
  }
  if (!po) return <PageSkeleton />;
  const waiting = po.isAcceptAllowed || po.isRejectAllowed;

  return (
    <>
      <ScreenHeader
        title={intl.formatMessage(approveTitle, { number: po.poNumber })}
        status={<StatusBadge kind="po" status={po.status} />}
        backTo={paths.poApprovals}
        secondaryActions={
          po.isRejectAllowed && (
            <Button
              variant="outline"
              colorPalette="red"
              onClick={() => setRejecting(true)}
              disabled={approve.pending}
              data-testid="reject-po"
            >
              <LuX />
              {intl.formatMessage(actions.reject)}
            </Button>
          )
        }
        actions={
          po.isAcceptAllowed && (
            <Button
              onClick={() => void approve.trigger()}
              loading={approve.pending}
              data-testid="approve-po"
            >
              <LuCheck />
              {intl.formatMessage(actions.approve)}
            </Button>
          )
        }
      />
      {!waiting && (
        <Alert.Root status="info" mb="4" data-testid="approve-po-info">
          <Alert.Indicator />
          <Alert.Title>
            {po.status === 'SENT_TO_VENDOR'
              ? intl.formatMessage(sentMessage, { vendor: po.vendor.name })
              : intl.formatMessage(messages.notYours)}
          </Alert.Title>
        </Alert.Root>
      )}
      <PoDocument po={po} baseCurrency={baseCurrency} />
      <RejectRemarksDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        scope={`reject-po-${po.id}`}
        onConfirm={async (remarks, { idempotencyKey }) => {
          await rejectMutation({
            variables: { id: po.id, remarks, fromStatus: po.status, idempotencyKey },
          }).catch((error: unknown) => reloadOnConflict(error, reload));
          alert('poRejected');
        }}
      />
    </>
  );
}
