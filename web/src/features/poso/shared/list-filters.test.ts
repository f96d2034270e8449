import { describe, expect, it } from 'vitest';
import { filterVariables, hasFilters, readListFilters, writeListFilter } from './list-filters';

describe('list filters in the URL', () => {
  it('reads status, vendor and number, ignoring what is not usable', () => {
    expect(
      readListFilters(new URLSearchParams('status=SENT_TO_VENDOR&vendor=3&number=%20PO-1%20')),
    ).toEqual({
      status: 'SENT_TO_VENDOR',
      vendorId: 3,
      number: 'PO-1',
    });
    expect(readListFilters(new URLSearchParams('status=abc&vendor=0&number='))).toEqual({
      status: null,
      vendorId: null,
      number: '',
    });
    expect(readListFilters(new URLSearchParams('status=3&vendor=1e3')).status).toBeNull();
    expect(readListFilters(new URLSearchParams(`number=${'x'.repeat(80)}`)).number).toHaveLength(
      50,
    );
  });

  it('changes one filter, keeps the others and the page size, and goes back to page 1', () => {
    const next = writeListFilter(new URLSearchParams('status=DRAFT&page=4&size=25'), 'vendorId', 7);
    expect(next.toString()).toBe('status=DRAFT&size=25&vendor=7');
    expect(writeListFilter(next, 'status', null).toString()).toBe('size=25&vendor=7');
    expect(writeListFilter(next, 'number', '  ').has('number')).toBe(false);
  });

  it('sends only the filters that are set, under the list’s number field', () => {
    const statuses = ['SENT', 'ACCEPTED'] as const;
    expect(
      filterVariables({ status: null, vendorId: null, number: '' }, 'poNumber', statuses),
    ).toEqual({});
    expect(
      filterVariables({ status: 'SENT', vendorId: 2, number: 'INV' }, 'invoiceNumber', statuses),
    ).toEqual({ status: 'SENT', vendorId: 2, invoiceNumber: 'INV' });
    expect(
      filterVariables({ status: 'DRAFT', vendorId: null, number: '' }, 'invoiceNumber', statuses),
    ).toEqual({});
    expect(hasFilters({ status: null, vendorId: null, number: 'a' })).toBe(true);
    expect(hasFilters({ status: null, vendorId: null, number: '' })).toBe(false);
  });
});
