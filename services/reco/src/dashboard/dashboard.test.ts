import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { reco, ErrorBody } from '@concord/contracts';
import { findCompanyTenant, withCompanySchema, type RecoState } from '@concord/db';
import { recoFlows, startRecoKit, type Person, type RecoKit } from '../testing/testkit.js';

let kit: RecoKit;
let flows: ReturnType<typeof recoFlows>;

const QUARTERS = {
  q1: { period_from: '2024-04-01', period_to: '2024-06-30' },
  q2: { period_from: '2024-07-01', period_to: '2024-09-30' },
  q3: { period_from: '2024-10-01', period_to: '2024-12-31' },
} as const;

type Shape = {
  project: reco.Project;
  party: reco.Party;
  quarter: keyof typeof QUARTERS;
  state: RecoState;
  assignee: Person | null;
  opened: string;
  result?: { matched: string; unexplained: string };
};

/** A reco made through the routes, then put in its state, age and result as the test needs. */
async function placeReco(owner: Person, shape: Shape): Promise<reco.Reco> {
  const created = flows.ok<reco.Reco>(
    await kit.call(owner, 'POST', '/reconciliation/recos/', {
      project_id: shape.project.project_id,
      party_id: shape.party.party_id,
      ...QUARTERS[shape.quarter],
    }),
    201,
  );
  const tenant = await findCompanyTenant(kit.t.db, owner.companyId);
  await withCompanySchema(kit.t.db, tenant!.schema, async (trx) => {
    await trx
      .updateTable('recos')
      .set({
        state: shape.state,
        assignee_user_id: shape.assignee?.userId ?? null,
        created_at: new Date(shape.opened),
      })
      .where('reco_id', '=', created.reco_id)
      .execute();
    if (shape.result)
      await trx
        .updateTable('reco_iterations')
        .set({
          matched_percent: shape.result.matched,
          unexplained_amount: shape.result.unexplained,
        })
        .where('iteration_id', '=', created.current_iteration_id!)
        .execute();
  });
  return created;
}

const dashboard = (who: Person, query = '') =>
  kit.call(who, 'GET', `/reconciliation/dashboard/?as_of=2025-06-30${query}`);

let vendorProject: reco.Project;
let gstProject: reco.Project;
const recoIds: Record<string, number> = {};

beforeAll(async () => {
  kit = await startRecoKit();
  flows = recoFlows(kit);
  const { alice, rita, victor } = kit.people;
  vendorProject = await flows.project('vendor');
  gstProject = await flows.project('gst');
  const [x, y, z, w] = [
    await flows.party('Xavier Metals'),
    await flows.party('Yamuna Traders'),
    await flows.party('Zenith Paper'),
    await flows.party('Wadia Freight'),
  ];
  const v = vendorProject;
  const shapes: Record<string, Shape> = {
    // Ages to 2025-06-30 in UTC days: 0, 30, 31, 60, 61, 90, 90, 91 and one opened after it.
    A: {
      project: v,
      party: x,
      quarter: 'q1',
      state: 'output_ready',
      assignee: rita,
      opened: '2025-06-30T01:00:00Z',
      result: { matched: '80.00', unexplained: '-1000.50' },
    },
    B: {
      project: v,
      party: x,
      quarter: 'q2',
      state: 'in_review',
      assignee: rita,
      opened: '2025-05-31T23:30:00Z',
      result: { matched: '90.00', unexplained: '200.00' },
    },
    C: {
      project: v,
      party: y,
      quarter: 'q1',
      state: 'rejected',
      assignee: alice,
      opened: '2025-05-30T12:00:00Z',
      result: { matched: '50.25', unexplained: '300.00' },
    },
    D: {
      project: v,
      party: y,
      quarter: 'q2',
      state: 'created',
      assignee: rita,
      opened: '2025-05-01T00:00:00Z',
    },
    E: {
      project: v,
      party: z,
      quarter: 'q1',
      state: 'accepted',
      assignee: rita,
      opened: '2025-04-30T10:00:00Z',
      result: { matched: '100.00', unexplained: '0.00' },
    },
    F: {
      project: v,
      party: z,
      quarter: 'q2',
      state: 'inactive',
      assignee: rita,
      opened: '2025-04-01T10:00:00Z',
      result: { matched: '10.00', unexplained: '9999.00' },
    },
    G: {
      project: gstProject,
      party: x,
      quarter: 'q3',
      state: 'files_uploaded',
      assignee: null,
      opened: '2025-04-01T10:00:00Z',
    },
    H: {
      project: gstProject,
      party: y,
      quarter: 'q3',
      state: 'output_ready',
      assignee: rita,
      opened: '2025-03-31T23:59:59Z',
      result: { matched: '70.00', unexplained: '50.00' },
    },
    I: {
      project: v,
      party: w,
      quarter: 'q3',
      state: 'created',
      assignee: rita,
      opened: '2025-07-01T00:00:00Z',
    },
  };
  for (const [name, shape] of Object.entries(shapes))
    recoIds[name] = (await placeReco(alice, shape)).reco_id;

  // Bharat's own recos: large numbers in every chart if they ever leaked into Acme's.
  const bharatProject = flows.ok<reco.Project>(
    await kit.call(victor, 'POST', '/reconciliation/projects/', {
      name: 'Bharat customers',
      kind: 'customer',
      period_from: '2024-04-01',
      period_to: '2025-03-31',
    }),
    201,
  );
  const bharatParty = flows.ok<reco.Party>(
    await kit.call(victor, 'POST', '/reconciliation/parties/', { name: 'Acme Retail' }),
    201,
  );
  await placeReco(victor, {
    project: bharatProject,
    party: bharatParty,
    quarter: 'q1',
    state: 'in_review',
    assignee: victor,
    opened: '2025-06-01T00:00:00Z',
    result: { matched: '1.00', unexplained: '777777.00' },
  });
});
afterAll(() => kit.close());

