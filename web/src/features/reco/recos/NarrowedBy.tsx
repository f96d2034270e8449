import { HStack, Tag } from '@chakra-ui/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { formatDate } from '../../i18n/format';

const messageList = defineMessages({
  party: { id: 'reco.narrowed.party', defaultMessage: 'One party' },
  project: { id: 'reco.narrowed.project', defaultMessage: 'One project' },
  periodEnds: { id: 'reco.narrowed.periodEnds', defaultMessage: 'Period ends {range}' },
  opened: { id: 'reco.narrowed.opened', defaultMessage: 'Opened {range}' },
  from: { id: 'reco.narrowed.from', defaultMessage: 'from {day}' },
  until: { id: 'reco.narrowed.until', defaultMessage: 'on or before {day}' },
});
// Plain descriptors, so placeholders take numbers as well as text.
const messages: Record<keyof typeof messageList, MessageDescriptor> = messageList;

type Narrowing = {
  party: number | null;
  project: number | null;
  periodEndFrom: string | null;
  periodEndTo: string | null;
  openedFrom: string | null;
  openedTo: string | null;
};

/** The filters a dashboard link set that have no control of their own, as chips; Clear filters drops them. */
export function NarrowedBy({ values }: { values: Narrowing }) {
  const intl = useIntl();
  const range = (from: string | null, to: string | null) =>
    from && to
      ? `${formatDate(from)} – ${formatDate(to)}`
      : from
        ? intl.formatMessage(messages.from, { day: formatDate(from) })
        : intl.formatMessage(messages.until, { day: formatDate(to!) });
  const chips = [
    values.party !== null && intl.formatMessage(messages.party),
    values.project !== null && intl.formatMessage(messages.project),
    (values.periodEndFrom || values.periodEndTo) &&
      intl.formatMessage(messages.periodEnds, {
        range: range(values.periodEndFrom, values.periodEndTo),
      }),
    (values.openedFrom || values.openedTo) &&
      intl.formatMessage(messages.opened, { range: range(values.openedFrom, values.openedTo) }),
  ].filter((chip): chip is string => Boolean(chip));
  if (chips.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap" data-testid="narrowed-by">
      {chips.map((chip) => (
        <Tag.Root key={chip} size="md" variant="subtle">
          <Tag.Label>{chip}</Tag.Label>
        </Tag.Root>
      ))}
    </HStack>
  );
}
