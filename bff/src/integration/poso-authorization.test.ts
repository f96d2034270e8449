import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isObjectType } from '../graphql-runtime.js';
import { ok, posoFlows } from '../testing/poso-flows.js';
import { recoOperations, seedRecoIds, type RecoIds } from './reco-operations.js';
import {
  actionKey,
  LINES,
  startPosoKit,
  type GraphQLBody,
  type PosoKit,
  type Session,
} from '../testing/poso-kit.js';

/**
 * SECURITY 8 and 13: every Query and Mutation field of the schema (the foundation's, the
 * purchase/sales ones and any added later: a field with no entry here fails the build),
 * called without a token, with a token lacking the scope, and with another company's token
 * holding company B's ids or B's tenant headers. B is Acme (customer) and Bharat (vendor);
 * the other company is Rhein, whose owner holds every scope there.
 */

let kit: PosoKit;
let alice: Session;
let signInOnly: Session;
let reconciler: Session;
let mallory: Session;
let b: Record<string, number>;
let recoIds: RecoIds;
let draftNumber = '';

type Operation = {
  field: string;
  query: string;
  variables: () => Record<string, unknown>;
  /**
   * The scopes that open the field (any one of them); empty when any signed-in token does. A
   * reconciler holds only company:read, users:read and reco scopes.
   */
  scopes: string[];
  /**
   * How another company's call with B's ids looks: refused, an empty list, its own reference
   * data, or an answer about the caller's own account (whatever it is, B stays unchanged).
   */
  foreign: 'refused' | 'empty' | 'own' | 'self';
  /** Needs no token at all (sign-in). */
  public?: boolean;
  /** Ends the caller's session: run with a session of its own. */
  endsSession?: boolean;
};

const key = () => ({ key: actionKey() });
const lines = LINES.slice(0, 1);

