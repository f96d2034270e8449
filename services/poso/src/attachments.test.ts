import { describe, expect, it } from 'vitest';
import { ITEMS, PDF, upload, type Kit, type Parties, withKit } from './testing/testkit.js';
import { MAX_ATTACHMENT_BYTES } from './shared/attachments.js';

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
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_ATTACHMENT_BYTES)]);
    const res = await upload(kit, p.alice, `/po/attachments/?po_id=${poId}`, 'big.pdf', big);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'File too large' });
    expect((await kit.call(p.alice, 'GET', `/po/attachments/${poId}/`)).json()).toEqual([]);
  });
});
