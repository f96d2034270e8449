import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCompanyTenant, withCompanySchema } from '@concord/db';
import { startPosoKit, type PosoKit, type Session } from '../testing/poso-kit.js';

/**
 * /reco-dashboard/{id} over HTTP: the BFF's recoDashboard on the real reco service, the
 * reconciler resolved to a user, the filters passed through, and nothing of another company.
 */

let kit: PosoKit;
let alice: Session;
let victor: Session;

const DASHBOARD = `query D($kind: RecoKind, $asOf: LocalDate, $periodEndFrom: LocalDate, $periodEndTo: LocalDate) {
  recoDashboard(kind: $kind, asOf: $asOf, periodEndFrom: $periodEndFrom, periodEndTo: $periodEndTo) {
    asOf total unassignedOpen partyCount
    byState { state count }
    matchedByParty { partyName recos matchedPercent }
    ageing { bucket count openedFrom openedTo }
    unexplainedByMonth { month periodEndFrom periodEndTo recos unexplainedAmount }
    workload { open reconciler { userName } byState { state count } }
  }
}`;

type Dashboard = {
  asOf: string;
  total: number;
  unassignedOpen: number;
  partyCount: number;
  byState: { state: string; count: number }[];
  matchedByParty: { partyName: string; recos: number; matchedPercent: string }[];
  ageing: { bucket: string; count: number; openedFrom: string | null; openedTo: string }[];
  unexplainedByMonth: { month: string; recos: number; unexplainedAmount: string }[];
  workload: { open: number; reconciler: { userName: string }; byState: unknown[] }[];
};

