import { Button, HStack } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { titles } from './labels';
import type { PosoLinks } from './links';

type Tab = { label: MessageDescriptor; to: string; testId: string };

/** The customer's lists of one document side by side, for queues the sidebar does not name. */
function tabsOf(links: PosoLinks): Record<'purchaseOrders' | 'purchaseInvoices', Tab[]> {
  return {
    purchaseOrders: [
      { label: titles.purchaseOrders, to: links.purchaseOrders, testId: 'tab-po-list' },
      { label: titles.poApprovals, to: links.poApprovals, testId: 'tab-po-approvals' },
    ],
    purchaseInvoices: [
      { label: titles.purchaseInvoices, to: links.purchaseInvoices, testId: 'tab-invoices' },
      { label: titles.financeApprovals, to: links.financeApprovals, testId: 'tab-finance' },
      { label: titles.payable, to: links.payable, testId: 'tab-payable' },
      { label: titles.pendingPayments, to: links.pendingPayments, testId: 'tab-pending' },
    ],
  };
}

/**
 * Tabs over the lists of one document (the approval queues and payment tables are one click
 * away). `current` marks the tab when the route is an alias of it (po, tables/list-po...).
 */
export function ListTabs({
  group,
  links,
  current,
}: {
  group: 'purchaseOrders' | 'purchaseInvoices';
  links: PosoLinks;
  current: string;
}) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const active = current || pathname;
  return (
    // On a phone the tabs wrap onto a second line: each is named in full, none is off screen.
    <HStack
      as="nav"
      aria-label={intl.formatMessage(titles[group])}
      gap="1"
      flexWrap="wrap"
      borderBottomWidth="1px"
      pb="2"
    >
      {tabsOf(links)[group].map((tab) => {
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
