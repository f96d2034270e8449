import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { graphql } from '../../gql';
import { errorDetails } from '../../app/error-codes';
import { ScreenHeader } from '../../ui/display/ScreenHeader';
import { RecordLoading, RecordUnavailable, recordQueryContext } from '../../ui/display/RecordState';
import { formatDate } from '../i18n/format';
import { wholeIteration, type Cell } from './cells';
import { words } from './labels';
import { idParam, useRecoScope } from './useRecoScope';
import { WorkbookRoundTrip } from './WorkbookRoundTrip';
import { usePageName } from '../layout/page-name';
import { SharedSummary } from './SharedSummary';
import { SummaryFigures } from './SummaryFigures';

const IterationQuery = graphql(`
  query RecoSummaryScreen_Iteration($id: Int!) {
    recoIteration(id: $id) {
      id
      recoId
      number
    }
  }
`);

const SummaryQuery = graphql(`
  query RecoSummaryScreen_Summary($recoId: Int!, $iterationId: Int!) {
    reco(id: $recoId) {
      id
      kind
      partyName
      projectName
      periodFrom
      periodTo
      currentIterationId
      allowedActions
    }
    recoIteration(id: $iterationId) {
      id
      number
      ...WorkbookRoundTrip_Iteration
    }
    recoSummary(iterationId: $iterationId) {
      ...SummaryFigures_Summary
    }
  }
`);

const ChangedSubscription = graphql(`
  subscription RecoSummaryScreen_Changed($recoId: Int!) {
    recoChanged(recoId: $recoId) {
      recoId
      iterationId
      what
    }
  }
`);

/**
 * `vc/{recoType}/latest-recos/summary/{recoIterationId}/{getFrom}`: the result at a glance. With
 * getFrom = shared the id is a share of another company's iteration, read only.
 */
export default function RecoSummaryScreen() {
  const scope = useRecoScope();
  return scope.readOnly ? <SharedSummary /> : <OwnSummary />;
}

function OwnSummary() {
  const intl = useIntl();
  const scope = useRecoScope();
  const iterationId = idParam(useParams().recoIterationId);
  const head = useQuery(IterationQuery, {
    variables: { id: iterationId ?? 0 },
    skip: !scope.ready || iterationId === null,
    context: recordQueryContext,
  });
  const recoId = head.data?.recoIteration.recoId ?? null;
  const query = useQuery(SummaryQuery, {
    variables: { recoId: recoId ?? 0, iterationId: iterationId ?? 0 },
    skip: recoId === null || iterationId === null,
  });
  const data = query.data;
  usePageName(data?.reco.partyName);
  // A decision by someone else, an edited workbook, a new iteration: the summary follows.
  useSubscription(ChangedSubscription, {
    variables: { recoId: recoId ?? 0 },
    skip: recoId === null,
    onData: () => void query.refetch(),
  });
  const backTo = scope.links.latestRecos;

  if (iterationId === null || head.error)
    return (
      <RecordUnavailable
        error={head.error ?? null}
        onRetry={() => void head.refetch()}
        backTo={backTo}
        notFound={words.notFound}
        testId="summary"
      />
    );
  if (query.error && errorDetails(query.error).code === 'CONFLICT')
    return (
      <Alert.Root status="info" data-testid="summary-no-result">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{intl.formatMessage(words.noResult)}</Alert.Title>
        </Alert.Content>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={scope.links.iteration(iterationId)}>
            {intl.formatMessage(words.openIteration)}
          </RouterLink>
        </Button>
      </Alert.Root>
    );
  if (query.error)
    return (
      <RecordUnavailable
        error={query.error}
        onRetry={() => void query.refetch()}
        backTo={backTo}
        notFound={words.notFound}
        testId="summary"
      />
    );
  if (!data) return <RecordLoading testId="summary" />;

  const { reco, recoSummary: summary, recoIteration: iteration } = data;
  const current = reco.currentIterationId === iterationId;
  const cellHref = (cell: Cell) =>
    scope.links.drillDown(scope.recoType, reco.id, scope.getFrom, cell, {
      iteration: current ? null : iterationId,
    });

  return (
    <Stack gap="5" data-testid="reco-summary" data-iteration={iterationId} data-reco={reco.id}>
      <ScreenHeader
        title={intl.formatMessage(words.summaryTitle, { party: reco.partyName })}
        subtitle={intl.formatMessage(words.summarySubtitle, {
          project: reco.projectName,
          from: formatDate(reco.periodFrom),
          to: formatDate(reco.periodTo),
          number: iteration.number,
        })}
        backTo={backTo}
        secondaryActions={
          <HStack gap="2" wrap="wrap">
            <Button asChild variant="outline" size="sm">
              <RouterLink to={scope.links.iteration(iterationId)}>
                {intl.formatMessage(words.openIteration)}
              </RouterLink>
            </Button>
            <Button asChild variant="outline" size="sm" data-testid="summary-all-entries">
              <RouterLink to={cellHref(wholeIteration)}>
                {intl.formatMessage(words.allEntries)}
              </RouterLink>
            </Button>
          </HStack>
        }
      />
      {!current && (
        <Alert.Root status="warning" data-testid="older-iteration">
          <Alert.Indicator />
          <Alert.Title>
            {intl.formatMessage(words.olderIteration, { number: iteration.number })}
          </Alert.Title>
        </Alert.Root>
      )}
      <SummaryFigures summary={summary} cellHref={cellHref} />
      <WorkbookRoundTrip
        iteration={iteration}
        canUpload={current && reco.allowedActions.includes('DECIDE')}
        onApplied={() => void query.refetch()}
      />
    </Stack>
  );
}
