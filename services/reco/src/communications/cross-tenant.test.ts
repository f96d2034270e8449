import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { reco } from '@concord/contracts';
import { recoFlows, startRecoKit, type Person, type RecoKit } from '../testing/testkit.js';

/**
 * The communications routes across companies: Acme's owner (alice, every scope) aims at what
 * Bharat (victor) holds, by its ids and by its tenant headers. Every call is refused with 403
 * or 404 and Bharat's templates, rules, sender, mails, batches and follow-ups stay as they were.
 */

const CONFIG = '/companies/company-communications-config/';

let kit: RecoKit;
let flows: ReturnType<typeof recoFlows>;
let alice: Person;
let victor: Person;
let b: {
  schema: string;
  template: number;
  rule: number;
  config: number;
  project: number;
  reco: number;
  batch: string;
};

/** Far past anything Acme's tables hold, so an id of Bharat's names nothing in Acme. */
const FAR = 900_000;

beforeAll(async () => {
  kit = await startRecoKit();
  flows = recoFlows(kit);
  ({ alice, victor } = kit.people);
  const schema = `co_${kit.ids.companies.bharat}`;
  for (const [table, column] of [
    ['comm_templates', 'template_id'],
    ['comm_rules', 'rule_id'],
    ['comm_config', 'config_id'],
    ['comm_messages', 'message_id'],
    ['reco_projects', 'project_id'],
    ['reco_parties', 'party_id'],
    ['recos', 'reco_id'],
  ] as const)
    await sql`ALTER TABLE ${sql.table(`${schema}.${table}`)} ALTER COLUMN ${sql.ref(column)} RESTART WITH ${sql.lit(FAR)}`.execute(
      kit.t.db,
    );
  const config = flows.ok<reco.CommsConfig>(
    await kit.call(victor, 'POST', CONFIG, { from_address: 'books@bharat.test' }),
    201,
  );
  const template = flows.ok<reco.Template>(
    await kit.call(victor, 'POST', '/communication_templates/', {
      name: 'Bharat request',
      purpose: 'ledger_request',
      language: 'en',
      subject: 'Ledger {{period}}',
      body: 'Dear {{party}}, {{upload_link}}',
      attach_result: false,
    }),
    201,
  );
  const project = flows.ok<reco.Project>(
    await kit.call(victor, 'POST', '/reconciliation/projects/', {
      name: 'Bharat vendors',
      kind: 'vendor',
      period_from: '2024-04-01',
      period_to: '2025-03-31',
      reconciler_ids: [victor.userId],
      reviewer_ids: [],
    }),
    201,
  );
  const party = flows.ok<reco.Party>(
    await kit.call(victor, 'POST', '/reconciliation/parties/', {
      name: 'Bharat supplier',
      contact_email: 'ap@bharat-supplier.test',
    }),
    201,
  );
  const recoRow = flows.ok<reco.Reco>(
    await kit.call(victor, 'POST', '/reconciliation/recos/', {
      project_id: project.project_id,
      party_id: party.party_id,
      assignee_user_id: victor.userId,
    }),
    201,
  );
  const rule = flows.rule(
    {
      name: 'Bharat cadence',
      project_id: project.project_id,
      request_template_id: template.template_id,
      reminder_template_id: template.template_id,
      enabled: false,
    },
    victor,
  );
  const batch = randomUUID();
  const sent = flows.ok<reco.BulkMailResult>(
    await kit.call(victor, 'POST', '/send_bulk_mail/', {
      batch_key: batch,
      template_id: template.template_id,
      reco_ids: [recoRow.reco_id],
    }),
  );
  expect(sent.items[0]!.outcome).toBe('outbox');
  b = {
    schema,
    template: template.template_id,
    rule: (await rule).rule_id,
    config: config.config_id,
    project: project.project_id,
    reco: recoRow.reco_id,
    batch,
  };
  // Acme has its own sender and templates, so its answers are about ids, not emptiness.
  flows.ok(await kit.call(alice, 'POST', CONFIG, { from_address: 'books@acme.test' }), 201);
  flows.ok(await kit.call(alice, 'GET', '/communication_templates/'));
}, 120_000);

afterAll(async () => {
  await kit?.close();
});

/** Everything of Bharat's the routes could touch, as Bharat reads it. */
async function bharatAsItStands() {
  const read = async (url: string) => flows.ok<unknown>(await kit.call(victor, 'GET', url));
  const messages = await sql`SELECT message_id, reco_id, status, to_address, subject, batch_key
    FROM ${sql.table(`${b.schema}.comm_messages`)} ORDER BY message_id`.execute(kit.t.db);
  return {
    templates: await read('/communication_templates/'),
    rules: await read('/communication-rule/'),
    audit: await read(`/communication-rule/${b.rule}/audit/`),
    sender: await read(CONFIG),
    mails: await read('/company_communications/?size=100'),
    batch: await read(`/send_bulk_mail/${b.batch}/`),
    followUps: await read('/reconciliation/followup_lists/?size=100'),
    messages: messages.rows,
  };
}

