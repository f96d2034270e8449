import { describe, expect, it } from 'vitest';
import { posoHref } from './links';

describe('posoHref', () => {
  it('builds a company poso URL with its parameters', () => {
    expect(posoHref(7, 'po/list')).toBe('/dashboard/default/7/poso/po/list');
    expect(posoHref(7, 'view-po/:poId', { poId: 12 })).toBe('/dashboard/default/7/poso/view-po/12');
    expect(
      posoHref('3', 'EditInvoice/:salesPOId/:invoiceId', { salesPOId: '5', invoiceId: '9' }),
    ).toBe('/dashboard/default/3/poso/EditInvoice/5/9');
  });

  it('is checked by the compiler', () => {
    // @ts-expect-error a route with a parameter needs it
    expect(() => posoHref(7, 'view-po/:poId')).toThrow();
    // @ts-expect-error not a poso route
    posoHref(7, 'po/unknown');
  });

  it('escapes values that are not plain ids', () => {
    expect(posoHref(7, 'view-invoice/:invoiceId', { invoiceId: 'a/b c' })).toBe(
      '/dashboard/default/7/poso/view-invoice/a%2Fb%20c',
    );
  });
});
