import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './tests/slow-first-sequencer';

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
    globalSetup: ['tests/database-templates.ts'],
    sequence: { sequencer: SlowFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each worker thread runs its files one after another and keeps the modules it loaded:
    // with a fresh process per file, loading the services and their dependencies again took
    // about a third of the suite's time. Each file still sets up and tears down its own
    // servers and data, so files do not lean on each other.
    pool: 'threads',
    isolate: false,
    // Files mostly wait on PostgreSQL and sockets, so one worker more than the cores keeps them
    // busy (on 2 cores: 482 s with the default of one worker, 315 s with three). Every file
    // works in a database of its own.
    maxWorkers: Math.max(3, availableParallelism() + 1),
  },
});
