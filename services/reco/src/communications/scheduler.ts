import { CompiledQuery, sql } from 'kysely';
import type PgBoss from 'pg-boss';
import { reco } from '@concord/contracts';
import { findCompanyTenant, type Db } from '@concord/db';
import type { FileStorage } from '@concord/storage';
import { createHash, randomBytes } from 'node:crypto';
import { inCompany, type CompanyDb } from '../shared/company-db.js';
import { insertLink } from '../links/link.repository.js';
import { addHistory } from '../recos/reco.repository.js';
import {
  findConfig,
  findMessage,
  insertMessage,
  setMessageOutcome,
  type ConfigRow,
} from './communication.repository.js';
import { deliver, type OutgoingMail } from './mailer.js';
import { renderTemplate, type PlaceholderValues } from './render.js';
import { outgoing, smtpSettings, type MailDeps } from './sender.service.js';
import { rulesApplyingTo } from './applying-rules.js';
import { findTemplate, listRuleRows, type RuleRow } from './template.repository.js';

/** Time, injected so tests move it forward. */
export type Clock = () => Date;

export const MAIL_QUEUE = 'comms-mail';
export const MAIL_DEAD_LETTER_QUEUE = 'comms-mail-dead';
export const TICK_QUEUE = 'comms-tick';

/**
 * SECURITY 27, set explicitly: five tries with exponential backoff from 30 s for what the
 * SMTP server or the network may fix (4xx, refused connections, timeouts); a try has two
 * minutes; what still fails goes to the dead-letter queue, whose handler marks the mail dead
 * for admins to see.
 */
export const MAIL_QUEUE_POLICY = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
  retentionDays: 14,
  deadLetter: MAIL_DEAD_LETTER_QUEUE,
} as const;

export type MailJob = { companyId: number; schema: string; messageId: number };

export type MailQueue = {
  /** Queues a delivery inside the caller's transaction: it exists only if that commits. */
  enqueue(trx: CompanyDb, job: MailJob): Promise<void>;
};

export function bossMailQueue(boss: PgBoss): MailQueue {
  return {
    async enqueue(trx, job) {
      await boss.send(MAIL_QUEUE, job, {
        db: {
          executeSql: async (text: string, values: unknown[]) => {
            const result = await trx.executeQuery(CompiledQuery.raw(text, values));
            return { rows: result.rows };
          },
        },
      } as PgBoss.SendOptions);
    },
  };
}

export async function createMailQueues(
  boss: PgBoss,
  overrides: Partial<{ retryLimit: number; retryDelay: number; retryBackoff: boolean }> = {},
) {
  const policy = { ...MAIL_QUEUE_POLICY, ...overrides };
  await boss.createQueue(MAIL_DEAD_LETTER_QUEUE, { name: MAIL_DEAD_LETTER_QUEUE, retryLimit: 0 });
  await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...policy });
  await boss.updateQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...policy });
  await boss.createQueue(TICK_QUEUE, { name: TICK_QUEUE, retryLimit: 0, expireInSeconds: 300 });
}

export type SchedulerDeps = {
  db: Db;
  mail: MailDeps;
  queue: MailQueue;
  now: Clock;
  /** Where the public pages are, e.g. https://concord.example/stage. */
  publicBaseUrl: string;
  /** Days a request's links work. */
  linkDays?: number;
};

const DAY = 86_400_000;

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** ISO weekday, 1 Monday .. 7 Sunday, of a UTC date. */
function isoWeekday(d: Date): number {
  return ((d.getUTCDay() + 6) % 7) + 1;
}

export function isQuiet(rule: Pick<RuleRow, 'quiet_weekdays' | 'quiet_dates'>, day: Date): boolean {
  return (
    rule.quiet_weekdays.includes(isoWeekday(day)) || (rule.quiet_dates ?? []).includes(isoDate(day))
  );
}

/**
 * When reminder `n` (1 and up) of a rule is due: `first_reminder_days` after the party's
 * latest request and every `repeat_every_days` after that. (The rule's own request, attempt 0,
 * is due when the reco is created.)
 */
