import { Badge, HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { getFragmentData, graphql } from '../../gql';
import type { FollowUps_ListQuery, FollowUpStatus } from '../../gql/graphql';
import { StatusChip } from '../../ui/display/StatusChip';
import { FilterBar } from '../../ui/lists/FilterBar';
import { oneOf, searchText } from '../../ui/lists/list-params';
import { PagedTable, type Column } from '../../ui/lists/PagedTable';
import { PhoneCardsContext } from '../../ui/lists/phone-cards';
import { SearchFilter } from '../../ui/lists/SearchFilter';
import { usePagedList } from '../../ui/lists/usePagedList';
import { formatCount, formatDate } from '../i18n/format';
import { useRecoScope } from '../reco/shared/useRecoScope';
import { followUpLabels, followUpLook } from './labels';
import { formatRunNeeds, HistoryNoteFields } from '../reco/history/history-notes';

const FollowUpsQuery = graphql(`
  query FollowUps_List(
    $page: Int!
    $size: Int!
    $status: FollowUpStatus
    $search: String
    $projectId: Int
  ) {
    followUps(page: $page, size: $size, status: $status, search: $search, projectId: $projectId) {
      totalCount
      page
      size
      counts {
        disputed
        confirmed
        received
        bounced
        opened
        reminded
        requested
      }
      items {
        id: recoId
        iterationId
        projectName
        partyName
        contactEmail
        periodFrom
        periodTo
        status
        requestedAt
        reminders
        lastRemindedAt
        openedAt
        receivedAt
        confirmedAt
        disputedAt
        disputeRemark
        bouncedAt
        bounceReason
        runWaiting
        runWaitingNote {
          ...HistoryNote_Note
        }
      }
    }
  }
`);

type Row = FollowUps_ListQuery['followUps']['items'][number];

type Message =
  | 'list'
  | 'empty'
  | 'party'
  | 'status'
  | 'asked'
  | 'answer'
  | 'search'
  | 'all'
  | 'requestedOn'
  | 'reminded'
  | 'opened'
  | 'received'
  | 'confirmed'
  | 'disputed'
  | 'bounced'
  | 'runWaiting'
  | 'mails'
  | 'open';
// Plain descriptors: several take values.
const messages: Record<Message, MessageDescriptor> = defineMessages({
  list: { id: 'comms.followUps.list', defaultMessage: 'Follow-ups' },
  empty: {
    id: 'comms.followUps.empty',
    defaultMessage: 'Nobody to follow up yet: parties show here once a mail is built for them.',
  },
  party: { id: 'comms.followUps.party', defaultMessage: 'Party' },
  status: { id: 'comms.followUps.status', defaultMessage: 'Where it stands' },
  asked: { id: 'comms.followUps.asked', defaultMessage: 'Asked' },
  answer: { id: 'comms.followUps.answer', defaultMessage: 'Answer' },
  search: { id: 'comms.followUps.search', defaultMessage: 'Party or address' },
  all: { id: 'comms.followUps.all', defaultMessage: 'All' },
  requestedOn: { id: 'comms.followUps.requestedOn', defaultMessage: 'Requested {date}' },
  reminded: {
    id: 'comms.followUps.remindedTimes',
    defaultMessage: 'Reminded {count, plural, one {once} other {# times}}, last {date}',
  },
  opened: { id: 'comms.followUps.openedOn', defaultMessage: 'Link opened {date}' },
  received: { id: 'comms.followUps.receivedOn', defaultMessage: 'File received {date}' },
  confirmed: { id: 'comms.followUps.confirmedOn', defaultMessage: 'Balance confirmed {date}' },
  disputed: { id: 'comms.followUps.disputedOn', defaultMessage: 'Disputed {date}: {remark}' },
  bounced: { id: 'comms.followUps.bouncedOn', defaultMessage: 'Bounced {date}: {reason}' },
  runWaiting: { id: 'comms.followUps.runWaiting', defaultMessage: 'Run not started: {reason}' },
  mails: { id: 'comms.followUps.mails', defaultMessage: 'Mails' },
  open: { id: 'comms.followUps.open', defaultMessage: 'Open' },
});

const STATUSES: readonly FollowUpStatus[] = [
  'REQUESTED',
  'REMINDED',
  'OPENED',
  'BOUNCED',
  'RECEIVED',
  'CONFIRMED',
  'DISPUTED',
];

const filters = { followUp: oneOf(STATUSES), search: searchText(100) };

const day = (iso: string | null) => (iso ? formatDate(iso.slice(0, 10)) : '');

/**
 * Follow-ups (spec GET /reconciliation/followup_lists/): every party written to, where it
 * stands, with counts per step as filters; all in the URL (`?followUp=BOUNCED&search=ap@`).
 */
export function FollowUps() {
  const intl = useIntl();
  const { links, ready } = useRecoScope();
  const list = usePagedList(FollowUpsQuery, {
    pick: (data) => data.followUps,
    filters,
    variables: ({ followUp, search }) => ({ status: followUp, search }),
    prefix: 'followUps',
    skip: !ready,
  });
  const counts = list.data?.followUps.counts;
  const total = counts
    ? STATUSES.reduce((sum, s) => sum + counts[s.toLowerCase() as 'requested'], 0)
    : 0;
  const current = list.filters.values.followUp;

  const steps = (f: Row) => {
    const lines: string[] = [];
    if (f.requestedAt)
      lines.push(intl.formatMessage(messages.requestedOn, { date: day(f.requestedAt) }));
    if (f.reminders > 0)
      lines.push(
        intl.formatMessage(messages.reminded, {
          count: f.reminders,
          date: day(f.lastRemindedAt),
        }),
      );
    if (f.openedAt) lines.push(intl.formatMessage(messages.opened, { date: day(f.openedAt) }));
    return lines;
  };
  const answer = (f: Row) => {
    const lines: string[] = [];
    if (f.receivedAt)
      lines.push(intl.formatMessage(messages.received, { date: day(f.receivedAt) }));
    // A note is worded in the user's language; an entry written before notes, as written.
    const waiting = getFragmentData(HistoryNoteFields, f.runWaitingNote);
    const reason = waiting ? formatRunNeeds(intl, waiting) : f.runWaiting;
    if (reason) lines.push(intl.formatMessage(messages.runWaiting, { reason }));
    if (f.confirmedAt)
      lines.push(intl.formatMessage(messages.confirmed, { date: day(f.confirmedAt) }));
    if (f.disputedAt)
      lines.push(
        intl.formatMessage(messages.disputed, {
          date: day(f.disputedAt),
          remark: f.disputeRemark ?? '',
        }),
      );
    if (f.bouncedAt)
      lines.push(
        intl.formatMessage(messages.bounced, {
          date: day(f.bouncedAt),
          reason: f.bounceReason ?? '',
        }),
      );
    return lines;
  };
  const lines = (texts: string[], testId: string) => (
    <Stack gap="0.5" data-testid={testId}>
      {texts.length === 0 ? (
        <Text color="fg.muted">—</Text>
      ) : (
        texts.map((t) => (
          <Text key={t} fontSize="sm" lineClamp={2}>
            {t}
          </Text>
        ))
      )}
    </Stack>
  );

  const columns: Column<Row>[] = [
    {
      id: 'party',
      header: messages.party,
      cell: (f) => (
        <Stack gap="0.5">
          <Text fontWeight="medium" data-testid={`followup-${f.partyName}`}>
            {f.partyName}
          </Text>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {f.contactEmail ?? '—'}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {f.projectName} · {formatDate(f.periodFrom)} – {formatDate(f.periodTo)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'status',
      header: messages.status,
      cell: (f) => (
        <span data-testid={`followup-status-${f.id}`}>
          <StatusChip look={followUpLook(f.status)} value={f.status} />
        </span>
      ),
    },
    // On a phone: party, status and the links; the steps and answers are in the reco.
    {
      id: 'asked',
      header: messages.asked,
      hideOnPhone: true,
      cell: (f) => lines(steps(f), `followup-asked-${f.id}`),
    },
    {
      id: 'answer',
      header: messages.answer,
      hideOnPhone: true,
      cell: (f) => lines(answer(f), `followup-answer-${f.id}`),
    },
    {
      id: 'links',
      header: messages.open,
      cell: (f) => (
        <HStack gap="3" flexWrap="wrap">
          {f.iterationId && (
            <Link asChild colorPalette="blue" variant="plain">
              <RouterLink to={links.iteration(f.iterationId)}>
                {intl.formatMessage(messages.open)}
              </RouterLink>
            </Link>
          )}
          <Link asChild colorPalette="blue" variant="plain">
            <RouterLink to={links.mails(f.id)} data-testid={`followup-mails-${f.id}`}>
              {intl.formatMessage(messages.mails)}
            </RouterLink>
          </Link>
        </HStack>
      ),
    },
  ];

  const chip = (status: FollowUpStatus | null, label: string, count: number) => {
    const active = (current ?? null) === status;
    return (
      <Badge
        as="button"
        key={status ?? 'all'}
        size="lg"
        variant={active ? 'solid' : 'outline'}
        colorPalette={active ? 'blue' : 'gray'}
        cursor="pointer"
        aria-pressed={active}
        onClick={() => list.filters.set('followUp', status)}
        data-testid={`followup-count-${status ?? 'ALL'}`}
      >
        {label} · {formatCount(count)}
      </Badge>
    );
  };

  return (
    <Stack gap="3">
      <Wrap gap="2" data-testid="followup-counts">
        {chip(null, intl.formatMessage(messages.all), total)}
        {counts &&
          STATUSES.map((s) =>
            chip(s, intl.formatMessage(followUpLabels[s]), counts[s.toLowerCase() as 'requested']),
          )}
      </Wrap>
      <FilterBar filters={list.filters}>
        <SearchFilter
          filters={list.filters}
          name="search"
          label={messages.search}
          maxLength={100}
          testId="followup-search"
        />
      </FilterBar>
      {/* On a phone each party is a card, its status beside its name: a table would hide the
          status past the screen's edge. */}
      <PhoneCardsContext value>
        <PagedTable
          label={messages.list}
          columns={columns}
          {...list.table}
          empty={messages.empty}
          testId="followups"
        />
      </PhoneCardsContext>
    </Stack>
  );
}
