import { describe, expect, it } from 'vitest';
import { readStatusFilter, writeStatusFilter } from './status-filter';

describe('status filter in the URL', () => {
  it('reads only the statuses the list offers', () => {
    expect(readStatusFilter(new URLSearchParams('status=3'), [3, 4, 10])).toBe(3);
    expect(readStatusFilter(new URLSearchParams('status=7'), [3, 4, 10])).toBeNull();
    expect(readStatusFilter(new URLSearchParams('status=3x'), [3])).toBeNull();
    expect(readStatusFilter(new URLSearchParams(''), [3])).toBeNull();
  });

  it('goes back to page 1 and keeps the page size', () => {
    const next = writeStatusFilter(new URLSearchParams('page=3&size=25'), 10);
    expect(next.toString()).toBe('size=25&status=10');
    expect(writeStatusFilter(next, null).toString()).toBe('size=25');
  });
});
