import { useParams } from 'react-router';
import { useSession } from '../session/useSession';
import { isReadOnlySource, recoResultLinks, type RecoResultLinks } from './links';

export type RecoScope = {
  companyId: number;
  /** The company token is in place, so queries run in this company's tenant. */
  ready: boolean;
  links: RecoResultLinks;
  /** The route's recoType segment (vendorReco, gst_reco, taxReco). */
  recoType: string;
  getFrom: string;
  /** Opened from a reconciliation shared with this company: nothing can be changed. */
  readOnly: boolean;
};

/** The company and route parts every result screen starts from. */
export function useRecoScope(): RecoScope {
  const params = useParams();
  const companyId = Number(params.companyId);
  const session = useSession();
  const getFrom = params.getFrom ?? 'latest';
  return {
    companyId,
    ready: session.companyId === companyId,
    links: recoResultLinks(companyId),
    recoType: params.recoType ?? (params.id ? 'gst_reco' : 'vendorReco'),
    getFrom,
    readOnly: isReadOnlySource(getFrom),
  };
}

/** A numeric id from the URL, or null when the segment is not a positive integer. */
export function idParam(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}
