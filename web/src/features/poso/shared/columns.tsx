import type { MessageDescriptor } from 'react-intl';
import type { Column } from '../../../ui/lists/PagedTable';
import { fieldLabels } from './labels';
import type { DocumentKind, StatusOf } from './status';
import { StatusBadge } from './StatusBadge';

/** A document's status as a column of chips. */
export function statusColumn<Row, Kind extends DocumentKind>(
  kind: Kind,
  status: (row: Row) => StatusOf[Kind],
  options: { header?: MessageDescriptor; sortField?: string } = {},
): Column<Row> {
  return {
    id: 'status',
    header: options.header ?? fieldLabels.status,
    sortField: options.sortField,
    cell: (row) => <StatusBadge kind={kind} status={status(row)} />,
  };
}
