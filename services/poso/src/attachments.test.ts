import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoParties, ITEMS, startKit, type Kit, type Parties } from './testing/testkit.js';

let kit: Kit;
let p: Parties;
beforeAll(async () => {
  kit = await startKit();
  p = await demoParties(kit);
});
afterAll(() => kit?.close());

function multipart(fileName: string, content: Buffer) {
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

describe('attachments', () => {
  it('a PO attachment is stored with its sha256 and travels to the vendor with the PO', async () => {
    const created = await kit.call(p.alice, 'POST', '/po/', {
      vendor_company_id: p.bharat,
      po_items: ITEMS,
    });
    const poId = created.json<{ po_id: number }>().po_id;
    const pdf = multipart('quote.pdf', Buffer.from('%PDF-1.4 demo'));
    const up = await kit.app.inject({
      method: 'POST',
      url: `/po/attachments/?po_id=${poId}`,
      payload: pdf.payload,
      headers: { ...pdf.headers, authorization: `Bearer ${p.alice}` },
    });
    expect(up.statusCode).toBe(201);
    expect(up.json()).toMatchObject({ file_name: 'quote.pdf', size_bytes: '13' });

    const exe = multipart('quote.pdf', Buffer.from('MZ\x90\x00'));
    const bad = await kit.app.inject({
      method: 'POST',
      url: `/po/attachments/?po_id=${poId}`,
      payload: exe.payload,
      headers: { ...exe.headers, authorization: `Bearer ${p.alice}` },
    });
    expect(bad.statusCode).toBe(400);
    const wrongType = multipart('run.exe', Buffer.from('MZ'));
    expect(
      (
        await kit.app.inject({
          method: 'POST',
          url: `/po/attachments/?po_id=${poId}`,
          payload: wrongType.payload,
          headers: { ...wrongType.headers, authorization: `Bearer ${p.alice}` },
        })
      ).statusCode,
    ).toBe(400);

    expect((await kit.call(p.alice, 'GET', `/po/attachments/${poId}/`)).json()).toHaveLength(1);
    await kit.call(p.alice, 'POST', `/po/send/?po_id=${poId}&user_id=${p.users.fiona}`);
    const approved = await kit.call(p.fiona, 'PATCH', `/po/approve/?po_id=${poId}`);
    const received = await kit.call(
      p.victor,
      'GET',
      `/po/attachments/received/${approved.json<{ po_received_id: number }>().po_received_id}/`,
    );
    expect(received.json()).toEqual([expect.objectContaining({ file_name: 'quote.pdf' })]);
  });
});
