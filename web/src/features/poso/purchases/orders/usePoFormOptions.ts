import { useQuery } from '@apollo/client/react';
import { PoFormOptionsQuery } from './orders.operations';

/** Vendors, currencies and the base currency the PO form offers. */
export function usePoFormOptions(companyId: number, ready: boolean) {
  const query = useQuery(PoFormOptionsQuery, { variables: { companyId }, skip: !ready });
  const data = query.data;
  return {
    query,
    options: data
      ? {
          baseCurrency: data.baseCurrency,
          currencies: data.currencies,
          vendors: data.companyConnections.map((connection) => connection.company),
        }
      : null,
  };
}
