import { describe, expect, it } from 'vitest';
import { poAtVendor, type Kit, type Parties, withKit } from '../testing/testkit.js';

let kit: Kit;
let p: Parties;
withKit(
  async (started) => {
    ({ kit, p } = started);
    await poAtVendor(kit, p);
  },
  { poolSize: 1 },
);

type Page = {
  items: { customer_company_id: number; vendor_company_id: number }[];
  totalCount: number;
};

describe('schema selection with a pool of one connection', () => {
  it('1,000 interleaved customer and vendor requests each see only their own rows', async () => {
    const calls = Array.from({ length: 1000 }, (_, i) =>
      i % 2 === 0
        ? kit
            .call(p.alice, 'GET', '/po/')
            .then((r) => ({ side: 'customer' as const, page: r.json<Page>() }))
        : kit
            .call(p.victor, 'GET', '/po/received/')
            .then((r) => ({ side: 'vendor' as const, page: r.json<Page>() })),
    );
    for (const { side, page } of await Promise.all(calls)) {
      expect(page.totalCount).toBe(1);
      if (side === 'customer') expect(page.items[0]!.customer_company_id).toBe(p.acme);
      else expect(page.items[0]!.vendor_company_id).toBe(p.bharat);
    }
    // 1,000 requests queue on one connection, several queries each: the time is the
    // database's, and on a busy machine it passes the 30 s default.
  }, 120_000);
});
