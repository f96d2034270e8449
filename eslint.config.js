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
    // typescript-eslint's type-checked recommended rules (no unsafe any, no needless assertion,
    // no promise where a void callback is expected...) on every TypeScript file, benches,
    // scripts and config files included, with two more: a promise nobody awaits loses its
    // error, and a switch over a closed set names every member (a `default` does not stand
    // in for the members it would hide).
    files: ['**/*.{ts,tsx}'],
    ignores: ['web/src/gql/**'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // Fastify's plugins, hooks and handlers are async by contract, awaiting something or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
);
