import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take far longer than their size suggests: a cold start on an empty data folder,
 * the demo's reconciliations run end to end, run workers killed and retried, guards waiting
 * out timeouts. vitest starts the largest files first when it has no durations from an earlier
 * run (a clean clone in CI has none), so these came last and ran on alone at the end. Seconds
 * each on this machine (2 cores, three workers), slowest first.
 */
const SLOW_FILES = [
  'tests/integration/cold-start.test.ts', // 75-90 s
  'services/reco/src/demo/seed-demo.test.ts', // 49 s
  'services/reco/src/runs/killed-worker.test.ts', // 32 s
  'services/reco/src/iterations/upload-guards.test.ts', // 31 s
  'services/reco/src/runs/failed-runs.test.ts', // 24 s
  'bff/src/integration/stalled-database.test.ts', // 19 s
];

/** vitest's order (failed, then longest or largest first), with the slow files above in front. */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = SLOW_FILES.findIndex((slow) => file.moduleId.endsWith(slow));
      return index === -1 ? SLOW_FILES.length : index;
    };
    // Array#sort is stable: the rest keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
