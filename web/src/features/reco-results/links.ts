import { cellSegments, type Cell } from './cells';

const vc = 'reconciliation/vendor-customer/full-version-1';

/** Where the result screens of one company live (spec section 2). */
export function recoResultLinks(companyId: number) {
  const base = `/dashboard/default/${encodeURIComponent(String(companyId))}`;
  return {
    /** `vc/{recoType}/latest-recos/summary/{recoIterationId}/{getFrom}` */
    summary: (recoType: string, iterationId: number, getFrom: string) =>
      `${base}/${vc}/${encodeURIComponent(recoType)}/latest-recos/summary/${iterationId}/${encodeURIComponent(getFrom)}`,
    /**
     * `vc/{recoType}/latest-recos/summary/{recoId}/{getFrom}/{status}/{category}/{remark}/{remark2}`,
     * `?iteration=` when it is not the reco's current one, `?after=` for the page.
     */
    drillDown: (
      recoType: string,
      recoId: number,
      getFrom: string,
      cell: Cell,
      search: { iteration?: number | null; after?: number | null } = {},
    ) => {
      const query = new URLSearchParams();
      if (search.iteration) query.set('iteration', String(search.iteration));
      if (search.after !== null && search.after !== undefined)
        query.set('after', String(search.after));
      const tail = query.size > 0 ? `?${query.toString()}` : '';
      return `${base}/${vc}/${encodeURIComponent(recoType)}/latest-recos/summary/${recoId}/${encodeURIComponent(getFrom)}/${cellSegments(cell)}${tail}`;
    },
    /** The iteration page (files, mapping, run, actions). */
    iteration: (iterationId: number) =>
      `${base}/reconciliation/vendor-customer/period/${iterationId}`,
    latestRecos: `${base}/${vc}/vendor/latest-recos/vendorReco`,
    /** `vc/vendor/shared-recos`: what other companies shared with this one. */
    sharedRecos: `${base}/${vc}/vendor/shared-recos`,
  };
}

export type RecoResultLinks = ReturnType<typeof recoResultLinks>;

/** The recoType segment for a kind of reconciliation (spec: vendorReco, gst_reco, taxReco). */
export function recoTypeOf(kind: string): string {
  switch (kind) {
    case 'GST':
      return 'gst_reco';
    case 'TAX':
      return 'taxReco';
    default:
      return 'vendorReco';
  }
}

/** `getFrom` = shared: the reconciliation was shared with this company, read only. */
export function isReadOnlySource(getFrom: string | undefined): boolean {
  return getFrom === 'shared';
}