const operations: Operation[] = [
  // ---- foundation queries ----
  { field: 'me', query: '{ me { id } }', variables: () => ({}), scopes: [], foreign: 'self' },
  {
    field: 'myCompanies',
    query: '{ myCompanies { id } }',
    variables: () => ({}),
    scopes: [],
    foreign: 'self',
  },
  {
    field: 'company',
    query: 'query Q($id: Int!) { company(id: $id) { id name } }',
    variables: () => ({ id: kit.ids.companies.acme }),
    scopes: [],
    foreign: 'refused',
  },
  {
    field: 'companyUsers',
    query: 'query Q($id: Int!) { companyUsers(companyId: $id) { id } }',
    variables: () => ({ id: kit.ids.companies.acme }),
    scopes: ['users:read'],
    foreign: 'refused',
  },
  {
    field: 'toolSubscriptions',
    query: 'query Q($id: Int) { toolSubscriptions(companyId: $id) { toolId hasAccess } }',
    variables: () => ({ id: kit.ids.companies.acme }),
    scopes: [],
    foreign: 'refused',
  },
  {
    field: 'currencies',
    query: '{ currencies { code } }',
    variables: () => ({}),
    scopes: [],
    foreign: 'own',
  },
  {
    field: 'baseCurrency',
    query: 'query Q($id: Int!) { baseCurrency(companyId: $id) }',
    variables: () => ({ id: kit.ids.companies.acme }),
    scopes: [],
    foreign: 'refused',
  },
  {
    field: 'mySessions',
    query: '{ mySessions { id current } }',
    variables: () => ({}),
    scopes: [],
    foreign: 'self',
  },
  // ---- foundation mutations ----
  {
    field: 'login',
    query:
      'mutation M($u: String!, $p: String!) { login(username: $u, password: $p) { accessToken } }',
    variables: () => ({ u: 'mallory', p: 'concord-demo' }),
    scopes: [],
    foreign: 'self',
    public: true,
  },
  {
    field: 'chooseCompany',
    query: 'mutation M($id: Int!) { chooseCompany(companyId: $id) { accessToken } }',
    variables: () => ({ id: kit.ids.companies.acme }),
    scopes: [],
    foreign: 'refused',
  },
  {
    field: 'logout',
    query: 'mutation { logout }',
    variables: () => ({}),
    scopes: [],
    foreign: 'self',
    endsSession: true,
  },
  {
    field: 'requestToolSubscription',
    query:
      'mutation M($c: Int!, $t: Int!) { requestToolSubscription(companyId: $c, toolId: $t) { id } }',
    variables: () => ({ c: kit.ids.companies.acme, t: kit.ids.tools.analytics }),
    scopes: ['tools:request'],
    foreign: 'refused',
  },
  {
    field: 'updateProfile',
    query: 'mutation { updateProfile(input: { firstName: "Mallory" }) { id } }',
    variables: () => ({}),
    scopes: [],
    foreign: 'self',
  },
  {
    field: 'changePassword',
    query:
      'mutation { changePassword(currentPassword: "not-the-password", newPassword: "another-password-1") }',
    variables: () => ({}),
    scopes: [],
    foreign: 'self',
  },
  {
    field: 'signOutOtherSessions',
    query: 'mutation { signOutOtherSessions }',
    variables: () => ({}),
    scopes: [],
    foreign: 'self',
  },
  // ---- purchase/sales queries ----
  {
    field: 'purchaseOrders',
    query:
      'query Q($v: Int) { purchaseOrders(filter: { vendorId: $v }) { totalCount items { id } } }',
    variables: () => ({ v: kit.ids.companies.bharat }),
    scopes: ['po:read'],
    foreign: 'empty',
  },
  {
    field: 'purchaseOrdersAwaitingMyApproval',
    query: '{ purchaseOrdersAwaitingMyApproval { totalCount items { id } } }',
    variables: () => ({}),
    scopes: ['po:read'],
    foreign: 'empty',
  },
  {
    field: 'purchaseOrder',
    query: 'query Q($id: Int!) { purchaseOrder(id: $id) { id } }',
    variables: () => ({ id: b.draftPo }),
    scopes: ['po:read'],
    foreign: 'refused',
  },
  {
    field: 'receivedPurchaseOrders',
    query:
      'query Q($c: Int) { receivedPurchaseOrders(filter: { customerId: $c }) { totalCount items { id } } }',
    variables: () => ({ c: kit.ids.companies.acme }),
    scopes: ['po:read'],
    foreign: 'empty',
  },
  {
    field: 'receivedPurchaseOrder',
    query: 'query Q($id: Int!) { receivedPurchaseOrder(id: $id) { id } }',
    variables: () => ({ id: b.receivedPo }),
    scopes: ['po:read'],
    foreign: 'refused',
  },
  {
    field: 'salesInvoices',
    query:
      'query Q($so: Int) { salesInvoices(filter: { receivedPurchaseOrderId: $so }) { totalCount items { id } } }',
    variables: () => ({ so: b.raisedSo }),
    scopes: ['invoice:read'],
    foreign: 'empty',
  },
  {
    field: 'salesInvoice',
    query: 'query Q($id: Int!) { salesInvoice(id: $id) { id } }',
    variables: () => ({ id: b.draftInvoice }),
    scopes: ['invoice:read'],
    foreign: 'refused',
  },
  {
    field: 'purchaseInvoices',
    query:
      'query Q($po: Int) { purchaseInvoices(filter: { purchaseOrderId: $po }) { totalCount items { id } } }',
    variables: () => ({ po: b.raisedPo }),
    scopes: ['invoice:read'],
    foreign: 'empty',
  },
  {
    field: 'purchaseInvoice',
    query: 'query Q($id: Int!) { purchaseInvoice(id: $id) { id } }',
    variables: () => ({ id: b.sentPurchaseInvoice }),
    scopes: ['invoice:read'],
    foreign: 'refused',
  },
  {
    field: 'purchaseInvoicesAwaitingFinanceApproval',
    query: '{ purchaseInvoicesAwaitingFinanceApproval { totalCount items { id } } }',
    variables: () => ({}),
    scopes: ['invoice:read'],
    foreign: 'empty',
  },
  {
    field: 'additionalChargeMasters',
    query: '{ additionalChargeMasters { id name } }',
    variables: () => ({}),
    scopes: ['invoice:read'],
    foreign: 'own',
  },
  {
    field: 'paymentsMade',
    query:
      'query Q($id: Int) { paymentsMade(filter: { purchaseInvoiceId: $id }) { totalCount items { id } } }',
    variables: () => ({ id: b.payablePurchaseInvoice }),
    scopes: ['payment:read'],
    foreign: 'empty',
  },
  {
    field: 'paymentsReceived',
    query:
      'query Q($id: Int) { paymentsReceived(filter: { salesInvoiceId: $id }) { totalCount items { id } } }',
    variables: () => ({ id: b.paidInvoice }),
    scopes: ['payment:read'],
    foreign: 'empty',
  },
  {
    field: 'advancesPaid',
    query:
      'query Q($po: Int) { advancesPaid(filter: { purchaseOrderId: $po }) { totalCount items { id } } }',
    variables: () => ({ po: b.raisedPo }),
    scopes: ['payment:read'],
    foreign: 'empty',
  },
  {
    field: 'advancesReceived',
    query:
      'query Q($so: Int) { advancesReceived(filter: { receivedPurchaseOrderId: $so }) { totalCount items { id } } }',
    variables: () => ({ so: b.raisedSo }),
    scopes: ['payment:read'],
    foreign: 'empty',
  },
  {
    field: 'exchangeRate',
    query: '{ exchangeRate(from: "USD", to: "INR") { rate } }',
    variables: () => ({}),
    scopes: ['po:read', 'invoice:read'],
    foreign: 'own',
  },
  {
    field: 'approvers',
    query: '{ approvers(kind: PURCHASE_ORDER) { id userName } }',
    variables: () => ({}),
    scopes: ['users:read'],
    foreign: 'own',
  },
  {
    field: 'posoSettings',
    query: '{ posoSettings { separationOfDuties } }',
    variables: () => ({}),
    scopes: ['company:read'],
    foreign: 'own',
  },
  {
    // Another company's admin changes only their own company's rule.
    field: 'updatePosoSettings',
    query: 'mutation { updatePosoSettings(separationOfDuties: true) { separationOfDuties } }',
    variables: () => ({}),
    scopes: ['company:admin'],
    foreign: 'own',
  },
  {
    // The search answers from the caller's own company only (searched by B's numbers below).
    field: 'search',
    query: 'query Q { search(text: "PO-") { kind id label } }',
    variables: () => ({}),
    scopes: [],
    foreign: 'own',
  },
  {
    field: 'companyConnections',
    query: '{ companyConnections { connectionId company { id name } } }',
    variables: () => ({}),
    scopes: ['company:read'],
    foreign: 'own',
  },
  // ---- purchase/sales mutations ----
  {
    field: 'createPurchaseOrder',
    query:
      'mutation M($v: Int!, $items: [LineItemInput!]!) { createPurchaseOrder(input: { vendorId: $v, items: $items }) { id } }',
    variables: () => ({ v: kit.ids.companies.bharat, items: lines }),
    scopes: ['po:write'],
    foreign: 'refused',
  },
  {
    field: 'updatePurchaseOrder',
    query:
      'mutation M($id: Int!) { updatePurchaseOrder(id: $id, input: { description: "hijack" }) { id } }',
    variables: () => ({ id: b.draftPo }),
    scopes: ['po:write'],
    foreign: 'refused',
  },
  {
    field: 'addPurchaseOrderItems',
    query:
      'mutation M($id: Int!, $items: [LineItemInput!]!) { addPurchaseOrderItems(purchaseOrderId: $id, items: $items) { id } }',
    variables: () => ({ id: b.draftPo, items: lines }),
    scopes: ['po:write'],
    foreign: 'refused',
  },
  {
    field: 'removePurchaseOrderItems',
    query:
      'mutation M($id: Int!, $item: Int!) { removePurchaseOrderItems(purchaseOrderId: $id, itemIds: [$item]) { id } }',
    variables: () => ({ id: b.draftPo, item: b.draftPoItem }),
    scopes: ['po:write'],
    foreign: 'refused',
  },
  {
    field: 'sendPurchaseOrderForApproval',
    query:
      'mutation M($id: Int!, $a: Int!, $key: String!) { sendPurchaseOrderForApproval(id: $id, approverUserId: $a, idempotencyKey: $key) { id } }',
    variables: () => ({ id: b.draftPo, a: kit.ids.users.fiona, ...key() }),
    scopes: ['po:write'],
    foreign: 'refused',
  },
  {
    field: 'approvePurchaseOrder',
    query:
      'mutation M($id: Int!, $key: String!) { approvePurchaseOrder(id: $id, idempotencyKey: $key) { id } }',
    variables: () => ({ id: b.waitingPo, ...key() }),
    scopes: ['po:approve'],
    foreign: 'refused',
  },
  {
    field: 'rejectPurchaseOrder',
    query:
      'mutation M($id: Int!, $key: String!) { rejectPurchaseOrder(id: $id, remarks: "x", idempotencyKey: $key) { id } }',
    variables: () => ({ id: b.waitingPo, ...key() }),
    scopes: ['po:approve'],
    foreign: 'refused',
  },
  {
    field: 'acceptReceivedPurchaseOrder',
    query:
      'mutation M($id: Int!, $key: String!) { acceptReceivedPurchaseOrder(id: $id, idempotencyKey: $key) { id } }',
    variables: () => ({ id: b.receivedPo, ...key() }),
    scopes: ['po:write', 'po:approve'],
    foreign: 'refused',
  },
  {
    field: 'rejectReceivedPurchaseOrder',
    query:
      'mutation M($id: Int!, $key: String!) { rejectReceivedPurchaseOrder(id: $id, remarks: "x", idempotencyKey: $key) { id } }',
    variables: () => ({ id: b.receivedPo, ...key() }),
    scopes: ['po:write', 'po:approve'],
    foreign: 'refused',
  },
  {
    field: 'createSalesInvoice',
    query:
      'mutation M($so: Int!, $items: [LineItemInput!]!) { createSalesInvoice(input: { receivedPurchaseOrderId: $so, items: $items }) { id } }',
    variables: () => ({ so: b.raisedSo, items: lines }),
    scopes: ['invoice:write'],
    foreign: 'refused',
  },
  {
    field: 'updateSalesInvoice',
    query:
      'mutation M($id: Int!) { updateSalesInvoice(id: $id, input: { description: "hijack" }) { id } }',
    variables: () => ({ id: b.draftInvoice }),
    scopes: ['invoice:write'],
    foreign: 'refused',
  },
  {
    field: 'addSalesInvoiceCharge',
    query:
      'mutation M($id: Int!) { addSalesInvoiceCharge(invoiceId: $id, charge: { masterId: 1, amount: "5" }) { id } }',
    variables: () => ({ id: b.draftInvoice }),
    scopes: ['invoice:write'],
    foreign: 'refused',
  },
  {
    field: 'sendSalesInvoice',
    query:
      'mutation M($id: Int!, $key: String!) { sendSalesInvoice(id: $id, idempotencyKey: $key) { id } }',
    variables: () => ({ id: b.draftInvoice, ...key() }),
    scopes: ['invoice:write'],
    foreign: 'refused',
  },
  {
    field: 'acceptPurchaseInvoice',
    query:
      'mutation M($id: Int!, $key: String!) { acceptPurchaseInvoice(id: $id, idempotencyKey: $key) { id } }',
    variables: () => ({ id: b.sentPurchaseInvoice, ...key() }),
    scopes: ['invoice:write', 'invoice:approve'],
    foreign: 'refused',
  },
  {
    field: 'rejectPurchaseInvoice',
    query:
      'mutation M($id: Int!, $key: String!) { rejectPurchaseInvoice(id: $id, remarks: "x", idempotencyKey: $key) { id } }',
    variables: () => ({ id: b.sentPurchaseInvoice, ...key() }),
    scopes: ['invoice:write', 'invoice:approve'],
    foreign: 'refused',
  },
  {
    field: 'claimPayment',
    query:
      'mutation M($id: Int!, $key: String!) { claimPayment(input: { purchaseInvoiceId: $id, referenceNumber: "X", amount: "1" }, idempotencyKey: $key) { payment { id } } }',
    variables: () => ({ id: b.payablePurchaseInvoice, ...key() }),
    scopes: ['payment:write'],
    foreign: 'refused',
  },
  {
    field: 'confirmPayment',
    query:
      'mutation M($id: Int!, $key: String!) { confirmPayment(id: $id, idempotencyKey: $key) { payment { id } } }',
    variables: () => ({ id: b.paymentReceived, ...key() }),
    scopes: ['payment:write'],
    foreign: 'refused',
  },
  {
    field: 'heldAction',
    query: 'query Q($id: Int!) { heldAction(id: $id) { id state } }',
    variables: () => ({ id: b.heldAction }),
    scopes: [],
    foreign: 'refused',
  },
  {
    field: 'undoHeldAction',
    query: 'mutation M($id: Int!) { undoHeldAction(id: $id) { id state } }',
    variables: () => ({ id: b.heldAction }),
    scopes: [],
    foreign: 'refused',
  },
  {
    field: 'payAdvance',
    query:
      'mutation M($po: Int!, $key: String!) { payAdvance(input: { purchaseOrderId: $po, referenceNumber: "X", amount: "1" }, idempotencyKey: $key) { advance { id } } }',
    variables: () => ({ po: b.raisedPo, ...key() }),
    scopes: ['payment:write'],
    foreign: 'refused',
  },
  {
    field: 'confirmAdvance',
    query:
      'mutation M($id: Int!, $key: String!) { confirmAdvance(id: $id, idempotencyKey: $key) { advance { id } } }',
    variables: () => ({ id: b.advanceReceived, ...key() }),
    scopes: ['payment:write'],
    foreign: 'refused',
  },
  ...recoOperations(() => recoIds),
  // ---- notifications: always the caller's own ----
  {
    field: 'notifications',
    query: '{ notifications(filter: UNREAD) { totalCount items { id } } }',
    variables: () => ({}),
    scopes: [],
    foreign: 'self',
  },
  {
    field: 'markNotificationsRead',
    query: 'mutation { markNotificationsRead(all: true) }',
    variables: () => ({}),
    scopes: [],
    foreign: 'self',
  },
  {
    field: 'markNotificationsSeen',
    query: 'mutation { markNotificationsSeen }',
    variables: () => ({}),
    scopes: [],
    foreign: 'self',
  },
  {
    field: 'notificationSettings',
    query: '{ notificationSettings { doNotDisturb } }',
    variables: () => ({}),
    scopes: [],
    foreign: 'self',
  },
  {
    field: 'updateNotificationSettings',
    query: 'mutation { updateNotificationSettings(doNotDisturb: false) { doNotDisturb } }',
    variables: () => ({}),
    scopes: [],
    foreign: 'self',
  },
];

