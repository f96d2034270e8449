import { Badge, Box, Button, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuArrowRight, LuMail } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { getFragmentData, graphql } from '../../../gql';
import { Figure, Percent } from '../../../ui/display/Money';
import { RecordFallback, recordQueryContext } from '../../../ui/display/RecordState';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { Section } from '../../../ui/display/Section';
import { fieldLabels, titles } from '../shared/labels';
import { KindBadge, periodText, PersonText, RecoStateChip } from '../shared/parts';
import { runStateLabel } from '../iterations/run-phases';
import { useIdParam, useRecoScope } from '../shared/useRecoScope';
import { usePageName } from '../../layout/page-name';
import { formatHistoryNote, HistoryNoteFields } from './history-notes';

const HistoryQuery = graphql(`
  query RecoHistory_History($recoId: Int!) {
    reco(id: $recoId) {
      id
      kind
      state
      partyName
      projectName
      periodFrom
      periodTo
      currentIterationId
    }
    recoHistory(recoId: $recoId) {
      id
      action
      fromState
      toState
      occurredAt
      remarks
      note {
        ...HistoryNote_Note
      }
      iterationId
      iterationNumber
      user {
        id
        userName
        firstName
        lastName
      }
    }
    recoIterations(recoId: $recoId) {
      id
      number
      createdAt
      matchedPercent
      unexplainedAmount
      entryCount
      run {
        state
      }
      booksFile {
        id
        fileName
      }
      counterpartyFile {
        id
        fileName
      }
    }
  }
`);

const actionLabels = defineMessages({
  created: { id: 'reco.history.created', defaultMessage: 'Created' },
  books_uploaded: { id: 'reco.history.booksUploaded', defaultMessage: 'Books uploaded' },
  counterparty_uploaded: {
    id: 'reco.history.counterpartyUploaded',
    defaultMessage: 'Counterparty ledger uploaded',
  },
  books_mapping_confirmed: {
    id: 'reco.history.booksMappingConfirmed',
    defaultMessage: 'Books columns confirmed',
  },
  counterparty_mapping_confirmed: {
    id: 'reco.history.counterpartyMappingConfirmed',
    defaultMessage: 'Counterparty columns confirmed',
  },
  run_started: { id: 'reco.history.runStarted', defaultMessage: 'Run started' },
  run_finished: { id: 'reco.history.runFinished', defaultMessage: 'Run finished' },
  run_failed: { id: 'reco.history.runFailed', defaultMessage: 'Run failed' },
  run_waiting: {
    id: 'reco.history.runWaiting',
    defaultMessage: 'The run waits for the reconciler',
  },
  submitted: { id: 'reco.history.submitted', defaultMessage: 'Submitted for review' },
  accepted: { id: 'reco.history.accepted', defaultMessage: 'Accepted' },
  rejected: { id: 'reco.history.rejected', defaultMessage: 'Rejected' },
  restarted: { id: 'reco.history.restarted', defaultMessage: 'Restarted' },
  made_inactive: { id: 'reco.history.madeInactive', defaultMessage: 'Made inactive' },
  assignee_changed: { id: 'reco.history.assigneeChanged', defaultMessage: 'Reconciler changed' },
  reviewer_changed: { id: 'reco.history.reviewerChanged', defaultMessage: 'Reviewer changed' },
  mail_requested: { id: 'reco.history.mailRequested', defaultMessage: 'Ledger requested by mail' },
  mail_reminded: { id: 'reco.history.mailReminded', defaultMessage: 'Reminder mailed' },
  mail_sent: { id: 'reco.history.mailSent', defaultMessage: 'Mail sent to the party' },
  mail_bounced: { id: 'reco.history.mailBounced', defaultMessage: 'Mail bounced' },
  mail_not_sent: {
    id: 'reco.history.mailNotSent',
    defaultMessage: 'Mail not sent: its attachment is missing',
  },
  link_generated: { id: 'reco.history.linkGenerated', defaultMessage: 'Link made' },
  link_revoked: { id: 'reco.history.linkRevoked', defaultMessage: 'Link revoked' },
  link_opened: { id: 'reco.history.linkOpened', defaultMessage: 'The party opened its link' },
  balance_confirmed: {
    id: 'reco.history.balanceConfirmed',
    defaultMessage: 'The party confirmed the balance',
  },
  balance_disputed: {
    id: 'reco.history.balanceDisputed',
    defaultMessage: 'The party disputed the balance',
  },
  dispute_file_added: {
    id: 'reco.history.disputeFileAdded',
    defaultMessage: 'The party attached a file to its dispute',
  },
  assigned: { id: 'reco.history.assigned', defaultMessage: 'Assigned by the template' },
  shared: { id: 'reco.history.shared', defaultMessage: 'Shared with the party' },
  manual_match: { id: 'reco.history.manualMatch', defaultMessage: 'Matched by hand' },
  manual_unmatch: { id: 'reco.history.manualUnmatch', defaultMessage: 'Unmatched by hand' },
  manual_accept: { id: 'reco.history.manualAccept', defaultMessage: 'Suggestion accepted' },
  manual_reject: { id: 'reco.history.manualReject', defaultMessage: 'Suggestion rejected' },
  manual_undone: { id: 'reco.history.manualUndone', defaultMessage: 'Decision undone' },
  modified_file_uploaded: {
    id: 'reco.history.modifiedFileUploaded',
    defaultMessage: 'Edited result workbook uploaded',
  },
});

