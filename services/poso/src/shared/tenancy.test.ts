import { sql } from 'kysely';
import { signAccessToken } from '@concord/auth';
import { describe, expect, it } from 'vitest';
import {
  ITEMS,
  newKey,
  payableInvoice,
  PDF,
  upload,
  type Kit,
  type Parties,
  withKit,
} from '../testing/testkit.js';

/**
 * Company A (Rhein, an attacker's own company) holds a valid token; company B's rows live
 * in Acme's (customer side) and Bharat's (vendor side) schemas. Every poso route is called
 * with B's ids or B's tenant headers; the answer is 403/404 (lists: nothing of B's) and
 * B's rows are unchanged.
 */
let kit: Kit;
let p: Parties;
let attacker: string;
let b: {
  poId: number;
  poItemId: number;
  poReceivedId: number;
  invoiceId: number;
  invoiceReceivedId: number;
  paymentId: number;
  paymentReceivedId: number;
  advanceId: number;
  advanceReceivedId: number;
  files: {
    poId: number;
    poReceivedId: number;
    poAttachmentId: number;
    invoiceId: number;
    invoiceReceivedId: number;
    invoiceAttachmentId: number;
  };
};

const TABLES = [
  'purchase_orders',
  'po_items',
  'po_attachments',
  'po_approvals',
  'sales_orders',
  'invoices',
  'invoice_items',
  'invoice_additional_charges',
  'invoices_received',
  'payments_made',
  'payments_received',
  'advances_paid',
  'advances_received',
  'invoice_attachments',
];

