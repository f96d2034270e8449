import { RecordFallback } from '../../../ui/display/RecordState';
import { documentNotFound } from './labels';

/**
 * A document page before its document is there: loading, or why it cannot be shown (an id
 * that is not a number, another company's document, a failed query), with the way back.
 */
export function DocumentFallback({
  id,
  query,
  backTo,
}: {
  /** The id from the URL; null when it is not a positive whole number. */
  id: number | null;
  query: { error?: unknown; refetch: () => Promise<unknown> };
  backTo: string;
}) {
  return (
    <RecordFallback
      missing={id === null}
      error={query.error}
      onRetry={() => void query.refetch()}
      backTo={backTo}
      notFound={documentNotFound}
      testId="document"
    />
  );
}
