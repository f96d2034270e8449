import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  ITEMS,
  ITEMS_TOTAL,
  newKey,
  poAtVendor,
  raisedPo,
  type Kit,
  type Parties,
  withKit,
} from '../testing/testkit.js';
import { STATEMENTS } from '../testing/faulty-database.js';

let kit: Kit;
let p: Parties;
let viewer: string;
withKit(async (started) => {
  ({ kit, p } = started);
  viewer = await kit.token(await kit.addUser('vera', p.acme, 'viewer'), p.acme, 'viewer');
});

type Advance = {
  advance_id: number;
  advance_received_id: number;
  po_id: number | null;
  sales_po_id: number | null;
  amount: string;
  advance_total: string;
  payment_status_id: number;
  payment_status: string;
  counterparty_company_id: number;
  is_confirm_allowed: boolean;
};

const pay = (poId: number, amount: string, key = newKey(), token = p.alice) =>
  kit.call(
    token,
    'POST',
    '/payment/advance/',
    { po_id: poId, reference_number: 'UTR-ADV-1', amount, remarks: 'Mobilisation advance' },
    { 'idempotency-key': key },
  );

const count = async (table: string, column: string, id: number) =>
  (
    await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM ${sql.id(table.split('.')[0]!, table.split('.')[1]!)} WHERE ${sql.ref(column)} = ${id}`.execute(
      kit.t.db,
    )
  ).rows[0]!.n;

describe('advances against a Raised purchase order', () => {
  it('customer pays, both sides list it, the vendor confirms, both sides show Payment Confirmed', async () => {
    const { poId, poReceivedId } = await raisedPo(kit, p);
    const before = await kit.call(p.alice, 'GET', `/po/by/?po_id=${poId}`);
    expect(before.json()).toMatchObject({ is_advance_allowed: true, advance_amount: '0.00' });

    const paid = await pay(poId, '5000');
    expect(paid.statusCode).toBe(201);
    const advance = paid.json<Advance>();
    expect(advance).toMatchObject({
      po_id: poId,
      amount: '5000.00',
      advance_total: '5000.00',
      payment_status_id: 10,
      payment_status: 'Payment Claimed',
      counterparty_company_id: p.bharat,
      is_confirm_allowed: false,
    });
    expect((await kit.call(p.alice, 'GET', `/po/by/?po_id=${poId}`)).json()).toMatchObject({
      advance_amount: '5000.00',
    });

    const paidList = await kit.call(p.alice, 'GET', `/payment/advance/list/?po_id=${poId}`);
    expect(paidList.json()).toMatchObject({ totalCount: 1, page: 1, size: 10 });

    const received = await kit.call(
      p.victor,
      'GET',
      `/payment/advance/received/?sales_po_id=${poReceivedId}`,
    );
    const [vendorSide] = received.json<{ items: Advance[] }>().items;
    expect(vendorSide).toMatchObject({
      advance_received_id: advance.advance_received_id,
      sales_po_id: poReceivedId,
      amount: '5000.00',
      counterparty_company_id: p.acme,
      is_confirm_allowed: true,
    });
    expect(
      (await kit.call(p.victor, 'GET', `/po/received/by/?po_received_id=${poReceivedId}`)).json(),
    ).toMatchObject({ advance_amount: '5000.00' });

    const confirmed = await kit.call(
      p.victor,
      'PATCH',
      `/payment/advance/confirm/?advance_received_id=${advance.advance_received_id}`,
      { from_status_master_id: 10 },
      { 'idempotency-key': newKey() },
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ payment_status_id: 11, is_confirm_allowed: false });
    const after = await kit.call(
      p.alice,
      'GET',
      `/payment/advance/list/?po_id=${poId}&payment_status_id=11`,
    );
    expect(after.json<{ items: Advance[] }>().items).toEqual([
      expect.objectContaining({ advance_id: advance.advance_id, payment_status_id: 11 }),
    ]);
    const again = await kit.call(
      p.victor,
      'PATCH',
      `/payment/advance/confirm/?advance_received_id=${advance.advance_received_id}`,
    );
    expect(again.statusCode).toBe(409);
  });

  it('advances stay within the order amount; over it is "Incorrect entry"', async () => {
    const { poId } = await raisedPo(kit, p);
    const over = await pay(poId, '12012.11');
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ fields: { amount: 'Incorrect entry' } });
    expect((await pay(poId, '12000')).statusCode).toBe(201);
    expect((await pay(poId, '12.11')).statusCode).toBe(400);
    expect((await pay(poId, '12.10')).statusCode).toBe(201);
    const po = await kit.call(p.alice, 'GET', `/po/by/?po_id=${poId}`);
    expect(po.json()).toMatchObject({ advance_amount: ITEMS_TOTAL, is_advance_allowed: false });
  });

  it('parallel advances with different keys cannot overshoot the order amount', async () => {
    const { poId } = await raisedPo(kit, p);
    const results = await Promise.all([pay(poId, '8000'), pay(poId, '8000')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await count('co_1.advances_paid', 'po_id', poId)).toBe(1);
  });

  it('20 parallel identical calls with one key make one advance; another input with it is 422', async () => {
    const { poId, poReceivedId } = await raisedPo(kit, p);
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 20 }, () => pay(poId, '100', key)));
    expect(new Set(results.map((r) => r.statusCode))).toEqual(new Set([201]));
    expect(new Set(results.map((r) => r.json<Advance>().advance_id)).size).toBe(1);
    expect(await count('co_1.advances_paid', 'po_id', poId)).toBe(1);
    expect(await count('co_2.advances_received', 'sales_po_id', poReceivedId)).toBe(1);
    expect((await pay(poId, '101', key)).statusCode).toBe(422);
  });

  it('only a Raised order, only with payment:write, only with a key', async () => {
    const { poId } = await poAtVendor(kit, p);
    expect((await pay(poId, '10')).statusCode).toBe(409);
    const draft = await kit.call(p.alice, 'POST', '/po/', {
      vendor_company_id: p.bharat,
      po_items: ITEMS,
    });
    expect((await pay(draft.json<{ po_id: number }>().po_id, '10')).statusCode).toBe(409);
    const raised = await raisedPo(kit, p);
    expect((await pay(raised.poId, '10', newKey(), viewer)).statusCode).toBe(403);
    const noKey = await kit.call(p.alice, 'POST', '/payment/advance/', {
      po_id: raised.poId,
      reference_number: 'X',
      amount: '1',
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ fields: { 'Idempotency-Key': 'Required' } });
    const bad = await kit.call(
      p.alice,
      'POST',
      '/payment/advance/',
      { po_id: raised.poId, amount: '-5', currency: 'USD' },
      { 'idempotency-key': newKey() },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { amount: expect.any(String) as unknown } });
    const currency = await kit.call(
      p.alice,
      'POST',
      '/payment/advance/',
      { po_id: raised.poId, reference_number: 'X', amount: '5', currency: 'USD' },
      { 'idempotency-key': newKey() },
    );
    expect(currency.json()).toMatchObject({ fields: { currency: 'Must be INR' } });
  });

  it('two parallel confirmations: one success, one 409', async () => {
    const { poId } = await raisedPo(kit, p);
    const advance = (await pay(poId, '50')).json<Advance>();
    const results = await Promise.all(
      [1, 2].map(() =>
        kit.call(
          p.victor,
          'PATCH',
          `/payment/advance/confirm/?advance_received_id=${advance.advance_received_id}`,
          { from_status_master_id: 10 },
          { 'idempotency-key': newKey() },
        ),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('a fault after the first insert leaves no advance on either side', async () => {
    const { poId, poReceivedId } = await raisedPo(kit, p);
    kit.faults.failOn(STATEMENTS.insertAdvanceReceived);
    try {
      expect((await pay(poId, '10')).statusCode).toBe(500);
    } finally {
      kit.faults.clear();
    }
    expect(await count('co_1.advances_paid', 'po_id', poId)).toBe(0);
    expect(await count('co_2.advances_received', 'sales_po_id', poReceivedId)).toBe(0);
    expect((await pay(poId, '10')).statusCode).toBe(201);
  });

  it('payment statuses are listed', async () => {
    const res = await kit.call(p.victor, 'GET', '/payment/status/');
    expect(res.json()).toEqual([
      { status_master_id: 10, status_name: 'Payment Claimed' },
      { status_master_id: 11, status_name: 'Payment Confirmed' },
    ]);
  });
});