async function snapshot(): Promise<string> {
  const parts: unknown[] = [];
  for (const schema of ['co_1', 'co_2']) {
    for (const table of TABLES) {
      const rows = await sql<{
        data: unknown;
      }>`SELECT json_agg(t ORDER BY t) AS data FROM ${sql.id(schema, table)} t`.execute(kit.t.db);
      parts.push([schema, table, rows.rows[0]?.data]);
    }
  }
  const keys = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM core.idempotency_keys WHERE company_id IN (${p.acme}, ${p.bharat})`.execute(
    kit.t.db,
  );
  parts.push(keys.rows[0]?.n);
  return JSON.stringify(parts);
}

/** list: answers 200 with only the caller's rows; shared: reference data of the caller's own schema */
type Route = {
  method: string;
  url: () => string;
  body?: () => unknown;
  list?: boolean;
  shared?: boolean;
};

const routes: Route[] = [
  { method: 'GET', url: () => `/po/?po_id=${b.poId}`, list: true },
  { method: 'GET', url: () => `/po/by/?po_id=${b.poId}` },
  {
    method: 'POST',
    url: () => '/po/',
    body: () => ({ vendor_company_id: p.bharat, po_items: ITEMS }),
  },
  { method: 'PATCH', url: () => '/po/', body: () => ({ po_id: b.poId, description: 'hijack' }) },
  { method: 'POST', url: () => `/po/items/?po_id=${b.poId}`, body: () => ITEMS },
  { method: 'DELETE', url: () => `/po/items/?po_id=${b.poId}&po_item_id=${b.poItemId}` },
  { method: 'POST', url: () => `/po/send/?po_id=${b.poId}&user_id=${p.users.fiona}` },
  { method: 'PATCH', url: () => `/po/approve/?po_id=${b.poId}` },
  {
    method: 'PATCH',
    url: () => `/po/approve/reject/?po_id=${b.poId}`,
    body: () => ({ reject_remarks: 'x' }),
  },
  { method: 'GET', url: () => `/po/received/?po_received_id=${b.poReceivedId}`, list: true },
  { method: 'GET', url: () => `/po/received/by/?po_received_id=${b.poReceivedId}` },
  {
    method: 'PATCH',
    url: () => '/po/received/accept/',
    body: () => ({ po_received_id: b.poReceivedId }),
  },
  {
    method: 'PATCH',
    url: () => '/po/received/reject/',
    body: () => ({ po_received_id: b.poReceivedId, reject_remarks: 'x' }),
  },
  { method: 'POST', url: () => `/po/attachments/?po_id=${b.poId}` },
  { method: 'GET', url: () => `/po/attachments/${b.poId}/` },
  { method: 'GET', url: () => `/po/attachments/received/${b.poReceivedId}/` },
  { method: 'GET', url: () => `/invoices/?sales_po_id=${b.poReceivedId}`, list: true },
  { method: 'GET', url: () => `/invoices/raised/?sales_po_id=${b.poReceivedId}`, list: true },
  { method: 'GET', url: () => `/invoices/purchase/?po_id=${b.poId}`, list: true },
  {
    method: 'GET',
    url: () => `/invoices/pending/approval_procurement/?user_id=${p.users.fiona}`,
    list: true,
  },
  { method: 'GET', url: () => `/invoices/purchase/${b.invoiceReceivedId}/` },
  {
    method: 'GET',
    url: () => `/invoices/received/items/?invoice_received_id=${b.invoiceReceivedId}`,
  },
  { method: 'GET', url: () => `/invoices/${b.invoiceId}/` },
  {
    method: 'POST',
    url: () => '/invoices/',
    body: () => ({ sales_po_id: b.poReceivedId, invoice_items: ITEMS }),
  },
  {
    method: 'PATCH',
    url: () => `/invoices/${b.invoiceId}/`,
    body: () => ({ description: 'hijack' }),
  },
  {
    method: 'POST',
    url: () => `/invoices/additional_charge/?invoice_id=${b.invoiceId}`,
    body: () => ({ additional_charge_master_id: 1, amount: '5' }),
  },
  { method: 'POST', url: () => `/invoices/send/?invoice_id=${b.invoiceId}` },
  {
    method: 'PATCH',
    url: () => `/invoices/received/accept/?invoice_received_id=${b.invoiceReceivedId}`,
  },
  {
    method: 'PATCH',
    url: () => `/invoices/received/reject/?purchase_invoice_id=${b.invoiceReceivedId}`,
    body: () => ({ reject_remarks: 'x' }),
  },
  { method: 'POST', url: () => `/invoices/attachments/?invoice_id=${b.invoiceId}` },
  { method: 'GET', url: () => `/invoices/attachments/${b.invoiceId}/` },
  { method: 'GET', url: () => `/invoices/attachments/received/${b.invoiceReceivedId}/` },
  { method: 'GET', url: () => `/payment/?invoice_received_id=${b.invoiceReceivedId}`, list: true },
  { method: 'GET', url: () => `/payment/collections/?invoice_id=${b.invoiceId}`, list: true },
  { method: 'GET', url: () => `/payment/advance/list/?po_id=${b.poId}`, list: true },
  {
    method: 'GET',
    url: () => `/payment/advance/received/?sales_po_id=${b.poReceivedId}`,
    list: true,
  },
  {
    method: 'POST',
    url: () => '/payment/advance/',
    body: () => ({ po_id: b.poId, reference_number: 'X', amount: '1' }),
  },
  {
    method: 'PATCH',
    url: () => `/payment/advance/confirm/?advance_received_id=${b.advanceReceivedId}`,
  },
  { method: 'GET', url: () => '/payment/status/', shared: true },
  {
    method: 'GET',
    url: () => `/po/attachments/${b.files.poId}/${b.files.poAttachmentId}/content/`,
  },
  {
    method: 'GET',
    url: () =>
      `/po/attachments/received/${b.files.poReceivedId}/${b.files.poAttachmentId}/content/`,
  },
  {
    method: 'GET',
    url: () => `/invoices/attachments/${b.files.invoiceId}/${b.files.invoiceAttachmentId}/content/`,
  },
  {
    method: 'GET',
    url: () =>
      `/invoices/attachments/received/${b.files.invoiceReceivedId}/${b.files.invoiceAttachmentId}/content/`,
  },
  {
    method: 'POST',
    url: () => '/payment/',
    body: () => ({ invoice_received_id: b.invoiceReceivedId, reference_number: 'X', amount: '1' }),
  },
  { method: 'PATCH', url: () => `/invoices/confirm/?payment_received_id=${b.paymentReceivedId}` },
  { method: 'GET', url: () => '/po/status/', shared: true },
  { method: 'GET', url: () => '/invoices/status/', shared: true },
  { method: 'GET', url: () => '/invoices/additional_charge_master/', shared: true },
  { method: 'GET', url: () => '/rate/exchange?rate=USD&exchange=INR', shared: true },
];

withKit(async (started) => {
  ({ kit, p } = started);
  const ids = await payableInvoice(kit, p);
  const pay = await kit.call(
    p.alice,
    'POST',
    '/payment/',
    { invoice_received_id: ids.invoiceReceivedId, reference_number: 'B-1', amount: '10' },
    { 'idempotency-key': newKey() },
  );
  const po = await kit.call(p.alice, 'GET', `/po/by/?po_id=${ids.poId}`);
  const advance = await kit.call(
    p.alice,
    'POST',
    '/payment/advance/',
    { po_id: ids.poId, reference_number: 'ADV-B-1', amount: '10' },
    { 'idempotency-key': newKey() },
  );
  b = {
    ...ids,
    advanceId: advance.json<{ advance_id: number }>().advance_id,
    advanceReceivedId: advance.json<{ advance_received_id: number }>().advance_received_id,
    files: await documentsWithFiles(),
    poItemId: (JSON.parse(po.json<{ po_items: string }>().po_items) as { po_item_id: number }[])[0]!
      .po_item_id,
    paymentId: pay.json<{ payment_id: number }>().payment_id,
    paymentReceivedId: pay.json<{ payment_received_id: number }>().payment_received_id,
  };
  const mallory = await kit.addUser('mallory', p.rhein, 'owner');
  attacker = await kit.token(mallory, p.rhein, 'owner');
});

/** A PO and an invoice of B's, each with a file, handed over to the other side. */
async function documentsWithFiles(): Promise<typeof b.files> {
  const created = await kit.call(p.alice, 'POST', '/po/', {
    vendor_company_id: p.bharat,
    po_items: ITEMS,
  });
  const poId = created.json<{ po_id: number }>().po_id;
  const poFile = await upload(kit, p.alice, `/po/attachments/?po_id=${poId}`, 'b.pdf', PDF);
  await kit.call(p.alice, 'POST', `/po/send/?po_id=${poId}&user_id=${p.users.fiona}`);
  const approved = await kit.call(p.fiona, 'PATCH', `/po/approve/?po_id=${poId}`);
  const poReceivedId = approved.json<{ po_received_id: number }>().po_received_id;
  await kit.call(p.victor, 'PATCH', '/po/received/accept/', { po_received_id: poReceivedId });
  const invoice = await kit.call(p.victor, 'POST', '/invoices/', {
    sales_po_id: poReceivedId,
    invoice_items: ITEMS,
  });
  const invoiceId = invoice.json<{ invoice_id: number }>().invoice_id;
  const invoiceFile = await upload(
    kit,
    p.victor,
    `/invoices/attachments/?invoice_id=${invoiceId}`,
    'b.pdf',
    PDF,
  );
  const sent = await kit.call(p.victor, 'POST', `/invoices/send/?invoice_id=${invoiceId}`);
  return {
    poId,
    poReceivedId,
    poAttachmentId: poFile.json<{ attachment_id: number }>().attachment_id,
    invoiceId,
    invoiceReceivedId: sent.json<{ invoice_received_id: number }>().invoice_received_id,
    invoiceAttachmentId: invoiceFile.json<{ attachment_id: number }>().attachment_id,
  };
}

describe('cross-tenant matrix over every poso route', () => {
  it("company A's token with company B's ids: 403/404, lists show nothing of B, B unchanged", async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const route of routes) {
      const res = await kit.call(attacker, route.method, route.url(), route.body?.(), {
        'idempotency-key': newKey(),
      });
      const ok = route.list
        ? res.statusCode === 200 && res.json<{ totalCount: number }>().totalCount === 0
        : route.shared
          ? res.statusCode === 200
          : [403, 404].includes(res.statusCode);
      if (!ok)
        failures.push(
          `${route.method} ${route.url()} -> ${res.statusCode} ${res.body.slice(0, 120)}`,
        );
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it("company A's token with company B's tenant headers: 403 on every route, B unchanged", async () => {
    const before = await snapshot();
    const headerSets: Record<string, string>[] = [
      { 'x-dts-schema': 'co_1' },
      { 'x-dts-schema': 'co_2', 'x-dts-database': 'concord' },
      { 'x-dts-database': 'other' },
    ];
    for (const headers of headerSets) {
      for (const route of routes) {
        const res = await kit.call(attacker, route.method, route.url(), route.body?.(), {
          ...headers,
          'idempotency-key': newKey(),
        });
        expect(res.statusCode, `${route.method} ${route.url()} ${JSON.stringify(headers)}`).toBe(
          403,
        );
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('unsafe schema headers are refused without SQL text', async () => {
    for (const schema of ['public', 'pg_catalog', 'a";drop', 'x'.repeat(64)]) {
      const res = await kit.call(p.alice, 'GET', '/po/', undefined, { 'x-dts-schema': schema });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toMatch(/select|syntax|relation/i);
    }
  });

  it("B's own users still see their rows with their own headers", async () => {
    const res = await kit.call(p.alice, 'GET', `/po/by/?po_id=${b.poId}`, undefined, {
      'x-dts-schema': 'co_1',
      'x-dts-database': 'concord',
    });
    expect(res.statusCode).toBe(200);
  });

  it('a token without a company is refused on every route', async () => {
    const session = await sql<{
      session_id: string;
    }>`INSERT INTO core.sessions (user_id) VALUES (${p.users.alice}) RETURNING session_id`.execute(
      kit.t.db,
    );
    const personal = (
      await signAccessToken(kit.keys.privateKey, {
        userId: p.users.alice,
        sessionId: session.rows[0]!.session_id,
        userName: 'alice',
        scopes: ['profile'],
      })
    ).token;
    for (const route of routes) {
      const res = await kit.call(personal, route.method, route.url(), route.body?.(), {
        'idempotency-key': newKey(),
      });
      expect(res.statusCode, `${route.method} ${route.url()}`).toBe(403);
    }
  });
});
