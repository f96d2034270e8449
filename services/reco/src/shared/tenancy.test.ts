import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, reco } from '@concord/contracts';
import { findCompanyTenant } from '@concord/db';
import { recoFlows, startRecoKit, type RecoKit } from '../testing/testkit.js';

/**
 * Company A (Rhein, an attacker's own company) holds a valid owner's token; company B's rows
 * live in Acme's schema (and the share of one of its recos in Bharat's). Every route of the
 * reco service's contract is called with B's ids or B's tenant headers: the answer is 403/404,
 * or for a route that works on the caller's own company (lists, creations) an answer that
 * names nothing of B's; B's rows and files are unchanged. The routes come from the contract,
 * and `cases` must name every one of them (the compiler says which one is missing), so a new
 * route cannot be left out of the matrix.
 */

type Contract = { method: string; url: string; schema: unknown };
type RouteName = {
  [K in keyof typeof reco]: (typeof reco)[K] extends Contract ? K : never;
}[keyof typeof reco];

/**
 * refused: 403 or 404; unknown: 400 saying the ids of B's it names do not exist; own: works on the caller's own company (any answer below 500 that
 * names nothing of B's); public: a capability link's route, whose credential is the link
 * token the caller does not have (401, 403 or 404).
 */
type Expect = 'refused' | 'unknown' | 'own' | 'public';
type Case = {
  expect: Expect;
  /** Path parameters beyond those named like B's ids (`reco_id`, `iteration_id`, ...). */
  params?: () => Record<string, string | number>;
  query?: () => string;
  body?: () => unknown;
  /** Multipart upload of this file. */
  file?: { name: string; content: () => Buffer };
};

