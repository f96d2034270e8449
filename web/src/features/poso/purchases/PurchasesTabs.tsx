import { Button, HStack } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { titles } from './messages';
import type { PurchasesPaths } from './paths';

type Tab = { label: MessageDescriptor; to: string; testId: string };

function tabsOf(paths: PurchasesPaths): Record<'orders' | 'invoices', Tab[]> {
  return {
    orders: [
      { label: titles.purchaseOrders, to: paths.poList, testId: 'tab-po-list' },
      { label: titles.poApprovals, to: paths.poApprovals, testId: 'tab-po-approvals' },
    ],
    invoices: [
      { label: titles.invoices, to: paths.invoices, testId: 'tab-invoices' },
      { label: titles.financeApprovals, to: paths.financeApprovals, testId: 'tab-finance' },
      { label: titles.payable, to: paths.payable, testId: 'tab-payable' },
      { label: titles.pendingPayments, to: paths.pendingPayments, testId: 'tab-pending' },
    ],
  };
}

/**
 * The lists of one purchases area side by side (the sidebar names only the first), so the
 * approval queues and payment tables are one click away.
 */
export function PurchasesTabs({
  group,
  paths,
  current,
}: {
  group: 'orders' | 'invoices';
  paths: PurchasesPaths;
  /** The tab to mark when the route is an alias of it (po, tables/list-po...). */
  current?: string;
}) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const active = current ?? pathname;
  return (
    <HStack
      as="nav"
      aria-label={intl.formatMessage(titles[group === 'orders' ? 'purchaseOrders' : 'invoices'])}
      gap="1"
      mb="4"
      overflowX="auto"
      borderBottomWidth="1px"
      pb="2"
    >
      {tabsOf(paths)[group].map((tab) => {
        const selected = active === tab.to;
        return (
          <Button
            key={tab.to}
            asChild
            size="sm"
            variant={selected ? 'subtle' : 'ghost'}
            flexShrink={0}
            data-testid={tab.testId}
          >
            <RouterLink to={tab.to} aria-current={selected ? 'page' : undefined}>
              {intl.formatMessage(tab.label)}
            </RouterLink>
          </Button>
        );
      })}
    </HStack>
  );
}
