/** What the public download page reads from its address (spec section 2, plus the token). */
export type SharedFileParams = {
  iterationId: number | undefined;
  recoName: string;
  token: string;
};

export function readSharedFileParams(search: string): SharedFileParams {
  const query = new URLSearchParams(search);
  const id = Number(query.get('stateId') ?? query.get('reco_iteration_id'));
  return {
    iterationId: Number.isInteger(id) && id > 0 ? id : undefined,
    recoName: query.get('recoName') ?? '',
    token: query.get('token') ?? '',
  };
}

/** The page's address for a link: what the sender copies (app base `/stage`). */
export function sharedFileUrl(
  origin: string,
  link: { iterationId: number; recoName: string; token: string },
): string {
  const query = new URLSearchParams({
    reco_iteration_id: String(link.iterationId),
    stateId: String(link.iterationId),
    recoName: link.recoName,
    token: link.token,
  });
  return `${origin}/stage/pages/download-file/?${query.toString()}`;
}

export function publicQuery(params: SharedFileParams): string {
  const query = new URLSearchParams({ token: params.token });
  if (params.iterationId) query.set('stateId', String(params.iterationId));
  return query.toString();
}

/** The BFF's public routes (bff/src/files/public-links.ts). */
export const sharedFilePaths = {
  details: (params: SharedFileParams) => `/files/public/reco/details?${publicQuery(params)}`,
  download: (params: SharedFileParams) => `/files/public/reco/download?${publicQuery(params)}`,
};

export type SharedFileDetails = {
  company_name: string;
  reco_name: string;
  from_date: string;
  to_date: string;
};

/** Why the page cannot go on, by the route's HTTP status. */
export type SharedFileProblem = 'invalid' | 'busy' | 'failed';

export function sharedFileProblem(status: number): SharedFileProblem {
  if (status === 404 || status === 400) return 'invalid';
  if (status === 429) return 'busy';
  return 'failed';
}

/** The name a download is saved under, from `Content-Disposition` (the exact UTF-8 name first). */
export function fileNameFrom(disposition: string | null, fallback = 'reconciliation.xlsx'): string {
  if (!disposition) return fallback;
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (exact) {
    try {
      return decodeURIComponent(exact[1]!.trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="([^"]*)"/i.exec(disposition);
  return plain?.[1] || fallback;
}
