import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPosoKit, type PosoKit, type Session } from '../testing/poso-kit.js';

/**
 * Conversations on a reco: a message posted through one BFF reaches a subscriber of another
 * (LISTEN/NOTIFY), mentions notify, nothing crosses to another company, and a socket whose
 * session ends is closed.
 */

let kit: PosoKit;
let alice: Session;
let ravi: Session;
let victor: Session;
let raviId: number;
let replicaUrl: string;
let recoId: number;
let iterationId: number;
const clients: Client[] = [];

type Message = { id: number; body: string; mentionIds: number[]; author: { userName: string } };

beforeAll(async () => {
  kit = await startPosoKit({ reco: true });
  const acme = kit.ids.companies.acme;
  alice = await kit.signIn('alice', acme);
  raviId = await kit.addMember('ravi', acme, 'reviewer');
  ravi = await kit.signIn('ravi', acme);
  victor = await kit.signIn('victor', kit.ids.companies.bharat);
  const replica = await kit.replica();
  replicaUrl = (await replica.listen({ port: 0 })).replace('http', 'ws') + '/graphql';
  const project = await gql<{ createRecoProject: { id: number } }>(
    alice,
    'mutation { createRecoProject(input: { name: "Talk", kind: VENDOR, periodFrom: "2024-04-01", periodTo: "2025-03-31" }) { id } }',
  );
  const party = await gql<{ createRecoParty: { id: number } }>(
    alice,
    'mutation { createRecoParty(input: { name: "Talk Traders" }) { id } }',
  );
  const created = await gql<{ createReco: { id: number; currentIterationId: number } }>(
    alice,
    'mutation R($p: Int!, $party: Int!, $r: Int!) { createReco(input: { projectId: $p, partyId: $party, reviewerId: $r }) { id currentIterationId } }',
    { p: project.createRecoProject.id, party: party.createRecoParty.id, r: raviId },
  );
  recoId = created.createReco.id;
  iterationId = created.createReco.currentIterationId;
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await kit?.close();
});

