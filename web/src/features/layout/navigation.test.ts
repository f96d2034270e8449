import { describe, expect, it } from 'vitest';
import { activeNavPath, companyIdOf, hasBadCompanyId, workAreaOf } from './navigation';

describe('navigation', () => {
  it('shows the sidebar only on poso and reconciliation pages', () => {
    expect(workAreaOf('/dashboard/default/3/poso/DashBoard')).toBe('poso');
    expect(workAreaOf('/dashboard/default/3/reconciliation/vendor-customer')).toBe(
      'reconciliation',
    );
    expect(workAreaOf('/dashboard/default/3')).toBeNull();
    expect(workAreaOf('/dashboard/default')).toBeNull();
    // The company's reconciliation dashboard keeps the reconciliation sidebar.
    expect(workAreaOf('/reco-dashboard/4')).toBe('reconciliation');
    expect(workAreaOf('/reco-dashboard/abc')).toBeNull();
  });

  it('lights up Overview on the reconciliation dashboard, and only there', () => {
    expect(activeNavPath('reconciliation', '/reco-dashboard/4')).toBe('reco-dashboard');
    expect(
      activeNavPath(
        'reconciliation',
        '/dashboard/default/4/reconciliation/vendor-customer/full-version-1/home',
      ),
    ).toBe('reconciliation/vendor-customer/full-version-1/home');
  });

  it('reads the company id from company routes', () => {
    expect(companyIdOf('/dashboard/default/7')).toBe(7);
    expect(companyIdOf('/dashboard/default/7/poso/po')).toBe(7);
    expect(companyIdOf('/dashboard/default/invite-users/9')).toBe(9);
    expect(companyIdOf('/reco-dashboard/4')).toBe(4);
    expect(companyIdOf('/dashboard/default')).toBeNull();
    expect(companyIdOf('/profile/2')).toBeNull();
  });

  it('lights up one sidebar entry per page, received orders under Sales Orders', () => {
    const at = (path: string) => activeNavPath('poso', `/dashboard/default/3/${path}`);
    expect(at('poso/sales')).toBe('poso/sales');
    expect(at('poso/sales/invoice')).toBe('poso/sales/invoice');
    expect(at('poso/sales/collection')).toBe('poso/sales/collection');
    expect(at('poso/po/received')).toBe('poso/sales');
    expect(at('poso/view-received-po/9')).toBe('poso/sales');
    expect(at('poso/po/list')).toBe('poso/po/list');
    expect(at('poso/view-po/4')).toBe('poso/po/list');
    expect(at('poso/purchase/po/invoice')).toBe('poso/purchase/po/invoice');
    expect(at('poso/purchase/po/advance')).toBe('poso/purchase/po/advance');
    expect(at('poso/view-invoice/2')).toBe('poso/sales/invoice');
    expect(at('poso/DashBoard')).toBe('poso/DashBoard');
    expect(at('poso/reports')).toBeNull();
    // The approval queues belong to their inbox entries.
    expect(at('poso/approve-po')).toBe('poso/approve-po');
    expect(at('poso/invoice/approve')).toBe('poso/invoice/approve');
    expect(at('poso/approve-po/7')).toBe('poso/po/list');
  });

  it('knows a company page whose id can match no company', () => {
    expect(hasBadCompanyId('/dashboard/default/abc/poso/DashBoard')).toBe(true);
    expect(hasBadCompanyId('/dashboard/default/0/poso/po/list')).toBe(true);
    expect(hasBadCompanyId('/dashboard/default/-3/reconciliation/vendor-customer')).toBe(true);
    expect(hasBadCompanyId('/dashboard/default/12/poso/DashBoard')).toBe(false);
    expect(hasBadCompanyId('/dashboard/default/invite-users/9')).toBe(false);
  });
});
