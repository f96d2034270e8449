// `npm run bench:load` (SECURITY 30): a bounded loopback load of the main screens' operations,
// exactly as the web app sends them, against the whole app (BFF, users and poso services,
// PostgreSQL) in a child process. Fails when any answer is a 5xx or a GraphQL error, when p99
// is over budget, or when the heap does not come back to its baseline after the load.
// BENCH_DURATION_SECONDS (180), BENCH_CONNECTIONS (50), BENCH_P99_BUDGET_MS (1500).
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { print } from 'graphql';
import * as documents from '../web/src/gql/graphql.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env.BENCH_DURATION_SECONDS ?? 180);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const p99BudgetMs = Number(process.env.BENCH_P99_BUDGET_MS ?? 1500);
const ordersWanted = 150;

function startServer(): Promise<{ child: ChildProcess; bff: string }> {
  const child = fork(path.join(here, 'bench-load-server.ts'), [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the app exited with ${code}`)));
    child.on('message', (message: { type?: string; bff?: string }) => {
      if (message.type === 'ready' && message.bff) resolve({ child, bff: message.bff });
    });
  });
}

function heapOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: { type?: string; heapUsed?: number }) => {
      if (message.type !== 'heap') return;
      child.off('message', onMessage);
      resolve(message.heapUsed ?? 0);
    };
    child.on('message', onMessage);
    child.send({ type: 'heap' });
  });
}

type Body = { data?: Record<string, unknown> | null; errors?: { message: string }[] };

async function graphql(
  bff: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Body> {
  const response = await fetch(`${bff}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Body;
}

function ok<T = Record<string, unknown>>(body: Body, what: string): T {
  if (body.errors || !body.data) throw new Error(`${what}: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}

async function companyHeaders(bff: string, user: string, companyName: RegExp) {
  const login = ok<{ login: { accessToken: string } }>(
    await graphql(
      bff,
      'mutation L($u: String!, $p: String!) { login(username: $u, password: $p) { accessToken } }',
      { u: user, p: 'concord-demo' },
    ),
    `sign in ${user}`,
  );
  const signedIn = { authorization: `Bearer ${login.login.accessToken}` };
  const companies = ok<{ myCompanies: { id: number; name: string }[] }>(
    await graphql(bff, '{ myCompanies { id name } }', {}, signedIn),
    'companies',
  );
  const company = companies.myCompanies.find((c) => companyName.test(c.name))!;
  const chosen = ok<{
    chooseCompany: { accessToken: string; schemaName: string; database: string };
  }>(
    await graphql(
      bff,
      'mutation C($id: Int!) { chooseCompany(companyId: $id) { accessToken schemaName database } }',
      { id: company.id },
      signedIn,
    ),
    'choose company',
  );
  return {
    companyId: company.id,
    headers: {
      authorization: `Bearer ${chosen.chooseCompany.accessToken}`,
      'x-dts-schema': chosen.chooseCompany.schemaName,
      'x-dts-database': chosen.chooseCompany.database,
    },
  };
}

/** Enough orders that lists page for real: created, half of them sent to the vendor. */
async function seed(bff: string, alice: Record<string, string>, fiona: Record<string, string>) {
  const vendors = ok<{ companyConnections: { company: { id: number; name: string } }[] }>(
    await graphql(
      bff,
      '{ companyConnections(relation: VENDOR) { company { id name } } }',
      {},
      alice,
    ),
    'vendors',
  );
  const vendorId = vendors.companyConnections.find((c) => /Bharat/.test(c.company.name))!.company
    .id;
  const existing = ok<{ purchaseOrders: { totalCount: number } }>(
    await graphql(bff, '{ purchaseOrders { totalCount } }', {}, alice),
    'count',
  ).purchaseOrders.totalCount;
  for (let i = existing; i < ordersWanted; i++) {
    const created = ok<{ createPurchaseOrder: { id: number } }>(
      await graphql(
        bff,
        'mutation M($input: CreatePurchaseOrderInput!) { createPurchaseOrder(input: $input) { id } }',
        {
          input: {
            vendorId,
            description: `Load order ${i + 1}`,
            items: [
              {
                materialDescription: 'Steel rods 12mm',
                ratePerUnit: '1000',
                quantity: '10',
                tax: '18',
              },
              {
                materialDescription: 'Binding wire',
                ratePerUnit: '50.50',
                quantity: '4',
                tax: '5',
              },
            ],
          },
        },
        alice,
      ),
      'create order',
    );
    if ((i + 1) % 25 === 0) console.log(`  seeded ${i + 1} orders`);
    if (i % 2 === 1) continue;
    const key = () => `bench-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    ok(
      await graphql(
        bff,
        'mutation S($id: Int!, $a: Int!, $key: String!) { sendPurchaseOrderForApproval(id: $id, approverUserId: $a, idempotencyKey: $key) { id } }',
        { id: created.createPurchaseOrder.id, a: fionaId, key: key() },
        alice,
      ),
      'send',
    );
    ok(
      await graphql(
        bff,
        'mutation A($id: Int!, $key: String!) { approvePurchaseOrder(id: $id, idempotencyKey: $key) { id } }',
        { id: created.createPurchaseOrder.id, key: key() },
        fiona,
      ),
      'approve',
    );
  }
}
let fionaId = 0;

type Operation = { name: string; query: string; variables: Record<string, unknown> };

const page = { page: 1, size: 10 };
function operation(
  name: keyof typeof documents,
  variables: Record<string, unknown> = {},
): Operation {
  return { name, query: print(documents[name]), variables };
}

async function main() {
  console.log(
    `starting the app (DATABASE_URL ${process.env.DATABASE_URL ? 'given' : 'unset: embedded PostgreSQL'})`,
  );
  const { child, bff } = await startServer();
  try {
    const alice = await companyHeaders(bff, 'alice', /Acme/);
    const fiona = await companyHeaders(bff, 'fiona', /Acme/);
    const victor = await companyHeaders(bff, 'victor', /Bharat/);
    fionaId = Number(
      (
        JSON.parse(
          Buffer.from(fiona.headers.authorization.split('.')[1]!, 'base64url').toString(),
        ) as { sub: number }
      ).sub,
    );
    await seed(bff, alice.headers, fiona.headers);

    // The customer's and the vendor's main screens: shell, dashboard, lists.
    const customer = [
      operation('Session_MeDocument'),
      operation('Header_MyCompaniesDocument'),
      operation('Header_ToolSubscriptionsDocument', { companyId: alice.companyId }),
      operation('DashBoard_PurchaseOrdersDocument', page),
      operation('DashBoard_PurchaseInvoicesDocument', page),
      operation('PurchaseOrderList_OrdersDocument', { ...page, page: 3 }),
      operation('PurchaseInvoiceList_InvoicesDocument', page),
      operation('PayableInvoices_InvoicesDocument', page),
    ];
    const vendor = [
      operation('DashBoard_ReceivedOrdersDocument', page),
      operation('DashBoard_SalesInvoicesDocument', page),
      operation('ReceivedOrderList_OrdersDocument', { ...page, page: 2 }),
      operation('SalesInvoiceList_InvoicesDocument', page),
    ];
    for (const op of customer)
      ok(await graphql(bff, op.query, op.variables, alice.headers), op.name);
    for (const op of vendor)
      ok(await graphql(bff, op.query, op.variables, victor.headers), op.name);

    const baseline = await heapOf(child);
    let graphqlErrors = 0;
    let firstError = '';
    const requestsOf = (ops: Operation[], headers: Record<string, string>) =>
      ops.map((op) => ({
        method: 'POST' as const,
        path: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: op.query, variables: op.variables }),
        onResponse: (_status: number, body: string) => {
          if (body.includes('"errors"')) {
            graphqlErrors++;
            firstError ||= `${op.name}: ${body.slice(0, 300)}`;
          }
        },
      }));
    console.log(
      `load: ${connections} connections for ${duration} s, ${customer.length + vendor.length} operations of the customer's and vendor's main screens`,
    );
    const result = await autocannon({
      url: bff,
      connections,
      duration,
      requests: [...requestsOf(customer, alice.headers), ...requestsOf(vendor, victor.headers)],
    });
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const after = await heapOf(child);

    const status5xx = result['5xx'];
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    const heapBack = after <= baseline * 1.25 + 8 * 1024 * 1024;
    const rows: [string, string][] = [
      ['requests', String(result.requests.total)],
      ['requests/s (mean)', result.requests.average.toFixed(0)],
      [
        'latency p50 / p90 / p99 / max',
        `${result.latency.p50} / ${result.latency.p90} / ${result.latency.p99} / ${result.latency.max} ms`,
      ],
      [
        '2xx / non-2xx / 5xx / errors / timeouts',
        `${result['2xx']} / ${result.non2xx} / ${status5xx} / ${result.errors} / ${result.timeouts}`,
      ],
      ['GraphQL errors', String(graphqlErrors)],
      ['heap before / after (after GC)', `${mb(baseline)} / ${mb(after)}`],
    ];
    for (const [label, value] of rows) console.log(`  ${label.padEnd(42)} ${value}`);
    const failures = [
      status5xx > 0 || result.non2xx > 0
        ? `${result.non2xx} non-2xx answers (${status5xx} 5xx)`
        : '',
      result.errors > 0 || result.timeouts > 0
        ? `${result.errors} errors, ${result.timeouts} timeouts`
        : '',
      graphqlErrors > 0 ? `${graphqlErrors} GraphQL errors, first: ${firstError}` : '',
      result.latency.p99 > p99BudgetMs
        ? `p99 ${result.latency.p99} ms over the ${p99BudgetMs} ms budget`
        : '',
      heapBack ? '' : `heap did not come back: ${mb(baseline)} -> ${mb(after)}`,
    ].filter(Boolean);
    if (failures.length > 0) {
      console.error(`\nbench:load failed:\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
    } else console.log(`\nbench:load passed (p99 budget ${p99BudgetMs} ms)`);
  } finally {
    child.send({ type: 'stop' });
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

await main();
