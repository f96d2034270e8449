import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import cors from '@fastify/cors';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { importPublicKey, verifyAccessToken } from '@concord/auth';
import { bearerToken, createRequestContext, type RequestContext } from './context.js';
import {
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type GraphQLError,
  type GraphQLSchema,
} from './graphql-runtime.js';
import { registerAttachmentRoutes } from './files/attachment-files.js';
import { createEventHub } from './events/event-hub.js';
import { registerRecoFileRoutes } from './files/reco-files.js';
import { registerPublicLinkRoutes } from './files/public-links.js';
import {
  controlCharacterError,
  controlCharacterPlugin,
  fieldsWithControlCharacters,
} from './server/control-characters.js';
import { buildBffSchema } from './schema.js';
import { compiledExecution } from './server/compiled-execution.js';
import { errorLoggingPlugin, formatError } from './server/format-error.js';
import { registerGraphiql, defaultGraphiqlDist } from './server/graphiql.js';
import { introspectionForSignedInPlugin } from './server/introspection.js';
import {
  createArmor,
  graphqlBodyLimitBytes,
  hideTokenLimit,
  queryLimits,
} from './server/limits.js';
import { noStorePlugins } from './server/no-store.js';
import { retryStatusPlugin } from './server/retry-status.js';
import { registerSecurityHeaders } from './server/security-headers.js';
import { registerSpa } from './server/spa.js';
import { createUpstreamPools, type UpstreamUrls } from './upstream/service-client.js';
import { UpstreamError } from './upstream/upstream-error.js';

export type BffOptions = {
  /**
   * PostgreSQL to LISTEN on for live events (subscriptions). Without it subscriptions answer
   * that live updates are not available.
   */
  eventsDatabaseUrl?: string;
  /** Base URLs of the users, poso and reco services. */
  upstreams: UpstreamUrls;
  /** Serves GraphiQL at /graphiql and allows introspection for signed-in callers. */
  playground: boolean;
  /** Exact browser origins allowed by CORS; same-origin calls need none. */
  corsOrigins?: string[];
  /** The built SPA (web/dist), served under /stage when the folder exists. */
  webDist?: string;
  /** The built GraphiQL page; defaults to bff/graphiql/dist. */
  graphiqlDist?: string;
  /** Connect, headers and body timeout of each upstream call. Default 10 s. */
  upstreamTimeoutMs?: number;
  /** Deadline for all upstream work of one GraphQL request. Default 15 s. */
  requestDeadlineMs?: number;
  /**
   * The users service's Ed25519 public key (SPKI PEM). With it the BFF verifies tokens itself
   * before any upstream call; without it, it relies on the services alone.
   */
  tokenPublicKeyPem?: string;
  /**
   * Which proxies in front of the BFF are believed about the browser's address
   * (X-Forwarded-For): a hop count (0 = none, the default: the socket address is the
   * client) or a list of proxy addresses/CIDRs. Also decides whether X-Forwarded-Proto
   * says the request came over TLS.
   */
  trustProxy?: number | string[];
  /**
   * Shared with the users service: the browser's address is signed with it on sign-in, so
   * the login throttle counts each browser, not the BFF. Without it every sign-in looks like
   * it comes from the BFF's own address.
   */
  clientAddressSecret?: string;
  /** A pino logger; by default one at `logLevel`. */
  logger?: Logger;
  logLevel?: string;
};

export type Bff = {
  app: FastifyInstance;
  schema: GraphQLSchema;
  /** Starts listening; resolves with the base URL. */
  listen(options: { port: number; host?: string }): Promise<string>;
  close(): Promise<void>;
};

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Secrets never reach the log, whatever shape the logged object has. */
export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'authorization',
  'token',
  'accessToken',
  'access_token',
  'password',
  '*.authorization',
  '*.token',
  '*.accessToken',
  '*.access_token',
  '*.password',
];

/** Request log lines keep the path only: query strings may carry variables. */
const requestSerializer = (request: { method?: string; url?: string; id?: unknown }) => ({
  method: request.method,
  path: request.url?.split('?')[0],
  requestId: request.id,
});

export function createLogger(level = 'info', destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: logRedactPaths, censor: '[redacted]' },
    serializers: { req: requestSerializer },
  };
  return destination ? pino(options, destination) : pino(options);
}

