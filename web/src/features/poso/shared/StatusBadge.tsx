import { StatusChip } from '../../../ui/display/StatusChip';
import { statusLook, type DocumentKind, type StatusOf } from './status';

/** A document's status as a chip, named and coloured by what it means for its type. */
export function StatusBadge<Kind extends DocumentKind>({
  kind,
  status,
}: {
  kind: Kind;
  status: StatusOf[Kind];
}) {
  return <StatusChip look={statusLook(kind, status)} value={status} />;
}
