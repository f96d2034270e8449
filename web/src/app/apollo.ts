import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { sessionHeaders } from '../features/session/session-storage';
import { toClientErrorCode, type ClientErrorCode } from './error-codes';

/** A failed operation: its code and, when the service gave one, its reason's code. */
export type AppError = { code: ClientErrorCode; operationName: string; reason?: string };
type ErrorListener = (error: AppError) => void;

const listeners = new Set<ErrorListener>();

/** Every failed operation is reported here; the shell turns it into a snackbar. */
export function onAppError(listener: ErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function report(error: AppError) {
  for (const listener of listeners) listener(error);
}

const connectedListeners = new Set<() => void>();

/**
 * Called each time the live socket (re)connects. What happened while it was down or not yet
 * listening never arrives as an event, so views that count live events read again here.
 */
export function onLiveConnected(listener: () => void): () => void {
  connectedListeners.add(listener);
  return () => {
    connectedListeners.delete(listener);
  };
}

/**
 * An operation's context may silence the shell's snackbar: `quiet: true` for every failure
 * (the screen says it), `quietCodes` for those codes only (a record's page answers a missing
 * record with the not-found page, and a snackbar would say it twice).
 */
export type ErrorContext = { quiet?: boolean; quietCodes?: readonly ClientErrorCode[] };

const errorLink = new ErrorLink(({ error, operation }) => {
  const operationName = operation.operationName ?? 'anonymous';
  const context = operation.getContext() as ErrorContext;
  if (context.quiet === true) return;
  if (CombinedGraphQLErrors.is(error)) {
    // One report per distinct failure: several fields failing for one cause say it once.
    const failures = new Map<string, AppError>();
    for (const e of error.errors) {
      const code = toClientErrorCode(e.extensions?.code);
      const reason = (e.extensions?.reason as { code?: unknown } | undefined)?.code;
      const failure: AppError = {
        code,
        operationName,
        ...(typeof reason === 'string' ? { reason } : {}),
      };
      failures.set(`${code} ${failure.reason ?? ''}`, failure);
    }
    for (const failure of failures.values())
      if (!context.quietCodes?.includes(failure.code)) report(failure);
    return;
  }
  report({ code: 'NETWORK', operationName });
});

const authLink = new SetContextLink((previous) => ({
  headers: { ...(previous.headers as Record<string, string> | undefined), ...sessionHeaders() },
}));

/** The graphql-ws address on the page's own host (live run progress, reco changes, the bell). */
function socketUrl(uri: string): string {
  const url = new URL(uri, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * Subscriptions over graphql-ws (ARCHITECTURE 5). The socket authenticates on connect with
 * the session's headers; the bell keeps a subscription open all the time, so a new sign-in or
 * company choice (new headers) replaces the socket rather than waiting for it to go idle.
 */
function liveLink(uri: string): ApolloLink {
  let current: { key: string; link: GraphQLWsLink; dispose: () => void } | undefined;
  return new ApolloLink((operation) => {
    const key = JSON.stringify(sessionHeaders());
    if (!current || current.key !== key) {
      current?.dispose();
      const client = createClient({
        url: socketUrl(uri),
        lazy: true,
        lazyCloseTimeout: 0,
        connectionParams: () => sessionHeaders(),
        // A busy or restarted server must not leave the bell deaf for the rest of the day:
        // keep retrying (graphql-ws backs off exponentially with jitter) and catch up on
        // every connect.
        retryAttempts: Infinity,
        shouldRetry: () => true,
        on: {
          connected: () => {
            for (const listener of connectedListeners) listener();
          },
        },
      });
      current = { key, link: new GraphQLWsLink(client), dispose: () => void client.dispose() };
    }
    return current.link.request(operation);
  });
}

export function createApolloClient(uri = '/graphql') {
  const http = new HttpLink({ uri });
  const transport =
    typeof window === 'undefined' || typeof WebSocket === 'undefined'
      ? http
      : ApolloLink.split(
          ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
          liveLink(uri),
          http,
        );
  return new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, transport]),
    cache: new InMemoryCache({
      typePolicies: {
        // A hit's id is the id of its document within its kind: PO 6 and invoice 6 are two
        // hits, not one record the second overwrites.
        SearchHit: { keyFields: ['kind', 'id'] },
        // The active company's rules are one object: the answer of updatePosoSettings is what
        // posoSettings reads, so the switch shows the change at once.
        PosoSettings: { keyFields: [] },
      },
    }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
    // A refetch asks for what is true now: after a mutation, or on a live event saying
    // something changed. Merged into an identical request already in flight, it was answered
    // by a read made before the change, and the screen kept the old state with nothing left to
    // refresh it (a finished run's reco still "running"). Identical requests at the same
    // moment now each go out.
    queryDeduplication: false,
  });
}
