export const breadcrumbMaxItems = 8;

/** Keeps the first crumb and the last ones when a path is deeper than the maximum. */
export function collapseCrumbs<T>(crumbs: T[], max = breadcrumbMaxItems): (T | null)[] {
  if (crumbs.length <= max) return crumbs;
  return [crumbs[0] as T, null, ...crumbs.slice(crumbs.length - (max - 2))];
}
