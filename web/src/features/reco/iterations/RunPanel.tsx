import { Alert, Button, HStack, Progress, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useMutation, useSubscription } from '@apollo/client/react';
import { m } from 'framer-motion';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuCheck, LuChartColumn, LuDownload, LuPlay, LuRotateCcw } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../../gql';
import type { RecoKind, RecoState, RunPhase, RunState } from '../../../gql/graphql';
import { quiet } from '../../../ui/actions/useAction';
import { Figure, Percent } from '../../../ui/display/Money';
import { useRecoStep } from '../shared/useRecoStep';
import { downloadWithSession } from './ledger-upload';
import { phaseLabel, runPhases } from './run-phases';
import { formatRunError, type RunErrorView } from './run-errors';

const ProgressSubscription = graphql(`
  subscription RunPanel_Progress($iterationId: Int!) {
    recoRunProgress(iterationId: $iterationId) {
      iterationId
      percent
      phase
    }
  }
`);

const StartMutation = graphql(`
  mutation RunPanel_Start($recoId: Int!, $fromState: RecoState) {
    startReco(recoId: $recoId, fromState: $fromState) {
      id
      state
      allowedActions
    }
  }
`);

const messages = defineMessages({
  start: { id: 'reco.run.start', defaultMessage: 'Start the run' },
  retry: { id: 'reco.run.retry', defaultMessage: 'Run again' },
  confirmFirst: {
    id: 'reco.run.confirmFirst',
    defaultMessage: 'Upload both ledgers and confirm their columns, then start the run.',
  },
  failed: { id: 'reco.run.failed', defaultMessage: 'The run failed' },
  failedHint: {
    id: 'reco.run.failedHint',
    defaultMessage: 'Nothing was lost: correct the file or its columns if needed, and run again.',
  },
  attempts: { id: 'reco.run.attempts', defaultMessage: 'Tries: {count}' },
  matched: { id: 'reco.run.matched', defaultMessage: 'Matched' },
  unexplained: { id: 'reco.run.unexplained', defaultMessage: 'Left to explain' },
  entries: { id: 'reco.run.entries', defaultMessage: 'Entries (both sides)' },
  openSummary: { id: 'reco.run.openSummary', defaultMessage: 'Open the summary' },
  downloadOutput: { id: 'reco.run.downloadOutput', defaultMessage: 'Download the result' },
});
const attemptsMessage: MessageDescriptor = messages.attempts;

export type RunPanelProps = {
  recoId: number;
  iterationId: number;
  kind: RecoKind;
  recoState: RecoState;
  canStart: boolean;
  mappingsConfirmed: boolean;
  run: {
    state: RunState;
    phase?: RunPhase | null;
    percent: number;
    error?: string | null;
    errorReason?: RunErrorView | null;
    attempts: number;
  };
  result: {
    matchedPercent?: string | null;
    unexplainedAmount?: string | null;
    entryCount: number;
    latestOutputPath: string;
  };
  summaryHref: string;
  currency: string;
  /** Reloads the iteration once the run ended. */
  onEnded: () => void;
};

/**
 * Starting the run and following it live (reading, matching, writing) from the BFF's
 * subscription; a failed run says why and can be run again; a finished one shows its figures.
 */
