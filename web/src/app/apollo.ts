import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { SetContextLink } from '@apollo/client/link/context';
import { sessionHeaders } from '../features/session/session-storage';
import { toClientErrorCode, type ClientErrorCode } from './error-codes';

export type AppError = { code: ClientErrorCode; operationName: string };
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

const errorLink = new ErrorLink(({ error, operation }) => {
  const operationName = operation.operationName ?? 'anonymous';
  if (operation.getContext().quiet === true) return;
  if (CombinedGraphQLErrors.is(error)) {
    const codes = new Set(error.errors.map((e) => toClientErrorCode(e.extensions?.code)));
    for (const code of codes) report({ code, operationName });
    return;
  }
  report({ code: 'NETWORK', operationName });
});

const authLink = new SetContextLink((previous) => ({
  headers: { ...(previous.headers as Record<string, string> | undefined), ...sessionHeaders() },
}));

export function createApolloClient(uri = '/graphql') {
  return new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, new HttpLink({ uri })]),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
