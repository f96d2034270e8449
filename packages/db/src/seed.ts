import type { Db } from './database.js';
import { createCompany } from './companies.js';

export const DEMO_PASSWORD = 'concord-demo';

// argon2id (m=19456, t=2, p=1) of DEMO_PASSWORD, so seeding needs no hashing library.
const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$cAXT/FKPkckomwgHDcLNgw$o9H+Hhg42+ByQogJoZSPkIUYmBksy7mrK/WBv3fiErw';

export const DEMO_COMPANIES = {
  acme: { company_name: 'Acme Retail Pvt Ltd', company_country: 'India', base_currency: 'INR' },
  bharat: { company_name: 'Bharat Steel Supplies', company_country: 'India', base_currency: 'INR' },
  rhein: { company_name: 'Rhein Metall GmbH', company_country: 'Germany', base_currency: 'EUR' },
} as const;

export const DEMO_USERS = [
  {
    user_name: 'alice',
    first_name: 'Alice',
    last_name: 'Sharma',
    user_email: 'alice@acme.example',
  },
  { user_name: 'fiona', first_name: 'Fiona', last_name: 'Mehta', user_email: 'fiona@acme.example' },
  // Acme's reconciliation team: one who reconciles, one who reviews (roles apart, as in SECURITY.md).
  { user_name: 'kiran', first_name: 'Kiran', last_name: 'Iyer', user_email: 'kiran@acme.example' },
  { user_name: 'meera', first_name: 'Meera', last_name: 'Nair', user_email: 'meera@acme.example' },
  {
    user_name: 'victor',
    first_name: 'Victor',
    last_name: 'Rao',
    user_email: 'victor@bharatsteel.example',
  },
  {
    user_name: 'admin',
    first_name: 'Platform',
    last_name: 'Admin',
    user_email: 'admin@concord.example',
    is_platform_admin: true,
  },
] as const;

export const DEMO_TOOLS = [
  { tool_name: 'Reconciliation', tool_prefix: 'reco', is_licensable: true },
  { tool_name: 'Purchase & Sales', tool_prefix: 'poso', is_licensable: false },
  { tool_name: 'Analytics', tool_prefix: 'analytics', is_licensable: true },
] as const;

export type DemoIds = {
  companies: Record<keyof typeof DEMO_COMPANIES, number>;
  users: Record<(typeof DEMO_USERS)[number]['user_name'], number>;
  tools: Record<(typeof DEMO_TOOLS)[number]['tool_prefix'], number>;
};

async function ensureCompany(
  db: Db,
  input: (typeof DEMO_COMPANIES)[keyof typeof DEMO_COMPANIES],
): Promise<number> {
  const existing = await db
    .selectFrom('core.companies')
    .select('company_id')
    .where('company_name', '=', input.company_name)
    .orderBy('company_id')
    .executeTakeFirst();
  if (existing) return existing.company_id;
  return (await createCompany(db, input)).company_id;
}

/**
 * Demo data: Acme (customer) connected to two vendors, four users with password
 * `concord-demo`, three tools. Safe to run on every start: existing rows are kept.
 */
export async function seedDemo(db: Db): Promise<DemoIds> {
  const companies = {
    acme: await ensureCompany(db, DEMO_COMPANIES.acme),
    bharat: await ensureCompany(db, DEMO_COMPANIES.bharat),
    rhein: await ensureCompany(db, DEMO_COMPANIES.rhein),
  };

  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('core.users')
      .values(DEMO_USERS.map((u) => ({ ...u, password_hash: DEMO_PASSWORD_HASH })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    const userRows = await trx
      .selectFrom('core.users')
      .select(['user_id', 'user_name'])
      .where(
        'user_name',
        'in',
        DEMO_USERS.map((u) => u.user_name),
      )
      .execute();
    const users = Object.fromEntries(
      userRows.map((u) => [u.user_name, u.user_id]),
    ) as DemoIds['users'];

    await trx
      .insertInto('core.tools')
      .values(DEMO_TOOLS.map((t) => ({ ...t })))
      .onConflict((oc) => oc.column('tool_prefix').doNothing())
      .execute();
    const toolRows = await trx
      .selectFrom('core.tools')
      .select(['tool_id', 'tool_prefix'])
      .execute();
    const tools = Object.fromEntries(
      toolRows.map((t) => [t.tool_prefix, t.tool_id]),
    ) as DemoIds['tools'];

    await trx
      .insertInto('core.memberships')
      .values([
        { user_id: users.alice, company_id: companies.acme, role: 'owner' },
        { user_id: users.fiona, company_id: companies.acme, role: 'approver' },
        { user_id: users.kiran, company_id: companies.acme, role: 'reconciler' },
        { user_id: users.meera, company_id: companies.acme, role: 'reviewer' },
        { user_id: users.victor, company_id: companies.bharat, role: 'owner' },
        { user_id: users.victor, company_id: companies.rhein, role: 'owner' },
      ])
      .onConflict((oc) => oc.columns(['user_id', 'company_id']).doNothing())
      .execute();

    await trx
      .insertInto('core.company_connections')
      .values([
        {
          customer_company_id: companies.acme,
          vendor_company_id: companies.bharat,
          status: 'accepted',
        },
        {
          customer_company_id: companies.acme,
          vendor_company_id: companies.rhein,
          status: 'accepted',
        },
      ])
      .onConflict((oc) => oc.columns(['customer_company_id', 'vendor_company_id']).doNothing())
      .execute();

    await trx
      .insertInto('core.subscriptions')
      .values([
        { company_id: companies.acme, tool_id: tools.reco },
        { company_id: companies.bharat, tool_id: tools.reco },
      ])
      .onConflict((oc) => oc.columns(['company_id', 'tool_id']).doNothing())
      .execute();

    return { companies, users, tools };
  });
}