type Call = [method: 'GET' | 'POST' | 'PATCH', url: string, body?: Record<string, unknown>];

/** Every communications route, aimed at Bharat's ids. */
function routesAtBharat(): Call[] {
  const rule = {
    name: 'Moved',
    project_id: null,
    request_template_id: b.template,
    reminder_template_id: b.template,
    send_on_creation: true,
    first_reminder_days: 1,
    repeat_every_days: 1,
    max_reminders: 1,
    escalate_after: null,
    escalation_email: null,
    quiet_weekdays: [],
    quiet_dates: [],
    start_run_on_upload: true,
    enabled: true,
  };
  return [
    ['PATCH', `/communication_templates/${b.template}/`, { subject: 'Taken over' }],
    [
      'POST',
      '/communication_templates/preview/',
      { language: 'en', subject: '{{party}}', body: '{{contact}}', reco_id: b.reco },
    ],
    ['PATCH', `/communication-rule/${b.rule}/`, { enabled: true, max_reminders: 9 }],
    ['GET', `/communication-rule/${b.rule}/audit/`],
    ['POST', '/communication-rule/', rule],
    ['POST', '/communication-rule/', { ...rule, project_id: b.project }],
    ['PATCH', `${CONFIG}${b.config}/`, { from_address: 'thief@acme.test' }],
    ['GET', `/company_communications/?reco_id=${b.reco}`],
    ['GET', `/reconciliation/followup_lists/?project_id=${b.project}`],
    [
      'POST',
      '/send_bulk_mail/',
      { batch_key: randomUUID(), template_id: b.template, reco_ids: [b.reco] },
    ],
    ['GET', `/send_bulk_mail/${b.batch}/`],
  ];
}

/** The company-wide routes, which name no id: with Bharat's headers they are refused too. */
const routesOfTheCompany: Call[] = [
  ['GET', '/communication_templates/'],
  ['GET', '/communication-rule/'],
  ['GET', CONFIG],
  ['POST', CONFIG, { from_address: 'thief@acme.test' }],
  ['POST', `${CONFIG}test/`, { to: 'thief@acme.test' }],
  ['GET', '/company_communications/'],
  ['GET', '/reconciliation/followup_lists/'],
];

describe('cross-tenant matrix over the communications routes', () => {
  it("Acme's owner with Bharat's ids: not found, and Bharat unchanged", async () => {
    const before = await bharatAsItStands();
    for (const [method, url, body] of routesAtBharat()) {
      const res = await kit.call(alice, method, url, body);
      // Ids are per company: a template or project of Bharat's named in a new rule is a field
      // error ("No such template"), anything else is not found.
      const expected = method === 'POST' && url === '/communication-rule/' ? 400 : 404;
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(expected);
    }
    // A bulk send of Acme's own template to Bharat's reco mails nobody.
    const ownTemplate = flows
      .ok<reco.Template[]>(await kit.call(alice, 'GET', '/communication_templates/?language=en'))
      .find((t) => t.purpose === 'ledger_request')!;
    const sent = flows.ok<reco.BulkMailResult>(
      await kit.call(alice, 'POST', '/send_bulk_mail/', {
        batch_key: randomUUID(),
        template_id: ownTemplate.template_id,
        reco_ids: [b.reco],
      }),
    );
    expect(sent.items).toEqual([
      expect.objectContaining({ reco_id: b.reco, outcome: 'failed', reason_code: 'recoNotFound' }),
    ]);
    expect(await bharatAsItStands()).toEqual(before);
  });

  it("Acme's owner with Bharat's tenant headers: forbidden everywhere, and Bharat unchanged", async () => {
    const before = await bharatAsItStands();
    const bharat = { 'x-dts-schema': b.schema };
    for (const [method, url, body] of [...routesOfTheCompany, ...routesAtBharat()]) {
      const res = await kit.call(alice, method, url, body, bharat);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
    }
    expect(await bharatAsItStands()).toEqual(before);
  });

  it('Bharat reads only its own: none of Acme’s templates, rules, sender or mails', async () => {
    const acmeTemplate = flows.ok<reco.Template>(
      await kit.call(alice, 'POST', '/communication_templates/', {
        name: 'Acme only',
        purpose: 'custom',
        language: 'en',
        subject: 'Acme {{party}}',
        body: 'Only Acme writes this',
        attach_result: false,
      }),
      201,
    );
    const theirs = flows.ok<reco.Template[]>(
      await kit.call(victor, 'GET', '/communication_templates/'),
    );
    expect(theirs.map((t) => t.name)).not.toContain('Acme only');
    expect(theirs.map((t) => t.template_id)).not.toContain(acmeTemplate.template_id);
    const sender = flows.ok<reco.CommsConfig[]>(await kit.call(victor, 'GET', CONFIG));
    expect(sender.map((c) => c.from_address)).toEqual(['books@bharat.test']);
    const mails = flows.ok<{ items: reco.Communication[] }>(
      await kit.call(victor, 'GET', '/company_communications/?size=100'),
    );
    expect(mails.items.map((m) => m.to_address)).toEqual(['ap@bharat-supplier.test']);
  });
});
