import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, reco } from '@concord/contracts';
import { recoFlows, startRecoKit, type RecoKit } from '../testing/testkit.js';

let kit: RecoKit;
let flows: ReturnType<typeof recoFlows>;

beforeAll(async () => {
  kit = await startRecoKit();
  flows = recoFlows(kit);
});
afterAll(() => kit.close());

const search = async (who: RecoKit['people'][keyof RecoKit['people']], text: string) => {
  const res = await kit.call(
    who,
    'GET',
    `/reconciliation/recos/?search=${encodeURIComponent(text)}&size=5`,
  );
  expect(res.statusCode).toBe(200);
  return res.json<{ items: reco.Reco[] }>().items;
};
const ids = (items: reco.Reco[]) => items.map((r) => r.reco_id);

describe('finding a reconciliation by party, project or number (the header search)', () => {
  it("finds it by party name, project name and '#id', only in the caller's company", async () => {
    const { alice, victor } = kit.people;
    const project = await flows.project('vendor', `Search project ${Date.now()}`);
    const party = await flows.party(`Searchable Steel ${Date.now()}`);
    const made = flows.ok<reco.Reco>(
      await kit.call(alice, 'POST', '/reconciliation/recos/', {
        project_id: project.project_id,
        party_id: party.party_id,
      }),
      201,
    );

    expect(ids(await search(alice, 'searchable steel'))).toEqual([made.reco_id]);
    expect(ids(await search(alice, project.name))).toEqual([made.reco_id]);
    expect(ids(await search(alice, `#${made.reco_id}`))).toEqual([made.reco_id]);
    expect(ids(await search(alice, String(made.reco_id)))).toContain(made.reco_id);

    // Another company asks with the same words and the same number: nothing of Acme's (its own
    // reco of that number, if it has one, is its own).
    expect(await search(victor, 'Searchable Steel')).toEqual([]);
    const byNumber = await search(victor, `#${made.reco_id}`);
    expect(byNumber.map((r) => r.party_name)).not.toContain(party.name);
  });
});

describe('the latest-recos list, paged and sorted by the service', () => {
  it('sorts by party either way and gives page 2 with the total, the list narrowed to a project', async () => {
    const { alice } = kit.people;
    const project = await flows.project('vendor', `Paging project ${Date.now()}`);
    // Made out of order, so that the order is the sort's and not the making's.
    for (const name of ['Delta', 'Alpha', 'Echo', 'Charlie', 'Bravo']) {
      const party = await flows.party(`${name} Paging ${Date.now()}`);
      flows.ok(
        await kit.call(alice, 'POST', '/reconciliation/recos/', {
          project_id: project.project_id,
          party_id: party.party_id,
        }),
        201,
      );
    }
    const page = async (query: string) => {
      const res = await kit.call(
        alice,
        'GET',
        `/reconciliation/recos/?project_id=${project.project_id}&size=2&${query}`,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json<{ items: reco.Reco[]; totalCount: number; page: number }>();
      return {
        page: body.page,
        total: body.totalCount,
        parties: body.items.map((r) => r.party_name.split(' ')[0]),
      };
    };
    expect(await page('sort=party&order=asc&page=2')).toEqual({
      page: 2,
      total: 5,
      parties: ['Charlie', 'Delta'],
    });
    expect(await page('sort=party&order=desc&page=2')).toEqual({
      page: 2,
      total: 5,
      parties: ['Charlie', 'Bravo'],
    });
    expect(await page('sort=party&order=asc&page=3')).toEqual({
      page: 3,
      total: 5,
      parties: ['Echo'],
    });
    expect((await page('sort=party&order=asc&page=4')).parties).toEqual([]);
  });
});

describe('one reconciliation per party and period in a project', () => {
  it('refuses a second one for the same party and period, saying so, and takes another period', async () => {
    const { alice } = kit.people;
    const project = await flows.project();
    const party = await flows.party();
    const make = (period?: { period_from: string; period_to: string }) =>
      kit.call(alice, 'POST', '/reconciliation/recos/', {
        project_id: project.project_id,
        party_id: party.party_id,
        ...period,
      });
    flows.ok(await make(), 201);
    const again = await make();
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorBody>()).toMatchObject({
      message: 'This party already has a reconciliation for this period in the project',
      fields: {
        party_id: 'This party already has a reconciliation for this period in the project',
      },
    });
    const listed = flows.ok<{ totalCount: number }>(
      await kit.call(alice, 'GET', `/reconciliation/recos/?project_id=${project.project_id}`),
    );
    expect(listed.totalCount).toBe(1);
    // Another period of the same party is another reconciliation.
    flows.ok(await make({ period_from: '2024-04-01', period_to: '2024-06-30' }), 201);
  });
});
