import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { LuPencil, LuPlus, LuSend } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { getFragmentData, graphql } from '../../../gql';
import type { PurchaseOrderList_PurchaseOrderFragment } from '../../../gql/graphql';
import { oneOf, positiveId, searchText } from '../../../ui/lists/list-params';
import { PagedTable } from '../../../ui/lists/PagedTable';
import { usePagedList } from '../../../ui/lists/usePagedList';
import { actionLabels, filterLabels, titles } from '../shared/labels';
import { allStatuses } from '../shared/status';
import { usePosoScope } from '../shared/usePosoScope';
import { orderColumns, orderSortFields } from './orderColumns';
import { SendForApprovalDialog } from './SendForApprovalDialog';
import { ListScreen } from '../shared/ListScreen';
import { DocumentFilters } from '../shared/DocumentFilters';

const PurchaseOrderListPurchaseOrder = graphql(`
  fragment PurchaseOrderList_PurchaseOrder on PurchaseOrder {
    id
    poNumber
    isEditAllowed
    isSendAllowed
    ...OrderColumns_PurchaseOrder
    ...SendForApprovalDialog_PurchaseOrder
  }
`);

const OrdersQuery = graphql(`
  query PurchaseOrderList_Orders(
    $page: Int!
    $size: Int!
    $filter: PurchaseOrderFilter
    $sort: PurchaseOrderSort
  ) {
    purchaseOrders(page: $page, size: $size, filter: $filter, sort: $sort) {
      totalCount
      items {
        ...PurchaseOrderList_PurchaseOrder
      }
    }
  }
`);

const messages = defineMessages({
  subtitle: {
    id: 'poso.purchaseOrders.list.subtitle',
    defaultMessage: 'Orders your company placed with its vendors',
  },
  empty: {
    id: 'poso.purchaseOrders.list.empty',
    defaultMessage: 'No purchase orders yet. Create one with New purchase order.',
  },
  noMatch: {
    id: 'poso.purchaseOrders.list.noMatch',
    defaultMessage: 'No purchase orders match the filters.',
  },
});

const filters = {
  status: oneOf(allStatuses.po),
  vendor: positiveId,
  number: searchText(),
};

/** po, po/list and tables/list-po: the customer's purchase orders with filters. */
export default function PurchaseOrderList() {
  const intl = useIntl();
  const { ready, links } = usePosoScope();
  const [sending, setSending] = useState<PurchaseOrderList_PurchaseOrderFragment | null>(null);
  const list = usePagedList(OrdersQuery, {
    pick: (data) => ({
      ...data.purchaseOrders,
      items: getFragmentData(PurchaseOrderListPurchaseOrder, data.purchaseOrders.items),
    }),
    filters,
    variables: ({ status, vendor, number }) => ({
      filter: { status, vendorId: vendor, poNumber: number },
    }),
    sortFields: orderSortFields.customer,
    skip: !ready,
  });

  return (
    <ListScreen
      title={titles.purchaseOrders}
      subtitle={messages.subtitle}
      tabs={{ group: 'purchaseOrders', current: links.purchaseOrders }}
      actions={
        <Button asChild data-testid="new-po">
          <RouterLink to={links.addPurchaseOrder}>
            <LuPlus />
            {intl.formatMessage(actionLabels.newPo)}
          </RouterLink>
        </Button>
      }
    >
      <DocumentFilters
        filters={list.filters}
        kind="po"
        statuses={allStatuses.po}
        numberLabel={filterLabels.searchPoNumber}
        vendors
      />
      <PagedTable
        label={titles.purchaseOrders}
        columns={orderColumns.customer}
        {...list.table}
        empty={list.filters.active ? messages.noMatch : messages.empty}
        rowHref={(po) => links.purchaseOrder(po.id)}
        testId="po-list"
        actions={(po) => (
          <>
            {po.isEditAllowed && (
              <Button asChild size="xs" variant="ghost" data-testid={`edit-po-${po.poNumber}`}>
                <RouterLink to={links.editPurchaseOrder(po.id)}>
                  <LuPencil />
                  {intl.formatMessage(actionLabels.edit)}
                </RouterLink>
              </Button>
            )}
            {po.isSendAllowed && (
              <Button
                size="xs"
                variant="outline"
                onClick={() => setSending(po)}
                data-testid={`send-po-${po.poNumber}`}
              >
                <LuSend />
                {intl.formatMessage(actionLabels.sendForApproval)}
              </Button>
            )}
          </>
        )}
      />
      {sending && <SendForApprovalDialog po={sending} open onClose={() => setSending(null)} />}
    </ListScreen>
  );
}
