/** The list's status filter in the URL (`?status=3`); anything else means all statuses. */
export function readStatusFilter(
  search: URLSearchParams,
  allowed: readonly number[],
): number | null {
  const raw = search.get('status');
  if (raw === null || !/^\d{1,3}$/.test(raw)) return null;
  const value = Number(raw);
  return allowed.includes(value) ? value : null;
}

/** Another filter starts again on page 1; the page size and other parameters stay. */
export function writeStatusFilter(search: URLSearchParams, status: number | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (status === null) next.delete('status');
  else next.set('status', String(status));
  next.delete('page');
  return next;
}
