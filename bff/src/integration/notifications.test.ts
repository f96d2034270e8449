import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { sql } from 'kysely';
import { notifyUsers } from '@concord/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPosoKit, type PosoKit, type Session } from '../testing/poso-kit.js';

/**
 * Header notifications: produced by the reco service in the transaction of a step, listed
 * with the spec's filters, and delivered live through a second BFF process (PostgreSQL
 * LISTEN/NOTIFY keeps replicas in step) to the addressee only.
 */

let kit: PosoKit;
let alice: Session;
let ravi: Session;
let victor: Session;
let raviId: number;
let replicaUrl: string;
const clients: Client[] = [];

type Note = {
  id: number;
  kind: string;
  direct: boolean;
  text: string;
  link: string | null;
  subjectName: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  detail: { code: string; params: { name: string; value: string }[] } | null;
};
const NOTE_FIELDS =
  'id kind direct text link subjectName periodFrom periodTo detail { code params { name value } }';

beforeAll(async () => {
  kit = await startPosoKit({ reco: true });
  const acme = kit.ids.companies.acme;
  alice = await kit.signIn('alice', acme);
  raviId = await kit.addMember('ravi', acme, 'reviewer');
  ravi = await kit.signIn('ravi', acme);
  victor = await kit.signIn('victor', kit.ids.companies.bharat);
  const replica = await kit.replica();
  replicaUrl = (await replica.listen({ port: 0 })).replace('http', 'ws') + '/graphql';
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await kit?.close();
});

function listen(session: Session, url = replicaUrl) {
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: session.headers,
  });
  clients.push(client);
  const seen: Note[] = [];
  const errors: unknown[] = [];
  client.subscribe(
    { query: `subscription { notificationReceived { ${NOTE_FIELDS} } }` },
    {
      next: (value) => {
        if (value.errors) errors.push(...value.errors);
        const note = (value.data as { notificationReceived?: Note } | undefined)
          ?.notificationReceived;
        if (note) seen.push(note);
      },
      error: (e) => errors.push(e),
      complete: () => undefined,
    },
  );
  return { seen, errors };
}

