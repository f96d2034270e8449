import { Alert, Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LuTriangleAlert } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../app/error-codes';
import { ErrorNotice } from '../shared/ErrorNotice';
import { salesActions } from './messages';

/** A document page while its query runs for the first time. */
export function DocumentLoading() {
  return (
    <Stack gap="4" data-testid="document-loading" aria-busy>
      <Skeleton h="9" w="72" />
      <Skeleton h="40" />
      <Skeleton h="32" />
    </Stack>
  );
}

/**
 * A document page that cannot be shown: the query's error with Retry, or (error null) an
 * address that names no document; either way with the way back to its list.
 */
export function DocumentError({
  error,
  onRetry,
  backTo,
}: {
  error: unknown;
  onRetry: () => void;
  backTo: string;
}) {
  const intl = useIntl();
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Stack gap="4" align="center">
          {error ? (
            <ErrorNotice error={error} onRetry={onRetry} testId="document-error" />
          ) : (
            <HStack color="fg.error" role="alert" data-testid="document-error">
              <LuTriangleAlert />
              <Text textStyle="sm">{intl.formatMessage(errorMessage('NOT_FOUND'))}</Text>
            </HStack>
          )}
          <Button asChild variant="ghost" size="sm">
            <RouterLink to={backTo}>{intl.formatMessage(salesActions.viewAll)}</RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** What a document page shows until its document is there: progress, or why it is not. */
export function DocumentFallback({
  error,
  missing,
  loading,
  onRetry,
  backTo,
}: {
  error: unknown;
  /** The address names no document (not a valid id). */
  missing: boolean;
  loading: boolean;
  onRetry: () => void;
  backTo: string;
}) {
  if (loading && !error && !missing) return <DocumentLoading />;
  return <DocumentError error={error ?? null} onRetry={onRetry} backTo={backTo} />;
}

/** Why an action's page cannot be used on this document, with the way to the document. */
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
