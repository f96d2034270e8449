import { Alert, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuCheck, LuCircleAlert } from 'react-icons/lu';
import { useLocation } from 'react-router';
import { formatDate } from '../i18n/format';
import { sendLedgerFile } from '../reco/iterations/ledger-upload';
import { formatReadError, readErrorReasonOf } from '../reco/iterations/read-errors';
import {
  readSharedFileParams,
  sharedFileProblem,
  type SharedFileProblem,
} from '../shared-file/shared-file';
import { linkProblems } from './link-problems';
import { PartyFilePicker } from './PartyFilePicker';
import { PartyPage } from './PartyPage';
import { partyPaths, type PublicBalance } from './party-answers';
import { partyRefusalText } from './party-refusals';

type ConfirmMessage =
  | 'title'
  | 'asked'
  | 'balance'
  | 'noBalance'
  | 'nothingToConfirm'
  | 'sendRemark'
  | 'confirm'
  | 'dispute'
  | 'remark'
  | 'remarkNeeded'
  | 'file'
  | 'sendDispute'
  | 'cancel'
  | 'confirmed'
  | 'disputed'
  | 'fileKept'
  | 'fileRefused'
  | 'change'
  | 'refused'
  | 'failed';
// Plain descriptors: several take values (ICU arguments).
const messages: Record<ConfirmMessage, MessageDescriptor> = defineMessages({
  title: { id: 'party.confirm.title', defaultMessage: 'Confirm your closing balance' },
  asked: {
    id: 'party.confirm.asked',
    defaultMessage:
      '{company} asks you to confirm the closing balance of your account with them for the period from {from} to {to}.',
  },
  balance: { id: 'party.confirm.balance', defaultMessage: 'Closing balance in our books' },
  noBalance: {
    id: 'party.confirm.noBalance',
    defaultMessage: 'Our closing balance is not ready yet; the sender will write again.',
  },
  nothingToConfirm: {
    id: 'party.confirm.nothingToConfirm',
    defaultMessage:
      'There is no balance to confirm yet. If your books show something we should know, send us a remark or your statement; otherwise there is nothing to do for now.',
  },
  sendRemark: { id: 'party.confirm.sendRemark', defaultMessage: 'Send a remark' },
  confirm: { id: 'party.confirm.confirm', defaultMessage: 'Confirm the balance' },
  dispute: { id: 'party.confirm.dispute', defaultMessage: 'The balance differs' },
  remark: {
    id: 'party.confirm.remark',
    defaultMessage: 'What differs (your balance, the entries in question)',
  },
  remarkNeeded: {
    id: 'party.confirm.remarkNeeded',
    defaultMessage: 'Say what differs, so the sender can look into it.',
  },
  file: { id: 'party.confirm.file', defaultMessage: 'Your statement (optional, Excel or CSV)' },
  sendDispute: { id: 'party.confirm.sendDispute', defaultMessage: 'Send the dispute' },
  cancel: { id: 'party.confirm.cancel', defaultMessage: 'Back' },
  confirmed: {
    id: 'party.confirm.confirmed',
    defaultMessage: 'Thank you: you confirmed the balance on {date}. {company} has been told.',
  },
  disputed: {
    id: 'party.confirm.disputed',
    defaultMessage: 'Thank you: you disputed the balance on {date}. {company} has been told.',
  },
  fileKept: { id: 'party.confirm.fileKept', defaultMessage: 'Your file {name} is with it.' },
  fileRefused: {
    id: 'party.confirm.fileRefused',
    defaultMessage: 'Your answer is saved, but the file was refused: {reason}',
  },
  change: { id: 'party.confirm.change', defaultMessage: 'Change my answer' },
  refused: {
    id: 'party.confirm.refused',
    defaultMessage: 'Your answer was not taken. Reload the page and try again.',
  },
  failed: {
    id: 'party.confirm.failed',
    defaultMessage: 'Your answer did not go through. Check your connection and try again.',
  },
});

type State =
  | { status: 'loading' }
  | { status: 'problem'; problem: SharedFileProblem }
  | { status: 'ready'; page: PublicBalance };

/**
 * /pages/confirm_completion/: the party confirms our closing balance, or disputes it with a
 * remark and, if it wishes, its statement; no account, the link's token is enough. Before our
 * books are in there is no balance to confirm: the page says so and offers only the remark.
 */
