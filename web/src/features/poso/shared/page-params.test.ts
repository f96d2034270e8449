import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageForSize, pageRange, readPageParams, writePageParams } from './page-params';

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
    const search = new URLSearchParams('status=3&page=4');
    expect(writePageParams(search, { page: 1, size: 10 }).toString()).toBe('status=3');
    expect(writePageParams(search, { page: 2, size: 50 }).toString()).toBe(
      'status=3&page=2&size=50',
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
