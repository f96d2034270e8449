/** The list's status filter in the URL (`?status=RAISED`); anything else means all statuses. */
export function readStatusFilter<Status extends string>(
  search: URLSearchParams,
  allowed: readonly Status[],
): Status | null {
  const raw = search.get('status');
  return allowed.find((status) => status === raw) ?? null;
}

/** Another filter starts again on page 1; the page size and other parameters stay. */
export function writeStatusFilter(search: URLSearchParams, status: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (status === null) next.delete('status');
  else next.set('status', status);
  next.delete('page');
  return next;
}
