import type { RecoKind } from '../../../gql/graphql';

/** The reconciliation area of one company (spec section 2); vc = vendor-customer/full-version-1. */
const vc = 'reconciliation/vendor-customer/full-version-1';
const vcRoot = 'reconciliation/vendor-customer';

/** The spec's `recoType` route values, by what they list. */
export const recoTypes = ['vendorReco', 'gst_reco', 'taxReco'] as const;
export type RecoType = (typeof recoTypes)[number];

/** The kind a latest-recos route lists; vendorReco lists every kind, a filter narrows it. */
export function kindOfRecoType(recoType: string | undefined): RecoKind | null {
  if (recoType === 'gst_reco') return 'GST';
  if (recoType === 'taxReco') return 'TAX';
  return null;
}

export function recoTypeOfKind(kind: RecoKind): RecoType {
  switch (kind) {
    case 'GST':
      return 'gst_reco';
    case 'TAX':
      return 'taxReco';
    case 'VENDOR':
    case 'CUSTOMER':
      return 'vendorReco';
    default: {
      const unreachable: never = kind;
      return unreachable;
    }
  }
}

/** Where each reconciliation screen of one company lives. */
export function recoLinks(companyId: number) {
  const base = `/dashboard/default/${companyId}`;
  return {
    home: `${base}/${vc}/home`,
    latest: (recoType: RecoType = 'vendorReco') => `${base}/${vc}/vendor/latest-recos/${recoType}`,
    gstLatest: `${base}/${vc}/gst/gst-latest-recos`,
    oldRecos: `${base}/${vc}/vendor/old-recos`,
    projects: `${base}/${vc}/vendor/projects`,
    project: (projectId: number) => `${base}/${vc}/vendor/projects/${projectId}`,
    iteration: (iterationId: number) => `${base}/${vcRoot}/period/${iterationId}`,
    history: (recoId: number) => `${base}/${vc}/vendor/latest-recos/history/${recoId}`,
    tag: (recoId: number, tagId: number) => `${base}/${vc}/tags/${recoId}/${tagId}`,
    /** The mails of one reco, as sent (the communications screen's log). */
    mails: (recoId: number) => `${base}/${vc}/communication-template?tab=mails&reco=${recoId}`,
    followUps: `${base}/${vc}/communication-template?tab=followups`,
    /** The result screens: the summary of an iteration, with its bridge. */
    summary: (kind: RecoKind, iterationId: number) =>
      `${base}/${vc}/${recoTypeOfKind(kind)}/latest-recos/summary/${iterationId}/latest`,
    sharedRecos: `${base}/${vc}/vendor/shared-recos`,
    /** A reconciliation another company shared: the summary, getFrom = shared (read only). */
    sharedSummary: (kind: RecoKind, shareId: number) =>
      `${base}/${vc}/${recoTypeOfKind(kind)}/latest-recos/summary/${shareId}/shared`,
  };
}
export type RecoLinks = ReturnType<typeof recoLinks>;
