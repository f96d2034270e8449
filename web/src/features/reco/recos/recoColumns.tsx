import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { RecoColumns_RecoFragment } from '../../../gql/graphql';
import { formatDate } from '../../i18n/format';
import { Figure, Percent } from '../../../ui/display/Money';
import { linkColumn, unmaskColumns } from '../../../ui/lists/columns';
import type { Column } from '../../../ui/lists/PagedTable';
import { fieldLabels } from '../shared/labels';
import type { RecoLinks } from '../shared/links';
import { KindBadge, periodText, PersonText, RecoStateChip, TagChips } from '../shared/parts';
import { plain } from '../../../ui/plain-elements';

export const RecoColumnsFragment = graphql(`
  fragment RecoColumns_Reco on Reco {
    id
    kind
    partyName
    projectName
    periodFrom
    periodTo
    state
    lastRunAt
    matchedPercent
    unexplainedAmount
    currentIterationId
    assignee {
      id
      userName
      firstName
      lastName
    }
    reviewer {
      id
      userName
      firstName
      lastName
    }
    tags {
      id
      name
      color
    }
  }
`);

type Row = RecoColumns_RecoFragment;

/** What a list of reconciliations can be sorted by (RecoSortField). */
export const recoSortFields = [
  'PARTY',
  'PERIOD',
  'STATE',
  'LAST_RUN',
  'MATCHED_PERCENT',
  'UNEXPLAINED_AMOUNT',
  'UPDATED',
] as const;

/** Where a reco's row leads: its current iteration, where the work happens. */
export function recoHref(links: RecoLinks, row: FragmentType<typeof RecoColumnsFragment>): string {
  const reco = getFragmentData(RecoColumnsFragment, row);
  return reco.currentIterationId
    ? links.iteration(reco.currentIterationId)
    : links.history(reco.id);
}

/**
 * The columns a closer reads: party, period, state, people, last run, matched %, unexplained,
 * tags. A phone keeps the party, with its period and state under it, and the unexplained
 * amount.
 */
export function recoColumns(links: RecoLinks, currency: string, options: { kind?: boolean } = {}) {
  const party = linkColumn<Row>(fieldLabels.party, (r) => r.partyName, {
    sortField: 'PARTY',
    wraps: true,
  });
  const columns: Column<Row>[] = [
    {
      ...party,
      cell: (r, context) => (
        <>
          {party.cell(r, context)}
          <span {...plain('phone-line')}>
            <span {...plain('note')} data-testid="phone-period">
              {periodText(r.periodFrom, r.periodTo)}
            </span>
            <RecoStateChip state={r.state} />
          </span>
        </>
      ),
    },
    ...(options.kind
      ? [
          {
            id: 'kind',
            header: fieldLabels.kind,
            hideOnPhone: true,
            cell: (r: Row) => <KindBadge kind={r.kind} />,
          },
        ]
      : []),
    {
      id: 'period',
      header: fieldLabels.period,
      sortField: 'PERIOD',
      hideOnPhone: true,
      cell: (r) => <span {...plain('nowrap')}>{periodText(r.periodFrom, r.periodTo)}</span>,
    },
    {
      id: 'state',
      header: fieldLabels.state,
      sortField: 'STATE',
      hideOnPhone: true,
      cell: (r) => <RecoStateChip state={r.state} />,
    },
    {
      id: 'assignee',
      hideOnPhone: true,
      header: fieldLabels.assignee,
      cell: (r) => <PersonText person={r.assignee} />,
    },
    {
      id: 'reviewer',
      hideOnPhone: true,
      header: fieldLabels.reviewer,
      cell: (r) => <PersonText person={r.reviewer} />,
    },
    {
      id: 'lastRun',
      hideOnPhone: true,
      header: fieldLabels.lastRun,
      numeric: true,
      sortField: 'LAST_RUN',
      cell: (r) => (r.lastRunAt ? formatDate(r.lastRunAt) : '—'),
    },
    {
      id: 'matched',
      hideOnPhone: true,
      header: fieldLabels.matched,
      numeric: true,
      sortField: 'MATCHED_PERCENT',
      cell: (r) => (
        <span data-testid="amount-matched">
          {r.matchedPercent === null || r.matchedPercent === undefined ? (
            '—'
          ) : (
            <Percent value={r.matchedPercent} />
          )}
        </span>
      ),
    },
    {
      id: 'unexplained',
      header: fieldLabels.unexplained,
      numeric: true,
      sortField: 'UNEXPLAINED_AMOUNT',
      cell: (r) => (
        <span data-testid="amount-unexplained">
          {r.unexplainedAmount === null || r.unexplainedAmount === undefined ? (
            '—'
          ) : (
            <Figure value={r.unexplainedAmount} currency={currency} />
          )}
        </span>
      ),
    },
    {
      id: 'tags',
      hideOnPhone: true,
      header: fieldLabels.tags,
      cell: (r) => <TagChips tags={r.tags} href={(tagId) => links.tag(r.id, tagId)} />,
    },
  ];
  return unmaskColumns(RecoColumnsFragment, columns);
}
