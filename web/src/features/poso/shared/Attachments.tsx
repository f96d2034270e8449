import { Button, HStack, IconButton, List, Stack, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuDownload, LuPaperclip, LuPlus, LuX } from 'react-icons/lu';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { megabytes } from '../../i18n/format';
import { showSnackbar } from '../../snackbar/snackbar';
import {
  ATTACHMENT_EXTENSIONS,
  MAX_ATTACHMENT_BYTES,
  checkAttachment,
  downloadFile,
  formatFileSize,
  uploadFile,
  type AttachmentProblem,
} from './attachments';

const AttachmentListAttachment = graphql(`
  fragment AttachmentList_Attachment on Attachment {
    attachmentId
    fileName
    contentType
    sizeBytes
    downloadPath
  }
`);

type AttachmentRow = { attachmentId: number; fileName: string; downloadPath: string };

const messages = defineMessages({
  none: { id: 'poso.attachments.none', defaultMessage: 'No files attached' },
  download: { id: 'poso.attachments.download', defaultMessage: 'Download {name}' },
  add: { id: 'poso.attachments.add', defaultMessage: 'Add files' },
  remove: { id: 'poso.attachments.remove', defaultMessage: 'Remove {name}' },
  hint: {
    id: 'poso.attachments.hint',
    defaultMessage: 'PDF, images, spreadsheets, Word or CSV, up to {limit} MB each',
  },
  attached: { id: 'poso.attachments.attached', defaultMessage: '{name} attached' },
  notAttached: {
    id: 'poso.attachments.notAttached',
    defaultMessage: '{name} was not attached: {reason}',
  },
  notDownloaded: {
    id: 'poso.attachments.notDownloaded',
    defaultMessage: '{name} could not be downloaded: {reason}',
  },
  type: { id: 'poso.attachments.type', defaultMessage: 'this type of file is not accepted' },
  size: { id: 'poso.attachments.size', defaultMessage: 'the file is larger than {limit} MB' },
  empty: { id: 'poso.attachments.empty', defaultMessage: 'the file is empty' },
  refused: {
    id: 'poso.attachments.refused',
    defaultMessage: 'its content does not match its type',
  },
  locked: {
    id: 'poso.attachments.locked',
    defaultMessage: 'the document can no longer be changed',
  },
  session: { id: 'poso.attachments.session', defaultMessage: 'your session has ended' },
  forbidden: { id: 'poso.attachments.forbidden', defaultMessage: 'you may not do this here' },
  missing: { id: 'poso.attachments.missing', defaultMessage: 'the file is no longer there' },
  failed: { id: 'poso.attachments.failed', defaultMessage: 'the transfer failed; try again' },
});
const say = (message: MessageDescriptor): MessageDescriptor => message;
const reasons: Record<AttachmentProblem, MessageDescriptor> = {
  type: messages.type,
  size: messages.size,
  empty: messages.empty,
  refused: messages.refused,
  locked: messages.locked,
  session: messages.session,
  forbidden: messages.forbidden,
  missing: messages.missing,
  failed: messages.failed,
};
const accept = ATTACHMENT_EXTENSIONS.join(',');

/** "quote.pdf was not attached: the file is empty", in the user's language. */
function useProblemText() {
  const intl = useIntl();
  return useCallback(
    (template: MessageDescriptor, name: string, problem: AttachmentProblem) =>
      intl.formatMessage(template, {
        name,
        reason: intl.formatMessage(reasons[problem], { limit: megabytes(MAX_ATTACHMENT_BYTES) }),
      }),
    [intl],
  );
}

/**
 * Uploads files one by one to a BFF upload route, saying for each whether it was attached;
 * resolves to true when all were.
 */
export function useUploadFiles() {
  const intl = useIntl();
  const problemText = useProblemText();
  return useCallback(
    async (path: string, files: readonly File[]) => {
      let all = true;
      for (const file of files) {
        const result = await uploadFile(path, file);
        all &&= result.ok;
        showSnackbar({
          message: result.ok
            ? intl.formatMessage(say(messages.attached), { name: file.name })
            : problemText(messages.notAttached, file.name, result.problem),
          variant: 'alert',
          severity: result.ok ? 'success' : 'error',
        });
      }
      return all;
    },
    [intl, problemText],
  );
}

/** Picks files, refusing at once (with the reason) the ones the service would refuse. */
function useFilePicker(onFiles: (files: File[]) => void) {
  const problemText = useProblemText();
  const input = useRef<HTMLInputElement | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const element = (
    <input
      ref={input}
      type="file"
      multiple
      accept={accept}
      hidden
      data-testid="attachment-input"
      onChange={(event) => {
        const chosen = Array.from(event.currentTarget.files ?? []);
        event.currentTarget.value = '';
        const refused: string[] = [];
        const good = chosen.filter((file) => {
          const problem = checkAttachment(file);
          if (problem) refused.push(problemText(messages.notAttached, file.name, problem));
          return problem === null;
        });
        setProblems(refused);
        if (good.length > 0) onFiles(good);
      }}
    />
  );
  return { element, open: () => input.current?.click(), problems };
}

