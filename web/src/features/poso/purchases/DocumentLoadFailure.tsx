import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { LuFileX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { errorDetails } from '../../../app/error-codes';
import { ErrorNotice } from '../shared/ErrorNotice';
import { purchasesLabels } from './messages';

/**
 * A document page that cannot show its document: unknown or another company's id (also a
 * malformed one, `error` null) says so; anything else can be retried.
 */
export function DocumentLoadFailure({
  error,
  onRetry,
  backTo,
}: {
  error: unknown;
  onRetry: () => void;
  backTo: string;
}) {
  const intl = useIntl();
  const code = error ? errorDetails(error).code : 'NOT_FOUND';
  const missing = code === 'NOT_FOUND' || code === 'FORBIDDEN' || code === 'BAD_USER_INPUT';
  return (
    <EmptyState.Root data-testid={missing ? 'document-not-found' : 'document-error'}>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuFileX />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="3">
          {missing ? (
            <EmptyState.Description>
              {intl.formatMessage(purchasesLabels.notFound)}
            </EmptyState.Description>
          ) : (
            <ErrorNotice error={error} onRetry={onRetry} testId="document-error-notice" />
          )}
          <Button asChild variant="outline" size="sm">
            <RouterLink to={backTo}>{intl.formatMessage(purchasesLabels.backToList)}</RouterLink>
          </Button>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
