import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { reco } from '@concord/contracts';
import { recoFlows, startRecoKit, type RecoKit } from '../testing/testkit.js';

let kit: RecoKit;
let flows: ReturnType<typeof recoFlows>;

beforeAll(async () => {
  kit = await startRecoKit();
  await kit.startWorker();
  flows = recoFlows(kit);
});
afterAll(() => kit.close());

describe('the reconciliation lifecycle', () => {
  it('goes created -> files uploaded -> running -> output ready -> in review -> accepted, with history', async () => {
    const { rita, ravi } = kit.people;
    const created = await flows.reco();
    expect(created.state).toBe('created');
    expect(created.allowed_actions).not.toContain('start');

    const ready = await flows.readyToRun(created);
    expect(ready.state).toBe('files_uploaded');

    flows.ok(await flows.start(created.reco_id));
    const done = await flows.settled(created.reco_id);
    expect(done.state).toBe('output_ready');
    expect(done.run_state).toBe('succeeded');
    expect(Number(done.matched_percent)).toBeGreaterThan(50);

    const submitted = flows.ok<reco.Reco>(
      await kit.call(rita, 'GET', `/reconciliation/continue_reco/?reco_id=${created.reco_id}`),
    );
    expect(submitted.state).toBe('in_review');
    const accepted = flows.ok<reco.Reco>(
      await kit.call(ravi, 'POST', '/reconciliation/accept_file/', { reco_id: created.reco_id }),
    );
    expect(accepted.state).toBe('accepted');

    const history = flows.ok<reco.HistoryEntry[]>(
      await kit.call(ravi, 'GET', `/reconciliation/recos/${created.reco_id}/history/`),
    );
    expect(history.map((h) => h.action)).toEqual([
      'created',
      'books_uploaded',
      'books_mapping_confirmed',
      'counterparty_uploaded',
      'counterparty_mapping_confirmed',
      'run_started',
      'run_finished',
      'submitted',
      'accepted',
    ]);
    expect(history.at(-1)).toMatchObject({
      from_state: 'in_review',
      to_state: 'accepted',
      user_id: ravi.userId,
    });
  });
});
