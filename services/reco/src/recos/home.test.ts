import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { reco } from '@concord/contracts';
import { findCompanyTenant, withCompanySchema, type RecoState } from '@concord/db';
import { recoFlows, startRecoKit, type Person, type RecoKit } from '../testing/testkit.js';

/**
 * vc/home's figures (GET /reconciliation/home/) on recos placed in known states, with people,
 * run outcomes, unexplained amounts and change times set by hand, against figures counted
 * by hand below.
 */

let kit: RecoKit;
let flows: ReturnType<typeof recoFlows>;

type Shape = {
  state: RecoState;
  assignee: Person | null;
  reviewer: Person | null;
  run?: 'failed' | 'succeeded';
  unexplained?: string;
  /** Minutes before now of its last change. */
  changed: number;
};

const ids: Record<string, number> = {};

/** A reco made through the routes, then put in its state, people, run and age. */
async function place(name: string, shape: Shape): Promise<void> {
  const created = await flows.reco();
  ids[name] = created.reco_id;
  const tenant = await findCompanyTenant(kit.t.db, kit.ids.companies.acme);
  await withCompanySchema(kit.t.db, tenant!.schema, async (trx) => {
    await trx
      .updateTable('recos')
      .set({
        state: shape.state,
        assignee_user_id: shape.assignee?.userId ?? null,
        reviewer_user_id: shape.reviewer?.userId ?? null,
        updated_at: new Date(Date.now() - shape.changed * 60_000),
      })
      .where('reco_id', '=', created.reco_id)
      .execute();
    if (shape.run)
      await trx
        .updateTable('reco_iterations')
        .set({ run_state: shape.run, unexplained_amount: shape.unexplained ?? null })
        .where('iteration_id', '=', created.current_iteration_id!)
        .execute();
  });
}

const home = async (who: Person) =>
  flows.ok<reco.Home>(await kit.call(who, 'GET', '/reconciliation/home/'));

beforeAll(async () => {
  kit = await startRecoKit();
  flows = recoFlows(kit);
  const { alice, rita, ravi, rhea } = kit.people;
  // rita reconciles A to F; alice G and H. ravi reviews D and H, rhea G.
  await place('A', { state: 'created', assignee: rita, reviewer: ravi, changed: 70 });
  await place('B', {
    state: 'files_uploaded',
    assignee: rita,
    reviewer: ravi,
    run: 'failed',
    changed: 10,
  });
  await place('C', {
    state: 'output_ready',
    assignee: rita,
    reviewer: null,
    run: 'succeeded',
    unexplained: '1200.50',
    changed: 30,
  });
  await place('D', {
    state: 'in_review',
    assignee: rita,
    reviewer: ravi,
    run: 'succeeded',
    unexplained: '-300.25',
    changed: 20,
  });
  // Closed: not in the open figures (E's amount and F's failure are not counted).
  await place('E', {
    state: 'accepted',
    assignee: rita,
    reviewer: ravi,
    run: 'succeeded',
    unexplained: '999.99',
    changed: 5,
  });
  await place('F', {
    state: 'inactive',
    assignee: rita,
    reviewer: ravi,
    run: 'failed',
    unexplained: '50.00',
    changed: 1,
  });
  await place('G', {
    state: 'in_review',
    assignee: alice,
    reviewer: rhea,
    run: 'succeeded',
    unexplained: '10.00',
    changed: 40,
  });
  await place('H', {
    state: 'in_review',
    assignee: alice,
    reviewer: ravi,
    run: 'succeeded',
    unexplained: '0.00',
    changed: 50,
  });
}, 120_000);
afterAll(() => kit.close());

describe('the reconciliation home', () => {
  it("rita's: her recos by state (inactive left out), open ones, failed runs, what is unexplained", async () => {
    const figures = await home(kit.people.rita);
    expect([...figures.assigned_to_me].sort((a, b) => a.state.localeCompare(b.state))).toEqual([
      { state: 'accepted', count: 1 },
      { state: 'created', count: 1 },
      { state: 'files_uploaded', count: 1 },
      { state: 'in_review', count: 1 },
      { state: 'output_ready', count: 1 },
    ]);
    expect(figures.waiting_for_my_review).toBe(0);
    // B's failed run; F's is on an inactive reco.
    expect(figures.failed_runs).toBe(1);
    // A, B, C, D, G and H.
    expect(figures.open_recos).toBe(6);
    // |1200.50| + |-300.25| + |10.00| + |0.00| of the open ones; E (accepted), F (inactive) not.
    expect(figures.unexplained_total).toBe('1510.75');
  });

  it('recently changed: the latest changes first, of every reco of the company', async () => {
    const figures = await home(kit.people.rita);
    expect(figures.recently_changed.map((r) => r.reco_id)).toEqual(
      ['F', 'E', 'B', 'D', 'C', 'G', 'H', 'A'].map((name) => ids[name]),
    );
  });

  it('waiting for my review: in review and mine to review, per reviewer', async () => {
    const { ravi, rhea, alice } = kit.people;
    const forRavi = await home(ravi);
    expect(forRavi.waiting_for_my_review).toBe(2); // D and H
    expect(forRavi.assigned_to_me).toEqual([]);
    expect((await home(rhea)).waiting_for_my_review).toBe(1); // G
    const forAlice = await home(alice);
    expect(forAlice.waiting_for_my_review).toBe(0);
    expect(forAlice.assigned_to_me).toEqual([{ state: 'in_review', count: 2 }]);
    // Company-wide figures are the same for everyone.
    expect([forRavi.failed_runs, forRavi.open_recos, forRavi.unexplained_total]).toEqual([
      1,
      6,
      '1510.75',
    ]);
  });

  it('follows a reco as it moves: a rejected review leaves the reviewer and comes back to the reconciler', async () => {
    const { ravi } = kit.people;
    flows.ok(
      await kit.call(ravi, 'POST', '/reconciliation/reject_file/', {
        reco_id: ids.D,
        remarks: 'Missing credit notes',
      }),
    );
    const after = await home(ravi);
    expect(after.waiting_for_my_review).toBe(1); // H
    expect(after.recently_changed[0]!.reco_id).toBe(ids.D);
    const forRita = await home(kit.people.rita);
    expect(forRita.assigned_to_me.find((a) => a.state === 'rejected')).toEqual({
      state: 'rejected',
      count: 1,
    });
    expect(forRita.assigned_to_me.find((a) => a.state === 'in_review')).toBeUndefined();
    // Still open, its amount still counted.
    expect([forRita.open_recos, forRita.unexplained_total]).toEqual([6, '1510.75']);
  });
});
