import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reco, type ErrorBody } from '@concord/contracts';
import { recoFlows, startRecoKit, type RecoKit } from '../testing/testkit.js';

let kit: RecoKit;
let flows: ReturnType<typeof recoFlows>;
let ran: reco.Reco;

type Generated = { link: reco.CapabilityLink; token: string };

/** The app's clock: real time unless a test sets it. */
let clock: Date | null = null;
const DAY = 86_400_000;

beforeAll(async () => {
  kit = await startRecoKit({ now: () => clock ?? new Date() });
  await kit.startWorker();
  flows = recoFlows(kit);
  ran = await flows.ran(await flows.reco());
}, 120_000);
afterAll(() => kit.close());

const publicCall = (path: string, token: string | undefined) =>
  kit.app.inject({
    method: 'GET',
    url: path,
    headers: token === undefined ? {} : { [reco.LINK_TOKEN_HEADER]: token },
  });
const details = (token: string | undefined, stateId?: number) =>
  publicCall(
    `/reconciliation/public/reconciliation_details/${stateId ? `?state_id=${stateId}` : ''}`,
    token,
  );
const download = (token: string | undefined, stateId?: number) =>
  publicCall(
    `/reconciliation/public/download_latest_output_file/${stateId ? `?state_id=${stateId}` : ''}`,
    token,
  );

async function generate(purpose: reco.LinkPurpose = 'download', days = 7): Promise<Generated> {
  return flows.ok<Generated>(
    await kit.call(kit.people.rita, 'POST', '/reconciliation/generate_link/', {
      iteration_id: ran.current_iteration_id,
      purpose,
      expires_in_days: days,
    }),
    201,
  );
}

