import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { poso as posoContracts } from '@concord/contracts';
import type { Attachment } from '../modules/poso-shared/poso-shared.type.js';
import { ok, posoFlows } from '../testing/poso-flows.js';
import { LINES, startPosoKit, type PosoKit, type Session } from '../testing/poso-kit.js';

// Attachment upload and download through the BFF's file routes to the real poso service.

let kit: PosoKit;
let alice: Session;
let victor: Session;
let mallory: Session;
let flows: ReturnType<typeof posoFlows>;

const PDF = Buffer.from('%PDF-1.4 quotation for steel rods');

beforeAll(async () => {
  kit = await startPosoKit();
  const { acme, bharat, rhein } = kit.ids.companies;
  alice = await kit.signIn('alice', acme);
  victor = await kit.signIn('victor', bharat);
  await kit.addMember('mallory', rhein, 'owner');
  mallory = await kit.signIn('mallory', rhein);
  flows = posoFlows(kit, { alice, fiona: await kit.signIn('fiona', acme), victor });
});
afterAll(() => kit?.close());

const server = () => kit.bff.app.server;

function upload(path: string, session: Session | undefined, name: string, content: Buffer) {
  return request(server())
    .post(path)
    .set(session?.headers ?? {})
    .attach('file', content, name);
}

/** The attachment a file route answers with (supertest types every body as any). */
const attachmentOf = (response: request.Response) => response.body as Attachment;

function download(path: string, session: Session) {
  return request(server())
    .get(path)
    .set(session.headers)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};

