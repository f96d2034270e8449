import { readdir } from 'node:fs/promises';
import { createDeflateRaw } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildZip } from '@concord/reco-engine/read/zip/zip-builder.test-support.js';
import { ITEMS, PDF, upload, type Kit, type Parties, withKit } from '../testing/testkit.js';
import { poso } from '@concord/contracts';

let kit: Kit;
let p: Parties;
withKit((started) => ({ kit, p } = started));

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};

describe('attachments', () => {
  it('a PO attachment is stored with its sha256 and travels to the vendor with the PO', async () => {
    const created = await kit.call(p.alice, 'POST', '/po/', {
      vendor_company_id: p.bharat,
      po_items: ITEMS,
    });
    const poId = created.json<{ po_id: number }>().po_id;
    const up = await upload(kit, p.alice, `/po/attachments/?po_id=${poId}`, 'quote.pdf', PDF);
    expect(up.statusCode).toBe(201);
    expect(up.json()).toMatchObject({
      file_name: 'quote.pdf',
      size_bytes: String(PDF.length),
      content_type: 'application/pdf',
    });

    const renamedExe = await upload(
      kit,
      p.alice,
      `/po/attachments/?po_id=${poId}`,
      'quote.pdf',
      Buffer.from('MZ\x90\x00'),
    );
    expect(renamedExe.statusCode).toBe(400);
    expect(renamedExe.json()).toMatchObject({ fields: { file: 'Invalid content' } });
    const wrongType = await upload(
      kit,
      p.alice,
      `/po/attachments/?po_id=${poId}`,
      'run.exe',
      Buffer.from('MZ'),
    );
    expect(wrongType.statusCode).toBe(400);
    const binaryCsv = await upload(
      kit,
      p.alice,
      `/po/attachments/?po_id=${poId}`,
      'rates.csv',
      Buffer.from('a,b\n\0\0'),
    );
    expect(binaryCsv.statusCode).toBe(400);

    expect((await kit.call(p.alice, 'GET', `/po/attachments/${poId}/`)).json()).toHaveLength(1);
    expect(
      (await kit.call(p.alice, 'GET', `/po/by/?po_id=${poId}`)).json<{ attachments: unknown[] }>()
        .attachments,
    ).toEqual([expect.objectContaining({ file_name: 'quote.pdf' })]);
    await kit.call(p.alice, 'POST', `/po/send/?po_id=${poId}&user_id=${p.users.fiona}`);
    const approved = await kit.call(p.fiona, 'PATCH', `/po/approve/?po_id=${poId}`);
    const poReceivedId = approved.json<{ po_received_id: number }>().po_received_id;
    const received = await kit.call(p.victor, 'GET', `/po/attachments/received/${poReceivedId}/`);
    expect(received.json()).toEqual([expect.objectContaining({ file_name: 'quote.pdf' })]);
  });

  it('downloads stream the file to both sides with attachment headers; other ids are 404', async () => {
    const created = await kit.call(p.alice, 'POST', '/po/', {
      vendor_company_id: p.bharat,
      po_items: ITEMS,
    });
    const poId = created.json<{ po_id: number }>().po_id;
    const name = 'Angebot; final ä.pdf';
    const up = await upload(kit, p.alice, `/po/attachments/?po_id=${poId}`, name, PDF);
    const attachmentId = up.json<{ attachment_id: number }>().attachment_id;

    const own = await kit.call(p.alice, 'GET', `/po/attachments/${poId}/${attachmentId}/content/`);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PDF)).toBe(true);
    expect(own.headers).toMatchObject({
      ...SECURITY_HEADERS,
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
    });
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="[\w.\- ]+"/);
    expect(own.headers['content-disposition']).toContain('filename="Angebot_ final _.pdf"');

    // the vendor sees nothing before the hand-over
    expect(
      (await kit.call(p.victor, 'GET', `/po/attachments/${poId}/${attachmentId}/content/`))
        .statusCode,
    ).toBe(404);

    await kit.call(p.alice, 'POST', `/po/send/?po_id=${poId}&user_id=${p.users.fiona}`);
    const approved = await kit.call(p.fiona, 'PATCH', `/po/approve/?po_id=${poId}`);
    const poReceivedId = approved.json<{ po_received_id: number }>().po_received_id;
    const vendorCopy = await kit.call(
      p.victor,
      'GET',
      `/po/attachments/received/${poReceivedId}/${attachmentId}/content/`,
    );
    expect(vendorCopy.statusCode).toBe(200);
    expect(vendorCopy.rawPayload.equals(PDF)).toBe(true);
    expect(vendorCopy.headers).toMatchObject(SECURITY_HEADERS);
    expect(
      (
        await kit.call(
          p.victor,
          'GET',
          `/po/attachments/received/${poReceivedId}/${attachmentId + 1000}/content/`,
        )
      ).statusCode,
    ).toBe(404);

    // invoice attachments: the vendor's own, then the customer's copy after sending
    await kit.call(p.victor, 'PATCH', '/po/received/accept/', { po_received_id: poReceivedId });
    const invoice = await kit.call(p.victor, 'POST', '/invoices/', {
      sales_po_id: poReceivedId,
      invoice_items: ITEMS,
    });
    const invoiceId = invoice.json<{ invoice_id: number }>().invoice_id;
    const csv = Buffer.from('item,amount\nrods,10000\n');
    const invUp = await upload(
      kit,
      p.victor,
      `/invoices/attachments/?invoice_id=${invoiceId}`,
      'lines.CSV',
      csv,
    );
    expect(invUp.statusCode).toBe(201);
    expect(invUp.json()).toMatchObject({ content_type: 'text/csv' });
    const invAttachmentId = invUp.json<{ attachment_id: number }>().attachment_id;
    const vendorOwn = await kit.call(
      p.victor,
      'GET',
      `/invoices/attachments/${invoiceId}/${invAttachmentId}/content/`,
    );
    expect(vendorOwn.body).toBe(csv.toString());
    const sent = await kit.call(p.victor, 'POST', `/invoices/send/?invoice_id=${invoiceId}`);
    const invoiceReceivedId = sent.json<{ invoice_received_id: number }>().invoice_received_id;
    const purchase = await kit.call(p.alice, 'GET', `/invoices/purchase/${invoiceReceivedId}/`);
    expect(purchase.json<{ attachments: unknown[] }>().attachments).toEqual([
      expect.objectContaining({ attachment_id: invAttachmentId, file_name: 'lines.CSV' }),
    ]);
    const customerCopy = await kit.call(
      p.alice,
      'GET',
      `/invoices/attachments/received/${invoiceReceivedId}/${invAttachmentId}/content/`,
    );
    expect(customerCopy.statusCode).toBe(200);
    expect(customerCopy.body).toBe(csv.toString());
    expect(customerCopy.headers).toMatchObject(SECURITY_HEADERS);
    // the customer cannot reach the vendor's store by the vendor's ids
    expect(
      (
        await kit.call(
          p.alice,
          'GET',
          `/invoices/attachments/${invoiceId}/${invAttachmentId}/content/`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a file over the size limit and keeps nothing of it', async () => {
    const created = await kit.call(p.alice, 'POST', '/po/', {
      vendor_company_id: p.bharat,
      po_items: ITEMS,
    });
    const poId = created.json<{ po_id: number }>().po_id;
    const big = Buffer.concat([PDF, Buffer.alloc(poso.MAX_ATTACHMENT_BYTES)]);
    const res = await upload(kit, p.alice, `/po/attachments/?po_id=${poId}`, 'big.pdf', big);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'File too large' });
    expect((await kit.call(p.alice, 'GET', `/po/attachments/${poId}/`)).json()).toEqual([]);
  });
});