export function dueAt(rule: RuleRow, requestedAt: Date, attempt: number): Date {
  if (attempt === 0) return requestedAt;
  const days = rule.first_reminder_days + (attempt - 1) * rule.repeat_every_days;
  return new Date(requestedAt.getTime() + days * DAY);
}

/** Minor units as `1,234.56`, or a dash. */
export function money(minor: string | null): string {
  if (minor === null) return '—';
  const negative = minor.startsWith('-');
  const digits = (negative ? minor.slice(1) : minor).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${digits.slice(-2)}`;
}

/** What a mail about one reco says and where it goes. */
export type MailTarget = {
  reco_id: number;
  project_id: number;
  party_name: string;
  contact_email: string | null;
  period_from: string;
  period_to: string;
  created_at: Date;
  created_by_user_id: number;
  iteration_id: number;
  books_closing_minor: string | null;
  output_file_id: string | null;
  state: string;
  counterparty_file_id: string | null;
};

function mailTargets(trx: CompanyDb) {
  return trx
    .selectFrom('recos as r')
    .innerJoin('reco_parties as p', 'p.party_id', 'r.party_id')
    .innerJoin('reco_iterations as i', 'i.iteration_id', 'r.current_iteration_id')
    .select([
      'r.reco_id',
      'r.project_id',
      'p.name as party_name',
      'r.created_at',
      'r.created_by_user_id',
      'r.state',
      'i.iteration_id',
      'i.output_file_id',
      'i.counterparty_file_id',
      'p.contact_email',
      sql<string>`to_char(r.period_from, 'YYYY-MM-DD')`.as('period_from'),
      sql<string>`to_char(r.period_to, 'YYYY-MM-DD')`.as('period_to'),
      sql<string | null>`i.books_closing_minor::text`.as('books_closing_minor'),
    ]);
}

/** Recos still waiting for the party's statement, with an address to ask. */
async function waitingRecos(trx: CompanyDb) {
  return (await mailTargets(trx)
    .where('p.contact_email', 'is not', null)
    .where('i.counterparty_file_id', 'is', null)
    .where('r.state', 'not in', ['inactive', 'accepted'])
    .orderBy('r.reco_id')
    .execute()) as (MailTarget & { contact_email: string })[];
}

/** The recos of `recoIds` that exist in the company, whatever their state. */
export async function mailTargetsOf(trx: CompanyDb, recoIds: readonly number[]) {
  if (recoIds.length === 0) return [];
  return (await mailTargets(trx)
    .where('r.reco_id', 'in', recoIds)
    .orderBy('r.reco_id')
    .execute()) as MailTarget[];
}

async function attemptsSoFar(trx: CompanyDb, recoId: number, ruleId: number, period: string) {
  return trx
    .selectFrom('comm_messages')
    .select(['attempt', 'created_at'])
    .where('reco_id', '=', recoId)
    .where('rule_id', '=', ruleId)
    .where('period_key', '=', period)
    .orderBy('attempt')
    .execute();
}

/** Purposes of mails that do not ask the party for anything: they restart no cadence. */
const NOT_REQUESTS: readonly string[] = ['reminder', 'mismatch_summary', 'test'];

/**
 * When the party was last asked for this period: the latest mail about the reco that is not a
 * reminder or a summary, whatever sent it (a rule's request, a bulk send, another rule), or a
 * rule's request whatever its template.
 */
async function latestRequestAt(trx: CompanyDb, recoId: number, period: string) {
  const row = await trx
    .selectFrom('comm_messages')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('reco_id', '=', recoId)
    .where('period_key', '=', period)
    .where((eb) =>
      eb.or([
        eb('purpose', 'not in', NOT_REQUESTS),
        eb.and([eb('rule_id', 'is not', null), eb('attempt', '=', 0)]),
      ]),
    )
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

async function mintLink(
  trx: CompanyDb,
  companyId: number,
  c: MailTarget,
  purpose: reco.LinkPurpose,
  days: number,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertLink(trx as unknown as Db, {
    company_id: companyId,
    reco_id: c.reco_id,
    iteration_id: c.iteration_id,
    purpose,
    token_hash: createHash('sha256').update(token, 'utf8').digest('hex'),
    created_by_user_id: c.created_by_user_id,
    expires_in_days: days,
    now,
  });
  return token;
}

export type TickResult = { built: number; queued: number; outbox: number };

/**
 * One pass of the rules of one company at `deps.now()`: every due mail claims its unique
 * (reco, rule, period, attempt) row first (SECURITY 28), then gets its links and text, and is
 * queued for delivery or kept in the outbox, all in one transaction. A claim another worker
 * holds makes this one skip the mail.
 */
export async function tickCompany(deps: SchedulerDeps, companyId: number): Promise<TickResult> {
  const tenant = await findCompanyTenant(deps.db, companyId);
  const result: TickResult = { built: 0, queued: 0, outbox: 0 };
  if (!tenant) return result;
  const now = deps.now();
  const caller = { schema: tenant.schema };
  const config = await inCompany(deps.db, caller, findConfig);
  // Without a sender there is no From: nothing is built until an admin saves one.
  if (!config) return result;
  const rules = await inCompany(deps.db, caller, (trx) => listRuleRows(trx, true));
  if (rules.length === 0) return result;
  const candidates = await inCompany(deps.db, caller, waitingRecos);
  for (const c of candidates) {
    // A project's rules replace the company-wide ones for its recos: one cadence per party.
    for (const rule of rulesApplyingTo(rules, c.project_id)) {
      if (isQuiet(rule, now)) continue;
      const outcome = await inCompany(deps.db, caller, (trx) =>
        buildDueMail(trx, deps, companyId, tenant.schema, config, rule, c, now),
      );
      if (outcome) {
        result.built++;
        result[outcome]++;
      }
    }
  }
  return result;
}

async function buildDueMail(
  trx: CompanyDb,
  deps: SchedulerDeps,
  companyId: number,
  schema: string,
  config: ConfigRow,
  rule: RuleRow,
  c: MailTarget & { contact_email: string },
  now: Date,
): Promise<'queued' | 'outbox' | null> {
  const period = `${c.period_from}..${c.period_to}`;
  const sent = await attemptsSoFar(trx, c.reco_id, rule.rule_id, period);
  const requestedAt = await latestRequestAt(trx, c.reco_id, period);
  // The rule's own request is attempt 0, when it sends one. Its reminders count from the
  // party's latest request, whoever sent it (a rule without a request of its own reminds after
  // a bulk send); a party never asked is reminded of nothing.
  let attempt: number;
  if (sent.length > 0) attempt = Math.max(...sent.map((s) => s.attempt)) + 1;
  else if (rule.send_on_creation) attempt = 0;
  else if (requestedAt) attempt = 1;
  else return null;
  if (attempt > rule.max_reminders) return null;
  const due = attempt === 0 ? c.created_at : requestedAt && dueAt(rule, requestedAt, attempt);
  if (!due) return null;
  if (due.getTime() > now.getTime()) return null;

  const template = await findTemplate(
    trx,
    attempt === 0 ? rule.request_template_id : rule.reminder_template_id,
  );
  if (!template) return null;
  // A template that attaches the result workbook waits until the reco has one.
  if (template.attach_result && !c.output_file_id) return null;
  const smtp = smtpSettings(config, deps.mail.secrets);
  const escalate = rule.escalate_after !== null && attempt >= rule.escalate_after;
  const messageId = await insertMessage(trx, {
    reco_id: c.reco_id,
    rule_id: rule.rule_id,
    template_id: template.template_id,
    purpose: attempt === 0 ? template.purpose : 'reminder',
    period_key: period,
    attempt,
    to_address: c.contact_email,
    cc_address: escalate ? rule.escalation_email : null,
    from_address: config.from_address,
    reply_to: config.reply_to,
    subject: '',
    html: '',
    text: '',
    attachments: [],
    status: smtp ? 'queued' : 'outbox',
    created_by_user_id: null,
    created_at: now,
  });
  // Another worker claimed this mail: it builds and sends it.
  if (messageId === null) return null;

  return fillMail(
    trx,
    deps,
    { companyId, schema, config, template, target: c, messageId, now },
    {
      action: attempt === 0 ? 'mail_requested' : 'mail_reminded',
      cc: escalate ? rule.escalation_email : null,
    },
  );
}

/**
 * The placeholders' values of a mail about one reco: its party, contact, period and our
 * closing balance, a due date a week from `now`, the links of the tokens given (a link whose
 * token is null is left empty) and the sender's name.
 */
export function targetValues(
  c: MailTarget,
  sender: string,
  now: Date,
  publicBaseUrl: string,
  tokens: { upload: string | null; confirm: string | null },
): PlaceholderValues {
  const base = publicBaseUrl.replace(/\/$/, '');
  return {
    party: c.party_name,
    contact: c.contact_email ?? '',
    period: `${c.period_from} – ${c.period_to}`,
    closing_balance: money(c.books_closing_minor),
    due_date: isoDate(new Date(now.getTime() + 7 * DAY)),
    upload_link: tokens.upload === null ? '' : `${base}/pages/upload-file/?token=${tokens.upload}`,
    confirmation_link:
      tokens.confirm === null ? '' : `${base}/pages/confirm_completion/?token=${tokens.confirm}`,
    sender,
  };
}

/**
 * The second half of building a claimed mail (rules and bulk sends alike): mints the links its
 * template names, renders it, records it in the reco's history, and queues its delivery (or
 * leaves it in the outbox without SMTP), in the caller's transaction.
 */
export async function fillMail(
  trx: CompanyDb,
  deps: Pick<SchedulerDeps, 'mail' | 'queue' | 'publicBaseUrl' | 'linkDays'>,
  mail: {
    companyId: number;
    schema: string;
    config: ConfigRow;
    template: NonNullable<Awaited<ReturnType<typeof findTemplate>>>;
    target: MailTarget & { contact_email: string };
    messageId: number;
    now: Date;
  },
  history: { action: string; cc: string | null; userId?: number | null },
): Promise<'queued' | 'outbox'> {
  const { companyId, schema, config, template, messageId, now } = mail;
  const c = mail.target;
  const days = deps.linkDays ?? 30;
  const uses = `${template.subject}\n${template.body}`;
  const values = targetValues(c, config.from_name ?? config.from_address, now, deps.publicBaseUrl, {
    upload: uses.includes('upload_link')
      ? await mintLink(trx, companyId, c, 'upload', days, now)
      : null,
    confirm: uses.includes('confirmation_link')
      ? await mintLink(trx, companyId, c, 'confirm', days, now)
      : null,
  });
  const rendered = renderTemplate(template, values);
  // Callers refuse a workbook's template for a reco without one (bulk send) or wait (rules).
  if (template.attach_result && !c.output_file_id)
    throw new Error(`reco ${c.reco_id} has no result workbook to attach`);
  const attachments =
    c.output_file_id && template.attach_result
      ? [{ name: `reconciliation-${c.reco_id}.xlsx`, file_id: c.output_file_id }]
      : [];
  await trx
    .updateTable('comm_messages')
    .set({
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      attachments: JSON.stringify(attachments),
    })
    .where('message_id', '=', messageId)
    .execute();
  await addHistory(trx, {
    reco_id: c.reco_id,
    iteration_id: c.iteration_id,
    action: history.action,
    from_state: null,
    to_state: null,
    remarks: `${rendered.subject} → ${c.contact_email}${history.cc ? ` (cc ${history.cc})` : ''}`,
    user_id: history.userId ?? null,
  });
  if (!smtpSettings(config, deps.mail.secrets)) return 'outbox';
  await deps.queue.enqueue(trx, { companyId, schema, messageId });
  return 'queued';
}

/** Every company with a sender and an enabled rule, in one pass. */
export async function tickAll(deps: SchedulerDeps): Promise<TickResult> {
  const companies = await deps.db.selectFrom('core.companies').select('company_id').execute();
  const total: TickResult = { built: 0, queued: 0, outbox: 0 };
  for (const { company_id } of companies) {
    const r = await tickCompany(deps, company_id);
    total.built += r.built;
    total.queued += r.queued;
    total.outbox += r.outbox;
  }
  return total;
}

/** A temporary failure: pg-boss retries the job with backoff. */
export class RetryableMailError extends Error {}

/**
 * Delivers one queued mail. Idempotent: a mail already sent, bounced or dead is left alone.
 * A 5xx answer marks it bounced for good; anything temporary marks it retrying and throws,
 * so pg-boss tries again later.
 */
export async function deliverMessage(
  deps: { db: Db; mail: MailDeps; storage: FileStorage; now: Clock },
  job: MailJob,
): Promise<'sent' | 'bounced' | 'skipped' | 'outbox' | 'missing_attachment'> {
  const caller = { schema: job.schema };
  const loaded = await inCompany(deps.db, caller, async (trx) => ({
    message: await findMessage(trx, job.messageId),
    config: await findConfig(trx),
  }));
  const { message, config } = loaded;
  if (!message || ['sent', 'bounced', 'dead', 'outbox'].includes(message.status)) return 'skipped';
  const smtp = config ? smtpSettings(config, deps.mail.secrets) : null;
  if (!config || !smtp) {
    await inCompany(deps.db, caller, (trx) =>
      setMessageOutcome(trx, job.messageId, { status: 'outbox' }),
    );
    return 'outbox';
  }
  const attachments = [];
  for (const a of message.attachments as { name: string; file_id: string }[]) {
    const file = await inCompany(deps.db, caller, (trx) =>
      trx
        .selectFrom('files')
        .select('storage_key')
        .where('file_id', '=', a.file_id)
        .executeTakeFirst(),
    );
    const stored = file ? await deps.storage.open(file.storage_key) : undefined;
    // A mail that promises the workbook never goes without it: it stops here, and the mail
    // log, the follow-ups and the reco's history say why.
    if (!stored) {
      await failWithoutAttachment(deps.db, job, message.reco_id, a.name);
      return 'missing_attachment';
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
    attachments.push({ filename: a.name, content: Buffer.concat(chunks) });
  }
  const mail: OutgoingMail = outgoing(config, {
    to: message.to_address,
    cc: message.cc_address,
    subject: message.subject,
    html: message.html,
    text: message.text,
    attachments,
  });
  const outcome = await deliver(smtp, mail, deps.mail.timeouts);
  await inCompany(deps.db, caller, async (trx) => {
    await setMessageOutcome(trx, job.messageId, {
      status: outcome.ok ? 'sent' : outcome.kind === 'permanent' ? 'bounced' : 'retrying',
      smtp_response: outcome.response,
      last_error: outcome.ok ? null : outcome.response,
      ...(outcome.ok ? { sent_at: deps.now() } : {}),
      tried: true,
    });
    if (!outcome.ok && outcome.kind === 'permanent' && message.reco_id !== null)
      await addHistory(trx, {
        reco_id: message.reco_id,
        iteration_id: null,
        action: 'mail_bounced',
        from_state: null,
        to_state: null,
        remarks: `${message.to_address}: ${outcome.response}`,
        user_id: null,
      });
  });
  if (outcome.ok) return 'sent';
  if (outcome.kind === 'permanent') return 'bounced';
  throw new RetryableMailError(outcome.response);
}

/**
 * The attachment a mail names is no longer stored (the file was removed): trying again will
 * not bring it back, so the mail is dead at once, with the reason in its log and the reco's
 * history.
 */
async function failWithoutAttachment(
  db: Db,
  job: MailJob,
  recoId: number | null,
  attachment: string,
): Promise<void> {
  const reason = `The attachment ${attachment} is no longer stored: the mail was not sent`;
  await inCompany(db, { schema: job.schema }, async (trx) => {
    await setMessageOutcome(trx, job.messageId, { status: 'dead', last_error: reason });
    if (recoId !== null)
      await addHistory(trx, {
        reco_id: recoId,
        iteration_id: null,
        action: 'mail_not_sent',
        from_state: null,
        to_state: null,
        remarks: reason,
        user_id: null,
      });
  });
}

/** The dead-letter handler: every try failed, the mail is dead and admins see it. */
export async function markDead(db: Db, job: MailJob): Promise<void> {
  await inCompany(db, { schema: job.schema }, (trx) =>
    setMessageOutcome(trx, job.messageId, { status: 'dead' }),
  );
}