describe('reconciliation dashboard', () => {
  it('counts every figure of the company by hand-computed expectations', async () => {
    const { rita, alice } = kit.people;
    const res = await dashboard(alice);
    expect(res.statusCode).toBe(200);
    const body = res.json<reco.RecoDashboard>();
    expect(body.as_of).toBe('2025-06-30');
    expect(body.total).toBe(9);
    expect(body.by_state).toEqual([
      { state: 'created', count: 2 },
      { state: 'files_uploaded', count: 1 },
      { state: 'running', count: 0 },
      { state: 'output_ready', count: 2 },
      { state: 'in_review', count: 1 },
      { state: 'accepted', count: 1 },
      { state: 'rejected', count: 1 },
      { state: 'inactive', count: 1 },
    ]);
    // Accepted and inactive recos (Zenith's 100 % and 10 %) count nowhere but in their state.
    expect(body.matched_by_party.map((p) => [p.party_name, p.recos, p.matched_percent])).toEqual([
      ['Yamuna Traders', 2, '60.13'],
      ['Xavier Metals', 2, '85.00'],
    ]);
    expect(body.party_count).toBe(2);
    // Opened after the as-of day: open, but of no age yet.
    expect(body.ageing).toEqual([
      { bucket: '0_30', count: 2, opened_from: '2025-05-31', opened_to: '2025-06-30' },
      { bucket: '31_60', count: 2, opened_from: '2025-05-01', opened_to: '2025-05-30' },
      { bucket: '61_90', count: 1, opened_from: '2025-04-01', opened_to: '2025-04-30' },
      { bucket: 'over_90', count: 1, opened_from: null, opened_to: '2025-03-31' },
    ]);
    expect(body.unexplained_by_month).toEqual([
      {
        month: '2024-06',
        period_end_from: '2024-06-01',
        period_end_to: '2024-06-30',
        recos: 2,
        unexplained_amount: '1300.50',
      },
      {
        month: '2024-09',
        period_end_from: '2024-09-01',
        period_end_to: '2024-09-30',
        recos: 1,
        unexplained_amount: '200.00',
      },
      {
        month: '2024-12',
        period_end_from: '2024-12-01',
        period_end_to: '2024-12-31',
        recos: 1,
        unexplained_amount: '50.00',
      },
    ]);
    expect(body.workload).toEqual([
      {
        user_id: rita.userId,
        open: 5,
        by_state: [
          { state: 'created', count: 2 },
          { state: 'output_ready', count: 2 },
          { state: 'in_review', count: 1 },
        ],
      },
      { user_id: alice.userId, open: 1, by_state: [{ state: 'rejected', count: 1 }] },
    ]);
    expect(body.unassigned_open).toBe(1);
  });

  it('the age boundaries move with the as-of day', async () => {
    // A day later: A is 1, B 31, C 32, D 61, G 91, H 92, I 0.
    const res = await kit.call(
      kit.people.alice,
      'GET',
      '/reconciliation/dashboard/?as_of=2025-07-01',
    );
    expect(res.json<reco.RecoDashboard>().ageing.map((a) => a.count)).toEqual([2, 2, 1, 2]);
  });

  it('narrows by kind, project and period end', async () => {
    const { alice } = kit.people;
    const gst = (await dashboard(alice, '&kind=gst')).json<reco.RecoDashboard>();
    expect(gst.total).toBe(2);
    expect(gst.by_state.filter((s) => s.count > 0)).toEqual([
      { state: 'files_uploaded', count: 1 },
      { state: 'output_ready', count: 1 },
    ]);
    expect(gst.unassigned_open).toBe(1);
    const project = (
      await dashboard(alice, `&project_id=${gstProject.project_id}`)
    ).json<reco.RecoDashboard>();
    expect(project).toEqual(gst);
    const q2 = (
      await dashboard(alice, '&period_end_from=2024-07-01&period_end_to=2024-09-30')
    ).json<reco.RecoDashboard>();
    expect(q2.by_state.filter((s) => s.count > 0)).toEqual([
      { state: 'created', count: 1 },
      { state: 'in_review', count: 1 },
      { state: 'inactive', count: 1 },
    ]);
    expect(q2.matched_by_party).toEqual([
      {
        party_id: expect.any(Number) as unknown,
        party_name: 'Xavier Metals',
        recos: 1,
        matched_percent: '90.00',
      },
    ]);
  });

  it('no recos: zero counts and empty charts', async () => {
    const body = (await dashboard(kit.people.alice, '&kind=tax')).json<reco.RecoDashboard>();
    expect(body.total).toBe(0);
    expect(body.by_state.every((s) => s.count === 0)).toBe(true);
    expect(body.ageing.map((a) => a.count)).toEqual([0, 0, 0, 0]);
    expect(body.matched_by_party).toEqual([]);
    expect(body.party_count).toBe(0);
    expect(body.unexplained_by_month).toEqual([]);
    expect(body.workload).toEqual([]);
    expect(body.unassigned_open).toBe(0);
  });

  it('nothing of another company: each sees only its own recos', async () => {
    const acme = (await dashboard(kit.people.alice)).json<reco.RecoDashboard>();
    expect(JSON.stringify(acme)).not.toContain('777777');
    expect(acme.workload.map((w) => w.user_id)).not.toContain(kit.people.victor.userId);
    const bharat = (await dashboard(kit.people.victor)).json<reco.RecoDashboard>();
    expect(bharat.total).toBe(1);
    expect(bharat.matched_by_party.map((p) => p.party_name)).toEqual(['Acme Retail']);
    expect(bharat.unexplained_by_month.map((m) => m.unexplained_amount)).toEqual(['777777.00']);
    expect(bharat.workload).toEqual([
      { user_id: kit.people.victor.userId, open: 1, by_state: [{ state: 'in_review', count: 1 }] },
    ]);
  });

  it('refuses bad filters with a message per field, and callers without a company', async () => {
    const { alice } = kit.people;
    const reversed = await dashboard(alice, '&period_end_from=2024-12-31&period_end_to=2024-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json<ErrorBody>().fields).toEqual({
      period_end_to: 'Must be on or after the start of the period',
    });
    const badDay = await kit.call(alice, 'GET', '/reconciliation/dashboard/?as_of=2025-02-30');
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json<ErrorBody>().message).toBe('A date is not valid');
    const badKind = await dashboard(alice, '&kind=ledger');
    expect(badKind.statusCode).toBe(400);
    const anonymous = await kit.app.inject({ method: 'GET', url: '/reconciliation/dashboard/' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the lists take the dashboard’s filters', () => {
  const names = async (query: string) => {
    const page = flows.ok<{ items: reco.Reco[] }>(
      await kit.call(kit.people.alice, 'GET', `/reconciliation/recos/?size=100&${query}`),
    );
    return page.items.map((r) => r.reco_id).sort((a, b) => a - b);
  };
  const ids = (...keys: string[]) => keys.map((k) => recoIds[k]!).sort((a, b) => a - b);

  it('an ageing bar: open recos opened in its days', async () => {
    expect(await names('scope=latest&opened_from=2025-05-01&opened_to=2025-05-30')).toEqual(
      ids('C', 'D'),
    );
    expect(await names('scope=latest&opened_to=2025-03-31')).toEqual(ids('H'));
  });

  it('a month of unexplained amounts: recos whose period ends in it', async () => {
    expect(await names('period_end_from=2024-09-01&period_end_to=2024-09-30')).toEqual(
      ids('B', 'D', 'F'),
    );
  });
});
