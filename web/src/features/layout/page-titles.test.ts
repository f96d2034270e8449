import { describe, expect, it } from 'vitest';
import {
  communicationTemplatePath,
  companyAdminRoutes,
  posoPaths,
  reconciliationRoutes,
} from '../../app/routes';
import { pages, pageTrail } from './page-titles';

const trailOf = (pathname: string) =>
  pageTrail(pathname)?.map((step) => [step.def.title.defaultMessage, step.to]);

describe('page titles', () => {
  it('titles every route of the signed-in app', () => {
    const company = '/dashboard/default/:companyId';
    const routes = [
      ...posoPaths.map((path) => `${company}/poso/${path}`),
      ...reconciliationRoutes.map((path) => `${company}/${path}`),
      `${company}/${communicationTemplatePath}`,
      ...companyAdminRoutes.map((path) => `/dashboard/default/${path}`),
    ];
    for (const route of routes)
      expect([route, pages[route]?.title]).toEqual([route, expect.anything()]);
  });

  it('leads every crumb to a page that exists, up to the list of companies', () => {
    for (const pattern of Object.keys(pages)) {
      const sample = pattern
        .replace(':companyId', '7')
        .replace(':recoType', 'vendorReco')
        .replace(/:[A-Za-z0-9]+/g, '3')
        .replace('*', 'x');
      const trail = pageTrail(sample);
      expect(trail, sample).not.toBeNull();
      for (const step of trail!) expect(pageTrail(step.to)?.at(-1)?.to, step.to).toBe(step.to);
      if (pattern.startsWith('/dashboard/')) expect(trail![0]!.to).toBe('/dashboard/default');
    }
  });

  it('names a purchase order under its list, never a bare URL piece', () => {
    expect(trailOf('/dashboard/default/7/poso/view-po/12')).toEqual([
      ['Companies', '/dashboard/default'],
      ['Company', '/dashboard/default/7'],
      ['Purchases & Sales', '/dashboard/default/7/poso/DashBoard'],
      ['Purchase orders', '/dashboard/default/7/poso/po/list'],
      ['Purchase order', '/dashboard/default/7/poso/view-po/12'],
    ]);
    // The middle crumb that used to be /dashboard/default/7/poso (a 404) is a real page now.
    const sales = trailOf('/dashboard/default/7/poso/view-received-po/9');
    expect(sales?.map(([, to]) => to)).not.toContain('/dashboard/default/7/poso');
    expect(sales?.at(-2)).toEqual(['Sales orders', '/dashboard/default/7/poso/sales']);
  });

  it('leads a reconciliation summary to its period, not to a summary/1 that does not exist', () => {
    const vc = 'reconciliation/vendor-customer/full-version-1';
    const trail = trailOf(`/dashboard/default/7/${vc}/vendorReco/latest-recos/summary/5/own`);
    expect(trail?.slice(2)).toEqual([
      ['Reconciliation', `/dashboard/default/7/${vc}/home`],
      ['Latest recos', `/dashboard/default/7/${vc}/vendor/latest-recos/vendorReco`],
      ['Reconciliation period', '/dashboard/default/7/reconciliation/vendor-customer/period/5'],
      ['Summary', `/dashboard/default/7/${vc}/vendorReco/latest-recos/summary/5/own`],
    ]);
  });

  it('knows no page for an address outside the app', () => {
    expect(pageTrail('/nowhere')).toBeNull();
  });
});
