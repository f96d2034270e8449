import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { RequestContext } from '../context.js';

/**
 * GraphQL answers are the caller's own data: no cache keeps them (`Cache-Control: no-store`).
 * Apollo's default cache-control plugin said the same, but to collect cache hints that no type
 * gives it wrapped every field's resolver, a call per field of every row; it is off and this
 * sets the header once per answer.
 */
export function noStorePlugins(): ApolloServerPlugin<RequestContext>[] {
  return [
    ApolloServerPluginCacheControlDisabled(),
    {
      async requestDidStart() {
        return {
          async willSendResponse({ response }) {
            response.http.headers.set('cache-control', 'no-store');
          },
        };
      },
    },
  ];
}