let kit: RecoKit;
let flows: ReturnType<typeof recoFlows>;
let attacker: string;
/** Marks every name and text of B's: no answer to the attacker may contain it. */
const SECRET = `b-secret-${randomUUID().slice(0, 8)}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
let books: Buffer;

let b: {
  company: number;
  project_id: number;
  party_id: number;
  reco_id: number;
  iteration_id: number;
  file_id: number;
  decision_id: number;
  tag_id: number;
  tag_map_id: number;
  link_id: number;
  message_id: number;
  share_id: number;
  answer_id: number;
  comms_config_id: number;
  template_id: number;
  rule_id: number;
  user_id: number;
};

/** B's ids by the name the contract gives its path parameter. */
const byParamName = (): Record<string, number> => ({
  project_id: b.project_id,
  reco_id: b.reco_id,
  iteration_id: b.iteration_id,
  decision_id: b.decision_id,
  link_id: b.link_id,
  message_id: b.message_id,
  share_id: b.share_id,
  answer_id: b.answer_id,
  entry_no: 1,
});

const cases: Record<RouteName, Case> = {
  // ---- projects, parties ----
  listProjects: { expect: 'own' },
  getProject: { expect: 'refused' },
  createProject: {
    expect: 'own',
    body: () => ({
      name: 'Rhein vendors',
      kind: 'vendor',
      period_from: '2024-04-01',
      period_to: '2025-03-31',
      reviewer_ids: [b.user_id],
    }),
  },
  setProjectMembers: {
    expect: 'refused',
    body: () => ({ reconciler_ids: [], reviewer_ids: [] }),
  },
  listParties: { expect: 'own', query: () => `search=${SECRET}` },
  createParty: { expect: 'own', body: () => ({ name: 'Rhein party' }) },
  // ---- recos and their lifecycle ----
  listRecos: { expect: 'own', query: () => `project_id=${b.project_id}&party_id=${b.party_id}` },
  createReco: {
    expect: 'refused',
    body: () => ({ project_id: b.project_id, party_id: b.party_id }),
  },
  getReco: { expect: 'refused' },
  recoHistory: { expect: 'refused' },
  home: { expect: 'own' },
  recoDashboard: { expect: 'own', query: () => `project_id=${b.project_id}` },
  startReco: { expect: 'refused', query: () => `reco_id=${b.reco_id}` },
  continueReco: { expect: 'refused', query: () => `reco_id=${b.reco_id}` },
  acceptFile: { expect: 'refused', body: () => ({ reco_id: b.reco_id }) },
  rejectFile: { expect: 'refused', body: () => ({ reco_id: b.reco_id, remarks: 'no' }) },
  restartReco: {
    expect: 'refused',
    body: () => ({ reco_id: b.reco_id, keep_books: true, keep_counterparty: true }),
  },
  inactiveReco: { expect: 'refused', body: () => ({ reco_id: b.reco_id }) },
  changeAssignee: {
    expect: 'refused',
    body: () => ({ reco_id: b.reco_id, user_id: b.user_id }),
  },
  changeAssigner: {
    expect: 'refused',
    body: () => ({ reco_id: b.reco_id, user_id: b.user_id }),
  },
  reconciliationDetails: { expect: 'refused', query: () => `state_id=${b.iteration_id}` },
  downloadReceivedFile: { expect: 'refused', params: () => ({ id: b.file_id }) },
  downloadLatestOutputFile: { expect: 'refused', params: () => ({ id: b.iteration_id }) },
  // ---- iterations, files, results, decisions ----
  getIteration: { expect: 'refused' },
  listIterations: { expect: 'refused' },
  uploadLedger: {
    expect: 'refused',
    query: () => 'side=books',
    file: { name: 'books.xlsx', content: () => books },
  },
  confirmMapping: {
    expect: 'refused',
    body: () => ({ side: 'books', columns: { date: 0, amount: 5 } }),
  },
  getSummary: { expect: 'refused' },
  listEntries: { expect: 'refused' },
  listDecisions: { expect: 'refused' },
  getCarryReport: { expect: 'refused' },
  createDecision: { expect: 'refused', body: () => ({ kind: 'match', entries: [0, 1] }) },
  undoDecision: { expect: 'refused' },
  uploadModifiedWorkbook: {
    expect: 'refused',
    file: { name: 'result.xlsx', content: () => books },
  },
  // ---- tags ----
  listTags: { expect: 'own' },
  createTag: { expect: 'own', body: () => ({ name: 'Rhein tag' }) },
  listTagMaps: { expect: 'own', query: () => `reco_id=${b.reco_id}&tag_id=${b.tag_id}` },
  createTagMap: { expect: 'refused', body: () => ({ tag_id: b.tag_id, reco_id: b.reco_id }) },
  updateTagMap: {
    expect: 'refused',
    params: () => ({ id: b.tag_map_id }),
    body: () => ({ active: false }),
  },
  // ---- assignments (spec /ums/) ----
  taskAssignmentTemplate: {
    expect: 'refused',
    query: () => `company_id=${b.company}&project_id=${b.project_id}`,
  },
  assignRecos: {
    expect: 'refused',
    query: () => `company_id=${b.company}&project_id=${b.project_id}`,
    file: { name: 'assignments.xlsx', content: () => books },
  },
  // ---- links, messages ----
  generateLink: {
    expect: 'refused',
    body: () => ({ iteration_id: b.iteration_id, purpose: 'download', expires_in_days: 7 }),
  },
  listLinks: { expect: 'refused' },
  revokeLink: { expect: 'refused' },
  sendMessage: { expect: 'refused', body: () => ({ reco_id: b.reco_id, body: 'hello' }) },
  listMessages: { expect: 'refused' },
  getMessage: { expect: 'refused' },
  // ---- shares ----
  isSharingPossible: { expect: 'refused', params: () => ({ id: b.iteration_id }) },
  shareReco: {
    expect: 'refused',
    params: () => ({ reconcilee_co_id: kit.ids.companies.bharat, x: b.iteration_id }),
  },
  listRecoShares: { expect: 'refused' },
  listSharedRecos: { expect: 'own' },
  getSharedReco: { expect: 'refused' },
  listSharedEntries: { expect: 'refused' },
  answerSharedEntry: { expect: 'refused', body: () => ({ answer: 'agree' }) },
  attachSharedEntryDocument: {
    expect: 'refused',
    file: { name: 'proof.pdf', content: () => PDF },
  },
  downloadSharedAnswerDocument: { expect: 'refused' },
  downloadAnswerDocument: { expect: 'refused' },
  // ---- communications ----
  listCommsConfig: { expect: 'own' },
  createCommsConfig: { expect: 'own', body: () => ({ from_address: 'books@rhein.test' }) },
  updateCommsConfig: {
    expect: 'refused',
    params: () => ({ id: b.comms_config_id }),
    body: () => ({ from_name: 'hijack' }),
  },
  sendTestMail: { expect: 'own', body: () => ({ to: 'ap@rhein.test' }) },
  listTemplates: { expect: 'own' },
  createTemplate: {
    expect: 'own',
    body: () => ({
      name: 'Rhein request',
      purpose: 'custom',
      language: 'en',
      subject: 'Ledger {{period}}',
      body: 'Dear {{party}}',
      attach_result: false,
    }),
  },
  updateTemplate: {
    expect: 'refused',
    params: () => ({ id: b.template_id }),
    body: () => ({ name: 'hijack' }),
  },
  previewTemplate: {
    expect: 'refused',
    body: () => ({ language: 'en', subject: '{{party}}', body: '{{party}}', reco_id: b.reco_id }),
  },
  listRules: { expect: 'own' },
  createRule: {
    expect: 'unknown',
    body: () => ({
      name: 'Rhein rule',
      project_id: b.project_id,
      request_template_id: b.template_id,
      reminder_template_id: b.template_id,
      send_on_creation: false,
      first_reminder_days: 3,
      repeat_every_days: 3,
      max_reminders: 1,
      escalate_after: null,
      escalation_email: null,
      quiet_weekdays: [],
      quiet_dates: [],
      start_run_on_upload: false,
      enabled: false,
    }),
  },
  updateRule: {
    expect: 'refused',
    params: () => ({ id: b.rule_id }),
    body: () => ({ enabled: true }),
  },
  listRuleChanges: { expect: 'refused', params: () => ({ id: b.rule_id }) },
  listCommunications: { expect: 'own', query: () => `reco_id=${b.reco_id}` },
  listFollowUps: { expect: 'own', query: () => `project_id=${b.project_id}` },
  sendBulkMail: {
    expect: 'refused',
    body: () => ({ batch_key: randomUUID(), template_id: b.template_id, reco_ids: [b.reco_id] }),
  },
  bulkMailProgress: { expect: 'own', params: () => ({ batch_key: randomUUID() }) },
  // ---- the engine's matching rules: the same for every company ----
  matchingRules: { expect: 'own' },
  // ---- a link's public pages: the link token is the credential ----
  publicLinkDetails: { expect: 'public', query: () => `state_id=${b.iteration_id}` },
  publicDownloadLatestOutput: { expect: 'public', query: () => `state_id=${b.iteration_id}` },
  publicUploadLedger: {
    expect: 'public',
    query: () => `state_id=${b.iteration_id}`,
    file: { name: 'books.xlsx', content: () => books },
  },
  publicBalance: { expect: 'public', query: () => `state_id=${b.iteration_id}` },
  answerBalance: {
    expect: 'public',
    query: () => `state_id=${b.iteration_id}`,
    body: () => ({ decision: 'confirmed' }),
  },
  attachDisputeFile: {
    expect: 'public',
    params: () => ({ response_id: 1 }),
    file: { name: 'proof.pdf', content: () => PDF },
  },
};

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'url' in value &&
  'schema' in value;

const contracts: [RouteName, Contract][] = Object.entries(reco).flatMap(([name, value]) =>
  isContract(value) ? [[name as RouteName, value] as [RouteName, Contract]] : [],
);

/** The routes in the order they are called: the caller's own creations last, so that the
 * rows they make in A's schema cannot share an id with one of B's that is still to be asked. */
const ordered = [...contracts].sort(
  ([a], [z]) => Number(cases[a].expect === 'own') - Number(cases[z].expect === 'own'),
);

function urlOf(name: RouteName, contract: Contract): string {
  const c = cases[name];
  const url = pathOf(contract.url, { ...byParamName(), ...c.params?.() });
  const query = c.query?.();
  return query ? `${url}?${query}` : url;
}

async function call(name: RouteName, contract: Contract, headers: Record<string, string> = {}) {
  const c = cases[name];
  const url = urlOf(name, contract);
  if (c.file) {
    const boundary = '----tenancy';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${c.file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      c.file.content(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return kit.app.inject({
      method: contract.method as 'POST',
      url,
      headers: {
        authorization: `Bearer ${attacker}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...headers,
      },
      payload,
    });
  }
  return kit.call(attacker, contract.method as 'GET', url, c.body?.(), headers);
}

