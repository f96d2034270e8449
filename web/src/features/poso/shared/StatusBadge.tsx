import { StatusChip } from '../../../ui/display/StatusChip';
import type { InvoiceStatus } from '../../../gql/graphql';
import { invoiceStatusLook, statusLook, type DocumentKind, type StatusOf } from './status';

/** A document's status as a chip, named and coloured by what it means for its type. */
export function StatusBadge<Kind extends DocumentKind>({
  kind,
  status,
  pendingAmount,
}: {
  kind: Kind;
  status: StatusOf[Kind];
  /** An invoice's pending amount: tells "Partly paid" from "Paid in full". */
  pendingAmount?: string;
}) {
  const look =
    kind === 'invoice'
      ? invoiceStatusLook(status as InvoiceStatus, pendingAmount)
      : statusLook(kind, status);
  return <StatusChip look={look} value={status} />;
}
