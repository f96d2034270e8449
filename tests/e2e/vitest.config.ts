import { defineConfig } from 'vitest/config';

// Browser journeys: one app instance, one Chromium, journeys in order.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
