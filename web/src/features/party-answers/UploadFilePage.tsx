import { Alert, Button, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { LuUpload } from 'react-icons/lu';
import { useLocation } from 'react-router';
import { formatDate, megabytes } from '../i18n/format';
import {
  MAX_LEDGER_BYTES,
  sendLedgerFile,
  type LedgerProblem,
} from '../reco/iterations/ledger-upload';
import { formatReadError } from '../reco/iterations/read-errors';
import {
  readSharedFileParams,
  sharedFilePaths,
  sharedFileProblem,
  type SharedFileDetails,
  type SharedFileProblem,
} from '../shared-file/shared-file';
import { partyPaths, type UploadAnswer } from './party-answers';
import { PartyFilePicker } from './PartyFilePicker';
import { PartyPage } from './PartyPage';
import { partyRefusalText } from './party-refusals';

type UploadMessage = 'title' | 'asked' | 'how' | 'choose' | 'send' | 'sending' | 'done' | 'started';
// Plain descriptors: several take values (ICU arguments).
const messages: Record<UploadMessage, MessageDescriptor> = defineMessages({
  title: { id: 'party.upload.title', defaultMessage: 'Send your ledger' },
  asked: {
    id: 'party.upload.asked',
    defaultMessage:
      '{company} asks for your ledger of their account for the period from {from} to {to}.',
  },
  how: {
    id: 'party.upload.how',
    defaultMessage: 'Export it from your accounting system as Excel or CSV (at most {limit} MB).',
  },
  choose: { id: 'party.upload.choose', defaultMessage: 'Ledger file' },
  send: { id: 'party.upload.send', defaultMessage: 'Send the ledger' },
  sending: { id: 'party.upload.sending', defaultMessage: 'Sending {name}… {percent} %' },
  done: {
    id: 'party.upload.done',
    defaultMessage: 'Thank you: {file} has reached {company}. You can close this page.',
  },
  started: {
    id: 'party.upload.started',
    defaultMessage: 'The reconciliation has started with your ledger.',
  },
});

const refusals = defineMessages({
  type: {
    id: 'party.upload.type',
    defaultMessage: 'Choose an Excel or CSV file: the name must end in .xlsx, .xls, .xlsm or .csv.',
  },
  empty: { id: 'party.upload.empty', defaultMessage: 'This file is empty.' },
  size: { id: 'party.upload.size', defaultMessage: 'This file is larger than {limit} MB.' },
  content: {
    id: 'party.upload.content',
    defaultMessage: 'The file was refused: its content is not a readable ledger.',
  },
  state: {
    id: 'party.upload.state',
    defaultMessage: 'This reconciliation takes no more files. Ask the sender if you need to.',
  },
  missing: {
    id: 'party.upload.missing',
    defaultMessage: 'This link is not valid. Ask the sender for a new one.',
  },
  busy: { id: 'party.upload.busy', defaultMessage: 'Too many tries. Wait a minute and try again.' },
  failed: {
    id: 'party.upload.failed',
    defaultMessage: 'The file did not go through. Check your connection and try again.',
  },
});
// A party has no session: every refusal of the link itself reads as "not valid".
const uploadProblems: Record<LedgerProblem, MessageDescriptor> = {
  ...refusals,
  session: refusals.missing,
  forbidden: refusals.missing,
};

type State =
  | { status: 'loading' }
  | { status: 'problem'; problem: SharedFileProblem }
  | { status: 'ready'; details: SharedFileDetails }
  | { status: 'done'; details: SharedFileDetails; answer: UploadAnswer };

/**
 * /pages/upload-file/: the party asked for its ledger sends it with the link's token, no
 * account; the same checks as the workspace's upload, a progress bar, and a plain word on
 * what happened.
 */
export default function UploadFilePage() {
  const intl = useIntl();
  const { search } = useLocation();
  const [params] = useState(() => readSharedFileParams(search));
  const [state, setState] = useState<State>({ status: 'loading' });
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<{
    problem: LedgerProblem;
    /** The service's coded refusal, worded; else the problem's own words stand. */
    said: string | null;
    detail: string | null;
  } | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const response = await fetch(sharedFilePaths.details(params));
        if (!live) return;
        if (!response.ok)
          return setState({ status: 'problem', problem: sharedFileProblem(response.status) });
        setState({ status: 'ready', details: (await response.json()) as SharedFileDetails });
      } catch {
        if (live) setState({ status: 'problem', problem: 'failed' });
      }
    })();
    return () => {
      live = false;
    };
  }, [params]);

  const send = async () => {
    if (!file || state.status !== 'ready') return;
    setRefusal(null);
    setSent(0);
    const result = await sendLedgerFile(partyPaths.upload(params), file, {}, setSent);
    setSent(null);
    if (result.ok)
      setState({ status: 'done', details: state.details, answer: result.body as UploadAnswer });
    else
      setRefusal({
        problem: result.problem,
        // Words from the codes only: the server's English message never reaches the party.
        said: partyRefusalText(intl, result.reason ?? null),
        detail: (result.reason && formatReadError(intl, result.reason)) ?? null,
      });
  };

  const details = state.status === 'ready' || state.status === 'done' ? state.details : null;
  return (
    <PartyPage
      // The page's own title: the reco's name is written in English ("2024-04-01 to ..."),
      // and the sentence below already names the company and the period.
      title={intl.formatMessage(messages.title)}
      loading={state.status === 'loading'}
      problem={state.status === 'problem' ? state.problem : null}
      testId="party-upload"
    >
      {details && (
        <Text>
          <FormattedMessage
            {...messages.asked}
            values={{
              company: details.company_name,
              from: formatDate(details.from_date),
              to: formatDate(details.to_date),
            }}
          />
        </Text>
      )}
      {state.status === 'done' && (
        <Alert.Root status="success" data-testid="party-upload-done">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {intl.formatMessage(messages.done, {
                file: state.answer.file_name,
                company: state.details.company_name,
              })}
            </Alert.Title>
            {state.answer.run_started && (
              <Alert.Description>{intl.formatMessage(messages.started)}</Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      {state.status === 'ready' && (
        <Stack gap="3">
          <Text color="fg.muted">
            {intl.formatMessage(messages.how, { limit: megabytes(MAX_LEDGER_BYTES) })}
          </Text>
          <PartyFilePicker
            label={intl.formatMessage(messages.choose)}
            file={file}
            onFile={(chosen) => {
              setFile(chosen);
              setRefusal(null);
            }}
            disabled={sent !== null}
            testId="party-upload-file"
          />
          {sent !== null && file && (
            <Progress.Root value={Math.round(sent * 100)} data-testid="party-upload-progress">
              <Progress.Label mb="1" fontSize="sm">
                {intl.formatMessage(messages.sending, {
                  name: file.name,
                  percent: Math.round(sent * 100),
                })}
              </Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          {refusal && (
            <Alert.Root status={refusal.problem === 'busy' ? 'warning' : 'error'}>
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title data-testid="party-upload-refused">
                  {refusal.said ??
                    intl.formatMessage(uploadProblems[refusal.problem], {
                      limit: megabytes(MAX_LEDGER_BYTES),
                    })}
                </Alert.Title>
                {refusal.detail && <Alert.Description>{refusal.detail}</Alert.Description>}
              </Alert.Content>
            </Alert.Root>
          )}
          <Button
            size="lg"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            disabled={!file}
            loading={sent !== null}
            onClick={() => void send()}
            data-testid="party-upload-send"
          >
            <LuUpload />
            {intl.formatMessage(messages.send)}
          </Button>
        </Stack>
      )}
    </PartyPage>
  );
}
