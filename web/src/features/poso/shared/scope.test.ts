import { describe, expect, it } from 'vitest';
import { posoLinks } from './links';
import { idParam } from './usePosoScope';

describe('poso routes', () => {
  it('reads only positive whole ids from the URL', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam('0')).toBeNull();
    expect(idParam('-3')).toBeNull();
    expect(idParam('12abc')).toBeNull();
    expect(idParam('1e3')).toBeNull();
    expect(idParam(undefined)).toBeNull();
  });

  it('links every document of one company under its poso path', () => {
    const links = posoLinks(7);
    expect(links.receivedOrder(3)).toBe('/dashboard/default/7/poso/view-received-po/3');
    expect(links.addInvoice(3)).toBe('/dashboard/default/7/poso/AddInvoice/3');
    expect(links.editInvoice(3, 12)).toBe('/dashboard/default/7/poso/EditInvoice/3/12');
    expect(links.salesInvoice(12)).toBe('/dashboard/default/7/poso/view-invoice/12');
    expect(links.purchaseInvoice(5)).toBe('/dashboard/default/7/poso/view-purchase-invoice/5');
    expect(links.purchaseOrder(4)).toBe('/dashboard/default/7/poso/view-po/4');
    expect(links.approvePurchaseOrder(4)).toBe('/dashboard/default/7/poso/approve-po/4');
    expect(links.collections).toBe('/dashboard/default/7/poso/sales/collection');
  });
});
