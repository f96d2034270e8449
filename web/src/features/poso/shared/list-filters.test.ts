import { describe, expect, it } from 'vitest';
import { filterVariables, hasFilters, readListFilters, writeListFilter } from './list-filters';

describe('list filters in the URL', () => {
  it('reads status, vendor and number, ignoring what is not usable', () => {
    expect(readListFilters(new URLSearchParams('status=2&vendor=3&number=%20PO-1%20'))).toEqual({
      statusId: 2,
      vendorId: 3,
      number: 'PO-1',
    });
    expect(readListFilters(new URLSearchParams('status=abc&vendor=0&number='))).toEqual({
      statusId: null,
      vendorId: null,
      number: '',
    });
    expect(readListFilters(new URLSearchParams('status=-1&vendor=1e3')).statusId).toBeNull();
    expect(readListFilters(new URLSearchParams(`number=${'x'.repeat(80)}`)).number).toHaveLength(
      50,
    );
  });

  it('changes one filter, keeps the others and the page size, and goes back to page 1', () => {
    const next = writeListFilter(new URLSearchParams('status=2&page=4&size=25'), 'vendorId', 7);
    expect(next.toString()).toBe('status=2&size=25&vendor=7');
    expect(writeListFilter(next, 'statusId', null).toString()).toBe('size=25&vendor=7');
    expect(writeListFilter(next, 'number', '  ').has('number')).toBe(false);
  });

  it('sends only the filters that are set, under the list’s number field', () => {
    expect(filterVariables({ statusId: null, vendorId: null, number: '' }, 'poNumber')).toEqual({});
    expect(filterVariables({ statusId: 3, vendorId: 2, number: 'INV' }, 'invoiceNumber')).toEqual({
      statusId: 3,
      vendorId: 2,
      invoiceNumber: 'INV',
    });
    expect(hasFilters({ statusId: null, vendorId: null, number: 'a' })).toBe(true);
    expect(hasFilters({ statusId: null, vendorId: null, number: '' })).toBe(false);
  });
});