const messages = defineMessages({
  subtitle: { id: 'reco.history.subtitle', defaultMessage: '{project} · {period}' },
  timeline: { id: 'reco.history.timeline', defaultMessage: 'What happened' },
  iterations: { id: 'reco.history.iterations', defaultMessage: 'Iterations' },
  engine: { id: 'reco.history.engine', defaultMessage: 'The engine' },
  files: { id: 'reco.history.files', defaultMessage: 'Files' },
  run: { id: 'reco.history.run', defaultMessage: 'Run' },
  when: { id: 'reco.history.when', defaultMessage: 'Started' },
  iterationNumber: { id: 'reco.history.iterationNumber', defaultMessage: 'Iteration {number}' },
  mails: { id: 'reco.history.mails', defaultMessage: 'Mails to the party' },
});
const subtitleMessage: MessageDescriptor = messages.subtitle;
const iterationNumberMessage: MessageDescriptor = messages.iterationNumber;

function actionLabel(action: string): MessageDescriptor | null {
  return (actionLabels as Record<string, MessageDescriptor>)[action] ?? null;
}

/**
 * History of a reconciliation (three routes of spec section 2): every transition with who,
 * when, from, to and remarks, and every iteration with its files and figures.
 */
export default function RecoHistory() {
  const intl = useIntl();
  const recoId = useIdParam('recoId');
  const { ready, links, currency } = useRecoScope();
  const query = useQuery(HistoryQuery, {
    variables: { recoId: recoId ?? 0 },
    skip: !ready || recoId === null,
    context: recordQueryContext,
  });
  const data = query.data;
  usePageName(data?.reco.partyName);
  if (!data) {
    return (
      <RecordFallback
        missing={recoId === null}
        error={query.error}
        onRetry={() => void query.refetch()}
        backTo={links.latest()}
        notFound={titles.recoNotFound}
        testId="history"
      />
    );
  }
  const { reco } = data;
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Stack gap="5" data-testid="history-page">
      <ScreenHeader
        title={`${reco.partyName} · ${intl.formatMessage(titles.history)}`}
        subtitle={intl.formatMessage(subtitleMessage, {
          project: reco.projectName,
          period: periodText(reco.periodFrom, reco.periodTo),
        })}
        status={
          <HStack gap="2">
            <RecoStateChip state={reco.state} />
            <KindBadge kind={reco.kind} />
          </HStack>
        }
        backTo={reco.currentIterationId ? links.iteration(reco.currentIterationId) : links.latest()}
        secondaryActions={
          <Button asChild variant="outline" size="sm">
            <RouterLink to={links.mails(reco.id)} data-testid="history-mails">
              <LuMail />
              {intl.formatMessage(messages.mails)}
            </RouterLink>
          </Button>
        }
      />
      <Section title={intl.formatMessage(messages.timeline)} testId="history-timeline">
        <Stack gap="0" as="ol">
          {data.recoHistory.map((entry) => {
            const label = actionLabel(entry.action);
            const note = getFragmentData(HistoryNoteFields, entry.note);
            // The system's notes are worded here; people's remarks and older entries as written.
            const remarks = note ? formatHistoryNote(intl, note) : entry.remarks;
            return (
              <HStack
                as="li"
                key={entry.id}
                align="flex-start"
                gap="3"
                py="2"
                borderBottomWidth="1px"
                data-testid="history-entry"
                data-action={entry.action}
              >
                <Box w="2" h="2" mt="2" borderRadius="full" bg="blue.solid" flexShrink="0" />
                <Stack gap="1" flex="1" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">
                      {label ? intl.formatMessage(label) : entry.action}
                    </Text>
                    {entry.fromState && entry.toState && entry.fromState !== entry.toState && (
                      <HStack gap="1" data-testid="history-transition">
                        <RecoStateChip state={entry.fromState} />
                        <LuArrowRight />
                        <RecoStateChip state={entry.toState} />
                      </HStack>
                    )}
                    {entry.iterationNumber && (
                      <Badge variant="outline" size="sm">
                        {intl.formatMessage(iterationNumberMessage, {
                          number: entry.iterationNumber,
                        })}
                      </Badge>
                    )}
                  </HStack>
                  <Text textStyle="sm" color="fg.muted">
                    {entry.user ? (
                      <PersonText person={entry.user} />
                    ) : (
                      intl.formatMessage(messages.engine)
                    )}{' '}
                    · {when(entry.occurredAt)}
                  </Text>
                  {remarks && (
                    <Text textStyle="sm" whiteSpace="pre-wrap" data-testid="history-remarks">
                      {remarks}
                    </Text>
                  )}
                </Stack>
              </HStack>
            );
          })}
        </Stack>
      </Section>
      <Section title={intl.formatMessage(messages.iterations)} testId="history-iterations">
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{intl.formatMessage(fieldLabels.iteration)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(messages.when)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(messages.files)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(messages.run)}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {intl.formatMessage(fieldLabels.matched)}
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {intl.formatMessage(fieldLabels.unexplained)}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.recoIterations.map((it) => (
                <Table.Row key={it.id} data-testid="history-iteration">
                  <Table.Cell>
                    <Link asChild colorPalette="blue" variant="plain">
                      <RouterLink to={links.iteration(it.id)}>#{it.number}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{when(it.createdAt)}</Table.Cell>
                  <Table.Cell>
                    <Stack gap="0" textStyle="xs">
                      <Text>{it.booksFile?.fileName ?? '—'}</Text>
                      <Text color="fg.muted">{it.counterpartyFile?.fileName ?? '—'}</Text>
                    </Stack>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge variant="subtle" data-run-state={it.run.state}>
                      {intl.formatMessage(runStateLabel(it.run.state))}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {it.matchedPercent ? <Percent value={it.matchedPercent} /> : '—'}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {it.unexplainedAmount ? (
                      <Figure value={it.unexplainedAmount} currency={currency} />
                    ) : (
                      '—'
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Section>
    </Stack>
  );
}
