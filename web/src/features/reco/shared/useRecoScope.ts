import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useSession } from '../../session/useSession';
import { recoLinks, type RecoLinks } from './links';

export type RecoScope = {
  companyId: number;
  /** The company token is in place, so queries run in this company's tenant. */
  ready: boolean;
  /** The signed-in user. */
  userId: number | null;
  /** The company's own currency, once known. */
  currency: string;
  links: RecoLinks;
};

/**
 * The company of the current reconciliation URL; every screen waits for `ready`. `param`:
 * the route parameter holding it (`id` on /reco-dashboard/{id}).
 */
export function useRecoScope(param = 'companyId'): RecoScope {
  const companyId = Number(useParams()[param]);
  const session = useSession();
  // The same object while the company is, so screens can memoise on it.
  const links = useMemo(() => recoLinks(companyId), [companyId]);
  return {
    companyId,
    ready: session.companyId === companyId,
    userId: session.user?.id ?? null,
    currency: session.company?.id === companyId ? (session.company.baseCurrency ?? 'INR') : 'INR',
    links,
  };
}

/** A route's numeric id parameter, or null when it is not a positive integer. */
export function useIdParam(name: string): number | null {
  const raw = useParams()[name];
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}
