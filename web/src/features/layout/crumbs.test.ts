import { describe, expect, it } from 'vitest';
import { collapseCrumbs } from './crumbs';

describe('breadcrumbs', () => {
  it('shows at most 8 items, keeping the first and the deepest', () => {
    const crumbs = Array.from({ length: 12 }, (_, i) => i);
    const shown = collapseCrumbs(crumbs);
    expect(shown).toHaveLength(8);
    expect(shown).toEqual([0, null, 6, 7, 8, 9, 10, 11]);
    expect(collapseCrumbs([1, 2, 3])).toEqual([1, 2, 3]);
  });
});
