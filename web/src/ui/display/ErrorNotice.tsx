import { Button, HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { LuTriangleAlert } from 'react-icons/lu';
import { errorDetails, errorMessage } from '../../app/error-codes';
import { uiLabels } from '../messages';

/** A failed query or action in the user's language, with Retry when it can be retried. */
export function ErrorNotice({
  error,
  onRetry,
  testId,
}: {
  error: unknown;
  onRetry?: (() => void) | undefined;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <HStack color="fg.error" role="alert" wrap="wrap" justify="center" data-testid={testId}>
      <LuTriangleAlert />
      <Text textStyle="sm">{intl.formatMessage(errorMessage(errorDetails(error).code))}</Text>
      {onRetry && (
        <Button size="xs" variant="outline" onClick={onRetry}>
          {intl.formatMessage(uiLabels.retry)}
        </Button>
      )}
    </HStack>
  );
}
