import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { RecoKind } from '../../gql/graphql';
import { ErrorNotice } from '../../ui/display/ErrorNotice';
import { ScreenHeader } from '../../ui/display/ScreenHeader';
import { DateFilter } from '../../ui/lists/DateFilter';
import { FilterBar } from '../../ui/lists/FilterBar';
import { calendarDay, oneOf, positiveId } from '../../ui/lists/list-params';
import { SegmentFilter } from '../../ui/lists/SegmentFilter';
import { SelectFilter } from '../../ui/lists/SelectFilter';
import { useUrlFilters } from '../../ui/lists/useUrlFilters';
import ErrorPage from '../public-pages/ErrorPage';
import { fieldLabels, kindLabel, recoKinds } from '../reco/shared/labels';
import { useRecoScope } from '../reco/shared/useRecoScope';
import {
  AgeingChart,
  MatchedByPartyChart,
  StateChart,
  UnexplainedChart,
  WorkloadChart,
} from './DashboardCharts';
import type { DashboardFilter } from './dashboard-links';

const DashboardQuery = graphql(`
  query RecoDashboard_Dashboard(
    $kind: RecoKind
    $projectId: Int
    $periodEndFrom: LocalDate
    $periodEndTo: LocalDate
  ) {
    recoDashboard(
      kind: $kind
      projectId: $projectId
      periodEndFrom: $periodEndFrom
      periodEndTo: $periodEndTo
    ) {
      asOf
      total
      byState {
        state
        count
      }
      matchedByParty {
        partyId
        partyName
        recos
        matchedPercent
      }
      partyCount
      ageing {
        bucket
        count
        openedFrom
        openedTo
      }
      unexplainedByMonth {
        month
        periodEndFrom
        periodEndTo
        recos
        unexplainedAmount
      }
      workload {
        open
        reconciler {
          id
          userName
          firstName
          lastName
        }
        byState {
          state
          count
        }
      }
      unassignedOpen
    }
  }
`);

const ProjectsQuery = graphql(`
  query RecoDashboard_Projects($kind: RecoKind) {
    recoProjects(kind: $kind, page: 1, size: 100) {
      items {
        id
        name
      }
    }
  }
`);

const messages = defineMessages({
  title: { id: 'recoDashboard.title', defaultMessage: 'Reconciliation dashboard' },
  subtitle: {
    id: 'recoDashboard.subtitle',
    defaultMessage: 'Where the company’s reconciliations stand; click a bar for its list',
  },
  anyProject: { id: 'recoDashboard.anyProject', defaultMessage: 'Any project' },
  periodEndFrom: { id: 'recoDashboard.periodEndFrom', defaultMessage: 'Period ends from' },
  periodEndTo: { id: 'recoDashboard.periodEndTo', defaultMessage: 'Period ends by' },
});

const filterSpec = {
  kind: oneOf<RecoKind>(recoKinds),
  project: positiveId,
  periodEndFrom: calendarDay,
  periodEndTo: calendarDay,
};

/** /reco-dashboard/{id}: the company's reconciliations in five charts, each linking to its rows. */
export default function RecoDashboard() {
  const intl = useIntl();
  const { companyId, ready, currency } = useRecoScope('id');
  const filters = useUrlFilters(filterSpec);
  const filter: DashboardFilter = filters.values;
  const valid = Number.isInteger(companyId) && companyId > 0;
  const dashboard = useQuery(DashboardQuery, {
    skip: !ready || !valid,
    variables: {
      kind: filter.kind,
      projectId: filter.project,
      periodEndFrom: filter.periodEndFrom,
      periodEndTo: filter.periodEndTo,
    },
  });
  const projects = useQuery(ProjectsQuery, {
    skip: !ready || !valid,
    variables: { kind: filter.kind },
  });
  if (!valid) return <ErrorPage />;
  const data = dashboard.data?.recoDashboard ?? dashboard.previousData?.recoDashboard;
  const projectOptions = (projects.data?.recoProjects.items ?? []).map((p) => ({
    value: p.id,
    label: p.name,
  }));
  const chart = { companyId, filter, currency };

  return (
    <Stack gap="5" data-testid="reco-dashboard">
      <ScreenHeader
        title={intl.formatMessage(messages.title)}
        subtitle={intl.formatMessage(messages.subtitle)}
      />
      <FilterBar filters={filters}>
        <SegmentFilter
          filters={filters}
          name="kind"
          label={fieldLabels.kind}
          options={recoKinds}
          optionLabel={kindLabel}
          testId="dashboard-kind"
        />
        <SelectFilter
          filters={filters}
          name="project"
          label={messages.anyProject}
          options={projectOptions}
          testId="dashboard-project"
        />
        <DateFilter
          filters={filters}
          name="periodEndFrom"
          label={messages.periodEndFrom}
          testId="dashboard-period-from"
        />
        <DateFilter
          filters={filters}
          name="periodEndTo"
          label={messages.periodEndTo}
          testId="dashboard-period-to"
        />
      </FilterBar>
      {dashboard.error && (
        <ErrorNotice
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
          testId="dashboard-error"
        />
      )}
      {!data && !dashboard.error && <Skeleton h="64" />}
      {data && (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" opacity={dashboard.loading ? 0.6 : 1}>
          <StateChart {...chart} total={data.total} rows={data.byState} />
          <AgeingChart {...chart} rows={data.ageing} />
          <MatchedByPartyChart {...chart} rows={data.matchedByParty} partyCount={data.partyCount} />
          <UnexplainedChart {...chart} rows={data.unexplainedByMonth} />
          <WorkloadChart {...chart} rows={data.workload} unassigned={data.unassignedOpen} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
