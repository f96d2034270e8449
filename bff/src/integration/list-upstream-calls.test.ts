import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posoFlows, PO_FIELDS, ok } from '../testing/poso-flows.js';
import { startPosoKit, type PosoKit, type Session } from '../testing/poso-kit.js';

// A page of documents must not fan out into a call per row (ARCHITECTURE.md section 5): the
// list is one poso call, and parties, approvers and users come from whole-company calls
// made once per request, however many rows the page has.

let kit: PosoKit;
let alice: Session;

const LIST = `query List($size: Int!) { purchaseOrders(page: 1, size: $size) { totalCount items { ${PO_FIELDS} } } }`;

async function callsForPage(size: number) {
  kit.calls.poso.length = 0;
  kit.calls.users.length = 0;
  const body = ok(
    await kit.graphql<{ purchaseOrders: { items: { approver: unknown }[] } }>(
      LIST,
      { size },
      alice.headers,
    ),
  );
  return {
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
  it('100 rows with parties, approvers and items take one poso call and three users calls', async () => {
    const page = await callsForPage(100);
    expect(page.rows).toBe(100);
    expect(page.approvers).toBeGreaterThanOrEqual(25);
    expect(page.poso).toEqual(['GET /po/']);
    expect([...page.users].sort()).toEqual(
      [
        'GET /companies/company-connections/',
        `GET /companies/${kit.ids.companies.acme}/`,
        'GET /users/by-company/',
      ].sort(),
    );
  });

  it('the number of calls does not grow with the rows: at most four for 1, 10 or 100', async () => {
    for (const size of [1, 10, 100]) {
      const page = await callsForPage(size);
      expect(page.rows).toBe(size);
      expect(page.poso).toHaveLength(1);
      expect(page.poso.length + page.users.length).toBeLessThanOrEqual(4);
    }
  });
});