function AddFiles({
  onClick,
  loading = false,
  disabled = false,
}: {
  onClick: () => void;
  loading?: boolean;
  disabled?: boolean;
}) {
  const intl = useIntl();
  return (
    <HStack gap="3" wrap="wrap">
      <Button
        size="sm"
        variant="outline"
        loading={loading}
        disabled={disabled}
        onClick={onClick}
        data-testid="attachment-add"
      >
        <LuPlus />
        {intl.formatMessage(messages.add)}
      </Button>
      <Text color="fg.muted" textStyle="xs">
        {intl.formatMessage(say(messages.hint), { limit: megabytes(MAX_ATTACHMENT_BYTES) })}
      </Text>
    </HStack>
  );
}

function Problems({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <Stack gap="0" role="alert" data-testid="attachment-problems">
      {problems.map((problem) => (
        <Text key={problem} color="fg.error" textStyle="sm">
          {problem}
        </Text>
      ))}
    </Stack>
  );
}

function FileName({ name, size }: { name: string; size: number | string }) {
  const { locale } = useIntl();
  return (
    <>
      <LuPaperclip />
      <Text as="span" truncate maxW="md">
        {name}
      </Text>
      <Text as="span" color="fg.muted" textStyle="xs" whiteSpace="nowrap">
        {formatFileSize(size, locale)}
      </Text>
    </>
  );
}

/**
 * The files on a PO or invoice, each downloaded through the BFF file route; with
 * `uploadTo` (a document that can still be changed), files can be added on the spot.
 */
export function AttachmentList({
  attachments: masked,
  uploadTo,
  onUploaded,
}: {
  attachments: readonly FragmentType<typeof AttachmentListAttachment>[];
  uploadTo?: string | null;
  onUploaded?: () => void;
}) {
  const attachments = getFragmentData(AttachmentListAttachment, masked);
  const intl = useIntl();
  const problemText = useProblemText();
  const [busy, setBusy] = useState<number | 'upload' | null>(null);
  const upload = useUploadFiles();
  const picker = useFilePicker((files) => {
    if (!uploadTo) return;
    setBusy('upload');
    void upload(uploadTo, files).then(() => {
      setBusy(null);
      onUploaded?.();
    });
  });

  const download = async (file: AttachmentRow) => {
    setBusy(file.attachmentId);
    const result = await downloadFile(file.downloadPath, file.fileName);
    setBusy(null);
    if (!result.ok) {
      showSnackbar({
        message: problemText(messages.notDownloaded, file.fileName, result.problem),
        variant: 'alert',
        severity: 'error',
      });
    }
  };

  return (
    <Stack gap="3" data-testid="attachments">
      {attachments.length === 0 ? (
        <Text color="fg.muted" textStyle="sm" data-testid="attachments-empty">
          {intl.formatMessage(messages.none)}
        </Text>
      ) : (
        <List.Root variant="plain" gap="1">
          {attachments.map((file) => (
            <List.Item key={file.attachmentId}>
              <HStack gap="2" minW="0">
                <FileName name={file.fileName} size={file.sizeBytes} />
                <IconButton
                  size="xs"
                  variant="ghost"
                  loading={busy === file.attachmentId}
                  aria-label={intl.formatMessage(say(messages.download), { name: file.fileName })}
                  data-testid="attachment-download"
                  onClick={() => void download(file)}
                >
                  <LuDownload />
                </IconButton>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      {uploadTo && (
        <>
          {picker.element}
          <AddFiles onClick={picker.open} loading={busy === 'upload'} />
          <Problems problems={picker.problems} />
        </>
      )}
    </Stack>
  );
}

/** Files chosen in a form before the document exists, uploaded once it is saved. */
export function AttachmentPicker({
  files,
  onChange,
  disabled = false,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const picker = useFilePicker((chosen) => onChange([...files, ...chosen]));
  return (
    <Stack gap="3" data-testid="attachment-picker">
      {files.length > 0 && (
        <List.Root variant="plain" gap="1">
          {files.map((file, index) => (
            <List.Item key={`${file.name}-${index}`}>
              <HStack gap="2" minW="0">
                <FileName name={file.name} size={file.size} />
                <IconButton
                  size="xs"
                  variant="ghost"
                  disabled={disabled}
                  aria-label={intl.formatMessage(say(messages.remove), { name: file.name })}
                  onClick={() => onChange(files.filter((_, other) => other !== index))}
                >
                  <LuX />
                </IconButton>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      {picker.element}
      <AddFiles onClick={picker.open} disabled={disabled} />
      <Problems problems={picker.problems} />
    </Stack>
  );
}
