import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestContext } from '../context.js';
import { ok, posoFlows } from '../testing/poso-flows.js';
import { startPosoKit, type PosoKit, type Session } from '../testing/poso-kit.js';
import { createUpstreamPools } from '../upstream/service-client.js';

/**
 * SECURITY 16: DataLoader caches never answer one tenant with another's rows. Loaders live
 * in the request context; many requests of two companies in flight at once, each resolving
 * users and parties through loaders, must each see exactly what that company sees alone.
 */

let kit: PosoKit;
let alice: Session;
let victor: Session;

beforeAll(async () => {
  kit = await startPosoKit();
  const { acme, bharat } = kit.ids.companies;
  alice = await kit.signIn('alice', acme);
  const fiona = await kit.signIn('fiona', acme);
  victor = await kit.signIn('victor', bharat);
  const flows = posoFlows(kit, { alice, fiona, victor });
  // An order approved by fiona (an Acme member, loaded by the user loader) now at the vendor.
  await flows.sendAndApprove((await flows.createPo()).id);
});
afterAll(() => kit?.close());

// Users (approver, approvers list) and parties (vendor, customer) all come through loaders.
const ACME_VIEW = `{
  approvers(kind: PURCHASE_ORDER) { id userName }
  purchaseOrders { items { id vendor { id name } customer { id name } approver { id userName } } }
}`;
const BHARAT_VIEW = `{
  approvers(kind: PURCHASE_ORDER) { id userName }
  receivedPurchaseOrders { items { id vendor { id name } customer { id name } } }
}`;

describe('DataLoader caches and tenants', () => {
  it('answers each of 200 interleaved requests of two companies with its own rows', async () => {
    const acmeAlone = ok(await kit.graphql(ACME_VIEW, {}, alice.headers));
    const bharatAlone = ok(await kit.graphql(BHARAT_VIEW, {}, victor.headers));
    const acmeNames = JSON.stringify(acmeAlone);
    expect(acmeNames).toContain('fiona');
    expect(JSON.stringify(bharatAlone)).not.toContain('fiona');

    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        index % 2 === 0
          ? kit.graphql(ACME_VIEW, {}, alice.headers).then((body) => ['acme', ok(body)] as const)
          : kit
              .graphql(BHARAT_VIEW, {}, victor.headers)
              .then((body) => ['bharat', ok(body)] as const),
      ),
    );
    for (const [company, data] of answers)
      expect(data).toEqual(company === 'acme' ? acmeAlone : bharatAlone);
  });

  it('gives every request loaders of its own', () => {
    const pools = createUpstreamPools(
      { users: 'http://127.0.0.1:9', poso: 'http://127.0.0.1:9', reco: 'http://127.0.0.1:9' },
      { callTimeoutMs: 100 },
    );
    const options = { deadlineMs: 1_000, log: pino({ level: 'silent' }) };
    const caller = (requestId: string) => ({
      authorization: undefined,
      schemaName: undefined,
      database: undefined,
      requestId,
    });
    const first = createRequestContext(pools, caller('request-0001'), options);
    const second = createRequestContext(pools, caller('request-0002'), options);
    for (const name of ['user', 'company', 'party'] as const)
      expect(first.loaders[name]).not.toBe(second.loaders[name]);
    void pools.close();
  });
});
