import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '../context.js';
import { GraphQLError, visit, type DocumentNode } from '../graphql-runtime.js';
import { ErrorCode } from '../upstream/error-mapping.js';

export function isIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  return found;
}

/**
 * With the playground on, introspection is served only to signed-in callers: the token must
 * verify with the users service's public key, or, without the key, be accepted by the service. With it off, Apollo refuses introspection outright.
 */
export function introspectionForSignedInPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, contextValue }) {
          if (!isIntrospection(document)) return;
          const refuse = () =>
            new GraphQLError('Sign in to explore the schema.', {
              extensions: { code: ErrorCode.Unauthenticated, http: { status: 401 } },
            });
          if (!contextValue.token) throw refuse();
          try {
            const claims = await contextValue.claims();
            // Without the public key, the users service decides whether the token is good.
            if (!claims?.verified) await contextValue.me();
          } catch {
            throw refuse();
          }
        },
      };
    },
  };
}
