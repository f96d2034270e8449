import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type RunningPostgres } from '@concord/db';
import { ok, startPosoLoop } from '../testing/poso-flows.js';
import { actionKey, type GraphQLBody, type PosoKit, type Session } from '../testing/poso-kit.js';

/**
 * SECURITY 31: PostgreSQL stops answering (every process of its own embedded instance gets
 * SIGSTOP) for 10 s while requests run. Requests fail fast with a clear, retryable code, the
 * BFF's readiness goes red, and after SIGCONT everything recovers without a restart, with
 * nothing half-written.
 */

let dataDir: string;
let postgres: RunningPostgres;
let postmasterPid: number;
let kit: PosoKit;
let alice: Session;
let invoiceId: number;

/** The postmaster and every backend it forked. */
function clusterPids(): number[] {
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmasterPid)], {
    encoding: 'utf8',
  })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
  return [postmasterPid, ...children];
}

function signalCluster(signal: 'SIGSTOP' | 'SIGCONT') {
  for (const pid of clusterPids()) {
    try {
      process.kill(pid, signal);
    } catch {
      // a backend that exited meanwhile
    }
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'concord-stall-'));
  // As root the server runs as the postgres account, which must reach the folder.
  await chmod(dataDir, 0o755);
  postgres = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'pg'),
    port: 56_000 + Math.floor(Math.random() * 2_000),
  });
  postmasterPid = Number(
    readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const loop = await startPosoLoop({ serverUrl: postgres.connectionString });
  ({ kit, alice } = loop);
  invoiceId = (await loop.flows.payable()).purchaseInvoice;
}, 180_000);

afterAll(async () => {
  if (postmasterPid) signalCluster('SIGCONT');
  await kit?.close();
  await postgres?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const LIST = '{ purchaseOrders { totalCount } }';
const CLAIM =
  'mutation Pay($input: ClaimPaymentInput!, $key: String!) { claimPayment(input: $input, idempotencyKey: $key) { payment { id } } }';

type Outcome = { status: number; code: unknown; retry: unknown };

async function ask(query: string, variables: Record<string, unknown> = {}): Promise<Outcome> {
  const response = await request(kit.bff.app.server)
    .post('/graphql')
    .set(alice.headers)
    .send({ query, variables });
  return {
    status: response.status,
    code: (response.body as GraphQLBody).errors?.[0]?.extensions.code ?? 'OK',
    retry: response.headers['retry-after'],
  };
}

const claim = (key: string) =>
  ask(CLAIM, {
    input: { purchaseInvoiceId: invoiceId, referenceNumber: `UTR-${key}`, amount: '1' },
    key,
  });

async function readyz() {
  const response = await request(kit.bff.app.server).get('/readyz');
  return { status: response.status, body: response.body as { upstreams: Record<string, string> } };
}

describe('a stalled PostgreSQL', () => {
  it('fails requests fast and clearly, turns readiness red, and recovers without a restart', async () => {
    expect((await ask(LIST)).code).toBe('OK');
    expect((await readyz()).status).toBe(200);

    const keys: string[] = [];
    const outcomes: Outcome[] = [];
    signalCluster('SIGSTOP');
    const stoppedAt = Date.now();
    try {
      // Requests keep coming for the whole stall, a list and a payment at a time.
      while (Date.now() - stoppedAt < 10_000) {
        const key = actionKey();
        keys.push(key);
        outcomes.push(...(await Promise.all([ask(LIST), claim(key)])));
      }
      const ready = await readyz();
      expect(ready.status).toBe(503);
      expect(ready.body.upstreams).toMatchObject({ users: 'unavailable', poso: 'unavailable' });
    } finally {
      signalCluster('SIGCONT');
    }

    // Every request of the stall was answered by the service's own statement deadline as
    // UNAVAILABLE (503, retry in 5 s): had the BFF given up first, the code would be
    // UPSTREAM_TIMEOUT. How fast each failed is measured by no test.
    expect(outcomes.length).toBeGreaterThan(0);
    // Once the first statement deadline has passed the stall is known and later requests are
    // refused without waiting for another deadline: a 10 s stall answers more than the two
    // rounds it could if every round waited out the 5 s statement deadline.
    expect(outcomes.length).toBeGreaterThan(4);
    for (const outcome of outcomes) {
      expect(outcome.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(outcome.status).toBe(503);
      expect(outcome.retry).toBe('5');
    }

    // Recovery without a restart.
    await expect
      .poll(async () => (await readyz()).status, { timeout: 10_000, interval: 250 })
      .toBe(200);
    expect((await ask(LIST)).code).toBe('OK');

    // Retrying every payment of the stall with its key pays each at most once.
    for (const key of keys) expect((await claim(key)).code).toBe('OK');
    const { acme, bharat } = kit.ids.companies;
    const made = await sql<{ payment_id: number; reference_number: string; amount: string }>`
      SELECT payment_id, reference_number, amount FROM ${sql.id(`co_${acme}`, 'payments_made')}
      WHERE invoice_received_id = ${invoiceId}`.execute(kit.database.db);
    const references = made.rows.map((row) => row.reference_number).sort();
    expect(references).toEqual(keys.map((key) => `UTR-${key}`).sort());
    // Nothing half-written: each payment has its vendor copy and the invoice counts each once.
    const received = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM ${sql.id(`co_${bharat}`, 'payments_received')}
      WHERE customer_company_id = ${acme} AND customer_payment_id = ANY(${made.rows.map((r) => r.payment_id)})`.execute(
      kit.database.db,
    );
    expect(received.rows[0]!.n).toBe(made.rows.length);
    const invoice = ok(
      (
        await request(kit.bff.app.server)
          .post('/graphql')
          .set(alice.headers)
          .send({
            query: 'query Q($id: Int!) { purchaseInvoice(id: $id) { paidAmount } }',
            variables: { id: invoiceId },
          })
      ).body as { data: { purchaseInvoice: { paidAmount: string } } },
    );
    expect(Number(invoice.purchaseInvoice.paidAmount)).toBe(made.rows.length);
  }, 90_000);
});
