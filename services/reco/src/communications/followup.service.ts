import { reco } from '@concord/contracts';
import type { Db } from '@concord/db';
import type { Caller } from '../shared/caller.js';
import { inCompany } from '../shared/company-db.js';
import { badRequest, forbidden, HttpError, notFound } from '../shared/errors.js';
import { isoTimeOrNull } from '../shared/wire.js';
import { findConfig, insertMessage, messagesOfBatch } from './communication.repository.js';
import { listFollowUps } from './followup.repository.js';
import {
  fillMail,
  mailTargetsOf,
  type Clock,
  type MailQueue,
  type MailTarget,
} from './scheduler.js';
import { smtpSettings, type MailDeps } from './sender.service.js';
import { findTemplate, projectExists } from './template.repository.js';

export async function followUps(
  db: Db,
  caller: Caller,
  query: reco.FollowUpQuery,
): Promise<reco.FollowUpList> {
  const { items, counts } = await inCompany(db, caller, async (trx) => {
    // Another company's project is as missing as a deleted one, not an empty list.
    if (query.project_id !== undefined && !(await projectExists(trx, query.project_id)))
      throw notFound('Project not found');
    return listFollowUps(trx, query);
  });
  const byStatus = Object.fromEntries(reco.FOLLOWUP_STATUSES.map((s) => [s, 0])) as Record<
    reco.FollowUpStatus,
    number
  >;
  for (const c of counts) byStatus[c.status] = c.n;
  const totalCount = query.status
    ? byStatus[query.status]
    : Object.values(byStatus).reduce((a, b) => a + b, 0);
  return {
    items: items.map((r) => ({
      reco_id: r.reco_id,
      iteration_id: r.iteration_id,
      project_id: r.project_id,
      project_name: r.project_name,
      party_name: r.party_name,
      contact_email: r.contact_email,
      from_date: r.from_date,
      to_date: r.to_date,
      assignee_user_id: r.assignee_user_id,
      status: r.status,
      requested_at: isoTimeOrNull(r.requested_at),
      reminders: r.reminders ?? 0,
      last_reminded_at: isoTimeOrNull(r.last_reminded_at),
      opened_at: isoTimeOrNull(r.opened_at),
      received_at: isoTimeOrNull(r.received_at),
      confirmed_at: r.decision === 'confirmed' ? isoTimeOrNull(r.answered_at) : null,
      disputed_at: r.decision === 'disputed' ? isoTimeOrNull(r.answered_at) : null,
      dispute_remark: r.decision === 'disputed' ? r.remark : null,
      bounced_at: isoTimeOrNull(r.bounced_at),
      bounce_reason: r.bounce_reason,
      run_waiting: r.run_waiting,
      run_waiting_note: r.run_waiting_note,
    })),
    totalCount,
    page: query.page ?? 1,
    size: query.size ?? 10,
    counts: byStatus,
  };
}

export type BulkDeps = {
  db: Db;
  mail: MailDeps;
  /** Absent where this process cannot queue mail: bulk sends are refused. */
  queue: MailQueue | undefined;
  publicBaseUrl: string;
  now: Clock;
};

/** Mail to parties is sent by the people who work the recos: reconcilers and reviewers. */
function requireMailer(caller: Caller): void {
  if (!caller.scopes.includes('reco:write') && !caller.scopes.includes('reco:review'))
    throw forbidden('Only reconcilers and reviewers write to parties');
}

/** Why a reco gets no mail of `template`, or null when it can. */
function refusalOf(
  target: MailTarget | undefined,
  template: { attach_result: boolean } | undefined,
): reco.BulkReason | null {
  if (!target) return 'recoNotFound';
  if (target.state === 'inactive') return 'recoInactive';
  if (!target.contact_email) return 'noContactAddress';
  // The mail promises the result workbook: without one it is not sent at all.
  if (template?.attach_result && !target.output_file_id) return 'noResultWorkbook';
  return null;
}

const SENDING: readonly string[] = ['queued', 'sending', 'retrying'];

