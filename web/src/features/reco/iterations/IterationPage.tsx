import { Alert, Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../../gql';
import { RecordFallback, recordQueryContext } from '../../../ui/display/RecordState';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { Section } from '../../../ui/display/Section';
import { fieldLabels, titles } from '../shared/labels';
import { KindBadge, periodText, PersonText, RecoStateChip, TagChips } from '../shared/parts';
import { useIdParam, useRecoScope } from '../shared/useRecoScope';
import { LedgerFileCard } from './LedgerFileCard';
import { MappingEditor, MappingFragment } from './MappingEditor';
import { RecoActions } from './RecoActions';
import { RunPanel } from './RunPanel';
import { CarryPanel } from './CarryPanel';
import { RecoLinksPanel } from '../../shared-file/RecoLinksPanel';
import { RecoMessagesPanel } from '../../reco-messages/RecoMessagesPanel';
import { SharePanel } from '../../reco-shares/SharePanel';
import { getFragmentData, type FragmentType } from '../../../gql';
import { usePageName } from '../../layout/page-name';

const IterationQuery = graphql(`
  query IterationPage_Iteration($id: Int!) {
    recoIteration(id: $id) {
      id
      number
      recoId
      createdAt
      entryCount
      matchedPercent
      unexplainedAmount
      uploadPath
      latestOutputPath
      run {
        state
        phase
        percent
        error
        errorReason {
          code
          side
          reason {
            code
            sheet
            row
            column
            text
            field
            limit
            size
          }
        }
        attempts
      }
      booksFile {
        id
        ...LedgerFileCard_File
      }
      counterpartyFile {
        id
        ...LedgerFileCard_File
      }
      booksMapping {
        ...MappingEditor_Mapping
      }
      counterpartyMapping {
        ...MappingEditor_Mapping
      }
    }
  }
`);

const RecoQuery = graphql(`
  query IterationPage_Reco($id: Int!) {
    reco(id: $id) {
      id
      kind
      state
      partyName
      projectName
      projectId
      periodFrom
      periodTo
      allowedActions
      currentIterationId
      iterationNumber
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
  }
`);

const ChangedSubscription = graphql(`
  subscription IterationPage_Changed($recoId: Int!) {
    recoChanged(recoId: $recoId) {
      recoId
      iterationId
      what
    }
  }
`);

const messages = defineMessages({
  files: { id: 'reco.iteration.files', defaultMessage: 'Ledgers' },
  mapping: { id: 'reco.iteration.mapping', defaultMessage: 'Columns' },
  run: { id: 'reco.iteration.run', defaultMessage: 'Run' },
  iteration: { id: 'reco.iteration.number', defaultMessage: 'Iteration {number}' },
  older: {
    id: 'reco.iteration.older',
    defaultMessage: 'This is an earlier iteration; the reconciliation has moved on.',
  },
  openCurrent: { id: 'reco.iteration.openCurrent', defaultMessage: 'Open the current one' },
  booksMapping: { id: 'reco.iteration.booksMapping', defaultMessage: 'Our books' },
  counterpartyMapping: {
    id: 'reco.iteration.counterpartyMapping',
    defaultMessage: 'Counterparty ledger',
  },
  uploadFirst: {
    id: 'reco.iteration.uploadFirst',
    defaultMessage: 'The detected columns show here once a ledger is uploaded.',
  },
  showColumns: { id: 'reco.iteration.showColumns', defaultMessage: 'Show the confirmed columns' },
  inReview: {
    id: 'reco.iteration.inReview',
    defaultMessage: 'Submitted: waiting for the reviewer.',
  },
});
const iterationMessage: MessageDescriptor = messages.iteration;

/** One side's detected columns, with a mark while they wait for confirmation. */
function SideMapping({
  label,
  mapping,
  iterationId,
  editable,
  currency,
}: {
  label: MessageDescriptor;
  mapping: FragmentType<typeof MappingFragment>;
  iterationId: number;
  editable: boolean;
  currency: string;
}) {
  const intl = useIntl();
  return (
    <Stack gap="2">
      <HStack>
        <Text fontWeight="semibold">{intl.formatMessage(label)}</Text>
        {getFragmentData(MappingFragment, mapping).confirmed || (
          <Badge colorPalette="orange" variant="subtle">
            !
          </Badge>
        )}
      </HStack>
      <MappingEditor
        iterationId={iterationId}
        mapping={mapping}
        editable={editable}
        currency={currency}
      />
    </Stack>
  );
}

/**
 * vendor-customer/period/{recoIterationId}: one iteration of a reconciliation, where the work
 * happens: both ledgers, their columns, the run live, its figures, and the steps allowed now.
 */
export default function IterationPage() {
  const intl = useIntl();
  const id = useIdParam('recoIterationId');
  const { ready, links, currency } = useRecoScope();
  const iterationQuery = useQuery(IterationQuery, {
    variables: { id: id ?? 0 },
    skip: !ready || id === null,
    context: recordQueryContext,
  });
  const iteration = iterationQuery.data?.recoIteration;
  const recoQuery = useQuery(RecoQuery, {
    variables: { id: iteration?.recoId ?? 0 },
    skip: !iteration,
  });
  const reco = recoQuery.data?.reco;
  usePageName(reco?.partyName);
  const [showColumns, setShowColumns] = useState(false);
  const { refetch: refetchIteration } = iterationQuery;
  const { refetch: refetchReco } = recoQuery;
  const reload = useCallback(
    () => Promise.all([refetchIteration(), refetchReco()]),
    [refetchIteration, refetchReco],
  );
  // Someone else's step, an upload in another tab, the end of a run: the screen follows.
  useSubscription(ChangedSubscription, {
    variables: { recoId: iteration?.recoId ?? 0 },
    skip: !iteration,
    onData: () => void reload(),
  });

  if (!iteration || !reco) {
    return (
      <RecordFallback
        missing={id === null}
        error={iterationQuery.error ?? recoQuery.error}
        onRetry={() => void reload()}
        backTo={links.latest()}
        notFound={titles.recoNotFound}
        testId="iteration"
      />
    );
  }

  const current = reco.currentIterationId === iteration.id;
  const allowed = (action: (typeof reco.allowedActions)[number]) =>
    current && reco.allowedActions.includes(action);
  const booksMapping = iteration.booksMapping;
  const counterpartyMapping = iteration.counterpartyMapping;
  const confirmed = (m: typeof booksMapping) =>
    Boolean(m && getFragmentData(MappingFragment, m).confirmed);
  const mappingsConfirmed = confirmed(booksMapping) && confirmed(counterpartyMapping);
  // Once the run has finished its figures come first and the confirmed columns fold away.
  const ranAlready = iteration.run.state === 'SUCCEEDED' && mappingsConfirmed;
  const sides = [
    {
      side: 'books',
      file: iteration.booksFile,
      mapping: booksMapping,
      label: messages.booksMapping,
    },
    {
      side: 'counterparty',
      file: iteration.counterpartyFile,
      mapping: counterpartyMapping,
      label: messages.counterpartyMapping,
    },
  ] as const;

  const runSection = (
    <Section title={intl.formatMessage(messages.run)} testId="iteration-run">
      <RunPanel
        recoId={reco.id}
        iterationId={iteration.id}
        kind={reco.kind}
        recoState={reco.state}
        canStart={allowed('START')}
        mappingsConfirmed={mappingsConfirmed}
        run={iteration.run}
        result={iteration}
        summaryHref={links.summary(reco.kind, iteration.id)}
        currency={currency}
        onEnded={() => void reload()}
      />
      {iteration.number > 1 && iteration.run.state === 'SUCCEEDED' && (
        <CarryPanel iterationId={iteration.id} />
      )}
    </Section>
  );
  const filesSection = (
    <Section title={intl.formatMessage(messages.files)} testId="iteration-files">
      <HStack gap="4" align="stretch" wrap="wrap">
        {sides.map(({ side, file }) => (
          <LedgerFileCard
            key={side}
            side={side}
            file={file}
            uploadPath={iteration.uploadPath}
            canUpload={allowed('UPLOAD')}
            onUploaded={reload}
          />
        ))}
      </HStack>
    </Section>
  );
  const mappingSection = (
    <Section title={intl.formatMessage(messages.mapping)} testId="iteration-mapping">
      {!booksMapping && !counterpartyMapping ? (
        <Text color="fg.muted">{intl.formatMessage(messages.uploadFirst)}</Text>
      ) : ranAlready && !showColumns ? (
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          onClick={() => setShowColumns(true)}
          data-testid="show-columns"
        >
          {intl.formatMessage(messages.showColumns)}
        </Button>
      ) : (
        <Stack gap="6">
          {sides.map(
            ({ side, mapping, label }) =>
              mapping && (
                <SideMapping
                  key={side}
                  label={label}
                  mapping={mapping}
                  iterationId={iteration.id}
                  editable={allowed('CONFIRM_MAPPING')}
                  currency={currency}
                />
              ),
          )}
        </Stack>
      )}
    </Section>
  );

  return (
    <Stack gap="5" data-testid="iteration-page" data-state={reco.state}>
      <ScreenHeader
        title={reco.partyName}
        subtitle={
          <>
            {reco.projectName} · {periodText(reco.periodFrom, reco.periodTo)} ·{' '}
            {intl.formatMessage(iterationMessage, { number: iteration.number })}
          </>
        }
        status={
          <HStack gap="2">
            <RecoStateChip state={reco.state} />
            <KindBadge kind={reco.kind} />
            <TagChips tags={reco.tags} href={(tagId) => links.tag(reco.id, tagId)} />
          </HStack>
        }
        backTo={links.latest()}
        actions={current ? <RecoActions reco={reco} /> : undefined}
      />
      <HStack gap="6" wrap="wrap" textStyle="sm">
        <HStack gap="1">
          <Text color="fg.muted">{intl.formatMessage(fieldLabels.assignee)}:</Text>
          <PersonText person={reco.assignee} />
        </HStack>
        <HStack gap="1">
          <Text color="fg.muted">{intl.formatMessage(fieldLabels.reviewer)}:</Text>
          <PersonText person={reco.reviewer} />
        </HStack>
      </HStack>
      {!current && reco.currentIterationId && (
        <Alert.Root status="info" data-testid="iteration-older">
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage(messages.older)}</Alert.Title>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={links.iteration(reco.currentIterationId)}>
              {intl.formatMessage(messages.openCurrent)}
            </RouterLink>
          </Button>
        </Alert.Root>
      )}
      {current && reco.state === 'IN_REVIEW' && (
        <Alert.Root status="info" data-testid="iteration-in-review">
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage(messages.inReview)}</Alert.Title>
        </Alert.Root>
      )}

      {ranAlready ? (
        <>
          {runSection}
          {filesSection}
          {mappingSection}
        </>
      ) : (
        <>
          {filesSection}
          {mappingSection}
          {runSection}
        </>
      )}
      <RecoMessagesPanel recoId={reco.id} />
      <SharePanel recoId={reco.id} iterationId={iteration.id} />
      {iteration.run.state === 'SUCCEEDED' && (
        <RecoLinksPanel
          recoId={reco.id}
          iterationId={iteration.id}
          recoName={`${reco.partyName} ${reco.periodFrom} to ${reco.periodTo}`}
        />
      )}
    </Stack>
  );
}
