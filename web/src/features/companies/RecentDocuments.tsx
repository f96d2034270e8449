import { Box, Card, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { StatusChip, type StatusLook } from '../../ui/display/StatusChip';
import { formatMoney } from '../i18n/amount-format';
import { formatDate } from '../i18n/format';
import { posoLinks } from '../poso/shared/links';
import { invoiceStatusLook, statusLook } from '../poso/shared/status';
import { recoLinks } from '../reco/shared/links';
import { stateLook } from '../reco/shared/labels';
import { useSession } from '../session/useSession';
import type { CompanyHome_RecentQuery } from '../../gql/graphql';
import { CompanyHomeRecentQuery } from './companies.operations';

const messages = defineMessages({
  title: { id: 'home.recent', defaultMessage: 'Recent documents' },
  order: {
    id: 'home.recent.order',
    defaultMessage: 'Latest first by document date; reconciliations by their last change',
  },
  none: { id: 'home.recent.none', defaultMessage: 'No documents yet' },
  purchaseOrder: { id: 'home.recent.purchaseOrder', defaultMessage: 'Purchase order' },
  receivedOrder: { id: 'home.recent.receivedOrder', defaultMessage: 'Received order' },
  salesInvoice: { id: 'home.recent.salesInvoice', defaultMessage: 'Sales invoice' },
  purchaseInvoice: { id: 'home.recent.purchaseInvoice', defaultMessage: 'Purchase invoice' },
  paymentMade: { id: 'home.recent.paymentMade', defaultMessage: 'Payment made' },
  paymentReceived: { id: 'home.recent.paymentReceived', defaultMessage: 'Payment received' },
  reconciliation: { id: 'home.recent.reconciliation', defaultMessage: 'Reconciliation' },
});

/** Rows of each kind asked for, latest by document date; the merged list shows the latest. */
const PER_KIND = 5;
const SHOWN = 8;
/**
 * The newest rows, kinds taking turns: the newest of each kind first, then the second of
 * each, until SHOWN are chosen; shown newest first. So one busy kind (a morning of reco runs,
 * a day of invoices) never hides another that has rows.
 */
function newestMixed(rows: Row[]): Row[] {
  const byDate = [...rows].sort((a, b) => b.date.localeCompare(a.date)); // ISO days sort as text
  const byKind = new Map<MessageDescriptor, Row[]>();
  for (const row of byDate) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row]);
  const shown = new Set<Row>();
  for (let turn = 0; shown.size < SHOWN && shown.size < byDate.length; turn += 1)
    for (const kindRows of byKind.values()) {
      const row = kindRows[turn];
      if (row && shown.size < SHOWN) shown.add(row);
    }
  return byDate.filter((row) => shown.has(row));
}

/** The other company: a customer's documents name their vendor, a vendor's their customer. */
type Party = { vendor: { name: string } } | { customer: { name: string } };
const partyOf = (doc: Party) => ('vendor' in doc ? doc.vendor.name : doc.customer.name);

/** A document of the query's `list`, on either side. */
type ItemOf<List extends keyof CompanyHome_RecentQuery> = NonNullable<
  CompanyHome_RecentQuery[List]
>['items'][number];
type OrderItem = ItemOf<'purchaseOrders' | 'receivedPurchaseOrders'>;
type InvoiceItem = ItemOf<'salesInvoices' | 'purchaseInvoices'>;
type PaymentItem = ItemOf<'paymentsMade' | 'paymentsReceived'>;

type Row = {
  key: string;
  kind: MessageDescriptor;
  number: string;
  party: string;
  /** Already formatted; a reconciliation has none. */
  amount: string | null;
  look: StatusLook;
  status: string;
  /** `YYYY-MM-DD`: the document's date, a payment's date, a reconciliation's last change. */
  date: string;
  href: string;
};

/**
 * The newest purchase orders, invoices, payments and reconciliations of the company, as far as
 * the user's scopes read them, each a link to its page. Phones get one card per document.
 */
