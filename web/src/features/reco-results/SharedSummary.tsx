import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { ScreenHeader } from '../../ui/display/ScreenHeader';
import { RecordLoading, RecordUnavailable } from '../../ui/display/RecordState';
import { formatDate } from '../i18n/format';
import { SharedSummaryQuery } from '../reco-shares/shares.operations';
import { shareWords } from '../reco-shares/labels';
import { wholeIteration, type Cell } from './cells';
import { words } from './labels';
import { SummaryFigures } from './SummaryFigures';
import { idParam, useRecoScope } from './useRecoScope';

/**
 * `vc/{recoType}/latest-recos/summary/{shareId}/shared`: the summary of the one iteration
 * another company shared with this one, read only; every cell opens its drill-down there.
 */
export function SharedSummary() {
  const intl = useIntl();
  const scope = useRecoScope();
  const shareId = idParam(useParams().recoIterationId);
  const query = useQuery(SharedSummaryQuery, {
    variables: { id: shareId ?? 0 },
    skip: !scope.ready || shareId === null,
  });
  const backTo = scope.links.sharedRecos;
  if (shareId === null || query.error)
    return (
      <RecordUnavailable
        error={query.error ?? null}
        onRetry={() => void query.refetch()}
        backTo={backTo}
        notFound={shareWords.notFound}
        testId="summary"
      />
    );
  const data = query.data?.sharedReco;
  if (!data) return <RecordLoading testId="summary" />;
  const { share, summary } = data;
  const cellHref = (cell: Cell) =>
    scope.links.drillDown(scope.recoType, share.id, scope.getFrom, cell);
  return (
    <Stack gap="5" data-testid="reco-summary" data-share={share.id}>
      <ScreenHeader
        title={share.recoName}
        subtitle={intl.formatMessage(shareWords.sharedBy, {
          company: share.sharedByCompanyName,
          person: share.sharedByUserName,
          from: formatDate(share.periodFrom),
          to: formatDate(share.periodTo),
          number: share.iterationNumber,
        })}
        backTo={backTo}
        secondaryActions={
          <HStack gap="2" wrap="wrap">
            <Button asChild variant="outline" size="sm" data-testid="summary-all-entries">
              <RouterLink to={cellHref(wholeIteration)}>
                {intl.formatMessage(words.allEntries)}
              </RouterLink>
            </Button>
          </HStack>
        }
      />
      <Alert.Root status="info" data-testid="read-only">
        <Alert.Indicator />
        <Alert.Title>{intl.formatMessage(words.readOnly)}</Alert.Title>
      </Alert.Root>
      <SummaryFigures summary={summary} cellHref={cellHref} />
    </Stack>
  );
}
