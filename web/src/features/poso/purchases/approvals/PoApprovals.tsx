import { Button } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';
import { LuShieldCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { PagedTable } from '../../shared/PagedTable';
import { titles } from '../messages';
import { poColumns } from '../orders/PoList';
import { ListScreen } from '../ListScreen';
import { usePagedList } from '../usePagedList';
import { usePurchasesScope } from '../usePurchasesScope';
import { PoApprovalsQueueQuery } from './approvals.operations';

const messages = defineMessages({
  subtitle: {
    id: 'purchases.approvals.subtitle',
    defaultMessage: 'Purchase orders sent to you; approving one sends it to the vendor',
  },
  empty: {
    id: 'purchases.approvals.empty',
    defaultMessage: 'Nothing is waiting for your approval.',
  },
  review: { id: 'purchases.approvals.review', defaultMessage: 'Review' },
});

/** po/approve and approve-po: purchase orders waiting for the signed-in approver. */
export default function PoApprovals() {
  const intl = useIntl();
  const { paths } = usePurchasesScope();
  const table = usePagedList(
    PoApprovalsQueueQuery,
    (data) => data.purchaseOrdersAwaitingMyApproval,
    {},
  );
  return (
    <ListScreen
      title={titles.poApprovals}
      subtitle={messages.subtitle}
      tabs={{ group: 'orders', paths, current: paths.poApprovals }}
    >
      <PagedTable
        label={titles.poApprovals}
        columns={poColumns()}
        {...table}
        empty={messages.empty}
        rowHref={(po) => paths.approvePo(po.id)}
        testId="po-approvals"
        actions={(po) => (
          <Button asChild size="xs" variant="outline" data-testid={`review-po-${po.poNumber}`}>
            <RouterLink to={paths.approvePo(po.id)}>
              <LuShieldCheck />
              {intl.formatMessage(messages.review)}
            </RouterLink>
          </Button>
        )}
      />
    </ListScreen>
  );
}