async function until(check: () => boolean, what: () => unknown = () => '', ms = 30_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(what())}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function gql<T>(session: Session, query: string, variables: Record<string, unknown> = {}) {
  const body = await kit.graphql<T>(query, variables, session.headers);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

type Page = { totalCount: number; unreadCount: number; newCount: number; items: Note[] };
const list = (session: Session, filter: string) =>
  gql<{ notifications: Page }>(
    session,
    `{ notifications(filter: ${filter}) { totalCount unreadCount newCount items { ${NOTE_FIELDS} } } }`,
  ).then((d) => d.notifications);

describe('notifications', () => {
  it('reach the addressee live through another BFF replica, and no one else', async () => {
    const ravisScreen = listen(ravi);
    const victorsScreen = listen(victor);
    const project = await gql<{ createRecoProject: { id: number } }>(
      alice,
      'mutation { createRecoProject(input: { name: "Bell", kind: VENDOR, periodFrom: "2024-04-01", periodTo: "2025-03-31" }) { id } }',
    );
    const party = await gql<{ createRecoParty: { id: number } }>(
      alice,
      'mutation { createRecoParty(input: { name: "Bell Traders" }) { id } }',
    );
    const created = await gql<{ createReco: { id: number; currentIterationId: number } }>(
      alice,
      'mutation R($p: Int!, $party: Int!, $r: Int!) { createReco(input: { projectId: $p, partyId: $party, reviewerId: $r }) { id currentIterationId } }',
      { p: project.createRecoProject.id, party: party.createRecoParty.id, r: raviId },
    );

    // The socket may still be subscribing: each new assignment is another chance to arrive.
    for (let tries = 0; ravisScreen.seen.length === 0 && tries < 15; tries++) {
      await until(
        () => ravisScreen.seen.length > 0,
        () => ravisScreen.errors,
        2_000,
      ).catch(() =>
        gql(
          alice,
          'mutation C($id: Int!, $r: Int!) { changeRecoReviewer(recoId: $id, userId: $r) { id } }',
          {
            id: created.createReco.id,
            r: raviId,
          },
        ),
      );
    }
    const [note] = ravisScreen.seen;
    expect(note).toMatchObject({
      kind: 'RECO_ASSIGNED',
      direct: true,
      text: 'Bell Traders 2024-04-01 to 2025-03-31',
      // The reader's screen words the party and the period in the reader's language.
      subjectName: 'Bell Traders',
      periodFrom: '2024-04-01',
      periodTo: '2025-03-31',
      detail: null,
      link: `/dashboard/default/${kit.ids.companies.acme}/reconciliation/vendor-customer/period/${created.createReco.currentIterationId}`,
    });
    expect(ravisScreen.errors).toEqual([]);
    expect(victorsScreen.seen).toEqual([]);
    // The actor is never told about their own step.
    expect((await list(alice, 'ALL')).items.map((n) => n.text)).not.toContain(note!.text);
    expect((await list(victor, 'ALL')).totalCount).toBe(0);
  });

  it('filter all / new / unread / other, and are marked seen and read', async () => {
    const all = await list(ravi, 'ALL');
    const n = all.totalCount;
    expect(n).toBeGreaterThan(0);
    expect(all.items.every((note) => note.kind === 'RECO_ASSIGNED')).toBe(true);
    expect(all.newCount).toBe(n);
    expect(all.unreadCount).toBe(n);
    expect((await list(ravi, 'NEW')).totalCount).toBe(n);
    expect((await list(ravi, 'OTHER')).totalCount).toBe(0);

    expect(
      (await gql<{ markNotificationsSeen: number }>(ravi, 'mutation { markNotificationsSeen }'))
        .markNotificationsSeen,
    ).toBe(n);
    expect((await list(ravi, 'NEW')).totalCount).toBe(0);
    expect((await list(ravi, 'UNREAD')).totalCount).toBe(n);

    // Another user's ids change nothing of theirs.
    const victorTried = await gql<{ markNotificationsRead: number }>(
      victor,
      'mutation M($ids: [Int!]) { markNotificationsRead(ids: $ids) }',
      { ids: all.items.map((n) => n.id) },
    );
    expect(victorTried.markNotificationsRead).toBe(0);
    expect((await list(ravi, 'UNREAD')).totalCount).toBe(n);

    await gql(ravi, 'mutation M($ids: [Int!]) { markNotificationsRead(ids: $ids) }', {
      ids: all.items.map((n) => n.id),
    });
    const after = await list(ravi, 'UNREAD');
    expect(after.totalCount).toBe(0);
    expect(after.unreadCount).toBe(0);
    expect((await list(ravi, 'ALL')).totalCount).toBe(n);
  });

  it('keep the spec defaults for the two toggles until the user changes them', async () => {
    type Settings = { doNotDisturb: boolean; allowNotifications: boolean };
    const read = (s: Session) =>
      gql<{ notificationSettings: Settings }>(
        s,
        '{ notificationSettings { doNotDisturb allowNotifications } }',
      ).then((d) => d.notificationSettings);
    expect(await read(ravi)).toEqual({ doNotDisturb: true, allowNotifications: false });
    const changed = await gql<{ updateNotificationSettings: Settings }>(
      ravi,
      'mutation { updateNotificationSettings(doNotDisturb: false) { doNotDisturb allowNotifications } }',
    );
    expect(changed.updateNotificationSettings).toEqual({
      doNotDisturb: false,
      allowNotifications: false,
    });
    expect(await read(ravi)).toEqual({ doNotDisturb: false, allowNotifications: false });
    expect(await read(victor)).toEqual({ doNotDisturb: true, allowNotifications: false });
  });

  it('carry what happened as a code with values; older ones keep only their text', async () => {
    const victorId = kit.ids.users.victor;
    const db = kit.database.db;
    await sql`
      INSERT INTO core.notifications (user_id, company_id, kind, category, text)
      VALUES (${victorId}, ${kit.ids.companies.bharat}, 'reco.answered', 'other',
        'Old Traders 2024-01-01 to 2024-03-31: the party uploaded its ledger')`.execute(db);
    await notifyUsers(db as never, {
      userIds: [victorId],
      companyId: kit.ids.companies.bharat,
      kind: 'reco.answered',
      text: 'Bell Traders 2024-04-01 to 2025-03-31: the party disputed the closing balance: 1,200 more',
      about: { name: 'Bell Traders', periodFrom: '2024-04-01', periodTo: '2025-03-31' },
      detail: { code: 'balanceDisputed', params: { remark: '1,200 more' } },
    });
    const [latest, older] = (await list(victor, 'ALL')).items;
    expect(latest).toMatchObject({
      kind: 'RECO_ANSWERED',
      subjectName: 'Bell Traders',
      periodFrom: '2024-04-01',
      periodTo: '2025-03-31',
      detail: { code: 'BALANCE_DISPUTED', params: [{ name: 'remark', value: '1,200 more' }] },
    });
    expect(older).toMatchObject({
      text: 'Old Traders 2024-01-01 to 2024-03-31: the party uploaded its ledger',
      subjectName: null,
      periodFrom: null,
      periodTo: null,
      detail: null,
    });
  });

  it('arrive live however long the screen has listened: each event has a whole request deadline', async () => {
    const deadlineMs = 1_000;
    const patient = await kit.replica({ requestDeadlineMs: deadlineMs });
    const url = (await patient.listen({ port: 0 })).replace('http', 'ws') + '/graphql';
    const victorsScreen = listen(victor, url);
    const bharat = kit.ids.companies.bharat;
    // Subscribed, then quiet for longer than one request's upstream work may take; the order
    // is told again while the socket may still be subscribing.
    for (let tries = 0; victorsScreen.seen.length === 0 && tries < 10; tries++) {
      await new Promise((r) => setTimeout(r, 2 * deadlineMs));
      await notifyUsers(kit.database.db as never, {
        userIds: [kit.ids.users.victor],
        companyId: bharat,
        kind: 'poso.received',
        text: 'PO-LATE (Acme Retail)',
      });
      await until(
        () => victorsScreen.seen.length > 0 || victorsScreen.errors.length > 0,
        () => victorsScreen.errors,
        deadlineMs,
      ).catch(() => undefined);
    }
    expect(victorsScreen.errors).toEqual([]);
    expect(victorsScreen.seen[0]).toMatchObject({
      kind: 'POSO_RECEIVED',
      text: 'PO-LATE (Acme Retail)',
    });
  });
});
