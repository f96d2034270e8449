import { describe, expect, it } from 'vitest';
import { listHref, type DashboardFilter } from './dashboard-links';

const vc = '/dashboard/default/7/reconciliation/vendor-customer/full-version-1';
const none: DashboardFilter = { kind: null, project: null, periodEndFrom: null, periodEndTo: null };

describe('listHref', () => {
  it('open states go to the latest list, accepted and inactive to old recos', () => {
    expect(listHref(7, none, { state: 'IN_REVIEW' })).toBe(
      `${vc}/vendor/latest-recos/vendorReco?state=IN_REVIEW`,
    );
    expect(listHref(7, none, { state: 'ACCEPTED' })).toBe(`${vc}/vendor/old-recos?state=ACCEPTED`);
  });

  it('GST and TAX keep their own route; other kinds a kind filter', () => {
    const gst = { ...none, kind: 'GST' as const };
    expect(listHref(7, gst, { assignee: 3 })).toBe(`${vc}/vendor/latest-recos/gst_reco?assignee=3`);
    expect(listHref(7, { ...none, kind: 'VENDOR' }, { party: 5 })).toBe(
      `${vc}/vendor/latest-recos/vendorReco?kind=VENDOR&party=5`,
    );
    expect(listHref(7, gst, { state: 'INACTIVE' })).toBe(
      `${vc}/vendor/old-recos?kind=GST&state=INACTIVE`,
    );
  });

  it('carries the project and period, a month of its own replacing the period', () => {
    const filter = { ...none, project: 2, periodEndFrom: '2024-04-01', periodEndTo: '2025-03-31' };
    expect(listHref(7, filter, { openedFrom: null, openedTo: '2025-03-31' })).toBe(
      `${vc}/vendor/latest-recos/vendorReco?project=2&openedTo=2025-03-31&periodEndFrom=2024-04-01&periodEndTo=2025-03-31`,
    );
    expect(listHref(7, filter, { periodEndFrom: '2024-06-01', periodEndTo: '2024-06-30' })).toBe(
      `${vc}/vendor/latest-recos/vendorReco?project=2&periodEndFrom=2024-06-01&periodEndTo=2024-06-30`,
    );
  });
});
