import { ApolloArmor } from '@escape.tech/graphql-armor';
import { depthLimitRule } from './depth-limit.js';

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

export const limitRefusedMessage = 'The query is too large or too complex.';

/** graphql-js names the token limit in its message; clients see the same words as for the others. */
export function hideTokenLimit<T extends { message: string }>(error: T): T {
  return /^Syntax Error: Document contains more tha[nt] \d+ tokens/.test(error.message)
    ? { ...error, message: `Syntax Error: ${limitRefusedMessage}` }
    : error;
}

export function createArmor() {
  const rejected = limitRefusedMessage;
  const armor = new ApolloArmor({
    // Depth is `depthLimitRule`: armor's would let introspection through uncounted.
    maxDepth: { enabled: false },
    maxAliases: { n: queryLimits.maxAliases, exposeLimits: false, errorMessage: rejected },
    // Enforced by the parser itself (parseOptions.maxTokens): armor's parse hook answers 500.
    maxTokens: { enabled: false },
    maxDirectives: { n: queryLimits.maxDirectives, exposeLimits: false, errorMessage: rejected },
    costLimit: { maxCost: queryLimits.maxCost, exposeLimits: false, errorMessage: rejected },
    blockFieldSuggestion: { enabled: true },
  }).protect();
  return {
    plugins: armor.plugins,
    validationRules: [
      ...armor.validationRules,
      depthLimitRule(queryLimits.maxDepth, limitRefusedMessage),
    ],
  };
}
