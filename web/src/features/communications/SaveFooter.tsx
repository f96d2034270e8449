import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { formatDate } from '../i18n/format';

const messages = defineMessages({
  lastSaved: { id: 'comms.form.lastSaved', defaultMessage: 'Last saved {date}' },
});
const lastSaved: MessageDescriptor = messages.lastSaved;

/**
 * The end of every communications form: what the server refused, when the record was last
 * saved, and the save button for those who may change it. Test ids are `<testId>-error`,
 * `<testId>-saved-at` and `<testId>-save`.
 */
export function SaveFooter({
  testId,
  label,
  error,
  pending,
  canEdit = true,
  updatedAt,
  note,
}: {
  testId: string;
  label: string;
  error: string | null;
  pending: boolean;
  canEdit?: boolean;
  updatedAt?: string | null | undefined;
  /** A line about the record beside the button (the sender's delivery mode). */
  note?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <>
      {error && (
        <Alert.Root status="error" data-testid={`${testId}-error`}>
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="0" minW="0">
          {note}
          {updatedAt && (
            <Text fontSize="sm" color="fg.muted" data-testid={`${testId}-saved-at`}>
              {intl.formatMessage(lastSaved, { date: formatDate(updatedAt) })}
            </Text>
          )}
        </Stack>
        {canEdit && (
          <Button type="submit" loading={pending} data-testid={`${testId}-save`}>
            {label}
          </Button>
        )}
      </HStack>
    </>
  );
}