export async function buildBff(options: BffOptions): Promise<Bff> {
  const logger = options.logger ?? createLogger(options.logLevel);
  const deadlineMs = options.requestDeadlineMs ?? 15_000;
  const pools = createUpstreamPools(options.upstreams, {
    callTimeoutMs: options.upstreamTimeoutMs ?? 10_000,
  });
  const corsOrigins = options.corsOrigins ?? [];
  const tokenPublicKey = options.tokenPublicKeyPem
    ? importPublicKey(options.tokenPublicKeyPem)
    : undefined;
  await tokenPublicKey;
  if (!options.clientAddressSecret) {
    logger.warn(
      'no client address secret: the users service throttles every sign-in by the BFF address',
    );
  }

  // Typed as Fastify's logger interface, not pino's: the app's type (FastifyInstance) says so.
  const loggerInstance: FastifyBaseLogger = logger;
  const app: FastifyInstance = Fastify({
    loggerInstance,
    bodyLimit: graphqlBodyLimitBytes,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const graphiqlDist = options.graphiqlDist ?? defaultGraphiqlDist;
  registerSecurityHeaders(app, {
    webDist: options.webDist,
    graphiqlDist: options.playground ? graphiqlDist : undefined,
  });
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message =
      status === 413
        ? 'The request body is too large.'
        : status >= 500
          ? 'Something went wrong on our side. Please try again later.'
          : error.message;
    void reply.status(status).send({ error: error.code ?? 'ERROR', message });
  });

  await app.register(cors, {
    origin: corsOrigins.length > 0 ? corsOrigins : false,
    methods: ['GET', 'POST'],
    allowedHeaders: [
      'authorization',
      'content-type',
      'x-dts-schema',
      'x-dts-database',
      'x-request-id',
      'apollo-require-preflight',
    ],
    exposedHeaders: ['x-request-id', 'retry-after'],
    credentials: false,
    maxAge: 600,
  });

  const schema = await buildBffSchema();
  const armor = createArmor();
  const apollo = new ApolloServer<RequestContext>({
    gateway: compiledExecution(schema),
    introspection: options.playground,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: true,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    validationRules: armor.validationRules,
    parseOptions: { maxTokens: queryLimits.maxTokens },
    formatError,
    plugins: [
      ...armor.plugins,
      ApolloServerPluginLandingPageDisabled(),
      fastifyApolloDrainPlugin(app),
      introspectionForSignedInPlugin(),
      controlCharacterPlugin(),
      errorLoggingPlugin(),
      retryStatusPlugin(),
      ...noStorePlugins(),
    ],
  });
  await apollo.start();

  const events = createEventHub({ databaseUrl: options.eventsDatabaseUrl, log: logger });

  const contextFor = (request: FastifyRequest) =>
    createRequestContext(
      pools,
      {
        authorization: header(request, 'authorization'),
        schemaName: header(request, 'x-dts-schema'),
        database: header(request, 'x-dts-database'),
        requestId: request.id,
        client: { address: request.ip, userAgent: header(request, 'user-agent') },
      },
      {
        deadlineMs,
        log: request.log as Logger,
        tokenPublicKey,
        clientAddressSecret: options.clientAddressSecret,
        events,
      },
    );
  const graphqlHandler = fastifyApolloHandler(apollo, {
    context: async (request) => contextFor(request),
  });
  app.get('/graphql', graphqlHandler);
  app.post('/graphql', graphqlHandler);

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    const checks = await checkUpstreams(pools, request.id, logger);
    const ready = Object.values(checks).every((status) => status === 'ok');
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ok' : 'unavailable', upstreams: checks });
  });

  await registerAttachmentRoutes(app, { pools, tokenPublicKey, log: logger });
  await registerRecoFileRoutes(app, { pools, tokenPublicKey, log: logger });
  await registerPublicLinkRoutes(app, { pools, log: logger });
  if (options.playground) await registerGraphiql(app, graphiqlDist);
  await registerSpa(app, options.webDist);

  // graphql-ws shares the HTTP server and path; the same limits and flags apply.
  const wsServer = new WebSocketServer({
    server: app.server,
    path: '/graphql',
    maxPayload: graphqlBodyLimitBytes,
    verifyClient: ({
      origin,
      req,
    }: {
      origin: string | undefined;
      req: { headers: { host?: string } };
    }) => !origin || corsOrigins.includes(origin) || sameHost(origin, req.headers.host),
  });
  const wsRules = [
    ...specifiedRules,
    ...armor.validationRules,
    ...(options.playground ? [] : [NoSchemaIntrospectionCustomRule]),
  ];
  let wsRequests = 0;
  // The socket's peer is the browser only when no proxy is trusted; behind proxies graphql-ws
  // sign-ins count against the proxy's address (the web app signs in over HTTP).
  const wsClient = (upgrade: IncomingMessage) => {
    const address = upgrade.socket.remoteAddress;
    if (fastifyTrustProxy(options.trustProxy) !== false || !address) return undefined;
    const userAgent = upgrade.headers['user-agent'];
    return { address, userAgent };
  };
  // Sockets by the session and user their token names: an ended session's sockets close at
  // once (4403), so a signed-out or revoked browser stops receiving anything live.
  type Watched = { close: (code: number, reason: string) => void; session?: string; user?: number };
  const watched = new Set<Watched>();
  const identify = async (authorization: unknown): Promise<{ session?: string; user?: number }> => {
    const token = typeof authorization === 'string' ? bearerToken(authorization) : undefined;
    if (!token) return {};
    try {
      if (tokenPublicKey) {
        const verified = await verifyAccessToken(await tokenPublicKey, token);
        return { session: verified.sessionId, user: verified.userId };
      }
      const payload = JSON.parse(
        Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
      ) as {
        sid?: unknown;
        sub?: unknown;
      };
      return {
        ...(typeof payload.sid === 'string' ? { session: payload.sid.toLowerCase() } : {}),
        ...(typeof payload.sub === 'string' ? { user: Number(payload.sub) } : {}),
      };
    } catch {
      return {};
    }
  };
  const stopWatching = events.onSessionEnded((ended) => {
    for (const socket of watched)
      if (
        (ended.session && socket.session === ended.session) ||
        (ended.user !== undefined && socket.user === ended.user)
      ) {
        watched.delete(socket);
        socket.close(4403, 'Forbidden');
      }
  });
  const socketsOf = new WeakMap<object, Watched>();
  const wsCleanup = useServer<Record<string, unknown>, { requestId: string }>(
    {
      schema,
      onConnect: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        const who = await identify(params.authorization ?? params.Authorization);
        const socket = ctx.extra.socket;
        const entry: Watched = { close: (code, reason) => socket.close(code, reason), ...who };
        watched.add(entry);
        socketsOf.set(socket, entry);
        return true;
      },
      onClose: (ctx) => {
        const entry = socketsOf.get(ctx.extra.socket);
        if (entry) watched.delete(entry);
      },
      context: (ctx) => {
        const params = ctx.connectionParams ?? {};
        const text = (key: string) => (typeof params[key] === 'string' ? params[key] : undefined);
        return createRequestContext(
          pools,
          {
            authorization: text('authorization') ?? text('Authorization'),
            schemaName: text('x-dts-schema') ?? text('schema'),
            database: text('x-dts-database') ?? text('database'),
            requestId: `ws-${randomUUID()}-${++wsRequests}`,
            client: wsClient(ctx.extra.request),
          },
          {
            deadlineMs,
            log: logger,
            tokenPublicKey,
            clientAddressSecret: options.clientAddressSecret,
            events,
          },
        );
      },
      onSubscribe: (_ctx, _id, payload) => {
        let document;
        try {
          document = parse(payload.query, { maxTokens: queryLimits.maxTokens });
        } catch (error) {
          return [hideTokenLimit(error as GraphQLError)];
        }
        const errors = validate(schema, document, wsRules);
        if (errors.length > 0) return errors;
        const controlled = fieldsWithControlCharacters(document, payload.variables ?? undefined);
        if (controlled.length > 0) return [controlCharacterError(controlled)];
        return undefined;
      },
      // The same error shaping as over HTTP: codes, masking, no upstream detail.
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? {
              ...result,
              errors: result.errors.map((error) => formatError(error.toJSON(), error)),
            }
          : undefined,
      onError: (_ctx, _id, _payload, errors) => {
        logger.info(
          { errors: errors.map((error) => error.message) },
          'graphql-ws operation refused',
        );
      },
    },
    wsServer,
  );

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    stopWatching();
    await wsCleanup.dispose();
    await events.close();
    await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    await app.close();
    await pools.close();
  };

  return {
    app,
    schema,
    async listen({ port, host = '127.0.0.1' }) {
      return app.listen({ port, host });
    },
    close,
  };
}

