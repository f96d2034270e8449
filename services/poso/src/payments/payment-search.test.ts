import { describe, expect, it } from 'vitest';
import {
  newKey,
  payableInvoice,
  raisedPo,
  type Kit,
  type Parties,
  withKit,
} from '../testing/testkit.js';

let kit: Kit;
let p: Parties;
withKit((started) => ({ kit, p } = started));

type Row = { reference_number: string };

async function references(token: string, path: string, text: string): Promise<string[]> {
  const res = await kit.call(token, 'GET', `${path}?reference_number=${encodeURIComponent(text)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Row[] }>().items.map((r) => r.reference_number);
}

describe('payments and advances by the start of their reference number (the header search)', () => {
  it('finds them on both sides, case ignored, by prefix only, and never in a third company', async () => {
    const run = Date.now().toString(36).toUpperCase();
    const paymentRef = `UTR-Find-${run}-PAY`;
    const advanceRef = `UTR-Find-${run}-ADV`;
    const invoice = await payableInvoice(kit, p);
    const paid = await kit.call(
      p.alice,
      'POST',
      '/payment/',
      {
        invoice_received_id: invoice.invoiceReceivedId,
        reference_number: paymentRef,
        amount: '10',
      },
      { 'idempotency-key': newKey() },
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const order = await raisedPo(kit, p);
    const advanced = await kit.call(
      p.alice,
      'POST',
      '/payment/advance/',
      { po_id: order.poId, reference_number: advanceRef, amount: '5' },
      { 'idempotency-key': newKey() },
    );
    expect(advanced.statusCode, advanced.body).toBe(201);

    const prefix = `utr-find-${run.toLowerCase()}`;
    expect(await references(p.alice, '/payment/', prefix)).toEqual([paymentRef]);
    expect(await references(p.victor, '/payment/collections/', prefix)).toEqual([paymentRef]);
    expect(await references(p.alice, '/payment/advance/list/', prefix)).toEqual([advanceRef]);
    expect(await references(p.victor, '/payment/advance/received/', prefix)).toEqual([advanceRef]);
    expect(await references(p.alice, '/payment/', `${prefix}-pay`)).toEqual([paymentRef]);

    // The start only: the middle of a reference finds nothing; _ and % are plain characters.
    expect(await references(p.alice, '/payment/', `Find-${run}`)).toEqual([]);
    expect(await references(p.alice, '/payment/', `utr_find-${run}`)).toEqual([]);
    expect(await references(p.alice, '/payment/', `utr%${run}`)).toEqual([]);

    // Rhein is connected to neither: the same words find none of Acme's or Bharat's money.
    const mallory = await kit.addUser(`mallory-${run}`, p.rhein, 'owner');
    const rhein = await kit.token(mallory, p.rhein, 'owner');
    for (const path of [
      '/payment/',
      '/payment/collections/',
      '/payment/advance/list/',
      '/payment/advance/received/',
    ])
      expect(await references(rhein, path, prefix)).toEqual([]);
  });
});
