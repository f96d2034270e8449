import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posoFlows, PO_FIELDS, ok } from '../testing/poso-flows.js';
import { startPosoKit, type PosoKit, type Session } from '../testing/poso-kit.js';

// A page of documents must not fan out into a call per row (ARCHITECTURE.md section 5): the
// list is one poso call. Party and approver names come with the rows; what the rows lack
// (a party's country, an approver's email) comes from whole-company users calls made once
// per request, and only when the query asks for it, however many rows the page has.

let kit: PosoKit;
let alice: Session;

const LIST = `query List($size: Int!) { purchaseOrders(page: 1, size: $size) { totalCount items { ${PO_FIELDS} } } }`;

type Row = {
  vendor: { id: number; name: string; country?: string | null };
  approver: { id: number; userName: string; email?: string } | null;
};

async function callsForPage(size: number, query = LIST) {
  kit.calls.poso.length = 0;
  kit.calls.users.length = 0;
  const body = ok(
    await kit.graphql<{ purchaseOrders: { items: Row[] } }>(query, { size }, alice.headers),
  );
  return {
    items: body.purchaseOrders.items,
    rows: body.purchaseOrders.items.length,
    approvers: body.purchaseOrders.items.filter((po) => po.approver !== null).length,
    poso: [...kit.calls.poso],
    users: [...kit.calls.users],
  };
}

beforeAll(async () => {
  kit = await startPosoKit();
  alice = await kit.signIn('alice', kit.ids.companies.acme);
  const fiona = await kit.signIn('fiona', kit.ids.companies.acme);
  const victor = await kit.signIn('victor', kit.ids.companies.bharat);
  const flows = posoFlows(kit, { alice, fiona, victor });
  for (let n = 0; n < 100; n++) {
    const po = await flows.createPo();
    // Every fourth order goes to the approver and on to the vendor, so rows name approvers.
    if (n % 4 === 0) await flows.sendAndApprove(po.id);
  }
}, 120_000);

afterAll(() => kit?.close());

describe('upstream calls of a paged list', () => {
  it('100 rows with parties, approvers and items take one poso call and no users call', async () => {
    const page = await callsForPage(100);
    expect(page.rows).toBe(100);
    expect(page.approvers).toBeGreaterThanOrEqual(25);
    expect(page.poso).toEqual(['GET /po/']);
    expect(page.users).toEqual([]);
    // The names are the real ones, from the rows.
    const named = page.items.find((po) => po.approver !== null)!;
    expect(named.approver).toEqual({ id: kit.ids.users.fiona, userName: 'fiona' });
    expect(named.vendor).toEqual({ id: kit.ids.companies.bharat, name: 'Bharat Steel Supplies' });
  });

  it('the number of calls does not grow with the rows: one for 1, 10 or 100', async () => {
    for (const size of [1, 10, 100]) {
      const page = await callsForPage(size);
      expect(page.rows).toBe(size);
      // At most 1 + ceil(rows / batch size) upstream calls; here the batch is the page.
      expect(page.poso).toHaveLength(1);
      expect(page.users).toHaveLength(0);
    }
  });

  it('fields the rows lack come from one whole-company call each, not a call per row', async () => {
    const query = `query List($size: Int!) { purchaseOrders(page: 1, size: $size) { items {
      id vendor { id name country baseCurrency } approver { id userName email firstName } } } }`;
    const page = await callsForPage(100, query);
    expect(page.rows).toBe(100);
    expect(page.poso).toEqual(['GET /po/']);
    expect([...page.users].sort()).toEqual(
      ['GET /companies/company-connections/', 'GET /users/by-company/'].sort(),
    );
    expect(page.items[0]!.vendor).toMatchObject({ country: 'India', baseCurrency: 'INR' });
    const named = page.items.find((po) => po.approver !== null)!;
    expect(named.approver).toMatchObject({
      userName: 'fiona',
      email: expect.stringContaining('@') as unknown,
    });
  });
});
