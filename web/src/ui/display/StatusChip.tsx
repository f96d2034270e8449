import { useIntl, type MessageDescriptor } from 'react-intl';
import { plain, type PlainPalette } from '../plain-elements';

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
  // A plain element (ui/plain-elements.ts): lists draw one per row.
  return (
    <span
      {...plain('chip-subtle')}
      data-palette={look.tone satisfies PlainPalette}
      data-testid="status-badge"
      data-status={value}
    >
      {intl.formatMessage(look.label)}
    </span>
  );
}
