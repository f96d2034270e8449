import { Button } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LuPencil, LuSend, LuShieldCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { ScreenHeader } from '../../shared/ScreenHeader';
import { StatusBadge } from '../../shared/StatusBadge';
import { DocumentLoadFailure } from '../DocumentLoadFailure';
import { PageSkeleton } from '../FormSkeleton';
import { actions, titles } from '../messages';
import { useIdParam, usePurchasesScope } from '../usePurchasesScope';
import { ViewPoPurchaseOrderQuery } from './orders.operations';
import { PoDocument } from './PoDocument';
import { SendForApprovalDialog } from './SendForApprovalDialog';

const viewTitle: MessageDescriptor = titles.viewPo;

/** view-po/:poId: the customer's purchase order with the actions its flags allow. */
export default function ViewPo() {
  const intl = useIntl();
  const id = useIdParam('poId');
  const { ready, paths, baseCurrency } = usePurchasesScope();
  const [sending, setSending] = useState(false);
  const query = useQuery(ViewPoPurchaseOrderQuery, {
    variables: { id: id ?? 0 },
    skip: !ready || id === null,
  });
  const po = query.data?.purchaseOrder;

  if (id === null || (query.error && !po)) {
    return (
      <DocumentLoadFailure
        error={id === null ? null : query.error}
        onRetry={() => void query.refetch()}
        backTo={paths.poList}
      />
    );
  }
  if (!po) return <PageSkeleton />;

  return (
    <>
      <ScreenHeader
        title={intl.formatMessage(viewTitle, { number: po.poNumber })}
        status={<StatusBadge kind="po" status={po.status} />}
        backTo={paths.poList}
        secondaryActions={
          <>
            {po.isEditAllowed && (
              <Button asChild variant="outline" data-testid="edit-po">
                <RouterLink to={paths.editPo(po.id)}>
                  <LuPencil />
                  {intl.formatMessage(actions.edit)}
                </RouterLink>
              </Button>
            )}
            {(po.isAcceptAllowed || po.isRejectAllowed) && (
              <Button asChild variant="outline" data-testid="review-po">
                <RouterLink to={paths.approvePo(po.id)}>
                  <LuShieldCheck />
                  {intl.formatMessage(actions.approve)}
                </RouterLink>
              </Button>
            )}
          </>
        }
        actions={
          po.isSendAllowed && (
            <Button onClick={() => setSending(true)} data-testid="send-po">
              <LuSend />
              {intl.formatMessage(actions.sendForApproval)}
            </Button>
          )
        }
      />
      <PoDocument
        po={po}
        baseCurrency={baseCurrency}
        onAttached={po.isEditAllowed ? () => void query.refetch() : undefined}
      />
      <SendForApprovalDialog
        po={po}
        open={sending}
        onClose={() => setSending(false)}
        onReload={() => void query.refetch()}
      />
    </>
  );
}
