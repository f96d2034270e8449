import { createDb, type Db } from '@concord/db';
import { sql } from 'kysely';
import type { reco, ErrorBody } from '@concord/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveLink } from '../links/link.service.js';
import { recoFlows, startRecoKit, type RecoKit } from '../testing/testkit.js';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.js';
import { startMailWorker, type MailWorker } from './mail-worker.js';
import { SecretBox } from './secret-box.js';
import {
  bossMailQueue,
  createMailQueues,
  deliverMessage,
  dueAt,
  isQuiet,
  tickCompany,
  type MailQueue,
  type SchedulerDeps,
} from './scheduler.js';
import { LocalFolderStorage } from '@concord/storage';
import { randomBytes, randomUUID } from 'node:crypto';

const DAY = 86_400_000;
const CONFIG = '/companies/company-communications-config/';

let kit: RecoKit;
let sink: SmtpSink;
let flows: ReturnType<typeof recoFlows>;
let worker: MailWorker;
let clock = new Date();
let deps: SchedulerDeps & { storage: LocalFolderStorage };
let acme: number;
let requestTemplate: number;
let reminderTemplate: number;
const secrets = new SecretBox(randomBytes(32));

async function mailsOf(recoId: number) {
  const res = await kit.call(
    kit.people.alice,
    'GET',
    `/company_communications/?reco_id=${recoId}&size=50`,
  );
  return res.json<{ items: reco.Communication[] }>().items.sort((a, b) => a.attempt - b.attempt);
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string): Promise<T> {
  const end = Date.now() + 60_000;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function outsideReco(contact: string, project: reco.Project) {
  const party = flows.ok<reco.Party>(
    await kit.call(kit.people.alice, 'POST', '/reconciliation/parties/', {
      name: `Outside ${Math.random().toString(36).slice(2, 8)}`,
      contact_email: contact,
    }),
    201,
  );
  const recoRow = flows.ok<reco.Reco>(
    await kit.call(kit.people.alice, 'POST', '/reconciliation/recos/', {
      project_id: project.project_id,
      party_id: party.party_id,
      assignee_user_id: kit.people.rita.userId,
      reviewer_user_id: kit.people.ravi.userId,
    }),
    201,
  );
  return recoRow;
}

beforeAll(async () => {
  kit = await startRecoKit({ now: () => clock });
  flows = recoFlows(kit);
  sink = await startSmtpSink();
  acme = kit.ids.companies.acme;
  // The app seals with its own key; the scheduler opens with the same one only when it is
  // shared, so the sender here has no password (the sink takes anonymous mail).
  flows.ok(
    await kit.call(kit.people.alice, 'POST', CONFIG, {
      from_address: 'books@acme.test',
      from_name: 'Acme Books',
      smtp_host: '127.0.0.1',
      smtp_port: sink.port,
      security: 'none',
    }),
    201,
  );
  const templates = flows.ok<reco.Template[]>(
    await kit.call(kit.people.alice, 'GET', '/communication_templates/?language=en'),
  );
  requestTemplate = templates.find((t) => t.purpose === 'ledger_request')!.template_id;
  reminderTemplate = templates.find((t) => t.purpose === 'reminder')!.template_id;
  await createMailQueues(kit.boss, { retryLimit: 2, retryDelay: 1, retryBackoff: false });
  deps = {
    db: kit.t.db,
    mail: { secrets, timeouts: { connection: 1000, greeting: 1000, socket: 2000 } },
    queue: bossMailQueue(kit.boss),
    now: () => clock,
    publicBaseUrl: 'https://concord.test/stage',
    storage: new LocalFolderStorage(kit.filesDir),
  };
  worker = await startMailWorker(kit.boss, deps, { pollingIntervalSeconds: 0.5, tickCron: null });
});

afterAll(async () => {
  await worker?.stop();
  await sink?.close();
  await kit?.close();
});

describe('the reminder cadence, driven by the clock', () => {
  it('requests, reminds twice, escalates, and stops when the statement arrives', async () => {
    const project = await flows.project();
    const rule = await flows.rule({
      name: 'Quarter close',
      project_id: project.project_id,
      request_template_id: requestTemplate,
      reminder_template_id: reminderTemplate,
      send_on_creation: true,
      first_reminder_days: 3,
      repeat_every_days: 2,
      max_reminders: 5,
      escalate_after: 2,
      escalation_email: 'cfo@outside.test',
    });
    const recoRow = await outsideReco('ap@outside.test', project);
    const t0 = new Date(recoRow.created_at);
    const at = async (days: number) => {
      clock = new Date(t0.getTime() + days * DAY + 60_000);
      return tickCompany(deps, acme);
    };
    const before = sink.mails.length;

    expect((await at(0)).queued).toBe(1);
    const [request] = await sink.waitFor(before + 1).then((m) => m.slice(before));
    expect(request!.envelopeTo).toEqual(['ap@outside.test']);
    expect(request!.parsed.subject).toMatch(/^Ledger for 2024-04-01 – 2025-03-31: Outside /);
    const link = /https:\/\/concord\.test\/stage\/pages\/upload-file\/\?token=([\w-]{43})/.exec(
      request!.parsed.text ?? '',
    );
    expect(link).not.toBeNull();
    const resolved = await resolveLink(kit.t.db, clock, link![1], ['upload']);
    expect(resolved.link.reco_id).toBe(recoRow.reco_id);
    expect(request!.parsed.html).toContain(
      `<a href="https://concord.test/stage/pages/upload-file/`,
    );

    expect((await at(1)).built).toBe(0);
    expect((await at(3)).queued).toBe(1);
    expect((await at(4)).built).toBe(0);
    expect((await at(5)).queued).toBe(1);
    const mails = await sink.waitFor(before + 3).then((m) => m.slice(before));
    expect(mails.map((m) => m.parsed.subject)).toEqual([
      expect.stringMatching(/^Ledger for/),
      'Reminder: ledger for 2024-04-01 – 2025-03-31',
      'Reminder: ledger for 2024-04-01 – 2025-03-31',
    ]);
    expect(mails[1]!.envelopeTo).toEqual(['ap@outside.test']);
    expect(mails[2]!.envelopeTo.sort()).toEqual(['ap@outside.test', 'cfo@outside.test']);

    // The party's statement arrives: the cadence stops.
    const files = await kit.ledgers(50);
    flows.ok(
      await flows.upload(
        kit.people.rita,
        recoRow.current_iteration_id!,
        'counterparty',
        'theirs.xlsx',
        files.counterparty,
      ),
      201,
    );
    expect((await at(7)).built).toBe(0);
    expect((await at(9)).built).toBe(0);
    const log = await until(
      () => mailsOf(recoRow.reco_id),
      (m) => m.every((x) => x.status === 'sent'),
      'sent',
    );
    expect(log.map((m) => [m.attempt, m.purpose, m.cc_address])).toEqual([
      [0, 'ledger_request', null],
      [1, 'reminder', null],
      [2, 'reminder', 'cfo@outside.test'],
    ]);
    const history = flows.ok<reco.HistoryEntry[]>(
      await kit.call(kit.people.alice, 'GET', `/reconciliation/recos/${recoRow.reco_id}/history/`),
    );
    expect(history.filter((h) => h.action.startsWith('mail_')).map((h) => h.action)).toEqual(
      expect.arrayContaining(['mail_requested', 'mail_reminded', 'mail_reminded']),
    );
    await kit.call(kit.people.alice, 'PATCH', `/communication-rule/${rule.rule_id}/`, {
      enabled: false,
    });
  });

  it('without "send on creation", reminds after a bulk request, counting from it, and never reminds a party nobody asked', async () => {
    const project = await flows.project();
    const rule = await flows.rule({
      name: 'Reminders only',
      project_id: project.project_id,
      request_template_id: requestTemplate,
      reminder_template_id: reminderTemplate,
      send_on_creation: false,
      first_reminder_days: 3,
      repeat_every_days: 2,
      max_reminders: 2,
    });
    const asked = await outsideReco('asked@outside.test', project);
    const unasked = await outsideReco('unasked@outside.test', project);
    const t0 = new Date(asked.created_at);
    const at = async (days: number, from = t0) => {
      clock = new Date(from.getTime() + days * DAY + 60_000);
      return tickCompany(deps, acme);
    };
    // Nobody asked yet: the rule sends no request of its own, so nothing is due.
    expect((await at(0)).built).toBe(0);
    expect((await at(4)).built).toBe(0);

    // Day 4, the reconciler asks from the latest-recos list: reminders count from then.
    clock = new Date(t0.getTime() + 4 * DAY);
    const before = sink.mails.length;
    const sent = flows.ok<reco.BulkMailResult>(
      await kit.call(kit.people.rita, 'POST', '/send_bulk_mail/', {
        batch_key: randomUUID(),
        template_id: requestTemplate,
        reco_ids: [asked.reco_id],
      }),
    );
    expect(sent.items[0]!.outcome).not.toBe('failed');
    await sink.waitFor(before + 1);
    const [request] = await mailsOf(asked.reco_id);
    const requestedAt = new Date(request!.created_at);

    // Three days after the request, not after the reco's creation.
    expect((await at(2, requestedAt)).built).toBe(0);
    expect((await at(3, requestedAt)).queued).toBe(1);
    expect((await at(4, requestedAt)).built).toBe(0);
    expect((await at(5, requestedAt)).queued).toBe(1);
    // At most two reminders.
    expect((await at(9, requestedAt)).built).toBe(0);
    const log = await until(
      () => mailsOf(asked.reco_id),
      (m) => m.length === 3 && m.every((x) => x.status === 'sent'),
      'request and two reminders sent',
    );
    expect(log.map((m) => [m.attempt, m.purpose, m.rule_id])).toEqual([
      [0, 'ledger_request', null],
      [1, 'reminder', rule.rule_id],
      [2, 'reminder', rule.rule_id],
    ]);
    expect(await mailsOf(unasked.reco_id)).toEqual([]);
    expect(sink.mails.filter((m) => m.envelopeTo.includes('unasked@outside.test'))).toEqual([]);
    await kit.call(kit.people.alice, 'PATCH', `/communication-rule/${rule.rule_id}/`, {
      enabled: false,
    });
  });

  it('sends nothing on a quiet weekend or holiday, and sends on the next working day', async () => {
    const project = await flows.project();
    const recoRow = await outsideReco('quiet@outside.test', project);
    const t0 = new Date(recoRow.created_at);
    // The first Saturday at least a day after the reco was opened, 10:00 UTC; Monday after it
    // is a holiday.
    const day = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
    let saturday = new Date(day(t0) + DAY + 10 * 3_600_000);
    while (saturday.getUTCDay() !== 6) saturday = new Date(saturday.getTime() + DAY);
    const on = (days: number) => new Date(saturday.getTime() + days * DAY);
    const holiday = on(2).toISOString().slice(0, 10);
    const rule = await flows.rule({
      name: 'Quiet days',
      project_id: project.project_id,
      request_template_id: requestTemplate,
      reminder_template_id: reminderTemplate,
      send_on_creation: true,
      // The reminder falls on the next Saturday.
      first_reminder_days: 4,
      repeat_every_days: 7,
      max_reminders: 1,
      quiet_weekdays: [6, 7],
      quiet_dates: [holiday],
    });
    const tickOn = async (days: number) => {
      clock = on(days);
      return tickCompany(deps, acme);
    };
    try {
      // Saturday, Sunday, the Monday holiday: the request waits.
      expect((await tickOn(0)).built).toBe(0);
      expect((await tickOn(1)).built).toBe(0);
      expect((await tickOn(2)).built).toBe(0);
      expect(await mailsOf(recoRow.reco_id)).toEqual([]);
      // Tuesday, the next working day: it goes.
      expect((await tickOn(3)).queued).toBe(1);
      // Its reminder is due on Saturday (four days on): the weekend holds it to Monday.
      expect((await tickOn(7)).built).toBe(0);
      expect((await tickOn(8)).built).toBe(0);
      expect((await tickOn(9)).queued).toBe(1);
      const log = await until(
        () => mailsOf(recoRow.reco_id),
        (m) => m.length === 2 && m.every((x) => x.status === 'sent'),
        'request and reminder sent',
      );
      expect(log.map((m) => [m.purpose, m.created_at.slice(0, 10)])).toEqual([
        ['ledger_request', on(3).toISOString().slice(0, 10)],
        ['reminder', on(9).toISOString().slice(0, 10)],
      ]);
    } finally {
      await kit.call(kit.people.alice, 'PATCH', `/communication-rule/${rule.rule_id}/`, {
        enabled: false,
      });
    }
  });

  it('sends nothing on quiet days and counts reminders from the request', () => {
    const rule = { quiet_weekdays: [6, 7], quiet_dates: ['2025-01-01'] };
    expect(isQuiet(rule, new Date('2025-03-08T10:00:00Z'))).toBe(true); // Saturday
    expect(isQuiet(rule, new Date('2025-03-10T10:00:00Z'))).toBe(false); // Monday
    expect(isQuiet(rule, new Date('2025-01-01T10:00:00Z'))).toBe(true);
    const r = { first_reminder_days: 3, repeat_every_days: 2 } as Parameters<typeof dueAt>[0];
    const t0 = new Date('2025-03-03T00:00:00Z');
    expect([0, 1, 2, 3].map((n) => dueAt(r, t0, n).toISOString().slice(0, 10))).toEqual([
      '2025-03-03',
      '2025-03-06',
      '2025-03-08',
      '2025-03-10',
    ]);
  });
});

describe('two workers, one due mail', () => {
  /** Whether some connection waits on a row lock to insert a mail (a claim held by another). */
  async function claimBlocked(db: Db): Promise<boolean> {
    const waiting = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock'
         AND query ILIKE 'insert into %comm_messages%'`.execute(db);
    return waiting.rows[0]!.n > 0;
  }

  it('claims the mail once, however the two overlap: one row, one delivery', async () => {
    const project = await flows.project();
    const rule = await flows.rule({
      name: 'Race',
      project_id: project.project_id,
      request_template_id: requestTemplate,
      reminder_template_id: reminderTemplate,
      send_on_creation: true,
      max_reminders: 1,
    });
    const recoRow = await outsideReco('race@outside.test', project);
    clock = new Date(new Date(recoRow.created_at).getTime() + 60_000);
    const second: Db = createDb(kit.t.connectionString, { max: 2 });
    // A barrier in the claim's transaction: the worker that claims first holds its claim
    // (uncommitted) until the other worker's claim of the same mail is waiting on it, so the
    // two claims overlap every time and the unique row alone decides.
    let overlapped = false;
    const holdClaim: MailQueue = {
      async enqueue(trx, job) {
        const until = Date.now() + 20_000;
        while (!(await claimBlocked(kit.t.db))) {
          if (Date.now() > until) throw new Error('the second claim never came');
          await new Promise((r) => setTimeout(r, 20));
        }
        overlapped = true;
        await deps.queue.enqueue(trx, job);
      },
    };
    try {
      const [a, b] = await Promise.all([
        tickCompany({ ...deps, queue: holdClaim }, acme),
        tickCompany({ ...deps, db: second, queue: holdClaim }, acme),
      ]);
      expect(overlapped).toBe(true);
      expect([a.queued, b.queued].sort()).toEqual([0, 1]);
    } finally {
      await second.destroy();
    }
    const log = await until(
      () => mailsOf(recoRow.reco_id),
      (m) => m.length === 1 && m[0]!.status === 'sent',
      'one sent mail',
    );
    expect(log).toHaveLength(1);
    expect(sink.mails.filter((m) => m.envelopeTo.includes('race@outside.test'))).toHaveLength(1);
    await kit.call(kit.people.alice, 'PATCH', `/communication-rule/${rule.rule_id}/`, {
      enabled: false,
    });
  });
});

describe('delivery failures', () => {
  async function queuedMail(contact: string) {
    const project = await flows.project();
    const rule = await flows.rule({
      name: `Fail ${contact}`,
      project_id: project.project_id,
      request_template_id: requestTemplate,
      reminder_template_id: reminderTemplate,
      send_on_creation: true,
    });
    const recoRow = await outsideReco(contact, project);
    return { rule, recoRow };
  }

  it('a 451 is retried and then delivered; a 550 bounces at once, never retried', async () => {
    sink.mode = { kind: 'reply', code: 451, message: 'Greylisted, try later' };
    const soft = await queuedMail('soft@outside.test');
    clock = new Date(new Date(soft.recoRow.created_at).getTime() + 60_000);
    expect((await tickCompany(deps, acme)).queued).toBe(1);
    const retrying = await until(
      () => mailsOf(soft.recoRow.reco_id),
      (m) => m[0]?.status === 'retrying',
      'retrying',
    );
    expect(retrying[0]!.smtp_response).toMatch(/^451/);
    sink.mode = { kind: 'accept' };
    const sent = await until(
      () => mailsOf(soft.recoRow.reco_id),
      (m) => m[0]?.status === 'sent',
      'sent after retry',
    );
    expect(sent[0]!.tries).toBeGreaterThanOrEqual(2);
    await kit.call(kit.people.alice, 'PATCH', `/communication-rule/${soft.rule.rule_id}/`, {
      enabled: false,
    });

    // Straight through the handler: a 5xx is final, nothing is thrown for pg-boss to retry.
    sink.mode = { kind: 'reply', code: 550, message: 'No such user' };
    const hard = await queuedMail('gone@outside.test');
    await worker.stop();
    try {
      clock = new Date(new Date(hard.recoRow.created_at).getTime() + 60_000);
      expect((await tickCompany(deps, acme)).queued).toBe(1);
      const [mail] = await mailsOf(hard.recoRow.reco_id);
      const schema = `co_${acme}`;
      await expect(
        deliverMessage(deps, { companyId: acme, schema, messageId: mail!.message_id }),
      ).resolves.toBe('bounced');
      await expect(
        deliverMessage(deps, { companyId: acme, schema, messageId: mail!.message_id }),
      ).resolves.toBe('skipped');
      const [after] = await mailsOf(hard.recoRow.reco_id);
      expect(after).toMatchObject({ status: 'bounced', tries: 1 });
      expect(after!.smtp_response).toMatch(/^550/);
      const history = flows.ok<reco.HistoryEntry[]>(
        await kit.call(
          kit.people.alice,
          'GET',
          `/reconciliation/recos/${hard.recoRow.reco_id}/history/`,
        ),
      );
      expect(history.map((h) => h.action)).toContain('mail_bounced');
    } finally {
      sink.mode = { kind: 'accept' };
      worker = await startMailWorker(kit.boss, deps, {
        pollingIntervalSeconds: 0.5,
        tickCron: null,
      });
      await kit.call(kit.people.alice, 'PATCH', `/communication-rule/${hard.rule.rule_id}/`, {
        enabled: false,
      });
    }
  });

  it('a server that keeps answering 421 ends in the dead letters, visible to admins', async () => {
    sink.mode = { kind: 'reply', code: 421, message: 'Service not available' };
    const dead = await queuedMail('busy@outside.test');
    try {
      clock = new Date(new Date(dead.recoRow.created_at).getTime() + 60_000);
      expect((await tickCompany(deps, acme)).queued).toBe(1);
      const log = await until(
        () => mailsOf(dead.recoRow.reco_id),
        (m) => m[0]?.status === 'dead',
        'dead letter',
      );
      expect(log[0]!.tries).toBe(3);
      const listed = await kit.call(
        kit.people.alice,
        'GET',
        '/company_communications/?status=dead',
      );
      expect(
        listed.json<{ items: reco.Communication[] }>().items.map((m) => m.message_id),
      ).toContain(log[0]!.message_id);
    } finally {
      sink.mode = { kind: 'accept' };
      await kit.call(kit.people.alice, 'PATCH', `/communication-rule/${dead.rule.rule_id}/`, {
        enabled: false,
      });
    }
  });
});

describe("a project's rule and a company-wide rule", () => {
  it("the project's rule alone mails its recos; the company's rule mails the others", async () => {
    const own = await flows.project();
    const other = await flows.project();
    const projectRule = await flows.rule({
      name: 'Project cadence',
      project_id: own.project_id,
      request_template_id: requestTemplate,
      reminder_template_id: reminderTemplate,
      send_on_creation: true,
      first_reminder_days: 2,
      repeat_every_days: 2,
      max_reminders: 1,
    });
    const companyRule = await flows.rule({
      name: 'Company cadence',
      project_id: null,
      request_template_id: requestTemplate,
      reminder_template_id: reminderTemplate,
      send_on_creation: true,
      first_reminder_days: 2,
      repeat_every_days: 2,
      max_reminders: 1,
    });
    try {
      const inProject = await outsideReco('project-party@outside.test', own);
      const elsewhere = await outsideReco('company-party@outside.test', other);
      const t0 = new Date(inProject.created_at);
      for (const days of [0, 2, 4]) {
        clock = new Date(t0.getTime() + days * DAY + 60_000);
        await tickCompany(deps, acme);
      }
      const ruleOf = async (recoId: number) =>
        (
          await until(
            () => mailsOf(recoId),
            (m) => m.length >= 2 && m.every((x) => x.status === 'sent'),
            'request and reminder sent',
          )
        ).map((m) => [m.attempt, m.rule_id]);
      expect(await ruleOf(inProject.reco_id)).toEqual([
        [0, projectRule.rule_id],
        [1, projectRule.rule_id],
      ]);
      expect(await ruleOf(elsewhere.reco_id)).toEqual([
        [0, companyRule.rule_id],
        [1, companyRule.rule_id],
      ]);
      // One request and one reminder reached each party: nobody was mailed twice.
      const to = (address: string) => sink.mails.filter((m) => m.envelopeTo.includes(address));
      expect(to('project-party@outside.test')).toHaveLength(2);
      expect(to('company-party@outside.test')).toHaveLength(2);
    } finally {
      for (const rule of [projectRule, companyRule])
        await kit.call(kit.people.alice, 'PATCH', `/communication-rule/${rule.rule_id}/`, {
          enabled: false,
        });
    }
  });
});

describe('rules keep an audit of who changed what', () => {
  it('records each change with its before and after', async () => {
    const { alice, adam, rita } = kit.people;
    const created = await flows.rule({
      name: 'Audited',
      project_id: null,
      request_template_id: requestTemplate,
      reminder_template_id: reminderTemplate,
      first_reminder_days: 5,
      repeat_every_days: 5,
      max_reminders: 3,
      quiet_weekdays: [6, 7],
      enabled: false,
    });
    expect(
      (await kit.call(rita, 'PATCH', `/communication-rule/${created.rule_id}/`, { enabled: true }))
        .statusCode,
    ).toBe(403);
    flows.ok(
      await kit.call(adam, 'PATCH', `/communication-rule/${created.rule_id}/`, {
        enabled: true,
        max_reminders: 4,
      }),
    );
    const missing = await kit.call(adam, 'PATCH', `/communication-rule/${created.rule_id}/`, {
      escalate_after: 2,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorBody>().fields).toHaveProperty('escalation_email');
    const audit = flows.ok<reco.RuleChange[]>(
      await kit.call(rita, 'GET', `/communication-rule/${created.rule_id}/audit/`),
    );
    expect(audit[0]).toMatchObject({
      user_id: adam.userId,
      changes: {
        enabled: { before: false, after: true },
        max_reminders: { before: 3, after: 4 },
      },
    });
    expect(audit[1]!.user_id).toBe(alice.userId);
    const other = await kit.call(
      kit.people.victor,
      'GET',
      `/communication-rule/${created.rule_id}/audit/`,
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('templates', () => {
  it('ship a default set in four languages and refuse unknown placeholders', async () => {
    const all = flows.ok<reco.Template[]>(
      await kit.call(kit.people.rita, 'GET', '/communication_templates/'),
    );
    expect(all.filter((t) => t.is_default)).toHaveLength(16);
    expect(new Set(all.map((t) => t.language))).toEqual(new Set(['en', 'fr', 'ro', 'zh']));
    expect(all.find((t) => t.purpose === 'mismatch_summary')!.attach_result).toBe(true);
    const bad = await kit.call(kit.people.alice, 'POST', '/communication_templates/', {
      name: 'Broken',
      purpose: 'custom',
      language: 'en',
      subject: 'Hello {{party}}',
      body: 'Balance {{balance}}',
      attach_result: false,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().fields?.body).toMatch(/\{\{balance\}\}/);
    // Across companies: cross-tenant.test.ts.
  });

  it('preview escapes values and text in HTML, and links become anchors', async () => {
    const preview = flows.ok<reco.RenderedMail>(
      await kit.call(kit.people.rita, 'POST', '/communication_templates/preview/', {
        language: 'en',
        subject: 'For {{party}}',
        body: 'Dear {{party}} <b>team</b>,\n\nUpload: {{upload_link}}\n\n{{nope}}',
      }),
    );
    expect(preview.subject).toBe('For Bharat Steel Supplies');
    expect(preview.html).toContain('&lt;b&gt;team&lt;/b&gt;');
    expect(preview.html).toContain(
      '<a href="https://concord.example/stage/pages/upload-file/?token=sample">',
    );
    expect(preview.unknown_placeholders).toEqual(['nope']);
  });

  it("preview for a selected reco reads as its party will, with the links' shape and no live token", async () => {
    const recoRow = await outsideReco('ap@preview.test', await flows.project());
    await sql`UPDATE ${sql.table(`co_${acme}.reco_iterations`)}
      SET books_closing_minor = 45231000
      WHERE iteration_id = ${recoRow.current_iteration_id}`.execute(kit.t.db);
    const body = {
      language: 'en',
      subject: 'For {{party}}',
      body: '{{contact}} | {{period}} | {{closing_balance}} | {{sender}}\n{{upload_link}}\n{{confirmation_link}}',
      reco_id: recoRow.reco_id,
    };
    const preview = flows.ok<reco.RenderedMail>(
      await kit.call(kit.people.rita, 'POST', '/communication_templates/preview/', body),
    );
    expect(preview.subject).toBe(`For ${recoRow.party_name}`);
    expect(preview.text).toContain(
      `ap@preview.test | ${recoRow.period_from} – ${recoRow.period_to} | 452,310.00 | Acme Books`,
    );
    expect(preview.text).toContain(
      'https://concord.test/stage/pages/upload-file/?token=minted-when-sent',
    );
    expect(preview.text).toContain(
      'https://concord.test/stage/pages/confirm_completion/?token=minted-when-sent',
    );
    const links = await kit.t.db
      .selectFrom('core.share_links')
      .select('share_link_id')
      .where('reco_id', '=', recoRow.reco_id)
      .execute();
    expect(links).toHaveLength(0);
    // Another company's reco is as unknown as a missing one.
    const foreign = await kit.call(
      kit.people.victor,
      'POST',
      '/communication_templates/preview/',
      body,
    );
    expect(foreign.statusCode).toBe(404);
  });
});
