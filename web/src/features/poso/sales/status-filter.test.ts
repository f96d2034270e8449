import { describe, expect, it } from 'vitest';
import { readStatusFilter, writeStatusFilter } from './status-filter';

describe('status filter in the URL', () => {
  it('reads only the statuses the list offers', () => {
    const offered = ['SENT_TO_VENDOR', 'RAISED', 'VENDOR_REJECTED'] as const;
    expect(readStatusFilter(new URLSearchParams('status=RAISED'), offered)).toBe('RAISED');
    expect(readStatusFilter(new URLSearchParams('status=DRAFT'), offered)).toBeNull();
    expect(readStatusFilter(new URLSearchParams('status=raised'), offered)).toBeNull();
    expect(readStatusFilter(new URLSearchParams(''), offered)).toBeNull();
  });

  it('goes back to page 1 and keeps the page size', () => {
    const next = writeStatusFilter(new URLSearchParams('page=3&size=25'), 'CLAIMED');
    expect(next.toString()).toBe('size=25&status=CLAIMED');
    expect(writeStatusFilter(next, null).toString()).toBe('size=25');
  });
});
