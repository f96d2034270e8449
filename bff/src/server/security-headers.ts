import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';

type Policy = Record<string, string[]>;

/**
 * The SPA: scripts only from the BFF (plus the hash of any inline script the build put in
 * index.html). Styles allow inline because Chakra UI (emotion) writes its CSS into <style>
 * elements at run time; scripts, frames, plugins, forms and base URLs are locked down.
 */
const spaPolicy: Policy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * GraphiQL: what the SPA has, plus what Monaco needs: it writes <style> elements and starts
 * its language workers from bundled files (`blob:` for the worker bootstrap).
 */
const graphiqlPolicy: Policy = {
  ...spaPolicy,
  'worker-src': ["'self'", 'blob:'],
};

/** GraphQL, files and everything that is not a page: nothing may render or run. */
const apiPolicy: Policy = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

export const HSTS = 'max-age=31536000; includeSubDomains';

function serialise(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/** `'sha256-...'` of every inline <script> of a built page, re-read when the file changes. */
export function inlineScriptHashes(indexFile: string): string[] {
  let stamp: number;
  try {
    stamp = statSync(indexFile).mtimeMs;
  } catch {
    return [];
  }
  const cached = hashCache.get(indexFile);
  if (cached?.stamp === stamp) return cached.hashes;
  const html = readFileSync(indexFile, 'utf8');
  const hashes = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
  hashCache.set(indexFile, { stamp, hashes });
  return hashes;
}
const hashCache = new Map<string, { stamp: number; hashes: string[] }>();

function withScriptHashes(policy: Policy, indexFile: string | undefined): Policy {
  const hashes = indexFile ? inlineScriptHashes(indexFile) : [];
  return hashes.length === 0
    ? policy
    : { ...policy, 'script-src': [...(policy['script-src'] ?? []), ...hashes] };
}

export function contentSecurityPolicy(
  url: string,
  pages: { webDist?: string | undefined; graphiqlDist?: string | undefined },
): string {
  const file = (dist: string | undefined) =>
    dist ? path.join(path.resolve(dist), 'index.html') : undefined;
  if (url === '/stage' || url.startsWith('/stage/'))
    return serialise(withScriptHashes(spaPolicy, file(pages.webDist)));
  if (url === '/graphiql' || url.startsWith('/graphiql/'))
    return serialise(withScriptHashes(graphiqlPolicy, file(pages.graphiqlDist)));
  return apiPolicyHeader;
}

/** The API's policy has no per-page part: written once, not on every answer. */
const apiPolicyHeader = serialise(apiPolicy);

/**
 * Security headers on every answer: a Content-Security-Policy per kind of route, no framing,
 * no MIME sniffing, no referrer, and HSTS when the request came over TLS (directly or, with a
 * trusted proxy, as X-Forwarded-Proto says).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  pages: { webDist?: string | undefined; graphiqlDist?: string | undefined },
): void {
  app.addHook('onSend', async (request: FastifyRequest, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    reply.header('content-security-policy', contentSecurityPolicy(url, pages));
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
