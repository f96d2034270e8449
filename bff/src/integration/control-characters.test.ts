import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { ok, withPosoLoop } from '../testing/poso-flows.js';
import { actionKey, type GraphQLBody, type PosoKit, type Session } from '../testing/poso-kit.js';

/** Control characters in any string input are a clear BAD_USER_INPUT at the BFF, never a 500. */

let kit: PosoKit;
let alice: Session;
let payableInvoice: number;

withPosoLoop(async (loop) => {
  ({ kit, alice } = loop);
  payableInvoice = (await loop.flows.payable()).purchaseInvoice;
});

const CLAIM =
  'mutation Pay($input: ClaimPaymentInput!, $key: String!) { claimPayment(input: $input, idempotencyKey: $key) { payment { id } } }';

async function payments(): Promise<number> {
  const result = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM ${sql.id(alice.schemaName, 'payments_made')}`.execute(
    kit.database.db,
  );
  return result.rows[0]!.n;
}

async function post<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await request(kit.bff.app.server)
    .post('/graphql')
    .set(alice.headers)
    .send({ query, variables });
  return { status: response.status, body: response.body as GraphQLBody<T> };
}

describe('control characters in string inputs', () => {
  it('refuses the examples of the report with 400 BAD_USER_INPUT before any service call', async () => {
    const before = { poso: kit.calls.poso.length, payments: await payments() };
    const cases = [
      {
        query: '{ purchaseOrders(filter: { poNumber: "\\u0000" }) { totalCount } }',
        variables: {},
        field: 'poNumber',
      },
      {
        query: 'query Q($n: String) { purchaseOrders(filter: { poNumber: $n }) { totalCount } }',
        variables: { n: 'PO-\u0000-1' },
        field: 'poNumber',
      },
      {
        query: CLAIM,
        variables: {
          input: { purchaseInvoiceId: payableInvoice, referenceNumber: 'UTR\u0000', amount: '1' },
          key: actionKey(),
        },
        field: 'referenceNumber',
      },
      {
        query: CLAIM,
        variables: {
          input: {
            purchaseInvoiceId: payableInvoice,
            referenceNumber: 'UTR-7',
            remarks: 'bell \u0007, escape \u001b[31m, next line \u0085, delete \u007f',
            amount: '1',
          },
          key: actionKey(),
        },
        field: 'remarks',
      },
      {
        query:
          'mutation { login(username: "alice\\u0000", password: "concord-demo") { accessToken } }',
        variables: {},
        field: 'username',
      },
    ];
    for (const { query, variables, field } of cases) {
      const response = await post(query, variables);
      expect(response.status, field).toBe(400);
      const [error] = response.body.errors ?? [];
      expect(error?.extensions.code).toBe('BAD_USER_INPUT');
      expect(error?.extensions.fields).toEqual({ [field]: 'Must not contain control characters' });
      expect(error?.message).toMatch(/control characters/);
    }
    expect(kit.calls.poso.length).toBe(before.poso);
    expect(await payments()).toBe(before.payments);
  });

  it('accepts tabs and line breaks, which people do type', async () => {
    const response = await post(
      'query Q($n: String) { purchaseOrders(filter: { poNumber: $n }) { totalCount } }',
      { n: 'PO\t1\r\n' },
    );
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
    const paid = ok(
      (
        await post<{ claimPayment: { payment: { id: number } } }>(CLAIM, {
          input: {
            purchaseInvoiceId: payableInvoice,
            referenceNumber: 'UTR-8',
            remarks: 'First line\nSecond line\twith a tab',
            amount: '1',
          },
          key: actionKey(),
        })
      ).body,
    );
    expect(paid.claimPayment.payment.id).toBeGreaterThan(0);
  });
});
