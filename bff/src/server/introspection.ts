import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '../context.js';
import { GraphQLError, visit, type DocumentNode } from '../graphql-runtime.js';
import { ErrorCode } from '../upstream/error-mapping.js';

// Asked for every request, of the same parsed document Apollo hands for the same query text.
const introspectionByDocument = new WeakMap<DocumentNode, boolean>();

export function isIntrospection(document: DocumentNode): boolean {
  const known = introspectionByDocument.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  introspectionByDocument.set(document, found);
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