function itemOf(
  recoId: number,
  mail: Awaited<ReturnType<typeof messagesOfBatch>>[number] | undefined,
  target: MailTarget | undefined,
  template?: { attach_result: boolean },
): reco.BulkMailItem {
  const refusal = mail ? null : refusalOf(target, template);
  const status = mail?.status as reco.MailStatus | undefined;
  const outcome: reco.BulkOutcome = !mail
    ? 'failed'
    : SENDING.includes(mail.status)
      ? 'sending'
      : mail.status === 'sent' || mail.status === 'outbox'
        ? mail.status
        : 'failed';
  return {
    reco_id: recoId,
    party_name: mail?.party_name ?? target?.party_name ?? null,
    to_address: mail?.to_address ?? target?.contact_email ?? null,
    message_id: mail?.message_id ?? null,
    outcome,
    mail_status: status ?? null,
    reason_code: refusal ?? (outcome === 'failed' ? 'mailFailed' : null),
    reason:
      !refusal && outcome === 'failed'
        ? (mail?.smtp_response ?? mail?.last_error ?? status ?? null)
        : null,
  };
}

function resultOf(batchKey: string, items: reco.BulkMailItem[]): reco.BulkMailResult {
  return {
    batch_key: batchKey,
    items,
    done: items.filter((i) => i.outcome !== 'sending').length,
    total: items.length,
  };
}

/**
 * The spec's `send_bulk_mail`: one template to the parties of many recos. Each mail claims its
 * (reco, batch) row before it is built, so a batch sent twice (a double click, a retry after a
 * lost answer) mails nobody twice; it then takes the rules' path (links, history, the mail
 * queue and its worker). The answer says per party what happened so far.
 */
export async function sendBulkMail(
  deps: BulkDeps,
  caller: Caller,
  input: reco.NewBulkMail,
): Promise<reco.BulkMailResult> {
  requireMailer(caller);
  const queue = deps.queue;
  if (!queue) throw new HttpError('UNAVAILABLE', 'Mail cannot be queued right now');
  const prepared = await inCompany(deps.db, caller, async (trx) => ({
    config: await findConfig(trx),
    template: await findTemplate(trx, input.template_id),
    targets: await mailTargetsOf(trx, input.reco_ids),
  }));
  const { config, template } = prepared;
  // Ids are per company: another company's template is as missing as a deleted one.
  if (!template) throw notFound('Template not found');
  if (!config)
    throw badRequest('Save the sender settings first', { template_id: 'No sender configured' });
  const targets = new Map(prepared.targets.map((t) => [t.reco_id, t]));
  const smtp = smtpSettings(config, deps.mail.secrets);
  const now = deps.now();
  for (const recoId of input.reco_ids) {
    const target = targets.get(recoId);
    if (refusalOf(target, template) !== null) continue;
    const to = target as MailTarget & { contact_email: string };
    // One transaction a mail: a failure on one party leaves the others sent.
    await inCompany(deps.db, caller, async (trx) => {
      const messageId = await insertMessage(trx, {
        reco_id: recoId,
        rule_id: null,
        template_id: template.template_id,
        purpose: template.purpose,
        period_key: `${to.period_from}..${to.period_to}`,
        attempt: 0,
        to_address: to.contact_email,
        cc_address: null,
        from_address: config.from_address,
        reply_to: config.reply_to,
        subject: '',
        html: '',
        text: '',
        attachments: [],
        status: smtp ? 'queued' : 'outbox',
        created_by_user_id: caller.userId,
        created_at: now,
        batch_key: input.batch_key,
      });
      if (messageId === null) return;
      await fillMail(
        trx,
        { ...deps, queue },
        {
          companyId: caller.companyId,
          schema: caller.schema,
          config,
          template,
          target: to,
          messageId,
          now,
        },
        { action: 'mail_sent', cc: null, userId: caller.userId },
      );
    });
  }
  const mails = await inCompany(deps.db, caller, (trx) => messagesOfBatch(trx, input.batch_key));
  const byReco = new Map(mails.map((m) => [m.reco_id, m]));
  return resultOf(
    input.batch_key,
    input.reco_ids.map((id) => itemOf(id, byReco.get(id), targets.get(id), template)),
  );
}

/** A batch as it stands: what the screen polls while the worker delivers. */
export async function bulkMailProgress(
  db: Db,
  caller: Caller,
  batchKey: string,
): Promise<reco.BulkMailResult> {
  const mails = await inCompany(db, caller, (trx) => messagesOfBatch(trx, batchKey));
  // A batch with no mail in this company (another company's, or none at all) is not found.
  if (mails.length === 0) throw notFound('Bulk send not found');
  return resultOf(
    batchKey,
    mails.map((m) => itemOf(m.reco_id!, m, undefined)),
  );
}
