import { describe, expect, it } from 'vitest';
import { kindOfRecoType, recoLinks, recoTypeOfKind, recoTypes } from './links';

describe('reconciliation links', () => {
  it('reads the spec’s recoType route values as kinds and back', () => {
    expect(kindOfRecoType('gst_reco')).toBe('GST');
    expect(kindOfRecoType('taxReco')).toBe('TAX');
    expect(kindOfRecoType('vendorReco')).toBeNull();
    expect(kindOfRecoType('anything')).toBeNull();
    expect(recoTypeOfKind('VENDOR')).toBe('vendorReco');
    expect(recoTypeOfKind('CUSTOMER')).toBe('vendorReco');
    for (const type of recoTypes) {
      const kind = kindOfRecoType(type);
      if (kind) expect(recoTypeOfKind(kind)).toBe(type);
    }
  });

  it('builds the routes of spec section 2', () => {
    const links = recoLinks(7);
    const vc = '/dashboard/default/7/reconciliation/vendor-customer/full-version-1';
    expect(links.home).toBe(`${vc}/home`);
    expect(links.latest('taxReco')).toBe(`${vc}/vendor/latest-recos/taxReco`);
    expect(links.iteration(12)).toBe(
      '/dashboard/default/7/reconciliation/vendor-customer/period/12',
    );
    expect(links.history(3)).toBe(`${vc}/vendor/latest-recos/history/3`);
    expect(links.summary('GST', 12)).toBe(`${vc}/gst_reco/latest-recos/summary/12/latest`);
  });
});
