import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { reco } from '@concord/contracts';
import { ErrorCode } from '../upstream/error-mapping.js';
import type { UpstreamPools } from '../upstream/service-client.js';
import { positiveId, replyFailure, streamDownload } from './file-forwarding.js';

/** Tries per address and minute on the public link routes (SECURITY 22). */
export const PUBLIC_LINK_LIMITS = { details: 30, download: 10 } as const;

type PublicQuery = { token?: unknown; stateId?: unknown };

function linkTarget(request: FastifyRequest) {
  const query = request.query as PublicQuery;
  const token = typeof query.token === 'string' ? query.token.slice(0, 100) : '';
  const stateId =
    query.stateId === undefined || query.stateId === ''
      ? undefined
      : positiveId(query.stateId, 'stateId');
  return {
    search: stateId ? `?state_id=${stateId}` : '',
    // The token travels to the service in a header, never in a logged URL.
    headers: { [reco.LINK_TOKEN_HEADER]: token },
  };
}

/**
 * The public download page's routes (/pages/download-file/): no account, the capability
 * token is the credential. Each address gets a few tries a minute, so tokens cannot be
 * guessed and a leaked link cannot be hammered; every bad token is the service's same 404.
 */
export async function registerPublicLinkRoutes(
  app: FastifyInstance,
  deps: { pools: UpstreamPools; log: Logger },
): Promise<void> {
  const service = deps.pools.pools.reco;
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      // In memory per BFF process: N replicas allow N times the budget, still far from a guess.
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: ErrorCode.TooManyRequests,
        message: `Too many tries. Wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      }),
    });

    const routes = [
      {
        url: '/files/public/reco/details',
        upstream: '/reconciliation/public/reconciliation_details/',
        max: PUBLIC_LINK_LIMITS.details,
      },
      {
        url: '/files/public/reco/download',
        upstream: '/reconciliation/public/download_latest_output_file/',
        max: PUBLIC_LINK_LIMITS.download,
      },
    ];
    for (const route of routes) {
      scope.get(
        route.url,
        { config: { rateLimit: { max: route.max, timeWindow: '1 minute' } } },
        async (request, reply) => {
          const upstreamPath = route.upstream;
          try {
            const target = linkTarget(request);
            return await streamDownload(reply, service, {
              service: 'reco',
              path: upstreamPath + target.search,
              headers: { 'x-request-id': request.id, ...target.headers },
            });
          } catch (error) {
            return replyFailure(reply, error, { service: 'reco', upstreamPath, log: deps.log });
          }
        },
      );
    }
  });
}