async function gql<T>(session: Session, query: string, variables: Record<string, unknown> = {}) {
  const body = await kit.graphql<T>(query, variables, session.headers);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

async function codeOf(session: Session, query: string, variables: Record<string, unknown> = {}) {
  const body = await kit.graphql(query, variables, session.headers);
  return body.errors?.[0]?.extensions.code;
}

function listen(session: Session, id: number) {
  let closedWith: number | undefined;
  const client = createClient({
    url: replicaUrl,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: session.headers,
    on: { closed: (event) => (closedWith = (event as { code: number }).code) },
  });
  clients.push(client);
  const seen: Message[] = [];
  const errors: { extensions?: { code?: string } }[] = [];
  client.subscribe(
    {
      query:
        'subscription S($id: Int!) { recoMessageAdded(recoId: $id) { id body mentionIds author { userName } } }',
      variables: { id },
    },
    {
      next: (value) => {
        if (value.errors) errors.push(...(value.errors as unknown as typeof errors));
        const message = (value.data as { recoMessageAdded?: Message } | undefined)
          ?.recoMessageAdded;
        if (message) seen.push(message);
      },
      error: (e) => errors.push(e as (typeof errors)[number]),
      complete: () => undefined,
    },
  );
  return { seen, errors, closedWith: () => closedWith };
}

async function until(check: () => boolean, what: () => unknown = () => '', ms = 30_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(what())}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const SEND =
  'mutation M($id: Int!, $body: String!, $m: [Int!], $it: Int, $e: Int) { sendRecoMessage(recoId: $id, body: $body, mentionIds: $m, iterationId: $it, entryNo: $e) { id body mentionIds author { userName } } }';

describe('reco messages', () => {
  it('posted through one BFF reach the reviewer subscribed on another, and mention him', async () => {
    const screen = listen(ravi, recoId);
    // Until the socket has subscribed, each new message is another chance to arrive.
    let sent = 0;
    for (let tries = 0; screen.seen.length === 0 && tries < 15; tries++) {
      await gql(alice, SEND, {
        id: recoId,
        body: `@ravi the opening balance differs by 1,200 (${++sent})`,
        m: [raviId],
      });
      await until(
        () => screen.seen.length > 0,
        () => screen.errors,
        2_000,
      ).catch(() => undefined);
    }
    expect(screen.errors).toEqual([]);
    expect(screen.seen[0]).toMatchObject({
      body: expect.stringContaining('@ravi the opening balance differs') as unknown,
      mentionIds: [raviId],
      author: { userName: 'alice' },
    });

    const thread = await gql<{ recoMessages: Message[] }>(
      ravi,
      'query Q($id: Int!) { recoMessages(recoId: $id) { id body } }',
      { id: recoId },
    );
    expect(thread.recoMessages).toHaveLength(sent);
    const bell = await gql<{ notifications: { items: { kind: string; text: string }[] } }>(
      ravi,
      '{ notifications(filter: ALL, size: 50) { items { kind text } } }',
    );
    expect(bell.notifications.items.filter((n) => n.kind === 'RECO_MENTION')).toHaveLength(sent);
  });

  it('name their author as the author is now, on a socket opened before a rename', async () => {
    const seen: { body: string; author: { firstName: string } }[] = [];
    const client = createClient({
      url: replicaUrl,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: ravi.headers,
    });
    clients.push(client);
    client.subscribe(
      {
        query:
          'subscription S($id: Int!) { recoMessageAdded(recoId: $id) { body author { firstName } } }',
        variables: { id: recoId },
      },
      {
        next: (value) => {
          const message = (value.data as { recoMessageAdded?: (typeof seen)[number] } | undefined)
            ?.recoMessageAdded;
          if (message) seen.push(message);
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    for (let tries = 0; seen.length === 0 && tries < 15; tries++) {
      await gql(alice, SEND, { id: recoId, body: `before the rename (${tries})` });
      await until(() => seen.length > 0, undefined, 2_000).catch(() => undefined);
    }
    const before = seen[0]!.author.firstName;
    const rename = 'mutation N($n: String!) { updateProfile(input: { firstName: $n }) { id } }';
    await gql(alice, rename, { n: 'Alicia' });
    try {
      await gql(alice, SEND, { id: recoId, body: 'after the rename' });
      await until(() => seen.some((m) => m.body === 'after the rename'));
      // The socket's first event looked alice up; the second asks again.
      expect(seen.find((m) => m.body === 'after the rename')?.author.firstName).toBe('Alicia');
    } finally {
      await gql(alice, rename, { n: before });
    }
  });

  it('refuse what cannot be: an empty message, an entry without its iteration, an unknown entry, a stranger mentioned', async () => {
    expect(await codeOf(alice, SEND, { id: recoId, body: '   ' })).toBe('BAD_USER_INPUT');
    expect(await codeOf(alice, SEND, { id: recoId, body: 'x', e: 3 })).toBe('BAD_USER_INPUT');
    expect(await codeOf(alice, SEND, { id: recoId, body: 'x', it: iterationId, e: 3 })).toBe(
      'BAD_USER_INPUT',
    );
    expect(await codeOf(alice, SEND, { id: recoId, body: 'x', m: [kit.ids.users.victor] })).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('stay in the company: another company cannot read, post or subscribe', async () => {
    expect(
      await codeOf(victor, 'query Q($id: Int!) { recoMessages(recoId: $id) { id } }', {
        id: recoId,
      }),
    ).toBe('NOT_FOUND');
    expect(await codeOf(victor, SEND, { id: recoId, body: 'hello' })).toBe('NOT_FOUND');
    const foreign = listen(victor, recoId);
    await until(
      () => foreign.errors.length > 0,
      () => foreign.seen,
    );
    expect(foreign.errors.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
    expect(foreign.seen).toEqual([]);
  });

  it('close the socket of a session that signs out', async () => {
    const session = await kit.signIn('ravi', kit.ids.companies.acme);
    const screen = listen(session, recoId);
    // The socket is open once a message arrives on it.
    for (let tries = 0; screen.seen.length === 0 && tries < 15; tries++) {
      await gql(alice, SEND, { id: recoId, body: 'are you there?' });
      await until(
        () => screen.seen.length > 0,
        () => screen.errors,
        2_000,
      ).catch(() => undefined);
    }
    expect(screen.seen.length).toBeGreaterThan(0);
    await gql(session, 'mutation { logout }');
    await until(
      () => screen.closedWith() !== undefined,
      () => screen.errors,
    );
    expect(screen.closedWith()).toBe(4403);
    // The other session of the same user keeps its socket.
    const still = listen(ravi, recoId);
    for (let tries = 0; still.seen.length === 0 && tries < 15; tries++) {
      await gql(alice, SEND, { id: recoId, body: 'still here?' });
      await until(
        () => still.seen.length > 0,
        () => still.errors,
        2_000,
      ).catch(() => undefined);
    }
    expect(still.seen.length).toBeGreaterThan(0);
  });
});
