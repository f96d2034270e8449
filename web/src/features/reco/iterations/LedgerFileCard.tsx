import { Alert, Button, HStack, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuDownload, LuFileSpreadsheet, LuUpload } from 'react-icons/lu';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { megabytes } from '../../i18n/format';
import { formatFileSize } from '../../poso/shared/attachments';
import {
  checkLedgerFile,
  downloadWithSession,
  LEDGER_EXTENSIONS,
  MAX_LEDGER_BYTES,
  uploadLedger,
  type LedgerProblem,
} from './ledger-upload';
import { formatReadError } from './read-errors';

export const LedgerFileFragment = graphql(`
  fragment LedgerFileCard_File on RecoFile {
    id
    fileName
    sizeBytes
    sha256
    uploadedAt
    downloadPath
  }
`);

const problems: Record<LedgerProblem, MessageDescriptor> = defineMessages({
  type: {
    id: 'reco.upload.type',
    defaultMessage:
      'Choose an Excel or CSV ledger: the name must end in .xlsx, .xls, .xlsm or .csv.',
  },
  empty: { id: 'reco.upload.empty', defaultMessage: 'This file is empty.' },
  size: { id: 'reco.upload.size', defaultMessage: 'This file is larger than {limit} MB.' },
  content: {
    id: 'reco.upload.content',
    defaultMessage: 'The file was refused: its content is not a readable ledger.',
  },
  state: {
    id: 'reco.upload.state',
    defaultMessage:
      'Files cannot be changed at this step; restart the reconciliation for new files.',
  },
  session: { id: 'reco.upload.session', defaultMessage: 'Your session has ended. Sign in again.' },
  forbidden: {
    id: 'reco.upload.forbidden',
    defaultMessage: 'Only the reconciler of this reconciliation can upload its files.',
  },
  missing: { id: 'reco.upload.missing', defaultMessage: 'This iteration no longer exists.' },
  busy: { id: 'reco.upload.busy', defaultMessage: 'Too many tries. Wait a minute and try again.' },
  failed: {
    id: 'reco.upload.failed',
    defaultMessage: 'The upload did not go through. Check your connection and try again.',
  },
});

const messages = defineMessages({
  books: { id: 'reco.file.books', defaultMessage: 'Our books' },
  counterparty: { id: 'reco.file.counterparty', defaultMessage: 'Counterparty ledger' },
  booksHint: {
    id: 'reco.file.booksHint',
    defaultMessage: 'Our ledger of the party, exported from the accounting system.',
  },
  counterpartyHint: {
    id: 'reco.file.counterpartyHint',
    defaultMessage: 'The party’s ledger of us (or the portal statement).',
  },
  choose: { id: 'reco.file.choose', defaultMessage: 'Upload file' },
  replace: { id: 'reco.file.replace', defaultMessage: 'Replace file' },
  download: { id: 'reco.file.download', defaultMessage: 'Download' },
  uploading: { id: 'reco.file.uploading', defaultMessage: 'Uploading {name}… {percent} %' },
  reading: { id: 'reco.file.reading', defaultMessage: 'Reading the columns…' },
  none: { id: 'reco.file.none', defaultMessage: 'No file yet.' },
});
const uploadingMessage: MessageDescriptor = messages.uploading;

type Side = 'books' | 'counterparty';

/** One ledger of the iteration: the stored file, and an upload with a real progress bar. */
export function LedgerFileCard({
  side,
  file: masked,
  uploadPath,
  canUpload,
  onUploaded,
}: {
  side: Side;
  file: FragmentType<typeof LedgerFileFragment> | null | undefined;
  uploadPath: string;
  canUpload: boolean;
  onUploaded: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const file = getFragmentData(LedgerFileFragment, masked);
  const input = useRef<HTMLInputElement | null>(null);
  const [progress, setProgress] = useState<{ name: string; sent: number } | null>(null);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<{ problem: LedgerProblem; detail: string | null } | null>(
    null,
  );

  const send = async (chosen: File) => {
    setProblem(null);
    const early = checkLedgerFile(chosen);
    if (early) {
      setProblem({ problem: early, detail: null });
      return;
    }
    setProgress({ name: chosen.name, sent: 0 });
    const answer = await uploadLedger(uploadPath, side, chosen, (sent) =>
      setProgress({ name: chosen.name, sent }),
    );
    setProgress(null);
    if (!answer.ok) {
      setProblem({
        problem: answer.problem,
        // The service's code worded; its English only for a code this screen does not know.
        // A refusal without a code (the step, the role) is said whole by the title.
        detail: answer.reason ? (formatReadError(intl, answer.reason) ?? answer.detail) : null,
      });
      return;
    }
    setReading(true);
    try {
      await onUploaded();
    } finally {
      setReading(false);
    }
  };

  const busy = progress !== null || reading;
  return (
    <Stack
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      flex="1"
      minW="64"
      data-testid={`ledger-${side}`}
      data-uploaded={Boolean(file)}
    >
      <HStack justify="space-between" align="flex-start">
        <Stack gap="0">
          <Text fontWeight="semibold">
            {intl.formatMessage(side === 'books' ? messages.books : messages.counterparty)}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {intl.formatMessage(side === 'books' ? messages.booksHint : messages.counterpartyHint)}
          </Text>
        </Stack>
        <LuFileSpreadsheet />
      </HStack>
      {file ? (
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Stack gap="0" minW="0">
            <Text fontWeight="medium" truncate data-testid={`ledger-${side}-name`}>
              {file.fileName}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              {formatFileSize(file.sizeBytes)} · SHA-256 {file.sha256.slice(0, 12)}…
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="ghost"
            onClick={() =>
              void downloadWithSession(file.downloadPath, file.fileName).then(
                (ok) => ok || setProblem({ problem: 'failed', detail: null }),
              )
            }
          >
            <LuDownload />
            {intl.formatMessage(messages.download)}
          </Button>
        </HStack>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          {intl.formatMessage(messages.none)}
        </Text>
      )}
      {progress && (
        <Stack gap="1" data-testid={`ledger-${side}-progress`}>
          <Text textStyle="xs">
            {intl.formatMessage(uploadingMessage, {
              name: progress.name,
              percent: Math.round(progress.sent * 100),
            })}
          </Text>
          <Progress.Root value={Math.round(progress.sent * 100)} size="sm" striped animated>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      )}
      {reading && (
        <Text textStyle="xs" color="fg.muted">
          {intl.formatMessage(messages.reading)}
        </Text>
      )}
      {problem && (
        <Alert.Root status="error" size="sm" data-testid={`ledger-${side}-error`}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {intl.formatMessage(problems[problem.problem], {
                limit: megabytes(MAX_LEDGER_BYTES),
              })}
            </Alert.Title>
            {problem.detail && <Alert.Description>{problem.detail}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      )}
      {canUpload && (
        <>
          <Input
            ref={input}
            type="file"
            display="none"
            accept={LEDGER_EXTENSIONS.join(',')}
            data-testid={`ledger-${side}-input`}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (chosen) void send(chosen);
            }}
          />
          <Button
            size="sm"
            variant={file ? 'outline' : 'solid'}
            alignSelf="flex-start"
            loading={busy}
            onClick={() => input.current?.click()}
            data-testid={`ledger-${side}-upload`}
          >
            <LuUpload />
            {intl.formatMessage(file ? messages.replace : messages.choose)}
          </Button>
        </>
      )}
    </Stack>
  );
}