function fastifyTrustProxy(
  setting: BffOptions['trustProxy'],
): string[] | false | ((address: string, hop: number) => boolean) {
  if (setting === undefined || setting === 0) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return Boolean(host) && new URL(origin).host === host;
  } catch {
    return false;
  }
}

async function checkUpstreams(
  pools: ReturnType<typeof createUpstreamPools>,
  requestId: string,
  logger: Logger,
): Promise<Record<string, 'ok' | 'unavailable'>> {
  const services = Object.keys(pools.pools) as (keyof typeof pools.pools)[];
  const results = await Promise.all(
    services.map(async (service) => {
      const { pool, basePath } = pools.pools[service];
      try {
        const response = await pool.request({
          method: 'GET',
          // Readiness, not liveness: a service whose database does not answer is not ready.
          path: `${basePath}/readyz`,
          headers: { 'x-request-id': requestId },
          signal: AbortSignal.timeout(2_000),
        });
        await response.body.dump();
        return [service, response.statusCode === 200 ? 'ok' : 'unavailable'] as const;
      } catch (error) {
        logger.warn(
          {
            service,
            requestId,
            err: error instanceof UpstreamError ? error.message : String(error),
          },
          'upstream not ready',
        );
        return [service, 'unavailable'] as const;
      }
    }),
  );
  return Object.fromEntries(results);
}
