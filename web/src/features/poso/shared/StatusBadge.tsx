import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { statusLabel, statusTone } from './status';
import type { DocumentKind, DocumentStatus } from './types';

/** A document's status, coloured by meaning: draft gray, waiting orange, done green, rejected red, claimed blue. */
export function StatusBadge({ kind, status }: { kind: DocumentKind; status: DocumentStatus }) {
  const intl = useIntl();
  const label = statusLabel(kind, status);
  return (
    <Badge
      colorPalette={statusTone(kind, status)}
      variant="subtle"
      whiteSpace="nowrap"
      data-testid="status-badge"
      data-status-id={status.id}
    >
      {label ? intl.formatMessage(label) : status.name}
    </Badge>
  );
}
