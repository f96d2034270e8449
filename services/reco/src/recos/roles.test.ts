import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { reco, ErrorBody } from '@concord/contracts';
import { findCompanyTenant, withCompanySchema, type RecoState } from '@concord/db';
import { recoFlows, startRecoKit, type Person, type RecoKit } from '../testing/testkit.js';
import { STEPS } from './state-machine.js';

let kit: RecoKit;
let flows: ReturnType<typeof recoFlows>;

beforeAll(async () => {
  kit = await startRecoKit();
  await kit.startWorker();
  flows = recoFlows(kit);
});
afterAll(() => kit.close());

const start = (who: Person, id: number) =>
  kit.call(who, 'GET', `/reconciliation/start_reco/?reco_id=${id}`);
const submit = (who: Person, id: number) =>
  kit.call(who, 'GET', `/reconciliation/continue_reco/?reco_id=${id}`);
const accept = (who: Person, id: number) =>
  kit.call(who, 'POST', '/reconciliation/accept_file/', { reco_id: id });
const reject = (who: Person, id: number, remarks = 'Debit notes missing') =>
  kit.call(who, 'POST', '/reconciliation/reject_file/', { reco_id: id, remarks });
const restart = (who: Person, id: number) =>
  kit.call(who, 'POST', '/reconciliation/restart_reco/', { reco_id: id });
const inactive = (who: Person, id: number) =>
  kit.call(who, 'POST', '/reconciliation/inactive_reco/', { reco_id: id });
const reassign = (who: Person, id: number, user: number) =>
  kit.call(who, 'POST', '/reconciliation/change_assignee/', { reco_id: id, user_id: user });
const changeReviewer = (who: Person, id: number, user: number) =>
  kit.call(who, 'POST', '/reconciliation/change_assigner/', { reco_id: id, user_id: user });

/** A reco of rita's (reviewed by ravi) put straight into `state`. */
async function recoIn(state: RecoState): Promise<reco.Reco> {
  const made = await flows.reco();
  const tenant = await findCompanyTenant(kit.t.db, kit.ids.companies.acme);
  await withCompanySchema(kit.t.db, tenant!.schema, (trx) =>
    trx.updateTable('recos').set({ state }).where('reco_id', '=', made.reco_id).execute(),
  );
  return made;
}

const ALL_STATES: readonly RecoState[] = [
  'created',
  'files_uploaded',
  'running',
  'output_ready',
  'in_review',
  'accepted',
  'rejected',
  'inactive',
];

