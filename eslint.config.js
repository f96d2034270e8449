import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'web/src/gql/**',
      'coverage/**',
      'bench-data/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    // Rules that need the type checker: a promise nobody awaits loses its error, and a switch
    // over a closed set must name every member (or say what its default does).
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['bff/graphiql/**', 'web/bench/**', '**/*.config.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    // typescript-eslint's type-checked recommended rules (no unsafe any, no needless assertion,
    // no promise where a void callback is expected...), switched on one directory at a time as
    // each is made clean: the list grows until it is every TypeScript file.
    files: [
      'web/src/**/*.{ts,tsx}',
      'tests/**/*.ts',
      'packages/{auth,contracts,db,reco-engine,storage}/**/*.ts',
      'scripts/**/*.ts',
      'services/{poso,reco,users}/**/*.ts',
      'bff/src/**/*.ts',
    ],
    ignores: ['web/src/gql/**', '**/*.config.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Fastify's plugins, hooks and handlers are async by contract, awaiting something or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
);
