import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { reco } from '@concord/contracts';
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
