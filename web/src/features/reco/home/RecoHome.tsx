import {
  Box,
  Button,
  Card,
  EmptyState,
  HStack,
  Link,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuPlus, LuScale } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { getFragmentData, graphql } from '../../../gql';
import type { RecoState } from '../../../gql/graphql';
import { ErrorNotice } from '../../../ui/display/ErrorNotice';
import { Figure } from '../../../ui/display/Money';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { Section } from '../../../ui/display/Section';
import { NewRecoDialog } from '../recos/NewRecoDialog';
import { RecoColumnsFragment, recoHref } from '../recos/recoColumns';
import { fieldLabels, openStates, stateLabel, titles } from '../shared/labels';
import { KindBadge, periodText, RecoStateChip } from '../shared/parts';
import { useRecoScope } from '../shared/useRecoScope';

const HomeQuery = graphql(`
  query RecoHome_Home {
    recoHome {
      assignedToMe {
        state
        count
      }
      waitingForMyReview
      failedRuns
      openRecos
      unexplainedTotal
      recentlyChanged {
        id
        updatedAt
        ...RecoColumns_Reco
      }
    }
  }
`);

const messages = defineMessages({
  subtitle: {
    id: 'reco.home.subtitle',
    defaultMessage: 'What is waiting for you, and what is left to explain',
  },
  assigned: { id: 'reco.home.assigned', defaultMessage: 'Assigned to me' },
  waitingReview: { id: 'reco.home.waitingReview', defaultMessage: 'Waiting for my review' },
  failedRuns: { id: 'reco.home.failedRuns', defaultMessage: 'Runs that failed' },
  open: { id: 'reco.home.open', defaultMessage: 'Open reconciliations' },
  unexplainedTotal: {
    id: 'reco.home.unexplainedTotal',
    defaultMessage: 'Unexplained over open reconciliations',
  },
  recent: { id: 'reco.home.recent', defaultMessage: 'Recently changed' },
  nothingAssigned: { id: 'reco.home.nothingAssigned', defaultMessage: 'Nothing assigned to you.' },
  emptyTitle: {
    id: 'reco.home.emptyTitle',
    defaultMessage: 'Reconcile your first party in three steps',
  },
  step1: {
    id: 'reco.home.step1',
    defaultMessage: '1. Create a project for the period, with its reconcilers and reviewers.',
  },
  step2: {
    id: 'reco.home.step2',
    defaultMessage: '2. Start a reconciliation for a party and upload both ledgers.',
  },
  step3: {
    id: 'reco.home.step3',
    defaultMessage: '3. Confirm the columns, run it, and submit the result for review.',
  },
});

function CountCard({
  label,
  value,
  href,
  testId,
  tone,
}: {
  label: MessageDescriptor;
  value: number;
  href: string;
  testId: string;
  tone?: string;
}) {
  const intl = useIntl();
  return (
    <Card.Root variant="outline" asChild>
      <RouterLink to={href} data-testid={testId}>
        <Card.Body>
          <Stat.Root>
            <Stat.Label>{intl.formatMessage(label)}</Stat.Label>
            <Stat.ValueText color={value > 0 ? tone : undefined} data-testid={`${testId}-value`}>
              {value}
            </Stat.ValueText>
          </Stat.Root>
        </Card.Body>
      </RouterLink>
    </Card.Root>
  );
}

