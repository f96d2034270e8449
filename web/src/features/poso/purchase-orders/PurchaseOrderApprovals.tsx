import { Button } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';
import { LuShieldCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../../gql';
import { PagedTable } from '../../../ui/lists/PagedTable';
import { usePagedList } from '../../../ui/lists/usePagedList';
import { actionLabels, titles } from '../shared/labels';
import { usePosoScope } from '../shared/usePosoScope';
import { orderColumns, orderSortFields } from './orderColumns';
import { ListScreen } from '../shared/ListScreen';

const QueueQuery = graphql(`
  query PurchaseOrderApprovals_Queue($page: Int!, $size: Int!, $sort: PurchaseOrderSort) {
    purchaseOrdersAwaitingMyApproval(page: $page, size: $size, sort: $sort) {
      totalCount
      items {
        id
        poNumber
        ...OrderColumns_PurchaseOrder
      }
    }
  }
`);

const messages = defineMessages({
  subtitle: {
    id: 'poso.purchaseOrders.approvals.subtitle',
    defaultMessage: 'Purchase orders sent to you; approving one sends it to the vendor',
  },
  empty: {
    id: 'poso.purchaseOrders.approvals.empty',
    defaultMessage: 'Nothing is waiting for your approval.',
  },
});

/** po/approve and approve-po: purchase orders waiting for the signed-in approver. */
export default function PurchaseOrderApprovals() {
  const intl = useIntl();
  const { ready, links } = usePosoScope();
  const list = usePagedList(QueueQuery, {
    pick: (data) => data.purchaseOrdersAwaitingMyApproval,
    sortFields: orderSortFields.customer,
    skip: !ready,
  });
  return (
    <ListScreen
      title={titles.poApprovals}
      subtitle={messages.subtitle}
      tabs={{ group: 'purchaseOrders', current: links.poApprovals }}
    >
      <PagedTable
        label={titles.poApprovals}
        columns={orderColumns.customer}
        {...list.table}
        empty={messages.empty}
        rowHref={(po) => links.approvePurchaseOrder(po.id)}
        testId="po-approvals"
        actions={(po) => (
          <Button asChild size="xs" variant="outline" data-testid={`review-po-${po.poNumber}`}>
            <RouterLink to={links.approvePurchaseOrder(po.id)}>
              <LuShieldCheck />
              {intl.formatMessage(actionLabels.review)}
            </RouterLink>
          </Button>
        )}
      />
    </ListScreen>
  );
}
