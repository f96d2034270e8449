import type { ErrorBody, users } from '@concord/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  companyTokenFor,
  startUsersTest,
  tokenFor,
  type UsersTestContext,
} from '../testkit.js';

let t: UsersTestContext;
let alice: string;
let aliceAcme: string;
let fionaAcme: string;

beforeAll(async () => {
  t = await startUsersTest();
  alice = await tokenFor(t.app, 'alice');
  aliceAcme = await companyTokenFor(t.app, alice, t.ids.companies.acme);
  fionaAcme = await companyTokenFor(t.app, await tokenFor(t.app, 'fiona'), t.ids.companies.acme);
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('companies', () => {
  it('lists only the companies the user belongs to, with the role', async () => {
    const res = await get('/companies/by-user/', alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        company_id: t.ids.companies.acme,
        company_name: 'Acme Retail Pvt Ltd',
        company_country: 'India',
        base_currency: 'INR',
        role: 'owner',
      },
    ]);
  });

  it('shows a member company and refuses others the same way whether or not they exist', async () => {
    const own = await get(`/companies/${t.ids.companies.acme}/`, alice);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      company_id: t.ids.companies.acme,
      company_name: 'Acme Retail Pvt Ltd',
      company_country: 'India',
      base_currency: 'INR',
      db_schema_prefix: 'co_',
      db_tool_prefix: 'tool_',
      database: 'concord',
    });
    const other = await get(`/companies/${t.ids.companies.bharat}/`, alice);
    const missing = await get('/companies/999999/', alice);
    expect(other.statusCode).toBe(403);
    expect(missing.statusCode).toBe(403);
    expect(other.json()).toEqual(missing.json());
  });

  it('lists the connected vendors and customers of a member company only', async () => {
    const { acme, bharat, rhein } = t.ids.companies;
    const res = await get(`/companies/company-connections/?company_id=${acme}`, aliceAcme);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        connection_id: expect.any(Number) as unknown,
        relation: 'vendor',
        status: 'accepted',
        company_id: bharat,
        company_name: 'Bharat Steel Supplies',
        company_country: 'India',
        base_currency: 'INR',
      },
      expect.objectContaining({ relation: 'vendor', company_id: rhein, base_currency: 'EUR' }),
    ]);
    const victor = await companyTokenFor(t.app, await tokenFor(t.app, 'victor'), bharat);
    const vendorSide = await get(`/companies/company-connections/?company_id=${bharat}`, victor);
    expect(vendorSide.json()).toEqual([
      expect.objectContaining({ relation: 'customer', company_id: acme, status: 'accepted' }),
    ]);
    expect(
      (await get(`/companies/company-connections/?company_id=${bharat}`, aliceAcme)).statusCode,
    ).toBe(403);
    expect((await get('/companies/company-connections/', aliceAcme)).statusCode).toBe(400);
  });

  it('gives the base currency of a member company', async () => {
    const res = await get(`/companies/get-base-currency/${t.ids.companies.acme}`, alice);
    expect(res.json()).toEqual({ company_id: t.ids.companies.acme, currency_code: 'INR' });
    expect(
      (await get(`/companies/get-base-currency/${t.ids.companies.rhein}`, alice)).statusCode,
    ).toBe(403);
  });

  it('lists tool access with and without a company', async () => {
    const anonymous = await get('/companies/company-tool-subscription-details/', alice);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual([
      {
        tool_id: t.ids.tools.reco,
        tool_name: 'Reconciliation',
        tool_prefix: 'reco',
        is_licensable: true,
        hasAccess: false,
        isSubscribed: false,
      },
      {
        tool_id: t.ids.tools.analytics,
        tool_name: 'Analytics',
        tool_prefix: 'analytics',
        is_licensable: true,
        hasAccess: false,
        isSubscribed: false,
      },
    ]);
    const acme = await get(
      `/companies/company-tool-subscription-details/?company_id=${t.ids.companies.acme}`,
      aliceAcme,
    );
    const byPrefix = Object.fromEntries(
      acme.json<{ tool_prefix: string }[]>().map((tool) => [tool.tool_prefix, tool]),
    );
    expect(byPrefix.reco).toMatchObject({ hasAccess: true, isSubscribed: true });
    expect(byPrefix.poso).toMatchObject({
      is_licensable: false,
      hasAccess: true,
      isSubscribed: false,
    });
    expect(byPrefix.analytics).toMatchObject({ hasAccess: false, isSubscribed: false });
  });

  it('gives database details only for tools the company can use', async () => {
    const reco = await get(
      `/companies/database-details/?company_id=${t.ids.companies.acme}&tool_prefix=reco`,
      aliceAcme,
    );
    expect(reco.json()).toEqual({ schemaName: `co_${t.ids.companies.acme}`, database: 'concord' });
    const analytics = await get(
      `/companies/database-details/?company_id=${t.ids.companies.acme}&tool_prefix=analytics`,
      aliceAcme,
    );
    expect(analytics.statusCode).toBe(403);
    expect(analytics.json()).toEqual({ error: 'FORBIDDEN', message: 'Tool is not subscribed' });
    expect(
      (
        await get(
          `/companies/database-details/?company_id=${t.ids.companies.acme}&tool_prefix=nope`,
          aliceAcme,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await get(`/companies/database-details/?company_id=${t.ids.companies.acme}`, aliceAcme)
      ).json(),
    ).toMatchObject({
      error: 'BAD_REQUEST',
      fields: { tool_prefix: 'Required' },
    });
  });

  it('answers the company context only for a company token', async () => {
    expect((await get('/companies/company-context/', aliceAcme)).json()).toEqual({
      company_id: t.ids.companies.acme,
      schemaName: `co_${t.ids.companies.acme}`,
      database: 'concord',
    });
    expect((await get('/companies/company-context/', alice)).statusCode).toBe(403);
  });
});

