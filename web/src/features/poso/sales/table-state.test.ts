import { describe, expect, it, vi } from 'vitest';
import { tableState } from './table-state';

describe('table state from a list query', () => {
  const page = { items: [{ id: 1 }], totalCount: 31 };

  it('shows loading until the company token is in place', () => {
    const query = { loading: false, refetch: vi.fn(async () => undefined) };
    expect(tableState(query, undefined, false).loading).toBe(true);
    expect(tableState(query, page, true)).toMatchObject({ loading: false, totalCount: 31 });
  });

  it('retries the same query', () => {
    const refetch = vi.fn(async () => undefined);
    const state = tableState({ loading: false, error: new Error('down'), refetch }, page, true);
    state.onRetry();
    expect(refetch).toHaveBeenCalledOnce();
    expect(state.rows).toEqual([{ id: 1 }]);
  });
});
