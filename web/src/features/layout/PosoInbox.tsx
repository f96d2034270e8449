import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { NavLink } from 'react-router';
import { graphql } from '../../gql';
import type { NotificationKind } from '../../gql/graphql';
import { useSession } from '../session/useSession';
import { useNotificationArrivals } from './notification-arrivals';
import { formatCount } from '../i18n/format';

// Counts of the work waiting for the signed-in user, each from the same query its page lists
// (size 1, totalCount only). A count the user's scopes do not open is left out.
const InboxQuery = graphql(`
  query PosoInbox_Counts(
    $received: Boolean!
    $approvals: Boolean!
    $invoices: Boolean!
    $finance: Boolean!
    $payments: Boolean!
  ) {
    received: receivedPurchaseOrders(page: 1, size: 1, filter: { status: SENT_TO_VENDOR })
      @include(if: $received) {
      totalCount
    }
    approvals: purchaseOrdersAwaitingMyApproval(page: 1, size: 1) @include(if: $approvals) {
      totalCount
    }
    invoices: purchaseInvoices(page: 1, size: 1, filter: { status: SENT }) @include(if: $invoices) {
      totalCount
    }
    finance: purchaseInvoicesAwaitingFinanceApproval(page: 1, size: 1) @include(if: $finance) {
      totalCount
    }
    payments: paymentsReceived(page: 1, size: 1, filter: { status: CLAIMED })
      @include(if: $payments) {
      totalCount
    }
  }
`);

const messages = defineMessages({
  title: { id: 'nav.inbox', defaultMessage: 'Waiting for you' },
  received: { id: 'nav.inbox.received', defaultMessage: 'Orders to accept' },
  approvals: { id: 'nav.inbox.approvals', defaultMessage: 'Orders to approve' },
  invoices: { id: 'nav.inbox.invoices', defaultMessage: 'Invoices to accept' },
  finance: { id: 'nav.inbox.finance', defaultMessage: 'Finance approvals' },
  payments: { id: 'nav.inbox.payments', defaultMessage: 'Payments to confirm' },
  count: { id: 'nav.inbox.count', defaultMessage: '{count} waiting' },
});
// Messages with values are formatted through the untyped descriptor, as elsewhere in the app.
const countMessage: MessageDescriptor = messages.count;

type Entry = {
  key: 'received' | 'approvals' | 'invoices' | 'finance' | 'payments';
  label: MessageDescriptor;
  path: string;
  scopes: readonly string[];
};

const entries: readonly Entry[] = [
  {
    key: 'received',
    label: messages.received,
    path: 'poso/po/received?status=SENT_TO_VENDOR',
    scopes: ['po:write', 'po:approve'],
  },
  { key: 'approvals', label: messages.approvals, path: 'poso/approve-po', scopes: ['po:approve'] },
  {
    key: 'invoices',
    label: messages.invoices,
    path: 'poso/invoice/received?status=SENT',
    scopes: ['invoice:write', 'invoice:approve'],
  },
  {
    key: 'finance',
    label: messages.finance,
    path: 'poso/invoice/approve',
    scopes: ['invoice:approve'],
  },
  {
    key: 'payments',
    label: messages.payments,
    path: 'poso/payments/received?status=CLAIMED',
    scopes: ['payment:write'],
  },
];

/**
 * Another person's decision changes a count too. What arrives for this user (an order or an
 * invoice received, an approval asked, a payment claimed) comes with a live notification, so
 * the counts are read again at once; a poll catches what no notification tells (a colleague
 * deciding first).
 */
const POLL_MS = 20_000;
const posoNotifications: readonly NotificationKind[] = [
  'POSO_RECEIVED',
  'POSO_APPROVAL_REQUESTED',
  'POSO_STATUS_CHANGED',
];

/** The sidebar's inboxes: what waits for this user's decision, with counts. */
export function PosoInbox({
  companyId,
  active,
  onNavigate,
}: {
  companyId: number;
  active: string | null;
  onNavigate: () => void;
}) {
  const intl = useIntl();
  const { permissions, companyId: sessionCompany } = useSession();
  const shown = entries.filter((entry) => entry.scopes.some((s) => permissions.includes(s)));
  const opens = (key: Entry['key']) => shown.some((entry) => entry.key === key);
  const { data, refetch } = useQuery(InboxQuery, {
    variables: {
      received: opens('received'),
      approvals: opens('approvals'),
      invoices: opens('invoices'),
      finance: opens('finance'),
      payments: opens('payments'),
    },
    skip: sessionCompany !== companyId || shown.length === 0,
    pollInterval: POLL_MS,
    errorPolicy: 'all',
  });
  useNotificationArrivals(posoNotifications, () => {
    if (sessionCompany === companyId && shown.length > 0) void refetch();
  });
  if (shown.length === 0) return null;

  return (
    <Box data-testid="inbox">
      <Text textStyle="xs" fontWeight="semibold" color="fg.muted" mb="2" px="3">
        {intl.formatMessage(messages.title)}
      </Text>
      <Stack gap="1">
        {shown.map((entry) => {
          const count = data?.[entry.key]?.totalCount;
          const current = active === entry.path.replace(/\?.*$/, '');
          return (
            <NavLink
              key={entry.key}
              to={`/dashboard/default/${companyId}/${entry.path}`}
              onClick={onNavigate}
              style={{ display: 'block' }}
              data-testid={`inbox-${entry.key}`}
              data-count={count}
            >
              <Button
                as="span"
                variant={current ? 'subtle' : 'ghost'}
                justifyContent="space-between"
                width="full"
                size="sm"
                fontWeight={current ? 'semibold' : 'normal'}
              >
                {intl.formatMessage(entry.label)}
                {count !== undefined && count > 0 && (
                  <Badge
                    colorPalette="blue"
                    variant="solid"
                    aria-label={intl.formatMessage(countMessage, { count })}
                    data-testid={`inbox-${entry.key}-count`}
                  >
                    {formatCount(count)}
                  </Badge>
                )}
              </Button>
            </NavLink>
          );
        })}
      </Stack>
    </Box>
  );
}