/** 1 GiB of zeros, deflated in a stream (about 1 MB) without ever holding the GiB. */
async function deflatedZeros(bytes: number): Promise<Buffer> {
  const z = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  z.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => z.on('end', resolve));
  const block = Buffer.alloc(16 * 1024 * 1024);
  for (let n = 0; n < bytes; n += block.length) {
    if (!z.write(block)) await new Promise((resolve) => z.once('drain', resolve));
  }
  z.end();
  await done;
  return Buffer.concat(out);
}

const GIB = 1024 * 1024 * 1024;

describe('office files pass the archive guard before they are stored (SECURITY 18)', () => {
  let poId: number;
  let bomb: Buffer;
  const storedFiles = async () =>
    (await readdir(kit.filesDir, { recursive: true, withFileTypes: true })).filter((e) =>
      e.isFile(),
    ).length;
  const attachmentsOfPo = async () =>
    (await kit.call(p.alice, 'GET', `/po/attachments/${poId}/`)).json<unknown[]>();

  beforeAll(async () => {
    const created = await kit.call(p.alice, 'POST', '/po/', {
      vendor_company_id: p.bharat,
      po_items: ITEMS,
    });
    poId = created.json<{ po_id: number }>().po_id;
    bomb = await deflatedZeros(GIB);
  }, 60_000);

  it('a real workbook is stored', async () => {
    const workbook = buildZip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'xl/workbook.xml', data: '<workbook/>' },
      { name: 'xl/worksheets/sheet1.xml', data: `<worksheet>${'<row/>'.repeat(1000)}</worksheet>` },
    ]);
    const up = await upload(kit, p.alice, `/po/attachments/?po_id=${poId}`, 'rates.xlsx', workbook);
    expect(up.statusCode).toBe(201);
    expect(up.json()).toMatchObject({
      content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
  });

  it('a 1 GiB zero bomb named .xlsx is refused with a clear 400 and nothing is stored', async () => {
    const before = { files: await storedFiles(), rows: (await attachmentsOfPo()).length };
    const honest = buildZip([
      { name: 'xl/worksheets/sheet1.xml', compressed: bomb, declaredSize: GIB - 1, crc: 0 },
    ]);
    const lying = buildZip([
      {
        name: 'xl/worksheets/sheet1.xml',
        compressed: bomb,
        declaredSize: 50 * 1024 * 1024,
        crc: 0,
      },
    ]);
    for (const [name, file] of [
      ['bomb.xlsx', honest],
      ['liar.docx', lying],
    ] as const) {
      const res = await upload(kit, p.alice, `/po/attachments/?po_id=${poId}`, name, file);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'BAD_REQUEST',
        message: 'The file expands far beyond its size and is refused as a possible zip bomb',
        fields: { file: expect.stringContaining('zip bomb') as unknown },
      });
    }
    expect(await storedFiles()).toBe(before.files);
    expect((await attachmentsOfPo()).length).toBe(before.rows);
    // The server is alive and answers the next request.
    expect((await kit.call(p.alice, 'GET', `/po/by/?po_id=${poId}`)).statusCode).toBe(200);
  });

  it('a zip of 10,000 entries named .xlsx is refused and nothing is stored', async () => {
    const before = { files: await storedFiles(), rows: (await attachmentsOfPo()).length };
    const many = buildZip(
      Array.from({ length: 10_000 }, (_, i) => ({ name: `x/${i}`, data: 'a' })),
    );
    const res = await upload(kit, p.alice, `/po/attachments/?po_id=${poId}`, 'many.xlsx', many);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fields: { file: expect.stringContaining('zip bomb') as unknown },
    });
    expect(await storedFiles()).toBe(before.files);
    expect((await attachmentsOfPo()).length).toBe(before.rows);
  });

  it('a damaged office file is refused as damaged', async () => {
    const res = await upload(
      kit,
      p.alice,
      `/po/attachments/?po_id=${poId}`,
      'cut.xlsx',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'The file is damaged or is not a valid office document',
    });
  });
});
