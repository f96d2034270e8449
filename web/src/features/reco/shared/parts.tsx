import { Badge, HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { RecoKind, RecoState } from '../../../gql/graphql';
import { formatDate } from '../../i18n/format';
import { StatusChip } from '../../../ui/display/StatusChip';
import { fieldLabels, kindLabel, stateLook } from './labels';

export function RecoStateChip({ state }: { state: RecoState }) {
  return <StatusChip look={stateLook(state)} value={state} />;
}

export function KindBadge({ kind }: { kind: RecoKind }) {
  const intl = useIntl();
  return (
    <Badge variant="outline" data-testid="reco-kind" data-kind={kind}>
      {intl.formatMessage(kindLabel(kind))}
    </Badge>
  );
}

/** "01 Apr 2024 – 31 Mar 2025". */
export function periodText(from: string, to: string): string {
  return `${formatDate(from)} – ${formatDate(to)}`;
}

type Person = { firstName?: string | null; lastName?: string | null; userName: string };

/** A person as the lists name them: full name when known, else the sign-in name. */
export function personName(person: Person | null | undefined): string | null {
  if (!person) return null;
  const full = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return full || person.userName;
}

export function PersonText({ person }: { person: Person | null | undefined }) {
  const intl = useIntl();
  const name = personName(person);
  return (
    <Text as="span" color={name ? undefined : 'fg.muted'}>
      {name ?? intl.formatMessage(fieldLabels.nobody)}
    </Text>
  );
}

const tagPalette: Record<string, string> = {
  gray: 'gray',
  red: 'red',
  orange: 'orange',
  yellow: 'yellow',
  green: 'green',
  teal: 'teal',
  blue: 'blue',
  purple: 'purple',
  pink: 'pink',
};

export function TagChips({
  tags,
  href,
}: {
  tags: readonly { id: number; name: string; color: string }[];
  href?: (tagId: number) => string;
}) {
  if (tags.length === 0) return null;
  return (
    <HStack gap="1" wrap="wrap">
      {tags.map((tag) => (
        <Badge
          key={tag.id}
          colorPalette={tagPalette[tag.color.toLowerCase()] ?? 'gray'}
          variant="solid"
          size="sm"
          data-testid="reco-tag"
          asChild={Boolean(href)}
        >
          {href ? <RouterLink to={href(tag.id)}>{tag.name}</RouterLink> : tag.name}
        </Badge>
      ))}
    </HStack>
  );
}
