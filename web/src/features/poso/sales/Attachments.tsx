import { Button, HStack, IconButton, List, Stack, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuDownload, LuPaperclip, LuPlus, LuX } from 'react-icons/lu';
import { errorMessage } from '../../../app/error-codes';
import { showSnackbar } from '../../snackbar/snackbar';
import {
  ATTACHMENT_EXTENSIONS,
  checkAttachment,
  formatFileSize,
  type AttachmentProblem,
} from './attachments';
import { downloadFile, uploadFile } from './file-transfer';
import { salesLabels } from './messages';

export type AttachmentRow = {
  attachmentId: number;
  fileName: string;
  sizeBytes: string;
  downloadPath: string;
};

const messages = defineMessages({
  none: { id: 'sales.attachments.none', defaultMessage: 'No files attached' },
  download: { id: 'sales.attachments.download', defaultMessage: 'Download {name}' },
  add: { id: 'sales.attachments.add', defaultMessage: 'Add files' },
  remove: { id: 'sales.attachments.remove', defaultMessage: 'Remove {name}' },
  hint: {
    id: 'sales.attachments.hint',
    defaultMessage: 'PDF, images, spreadsheets, Word or CSV, up to 25 MB each',
  },
  uploaded: { id: 'sales.attachments.uploaded', defaultMessage: '{name} attached' },
  uploadFailed: { id: 'sales.attachments.failed', defaultMessage: '{name}: {reason}' },
  type: {
    id: 'sales.attachments.type',
    defaultMessage: '{name}: this type of file is not accepted',
  },
  size: { id: 'sales.attachments.size', defaultMessage: '{name}: larger than 25 MB' },
  empty: { id: 'sales.attachments.empty', defaultMessage: '{name}: the file is empty' },
});
const say = (message: MessageDescriptor): MessageDescriptor => message;
const problemMessages: Record<AttachmentProblem, MessageDescriptor> = {
  type: say(messages.type),
  size: say(messages.size),
  empty: say(messages.empty),
};
const accept = ATTACHMENT_EXTENSIONS.join(',');

/** Uploads files one by one, saying for each whether it was attached; true when all were. */
export function useUploadFiles() {
  const intl = useIntl();
  return useCallback(
    async (path: string, files: readonly File[]) => {
      let all = true;
      for (const file of files) {
        const result = await uploadFile(path, file);
        all &&= result.ok;
        showSnackbar({
          message: result.ok
            ? intl.formatMessage(say(messages.uploaded), { name: file.name })
            : intl.formatMessage(say(messages.uploadFailed), {
                name: file.name,
                reason: intl.formatMessage(errorMessage(result.code)),
              }),
          variant: 'alert',
          severity: result.ok ? 'success' : 'error',
        });
      }
      return all;
    },
    [intl],
  );
}

/** Picks files, refusing at once the ones the service would refuse. */
function useFilePicker(onFiles: (files: File[]) => void) {
  const intl = useIntl();
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
          if (problem)
            refused.push(intl.formatMessage(problemMessages[problem], { name: file.name }));
          return problem === null;
        });
        setProblems(refused);
        if (good.length > 0) onFiles(good);
      }}
    />
  );
  return { element, open: () => input.current?.click(), problems };
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

function FileName({ name, size }: { name: string; size: number }) {
  return (
    <>
      <LuPaperclip />
      <Text as="span" truncate maxW="md">
        {name}
      </Text>
      <Text as="span" color="fg.muted" textStyle="xs" whiteSpace="nowrap">
        {formatFileSize(size)}
      </Text>
    </>
  );
}

/**
 * Files on a document. Each downloads through the BFF file route; with `uploadTo` (a
 * draft), files can be added on the spot.
 */
export function AttachmentList({
  attachments,
  uploadTo,
  onUploaded,
}: {
  attachments: readonly AttachmentRow[];
  uploadTo?: string | null;
  onUploaded?: () => void;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState<number | 'upload' | null>(null);
  const upload = useUploadFiles();
  const picker = useFilePicker(async (files) => {
    if (!uploadTo) return;
    setBusy('upload');
    await upload(uploadTo, files);
    setBusy(null);
    onUploaded?.();
  });

  return (
    <Stack gap="2" data-testid="attachments">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">{intl.formatMessage(salesLabels.attachments)}</Text>
        {uploadTo && (
          <Button
            size="xs"
            variant="outline"
            loading={busy === 'upload'}
            onClick={picker.open}
            data-testid="attachment-add"
          >
            <LuPlus />
            {intl.formatMessage(messages.add)}
          </Button>
        )}
      </HStack>
      {picker.element}
      <Problems problems={picker.problems} />
      {attachments.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          {intl.formatMessage(messages.none)}
        </Text>
      ) : (
        <List.Root variant="plain" gap="1">
          {attachments.map((file) => (
            <List.Item key={file.attachmentId}>
              <HStack gap="2" minW="0">
                <FileName name={file.fileName} size={Number(file.sizeBytes)} />
                <IconButton
                  size="xs"
                  variant="ghost"
                  loading={busy === file.attachmentId}
                  aria-label={intl.formatMessage(say(messages.download), { name: file.fileName })}
                  data-testid="attachment-download"
                  onClick={async () => {
                    setBusy(file.attachmentId);
                    const result = await downloadFile(file.downloadPath, file.fileName);
                    setBusy(null);
                    if (!result.ok) {
                      showSnackbar({
                        message: intl.formatMessage(say(messages.uploadFailed), {
                          name: file.fileName,
                          reason: intl.formatMessage(errorMessage(result.code)),
                        }),
                        variant: 'alert',
                        severity: 'error',
                      });
                    }
                  }}
                >
                  <LuDownload />
                </IconButton>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

/** Files chosen in a form, uploaded once the document is saved. */
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
    <Stack gap="2" data-testid="attachment-picker">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">{intl.formatMessage(salesLabels.attachments)}</Text>
        <Button
          size="sm"
          variant="outline"
          onClick={picker.open}
          disabled={disabled}
          data-testid="attachment-add"
        >
          <LuPlus />
          {intl.formatMessage(messages.add)}
        </Button>
      </HStack>
      {picker.element}
      <Text color="fg.muted" textStyle="sm">
        {intl.formatMessage(messages.hint)}
      </Text>
      <Problems problems={picker.problems} />
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
    </Stack>
  );
}