/** vc/home: my work by state, my reviews, failed runs, what is unexplained, recent changes. */
export default function RecoHome() {
  const intl = useIntl();
  const { ready, links, userId, currency } = useRecoScope();
  const [creating, setCreating] = useState(false);
  const home = useQuery(HomeQuery, { skip: !ready });
  const data = home.data?.recoHome;
  const latest = links.latest('vendorReco');
  const assigned = new Map<RecoState, number>(
    (data?.assignedToMe ?? []).map((a) => [a.state, a.count]),
  );
  const assignedStates = openStates.filter((s) => (assigned.get(s) ?? 0) > 0);
  const firstTime = data && data.openRecos === 0 && data.recentlyChanged.length === 0;

  return (
    <Stack gap="6">
      <ScreenHeader
        title={intl.formatMessage(titles.home)}
        subtitle={intl.formatMessage(messages.subtitle)}
        actions={
          <Button onClick={() => setCreating(true)} data-testid="new-reco">
            <LuPlus />
            {intl.formatMessage(titles.newReco)}
          </Button>
        }
      />
      {home.error && !data && (
        <ErrorNotice error={home.error} onRetry={() => void home.refetch()} testId="home-error" />
      )}
      {!data && !home.error && <Skeleton h="32" />}
      {firstTime && (
        <EmptyState.Root borderWidth="1px" borderRadius="md" data-testid="home-first-steps">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuScale />
            </EmptyState.Indicator>
            <EmptyState.Title>{intl.formatMessage(messages.emptyTitle)}</EmptyState.Title>
            <Stack gap="1" textAlign="start">
              <Text>{intl.formatMessage(messages.step1)}</Text>
              <Text>{intl.formatMessage(messages.step2)}</Text>
              <Text>{intl.formatMessage(messages.step3)}</Text>
            </Stack>
            <HStack>
              <Button asChild variant="outline">
                <RouterLink to={links.projects}>{intl.formatMessage(titles.projects)}</RouterLink>
              </Button>
            </HStack>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
      {data && (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            <CountCard
              label={messages.waitingReview}
              value={data.waitingForMyReview}
              href={`${latest}?state=IN_REVIEW${userId ? `&reviewer=${userId}` : ''}`}
              testId="count-review"
              tone="orange.fg"
            />
            <CountCard
              label={messages.failedRuns}
              value={data.failedRuns}
              href={`${latest}?state=FILES_UPLOADED`}
              testId="count-failed"
              tone="red.fg"
            />
            <CountCard
              label={messages.open}
              value={data.openRecos}
              href={latest}
              testId="count-open"
            />
            <Card.Root variant="outline" data-testid="count-unexplained">
              <Card.Body>
                <Stat.Root>
                  <Stat.Label>{intl.formatMessage(messages.unexplainedTotal)}</Stat.Label>
                  <Stat.ValueText data-testid="count-unexplained-value">
                    <Figure value={data.unexplainedTotal} currency={currency} />
                  </Stat.ValueText>
                </Stat.Root>
              </Card.Body>
            </Card.Root>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
            <Section title={intl.formatMessage(messages.assigned)} testId="home-assigned">
              {assignedStates.length === 0 ? (
                <Text color="fg.muted">{intl.formatMessage(messages.nothingAssigned)}</Text>
              ) : (
                <List.Root variant="plain" gap="2">
                  {assignedStates.map((state) => (
                    <List.Item key={state}>
                      <Link asChild colorPalette="blue" variant="plain">
                        <RouterLink
                          to={`${latest}?state=${state}${userId ? `&assignee=${userId}` : ''}`}
                          data-testid={`assigned-${state}`}
                        >
                          <RecoStateChip state={state} />
                          <Text as="span" fontWeight="semibold">
                            {assigned.get(state)}
                          </Text>
                          <Text as="span" srOnly>
                            {intl.formatMessage(stateLabel(state))}
                          </Text>
                        </RouterLink>
                      </Link>
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </Section>
            <Section title={intl.formatMessage(messages.recent)} testId="home-recent">
              <Stack gap="2">
                {data.recentlyChanged.map((row) => {
                  const reco = getFragmentData(RecoColumnsFragment, row);
                  return (
                    <HStack
                      key={reco.id}
                      justify="space-between"
                      gap="3"
                      wrap="wrap"
                      data-testid="recent-reco"
                    >
                      <Box minW="0">
                        <Link asChild colorPalette="blue" variant="plain" fontWeight="medium">
                          <RouterLink to={recoHref(links, row)}>{reco.partyName}</RouterLink>
                        </Link>
                        <Text textStyle="xs" color="fg.muted">
                          {reco.projectName} · {periodText(reco.periodFrom, reco.periodTo)}
                        </Text>
                      </Box>
                      <HStack gap="2">
                        <KindBadge kind={reco.kind} />
                        <RecoStateChip state={reco.state} />
                        {reco.unexplainedAmount && (
                          <Text textStyle="sm" title={intl.formatMessage(fieldLabels.unexplained)}>
                            <Figure value={reco.unexplainedAmount} currency={currency} />
                          </Text>
                        )}
                      </HStack>
                    </HStack>
                  );
                })}
              </Stack>
            </Section>
          </SimpleGrid>
        </>
      )}
      {creating && <NewRecoDialog open onClose={() => setCreating(false)} />}
    </Stack>
  );
}