const RECONCILER_SCOPES = ['company:read', 'users:read', 'reco:read', 'reco:write'];

async function snapshotOfB(): Promise<string> {
  const { acme, bharat } = kit.ids.companies;
  const parts: unknown[] = [];
  for (const schema of [`co_${acme}`, `co_${bharat}`]) {
    const tables = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = ${schema} ORDER BY 1`.execute(
      kit.database.db,
    );
    for (const { table_name } of tables.rows) {
      const rows = await sql<{ data: unknown }>`
        SELECT json_agg(t ORDER BY t) AS data FROM ${sql.id(schema, table_name)} t`.execute(
        kit.database.db,
      );
      parts.push([schema, table_name, rows.rows[0]?.data]);
    }
  }
  const members = await sql<{ data: unknown }>`
    SELECT json_agg(u ORDER BY u.user_id) AS data FROM (
      SELECT user_id, user_name, user_email, first_name, last_name, password_hash, user_status
      FROM core.users WHERE user_id IN (
        SELECT user_id FROM core.memberships WHERE company_id IN (${acme}, ${bharat}))) u`.execute(
    kit.database.db,
  );
  const held = await sql<{ data: unknown }>`
    SELECT json_agg(h ORDER BY h.held_action_id) AS data FROM core.held_actions h
    WHERE company_id IN (${acme}, ${bharat})`.execute(kit.database.db);
  const requests = await sql<{ data: unknown }>`
    SELECT json_agg(r ORDER BY r.subscription_request_id) AS data FROM core.subscription_requests r
    WHERE subscription_company_id IN (${acme}, ${bharat})`.execute(kit.database.db);
  const memberships = await sql<{ data: unknown }>`
    SELECT json_agg(m ORDER BY m.user_id, m.company_id) AS data FROM core.memberships m
    WHERE company_id IN (${acme}, ${bharat})`.execute(kit.database.db);
  parts.push(
    members.rows[0]?.data,
    requests.rows[0]?.data,
    memberships.rows[0]?.data,
    held.rows[0]?.data,
  );
  const keys = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM core.idempotency_keys WHERE company_id IN (${acme}, ${bharat})`.execute(
    kit.database.db,
  );
  parts.push(keys.rows[0]?.n);
  const links = await sql<{ data: unknown }>`
    SELECT json_agg(l ORDER BY l.share_link_id) AS data FROM core.share_links l
    WHERE company_id IN (${acme}, ${bharat})`.execute(kit.database.db);
  parts.push(links.rows[0]?.data);
  const notifications = await sql<{ data: unknown }>`
    SELECT json_agg(n ORDER BY n.notification_id) AS data FROM core.notifications n
    WHERE user_id IN (SELECT user_id FROM core.memberships WHERE company_id IN (${acme}, ${bharat}))`.execute(
    kit.database.db,
  );
  const settings = await sql<{ data: unknown }>`
    SELECT json_agg(s ORDER BY s.user_id) AS data FROM core.notification_settings s
    WHERE user_id IN (SELECT user_id FROM core.memberships WHERE company_id IN (${acme}, ${bharat}))`.execute(
    kit.database.db,
  );
  parts.push(notifications.rows[0]?.data, settings.rows[0]?.data);
  return JSON.stringify(parts);
}

function firstCode(body: GraphQLBody): unknown {
  return body.errors?.[0]?.extensions.code;
}

beforeAll(async () => {
  kit = await startPosoKit({ reco: true });
  const { acme, bharat, rhein } = kit.ids.companies;
  alice = await kit.signIn('alice', acme);
  const fiona = await kit.signIn('fiona', acme);
  const victor = await kit.signIn('victor', bharat);
  signInOnly = await kit.signIn('alice');
  await kit.addMember('rita', acme, 'reconciler');
  reconciler = await kit.signIn('rita', acme);
  await kit.addMember('mallory', rhein, 'owner');
  mallory = await kit.signIn('mallory', rhein);

  const flows = posoFlows(kit, { alice, fiona, victor });
  const draft = await flows.createPo();
  draftNumber = String(draft.poNumber);
  const waiting = await flows.createPo();
  ok(
    await kit.graphql(
      'mutation M($id: Int!, $a: Int!, $key: String!) { sendPurchaseOrderForApproval(id: $id, approverUserId: $a, idempotencyKey: $key) { id } }',
      { id: waiting.id, a: kit.ids.users.fiona, key: actionKey() },
      alice.headers,
    ),
  );
  const receivedPo = await flows.sendAndApprove((await flows.createPo()).id);
  const sent = await flows.raisedAndInvoiced();
  const paid = await flows.payable();
  const payment = ok(
    await kit.graphql<{ claimPayment: { payment: { id: number } } }>(
      'mutation M($id: Int!, $key: String!) { claimPayment(input: { purchaseInvoiceId: $id, referenceNumber: "B-1", amount: "10" }, idempotencyKey: $key) { payment { id } } }',
      { id: paid.purchaseInvoice, key: actionKey() },
      alice.headers,
    ),
  );
  const received = ok(
    await kit.graphql<{ paymentsReceived: { items: { id: number }[] } }>(
      'query Q($id: Int) { paymentsReceived(filter: { salesInvoiceId: $id }) { items { id } } }',
      { id: paid.invoice },
      victor.headers,
    ),
  );
  ok(
    await kit.graphql(
      'mutation M($po: Int!, $key: String!) { payAdvance(input: { purchaseOrderId: $po, referenceNumber: "ADV-B", amount: "10" }, idempotencyKey: $key) { advance { id } } }',
      { po: sent.poId, key: actionKey() },
      alice.headers,
    ),
  );
  const advance = ok(
    await kit.graphql<{ advancesReceived: { items: { id: number }[] } }>(
      'query Q($so: Int) { advancesReceived(filter: { receivedPurchaseOrderId: $so }) { items { id } } }',
      { so: sent.received },
      victor.headers,
    ),
  );
  const draftInvoice = ok(
    await kit.graphql<{ createSalesInvoice: { id: number } }>(
      'mutation M($so: Int!, $items: [LineItemInput!]!) { createSalesInvoice(input: { receivedPurchaseOrderId: $so, items: $items }) { id } }',
      { so: sent.received, items: lines },
      victor.headers,
    ),
  );
  expect(payment.claimPayment.payment.id).toBeGreaterThan(0);
  recoIds = await seedRecoIds(kit, alice);
  b = {
    draftPo: draft.id,
    draftPoItem: (draft.items as { itemId: number }[])[0]!.itemId,
    waitingPo: waiting.id,
    receivedPo,
    raisedPo: sent.poId,
    raisedSo: sent.received,
    draftInvoice: draftInvoice.createSalesInvoice.id,
    sentPurchaseInvoice: sent.purchaseInvoice,
    payablePurchaseInvoice: paid.purchaseInvoice,
    paidInvoice: paid.invoice,
    paymentReceived: received.paymentsReceived.items[0]!.id,
    advanceReceived: advance.advancesReceived.items[0]!.id,
    heldAction: await holdAnAction(draft.id),
  };
});
afterAll(() => kit?.close());

/**
 * A PO approval of Acme's held for an undo. Made directly in the table: the kit runs with no
 * grace period, and a due date far ahead keeps it pending for the whole matrix.
 */
async function holdAnAction(purchaseOrderId: number): Promise<number> {
  const { acme } = kit.ids.companies;
  const row = await sql<{ held_action_id: number }>`
    INSERT INTO core.held_actions
      (company_id, company_schema, user_id, scopes, action, document_type, document_id, input, due_at)
    VALUES (${acme}, ${`co_${acme}`}, ${kit.ids.users.alice}, '[]'::jsonb, 'po.approve',
      'purchase_order', ${purchaseOrderId}, '{}'::jsonb, now() + interval '1 day')
    RETURNING held_action_id`.execute(kit.database.db);
  return row.rows[0]!.held_action_id;
}

/** Mallory's own session for an operation that ends the session it runs with. */
async function malloryFor(op: Operation): Promise<Session> {
  return op.endsSession ? kit.signIn('mallory', kit.ids.companies.rhein) : mallory;
}

describe('authorization matrix over every Query and Mutation field', () => {
  it('covers every field of the schema: a new field without an entry fails here', () => {
    const schema = kit.bff.schema;
    const fields = ['Query', 'Mutation'].flatMap((name) => {
      const type = schema.getType(name);
      return isObjectType(type) ? Object.keys(type.getFields()) : [];
    });
    // A field may have several entries (a list with and without another company's filter).
    expect([...new Set(operations.map((o) => o.field))].sort()).toEqual(fields.sort());
  });

  it('without a token: UNAUTHENTICATED, and no service is called', async () => {
    const before = kit.calls.poso.length + kit.calls.users.length;
    for (const op of operations.filter((o) => !o.public)) {
      const body = await kit.graphql(op.query, op.variables());
      expect(firstCode(body), op.field).toBe('UNAUTHENTICATED');
    }
    expect(kit.calls.poso.length + kit.calls.users.length).toBe(before);
  });

  it('with a token lacking the scope: FORBIDDEN before any poso call', async () => {
    const before = kit.calls.poso.length;
    for (const op of operations.filter((o) => o.scopes.length > 0)) {
      const personal = await kit.graphql(op.query, op.variables(), signInOnly.headers);
      expect(firstCode(personal), `${op.field} with a sign-in token`).toBe('FORBIDDEN');
      if (op.scopes.some((scope) => RECONCILER_SCOPES.includes(scope))) continue;
      const body = await kit.graphql(op.query, op.variables(), reconciler.headers);
      expect(firstCode(body), `${op.field} as a reconciler`).toBe('FORBIDDEN');
    }
    expect(kit.calls.poso.length).toBe(before);
  });

  it("another company's token with B's ids: refused or empty, and B unchanged", async () => {
    const before = await snapshotOfB();
    for (const op of operations) {
      const body = await kit.graphql(op.query, op.variables(), (await malloryFor(op)).headers);
      if (op.foreign === 'self') continue;
      if (op.foreign === 'refused') {
        expect(['FORBIDDEN', 'NOT_FOUND'], `${op.field}: ${JSON.stringify(body)}`).toContain(
          firstCode(body),
        );
      } else {
        expect(body.errors, op.field).toBeUndefined();
        if (op.foreign === 'empty') {
          const page = Object.values(body.data ?? {})[0] as { totalCount: number };
          expect(page.totalCount, op.field).toBe(0);
        }
      }
    }
    expect(await snapshotOfB()).toBe(before);
  }, 120_000); // every operation of the schema in turn: sized to that work, not to a quiet machine

  it("another company's token with B's tenant headers: FORBIDDEN everywhere, B unchanged", async () => {
    const before = await snapshotOfB();
    for (const op of operations.filter((o) => !o.public)) {
      const bHeaders = {
        ...(await malloryFor(op)).headers,
        'x-dts-schema': alice.headers['x-dts-schema']!,
        'x-dts-database': alice.headers['x-dts-database']!,
      };
      const body = await kit.graphql(op.query, op.variables(), bHeaders);
      expect(firstCode(body), `${op.field}: ${JSON.stringify(body.errors)}`).toBe('FORBIDDEN');
    }
    expect(await snapshotOfB()).toBe(before);
  }, 120_000); // every operation of the schema in turn: sized to that work, not to a quiet machine

  it("the header search finds B's documents for B and none of them for another company", async () => {
    const search = async (session: Session) =>
      ok(
        await kit.graphql<{ search: { kind: string; id: number }[] }>(
          'query Q($text: String!) { search(text: $text) { kind id } }',
          { text: draftNumber },
          session.headers,
        ),
      ).search;
    const mine = await search(alice);
    expect(mine.some((h) => h.kind === 'PURCHASE_ORDER' && h.id === b.draftPo)).toBe(true);
    const theirs = await search(mallory);
    expect(theirs.filter((h) => h.kind !== 'COMPANY')).toEqual([]);
  });

  it("B's own users still reach their documents", async () => {
    const body = await kit.graphql(
      'query Q($id: Int!) { purchaseOrder(id: $id) { id } }',
      { id: b.draftPo },
      alice.headers,
    );
    expect(body.errors).toBeUndefined();
  });
});
