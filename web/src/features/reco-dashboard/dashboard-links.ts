import type { RecoKind, RecoState } from '../../gql/graphql';
import { recoLinks, recoTypeOfKind } from '../reco/shared/links';

/** What the dashboard is narrowed to; every link carries it into the list. */
export type DashboardFilter = {
  kind: RecoKind | null;
  project: number | null;
  periodEndFrom: string | null;
  periodEndTo: string | null;
};

/** The rows one part of a chart stands for, in the list's URL parameters (RecoList's filters). */
export type ListNarrowing = {
  state?: RecoState;
  party?: number;
  assignee?: number;
  openedFrom?: string | null;
  openedTo?: string;
  periodEndFrom?: string;
  periodEndTo?: string;
};

const closed: readonly RecoState[] = ['ACCEPTED', 'INACTIVE'];

/**
 * The list a chart part links to: old recos for accepted and inactive, else the latest list
 * of the dashboard's kind (GST and TAX have their own route), with the dashboard's filters
 * and the part's own; a part's period replaces the dashboard's.
 */
export function listHref(companyId: number, filter: DashboardFilter, part: ListNarrowing): string {
  const links = recoLinks(companyId);
  const old = part.state !== undefined && closed.includes(part.state);
  const ownRoute = !old && (filter.kind === 'GST' || filter.kind === 'TAX');
  const base = old
    ? links.oldRecos
    : links.latest(filter.kind && ownRoute ? recoTypeOfKind(filter.kind) : 'vendorReco');
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined) params.set(name, String(value));
  };
  if (!ownRoute) put('kind', filter.kind);
  put('project', filter.project);
  put('state', part.state);
  put('party', part.party);
  put('assignee', part.assignee);
  put('openedFrom', part.openedFrom);
  put('openedTo', part.openedTo);
  const ownPeriod = part.periodEndFrom !== undefined || part.periodEndTo !== undefined;
  put('periodEndFrom', ownPeriod ? part.periodEndFrom : filter.periodEndFrom);
  put('periodEndTo', ownPeriod ? part.periodEndTo : filter.periodEndTo);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
