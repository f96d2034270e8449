import { Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LuDownload, LuPaperclip } from 'react-icons/lu';
import { sessionHeaders } from '../../session/session-storage';
import { showSnackbar } from '../../snackbar/snackbar';
import { downloadUrl, formatFileSize } from './attachments';
import { actions, purchasesLabels } from './messages';

export type AttachmentRow = {
  attachmentId: number;
  fileName: string;
  sizeBytes: string;
  downloadPath: string;
};

const downloadMessage: MessageDescriptor = actions.download;

/** Fetched with the session headers (a plain link would go without the token), then saved. */
async function download(file: AttachmentRow): Promise<void> {
  const response = await fetch(downloadUrl(file.downloadPath), { headers: sessionHeaders() });
  if (!response.ok) throw new Error(`download failed with ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The files of a PO or invoice, each downloadable. */
export function AttachmentList({ files }: { files: readonly AttachmentRow[] }) {
  const intl = useIntl();
  const [busy, setBusy] = useState<number | null>(null);
  if (files.length === 0) {
    return (
      <Text color="fg.muted" textStyle="sm" data-testid="attachments-empty">
        {intl.formatMessage(purchasesLabels.noAttachments)}
      </Text>
    );
  }
  return (
    <List.Root variant="plain" gap="1" data-testid="attachments">
      {files.map((file) => (
        <List.Item key={file.attachmentId}>
          <HStack gap="2" justify="space-between" w="full">
            <HStack gap="2" minW="0">
              <LuPaperclip />
              <Stack gap="0" minW="0">
                <Text truncate>{file.fileName}</Text>
                <Text textStyle="xs" color="fg.muted">
                  {formatFileSize(file.sizeBytes)}
                </Text>
              </Stack>
            </HStack>
            <Button
              size="xs"
              variant="ghost"
              loading={busy === file.attachmentId}
              aria-label={intl.formatMessage(downloadMessage, { name: file.fileName })}
              onClick={() => {
                setBusy(file.attachmentId);
                download(file)
                  .catch(() =>
                    showSnackbar({
                      message: intl.formatMessage(purchasesLabels.downloadFailed),
                      variant: 'alert',
                      severity: 'error',
                    }),
                  )
                  .finally(() => setBusy(null));
              }}
            >
              <LuDownload />
            </Button>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
