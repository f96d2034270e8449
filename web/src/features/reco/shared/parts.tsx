import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { RecoKind, RecoState } from '../../../gql/graphql';
import { formatDate } from '../../i18n/format';
import { StatusChip } from '../../../ui/display/StatusChip';
import { plain, plainPalettes, type PlainPalette } from '../../../ui/plain-elements';
import { fieldLabels, kindLabel, stateLook } from './labels';

export function RecoStateChip({ state }: { state: RecoState }) {
  return <StatusChip look={stateLook(state)} value={state} />;
}

export function KindBadge({ kind }: { kind: RecoKind }) {
  const intl = useIntl();
  return (
    <span {...plain('chip-outline')} data-testid="reco-kind" data-kind={kind}>
      {intl.formatMessage(kindLabel(kind))}
    </span>
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
    <span {...(name ? {} : plain('muted'))}>{name ?? intl.formatMessage(fieldLabels.nobody)}</span>
  );
}

function tagPalette(color: string): PlainPalette {
  const palette = color.toLowerCase();
  return plainPalettes.find((known) => known === palette) ?? 'gray';
}

export function TagChips({
  tags,
  href,
}: {
  tags: readonly { id: number; name: string; color: string }[];
  href?: (tagId: number) => string;
}) {
  if (tags.length === 0) return null;
  // Plain elements (ui/plain-elements.ts): a list draws them on every row.
  return (
    <span {...plain('cluster')}>
      {tags.map((tag) =>
        href ? (
          <RouterLink
            key={tag.id}
            to={href(tag.id)}
            {...plain('chip-solid')}
            data-palette={tagPalette(tag.color)}
            data-testid="reco-tag"
          >
            {tag.name}
          </RouterLink>
        ) : (
          <span
            key={tag.id}
            {...plain('chip-solid')}
            data-palette={tagPalette(tag.color)}
            data-testid="reco-tag"
          >
            {tag.name}
          </span>
        ),
      )}
    </span>
  );
}