/** The service's routes as `METHOD /path`, read from Fastify's route tree. */
function servedRoutes(): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of kit.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack[depth] = (depth > 0 ? stack[depth - 1]! : '') + m[2]!;
    for (const method of m[3]?.split(', ') ?? [])
      if (method !== 'HEAD') out.push(`${method} ${stack[depth]}`);
  }
  return out;
}

async function schemaOf(companyId: number): Promise<string> {
  return (await findCompanyTenant(kit.t.db, companyId))!.schema;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Every row of every table of B's schemas (Acme's, and Bharat's where the share lives), and B's stored files. */
async function snapshot(): Promise<string> {
  const parts: unknown[] = [];
  for (const companyId of [b.company, kit.ids.companies.bharat]) {
    const schema = await schemaOf(companyId);
    const tables = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = ${schema} AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(
      kit.t.db,
    );
    for (const { table_name } of tables.rows) {
      const rows = await sql<{ data: unknown }>`
        SELECT json_agg(t ORDER BY t::text) AS data FROM ${sql.id(schema, table_name)} t`.execute(
        kit.t.db,
      );
      parts.push([schema, table_name, rows.rows[0]?.data]);
    }
    parts.push(await filesUnder(path.join(kit.filesDir, schema)));
  }
  const told = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM core.notifications WHERE company_id = ${b.company}`.execute(
    kit.t.db,
  );
  parts.push(told.rows[0]!.n);
  return JSON.stringify(parts);
}

beforeAll(async () => {
  kit = await startRecoKit();
  await kit.startWorker();
  flows = recoFlows(kit);
  const { alice, rita, victor } = kit.people;
  books = (await kit.ledgers(200)).books;
  // B's rows start past the first few ids, as another company's first rows would have them.
  for (let i = 0; i < 3; i++) await flows.reco();
  const project = await flows.project('vendor', `${SECRET} project`);
  const party = flows.ok<reco.Party>(
    await kit.call(alice, 'POST', '/reconciliation/parties/', {
      name: `${SECRET} Bharat`,
      connected_company_id: kit.ids.companies.bharat,
    }),
    201,
  );
  const created = flows.ok<reco.Reco>(
    await kit.call(alice, 'POST', '/reconciliation/recos/', {
      project_id: project.project_id,
      party_id: party.party_id,
      assignee_user_id: rita.userId,
      reviewer_user_id: kit.people.ravi.userId,
    }),
    201,
  );
  const ran = await flows.ran(created);
  const iterationId = ran.current_iteration_id!;
  const iteration = flows.ok<reco.Iteration>(
    await kit.call(rita, 'GET', `/reconciliation/iterations/${iterationId}/`),
  );
  const first = async (status: string) =>
    flows.ok<reco.EntryPage>(
      await kit.call(
        rita,
        'GET',
        `/reconciliation/iterations/${iterationId}/entries/?status=${status}&size=1`,
      ),
    ).items[0]!;
  const books1 = await first('only_in_books');
  const theirs1 = await first('only_in_counterparty');
  const decision = flows.ok<reco.Decision>(
    await kit.call(rita, 'POST', `/reconciliation/iterations/${iterationId}/decisions/`, {
      kind: 'match',
      entries: [books1.entry_no, theirs1.entry_no],
      remarks: `${SECRET} match`,
    }),
    201,
  );
  const tag = flows.ok<reco.Tag>(
    await kit.call(rita, 'POST', '/tags/', { name: `${SECRET} tag` }),
    201,
  );
  const tagMap = flows.ok<reco.TagMap>(
    await kit.call(rita, 'POST', '/tags/map/', { tag_id: tag.tag_id, reco_id: ran.reco_id }),
    201,
  );
  const link = flows.ok<{ link: reco.CapabilityLink }>(
    await kit.call(rita, 'POST', '/reconciliation/generate_link/', {
      iteration_id: iterationId,
      purpose: 'download',
      expires_in_days: 7,
    }),
    201,
  );
  const message = flows.ok<reco.RecoMessage>(
    await kit.call(rita, 'POST', '/reconciliation/send_msg/', {
      reco_id: ran.reco_id,
      body: `${SECRET} message`,
    }),
    201,
  );
  flows.ok(
    await kit.call(
      rita,
      'POST',
      `/reconciliation/share_reco/${kit.ids.companies.bharat}/${iterationId}/`,
    ),
    201,
  );
  const shares = flows.ok<{ items: reco.RecoShareInfo[] }>(
    await kit.call(victor, 'GET', '/reconciliation/shared-recos/'),
  );
  const shareId = shares.items[0]!.share_id;
  const answer = flows.ok<reco.EntryAnswer>(
    await kit.upload(victor, `/reconciliation/shared-recos/${shareId}/entries/1/document/`, {
      name: 'proof.pdf',
      content: PDF,
    }),
    201,
  );
  const config = flows.ok<{ config_id: number }>(
    await kit.call(alice, 'POST', '/companies/company-communications-config/', {
      from_address: `${SECRET}@acme.test`,
    }),
    201,
  );
  const template = flows.ok<reco.Template>(
    await kit.call(alice, 'POST', '/communication_templates/', {
      name: `${SECRET} template`,
      purpose: 'custom',
      language: 'en',
      subject: `${SECRET} {{period}}`,
      body: 'Dear {{party}}',
      attach_result: false,
    }),
    201,
  );
  const rule = await flows.rule({
    name: `${SECRET} rule`,
    project_id: project.project_id,
    request_template_id: template.template_id,
    reminder_template_id: template.template_id,
  });
  b = {
    company: kit.ids.companies.acme,
    project_id: project.project_id,
    party_id: party.party_id,
    reco_id: ran.reco_id,
    iteration_id: iterationId,
    file_id: iteration.books_file!.file_id,
    decision_id: decision.decision_id,
    tag_id: tag.tag_id,
    tag_map_id: tagMap.tag_map_id,
    link_id: link.link.link_id,
    message_id: message.message_id,
    share_id: shareId,
    answer_id: answer.answer_id,
    comms_config_id: config.config_id,
    template_id: template.template_id,
    rule_id: rule.rule_id,
    user_id: rita.userId,
  };
  const mallory = await sql<{ user_id: number }>`
    INSERT INTO core.users (user_name, user_email, password_hash, first_name, last_name)
    VALUES ('mallory', 'mallory@rhein.test', 'x', 'Mallory', 'Test') RETURNING user_id`.execute(
    kit.t.db,
  );
  const malloryId = mallory.rows[0]!.user_id;
  await sql`INSERT INTO core.memberships (user_id, company_id, role)
    VALUES (${malloryId}, ${kit.ids.companies.rhein}, 'owner')`.execute(kit.t.db);
  attacker = await kit.tokenFor(malloryId, kit.ids.companies.rhein, 'owner');
}, 240_000);
afterAll(() => kit.close());

describe('cross-tenant matrix over every reco route', () => {
  it('the contract and the service have the same routes, and the matrix names each one', () => {
    for (const [name, contract] of contracts) {
      expect(cases[name], name).toBeDefined();
      expect(kit.app.hasRoute({ method: contract.method, url: contract.url }), name).toBe(true);
    }
    // The service serves exactly the contract's routes (besides its health checks).
    const known = contracts.map(([, c]) => `${c.method} ${c.url}`).sort();
    expect(
      servedRoutes()
        .filter((r) => !/ \/(healthz|readyz)$/.test(r))
        .sort(),
    ).toEqual(known);
  });

  it("company A's token with company B's ids: 403/404, A's own answers name nothing of B's, B unchanged", async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const [name, contract] of ordered) {
      const res = await call(name, contract);
      const expected = cases[name].expect;
      const ok =
        expected === 'refused'
          ? [403, 404].includes(res.statusCode)
          : expected === 'unknown'
            ? res.statusCode === 400 && /No such/.test(res.body)
            : expected === 'public'
              ? [401, 403, 404].includes(res.statusCode)
              : res.statusCode < 500;
      if (!ok || res.body.includes(SECRET))
        failures.push(
          `${name}: ${contract.method} ${urlOf(name, contract)} -> ${res.statusCode} ${res.body.slice(0, 160)}`,
        );
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it("company A's token with company B's tenant headers: 403 on every route of a company, B unchanged", async () => {
    const before = await snapshot();
    const acme = await findCompanyTenant(kit.t.db, b.company);
    const headerSets: Record<string, string>[] = [
      { 'x-dts-schema': acme!.schema },
      { 'x-dts-schema': acme!.schema, 'x-dts-database': acme!.database },
      { 'x-dts-database': 'other' },
    ];
    const failures: string[] = [];
    for (const headers of headerSets)
      for (const [name, contract] of ordered) {
        if (cases[name].expect === 'public') continue;
        const res = await call(name, contract, headers);
        if (res.statusCode !== 403)
          failures.push(`${name} ${JSON.stringify(headers)} -> ${res.statusCode}`);
      }
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it("B's own people still reach these rows, so the refusals above are the tenancy's", async () => {
    const { rita, victor } = kit.people;
    for (const url of [
      `/reconciliation/recos/${b.reco_id}/`,
      `/reconciliation/iterations/${b.iteration_id}/summary/`,
      `/reconciliation/download_received_file/${b.file_id}/`,
      `/reconciliation/messages/${b.message_id}/`,
      `/reconciliation/answers/${b.answer_id}/document/`,
    ])
      expect((await kit.call(rita, 'GET', url)).statusCode, url).toBe(200);
    expect(
      (await kit.call(victor, 'GET', `/reconciliation/shared-recos/${b.share_id}/`)).statusCode,
    ).toBe(200);
  });
});