describe('tool subscription requests', () => {
  const request = (token: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/tools/subscription-requests/',
      headers: bearer(token),
      payload: body,
    });

  it('records a request for an unsubscribed licensable tool once', async () => {
    const body = {
      subscription_company_id: t.ids.companies.acme,
      subscription_tool_id: t.ids.tools.analytics,
      subscription_created_by_user_id: t.ids.users.alice,
    };
    const created = await request(aliceAcme, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...body, status: 'pending' });
    expect(created.json<users.SubscriptionRequest>().subscription_request_id).toEqual(
      expect.any(Number),
    );
    expect((await request(aliceAcme, body)).statusCode).toBe(409);
  });

  it('refuses subscribed, built-in and unknown tools, other companies and other requesters', async () => {
    const acme = t.ids.companies.acme;
    expect(
      (
        await request(aliceAcme, {
          subscription_company_id: acme,
          subscription_tool_id: t.ids.tools.reco,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await request(aliceAcme, {
          subscription_company_id: acme,
          subscription_tool_id: t.ids.tools.poso,
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await request(aliceAcme, { subscription_company_id: acme, subscription_tool_id: 99999 }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await request(aliceAcme, {
          subscription_company_id: t.ids.companies.bharat,
          subscription_tool_id: t.ids.tools.analytics,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await request(aliceAcme, {
          subscription_company_id: acme,
          subscription_tool_id: t.ids.tools.analytics,
          subscription_created_by_user_id: t.ids.users.fiona,
        })
      ).statusCode,
    ).toBe(403);
    // An approver holds no tools:request scope.
    const fiona = await request(fionaAcme, {
      subscription_company_id: acme,
      subscription_tool_id: t.ids.tools.analytics,
    });
    expect(fiona.statusCode).toBe(403);
    expect(fiona.json<ErrorBody>().message).toContain('tools:request');
    const invalid = await request(aliceAcme, { subscription_company_id: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<ErrorBody>().fields).toMatchObject({
      subscription_company_id: expect.any(String) as unknown,
      subscription_tool_id: 'Required',
    });
  });
});

describe('static data', () => {
  it('lists currencies', async () => {
    const res = await get('/static/get_currencies', alice);
    expect(res.statusCode).toBe(200);
    const codes = res
      .json<{ currencies_list: users.Currency[] }>()
      .currencies_list.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['INR', 'EUR', 'USD']));
    expect(res.json<{ currencies_list: users.Currency[] }>().currencies_list).toContainEqual({
      code: 'INR',
      name: 'Indian Rupee',
      symbol: '₹',
    });
    expect((await t.app.inject({ method: 'GET', url: '/static/get_currencies' })).statusCode).toBe(
      401,
    );
  });
});
