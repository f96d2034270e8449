import { generatePath, type PathParam } from 'react-router';
import type { PosoPath } from '../../../app/routes';

type Params<Path extends string> = { [Key in PathParam<Path>]: string | number };

/**
 * The URL of a poso screen of one company, e.g.
 * `posoHref(7, 'view-po/:poId', { poId: 12 })` -> `/dashboard/default/7/poso/view-po/12`.
 */
export function posoHref<Path extends PosoPath>(
  companyId: number | string,
  path: Path,
  ...params: Path extends `${string}:${string}` ? [Params<Path>] : []
): string {
  const values: Record<string, string | number> = params[0] ?? {};
  const encoded = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, String(value)]),
  );
  return `/dashboard/default/${encodeURIComponent(String(companyId))}/poso/${generatePath(path, encoded as never)}`;
}
