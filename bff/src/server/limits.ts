import { ApolloArmor } from '@escape.tech/graphql-armor';

/** SECURITY.md 3: query limits. Tighten when the client's operations allow it. */
export const queryLimits = {
  maxDepth: 6,
  maxAliases: 15,
  maxTokens: 1000,
  maxDirectives: 50,
  maxCost: 5000,
} as const;

/** GraphQL request body limit (SECURITY.md 4). */
export const graphqlBodyLimitBytes = 100 * 1024;

export function createArmor() {
  const rejected = 'The query is too large or too complex.';
  return new ApolloArmor({
    maxDepth: { n: queryLimits.maxDepth, exposeLimits: false, errorMessage: rejected },
    maxAliases: { n: queryLimits.maxAliases, exposeLimits: false, errorMessage: rejected },
    maxTokens: { n: queryLimits.maxTokens, exposeLimits: false, errorMessage: rejected },
    maxDirectives: { n: queryLimits.maxDirectives, exposeLimits: false, errorMessage: rejected },
    costLimit: { maxCost: queryLimits.maxCost, exposeLimits: false, errorMessage: rejected },
    blockFieldSuggestion: { enabled: true },
  }).protect();
}
