import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPosoKit, type PosoKit } from '../testing/poso-kit.js';

/** Account settings' sessions through the BFF: the list, and signing the others out. */

let kit: PosoKit;
beforeAll(async () => {
  kit = await startPosoKit();
});
afterAll(() => kit?.close());

const LOGIN =
  'mutation L($u: String!, $p: String!) { login(username: $u, password: $p) { accessToken } }';

async function signIn(userAgent: string): Promise<Record<string, string>> {
  const response = await request(kit.bff.app.server)
    .post('/graphql')
    .set('user-agent', userAgent)
    .send({ query: LOGIN, variables: { u: 'victor', p: 'concord-demo' } });
  const body = response.body as { data: { login: { accessToken: string } } };
  return { authorization: `Bearer ${body.data.login.accessToken}` };
}

describe('sessions of the signed-in user', () => {
  it('lists them with the browser the BFF saw, and signs the others out at once', async () => {
    const laptop = await signIn('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36');
    const phone = await signIn('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/604.1');
    const listed = await kit.graphql<{
      mySessions: { id: string; current: boolean; userAgent: string; address: string }[];
    }>('{ mySessions { id current userAgent address } }', {}, phone);
    expect(listed.errors).toBeUndefined();
    const sessions = listed.data!.mySessions;
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions[0]).toMatchObject({ current: true, address: '127.0.0.1' });
    expect(sessions[0]!.userAgent).toContain('iPhone');
    expect(sessions[1]!.userAgent).toContain('Linux');

    const out = await kit.graphql<{ signOutOtherSessions: number }>(
      'mutation { signOutOtherSessions }',
      {},
      phone,
    );
    expect(out.data?.signOutOtherSessions).toBeGreaterThanOrEqual(1);
    const refused = await kit.graphql('{ me { id } }', {}, laptop);
    expect(refused.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const still = await kit.graphql<{ mySessions: unknown[] }>('{ mySessions { id } }', {}, phone);
    expect(still.data?.mySessions).toHaveLength(1);
  });
});
