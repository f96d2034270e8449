import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

const OptionsQuery = graphql(`
  query PurchaseOrderForm_Options($companyId: Int!) {
    baseCurrency(companyId: $companyId)
    currencies {
      code
      name
    }
    companyConnections(relation: VENDOR, status: ACCEPTED) {
      connectionId
      company {
        id
        name
        baseCurrency
      }
    }
  }
`);

/** Vendors, currencies and the base currency the PO form offers. */
export function usePurchaseOrderFormOptions(companyId: number, ready: boolean) {
  const query = useQuery(OptionsQuery, { variables: { companyId }, skip: !ready });
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
