import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { LuPaperclip } from 'react-icons/lu';
import { LEDGER_EXTENSIONS } from '../reco/iterations/ledger-upload';

const messages = defineMessages({
  choose: { id: 'party.file.choose', defaultMessage: 'Choose a file' },
  none: { id: 'party.file.none', defaultMessage: 'No file chosen' },
});

/**
 * A ledger file picker in the page's language: the browser's own file input names its button
 * and its empty state in the browser's language ("Choose File", "No file chosen"), so it stays
 * hidden behind a button and the chosen file's name.
 */
export function PartyFilePicker({
  label,
  file,
  onFile,
  disabled = false,
  testId,
}: {
  label: string;
  file: File | null;
  onFile: (file: File | null) => void;
  disabled?: boolean;
  /** On the hidden input, which takes the file. */
  testId: string;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack gap="1">
      <Text fontWeight="medium">{label}</Text>
      <Input
        ref={input}
        type="file"
        display="none"
        accept={LEDGER_EXTENSIONS.join(',')}
        aria-label={label}
        onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
        disabled={disabled}
        data-testid={testId}
      />
      <HStack gap="3" minW="0">
        <Button
          variant="outline"
          flexShrink={0}
          disabled={disabled}
          onClick={() => input.current?.click()}
          data-testid={`${testId}-choose`}
        >
          <LuPaperclip />
          {intl.formatMessage(messages.choose)}
        </Button>
        <Text
          color={file ? undefined : 'fg.muted'}
          textStyle="sm"
          minW="0"
          overflowWrap="anywhere"
          data-testid={`${testId}-name`}
        >
          {file ? file.name : intl.formatMessage(messages.none)}
        </Text>
      </HStack>
    </Stack>
  );
}
