import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextSort,
  oneOf,
  pageForSize,
  pageRange,
  calendarDay,
  positiveId,
  readFilters,
  readPageParams,
  readSort,
  searchText,
  writeFilter,
  writePageParams,
  writeSort,
} from './list-params';

describe('page params in the URL', () => {
  it('defaults to page 1, size 10', () => {
    expect(readPageParams(new URLSearchParams(''))).toEqual({ page: 1, size: 10 });
  });

  it('reads valid values and ignores unusable ones', () => {
    expect(readPageParams(new URLSearchParams('page=3&size=25'))).toEqual({ page: 3, size: 25 });
    for (const query of ['page=0', 'page=-2', 'page=abc', 'page=1.5', 'size=7', 'size=1000']) {
      expect([query, readPageParams(new URLSearchParams(query))]).toEqual([
        query,
        { page: 1, size: 10 },
      ]);
    }
  });

  it('keeps other parameters and leaves defaults out', () => {
    const search = new URLSearchParams('status=RAISED&page=4');
    expect(writePageParams(search, { page: 1, size: 10 }).toString()).toBe('status=RAISED');
    expect(writePageParams(search, { page: 2, size: 50 }).toString()).toBe(
      'status=RAISED&page=2&size=50',
    );
  });

  it('keeps two tables on one screen apart with a prefix', () => {
    const search = writePageParams(new URLSearchParams('page=2'), { page: 3, size: 25 }, 'sales');
    expect(search.toString()).toBe('page=2&salesPage=3&salesSize=25');
    expect(readPageParams(search, 'sales')).toEqual({ page: 3, size: 25 });
    expect(readPageParams(search)).toEqual({ page: 2, size: 10 });
  });

  it('round-trips every valid page and size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom(10, 25, 50, 100),
        (page, size) => {
          const search = writePageParams(new URLSearchParams(), { page, size });
          expect(readPageParams(search)).toEqual({ page, size });
        },
      ),
    );
  });
});

describe('pageRange', () => {
  it('says which rows a page shows', () => {
    expect(pageRange({ page: 1, size: 10 }, 37)).toEqual({
      from: 1,
      to: 10,
      total: 37,
      lastPage: 4,
    });
    expect(pageRange({ page: 4, size: 10 }, 37)).toEqual({
      from: 31,
      to: 37,
      total: 37,
      lastPage: 4,
    });
    expect(pageRange({ page: 1, size: 10 }, 0)).toEqual({ from: 0, to: 0, total: 0, lastPage: 1 });
    expect(pageRange({ page: 9, size: 10 }, 37)).toEqual({
      from: 0,
      to: 0,
      total: 37,
      lastPage: 4,
    });
  });

  it('keeps the first row in view when the size changes', () => {
    expect(pageForSize({ page: 3, size: 10 }, 25)).toBe(1);
    expect(pageForSize({ page: 4, size: 10 }, 25)).toBe(2);
    expect(pageForSize({ page: 2, size: 50 }, 10)).toBe(6);
  });
});

describe('sort in the URL', () => {
  const fields = ['PO_NUMBER', 'PO_DATE', 'AMOUNT'] as const;

  it('reads only the fields the list offers, ascending unless it says desc', () => {
    expect(readSort(new URLSearchParams('sort=PO_DATE'), fields)).toEqual({
      field: 'PO_DATE',
      direction: 'ASC',
    });
    expect(readSort(new URLSearchParams('sort=AMOUNT&order=desc'), fields)).toEqual({
      field: 'AMOUNT',
      direction: 'DESC',
    });
    expect(readSort(new URLSearchParams('sort=STATUS&order=desc'), fields)).toBeNull();
    expect(readSort(new URLSearchParams('order=desc'), fields)).toBeNull();
  });

  it('goes back to page 1 and keeps the rest; a prefix keeps lists apart', () => {
    const search = new URLSearchParams('page=3&size=25&status=RAISED');
    expect(writeSort(search, { field: 'PO_DATE', direction: 'DESC' }).toString()).toBe(
      'size=25&status=RAISED&sort=PO_DATE&order=desc',
    );
    const sorted = writeSort(
      new URLSearchParams('page=2&ordersPage=2'),
      {
        field: 'AMOUNT',
        direction: 'ASC',
      },
      'orders',
    );
    expect(sorted.toString()).toBe('page=2&ordersSort=AMOUNT');
    expect(readSort(sorted, fields, 'orders')).toEqual({ field: 'AMOUNT', direction: 'ASC' });
    expect(readSort(sorted, fields)).toBeNull();
    expect(writeSort(sorted, null, 'orders').toString()).toBe('page=2');
  });

  it('turns a header click into ascending, then descending, then the list order', () => {
    expect(nextSort(null, 'PO_DATE')).toEqual({ field: 'PO_DATE', direction: 'ASC' });
    expect(nextSort({ field: 'PO_DATE', direction: 'ASC' }, 'PO_DATE')).toEqual({
      field: 'PO_DATE',
      direction: 'DESC',
    });
    expect(nextSort({ field: 'PO_DATE', direction: 'DESC' }, 'PO_DATE')).toBeNull();
    expect(nextSort({ field: 'PO_DATE', direction: 'DESC' }, 'AMOUNT')).toEqual({
      field: 'AMOUNT',
      direction: 'ASC',
    });
  });
});

describe('filters in the URL', () => {
  const spec = {
    status: oneOf(['DRAFT', 'RAISED'] as const),
    vendor: positiveId,
    number: searchText(50),
  };

  it('reads each filter with its parser, ignoring what is not usable', () => {
    expect(
      readFilters(new URLSearchParams('status=RAISED&vendor=3&number=%20PO-1%20'), spec),
    ).toEqual({ status: 'RAISED', vendor: 3, number: 'PO-1' });
    expect(readFilters(new URLSearchParams('status=raised&vendor=0&number='), spec)).toEqual({
      status: null,
      vendor: null,
      number: null,
    });
    expect(readFilters(new URLSearchParams('vendor=1e3'), spec).vendor).toBeNull();
    expect(readFilters(new URLSearchParams(`number=${'x'.repeat(80)}`), spec).number).toHaveLength(
      50,
    );
  });

  it('changes one filter, keeps the others and the page size, and goes back to page 1', () => {
    const next = writeFilter(new URLSearchParams('status=DRAFT&page=4&size=25'), 'vendor', 7);
    expect(next.toString()).toBe('status=DRAFT&size=25&vendor=7');
    expect(writeFilter(next, 'status', null).toString()).toBe('size=25&vendor=7');
    expect(writeFilter(next, 'number', '  ').has('number')).toBe(false);
  });
});

describe('calendarDay', () => {
  it('keeps days that exist and drops the rest', () => {
    expect(calendarDay('2024-02-29')).toBe('2024-02-29');
    expect(calendarDay('2025-03-31')).toBe('2025-03-31');
    for (const raw of [
      '2025-02-29',
      '2025-04-31',
      '2025-13-01',
      '2025-1-01',
      '31-03-2025',
      '',
      null,
    ])
      expect(calendarDay(raw)).toBeNull();
  });
});
