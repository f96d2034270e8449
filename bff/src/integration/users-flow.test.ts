import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { pino } from 'pino';
import type { FastifyInstance } from 'fastify';
import { generateSigningKeys } from '@concord/auth';
import { createDemoTestDatabase, type DemoIds, type DemoTestDatabase } from '@concord/db';
import { buildUsersApp } from '@concord/users';
import { buildBff, type Bff } from '../app.js';

type GraphQLBody = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions: Record<string, unknown> }[];
};

// The real users service on a freshly migrated, seeded database, behind the real BFF.
describe('BFF with the users service: login -> chooseCompany -> me', () => {
  let database: DemoTestDatabase;
  let ids: DemoIds;
  let users: FastifyInstance;
  let bff: Bff;
  let verifying: Bff;

  beforeAll(async () => {
    database = await createDemoTestDatabase();
    ids = database.ids;
    const keys = await generateSigningKeys();
    users = await buildUsersApp({ db: database.db, keys, logger: false });
    await users.listen({ port: 0, host: '127.0.0.1' });
    const usersUrl = `http://127.0.0.1:${(users.server.address() as AddressInfo).port}`;
    bff = await buildBff({
      upstreams: { users: usersUrl, poso: usersUrl, reco: usersUrl },
      playground: false,
      logger: pino({ level: 'silent' }),
    });
    verifying = await buildBff({
      upstreams: { users: usersUrl, poso: usersUrl, reco: usersUrl },
      playground: true,
      tokenPublicKeyPem: keys.publicKeyPem,
      logger: pino({ level: 'silent' }),
    });
    await Promise.all([bff.app.ready(), verifying.app.ready()]);
  });

  afterAll(async () => {
    await Promise.all([bff?.close(), verifying?.close()]);
    await users?.close();
    await database?.drop();
  });

  async function graphql(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<GraphQLBody> {
    const response = await request(bff.app.server)
      .post('/graphql')
      .set(headers)
      .send({ query, variables });
    return response.body as GraphQLBody;
  }

  async function signIn(username = 'alice', password = 'concord-demo') {
    const body = await graphql(
      'mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { accessToken expiresAt user { id userName email firstName isPlatformAdmin } } }',
      { u: username, p: password },
    );
    return body;
  }

  it('signs in, chooses a company and reads the signed-in user with the company token', async () => {
    const login = await signIn();
    expect(login.errors).toBeUndefined();
    const payload = login.data?.login as {
      accessToken: string;
      expiresAt: string;
      user: Record<string, unknown>;
    };
    expect(payload.user).toMatchObject({
      id: ids.users.alice,
      userName: 'alice',
      isPlatformAdmin: false,
    });
    expect(new Date(payload.expiresAt).getTime()).toBeGreaterThan(Date.now());

    const signInHeaders = { authorization: `Bearer ${payload.accessToken}` };
    const companies = await graphql('{ myCompanies { id name role } }', {}, signInHeaders);
    expect(companies.errors).toBeUndefined();
    expect(companies.data?.myCompanies).toEqual(
      expect.arrayContaining([
        { id: ids.companies.acme, name: 'Acme Retail Pvt Ltd', role: 'owner' },
      ]),
    );

    const chosen = await graphql(
      'mutation Choose($id: Int!) { chooseCompany(companyId: $id) { accessToken expiresAt permissions schemaName database company { id name baseCurrency } } }',
      { id: ids.companies.acme },
      signInHeaders,
    );
    expect(chosen.errors).toBeUndefined();
    const session = chosen.data?.chooseCompany as {
      accessToken: string;
      permissions: string[];
      schemaName: string;
      database: string;
      company: { id: number; name: string };
    };
    expect(session.company).toMatchObject({ id: ids.companies.acme, name: 'Acme Retail Pvt Ltd' });
    expect(session.permissions).toEqual(expect.arrayContaining(['users:read', 'tools:request']));
    expect(session.schemaName).toMatch(/^[a-z][a-z0-9_]*$/);

    const companyHeaders = {
      authorization: `Bearer ${session.accessToken}`,
      'x-dts-schema': session.schemaName,
      'x-dts-database': session.database,
    };
    const me = await graphql('{ me { id userName email } }', {}, companyHeaders);
    expect(me.errors).toBeUndefined();
    expect(me.data?.me).toMatchObject({
      id: ids.users.alice,
      userName: 'alice',
      email: 'alice@acme.example',
    });

    const details = await graphql(
      `
        query Details($id: Int!) {
          company(id: $id) {
            id
            name
            country
            baseCurrency
          }
          companyUsers(companyId: $id) {
            id
            userName
            role
            scopes
          }
          toolSubscriptions(companyId: $id) {
            toolId
            toolPrefix
            isLicensable
            hasAccess
            isSubscribed
          }
          baseCurrency(companyId: $id)
          currencies {
            code
            name
            symbol
          }
        }
      `,
      { id: ids.companies.acme },
      companyHeaders,
    );
    expect(details.errors).toBeUndefined();
    expect(details.data?.company).toMatchObject({ id: ids.companies.acme, baseCurrency: 'INR' });
    expect(details.data?.companyUsers).toEqual(
      expect.arrayContaining([expect.objectContaining({ userName: 'alice', role: 'owner' })]),
    );
    expect(details.data?.toolSubscriptions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ toolPrefix: 'reco', hasAccess: true, isSubscribed: true }),
      ]),
    );
    expect(details.data?.baseCurrency).toBe('INR');
    expect(details.data?.currencies).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'INR' })]),
    );

    const requested = await graphql(
      'mutation Request($c: Int!, $t: Int!) { requestToolSubscription(companyId: $c, toolId: $t) { id companyId toolId status } }',
      { c: ids.companies.acme, t: ids.tools.analytics },
      companyHeaders,
    );
    expect(requested.errors).toBeUndefined();
    expect(requested.data?.requestToolSubscription).toMatchObject({
      companyId: ids.companies.acme,
      toolId: ids.tools.analytics,
    });

    const otherTenant = await graphql(
      '{ me { id } }',
      {},
      { ...companyHeaders, 'x-dts-schema': 'public' },
    );
    expect(otherTenant.errors?.[0]?.extensions.code).toBe('FORBIDDEN');

    const logout = await graphql('mutation { logout }', {}, companyHeaders);
    expect(logout.data).toEqual({ logout: true });
  });

  it('reports a wrong password as UNAUTHENTICATED with a clear message', async () => {
    const body = await signIn('fiona', 'not-the-password');
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(body.errors?.[0]?.message).toBe('Invalid username or password');
    expect(JSON.stringify(body)).not.toMatch(/stack|select |argon/i);
  });

  it('updates the profile and reports a bad current password per field', async () => {
    const login = await signIn('victor');
    const token = (login.data?.login as { accessToken: string }).accessToken;
    const headers = { authorization: `Bearer ${token}` };
    const updated = await graphql(
      'mutation { updateProfile(input: { firstName: "Vikram" }) { firstName userName } }',
      {},
      headers,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateProfile).toEqual({ firstName: 'Vikram', userName: 'victor' });
    const wrong = await graphql(
      'mutation { changePassword(currentPassword: "wrong-password", newPassword: "another-password-1") }',
      {},
      headers,
    );
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Current password is incorrect',
      extensions: { code: 'BAD_USER_INPUT', fields: { currentPassword: 'Incorrect password' } },
    });
  });

  it('verifies tokens with the public key: forged tokens are refused, real ones explore the schema', async () => {
    const login = await signIn('fiona');
    const token = (login.data?.login as { accessToken: string }).accessToken;
    const [header, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as {
      scopes: string[];
    };
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...claims, scopes: [...claims.scopes, 'users:read'] }),
    ).toString('base64url');
    const forged = `${header}.${forgedPayload}.${token.split('.')[2]}`;

    const post = (authorization: string, query: string) =>
      request(verifying.app.server)
        .post('/graphql')
        .set('authorization', authorization)
        .send({ query });
    const refused = await post(`Bearer ${forged}`, '{ companyUsers(companyId: 1) { id } }');
    expect((refused.body as GraphQLBody).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

    const introspection = '{ __schema { queryType { name } } }';
    expect((await post(`Bearer ${forged}`, introspection)).status).toBe(401);
    const allowed = await post(`Bearer ${token}`, introspection);
    const schema = allowed.body as { data: { __schema: { queryType: { name: string } } } };
    expect(schema.data.__schema.queryType.name).toBe('Query');

    const noScope = await post(`Bearer ${token}`, '{ companyUsers(companyId: 1) { id } }');
    expect((noScope.body as GraphQLBody).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});