export function RecentDocuments({
  companyId,
  baseCurrency,
}: {
  companyId: number;
  baseCurrency: string | null;
}) {
  const intl = useIntl();
  const { permissions, companyId: sessionCompany } = useSession();
  const may = (scope: string) => permissions.includes(scope);
  const { data, loading } = useQuery(CompanyHomeRecentQuery, {
    variables: {
      size: PER_KIND,
      orders: may('po:read'),
      invoices: may('invoice:read'),
      payments: may('payment:read'),
      recos: may('reco:read'),
    },
    skip: sessionCompany !== companyId,
    // One kind that fails (a service down) leaves the others on screen.
    errorPolicy: 'all',
  });

  const poso = posoLinks(companyId);
  const reco = recoLinks(companyId);
  const money = (amount: string, rate: string) => formatMoney(amount, rate, baseCurrency);
  const orders = <T extends OrderItem>(
    items: readonly T[] | undefined,
    kind: MessageDescriptor,
    href: (po: T) => string,
  ): Row[] =>
    (items ?? []).map((po) => ({
      key: `${kind.id}-${po.id}`,
      kind,
      number: po.poNumber,
      party: partyOf(po),
      amount: money(po.amount, po.exchangeRate),
      look: statusLook('po', po.status),
      status: po.status,
      date: po.poDate,
      href: href(po),
    }));
  const invoices = <T extends InvoiceItem>(
    items: readonly T[] | undefined,
    kind: MessageDescriptor,
    href: (invoice: T) => string,
  ): Row[] =>
    (items ?? []).map((invoice) => ({
      key: `${kind.id}-${invoice.id}`,
      kind,
      number: invoice.invoiceNumber,
      party: partyOf(invoice),
      amount: money(invoice.total, invoice.exchangeRate),
      look: invoiceStatusLook(invoice.status, invoice.pendingAmount),
      status: invoice.status,
      date: invoice.invoiceDate,
      href: href(invoice),
    }));
  const payments = <T extends PaymentItem>(
    items: readonly T[] | undefined,
    kind: MessageDescriptor,
    href: (payment: T) => string,
  ): Row[] =>
    (items ?? []).map((payment) => ({
      key: `${kind.id}-${payment.id}`,
      kind,
      number: payment.referenceNumber,
      party: partyOf(payment),
      amount: money(payment.amount, payment.exchangeRate),
      look: statusLook('payment', payment.status),
      status: payment.status,
      date: payment.date,
      href: href(payment),
    }));
  const rows: Row[] = [
    ...orders(data?.purchaseOrders?.items, messages.purchaseOrder, (po) =>
      poso.purchaseOrder(po.id),
    ),
    ...orders(data?.receivedPurchaseOrders?.items, messages.receivedOrder, (po) =>
      poso.receivedOrder(po.id),
    ),
    ...invoices(data?.salesInvoices?.items, messages.salesInvoice, (invoice) =>
      poso.salesInvoice(invoice.id),
    ),
    ...invoices(data?.purchaseInvoices?.items, messages.purchaseInvoice, (invoice) =>
      poso.purchaseInvoice(invoice.id),
    ),
    ...payments(data?.paymentsMade?.items, messages.paymentMade, (payment) =>
      poso.purchaseInvoice(payment.purchaseInvoiceId),
    ),
    ...payments(data?.paymentsReceived?.items, messages.paymentReceived, (payment) =>
      poso.salesInvoice(payment.salesInvoiceId),
    ),
    ...(data?.recos?.items ?? []).map((r) => ({
      key: `reco-${r.id}`,
      kind: messages.reconciliation,
      number: `#${r.id}`,
      party: r.partyName,
      amount: null,
      look: stateLook(r.state),
      status: r.state,
      date: r.updatedAt.slice(0, 10),
      href: r.currentIterationId ? reco.iteration(r.currentIterationId) : reco.history(r.id),
    })),
  ];
  const newest = newestMixed(rows);

  return (
    <Card.Root data-testid="home-recent">
      <Card.Header>
        <Heading size="md">{intl.formatMessage(messages.title)}</Heading>
        <Text textStyle="sm" color="fg.muted" data-testid="home-recent-order">
          {intl.formatMessage(messages.order)}
        </Text>
      </Card.Header>
      <Card.Body pt="2">
        {loading && rows.length === 0 ? (
          <Skeleton h="24" />
        ) : newest.length === 0 ? (
          <Text color="fg.muted">{intl.formatMessage(messages.none)}</Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none" ms="0">
            {newest.map((row) => (
              <Box
                as="li"
                key={row.key}
                py="2.5"
                borderTopWidth={{ base: '1px' }}
                _first={{ borderTopWidth: '0' }}
                display="grid"
                gridTemplateColumns={{ base: '1fr auto', md: '9rem 1fr 1fr 8rem 10rem 7rem' }}
                columnGap="3"
                rowGap="1"
                alignItems="center"
                data-testid="recent-document"
                data-date={row.date}
              >
                <Text
                  textStyle="xs"
                  color="fg.muted"
                  gridColumn={{ base: '1 / -1', md: 'auto' }}
                  order={{ base: 0, md: 0 }}
                >
                  {intl.formatMessage(row.kind)}
                </Text>
                <Link asChild fontWeight="medium" color="colorPalette.fg" truncate>
                  <RouterLink to={row.href} data-testid={`recent-${row.number}`}>
                    {row.number}
                  </RouterLink>
                </Link>
                <Text truncate textAlign={{ base: 'end', md: 'start' }}>
                  {row.party}
                </Text>
                <Text
                  textAlign={{ base: 'start', md: 'end' }}
                  fontVariantNumeric="tabular-nums"
                  data-testid="recent-amount"
                >
                  {row.amount ?? '—'}
                </Text>
                <HStack justify={{ base: 'end', md: 'start' }}>
                  <StatusChip look={row.look} value={row.status} />
                </HStack>
                <Text
                  textStyle="sm"
                  color="fg.muted"
                  gridColumn={{ base: '1 / -1', md: 'auto' }}
                  textAlign={{ md: 'end' }}
                >
                  {formatDate(row.date)}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
