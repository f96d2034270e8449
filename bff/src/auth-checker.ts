import type { AuthChecker } from 'type-graphql';
import type { RequestContext } from './context.js';
import { ErrorCode, graphQLError, messages } from './upstream/error-mapping.js';

/**
 * Fails fast before any upstream call: a token must be present and, where a field names
 * scopes, the token must carry one of them. The services verify the signature and the
 * tenant and have the final word.
 */
export const authChecker: AuthChecker<RequestContext> = async ({ context }, scopes) => {
  if (!context.token) throw graphQLError(messages.unauthenticated, ErrorCode.Unauthenticated);
  const claims = await context.claims();
  if (scopes.length === 0) return true;
  const granted = claims?.scopes ?? [];
  if (scopes.some((scope) => granted.includes(scope))) return true;
  throw graphQLError(
    'Your role in this company does not allow this. Choose a company where you have access.',
    ErrorCode.Forbidden,
  );
};
