import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { statusLabel, statusTone, type DocumentKind, type StatusOf } from './status';

/** A document's status, coloured by meaning: draft gray, waiting orange, done green, rejected red, claimed blue. */
export function StatusBadge<Kind extends DocumentKind>({
  kind,
  status,
}: {
  kind: Kind;
  status: StatusOf[Kind];
}) {
  const intl = useIntl();
  return (
    <Badge
      colorPalette={statusTone(kind, status)}
      variant="subtle"
      whiteSpace="nowrap"
      data-testid="status-badge"
      data-status={status}
    >
      {intl.formatMessage(statusLabel(kind, status))}
    </Badge>
  );
}
