import { defineConfig } from 'vitest/config';

// Browser journeys: each file starts the whole app and its own Chromium, each worker on its own
// database (global-setup.ts). One worker: two side by side took about three quarters of the
// time on 2 cores, but at a load of 8-10 a journey failed on a timing in two of three clean runs.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: 'forks',
    maxWorkers: 1,
    // A page reacts within milliseconds on a quiet machine and within seconds on a busy one;
    // a poll that would succeed later is a slow page, not a wrong one.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
