import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeVendorLedgers } from '@concord/reco';
import { startPosoKit, type PosoKit, type Session } from '../testing/poso-kit.js';
import type { RestErrorResponse } from '../upstream/error-mapping.js';

/** A file route's refusal (supertest types every body as any). */
type FileRefusal = RestErrorResponse['body'];

/**
 * Bulk send, follow-ups and the party's public pages over HTTP: the mail is kept in the
 * outbox (no SMTP), its links open the upload and confirmation routes with no account.
 */

let kit: PosoKit;
let alice: Session;
let ledger: Buffer;

beforeAll(async () => {
  kit = await startPosoKit({ reco: true });
  alice = await kit.signIn('alice', kit.ids.companies.acme);
  const dir = await mkdtemp(path.join(tmpdir(), 'bff-followups-'));
  await writeVendorLedgers(path.join(dir, 'b.xlsx'), path.join(dir, 'c.xlsx'), {
    rows: 40,
    from: '2024-04-01',
    to: '2025-03-31',
    ourName: 'Acme Retail Pvt Ltd',
    partyName: 'Outside Traders',
  });
  ledger = await readFile(path.join(dir, 'c.xlsx'));
  await rm(dir, { recursive: true, force: true });
});
afterAll(() => kit?.close());

async function gql<T>(query: string, variables: Record<string, unknown> = {}) {
  const body = await kit.graphql<T>(query, variables, alice.headers);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

function tokenIn(text: string, page: string): string {
  const found = new RegExp(`/pages/${page}/\\?token=([\\w-]{43})`).exec(text);
  if (!found) throw new Error(`no ${page} link in ${text}`);
  return found[1]!;
}

/** A vendor project of alice's for the statement year 2024-25. */
async function vendorProject(name: string) {
  const made = await gql<{ createRecoProject: { id: number } }>(
    `mutation P($input: CreateRecoProjectInput!) { createRecoProject(input: $input) { id } }`,
    {
      input: {
        name,
        kind: 'VENDOR',
        periodFrom: '2024-04-01',
        periodTo: '2025-03-31',
        reconcilerIds: [kit.ids.users.alice],
        reviewerIds: [],
      },
    },
  );
  return made.createRecoProject;
}

describe('follow-ups and the party’s pages through the BFF', () => {
  it('bulk-sends to the outbox, takes the ledger and the confirmation anonymously, and lists them', async () => {
    await gql(
      'mutation { saveCommunicationSender(input: { security: NONE, fromAddress: "books@acme.test" }) { id } }',
    );
    const project = await vendorProject('Follow-ups');
    const party = await gql<{ createRecoParty: { id: number } }>(
      `mutation { createRecoParty(input: { name: "Outside Traders", contactEmail: "ap@outside.test" }) { id } }`,
    );
    const created = await gql<{ createReco: { id: number; currentIterationId: number } }>(
      `mutation R($input: CreateRecoInput!) { createReco(input: $input) { id currentIterationId } }`,
      {
        input: {
          projectId: project.id,
          partyId: party.createRecoParty.id,
        },
      },
    );
    const recoId = created.createReco.id;
    // The preview of a selected party reads as that party will, with no live link in it.
    const preview = await gql<{ previewCommunicationTemplate: { subject: string; text: string } }>(
      `query V($recoId: Int) { previewCommunicationTemplate(language: EN, subject: "For {{party}}",
        body: "{{contact}} {{period}} {{closing_balance}} {{upload_link}}", recoId: $recoId) { subject text } }`,
      { recoId },
    );
    expect(preview.previewCommunicationTemplate).toEqual({
      subject: 'For Outside Traders',
      text: expect.stringMatching(
        /^ap@outside\.test 2024-04-01 – 2025-03-31 — https?:\/\/\S+\/pages\/upload-file\/\?token=minted-when-sent$/,
      ) as unknown,
    });
    const templates = await gql<{ communicationTemplates: { id: number; purpose: string }[] }>(
      '{ communicationTemplates(language: EN) { id purpose } }',
    );
    const send = async (purpose: string) => {
      const sent = await gql<{
        sendBulkMail: { total: number; done: number; items: { outcome: string; to: string }[] };
      }>(
        'mutation B($input: BulkMailInput!) { sendBulkMail(input: $input) { total done items { outcome to } } }',
        {
          input: {
            batchKey: randomUUID(),
            templateId: templates.communicationTemplates.find((t) => t.purpose === purpose)!.id,
            recoIds: [recoId],
          },
        },
      );
      expect(sent.sendBulkMail).toMatchObject({
        total: 1,
        done: 1,
        items: [{ outcome: 'OUTBOX', to: 'ap@outside.test' }],
      });
    };
    await send('LEDGER_REQUEST');
    await send('BALANCE_CONFIRMATION');
    // A party that gets no mail says why by the enum's name, for the screen to word.
    const refused = await gql<{
      sendBulkMail: { items: { outcome: string; reasonCode: string; reason: string | null }[] };
    }>(
      'mutation B($input: BulkMailInput!) { sendBulkMail(input: $input) { items { outcome reasonCode reason } } }',
      {
        input: {
          batchKey: randomUUID(),
          templateId: templates.communicationTemplates[0]!.id,
          recoIds: [999_999],
        },
      },
    );
    expect(refused.sendBulkMail.items).toEqual([
      { outcome: 'FAILED', reasonCode: 'RECO_NOT_FOUND', reason: null },
    ]);
    const mails = await gql<{ communications: { items: { purpose: string; text: string }[] } }>(
      'query M($id: Int!) { communications(recoId: $id) { items { purpose text } } }',
      { id: recoId },
    );
    const textOf = (purpose: string) =>
      mails.communications.items.find((m) => m.purpose === purpose)!.text;
    const upload = tokenIn(textOf('LEDGER_REQUEST'), 'upload-file');
    const confirm = tokenIn(textOf('BALANCE_CONFIRMATION'), 'confirm_completion');

    const anonymous = request(kit.bff.app.server);
    const details = await anonymous.get(`/files/public/reco/details?token=${upload}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ company_name: 'Acme Retail Pvt Ltd', purpose: 'upload' });

    const wrongType = await anonymous
      .post(`/files/public/reco/upload?token=${upload}`)
      .attach('file', Buffer.from('hello'), 'ledger.pdf');
    expect(wrongType.status).toBe(400);
    expect((wrongType.body as FileRefusal).fields?.file).toMatch(/\.xlsx/);
    const uploaded = await anonymous
      .post(`/files/public/reco/upload?token=${upload}`)
      .attach('file', ledger, 'outside-ledger.xlsx');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body).toEqual({ file_name: 'outside-ledger.xlsx', run_started: false });

    const page = await anonymous.get(`/files/public/reco/balance?token=${confirm}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ company_name: 'Acme Retail Pvt Ltd', answer: null });
    const bare = await anonymous
      .post(`/files/public/reco/balance?token=${confirm}`)
      .send({ decision: 'disputed' });
    expect(bare.status).toBe(400);
    expect((bare.body as FileRefusal).fields).toHaveProperty('remark');
    expect((bare.body as FileRefusal).reason).toEqual({ code: 'REMARK_REQUIRED', params: {} });
    // No books yet: nothing to confirm, said in words and as a code for the page to word.
    const early = await anonymous
      .post(`/files/public/reco/balance?token=${confirm}`)
      .send({ decision: 'confirmed' });
    expect(early.status).toBe(409);
    expect((early.body as FileRefusal).message).toMatch(/no closing balance to confirm yet/);
    expect((early.body as FileRefusal).reason).toEqual({ code: 'NO_BALANCE_YET', params: {} });
    // Our closing balance as a run reads it from our books.
    await sql`UPDATE ${sql.table(`${alice.schemaName}.reco_iterations`)}
      SET books_closing_minor = 4523100
      WHERE iteration_id = ${created.createReco.currentIterationId}`.execute(kit.database.db);
    const confirmed = await anonymous
      .post(`/files/public/reco/balance?token=${confirm}`)
      .send({ decision: 'confirmed' });
    expect(confirmed.status).toBe(201);

    const followUps = await gql<{
      followUps: {
        totalCount: number;
        counts: { confirmed: number };
        items: { recoId: number; status: string; openedAt: string | null }[];
      };
    }>(
      '{ followUps(status: CONFIRMED) { totalCount counts { confirmed } items { recoId status openedAt receivedAt } } }',
    );
    expect(followUps.followUps.items).toEqual([
      expect.objectContaining({ recoId, status: 'CONFIRMED' }),
    ]);
    expect(followUps.followUps.items[0]!.openedAt).not.toBeNull();
    expect(followUps.followUps.counts.confirmed).toBe(1);

    // Every bad token has the one answer; the answer route allows 10 tries a minute.
    const guessed = await anonymous
      .post(`/files/public/reco/balance?token=${'A'.repeat(43)}`)
      .send({ decision: 'confirmed' });
    expect(guessed.status).toBe(404);
    const uploadWithConfirm = await anonymous
      .post(`/files/public/reco/upload?token=${confirm}`)
      .attach('file', ledger, 'x.xlsx');
    expect(uploadWithConfirm.status).toBe(404);
    expect(uploadWithConfirm.body).toEqual(guessed.body);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (
          await anonymous
            .post(`/files/public/reco/balance?token=${'B'.repeat(43)}`)
            .send({ decision: 'confirmed' })
        ).status,
      );
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s !== 429 && s !== 404)).toEqual([]);
  });

  it('names who changed a rule and what, through the users loader', async () => {
    const templates = await gql<{ communicationTemplates: { id: number }[] }>(
      '{ communicationTemplates(language: EN) { id } }',
    );
    const template = templates.communicationTemplates[0]!.id;
    const input = {
      name: 'Audit rule',
      requestTemplateId: template,
      reminderTemplateId: template,
      sendOnCreation: false,
      firstReminderDays: 7,
      repeatEveryDays: 7,
      maxReminders: 3,
      quietWeekdays: [6, 7],
      quietDates: [],
      enabled: true,
    };
    const rule = await gql<{ createCommunicationRule: { id: number } }>(
      'mutation C($input: CommunicationRuleInput!) { createCommunicationRule(input: $input) { id } }',
      { input },
    );
    const id = rule.createCommunicationRule.id;
    await gql(
      'mutation U($id: Int!, $input: CommunicationRuleInput!) { updateCommunicationRule(id: $id, input: $input) { id } }',
      { id, input: { ...input, enabled: false } },
    );
    const audit = await gql<{
      communicationRuleChanges: {
        userId: number;
        author: { id: number; userName: string } | null;
        changes: { field: string; before: string; after: string }[];
      }[];
    }>(
      'query A($id: Int!) { communicationRuleChanges(ruleId: $id) { userId author { id userName } changes { field before after } } }',
      { id },
    );
    const [edit, creation] = audit.communicationRuleChanges;
    expect(audit.communicationRuleChanges).toHaveLength(2);
    expect(edit!.author).toEqual({ id: kit.ids.users.alice, userName: 'alice' });
    expect(edit!.changes).toEqual([{ field: 'ENABLED', before: 'true', after: 'false' }]);
    expect(creation!.author?.userName).toBe('alice');
    expect(creation!.changes.every((c) => c.before === 'null')).toBe(true);

    // The project a change names comes with its name, for the screen to show.
    const project = await vendorProject('Audited project');
    const projectId = project.id;
    await gql(
      'mutation U($id: Int!, $input: CommunicationRuleInput!) { updateCommunicationRule(id: $id, input: $input) { id } }',
      { id, input: { ...input, enabled: false, projectId } },
    );
    const named = await gql<{
      communicationRuleChanges: {
        changes: { field: string; before: string; after: string }[];
        projects: { id: number; name: string }[];
      }[];
    }>(
      'query A($id: Int!) { communicationRuleChanges(ruleId: $id) { changes { field before after } projects { id name } } }',
      { id },
    );
    expect(named.communicationRuleChanges[0]).toEqual({
      changes: [{ field: 'PROJECT', before: 'null', after: String(projectId) }],
      projects: [{ id: projectId, name: 'Audited project' }],
    });
    expect(named.communicationRuleChanges[1]!.projects).toEqual([]);
  });

  it('keeps a project rule in its project when a change leaves the project out, and names the project', async () => {
    const templates = await gql<{ communicationTemplates: { id: number }[] }>(
      '{ communicationTemplates(language: EN) { id } }',
    );
    const template = templates.communicationTemplates[0]!.id;
    const project = await vendorProject('Rule scope');
    const input = {
      name: 'Scoped rule',
      requestTemplateId: template,
      reminderTemplateId: template,
      sendOnCreation: false,
      firstReminderDays: 5,
      repeatEveryDays: 5,
      maxReminders: 2,
      enabled: false,
    };
    type Scoped = { id: number; projectId: number | null; project: { name: string } | null };
    const created = await gql<{ createCommunicationRule: Scoped }>(
      'mutation C($input: CommunicationRuleInput!) { createCommunicationRule(input: $input) { id projectId project { name } } }',
      { input: { ...input, projectId: project.id } },
    );
    const id = created.createCommunicationRule.id;
    expect(created.createCommunicationRule).toMatchObject({
      projectId: project.id,
      project: { name: 'Rule scope' },
    });
    const update =
      'mutation U($id: Int!, $input: CommunicationRuleInput!) { updateCommunicationRule(id: $id, input: $input) { id projectId project { name } } }';
    // A change that does not name the project keeps it, and the audit says nothing of it.
    const kept = await gql<{ updateCommunicationRule: Scoped }>(update, {
      id,
      input: { ...input, maxReminders: 3 },
    });
    expect(kept.updateCommunicationRule.projectId).toBe(project.id);
    const audit = await gql<{
      communicationRuleChanges: { changes: { field: string }[] }[];
    }>('query A($id: Int!) { communicationRuleChanges(ruleId: $id) { changes { field } } }', {
      id,
    });
    expect(audit.communicationRuleChanges[0]!.changes.map((c) => c.field)).toEqual([
      'MAX_REMINDERS',
    ]);
    // An explicit null makes it company-wide; a new rule without a project is too.
    const wide = await gql<{ updateCommunicationRule: Scoped }>(update, {
      id,
      input: { ...input, maxReminders: 3, projectId: null },
    });
    expect(wide.updateCommunicationRule).toMatchObject({ projectId: null, project: null });
    const plain = await gql<{ createCommunicationRule: Scoped }>(
      'mutation C($input: CommunicationRuleInput!) { createCommunicationRule(input: $input) { id projectId project { name } } }',
      { input: { ...input, name: 'Company rule' } },
    );
    expect(plain.createCommunicationRule).toMatchObject({ projectId: null, project: null });
  });

  it("words nothing itself: the rule's waiting run reaches history and follow-ups as a code with its values", async () => {
    const project = await vendorProject('Rule runs');
    const templates = await gql<{ communicationTemplates: { id: number; purpose: string }[] }>(
      '{ communicationTemplates(language: EN) { id purpose } }',
    );
    const asking = templates.communicationTemplates.find((t) => t.purpose === 'LEDGER_REQUEST')!;
    await gql(
      'mutation C($input: CommunicationRuleInput!) { createCommunicationRule(input: $input) { id } }',
      {
        input: {
          name: 'Run on arrival',
          projectId: project.id,
          requestTemplateId: asking.id,
          reminderTemplateId: asking.id,
          sendOnCreation: false,
          firstReminderDays: 7,
          repeatEveryDays: 7,
          maxReminders: 3,
          startRunOnUpload: true,
        },
      },
    );
    const party = await gql<{ createRecoParty: { id: number } }>(
      `mutation { createRecoParty(input: { name: "Early Traders", contactEmail: "ap@early.test" }) { id } }`,
    );
    const created = await gql<{ createReco: { id: number } }>(
      `mutation R($input: CreateRecoInput!) { createReco(input: $input) { id } }`,
      { input: { projectId: project.id, partyId: party.createRecoParty.id } },
    );
    const recoId = created.createReco.id;
    await gql('mutation B($input: BulkMailInput!) { sendBulkMail(input: $input) { total } }', {
      input: { batchKey: randomUUID(), templateId: asking.id, recoIds: [recoId] },
    });
    const mails = await gql<{ communications: { items: { text: string }[] } }>(
      'query M($id: Int!) { communications(recoId: $id) { items { text } } }',
      { id: recoId },
    );
    const upload = tokenIn(mails.communications.items[0]!.text, 'upload-file');
    const uploaded = await request(kit.bff.app.server)
      .post(`/files/public/reco/upload?token=${upload}`)
      .attach('file', ledger, 'early-ledger.xlsx');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body).toMatchObject({ run_started: false });

    const noteFields = 'code rule trigger books counterparty conflicts { code } guesses { letter }';
    // Our books are not in, and the party's columns wait for a confirmation (a column the
    // engine found from its values): what the run waits for, named by the enums.
    const waits = {
      code: 'RULE_RUN_WAITS',
      rule: 'Run on arrival',
      trigger: null,
      books: 'FILE',
      counterparty: 'MAPPING',
      conflicts: [{ code: 'ROLE_IS_GUESS' }],
      guesses: [],
    };
    const history = await gql<{
      recoHistory: { action: string; remarks: string | null; note: unknown }[];
    }>(
      `query H($id: Int!) { recoHistory(recoId: $id) { action remarks note { ${noteFields} } } }`,
      {
        id: recoId,
      },
    );
    expect(history.recoHistory.find((h) => h.action === 'run_waiting')).toEqual({
      action: 'run_waiting',
      remarks: null,
      note: waits,
    });
    // People's and older entries have no note.
    expect(history.recoHistory.find((h) => h.action === 'created')!.note).toBeNull();

    const followUps = await gql<{
      followUps: {
        items: { recoId: number; runWaiting: string | null; runWaitingNote: unknown }[];
      };
    }>(
      `{ followUps(search: "early.test") { items { recoId runWaiting runWaitingNote { ${noteFields} } } } }`,
    );
    expect(followUps.followUps.items).toEqual([
      { recoId, runWaiting: null, runWaitingNote: waits },
    ]);
  });
});
