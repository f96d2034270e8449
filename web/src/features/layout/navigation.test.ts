import { describe, expect, it } from 'vitest';
import { companyIdOf, workAreaOf } from './navigation';

describe('navigation', () => {
  it('shows the sidebar only on poso and reconciliation pages', () => {
    expect(workAreaOf('/dashboard/default/3/poso/DashBoard')).toBe('poso');
    expect(workAreaOf('/dashboard/default/3/reconciliation/vendor-customer')).toBe(
      'reconciliation',
    );
    expect(workAreaOf('/dashboard/default/3')).toBeNull();
    expect(workAreaOf('/dashboard/default')).toBeNull();
  });

  it('reads the company id from company routes', () => {
    expect(companyIdOf('/dashboard/default/7')).toBe(7);
    expect(companyIdOf('/dashboard/default/7/poso/po')).toBe(7);
    expect(companyIdOf('/dashboard/default/invite-users/9')).toBe(9);
    expect(companyIdOf('/reco-dashboard/4')).toBe(4);
    expect(companyIdOf('/dashboard/default')).toBeNull();
    expect(companyIdOf('/profile/2')).toBeNull();
  });
});