export default function ConfirmCompletionPage() {
  const intl = useIntl();
  const { search } = useLocation();
  const [params] = useState(() => readSharedFileParams(search));
  const [state, setState] = useState<State>({ status: 'loading' });
  const [disputing, setDisputing] = useState(false);
  const [changing, setChanging] = useState(false);
  const [remark, setRemark] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fileRefused, setFileRefused] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const response = await fetch(partyPaths.balance(params));
      if (!response.ok)
        return setState({ status: 'problem', problem: sharedFileProblem(response.status) });
      setState({ status: 'ready', page: (await response.json()) as PublicBalance });
    } catch {
      setState({ status: 'problem', problem: 'failed' });
    }
  }, [params]);
  useEffect(() => {
    void load();
  }, [load]);

  const answer = async (decision: 'confirmed' | 'disputed') => {
    if (decision === 'disputed' && !remark.trim()) {
      setError(intl.formatMessage(messages.remarkNeeded));
      return;
    }
    setBusy(true);
    setError(null);
    setFileRefused(null);
    try {
      const response = await fetch(partyPaths.balance(params), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ decision, ...(decision === 'disputed' ? { remark } : {}) }),
      });
      const body = (await response.json().catch(() => ({}))) as { response_id?: number };
      if (!response.ok) {
        const problem = sharedFileProblem(response.status);
        // The refusal's code in the party's language; the server's English never shows.
        setError(
          response.status === 400 || response.status === 409
            ? (partyRefusalText(intl, readErrorReasonOf(body)) ??
                intl.formatMessage(messages.refused))
            : intl.formatMessage(linkProblems[problem]),
        );
        return;
      }
      if (decision === 'disputed' && file && body.response_id) {
        const sent = await sendLedgerFile(
          partyPaths.disputeFile(params, body.response_id),
          file,
          {},
          () => undefined,
        );
        if (!sent.ok)
          setFileRefused(
            (sent.reason &&
              (formatReadError(intl, sent.reason) ?? partyRefusalText(intl, sent.reason))) ??
              file.name,
          );
      }
      setDisputing(false);
      setChanging(false);
      await load();
    } catch {
      setError(intl.formatMessage(messages.failed));
    } finally {
      setBusy(false);
    }
  };

  const page = state.status === 'ready' ? state.page : null;
  const answered = page?.answer && !changing ? page.answer : null;
  return (
    <PartyPage
      // The page's own title: the reco's name is written in English ("2024-04-01 to ..."),
      // and the sentence below already names the company and the period.
      title={intl.formatMessage(messages.title)}
      loading={state.status === 'loading'}
      problem={state.status === 'problem' ? state.problem : null}
      testId="party-confirm"
    >
      {page && (
        <>
          <Text>
            {intl.formatMessage(messages.asked, {
              company: page.company_name,
              from: formatDate(page.from_date),
              to: formatDate(page.to_date),
            })}
          </Text>
          <Stack gap="1" borderWidth="1px" borderRadius="md" p="4">
            <Text color="fg.muted" fontSize="sm">
              {intl.formatMessage(messages.balance)}
            </Text>
            <Text fontSize="2xl" fontWeight="semibold" data-testid="party-balance">
              {page.closing_balance ?? '—'}
            </Text>
            {page.closing_balance === null && (
              <Text fontSize="sm" color="fg.muted">
                {intl.formatMessage(messages.noBalance)}
              </Text>
            )}
          </Stack>
        </>
      )}
      {answered && page && (
        <Alert.Root
          status={answered.decision === 'confirmed' ? 'success' : 'info'}
          data-testid="party-confirm-done"
        >
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {intl.formatMessage(
                answered.decision === 'confirmed' ? messages.confirmed : messages.disputed,
                {
                  date: formatDate(answered.answered_at.slice(0, 10)),
                  company: page.company_name,
                },
              )}
            </Alert.Title>
            {answered.remark && <Alert.Description>{answered.remark}</Alert.Description>}
            {answered.file_name && (
              <Alert.Description>
                {intl.formatMessage(messages.fileKept, { name: answered.file_name })}
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      {fileRefused && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            {intl.formatMessage(messages.fileRefused, { reason: fileRefused })}
          </Alert.Title>
        </Alert.Root>
      )}
      {answered && (
        <Button
          variant="outline"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          onClick={() => setChanging(true)}
          data-testid="party-confirm-change"
        >
          {intl.formatMessage(messages.change)}
        </Button>
      )}
      {page && !answered && !disputing && page.closing_balance === null && (
        <Stack gap="3" data-testid="party-confirm-nothing">
          <Text>{intl.formatMessage(messages.nothingToConfirm)}</Text>
          <Button
            size="lg"
            variant="outline"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            onClick={() => setDisputing(true)}
            data-testid="party-confirm-no"
          >
            <LuCircleAlert />
            {intl.formatMessage(messages.sendRemark)}
          </Button>
        </Stack>
      )}
      {page && !answered && !disputing && page.closing_balance !== null && (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button
            size="lg"
            loading={busy}
            onClick={() => void answer('confirmed')}
            data-testid="party-confirm-yes"
          >
            <LuCheck />
            {intl.formatMessage(messages.confirm)}
          </Button>
          <Button
            size="lg"
            variant="outline"
            onClick={() => setDisputing(true)}
            data-testid="party-confirm-no"
          >
            <LuCircleAlert />
            {intl.formatMessage(messages.dispute)}
          </Button>
        </Stack>
      )}
      {page && !answered && disputing && (
        <Stack gap="3">
          <label>
            <Text fontWeight="medium" mb="1">
              {intl.formatMessage(messages.remark)}
            </Text>
            <Textarea
              value={remark}
              maxLength={2000}
              rows={4}
              onChange={(e) => setRemark(e.target.value)}
              data-testid="party-confirm-remark"
            />
          </label>
          <PartyFilePicker
            label={intl.formatMessage(messages.file)}
            file={file}
            onFile={setFile}
            testId="party-confirm-file"
          />
          <HStack gap="3" flexWrap="wrap">
            <Button
              loading={busy}
              onClick={() => void answer('disputed')}
              data-testid="party-confirm-send"
            >
              {intl.formatMessage(messages.sendDispute)}
            </Button>
            <Button variant="ghost" onClick={() => setDisputing(false)}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          </HStack>
        </Stack>
      )}
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title data-testid="party-confirm-error">{error}</Alert.Title>
        </Alert.Root>
      )}
    </PartyPage>
  );
}