async function dashboard(session: Session, variables: Record<string, unknown> = {}) {
  const body = await kit.graphql<{ recoDashboard: Dashboard }>(
    DASHBOARD,
    variables,
    session.headers,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.recoDashboard;
}

/** A project, a party and a reco made through GraphQL; the run's result is written as the worker would. */
async function recoWithResult(
  session: Session,
  companyId: number,
  names: { project: string; party: string; kind: string },
  result: { matched: string; unexplained: string },
) {
  const project = await kit.graphql<{ createRecoProject: { id: number } }>(
    `mutation P($input: CreateRecoProjectInput!) { createRecoProject(input: $input) { id } }`,
    {
      input: {
        name: names.project,
        kind: names.kind,
        periodFrom: '2024-04-01',
        periodTo: '2025-03-31',
      },
    },
    session.headers,
  );
  const party = await kit.graphql<{ createRecoParty: { id: number } }>(
    `mutation P($name: String!) { createRecoParty(input: { name: $name }) { id } }`,
    { name: names.party },
    session.headers,
  );
  const reco = await kit.graphql<{ createReco: { id: number; currentIterationId: number } }>(
    `mutation R($input: CreateRecoInput!) { createReco(input: $input) { id currentIterationId } }`,
    {
      input: {
        projectId: project.data!.createRecoProject.id,
        partyId: party.data!.createRecoParty.id,
      },
    },
    session.headers,
  );
  expect(reco.errors).toBeUndefined();
  const tenant = await findCompanyTenant(kit.database.db, companyId);
  await withCompanySchema(kit.database.db, tenant!.schema, (trx) =>
    trx
      .updateTable('reco_iterations')
      .set({ matched_percent: result.matched, unexplained_amount: result.unexplained })
      .where('iteration_id', '=', reco.data!.createReco.currentIterationId)
      .execute(),
  );
  return reco.data!.createReco.id;
}

beforeAll(async () => {
  kit = await startPosoKit({ reco: true });
  alice = await kit.signIn('alice', kit.ids.companies.acme);
  victor = await kit.signIn('victor', kit.ids.companies.bharat);
  await recoWithResult(
    alice,
    kit.ids.companies.acme,
    { project: 'Acme vendors', party: 'Kaveri Logistics', kind: 'VENDOR' },
    { matched: '92.50', unexplained: '-1500.25' },
  );
  await recoWithResult(
    victor,
    kit.ids.companies.bharat,
    { project: 'Bharat customers', party: 'Acme Retail', kind: 'CUSTOMER' },
    { matched: '12.00', unexplained: '888888.00' },
  );
});
afterAll(() => kit?.close());

describe('recoDashboard through the BFF', () => {
  it('answers the company’s figures in GraphQL words, the reconciler as a user', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const body = await dashboard(alice);
    expect(body.asOf).toBe(today);
    expect(body.total).toBe(1);
    expect(body.byState.map((s) => s.state)).toEqual([
      'CREATED',
      'FILES_UPLOADED',
      'RUNNING',
      'OUTPUT_READY',
      'IN_REVIEW',
      'ACCEPTED',
      'REJECTED',
      'INACTIVE',
    ]);
    expect(body.byState[0]).toEqual({ state: 'CREATED', count: 1 });
    expect(body.matchedByParty).toEqual([
      { partyName: 'Kaveri Logistics', recos: 1, matchedPercent: '92.50' },
    ]);
    expect(body.ageing.map((a) => [a.bucket, a.count])).toEqual([
      ['DAYS_0_30', 1],
      ['DAYS_31_60', 0],
      ['DAYS_61_90', 0],
      ['OVER_90', 0],
    ]);
    expect(body.ageing[0]!.openedTo).toBe(today);
    expect(body.unexplainedByMonth).toEqual(
      [{ month: '2025-03', recos: 1, unexplainedAmount: '1500.25' }].map((m) => ({
        ...m,
        periodEndFrom: '2025-03-01',
        periodEndTo: '2025-03-31',
      })),
    );
    expect(body.workload).toEqual([
      { open: 1, reconciler: { userName: 'alice' }, byState: [{ state: 'CREATED', count: 1 }] },
    ]);
  });

  it('passes the filters and the as-of day on', async () => {
    expect((await dashboard(alice, { kind: 'GST' })).total).toBe(0);
    const later = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    const aged = await dashboard(alice, { asOf: later });
    expect(aged.ageing.map((a) => a.count)).toEqual([0, 1, 0, 0]);
    const outside = await dashboard(alice, { periodEndFrom: '2025-04-01' });
    expect(outside.total).toBe(0);
  });

  it('a reversed period is a field error in GraphQL words', async () => {
    const body = await kit.graphql(
      DASHBOARD,
      { periodEndFrom: '2025-03-31', periodEndTo: '2024-04-01' },
      alice.headers,
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { periodEndTo: 'Must be on or after the start of the period' },
    });
  });

  it('company B’s recos never reach A’s dashboard, nor A’s B’s', async () => {
    const acme = await dashboard(alice);
    expect(JSON.stringify(acme)).not.toMatch(/888888|Acme Retail|victor/);
    const bharat = await dashboard(victor);
    expect(bharat.total).toBe(1);
    expect(JSON.stringify(bharat)).not.toMatch(/1500\.25|Kaveri|alice/);
    expect(bharat.workload[0]!.reconciler.userName).toBe('victor');
  });

  it('the lists take the filters a chart links with', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const list = await kit.graphql<{ recos: { totalCount: number } }>(
      `query L($filter: RecoFilter) { recos(page: 1, size: 10, filter: $filter) { totalCount } }`,
      {
        filter: { scope: 'LATEST', openedFrom: today, openedTo: today, periodEndTo: '2025-03-31' },
      },
      alice.headers,
    );
    expect(list.data!.recos.totalCount).toBe(1);
    const none = await kit.graphql<{ recos: { totalCount: number } }>(
      `query L($filter: RecoFilter) { recos(page: 1, size: 10, filter: $filter) { totalCount } }`,
      { filter: { openedTo: '2020-01-01' } },
      alice.headers,
    );
    expect(none.data!.recos.totalCount).toBe(0);
  });
});
