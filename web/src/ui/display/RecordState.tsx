import { Alert, Box, Button, EmptyState, Skeleton, Stack, VStack } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LuFileX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { ErrorContext } from '../../app/apollo';
import { errorDetails, type ClientErrorCode } from '../../app/error-codes';
import { NotFoundPage } from '../../features/public-pages/ErrorPage';
import { uiLabels } from '../messages';
import { ErrorNotice } from './ErrorNotice';

/** The failures that mean "no such record here": unknown, another company's, malformed id. */
const missingCodes: readonly ClientErrorCode[] = ['NOT_FOUND', 'FORBIDDEN', 'BAD_USER_INPUT'];

/**
 * The context of a record page's query: the page answers a missing record with the not-found
 * page, so the shell's snackbar does not say it again; other failures are still announced.
 */
export const recordQueryContext: ErrorContext = { quietCodes: missingCodes };

/** A record's page while its query runs for the first time. */
export function RecordLoading({ testId = 'record' }: { testId?: string }) {
  return (
    <Stack gap="4" data-testid={`${testId}-loading`} aria-busy>
      <Skeleton h="9" w="72" />
      <Skeleton h="40" />
      <Skeleton h="32" />
    </Stack>
  );
}

/**
 * A record's page that cannot show its record: an unknown, foreign or malformed id
 * (`error` null for an address that names no record) is the app's not-found page saying
 * `notFound`; any other failure can be retried. Either way the list is one click away.
 */
export function RecordUnavailable({
  error,
  onRetry,
  backTo,
  notFound,
  testId = 'record',
}: {
  error: unknown;
  onRetry: () => void;
  backTo: string;
  notFound: MessageDescriptor;
  testId?: string;
}) {
  const intl = useIntl();
  const code = error ? errorDetails(error).code : 'NOT_FOUND';
  if (missingCodes.includes(code)) {
    return (
      <Box data-testid={`${testId}-not-found`}>
        <NotFoundPage
          text={intl.formatMessage(notFound)}
          actionTo={backTo}
          actionLabel={intl.formatMessage(uiLabels.backToList)}
        />
      </Box>
    );
  }
  return (
    <EmptyState.Root data-testid={`${testId}-error`}>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuFileX />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="3">
          <ErrorNotice error={error} onRetry={onRetry} testId={`${testId}-error-notice`} />
          <Button asChild variant="outline" size="sm">
            <RouterLink to={backTo}>{intl.formatMessage(uiLabels.backToList)}</RouterLink>
          </Button>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** Why an action's page cannot be used on this record, with the way to the record. */
export function NotAllowedNotice({
  message,
  linkLabel,
  linkTo,
  testId,
}: {
  message: MessageDescriptor;
  linkLabel: MessageDescriptor;
  linkTo: string;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <Alert.Root status="warning" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{intl.formatMessage(message)}</Alert.Title>
      </Alert.Content>
      <Button asChild size="sm" variant="outline">
        <RouterLink to={linkTo}>{intl.formatMessage(linkLabel)}</RouterLink>
      </Button>
    </Alert.Root>
  );
}

/**
 * What a record's page shows until its record is there: `RecordUnavailable` for an address
 * that names no record (`missing`) or a failed query, `RecordLoading` otherwise.
 */
export function RecordFallback({
  missing,
  error,
  onRetry,
  backTo,
  notFound,
  testId = 'record',
}: {
  missing: boolean;
  error: unknown;
  onRetry: () => void;
  backTo: string;
  notFound: MessageDescriptor;
  testId?: string;
}) {
  if (missing || error) {
    return (
      <RecordUnavailable
        error={missing ? null : error}
        onRetry={onRetry}
        backTo={backTo}
        notFound={notFound}
        testId={testId}
      />
    );
  }
  return <RecordLoading testId={testId} />;
}
