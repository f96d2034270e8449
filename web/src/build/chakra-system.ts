// Build step: Chakra 3.37's `createSystem` (styled-system/system.js), changed where the app's
// start needs it to be, each change checked against the source so that the build fails if a new
// Chakra no longer has the lines it replaces.
// - Its global CSS (`_global`) is made on first use: a page with the look's CSS prebuilt never
//   makes it (create-app-system.ts, build/prerender.ts).
// - Its two longest steps can be taken ahead, each in a task of its own: merging the configs and
//   building the token dictionary (`createSystem.mergeAhead`, `createSystem.tokensAhead`).
//   Building a system was one task of 40-60 ms on a fast machine, several times that on a phone.
import type { Plugin } from 'vite';

const CHAKRA_SYSTEM = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const GLOBAL_RETURNED = /\n(\s*)_global,\n/;

export function withLazyGlobalCss(source: string): string {
  if (!source.includes(EAGER_GLOBAL) || !GLOBAL_RETURNED.test(source))
    throw new Error("Chakra's createSystem no longer builds _global as this build expects");
  return source
    .replace(EAGER_GLOBAL, 'let _global;')
    .replace(
      GLOBAL_RETURNED,
      '\n$1get _global() {\n$1  return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n$1},\n',
    );
}

const MERGE = 'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n';
const TOKENS = `  const tokens = createTokenDictionary({
    breakpoints: theme.breakpoints,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    prefix: cssVarsPrefix
  });
`;

// Taken ahead for the same configs (the same objects), then used by the next createSystem call;
// a call for any other configs builds as Chakra does.
const AHEAD = `let ahead;
createSystem.mergeAhead = (...configs) => {
  ahead = { configs, config: mergeConfigs(...configs) };
};
createSystem.tokensAhead = () => {
  if (!ahead) return;
  const { theme = {}, cssVarsPrefix = "chakra" } = ahead.config;
${TOKENS.replace('const tokens = ', 'ahead.tokens = ')}};
function takeAhead(configs) {
  const taken = ahead;
  ahead = undefined;
  const same = taken && taken.configs.length === configs.length && taken.configs.every((c, i) => c === configs[i]);
  return same ? taken : undefined;
}
function createSystem(...configs) {
  const steps = takeAhead(configs);
  const config = steps?.config ?? mergeConfigs(...configs);
`;

export function withStepsAhead(source: string): string {
  if (!source.includes(MERGE) || !source.includes(TOKENS))
    throw new Error(
      "Chakra's createSystem no longer merges and builds tokens as this build expects",
    );
  return source
    .replace(MERGE, AHEAD)
    .replace(TOKENS, TOKENS.replace('const tokens = ', 'const tokens = steps?.tokens ?? '));
}

export function chakraSystem(): Plugin {
  return {
    name: 'concord-chakra-system',
    apply: 'build',
    transform(code, id) {
      if (!CHAKRA_SYSTEM.test(id.split('?')[0]!)) return undefined;
      return { code: withStepsAhead(withLazyGlobalCss(code)), map: null };
    },
  };
}