describe('attachment file routes', () => {
  it('uploads a PO file, lists it in GraphQL, and streams it back to both companies', async () => {
    const po = await flows.createPo();
    const uploaded = await upload(`/files/po/${po.id}/attachments`, alice, 'quote.pdf', PDF);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({
      fileName: 'quote.pdf',
      contentType: 'application/pdf',
      sizeBytes: String(PDF.length),
      downloadPath: `/files/po/${po.id}/attachments/${attachmentOf(uploaded).attachmentId}`,
    });

    const listed = ok(
      await kit.graphql<{ purchaseOrder: { attachments: { downloadPath: string }[] } }>(
        'query P($id: Int!) { purchaseOrder(id: $id) { attachments { attachmentId fileName sha256 downloadPath } } }',
        { id: po.id },
        alice.headers,
      ),
    ).purchaseOrder.attachments;
    expect(listed).toEqual([
      expect.objectContaining({
        fileName: 'quote.pdf',
        downloadPath: attachmentOf(uploaded).downloadPath,
      }) as unknown,
    ]);

    const own = await download(listed[0]!.downloadPath, alice);
    expect(own.status).toBe(200);
    expect((own.body as Buffer).equals(PDF)).toBe(true);
    expect(own.headers).toMatchObject({
      ...SECURITY_HEADERS,
      'content-type': 'application/pdf',
      'content-disposition': expect.stringMatching(/^attachment; filename="quote\.pdf"/) as unknown,
    });
    expect((await download(listed[0]!.downloadPath, mallory)).status).toBe(404);

    const receivedId = await flows.sendAndApprove(po.id);
    const received = ok(
      await kit.graphql<{ receivedPurchaseOrder: { attachments: { downloadPath: string }[] } }>(
        'query R($id: Int!) { receivedPurchaseOrder(id: $id) { attachments { downloadPath } } }',
        { id: receivedId },
        victor.headers,
      ),
    ).receivedPurchaseOrder.attachments;
    expect(received[0]!.downloadPath).toMatch(new RegExp(`^/files/received-po/${receivedId}/`));
    const vendorCopy = await download(received[0]!.downloadPath, victor);
    expect(vendorCopy.status).toBe(200);
    expect((vendorCopy.body as Buffer).equals(PDF)).toBe(true);
    expect(vendorCopy.headers).toMatchObject(SECURITY_HEADERS);
  });

  it('uploads an invoice file that the customer downloads from the purchase invoice', async () => {
    const po = await flows.createPo();
    const receivedId = await flows.sendAndApprove(po.id);
    ok(
      await kit.graphql(
        'mutation A($id: Int!, $key: String!) { acceptReceivedPurchaseOrder(id: $id, idempotencyKey: $key) { id } }',
        { id: receivedId, key: `files-accept-${receivedId}` },
        victor.headers,
      ),
    );
    const invoice = ok(
      await kit.graphql<{ createSalesInvoice: { id: number } }>(
        'mutation I($so: Int!, $items: [LineItemInput!]!) { createSalesInvoice(input: { receivedPurchaseOrderId: $so, items: $items }) { id } }',
        { so: receivedId, items: LINES },
        victor.headers,
      ),
    ).createSalesInvoice;
    const csv = Buffer.from('line,amount\nrods,11800\n');
    const up = await upload(`/files/invoices/${invoice.id}/attachments`, victor, 'lines.csv', csv);
    expect(up.status).toBe(201);
    expect(attachmentOf(up).contentType).toBe('text/csv');
    ok(
      await kit.graphql(
        'mutation S($id: Int!, $key: String!) { sendSalesInvoice(id: $id, idempotencyKey: $key) { id } }',
        { id: invoice.id, key: `files-send-${invoice.id}` },
        victor.headers,
      ),
    );
    const purchase = ok(
      await kit.graphql<{
        purchaseInvoices: {
          items: { attachments: { downloadPath: string; fileName: string }[] }[];
        };
      }>(
        'query P($po: Int!) { purchaseInvoices(filter: { purchaseOrderId: $po }) { items { attachments { fileName downloadPath } } } }',
        { po: po.id },
        alice.headers,
      ),
    ).purchaseInvoices.items[0]!.attachments;
    expect(purchase[0]).toMatchObject({ fileName: 'lines.csv' });
    expect(purchase[0]!.downloadPath).toMatch(/^\/files\/purchase-invoices\//);
    const copy = await download(purchase[0]!.downloadPath, alice);
    expect(copy.status).toBe(200);
    expect((copy.body as Buffer).toString()).toBe(csv.toString());
  });

  it('refuses bad uploads with clear messages and stores nothing', async () => {
    const po = await flows.createPo();
    const path = `/files/po/${po.id}/attachments`;
    const poso = kit.calls.poso.length;

    const anonymous = await upload(path, undefined, 'quote.pdf', PDF);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ error: 'UNAUTHENTICATED' });

    const exe = await upload(path, alice, 'setup.exe', Buffer.from('MZ\x90\x00'));
    expect(exe.status).toBe(400);
    expect(exe.body).toMatchObject({
      message: 'Unsupported file type',
      fields: { file: expect.stringContaining('.pdf') as unknown },
    });

    const notMultipart = await request(server())
      .post(path)
      .set(alice.headers)
      .set('content-type', 'application/json')
      .send({ file: 'x' });
    expect(notMultipart.status).toBe(400);

    const oversized = await request(server())
      .post(path)
      .set(alice.headers)
      .set('content-type', 'multipart/form-data; boundary=x')
      .set('content-length', String(posoContracts.MAX_ATTACHMENT_BYTES + 1024 * 1024))
      .send('--x--');
    expect(oversized.status).toBe(413);
    expect(oversized.body).toMatchObject({
      error: 'PAYLOAD_TOO_LARGE',
      fields: { file: 'At most 25 MB' },
    });
    expect(kit.calls.poso.length).toBe(poso);

    const renamed = await upload(path, alice, 'quote.pdf', Buffer.from('MZ\x90\x00 not a pdf'));
    expect(renamed.status).toBe(400);
    expect(renamed.body).toMatchObject({ fields: { file: 'Invalid content' } });

    const two = await request(server())
      .post(path)
      .set(alice.headers)
      .attach('file', PDF, 'a.pdf')
      .attach('other', PDF, 'b.pdf');
    expect(two.status).toBe(400);
    expect(two.body).toMatchObject({ message: 'Send one file per request.' });

    expect((await upload('/files/po/abc/attachments', alice, 'q.pdf', PDF)).status).toBe(400);
    const foreign = await upload(path, mallory, 'quote.pdf', PDF);
    expect(foreign.status).toBe(404);

    const listed = ok(
      await kit.graphql<{ purchaseOrder: { attachments: unknown[] } }>(
        'query P($id: Int!) { purchaseOrder(id: $id) { attachments { attachmentId } } }',
        { id: po.id },
        alice.headers,
      ),
    ).purchaseOrder.attachments;
    expect(listed).toEqual([]);
  });
});