describe('capability links', () => {
  it('open the public details and download the stored output with the safe headers', async () => {
    const { link, token } = await generate();
    expect(token).toMatch(new RegExp(reco.LINK_TOKEN_PATTERN));
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(link).toMatchObject({
      reco_id: ran.reco_id,
      iteration_id: ran.current_iteration_id,
      purpose: 'download',
      revoked_at: null,
    });
    const days = (Date.parse(link.expires_at) - Date.parse(link.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    const shown = flows.ok<reco.PublicLinkDetails>(await details(token, ran.current_iteration_id!));
    expect(shown).toMatchObject({
      iteration_id: ran.current_iteration_id,
      company_name: 'Acme Retail Pvt Ltd',
      from_date: ran.period_from,
      to_date: ran.period_to,
    });

    const res = await download(token, ran.current_iteration_id!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[\w.\- ]+"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const signedIn = await kit.call(
      kit.people.alice,
      'GET',
      `/reconciliation/download_latest_output_file/${ran.current_iteration_id}/`,
    );
    expect(signedIn.statusCode).toBe(200);
    expect(res.rawPayload.equals(signedIn.rawPayload)).toBe(true);
    expect(res.rawPayload.length).toBeGreaterThan(1000);

    const listed = flows.ok<reco.CapabilityLink[]>(
      await kit.call(kit.people.ravi, 'GET', `/reconciliation/recos/${ran.reco_id}/links/`),
    );
    const mine = listed.find((l) => l.link_id === link.link_id);
    expect(mine?.last_used_at).not.toBeNull();
  });

  it('store only a hash of the token', async () => {
    const { link, token } = await generate();
    const stored = await sql<{ token_hash: string }>`
      SELECT token_hash FROM core.share_links WHERE share_link_id = ${link.link_id}`.execute(
      kit.t.db,
    );
    expect(stored.rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const anywhere = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM core.share_links
      WHERE token_hash = ${token} OR resource_id = ${token}`.execute(kit.t.db);
    expect(anywhere.rows[0]!.n).toBe(0);
  });

  it('give one and the same 404 for guessed, malformed, missing, expired, revoked and misplaced tokens', async () => {
    // A week's link made eight days ago, by the clock: it expired yesterday.
    clock = new Date(Date.now() - 8 * DAY);
    const expired = await generate('download', 7).finally(() => (clock = null));
    expect(Date.parse(expired.link.expires_at)).toBeLessThan(Date.now());
    const revoked = await generate();
    const revokedAnswer = flows.ok<reco.CapabilityLink>(
      await kit.call(
        kit.people.ravi,
        'POST',
        `/reconciliation/links/${revoked.link.link_id}/revoke/`,
      ),
    );
    expect(revokedAnswer.revoked_at).not.toBeNull();
    const upload = await generate('upload');
    const live = await generate();

    const refusals = [
      await details(randomBytes(32).toString('base64url')),
      await download(randomBytes(32).toString('base64url')),
      await download('short'),
      await download(undefined),
      await details(expired.token),
      await download(expired.token),
      await details(revoked.token),
      await download(revoked.token),
      // An upload link opens its page but never downloads.
      await download(upload.token),
      // A live token opened for another iteration.
      await details(live.token, ran.current_iteration_id! + 1000),
      await download(live.token, ran.current_iteration_id! + 1000),
    ];
    const first = refusals[0]!;
    expect(first.statusCode).toBe(404);
    for (const res of refusals) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(first.json());
    }
    expect(flows.ok<reco.PublicLinkDetails>(await details(upload.token)).purpose).toBe('upload');

    const listed = flows.ok<reco.CapabilityLink[]>(
      await kit.call(kit.people.rita, 'GET', `/reconciliation/recos/${ran.reco_id}/links/`),
    );
    const ids = listed.map((l) => l.link_id);
    expect(ids).toContain(live.link.link_id);
    expect(ids).not.toContain(expired.link.link_id);
    expect(ids).not.toContain(revoked.link.link_id);

    const history = flows.ok<reco.HistoryEntry[]>(
      await kit.call(kit.people.rita, 'GET', `/reconciliation/recos/${ran.reco_id}/history/`),
    );
    expect(history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['link_generated', 'link_revoked']),
    );
  });

  it('are managed only by the company’s reconcilers and reviewers', async () => {
    const { vera, victor } = kit.people;
    const { link } = await generate();
    const body = {
      iteration_id: ran.current_iteration_id,
      purpose: 'download',
      expires_in_days: 3,
    };
    expect((await kit.call(vera, 'POST', '/reconciliation/generate_link/', body)).statusCode).toBe(
      403,
    );
    expect(
      (await kit.call(vera, 'POST', `/reconciliation/links/${link.link_id}/revoke/`)).statusCode,
    ).toBe(403);
    // Another company sees nothing of Acme's links, iterations or recos.
    expect(
      (await kit.call(victor, 'POST', '/reconciliation/generate_link/', body)).statusCode,
    ).toBe(404);
    expect(
      (await kit.call(victor, 'POST', `/reconciliation/links/${link.link_id}/revoke/`)).statusCode,
    ).toBe(404);
    expect(
      (await kit.call(victor, 'GET', `/reconciliation/recos/${ran.reco_id}/links/`)).statusCode,
    ).toBe(404);
    const stillLive = flows.ok<reco.CapabilityLink[]>(
      await kit.call(kit.people.rita, 'GET', `/reconciliation/recos/${ran.reco_id}/links/`),
    );
    expect(stillLive.map((l) => l.link_id)).toContain(link.link_id);
  });

  it('take an expiry between 1 and 90 days', async () => {
    for (const days of [0, 91]) {
      const res = await kit.call(kit.people.rita, 'POST', '/reconciliation/generate_link/', {
        iteration_id: ran.current_iteration_id,
        purpose: 'download',
        expires_in_days: days,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('answer File not found when the iteration has no output yet', async () => {
    const fresh = await flows.reco();
    const res = await kit.call(kit.people.rita, 'POST', '/reconciliation/generate_link/', {
      iteration_id: fresh.current_iteration_id,
      purpose: 'download',
      expires_in_days: 1,
    });
    const { token } = flows.ok<Generated>(res, 201);
    const answer = await download(token);
    expect(answer.statusCode).toBe(404);
    expect(answer.json<ErrorBody>().message).toBe('File not found');
  });
});
