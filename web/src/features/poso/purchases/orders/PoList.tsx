import { Button } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { LuPencil, LuPlus, LuSend } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { PurchaseOrderStatus, PurchasesPoRowFragment } from '../../../../gql/graphql';
import { formatDate } from '../../../i18n/format';
import { fieldLabels } from '../../shared/labels';
import { PagedTable, type Column } from '../../shared/PagedTable';
import { StatusBadge } from '../../shared/StatusBadge';
import { amountColumn, NumberCell } from '../cells';
import { filterVariables, hasFilters } from '../../shared/list-filters';
import { ListFilterBar } from '../ListFilterBar';
import { actions, purchasesLabels, titles } from '../messages';
import { ListScreen } from '../ListScreen';
import { useListFilters } from '../../shared/useListFilters';
import { usePagedList } from '../usePagedList';
import { usePurchasesScope } from '../usePurchasesScope';
import { PoListFiltersQuery, PoListPurchaseOrdersQuery } from './orders.operations';
import { SendForApprovalDialog } from './SendForApprovalDialog';

const messages = defineMessages({
  empty: {
    id: 'purchases.poList.empty',
    defaultMessage: 'No purchase orders yet. Create one with New purchase order.',
  },
  noMatch: {
    id: 'purchases.poList.noMatch',
    defaultMessage: 'No purchase orders match the filters.',
  },
  subtitle: {
    id: 'purchases.poList.subtitle',
    defaultMessage: 'Orders your company placed with its vendors',
  },
});

const poStatuses: PurchaseOrderStatus[] = [
  'DRAFT',
  'WAITING_FOR_APPROVAL',
  'APPROVER_REJECTED',
  'SENT_TO_VENDOR',
  'RAISED',
  'VENDOR_REJECTED',
];

/** The PO number cell carries the row's test id: `row-<number>`. */
export function poColumns(): Column<PurchasesPoRowFragment>[] {
  return [
    {
      id: 'number',
      header: fieldLabels.poNumber,
      cell: (po) => <NumberCell number={po.poNumber} />,
    },
    { id: 'date', header: fieldLabels.poDate, cell: (po) => formatDate(po.poDate) },
    { id: 'vendor', header: fieldLabels.vendor, cell: (po) => po.vendor.name },
    amountColumn('amount', fieldLabels.amount, (po) => po.amount, 'amount-total'),
    {
      id: 'status',
      header: fieldLabels.status,
      cell: (po) => <StatusBadge kind="po" status={po.status} />,
    },
  ];
}

/** po, po/list and tables/list-po: the customer's purchase orders with filters. */
export default function PoList() {
  const intl = useIntl();
  const { ready, paths } = usePurchasesScope();
  const { filters } = useListFilters();
  const [sending, setSending] = useState<PurchasesPoRowFragment | null>(null);
  const options = useQuery(PoListFiltersQuery, { skip: !ready });
  const table = usePagedList(PoListPurchaseOrdersQuery, (data) => data.purchaseOrders, {
    filter: filterVariables(filters, 'poNumber', poStatuses),
  });

  return (
    <ListScreen
      title={titles.purchaseOrders}
      subtitle={messages.subtitle}
      tabs={{ group: 'orders', paths, current: paths.poList }}
      actions={
        <Button asChild data-testid="new-po">
          <RouterLink to={paths.addPo}>
            <LuPlus />
            {intl.formatMessage(actions.newPo)}
          </RouterLink>
        </Button>
      }
    >
      <ListFilterBar
        kind="po"
        statuses={poStatuses}
        vendors={options.data?.companyConnections.map((connection) => connection.company)}
        numberLabel={purchasesLabels.searchPoNumber}
      />
      <PagedTable
        label={titles.purchaseOrders}
        columns={poColumns()}
        {...table}
        empty={hasFilters(filters) ? messages.noMatch : messages.empty}
        rowHref={(po) => paths.viewPo(po.id)}
        testId="po-list"
        actions={(po) => (
          <>
            {po.isEditAllowed && (
              <Button asChild size="xs" variant="ghost" data-testid={`edit-po-${po.poNumber}`}>
                <RouterLink to={paths.editPo(po.id)}>
                  <LuPencil />
                  {intl.formatMessage(actions.edit)}
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
                {intl.formatMessage(actions.sendForApproval)}
              </Button>
            )}
          </>
        )}
      />
      {sending && (
        <SendForApprovalDialog
          po={sending}
          open
          onClose={() => setSending(null)}
          onReload={table.onRetry}
        />
      )}
    </ListScreen>
  );
}
