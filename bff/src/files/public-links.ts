import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { reco } from '@concord/contracts';
import { ErrorCode } from '../upstream/error-mapping.js';
import type { UpstreamPools } from '../upstream/service-client.js';
import {
  checkUploadRequest,
  forwardUpload,
  positiveId,
  Refusal,
  replyFailure,
  streamDownload,
  upstreamStatus,
  type FileRules,
} from './file-forwarding.js';

/** Tries per address and minute on the public link routes (SECURITY 22). */
export const PUBLIC_LINK_LIMITS = { details: 30, download: 10, upload: 10, answer: 10 } as const;

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
  deps: { pools: UpstreamPools; log: Logger; maxUploadBytes?: number },
): Promise<void> {
  const service = deps.pools.pools.reco;
  const rules: FileRules = {
    allowed: reco.LEDGER_EXTENSIONS,
    maxBytes: deps.maxUploadBytes ?? reco.MAX_LEDGER_BYTES,
  };
  const failed = (reply: Parameters<typeof replyFailure>[0], error: unknown, path: string) =>
    replyFailure(reply, error, { service: 'reco', upstreamPath: path, log: deps.log });
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: rules.maxBytes, files: 1, fields: 10, parts: 11 },
    });
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
      {
        url: '/files/public/reco/balance',
        upstream: '/reconciliation/public/confirm_completion/',
        max: PUBLIC_LINK_LIMITS.details,
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

    // The party's answers (/pages/upload-file/, /pages/confirm_completion/).
    const uploads = [
      {
        url: '/files/public/reco/upload',
        upstream: () => '/reconciliation/public/upload_file/',
      },
      {
        url: '/files/public/reco/balance/:responseId/file',
        upstream: (request: FastifyRequest) =>
          `/reconciliation/public/confirm_completion/${positiveId(
            (request.params as { responseId: unknown }).responseId,
            'responseId',
          )}/file/`,
      },
    ];
    for (const route of uploads) {
      scope.post(
        route.url,
        { config: { rateLimit: { max: PUBLIC_LINK_LIMITS.upload, timeWindow: '1 minute' } } },
        async (request, reply) => {
          let upstreamPath = route.url;
          try {
            const target = linkTarget(request);
            upstreamPath = route.upstream(request) + target.search;
            checkUploadRequest(request, rules);
            const answer = await forwardUpload(
              request,
              service,
              {
                service: 'reco',
                path: upstreamPath,
                headers: { 'x-request-id': request.id, ...target.headers },
              },
              rules,
            );
            if (answer.error) throw answer.error;
            return reply.status(answer.status).send(answer.body);
          } catch (error) {
            return failed(reply, error, upstreamPath);
          }
        },
      );
    }

    scope.post(
      '/files/public/reco/balance',
      { config: { rateLimit: { max: PUBLIC_LINK_LIMITS.answer, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const upstreamPath = '/reconciliation/public/confirm_completion/';
        try {
          const target = linkTarget(request);
          const input = (request.body ?? {}) as { decision?: unknown; remark?: unknown };
          if (input.decision !== 'confirmed' && input.decision !== 'disputed')
            throw new Refusal(400, ErrorCode.BadUserInput, 'Confirm or dispute the balance', {
              decision: 'Must be confirmed or disputed',
            });
          const body: reco.BalanceAnswer = {
            decision: input.decision,
            ...(typeof input.remark === 'string' && input.remark.trim()
              ? { remark: input.remark.slice(0, 2000) }
              : {}),
          };
          const response = await service.pool.request({
            method: 'POST',
            path: service.basePath + upstreamPath + target.search,
            headers: {
              'x-request-id': request.id,
              'content-type': 'application/json',
              accept: 'application/json',
              ...target.headers,
            },
            body: JSON.stringify(body),
            headersTimeout: service.callTimeoutMs,
            bodyTimeout: service.callTimeoutMs,
          });
          const text = await response.body.text();
          if (response.statusCode >= 400)
            throw upstreamStatus('reco', upstreamPath, response.statusCode, text);
          return reply.status(response.statusCode).send(JSON.parse(text));
        } catch (error) {
          return failed(reply, error, upstreamPath);
        }
      },
    );
  });
}