describe('each step by its role only', () => {
  it('start: only the assigned reconciler, with both files and mappings confirmed', async () => {
    const { rita, ravi, vera, adam, alice } = kit.people;
    const r = await flows.reco();
    expect((await start(rita, r.reco_id)).statusCode).toBe(409); // waiting for files
    // Both files, no column confirmed: refused with what each side lacks, as a code.
    const files = await kit.ledgers(200);
    for (const side of ['books', 'counterparty'] as const)
      flows.ok(
        await flows.upload(rita, r.current_iteration_id!, side, `${side}.xlsx`, files[side]),
        201,
      );
    const early = await start(rita, r.reco_id);
    expect(early.statusCode).toBe(400);
    expect(early.json<ErrorBody>().reason).toEqual({
      code: 'notReadyToRun',
      params: { books: 'mapping', counterparty: 'mapping' },
    });
    await flows.readyToRun(r);
    for (const who of [ravi, vera]) expect((await start(who, r.reco_id)).statusCode).toBe(403);
    // Owner and admin hold reco:write but are not the assignee.
    for (const who of [alice, adam]) {
      const res = await start(who, r.reco_id);
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorBody>().message).toBe(
        'Only the reconciler assigned to this reconciliation can do this',
      );
    }
    const stale = await kit.call(
      rita,
      'GET',
      `/reconciliation/start_reco/?reco_id=${r.reco_id}&from_state=created`,
    );
    expect(stale.statusCode).toBe(409);
    flows.ok(await start(rita, r.reco_id));
    expect((await inactive(adam, r.reco_id)).statusCode).toBe(409); // not while running
    await flows.settled(r.reco_id);
  });

  it('submit, accept and reject: the reconciler submits, only the assigned reviewer decides, remarks required', async () => {
    const { rita, ravi, rhea, vera, alice } = kit.people;
    const r = await flows.ran(await flows.reco());
    expect((await accept(ravi, r.reco_id)).statusCode).toBe(409); // not submitted yet
    expect((await submit(ravi, r.reco_id)).statusCode).toBe(403);
    flows.ok(await submit(rita, r.reco_id));
    expect((await restart(rita, r.reco_id)).statusCode).toBe(409); // in review
    expect((await accept(rita, r.reco_id)).statusCode).toBe(403); // no reco:review
    expect((await accept(vera, r.reco_id)).statusCode).toBe(403);
    const other = await accept(rhea, r.reco_id); // a reviewer, not this one's
    expect(other.statusCode).toBe(403);
    expect(other.json<ErrorBody>().message).toBe(
      'Only the reviewer of this reconciliation can do this',
    );
    expect((await accept(alice, r.reco_id)).statusCode).toBe(403);
    const blank = await reject(ravi, r.reco_id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json<ErrorBody>().reason).toEqual({ code: 'remarksRequired', params: {} });
    const rejected = flows.ok<reco.Reco>(await reject(ravi, r.reco_id));
    expect(rejected.state).toBe('rejected');
    expect(rejected.allowed_actions).not.toContain('accept');
    // Back to the reconciler: restart with the same files, run, submit, accept.
    const again = flows.ok<reco.Reco>(
      await kit.call(rita, 'POST', '/reconciliation/restart_reco/', {
        reco_id: r.reco_id,
        keep_books: true,
        keep_counterparty: true,
      }),
    );
    expect(again.iteration_number).toBe(2);
    flows.ok(await start(rita, r.reco_id));
    await flows.settled(r.reco_id);
    flows.ok(await submit(rita, r.reco_id));
    expect(flows.ok<reco.Reco>(await accept(ravi, r.reco_id)).state).toBe('accepted');
    const history = flows.ok<reco.HistoryEntry[]>(
      await kit.call(vera, 'GET', `/reconciliation/recos/${r.reco_id}/history/`),
    );
    expect(history.find((h) => h.action === 'rejected')).toMatchObject({
      from_state: 'in_review',
      to_state: 'rejected',
      remarks: 'Debit notes missing',
      user_id: ravi.userId,
    });
  });

  it('reassigning and closing: owner or admin only; the new assignee must be allowed to reconcile', async () => {
    const { rita, ravi, adam, alice, vera } = kit.people;
    const r = await flows.reco();
    expect((await reassign(rita, r.reco_id, ravi.userId)).statusCode).toBe(403);
    const wrong = await reassign(adam, r.reco_id, vera.userId);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>().fields?.user_id).toMatch(
      /not a member of this company allowed to reconcile/,
    );
    expect(
      flows.ok<reco.Reco>(await reassign(adam, r.reco_id, alice.userId)).assignee_user_id,
    ).toBe(alice.userId);
    expect(
      flows.ok<reco.Reco>(
        await kit.call(alice, 'POST', '/reconciliation/change_assigner/', {
          reco_id: r.reco_id,
          user_id: kit.people.rhea.userId,
        }),
      ).reviewer_user_id,
    ).toBe(kit.people.rhea.userId);
    expect((await inactive(rita, r.reco_id)).statusCode).toBe(403); // no longer the assignee
    expect(flows.ok<reco.Reco>(await inactive(adam, r.reco_id)).state).toBe('inactive');
    expect((await inactive(adam, r.reco_id)).statusCode).toBe(409);
    expect((await reassign(adam, r.reco_id, rita.userId)).statusCode).toBe(409);
  });

  it('restart: only the assigned reconciler, and only from output ready, accepted or rejected', async () => {
    const { rita, ravi, rhea, alice, adam, vera } = kit.people;
    const restartable: readonly RecoState[] = STEPS.restart.from;
    expect([...restartable].sort()).toEqual(['accepted', 'output_ready', 'rejected']);
    const answers: string[] = [];
    for (const state of ALL_STATES) {
      const r = await recoIn(state);
      // Its reviewer, another reviewer, the owner, an admin and a viewer: never theirs.
      for (const [name, who] of Object.entries({ ravi, rhea, alice, adam, vera }))
        answers.push(`${state} ${name} ${(await restart(who, r.reco_id)).statusCode}`);
      const res = await restart(rita, r.reco_id);
      answers.push(`${state} rita ${res.statusCode}`);
      if (res.statusCode === 200)
        expect(res.json<reco.Reco>()).toMatchObject({ state: 'created', iteration_number: 2 });
      else
        expect(res.json<ErrorBody>().message).toMatch(/^Not possible while the reconciliation is /);
    }
    expect(answers).toEqual(
      ALL_STATES.flatMap((state) => [
        ...['ravi', 'rhea', 'alice', 'adam', 'vera'].map((name) => `${state} ${name} 403`),
        `${state} rita ${restartable.includes(state) ? 200 : 409}`,
      ]),
    );
  });

  it('change_assigner (the reviewer): owner or admin only, to someone allowed to review', async () => {
    const { rita, ravi, rhea, alice, adam, vera } = kit.people;
    const r = await flows.reco();
    // The reconciler, the reviewer and a viewer may not change who reviews.
    for (const who of [rita, ravi, vera]) {
      const refused = await changeReviewer(who, r.reco_id, rhea.userId);
      expect(refused.statusCode).toBe(403);
    }
    expect((await changeReviewer(rita, r.reco_id, rhea.userId)).json<ErrorBody>().message).toBe(
      'Missing permission: company:admin',
    );
    expect((await flows.get(r.reco_id)).reviewer_user_id).toBe(ravi.userId);
    // Someone who may not review is refused, with why as a code.
    const notReviewer = await changeReviewer(adam, r.reco_id, rita.userId);
    expect(notReviewer.statusCode).toBe(400);
    expect(notReviewer.json<ErrorBody>().reason).toEqual({
      code: 'notAllowedMember',
      params: { user: rita.userId, role: 'review' },
    });
    expect(
      flows.ok<reco.Reco>(await changeReviewer(adam, r.reco_id, rhea.userId)).reviewer_user_id,
    ).toBe(rhea.userId);
    expect(
      flows.ok<reco.Reco>(await changeReviewer(alice, r.reco_id, ravi.userId)).reviewer_user_id,
    ).toBe(ravi.userId);
    const history = flows.ok<reco.HistoryEntry[]>(
      await kit.call(vera, 'GET', `/reconciliation/recos/${r.reco_id}/history/`),
    );
    expect(history.filter((h) => h.action === 'reviewer_changed').map((h) => h.user_id)).toEqual([
      adam.userId,
      alice.userId,
    ]);
  });
});
