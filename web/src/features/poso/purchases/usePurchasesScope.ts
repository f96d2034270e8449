import { useParams } from 'react-router';
import { useSession } from '../../session/useSession';
import { purchasesPaths, type PurchasesPaths } from './paths';

export type PurchasesScope = {
  companyId: number;
  /** The company token is in place, so queries run in the right tenant. */
  ready: boolean;
  baseCurrency: string | null;
  paths: PurchasesPaths;
};

/** The company of the URL and whether its session is ready; every purchases screen starts here. */
export function usePurchasesScope(): PurchasesScope {
  const companyId = Number(useParams().companyId);
  const session = useSession();
  return {
    companyId,
    ready: session.companyId === companyId,
    baseCurrency: session.company?.id === companyId ? (session.company.baseCurrency ?? null) : null,
    paths: purchasesPaths(companyId),
  };
}

/** A numeric route parameter, or null when it is missing or not a positive integer. */
export function useIdParam(name: string): number | null {
  const raw = useParams()[name];
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
