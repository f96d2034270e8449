import { useQuery } from '@apollo/client/react';
import type { MessageDescriptor } from 'react-intl';
import { graphql } from '../../../gql';
import { FilterBar } from '../../../ui/lists/FilterBar';
import type { FilterSpec } from '../../../ui/lists/list-params';
import { SearchFilter } from '../../../ui/lists/SearchFilter';
import { SegmentFilter } from '../../../ui/lists/SegmentFilter';
import { SelectFilter } from '../../../ui/lists/SelectFilter';
import type { ListFilters } from '../../../ui/lists/usePagedList';
import { filterLabels } from './labels';
import { statusLabel, type DocumentKind, type StatusOf } from './status';
import { usePosoScope } from './usePosoScope';

const VendorsQuery = graphql(`
  query DocumentFilters_Vendors {
    companyConnections(relation: VENDOR) {
      connectionId
      company {
        id
        name
      }
    }
  }
`);

/**
 * The filters of a list of documents, in the URL: number search (`number`), vendor
 * (`vendor`, the customer's lists) and status (`status`), each where the list has it.
 */
export function DocumentFilters<Spec extends FilterSpec, Kind extends DocumentKind>({
  filters,
  kind,
  statuses,
  numberLabel,
  vendors = false,
}: {
  filters: ListFilters<Spec>;
  kind: Kind;
  statuses: readonly StatusOf[Kind][];
  numberLabel?: MessageDescriptor;
  vendors?: boolean;
}) {
  const { ready } = usePosoScope();
  const connections = useQuery(VendorsQuery, { skip: !ready || !vendors });
  return (
    <FilterBar filters={filters}>
      {numberLabel && <SearchFilter filters={filters} name="number" label={numberLabel} />}
      {vendors && (
        <SelectFilter
          filters={filters}
          name="vendor"
          label={filterLabels.allVendors}
          options={(connections.data?.companyConnections ?? []).map(({ company }) => ({
            value: company.id,
            label: company.name,
          }))}
          testId="filter-vendor"
        />
      )}
      {statuses.length > 0 && (
        <SegmentFilter
          filters={filters}
          name="status"
          label={filterLabels.status}
          options={statuses}
          optionLabel={(status) => statusLabel(kind, status)}
        />
      )}
    </FilterBar>
  );
}
