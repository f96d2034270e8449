import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { LuWallet } from 'react-icons/lu';
import { graphql } from '../../../gql';
import type { AdvancesPaid_OpenOrdersQuery } from '../../../gql/graphql';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { Section } from '../../../ui/display/Section';
import { amountColumn, linkColumn, textColumn } from '../../../ui/lists/columns';
import { PagedTable, type Column } from '../../../ui/lists/PagedTable';
import { usePagedList } from '../../../ui/lists/usePagedList';
import { actionLabels, fieldLabels, titles } from '../shared/labels';
import { usePosoScope } from '../shared/usePosoScope';
import { AdvanceDialog } from './AdvanceDialog';
import { advanceColumns, advanceSortFields } from './advanceColumns';
import { remainingAdvance } from './advances';

const OpenOrdersQuery = graphql(`
  query AdvancesPaid_OpenOrders($page: Int!, $size: Int!) {
    purchaseOrders(page: $page, size: $size, filter: { status: RAISED }) {
      totalCount
      items {
        id
        poNumber
        amount
        advanceAmount
        currency
        exchangeRate
        isAdvanceAllowed
        vendor {
          id
          name
        }
        ...AdvanceDialog_PurchaseOrder
      }
    }
  }
`);

const AdvancesQuery = graphql(`
  query AdvancesPaid_Advances($page: Int!, $size: Int!, $sort: AdvancePaidSort) {
    advancesPaid(page: $page, size: $size, sort: $sort) {
      totalCount
      items {
        id
        purchaseOrderId
        ...AdvanceColumns_AdvancePaid
      }
    }
  }
`);

type OpenOrder = AdvancesPaid_OpenOrdersQuery['purchaseOrders']['items'][number];

const messages = defineMessages({
  subtitle: {
    id: 'poso.advances.paid.subtitle',
    defaultMessage: 'Payments made to vendors ahead of their invoices, against raised orders',
  },
  openOrders: { id: 'poso.advances.paid.openOrders', defaultMessage: 'Raised purchase orders' },
  noOrders: {
    id: 'poso.advances.paid.noOrders',
    defaultMessage: 'No raised purchase order to pay an advance on.',
  },
  empty: { id: 'poso.advances.paid.empty', defaultMessage: 'No advances paid yet.' },
});

function openOrderColumns(): Column<OpenOrder>[] {
  const converted = (value: (po: OpenOrder) => string) => (po: OpenOrder) => ({
    value: value(po),
    exchangeRate: po.exchangeRate,
    currency: po.currency,
  });
  return [
    linkColumn(fieldLabels.poNumber, (po) => po.poNumber),
    textColumn('vendor', fieldLabels.vendor, (po) => po.vendor.name),
    amountColumn(
      'total',
      fieldLabels.amount,
      converted((po) => po.amount),
    ),
    amountColumn(
      'advanced',
      fieldLabels.advancePaid,
      converted((po) => po.advanceAmount),
    ),
    amountColumn(
      'pending',
      fieldLabels.leftToAdvance,
      converted((po) => remainingAdvance(po.amount, po.advanceAmount).toFixed(2)),
    ),
  ];
}

/** purchase/po/advance: raised orders with Pay advance, and the advances paid so far. */
export default function AdvancesPaid() {
  const intl = useIntl();
  const { ready, links } = usePosoScope();
  const [paying, setPaying] = useState<OpenOrder | null>(null);
  const orders = usePagedList(OpenOrdersQuery, {
    pick: (data) => data.purchaseOrders,
    prefix: 'orders',
    skip: !ready,
  });
  const advances = usePagedList(AdvancesQuery, {
    pick: (data) => data.advancesPaid,
    sortFields: advanceSortFields.customer,
    skip: !ready,
  });
  return (
    <Stack gap="6">
      <ScreenHeader
        title={intl.formatMessage(titles.advancesPaid)}
        subtitle={intl.formatMessage(messages.subtitle)}
      />
      <Section title={intl.formatMessage(messages.openOrders)}>
        <PagedTable
          label={messages.openOrders}
          columns={openOrderColumns()}
          {...orders.table}
          empty={messages.noOrders}
          rowHref={(po) => links.purchaseOrder(po.id)}
          testId="advance-orders"
          actions={(po) =>
            po.isAdvanceAllowed && (
              <Button
                size="xs"
                variant="outline"
                onClick={() => setPaying(po)}
                data-testid={`pay-advance-${po.poNumber}`}
              >
                <LuWallet />
                {intl.formatMessage(actionLabels.payAdvance)}
              </Button>
            )
          }
        />
      </Section>
      <Section title={intl.formatMessage(titles.advancesPaid)}>
        <PagedTable
          label={titles.advancesPaid}
          columns={advanceColumns.customer}
          {...advances.table}
          empty={messages.empty}
          rowHref={(advance) => links.purchaseOrder(advance.purchaseOrderId)}
          testId="advances-paid"
        />
      </Section>
      {paying && <AdvanceDialog order={paying} open onClose={() => setPaying(null)} />}
    </Stack>
  );
}
