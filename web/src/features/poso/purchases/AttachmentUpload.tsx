import { Button, HStack, IconButton, List, Stack, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuPaperclip, LuTrash2, LuUpload } from 'react-icons/lu';
import { sessionHeaders } from '../../session/session-storage';
import { showSnackbar } from '../../snackbar/snackbar';
import {
  attachmentTypes,
  checkAttachment,
  downloadUrl,
  formatFileSize,
  uploadProblem,
  type UploadProblem,
} from './attachments';

const messages = defineMessages({
  add: { id: 'purchases.attach.add', defaultMessage: 'Attach files' },
  remove: { id: 'purchases.attach.remove', defaultMessage: 'Remove {name}' },
  hint: {
    id: 'purchases.attach.hint',
    defaultMessage: 'PDF, images, spreadsheets, Word or CSV, at most 25 MB each',
  },
  uploaded: { id: 'purchases.attach.uploaded', defaultMessage: '{name} attached' },
  notAttached: {
    id: 'purchases.attach.notAttached',
    defaultMessage: '{name} was not attached: {reason}',
  },
  type: { id: 'purchases.attach.type', defaultMessage: 'this file type is not accepted' },
  tooLarge: { id: 'purchases.attach.tooLarge', defaultMessage: 'the file is larger than 25 MB' },
  empty: { id: 'purchases.attach.empty', defaultMessage: 'the file is empty' },
  refused: {
    id: 'purchases.attach.refused',
    defaultMessage: 'its content does not match its type',
  },
  locked: {
    id: 'purchases.attach.locked',
    defaultMessage: 'the purchase order can no longer be changed',
  },
  session: { id: 'purchases.attach.session', defaultMessage: 'your session has ended' },
  failed: { id: 'purchases.attach.failed', defaultMessage: 'the upload failed; try again' },
});
const removeMessage: MessageDescriptor = messages.remove;
const uploadedMessage: MessageDescriptor = messages.uploaded;
const notAttachedMessage: MessageDescriptor = messages.notAttached;

export class UploadError extends Error {
  constructor(readonly problem: UploadProblem) {
    super(`upload refused: ${problem}`);
  }
}

/** Sends one file to the BFF upload route of a PO that can still be edited. */
export async function uploadPoAttachment(poId: number, file: File): Promise<void> {
  const problem = checkAttachment(file);
  if (problem) throw new UploadError(problem);
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await fetch(downloadUrl(`/files/po/${poId}/attachments`), {
    method: 'POST',
    headers: sessionHeaders(),
    body,
  }).catch(() => {
    throw new UploadError('failed');
  });
  if (!response.ok) throw new UploadError(uploadProblem(response.status));
}

/** "file.pdf was not attached: the file is larger than 25 MB", in the user's language. */
export function useUploadMessage() {
  const intl = useIntl();
  return useCallback(
    (name: string, error: unknown) =>
      intl.formatMessage(notAttachedMessage, {
        name,
        reason: intl.formatMessage(
          messages[error instanceof UploadError ? error.problem : 'failed'] as MessageDescriptor,
        ),
      }),
    [intl],
  );
}

function FilePicker({
  onPick,
  loading = false,
  disabled = false,
}: {
  onPick: (files: File[]) => void;
  loading?: boolean;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement | null>(null);
  return (
    <HStack gap="3" wrap="wrap">
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={attachmentTypes.join(',')}
        data-testid="attach-input"
        onChange={(event) => {
          onPick(Array.from(event.currentTarget.files ?? []));
          event.currentTarget.value = '';
        }}
      />
      <Button
        size="sm"
        variant="outline"
        loading={loading}
        disabled={disabled}
        onClick={() => input.current?.click()}
        data-testid="attach-button"
      >
        <LuUpload />
        {intl.formatMessage(messages.add)}
      </Button>
      <Text textStyle="xs" color="fg.muted">
        {intl.formatMessage(messages.hint)}
      </Text>
    </HStack>
  );
}

/**
 * Files chosen on AddPo before the PO exists; they are sent once it is saved. Files that
 * could never be accepted are refused at once with the reason.
 */
export function PendingFiles({
  files,
  onChange,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
}) {
  const intl = useIntl();
  const message = useUploadMessage();
  return (
    <Stack gap="3">
      {files.length > 0 && (
        <List.Root variant="plain" gap="1" data-testid="pending-files">
          {files.map((file, index) => (
            <List.Item key={`${file.name}-${index}`}>
              <HStack gap="2">
                <LuPaperclip />
                <Text>{file.name}</Text>
                <Text textStyle="xs" color="fg.muted">
                  {formatFileSize(file.size)}
                </Text>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={intl.formatMessage(removeMessage, { name: file.name })}
                  onClick={() => onChange(files.filter((_, other) => other !== index))}
                >
                  <LuTrash2 />
                </IconButton>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      <FilePicker
        onPick={(picked) => {
          const accepted = picked.filter((file) => {
            const problem = checkAttachment(file);
            if (problem)
              showSnackbar({
                message: message(file.name, new UploadError(problem)),
                variant: 'alert',
                severity: 'warning',
              });
            return !problem;
          });
          onChange([...files, ...accepted]);
        }}
      />
    </Stack>
  );
}

/** Attaches files at once to a PO that can still be edited (view-po, edit-po). */
export function AttachFilesButton({ poId, onDone }: { poId: number; onDone: () => void }) {
  const intl = useIntl();
  const message = useUploadMessage();
  const [busy, setBusy] = useState(false);
  return (
    <FilePicker
      loading={busy}
      onPick={async (files) => {
        if (files.length === 0) return;
        setBusy(true);
        for (const file of files) {
          try {
            await uploadPoAttachment(poId, file);
            showSnackbar({
              message: intl.formatMessage(uploadedMessage, { name: file.name }),
              variant: 'alert',
              severity: 'success',
            });
          } catch (error) {
            showSnackbar({
              message: message(file.name, error),
              variant: 'alert',
              severity: 'error',
            });
          }
        }
        setBusy(false);
        onDone();
      }}
    />
  );
}
