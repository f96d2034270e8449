import { defineConfig } from 'vitest/config';

// Unit, service and BFF tests. Browser journeys live in tests/e2e and run with their own config.
export default defineConfig({
  test: {
    include: [
      'packages/**/*.test.ts',
      'services/**/*.test.ts',
      'bff/**/*.test.ts',
      'web/src/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