export function RunPanel(props: RunPanelProps) {
  const intl = useIntl();
  const { run, result } = props;
  const [progress, setProgress] = useState<{ percent: number; phase: RunPhase | null } | null>(
    null,
  );
  // Live from the moment the start is accepted, not only once the reloaded iteration says so:
  // a short run may be over before that reload, and the person still sees it go by.
  const live = run.state === 'QUEUED' || run.state === 'RUNNING' || Boolean(progress?.phase);
  useSubscription(ProgressSubscription, {
    variables: { iterationId: props.iterationId },
    skip: !live,
    onData: ({ data }) => {
      const next = data.data?.recoRunProgress;
      if (!next) return;
      setProgress({ percent: next.percent, phase: next.phase ?? null });
      if (!next.phase) props.onEnded();
    },
  });
  const [start] = useMutation(StartMutation, { context: quiet });
  const startStep = useRecoStep<void, unknown>({
    scope: `start-reco:${props.recoId}:${props.iterationId}`,
    run: () => start({ variables: { recoId: props.recoId, fromState: props.recoState } }),
    onSuccess: () => {
      setProgress({ percent: 0, phase: 'QUEUED' });
      props.onEnded();
    },
  });

  const percent = progress?.percent ?? run.percent;
  const phase = progress?.phase ?? run.phase ?? (live ? 'QUEUED' : null);
  const phaseIndex = phase ? runPhases.indexOf(phase) : -1;

  return (
    <Stack gap="4" data-testid="run-panel" data-run-state={run.state}>
      {live && (
        // The panel opens rather than pops in, so what sits below slides down instead of jumping.
        <Stack gap="3" data-testid="run-progress" aria-live="polite" overflow="hidden" asChild>
          <m.div
            initial={{ opacity: 0, height: 0 }}
            animate={{ opacity: 1, height: 'auto' }}
            transition={{ duration: 0.3, ease: 'easeOut' }}
          >
            <Progress.Root value={percent} striped animated colorPalette="blue">
              <HStack justify="space-between">
                <Progress.Label>
                  {phase ? intl.formatMessage(phaseLabel(phase)) : ''}
                </Progress.Label>
                <Progress.ValueText data-testid="run-percent">{percent} %</Progress.ValueText>
              </HStack>
              <Progress.Track>
                <Progress.Range transition="width 0.4s ease" />
              </Progress.Track>
            </Progress.Root>
            <HStack gap="4" wrap="wrap">
              {runPhases.map((p, index) => (
                <HStack
                  key={p}
                  gap="1"
                  color={
                    index < phaseIndex ? 'green.fg' : index === phaseIndex ? 'fg' : 'fg.subtle'
                  }
                  fontWeight={index === phaseIndex ? 'semibold' : 'normal'}
                  textStyle="sm"
                  data-testid={`run-phase-${p}`}
                  data-done={index < phaseIndex}
                >
                  {index < phaseIndex && (
                    // The tick pops when a phase completes: the eye follows the run moving on.
                    <m.span
                      initial={{ scale: 0 }}
                      animate={{ scale: 1 }}
                      transition={{ type: 'spring', stiffness: 500, damping: 25 }}
                      style={{ display: 'inline-flex' }}
                    >
                      <LuCheck />
                    </m.span>
                  )}
                  <Text as="span">{intl.formatMessage(phaseLabel(p))}</Text>
                </HStack>
              ))}
            </HStack>
          </m.div>
        </Stack>
      )}

      {run.state === 'FAILED' && (
        <Alert.Root status="error" data-testid="run-failed">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{intl.formatMessage(messages.failed)}</Alert.Title>
            <Alert.Description>
              <Stack gap="1">
                <Text data-testid="run-error" data-code={run.errorReason?.code}>
                  {(run.errorReason && formatRunError(intl, run.errorReason)) ?? run.error}
                </Text>
                <Text textStyle="sm">{intl.formatMessage(messages.failedHint)}</Text>
                <Text textStyle="xs" color="fg.muted">
                  {intl.formatMessage(attemptsMessage, { count: run.attempts })}
                </Text>
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {!live && props.canStart && (
        <HStack gap="3" wrap="wrap">
          <Button
            onClick={() => void startStep.trigger()}
            loading={startStep.pending}
            disabled={!props.mappingsConfirmed}
            data-testid="start-run"
          >
            {run.state === 'FAILED' ? <LuRotateCcw /> : <LuPlay />}
            {intl.formatMessage(run.state === 'FAILED' ? messages.retry : messages.start)}
          </Button>
          {!props.mappingsConfirmed && (
            <Text textStyle="sm" color="fg.muted" data-testid="run-needs-mapping">
              {intl.formatMessage(messages.confirmFirst)}
            </Text>
          )}
        </HStack>
      )}

      {run.state === 'SUCCEEDED' && (
        <Stack gap="4" data-testid="run-result" asChild>
          <m.div initial={{ opacity: 0, y: 8 }} animate={{ opacity: 1, y: 0 }}>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
              <Stat.Root borderWidth="1px" borderRadius="md" p="3">
                <Stat.Label>{intl.formatMessage(messages.matched)}</Stat.Label>
                <Stat.ValueText data-testid="result-matched">
                  {result.matchedPercent ? <Percent value={result.matchedPercent} /> : '—'}
                </Stat.ValueText>
              </Stat.Root>
              <Stat.Root borderWidth="1px" borderRadius="md" p="3">
                <Stat.Label>{intl.formatMessage(messages.unexplained)}</Stat.Label>
                <Stat.ValueText data-testid="result-unexplained">
                  {result.unexplainedAmount ? (
                    <Figure value={result.unexplainedAmount} currency={props.currency} />
                  ) : (
                    '—'
                  )}
                </Stat.ValueText>
              </Stat.Root>
              <Stat.Root borderWidth="1px" borderRadius="md" p="3">
                <Stat.Label>{intl.formatMessage(messages.entries)}</Stat.Label>
                <Stat.ValueText data-testid="result-entries">{result.entryCount}</Stat.ValueText>
              </Stat.Root>
            </SimpleGrid>
            <HStack gap="3" wrap="wrap">
              <Button asChild>
                <RouterLink to={props.summaryHref} data-testid="open-summary">
                  <LuChartColumn />
                  {intl.formatMessage(messages.openSummary)}
                </RouterLink>
              </Button>
              <Button
                variant="outline"
                onClick={() =>
                  void downloadWithSession(
                    result.latestOutputPath,
                    `reconciliation-${props.recoId}.xlsx`,
                  )
                }
                data-testid="download-output"
              >
                <LuDownload />
                {intl.formatMessage(messages.downloadOutput)}
              </Button>
            </HStack>
          </m.div>
        </Stack>
      )}
    </Stack>
  );
}
