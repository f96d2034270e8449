import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import {
  generateSigningKeys,
  scopesForMembership,
  signAccessToken,
  type SigningKeys,
} from '@concord/auth';
import { createDemoTestDatabase, type DemoIds, type TestDatabase } from '@concord/db';
import { buildPosoApp, type BuildPosoAppOptions } from '../app.js';
import { withFaults, type Faults } from './faulty-database.js';

export type Kit = {
  t: TestDatabase;
  app: FastifyInstance;
  ids: DemoIds;
  keys: SigningKeys;
  /** Makes chosen statements of the app fail (see faulty-database.ts). */
  faults: Faults;
  /** Folder of the attachment file storage. */
  filesDir: string;
  /** A company token for a user of the demo (or one added with addUser). */
  token: (userId: number, companyId: number, role: string) => Promise<string>;
  addUser: (userName: string, companyId: number, role: string) => Promise<number>;
  call: (
    token: string,
    method: string,
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

export type KitOptions = {
  poolSize?: number;
  /** The undo grace period; without it hand-overs are carried out at once. */
  heldActions?: BuildPosoAppOptions['heldActions'];
};

export async function startKit(options: KitOptions = {}): Promise<Kit> {
  // A small pool queues every request behind a few connections; on a busy machine the wait
  // may pass the default 5 s, which would be load and not a failure of the code under test.
  const t = await createDemoTestDatabase(
    options.poolSize ? { max: options.poolSize, connectionTimeoutMillis: 60_000 } : {},
  );
  const { ids } = t;
  const keys = await generateSigningKeys();
  const { db: appDb, faults } = withFaults(t.db);
  const filesDir = await mkdtemp(path.join(tmpdir(), 'poso-files-'));
  const app = await buildPosoApp({
    db: appDb,
    publicKey: keys.publicKey,
    filesDir,
    logger: false,
    validateResponses: true,
    ...(options.heldActions ? { heldActions: options.heldActions } : {}),
  });
  await app.ready();

  const token = async (userId: number, companyId: number, role: string) => {
    const session = await sql<{
      session_id: string;
    }>`INSERT INTO core.sessions (user_id) VALUES (${userId}) RETURNING session_id`.execute(t.db);
    const signed = await signAccessToken(keys.privateKey, {
      userId,
      sessionId: session.rows[0]!.session_id,
      userName: `user${userId}`,
      scopes: scopesForMembership(role),
      companyId,
    });
    return signed.token;
  };

  const addUser = async (userName: string, companyId: number, role: string) => {
    const user = await sql<{ user_id: number }>`
      INSERT INTO core.users (user_name, user_email, password_hash) VALUES (${userName}, ${`${userName}@example.test`}, 'x')
      RETURNING user_id`.execute(t.db);
    const userId = user.rows[0]!.user_id;
    await sql`INSERT INTO core.memberships (user_id, company_id, role) VALUES (${userId}, ${companyId}, ${role})`.execute(
      t.db,
    );
    return userId;
  };

  const call = (
    token: string,
    method: string,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });

  return {
    t,
    app,
    ids,
    keys,
    faults,
    filesDir,
    token,
    addUser,
    call,
    close: async () => {
      await app.close();
      await t.drop();
    },
  };
}

/**
 * One kit per test file: started with the demo parties before the file's tests, handed to
 * `ready` (which keeps it and may add users), closed after the tests.
 */
export function withKit(
  ready: (started: { kit: Kit; p: Parties }) => unknown,
  options: KitOptions = {},
): void {
  let kit: Kit | undefined;
  beforeAll(async () => {
    kit = await startKit(options);
    await ready({ kit, p: await demoParties(kit) });
  });
  afterAll(() => kit?.close());
}

/** Users with narrower roles: Acme admin (no approvals, no payments), viewer and finance; Bharat admin and viewer. */
export type RoleTokens = {
  acmeAdmin: string;
  acmeViewer: string;
  acmeFinance: string;
  bharatAdmin: string;
  bharatViewer: string;
};

export async function roleTokens(kit: Kit, p: Parties): Promise<RoleTokens> {
  const token = async (name: string, company: number, role: string) =>
    kit.token(await kit.addUser(name, company, role), company, role);
  return {
    acmeAdmin: await token('acme-admin', p.acme, 'admin'),
    acmeViewer: await token('acme-viewer', p.acme, 'viewer'),
    acmeFinance: await token('acme-finance', p.acme, 'finance'),
    bharatAdmin: await token('bharat-admin', p.bharat, 'admin'),
    bharatViewer: await token('bharat-viewer', p.bharat, 'viewer'),
  };
}

export const ITEMS = [
  { material_description: 'Steel rods 12mm', rate_per_unit: '1000', quantity: '10', tax: '18' },
  { material_description: 'Binding wire', rate_per_unit: '50.50', quantity: '4', tax: '5' },
];
/** 1000 x 10 x 1.18 + 50.50 x 4 x 1.05 */
export const ITEMS_TOTAL = '12012.10';

export type Parties = {
  alice: string;
  fiona: string;
  victor: string;
  acme: number;
  bharat: number;
  rhein: number;
  users: DemoIds['users'];
};

export async function demoParties(kit: Kit): Promise<Parties> {
  const { companies, users } = kit.ids;
  return {
    alice: await kit.token(users.alice, companies.acme, 'owner'),
    fiona: await kit.token(users.fiona, companies.acme, 'approver'),
    victor: await kit.token(users.victor, companies.bharat, 'owner'),
    acme: companies.acme,
    bharat: companies.bharat,
    rhein: companies.rhein,
    users,
  };
}

/** A multipart body with one file part, as a browser sends it. */
export function multipartFile(fileName: string, content: Buffer) {
  const boundary = '----poso' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(
  kit: Kit,
  token: string,
  url: string,
  fileName: string,
  content: Buffer,
) {
  const body = multipartFile(fileName, content);
  return kit.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
}

export const PDF = Buffer.from('%PDF-1.4 demo quote');

let keyCounter = 0;
export const newKey = () => `test-key-${Date.now()}-${++keyCounter}`;

/** Customer PO through approval to the vendor; returns both ids. */
export async function poAtVendor(
  kit: Kit,
  p: Parties,
): Promise<{ poId: number; poReceivedId: number }> {
  const created = await kit.call(p.alice, 'POST', '/po/', {
    vendor_company_id: p.bharat,
    po_items: JSON.stringify(ITEMS),
    description: 'Rods',
  });
  if (created.statusCode !== 201) throw new Error(`create: ${created.body}`);
  const poId = created.json<{ po_id: number }>().po_id;
  const sent = await kit.call(p.alice, 'POST', `/po/send/?po_id=${poId}&user_id=${p.users.fiona}`);
  if (sent.statusCode !== 200) throw new Error(`send: ${sent.body}`);
  const approved = await kit.call(p.fiona, 'PATCH', `/po/approve/?po_id=${poId}`);
  if (approved.statusCode !== 200) throw new Error(`approve: ${approved.body}`);
  return { poId, poReceivedId: approved.json<{ po_received_id: number }>().po_received_id };
}

/** ... accepted by the vendor (Raised on both sides). */
export async function raisedPo(kit: Kit, p: Parties) {
  const po = await poAtVendor(kit, p);
  const accepted = await kit.call(p.victor, 'PATCH', '/po/received/accept/', {
    po_received_id: po.poReceivedId,
  });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);
  return po;
}

/** ... accepted by the vendor, invoiced and sent; returns the ids on both sides. */
export async function invoiceAtCustomer(kit: Kit, p: Parties, items = ITEMS) {
  const po = await poAtVendor(kit, p);
  const accepted = await kit.call(p.victor, 'PATCH', '/po/received/accept/', {
    po_received_id: po.poReceivedId,
  });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);
  const inv = await kit.call(p.victor, 'POST', '/invoices/', {
    sales_po_id: po.poReceivedId,
    invoice_items: items,
  });
  if (inv.statusCode !== 201) throw new Error(`invoice: ${inv.body}`);
  const invoiceId = inv.json<{ invoice_id: number }>().invoice_id;
  const sent = await kit.call(p.victor, 'POST', `/invoices/send/?invoice_id=${invoiceId}`);
  if (sent.statusCode !== 200) throw new Error(`invoice send: ${sent.body}`);
  return {
    ...po,
    invoiceId,
    invoiceReceivedId: sent.json<{ invoice_received_id: number }>().invoice_received_id,
  };
}

/** ... accepted by the customer and by finance: payable. */
export async function payableInvoice(kit: Kit, p: Parties) {
  const ids = await invoiceAtCustomer(kit, p);
  for (const who of [p.alice, p.fiona]) {
    const r = await kit.call(
      who,
      'PATCH',
      `/invoices/received/accept/?invoice_received_id=${ids.invoiceReceivedId}`,
    );
    if (r.statusCode !== 200) throw new Error(`invoice accept: ${r.body}`);
  }
  return ids;
}
