import { afterAll, beforeAll, expect, it } from 'vitest';
import type { reco } from '@concord/contracts';
import { recoFlows, startRecoKit, type RecoKit } from '../testing/testkit.js';
import { seedRecoDemo } from './seed-demo.js';

let kit: RecoKit;

beforeAll(async () => {
  kit = await startRecoKit();
  await kit.startWorker();
});
afterAll(() => kit.close());

// Eight recos made through the service and six full runs by the worker: heavy on a shared
// machine, bound by the worker's runs and the database (hence the longer timeout).
it('seeds vendor recos in every state (one with every status), a GST and a TAX reco, once', async () => {
  const flows = recoFlows(kit);
  expect(await seedRecoDemo({ app: kit.app, db: kit.t.db, keys: kit.keys })).toBe('seeded');
  expect(await seedRecoDemo({ app: kit.app, db: kit.t.db, keys: kit.keys })).toBe('present');
  const page = flows.ok<{ items: reco.Reco[] }>(
    await kit.call(kit.people.alice, 'GET', '/reconciliation/recos/?size=100&sort=party'),
  );
  const states = Object.fromEntries(
    page.items.map((r) => [`${r.kind}:${r.party_name}:${r.period_to}`, r.state]),
  );
  expect(states).toEqual({
    'vendor:Bharat Steel Supplies:2025-03-31': 'output_ready',
    'vendor:Bharat Steel Supplies:2024-06-30': 'output_ready',
    'vendor:Kaveri Logistics:2025-03-31': 'in_review',
    'vendor:Kaveri Logistics:2024-09-30': 'output_ready',
    'vendor:Deccan Packaging:2025-03-31': 'accepted',
    'vendor:Sunrise Electricals:2025-03-31': 'rejected',
    'vendor:Sunrise Electricals:2024-12-31': 'output_ready',
    'vendor:Rhein Metall GmbH:2025-03-31': 'files_uploaded',
    'vendor:Shree Ganesh Traders:2025-03-31': 'created',
    'gst:GSTR-2B statement:2025-03-31': 'output_ready',
    'tax:Form 26AS:2025-03-31': 'output_ready',
  });
  // The dashboard has something to say in each chart: every age, two reconcilers, four months.
  const dashboard = flows.ok<reco.RecoDashboard>(
    await kit.call(kit.people.alice, 'GET', '/reconciliation/dashboard/'),
  );
  expect(dashboard.ageing.map((a) => a.count)).toEqual([5, 2, 1, 2]);
  expect(dashboard.workload).toHaveLength(2);
  expect(dashboard.unexplained_by_month.map((m) => m.month)).toEqual([
    '2024-06',
    '2024-09',
    '2024-12',
    '2025-03',
  ]);
  expect(dashboard.matched_by_party.length).toBeGreaterThanOrEqual(4);
  const bharat = page.items.find((r) => r.party_name === 'Bharat Steel Supplies')!;
  const summary = flows.ok<reco.IterationSummary>(
    await kit.call(
      kit.people.alice,
      'GET',
      `/reconciliation/iterations/${bharat.current_iteration_id}/summary/`,
    ),
  );
  expect(new Set(summary.lines.map((l) => l.status))).toEqual(
    new Set(['matched', 'suggested', 'mismatch', 'only_in_books', 'only_in_counterparty']),
  );
  expect(summary.bridge.residual).toBe('0.00');
  // Bharat's result is shared with Bharat, whose owner answered on it.
  const shared = flows.ok<{ items: reco.RecoShareInfo[] }>(
    await kit.call(kit.people.victor, 'GET', '/reconciliation/shared-recos/'),
  );
  expect(shared.items.map((s) => s.reco_name)).toEqual([
    'Bharat Steel Supplies 2024-04-01 to 2025-03-31',
  ]);
  const year = page.items.find(
    (r) => r.party_name === 'Bharat Steel Supplies' && r.period_to === '2025-03-31',
  )!;
  const answered = flows.ok<reco.EntryPage>(
    await kit.call(
      kit.people.alice,
      'GET',
      `/reconciliation/iterations/${year.current_iteration_id}/entries/?size=200`,
    ),
  );
  expect(answered.items.filter((e) => e.answer).length).toBeGreaterThan(0);
  for (const r of page.items.filter((x) => x.kind !== 'vendor'))
    expect(r.run_state, `${r.kind} run`).toBe('succeeded');
}, 240_000);
