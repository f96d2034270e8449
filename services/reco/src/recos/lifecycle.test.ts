import { sql } from 'kysely';
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

  it('tells the people of the reco what happened to it, in the step’s transaction', async () => {
    const { rita, ravi, alice } = kit.people;
    const created = await flows.reco();
    await flows.ran(created);
    flows.ok(
      await kit.call(rita, 'GET', `/reconciliation/continue_reco/?reco_id=${created.reco_id}`),
    );
    flows.ok(
      await kit.call(ravi, 'POST', '/reconciliation/reject_file/', {
        reco_id: created.reco_id,
        remarks: 'Opening balance differs',
      }),
    );
    const told = await sql<{ user_id: number; kind: string; actor_user_id: number }>`
      SELECT user_id, kind, actor_user_id FROM core.notifications
      WHERE subject_type = 'reco' AND subject_id = ${created.reco_id}
      ORDER BY notification_id`.execute(kit.t.db);
    expect(told.rows).toEqual([
      { user_id: rita.userId, kind: 'reco.assigned', actor_user_id: alice.userId },
      { user_id: ravi.userId, kind: 'reco.assigned', actor_user_id: alice.userId },
      { user_id: ravi.userId, kind: 'reco.review_requested', actor_user_id: rita.userId },
      { user_id: rita.userId, kind: 'reco.rejected', actor_user_id: ravi.userId },
    ]);
    // A refused step tells nobody.
    const refused = await kit.call(ravi, 'POST', '/reconciliation/accept_file/', {
      reco_id: created.reco_id,
    });
    expect(refused.statusCode).toBe(409);
    const after = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM core.notifications
      WHERE subject_type = 'reco' AND subject_id = ${created.reco_id}`.execute(kit.t.db);
    expect(after.rows[0]!.n).toBe(4);
  });
});
