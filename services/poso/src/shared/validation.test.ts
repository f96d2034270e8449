import { describe, expect, it } from 'vitest';
import { ITEMS, newKey, poAtVendor, type Kit, type Parties, withKit } from '../testing/testkit.js';

// Every route's input is checked by its contract schema (@concord/contracts `poso`) before
// the handler runs: one 400 naming each refused field by its wire name, with a message a
// person can act on. One case per class of bad input, on the routes that take each kind.

let kit: Kit;
let p: Parties;
withKit((started) => ({ kit, p } = started));

type Refusal = { error: string; message: string; fields: Record<string, string> };

async function refused(
  token: string,
  method: string,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<Record<string, string>> {
  const response = await kit.call(token, method, url, body, headers);
  expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(400);
  const refusal = response.json<Refusal>();
  expect(refusal.error).toBe('BAD_REQUEST');
  return refusal.fields;
}

describe('missing fields', () => {
  it('names each required field that is absent', async () => {
    expect(await refused(p.alice, 'POST', '/po/', { po_items: ITEMS })).toEqual({
      vendor_company_id: 'Required',
    });
    expect(await refused(p.alice, 'PATCH', '/po/approve/reject/?po_id=1', {})).toEqual({
      reject_remarks: 'Required',
    });
    expect(
      await refused(
        p.alice,
        'POST',
        '/payment/',
        { reference_number: 'R' },
        { 'idempotency-key': newKey() },
      ),
    ).toMatchObject({ amount: 'Required' });
    // an id that may come under either of two names
    expect(await refused(p.victor, 'PATCH', '/po/received/accept/', {})).toEqual({
      po_received_id: 'Required',
    });
    expect(
      await refused(p.alice, 'POST', '/payment/', { amount: '1' }, { 'idempotency-key': newKey() }),
    ).toEqual({ invoice_received_id: 'Required', reference_number: 'Required' });
  });

  it('refuses a blank value where text is required', async () => {
    expect(
      await refused(p.alice, 'PATCH', '/po/approve/reject/', { po_id: 1, reject_remarks: '   ' }),
    ).toEqual({
      reject_remarks:
        'Must not be blank or contain control characters other than tab and line breaks',
    });
  });
});

describe('wrong types', () => {
  it('names the field and says what it must be', async () => {
    const fields = await refused(p.alice, 'POST', '/po/', {
      vendor_company_id: 'acme',
      po_date: '2026-02-31',
      currency: 'RUPEES',
      exchange_rate: '-1',
      po_items: [{ ...ITEMS[0], quantity: 'ten', tax: '101' }],
    });
    expect(fields).toEqual({
      vendor_company_id: 'Must be integer',
      po_date: 'Must be a date (YYYY-MM-DD)',
      currency: 'Must be a 3-letter currency code',
      exchange_rate:
        'Must be a decimal greater than 0 with at most 14 integer and 6 fraction digits',
      'po_items.0.quantity':
        'Must be a decimal greater than 0 with at most 14 integer and 6 fraction digits',
      'po_items.0.tax': 'Must be between 0 and 100',
    });
    expect(await refused(p.alice, 'GET', '/po/?page=0&size=abc&sort=po_id')).toEqual({
      page: 'Must be >= 1',
      size: 'Must be integer',
      sort: expect.stringMatching(/^Must be equal to one of the allowed values/) as unknown,
    });
    expect(
      await refused(
        p.alice,
        'POST',
        '/payment/',
        { invoice_received_id: 1, reference_number: 'R', amount: '0.001' },
        { 'idempotency-key': newKey() },
      ),
    ).toEqual({ amount: 'Must be an amount greater than 0 with at most 2 decimals' });
    expect(await refused(p.alice, 'GET', '/invoices/purchase/x/')).toEqual({
      id: 'Must be integer',
    });
  });

  it('lines sent as text that is not JSON are refused by name', async () => {
    expect(
      await refused(p.alice, 'POST', '/po/', { vendor_company_id: p.bharat, po_items: '[{' }),
    ).toEqual({ po_items: 'Must be a list (JSON text is accepted)' });
  });
});

describe('too long', () => {
  it('refuses text past its limit and more lines than a document holds', async () => {
    expect(
      await refused(p.alice, 'POST', '/po/', {
        vendor_company_id: p.bharat,
        po_number: 'P'.repeat(51),
        description: 'd'.repeat(2001),
        po_items: Array.from({ length: 201 }, () => ITEMS[0]),
      }),
    ).toEqual({
      po_number: 'Must NOT have more than 50 characters',
      description: 'Must NOT have more than 2000 characters',
      po_items: 'Must NOT have more than 200 items',
    });
    expect(
      await refused(p.alice, 'PATCH', '/po/approve/reject/', {
        po_id: 1,
        reject_remarks: 'r'.repeat(1001),
      }),
    ).toEqual({ reject_remarks: 'Must NOT have more than 1000 characters' });
    expect(await refused(p.alice, 'GET', `/po/?po_number=${'9'.repeat(101)}`)).toEqual({
      po_number: 'Must NOT have more than 100 characters',
    });
    expect(await refused(p.alice, 'GET', '/po/?size=101')).toEqual({ size: 'Must be <= 100' });
  });
});

describe('control characters', () => {
  it('refuses them in one-line values and all but tab and line breaks in free text', async () => {
    expect(
      await refused(p.alice, 'POST', '/po/', {
        vendor_company_id: p.bharat,
        po_number: 'PO\u00001',
        description: 'a\u0007b',
        po_items: [{ ...ITEMS[0], material_description: 'Rods\u001b[31m' }],
      }),
    ).toEqual({
      po_number: 'Must not be blank or contain control characters',
      description: 'Must not contain control characters other than tab and line breaks',
      'po_items.0.material_description':
        'Must not be blank or contain control characters other than tab and line breaks',
    });
    // tab and line breaks are kept in free text
    const created = await kit.call(p.alice, 'POST', '/po/', {
      vendor_company_id: p.bharat,
      description: 'line one\n\tline two',
      po_items: ITEMS,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<{ description: string }>().description).toBe('line one\n\tline two');
  });
});

describe('what the service normalises after validation', () => {
  it('trims numbers and text, upper-cases the currency, keeps the date of a date-time', async () => {
    const created = await kit.call(p.alice, 'POST', '/po/', {
      vendor_company_id: p.bharat,
      po_number: '  TRIM-1  ',
      po_date: '2026-11-20T10:00:00.000Z',
      currency: 'eur',
      exchange_rate: ' 97.55 ',
      po_items: [{ ...ITEMS[0], material_description: '  Steel  ', quantity: 10 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const po = created.json<{
      po_number: string;
      po_date: string;
      currency: string;
      exchange_rate: string;
      po_items: string;
    }>();
    expect(po).toMatchObject({ po_number: 'TRIM-1', po_date: '2026-11-20', currency: 'EUR' });
    expect(Number(po.exchange_rate)).toBe(97.55);
    const [line] = JSON.parse(po.po_items) as { material_description: string; quantity: string }[];
    expect(line).toMatchObject({ material_description: 'Steel' });
    expect(Number(line!.quantity)).toBe(10);
  });

  it('takes a decision id from the query string or the body, under its name or its alias', async () => {
    const first = await poAtVendor(kit, p);
    const byQuery = await kit.call(
      p.victor,
      'PATCH',
      `/po/received/reject/?sales_po_id=${first.poReceivedId}`,
      { reject_remarks: '  late  ' },
    );
    expect(byQuery.statusCode, byQuery.body).toBe(200);
    expect(byQuery.json()).toMatchObject({ reject_remarks: 'late', po_status_master_id: 10 });
    const second = await poAtVendor(kit, p);
    const byBody = await kit.call(p.victor, 'PATCH', '/po/received/accept/', {
      po_received_id: String(second.poReceivedId),
    });
    expect(byBody.statusCode, byBody.body).toBe(200);
    expect(byBody.json()).toMatchObject({ po_status_master_id: 3 });
  });
});
