import { defineConfig } from 'vitest/config';

// Browser journeys: each file starts the whole app and its own Chromium. Two workers side by
// side, each on its own database (global-setup.ts), take about three quarters of the time one
// took on 2 cores: a journey also waits on pages, timers and the database.
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
