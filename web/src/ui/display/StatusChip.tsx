import { Badge } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';

/** What a status means to the user, which picks its colour. */
export type StatusTone = 'gray' | 'orange' | 'green' | 'red' | 'blue';

/** How a status looks: its colour and its name in the user's language. */
export type StatusLook = { tone: StatusTone; label: MessageDescriptor };

/**
 * A record's status as a small coloured chip: gray for drafts, orange for waiting, green for
 * done, red for rejected, blue for claimed. `value` (the enum value) goes into `data-status`.
 */
export function StatusChip({ look, value }: { look: StatusLook; value: string }) {
  const intl = useIntl();
  return (
    <Badge
      colorPalette={look.tone}
      variant="subtle"
      whiteSpace="nowrap"
      data-testid="status-badge"
      data-status={value}
    >
      {intl.formatMessage(look.label)}
    </Badge>
  );
}
