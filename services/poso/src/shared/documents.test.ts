import { describe, expect, it } from 'vitest';
import {
  ITEMS,
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

describe('document numbers the user types', () => {
  it('a purchase order number already used is a 400 on po_number, on create and on update', async () => {
    const first = await kit.call(p.alice, 'POST', '/po/', {
      vendor_company_id: p.bharat,
      po_number: 'PO-TAKEN-1',
      po_items: ITEMS,
    });
    expect(first.statusCode).toBe(201);
    const again = await kit.call(p.alice, 'POST', '/po/', {
      vendor_company_id: p.bharat,
      po_number: 'PO-TAKEN-1',
      po_items: ITEMS,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'A purchase order with this number already exists',
      fields: { po_number: 'A purchase order with this number already exists' },
    });

    const other = await kit.call(p.alice, 'POST', '/po/', {
      vendor_company_id: p.bharat,
      po_items: ITEMS,
    });
    const otherId = other.json<{ po_id: number }>().po_id;
    const renamed = await kit.call(p.alice, 'PATCH', '/po/', {
      po_id: otherId,
      po_number: 'PO-TAKEN-1',
      description: 'not saved',
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ fields: { po_number: expect.any(String) as unknown } });
    const unchanged = await kit.call(p.alice, 'GET', `/po/by/?po_id=${otherId}`);
    expect(unchanged.json()).toMatchObject({
      po_number: other.json<{ po_number: string }>().po_number,
      description: '',
    });
  });

  it('an invoice number already used is a 400 on invoice_number, on create and on update', async () => {
    const { poReceivedId } = await raisedPo(kit, p);
    const create = (invoiceNumber?: string) =>
      kit.call(p.victor, 'POST', '/invoices/', {
        sales_po_id: poReceivedId,
        invoice_items: ITEMS,
        ...(invoiceNumber ? { invoice_number: invoiceNumber } : {}),
      });
    expect((await create('INV-TAKEN-1')).statusCode).toBe(201);
    const again = await create('INV-TAKEN-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: 'BAD_REQUEST',
      fields: { invoice_number: 'An invoice with this number already exists' },
    });

    const other = (await create()).json<{ invoice_id: number; invoice_number: string }>();
    const renamed = await kit.call(p.victor, 'PATCH', `/invoices/${other.invoice_id}/`, {
      invoice_number: 'INV-TAKEN-1',
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({
      fields: { invoice_number: expect.any(String) as unknown },
    });
    const unchanged = await kit.call(p.victor, 'GET', `/invoices/${other.invoice_id}/`);
    expect(unchanged.json()).toMatchObject({ invoice_number: other.invoice_number });
  });
});

describe('payments and advances carry the rate of the document they pay', () => {
  it("an advance shows the order's currency and rate, a payment the invoice's, on both sides", async () => {
    const created = await kit.call(p.alice, 'POST', '/po/', {
      vendor_company_id: p.bharat,
      po_items: ITEMS,
      currency: 'USD',
      exchange_rate: '84.1',
    });
    const poId = created.json<{ po_id: number }>().po_id;
    await kit.call(p.alice, 'POST', `/po/send/?po_id=${poId}&user_id=${p.users.fiona}`);
    const approved = await kit.call(p.fiona, 'PATCH', `/po/approve/?po_id=${poId}`);
    const poReceivedId = approved.json<{ po_received_id: number }>().po_received_id;
    await kit.call(p.victor, 'PATCH', '/po/received/accept/', { po_received_id: poReceivedId });

    const advance = await kit.call(
      p.alice,
      'POST',
      '/payment/advance/',
      { po_id: poId, reference_number: 'UTR-USD-ADV', amount: '100' },
      { 'idempotency-key': newKey() },
    );
    expect(advance.json()).toMatchObject({ currency: 'USD', exchange_rate: '84.100000' });
    const advanceReceived = await kit.call(
      p.victor,
      'GET',
      `/payment/advance/received/?sales_po_id=${poReceivedId}`,
    );
    expect(advanceReceived.json<{ items: unknown[] }>().items).toEqual([
      expect.objectContaining({ currency: 'USD', exchange_rate: '84.100000' }),
    ]);

    const invoice = await kit.call(p.victor, 'POST', '/invoices/', {
      sales_po_id: poReceivedId,
      invoice_items: ITEMS,
      exchange_rate: '84.5',
    });
    const invoiceId = invoice.json<{ invoice_id: number }>().invoice_id;
    const sent = await kit.call(p.victor, 'POST', `/invoices/send/?invoice_id=${invoiceId}`);
    const invoiceReceivedId = sent.json<{ invoice_received_id: number }>().invoice_received_id;
    for (const who of [p.alice, p.fiona])
      await kit.call(who, 'PATCH', '/invoices/received/accept/', {
        invoice_received_id: invoiceReceivedId,
      });
    const payment = await kit.call(
      p.alice,
      'POST',
      '/payment/',
      { invoice_received_id: invoiceReceivedId, reference_number: 'UTR-USD-PAY', amount: '10' },
      { 'idempotency-key': newKey() },
    );
    expect(payment.statusCode).toBe(201);
    expect(payment.json()).toMatchObject({ currency: 'USD', exchange_rate: '84.500000' });
    const made = await kit.call(
      p.alice,
      'GET',
      `/payment/?invoice_received_id=${invoiceReceivedId}`,
    );
    const collected = await kit.call(
      p.victor,
      'GET',
      `/payment/collections/?invoice_id=${invoiceId}`,
    );
    for (const list of [made, collected])
      expect(list.json<{ items: unknown[] }>().items).toEqual([
        expect.objectContaining({ currency: 'USD', exchange_rate: '84.500000' }),
      ]);
  });
});

describe('sorted lists', () => {
  type Row = { po_id: number; po_number: string };
  const numbers = (body: { items: Row[] }) => body.items.map((r) => r.po_number);

  it('purchase orders sort by an allowed key either way, ties broken by id, across pages', async () => {
    const order = (po_number: string, vendor: number, rate: string, po_date: string) =>
      kit.call(p.alice, 'POST', '/po/', {
        vendor_company_id: vendor,
        po_number,
        po_date,
        po_items: [{ material_description: 'Bolts', rate_per_unit: rate, quantity: '1', tax: '0' }],
      });
    await order('SORT-C', p.bharat, '300', '2026-03-01');
    await order('sort-b', p.rhein, '100', '2026-01-01');
    await order('SORT-A', p.bharat, '100', '2026-02-01');
    const sendA = await kit.call(p.alice, 'GET', '/po/?po_number=SORT-A');
    const poA = sendA.json<{ items: Row[] }>().items[0]!.po_id;
    await kit.call(p.alice, 'POST', `/po/send/?po_id=${poA}&user_id=${p.users.fiona}`);
    const list = async (query: string) => {
      const response = await kit.call(p.alice, 'GET', `/po/?po_number=sort-&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: Row[]; totalCount: number }>();
    };

    expect(numbers(await list(''))).toEqual(['SORT-C', 'SORT-A', 'sort-b']); // newest first
    expect(numbers(await list('sort=po_number'))).toEqual(['SORT-A', 'sort-b', 'SORT-C']);
    expect(numbers(await list('sort=po_number&order=desc'))).toEqual([
      'SORT-C',
      'sort-b',
      'SORT-A',
    ]);
    expect(numbers(await list('sort=po_date&order=asc'))).toEqual(['sort-b', 'SORT-A', 'SORT-C']);
    expect(numbers(await list('sort=vendor_company_name&order=desc'))[0]).toBe('sort-b');
    // Draft before Waiting for Approval
    expect(numbers(await list('sort=po_status'))[2]).toBe('SORT-A');

    // two orders of 100.00: the older id first ascending, last descending, one per page
    const byAmount = async (direction: string) => {
      const seen: string[] = [];
      for (let page = 1; page <= 3; page++)
        seen.push(...numbers(await list(`sort=po_amount&order=${direction}&size=1&page=${page}`)));
      return seen;
    };
    expect(await byAmount('asc')).toEqual(['sort-b', 'SORT-A', 'SORT-C']);
    expect(await byAmount('desc')).toEqual(['SORT-C', 'SORT-A', 'sort-b']);
  });

  it('a sort key outside the list allowlist, or an order without a sort, is a 400', async () => {
    for (const [query, field] of [
      ['sort=created_by_user_id', 'sort'],
      ['sort=po_number;DROP TABLE x', 'sort'],
      ['sort=invoice_total', 'sort'],
      ['sort=po_number&order=up', 'order'],
      ['order=desc', 'order'],
    ] as const) {
      const response = await kit.call(p.alice, 'GET', `/po/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json<{ fields: object }>().fields), query).toEqual([field]);
    }
    const payments = await kit.call(p.alice, 'GET', '/payment/?sort=po_number');
    expect(payments.statusCode).toBe(400);
    const advances = await kit.call(p.alice, 'GET', '/payment/advance/list/?sort=invoice_number');
    expect(advances.statusCode).toBe(400);
  });

  it('purchase invoices sort by pending amount, payments and advances by amount', async () => {
    const first = await payableInvoice(kit, p);
    const second = await payableInvoice(kit, p);
    const pay = (invoiceReceivedId: number, amount: string) =>
      kit.call(
        p.alice,
        'POST',
        '/payment/',
        { invoice_received_id: invoiceReceivedId, reference_number: `UTR-${amount}`, amount },
        { 'idempotency-key': newKey() },
      );
    expect((await pay(first.invoiceReceivedId, '2000')).statusCode).toBe(201);
    expect((await pay(second.invoiceReceivedId, '500')).statusCode).toBe(201);
    expect((await pay(second.invoiceReceivedId, '700')).statusCode).toBe(201);

    const ids = [first.invoiceReceivedId, second.invoiceReceivedId];
    const pendingOrder = async (order: string) => {
      const response = await kit.call(
        p.alice,
        'GET',
        `/invoices/purchase/?payable=true&sort=pending_amount&order=${order}&size=100`,
      );
      return response
        .json<{ items: { invoice_received_id: number }[] }>()
        .items.map((r) => r.invoice_received_id)
        .filter((id) => ids.includes(id));
    };
    // pending 10012.10 (first) < 10812.10 (second)
    expect(await pendingOrder('asc')).toEqual([first.invoiceReceivedId, second.invoiceReceivedId]);
    expect(await pendingOrder('desc')).toEqual([second.invoiceReceivedId, first.invoiceReceivedId]);

    const amounts = async (url: string) =>
      (await kit.call(p.alice, 'GET', url))
        .json<{ items: { amount: string }[] }>()
        .items.map((r) => r.amount);
    expect(
      await amounts(`/payment/?invoice_received_id=${second.invoiceReceivedId}&sort=amount`),
    ).toEqual(['500.00', '700.00']);
    expect(
      await amounts(
        `/payment/?invoice_received_id=${second.invoiceReceivedId}&sort=amount&order=desc`,
      ),
    ).toEqual(['700.00', '500.00']);
    const collections = await kit.call(
      p.victor,
      'GET',
      `/payment/collections/?invoice_id=${second.invoiceId}&sort=reference_number&order=desc`,
    );
    expect(
      collections
        .json<{ items: { reference_number: string }[] }>()
        .items.map((r) => r.reference_number),
    ).toEqual(['UTR-700', 'UTR-500']);

    const { poId, poReceivedId } = await raisedPo(kit, p);
    for (const amount of ['300', '100', '200'])
      await kit.call(
        p.alice,
        'POST',
        '/payment/advance/',
        { po_id: poId, reference_number: `ADV-${amount}`, amount },
        { 'idempotency-key': newKey() },
      );
    expect(await amounts(`/payment/advance/list/?po_id=${poId}&sort=amount`)).toEqual([
      '100.00',
      '200.00',
      '300.00',
    ]);
    const received = await kit.call(
      p.victor,
      'GET',
      `/payment/advance/received/?sales_po_id=${poReceivedId}&sort=amount&order=desc`,
    );
    expect(received.json<{ items: { amount: string }[] }>().items.map((r) => r.amount)).toEqual([
      '300.00',
      '200.00',
      '100.00',
    ]);
  });
});
