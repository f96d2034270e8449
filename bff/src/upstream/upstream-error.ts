export type UpstreamService = 'users' | 'poso' | 'reco';

/** The REST error body every service returns (docs/decisions.md). */
export type RestErrorBody = {
  error?: unknown;
  message?: unknown;
  fields?: unknown;
  reason?: unknown;
  /** Per field of `fields`, a coded reason. */
  reasons?: unknown;
};

export type UpstreamFailure =
  | { kind: 'status'; status: number; body: RestErrorBody | undefined; retryAfterSeconds?: number }
  | { kind: 'unavailable' }
  | { kind: 'timeout' };

/** Any failed call to a service; turned into a GraphQL error by `toGraphQLError`. */
export class UpstreamError extends Error {
  readonly service: UpstreamService;
  readonly failure: UpstreamFailure;
  readonly path: string;
  /** REST field name -> GraphQL field name, for per-field messages. */
  readonly fieldAliases: Readonly<Record<string, string>>;

  constructor(
    service: UpstreamService,
    path: string,
    failure: UpstreamFailure,
    options: { cause?: unknown; fieldAliases?: Record<string, string> } = {},
  ) {
    super(
      describe(service, path, failure),
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'UpstreamError';
    this.service = service;
    this.path = path;
    this.failure = failure;
    this.fieldAliases = options.fieldAliases ?? {};
  }
}

function describe(service: UpstreamService, path: string, failure: UpstreamFailure): string {
  switch (failure.kind) {
    case 'status':
      return `${service} ${path} answered ${failure.status}`;
    case 'unavailable':
      return `${service} ${path} is unreachable`;
    case 'timeout':
      return `${service} ${path} timed out`;
  }
}
