import { Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuFolderKanban, LuHistory, LuMail, LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router';
import { graphql } from '../../../gql';
import type { RecoFilter, RecoKind, RecoState } from '../../../gql/graphql';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { FilterBar } from '../../../ui/lists/FilterBar';
import { calendarDay, oneOf, positiveId, searchText } from '../../../ui/lists/list-params';
import { PagedTable } from '../../../ui/lists/PagedTable';
import { SearchFilter } from '../../../ui/lists/SearchFilter';
import { SegmentFilter } from '../../../ui/lists/SegmentFilter';
import { SelectFilter } from '../../../ui/lists/SelectFilter';
import { usePagedList } from '../../../ui/lists/usePagedList';
import { plain } from '../../../ui/plain-elements';
import {
  closedStates,
  fieldLabels,
  kindLabel,
  openStates,
  recoKinds,
  stateLabel,
  titles,
} from '../shared/labels';
import { kindOfRecoType } from '../shared/links';
import { personName } from '../shared/parts';
import { useRecoScope } from '../shared/useRecoScope';
import { NarrowedBy } from './NarrowedBy';
import { BulkMailDialog } from '../../communications/BulkMailDialog';
import { NewRecoDialog } from './NewRecoDialog';
import { recoColumns, recoHref, recoSortFields } from './recoColumns';

const RecosQuery = graphql(`
  query RecoList_Recos($page: Int!, $size: Int!, $sort: RecoSort, $filter: RecoFilter) {
    recos(page: $page, size: $size, sort: $sort, filter: $filter) {
      totalCount
      items {
        id
        partyName
        ...RecoColumns_Reco
      }
    }
  }
`);

const FilterOptionsQuery = graphql(`
  query RecoList_FilterOptions {
    recoReconcilers {
      id
      userName
      firstName
      lastName
    }
    recoTags {
      id
      name
    }
  }
`);

const messages = defineMessages({
  latestSubtitle: {
    id: 'reco.latest.subtitle',
    defaultMessage: 'Open reconciliations: what is left to explain and who has it',
  },
  oldSubtitle: {
    id: 'reco.old.subtitle',
    defaultMessage: 'Accepted and inactive reconciliations',
  },
  empty: { id: 'reco.latest.empty', defaultMessage: 'No reconciliation matches.' },
  emptyOld: { id: 'reco.old.empty', defaultMessage: 'No accepted or inactive reconciliation yet.' },
  anyAssignee: { id: 'reco.filter.anyAssignee', defaultMessage: 'Any reconciler' },
  anyTag: { id: 'reco.filter.anyTag', defaultMessage: 'Any tag' },
  list: { id: 'reco.latest.table', defaultMessage: 'Reconciliations' },
  select: { id: 'reco.latest.select', defaultMessage: 'Select' },
  selectRow: { id: 'reco.latest.selectRow', defaultMessage: 'Select {party}' },
  writeTo: {
    id: 'reco.latest.writeTo',
    defaultMessage: 'Write to {count, plural, one {# party} other {# parties}}',
  },
});
const selectRowMessage: MessageDescriptor = messages.selectRow;
const writeToMessage: MessageDescriptor = messages.writeTo;

/** A list of reconciliations, its filters and sort in the URL. */
function useRecoList(
  scope: Mode['scope'],
  states: readonly RecoState[],
  kind: RecoKind | null,
  ready: boolean,
) {
  return usePagedList(RecosQuery, {
    pick: (data) => data.recos,
    filters: {
      state: oneOf<RecoState>(states),
      search: searchText(),
      kind: oneOf<RecoKind>(recoKinds),
      assignee: positiveId,
      reviewer: positiveId,
      tag: positiveId,
      // The dashboard's charts link here with these; they show as chips above the rows.
      party: positiveId,
      project: positiveId,
      periodEndFrom: calendarDay,
      periodEndTo: calendarDay,
      openedFrom: calendarDay,
      openedTo: calendarDay,
    },
    variables: (f): { filter: RecoFilter } => ({
      filter: {
        scope,
        ...(kind ? { kind } : f.kind ? { kind: f.kind } : {}),
        ...(f.state ? { state: f.state } : {}),
        ...(f.search ? { search: f.search } : {}),
        ...(f.assignee ? { assigneeId: f.assignee } : {}),
        ...(f.reviewer ? { reviewerId: f.reviewer } : {}),
        ...(f.tag ? { tagId: f.tag } : {}),
        ...(f.party ? { partyId: f.party } : {}),
        ...(f.project ? { projectId: f.project } : {}),
        ...(f.periodEndFrom ? { periodEndFrom: f.periodEndFrom } : {}),
        ...(f.periodEndTo ? { periodEndTo: f.periodEndTo } : {}),
        ...(f.openedFrom ? { openedFrom: f.openedFrom } : {}),
        ...(f.openedTo ? { openedTo: f.openedTo } : {}),
      },
    }),
    sortFields: recoSortFields,
    skip: !ready,
  });
}

type RecoFilters = ReturnType<typeof useRecoList>['filters'];
type RecoRow = Parameters<typeof recoHref>[1];

/** Reconciler and tag, whose choices come from their own query: its answer draws only these. */
function PeopleAndTagFilters({ filters, ready }: { filters: RecoFilters; ready: boolean }) {
  const options = useQuery(FilterOptionsQuery, { skip: !ready });
  const people = (options.data?.recoReconcilers ?? []).map((u) => ({
    value: u.id,
    label: personName(u) ?? u.userName,
  }));
  const tags = (options.data?.recoTags ?? []).map((t) => ({ value: t.id, label: t.name }));
  return (
    <>
      <SelectFilter
        filters={filters}
        name="assignee"
        label={messages.anyAssignee}
        options={people}
        testId="filter-assignee"
      />
      {tags.length > 0 && (
        <SelectFilter
          filters={filters}
          name="tag"
          label={messages.anyTag}
          options={tags}
          testId="filter-tag"
        />
      )}
    </>
  );
}

type Mode = { scope: 'LATEST' | 'OLD'; kind: RecoKind | null; title: MessageDescriptor };

function RecoListScreen({ scope, kind, title }: Mode) {
  const intl = useIntl();
  const { ready, links, currency } = useRecoScope();
  const [creating, setCreating] = useState(false);
  // Parties chosen for a bulk mail, kept across pages by reco id.
  const [selected, setSelected] = useState<Map<number, string>>(new Map());
  const [writing, setWriting] = useState(false);
  const toggle = useCallback(
    (id: number, party: string) =>
      setSelected((now) => {
        const next = new Map(now);
        if (next.has(id)) next.delete(id);
        else next.set(id, party);
        return next;
      }),
    [],
  );
  const states = scope === 'OLD' ? closedStates : openStates;
  const list = useRecoList(scope, states, kind, ready);
  const { filters } = list;

  // The answer of the list re-renders this screen at once (Apollo's store is read
  // synchronously); the header and the filters are kept as they were unless what they show
  // changed, so that render is only the table's (docs/benchmarks.md).
  const header = useMemo(
    () => (
      <ScreenHeader
        title={intl.formatMessage(title)}
        subtitle={intl.formatMessage(
          scope === 'OLD' ? messages.oldSubtitle : messages.latestSubtitle,
        )}
        secondaryActions={
          <>
            <Button asChild variant="outline" size="sm">
              <RouterLink to={links.projects} data-testid="link-projects">
                <LuFolderKanban />
                {intl.formatMessage(titles.projects)}
              </RouterLink>
            </Button>
            {scope === 'LATEST' && (
              <Button asChild variant="outline" size="sm">
                <RouterLink to={links.oldRecos} data-testid="link-old-recos">
                  <LuHistory />
                  {intl.formatMessage(titles.oldRecos)}
                </RouterLink>
              </Button>
            )}
          </>
        }
        actions={
          scope === 'LATEST' && (
            <>
              {selected.size > 0 && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setWriting(true)}
                  data-testid="bulk-mail-open"
                >
                  <LuMail />
                  {intl.formatMessage(writeToMessage, { count: selected.size })}
                </Button>
              )}
              <Button size="sm" onClick={() => setCreating(true)} data-testid="new-reco">
                <LuPlus />
                {intl.formatMessage(titles.newReco)}
              </Button>
            </>
          )
        }
      />
    ),
    [intl, title, scope, links, selected.size],
  );
  const controls = useMemo(
    () => (
      <>
        <FilterBar filters={filters}>
          <SearchFilter
            filters={filters}
            name="search"
            label={fieldLabels.search}
            testId="filter-search"
          />
          {!kind && (
            <SegmentFilter
              filters={filters}
              name="kind"
              label={fieldLabels.kind}
              options={recoKinds}
              optionLabel={kindLabel}
              testId="kind-filter"
            />
          )}
          <PeopleAndTagFilters filters={filters} ready={ready} />
        </FilterBar>
        <NarrowedBy values={filters.values} />
        <SegmentFilter
          filters={filters}
          name="state"
          label={fieldLabels.state}
          options={states}
          optionLabel={stateLabel}
          testId="state-filter"
        />
      </>
    ),
    [filters, kind, ready, states],
  );

  // Kept while nothing they show changed, so rows already drawn are not drawn again.
  const columns = useMemo(
    () => [
      ...(scope === 'LATEST'
        ? [
            {
              id: 'select',
              header: messages.select,
              headerHidden: true,
              width: '3rem',
              cell: (row: { id: number; partyName: string }) => (
                // A native checkbox: a Chakra one runs a state machine per row.
                <input
                  type="checkbox"
                  {...plain('checkbox')}
                  checked={selected.has(row.id)}
                  onChange={() => toggle(row.id, row.partyName)}
                  aria-label={intl.formatMessage(selectRowMessage, { party: row.partyName })}
                  data-testid={`select-reco-${row.id}`}
                />
              ),
            },
          ]
        : []),
      ...recoColumns(links, currency, { kind: !kind }),
    ],
    [intl, scope, selected, toggle, links, currency, kind],
  );

  const rowHref = useCallback((row: RecoRow) => recoHref(links, row), [links]);

  return (
    <Stack gap="4">
      {header}
      {controls}
      <PagedTable
        label={messages.list}
        columns={columns}
        {...list.table}
        empty={scope === 'OLD' ? messages.emptyOld : messages.empty}
        rowHref={rowHref}
        testId="recos"
      />
      {writing && (
        <BulkMailDialog
          recos={[...selected].map(([id, partyName]) => ({ id, partyName }))}
          onClose={() => setWriting(false)}
        />
      )}
      {creating && (
        <NewRecoDialog open onClose={() => setCreating(false)} defaultKind={kind ?? 'VENDOR'} />
      )}
    </Stack>
  );
}

/** vc/vendor/latest-recos/{recoType}: vendorReco (every kind), gst_reco, taxReco. */
export default function LatestRecos() {
  const kind = kindOfRecoType(useParams().recoType);
  const title =
    kind === 'GST' ? titles.gstLatest : kind === 'TAX' ? titles.taxLatest : titles.latest;
  return <RecoListScreen key={kind ?? 'all'} scope="LATEST" kind={kind} title={title} />;
}

/** vc/gst/gst-latest-recos. */
export function GstLatestRecos() {
  return <RecoListScreen scope="LATEST" kind="GST" title={titles.gstLatest} />;
}

/** vc/vendor/old-recos: accepted and inactive. */
export function OldRecos() {
  return <RecoListScreen scope="OLD" kind={null} title={titles.oldRecos} />;
}
