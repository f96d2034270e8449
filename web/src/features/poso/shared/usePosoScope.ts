import { useParams } from 'react-router';
import { useSession } from '../../session/useSession';
import { posoLinks, type PosoLinks } from './links';

export type PosoScope = {
  companyId: number;
  /** The company token is in place, so queries run in this company's tenant. */
  ready: boolean;
  /** The company's own currency, once known. */
  baseCurrency: string | null;
  links: PosoLinks;
};

/** The company of the current poso URL; every poso screen starts here and waits for `ready`. */
export function usePosoScope(): PosoScope {
  const companyId = Number(useParams().companyId);
  const session = useSession();
  return {
    companyId,
    ready: session.companyId === companyId,
    baseCurrency: session.company?.id === companyId ? (session.company.baseCurrency ?? null) : null,
    links: posoLinks(companyId),
  };
}

/** A numeric id from the URL, or null when the segment is not a positive integer. */
export function idParam(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}

/** A route's numeric id parameter (`:poId`), or null when it is not a positive integer. */
export function useIdParam(name: string): number | null {
  return idParam(useParams()[name]);
}
