import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '../context.js';
import { ErrorCode } from '../upstream/error-mapping.js';

/** HTTP status of an operation that produced no data because of a condition worth retrying. */
const retryStatus: Partial<Record<string, number>> = {
  [ErrorCode.TooManyRequests]: 429,
  [ErrorCode.UpstreamUnavailable]: 503,
};

/**
 * When an operation fails as a whole (no data) because it was throttled or a service is
 * unavailable, the response says so the way HTTP clients and proxies understand: 429 or 503
 * with `Retry-After`, besides `extensions.code` and `extensions.retryAfterSeconds`. Partial
 * results keep 200 so the data that did resolve is not thrown away.
 */
export function retryStatusPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          if (data !== null && data !== undefined) return;
          let status: number | undefined;
          let retryAfter: number | undefined;
          for (const error of errors ?? []) {
            const errorStatus = retryStatus[String(error.extensions?.code)];
            if (errorStatus === undefined) continue;
            status = Math.max(status ?? 0, errorStatus);
            const seconds = Number(error.extensions?.retryAfterSeconds);
            if (Number.isFinite(seconds) && seconds > 0)
              retryAfter = Math.max(retryAfter ?? 0, Math.ceil(seconds));
          }
          if (status === undefined) return;
          response.http.status = status;
          if (retryAfter !== undefined)
            response.http.headers.set('retry-after', String(retryAfter));
        },
      };
    },
  };
}
