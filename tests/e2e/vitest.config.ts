import { defineConfig } from 'vitest/config';

// Browser journeys: each file starts the whole app and its own Chromium, each worker on its own
// database (global-setup.ts). Two workers take about three quarters of one worker's time on
// 2 cores; the journeys wait for what a page shows, never for a fixed time, so the load that
// makes (8-12) only makes them slower.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: 'forks',
    maxWorkers: 2,
    // A page reacts within milliseconds on a quiet machine and within seconds on a busy one;
    // a poll that would succeed later is a slow page, not a wrong one.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
