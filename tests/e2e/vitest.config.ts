import { defineConfig } from 'vitest/config';

// Browser journeys: one app instance, one Chromium, journeys in order.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: 'forks',
    fileParallelism: false,
    // A page reacts within milliseconds on a quiet machine and within seconds on a busy one;
    // a poll that would succeed later is a slow page, not a wrong one.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
