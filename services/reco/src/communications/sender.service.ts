import { reco } from '@concord/contracts';
import type { Db } from '@concord/db';
import type { Caller } from '../shared/caller.js';
import { inCompany, type CompanyDb } from '../shared/company-db.js';
import { badRequest, conflict, notFound } from '../shared/errors.js';
import { isoTime, isoTimeOrNull } from '../shared/wire.js';
import {
  findConfig,
  findMessage,
  insertConfig,
  insertMessage,
  listMessages,
  setMessageOutcome,
  updateConfig,
  type ConfigRow,
  type ConfigValues,
} from './communication.repository.js';
import { deliver, type OutgoingMail, type SmtpSettings, type SmtpTimeouts } from './mailer.js';
import type { Clock } from './scheduler.js';
import type { SecretBox } from './secret-box.js';
import { requireReco } from '../recos/reco.service.js';

/** What sending needs: the key that opens SMTP passwords and the SMTP timeouts. */
export type MailDeps = { secrets: SecretBox; timeouts: SmtpTimeouts };

function toConfig(row: ConfigRow): reco.CommsConfig {
  return {
    config_id: row.config_id,
    smtp_host: row.smtp_host,
    smtp_port: row.smtp_port,
    security: row.security as reco.SmtpSecurity,
    smtp_user: row.smtp_user,
    has_password: row.smtp_password_sealed !== null,
    from_address: row.from_address,
    from_name: row.from_name,
    reply_to: row.reply_to,
    delivery: row.smtp_host ? 'smtp' : 'outbox',
    updated_at: isoTime(row.updated_at),
  };
}

/** Spec GET /companies/company-communications-config/: none or the one sender. */
export async function senderSettings(db: Db, caller: Caller): Promise<reco.CommsConfig[]> {
  const row = await inCompany(db, caller, findConfig);
  return row ? [toConfig(row)] : [];
}

function sealedValues(input: reco.CommsConfigPatch, secrets: SecretBox): ConfigValues {
  const values: ConfigValues = {};
  if (input.smtp_host !== undefined) values.smtp_host = input.smtp_host?.trim() || null;
  if (input.smtp_port !== undefined) values.smtp_port = input.smtp_port;
  if (input.security !== undefined) values.security = input.security;
  if (input.smtp_user !== undefined) values.smtp_user = input.smtp_user?.trim() || null;
  if (input.smtp_password !== undefined)
    values.smtp_password_sealed =
      input.smtp_password === null ? null : secrets.seal(input.smtp_password);
  if (input.from_address !== undefined) values.from_address = input.from_address.trim();
  if (input.from_name !== undefined) values.from_name = input.from_name?.trim() || null;
  if (input.reply_to !== undefined) values.reply_to = input.reply_to?.trim() || null;
  return values;
}

function defaultPort(security: string): number {
  return security === 'tls' ? 465 : security === 'starttls' ? 587 : 25;
}

export async function createSenderSettings(
  db: Db,
  caller: Caller,
  input: reco.NewCommsConfig,
  mail: MailDeps,
): Promise<reco.CommsConfig> {
  return inCompany(db, caller, async (trx) => {
    if (await findConfig(trx))
      throw conflict('The company has its sender already: change it instead');
    const values = sealedValues(input, mail.secrets);
    const row = await insertConfig(trx, {
      ...values,
      from_address: input.from_address.trim(),
      updated_by_user_id: caller.userId,
    });
    return toConfig(row);
  });
}

export async function updateSenderSettings(
  db: Db,
  caller: Caller,
  configId: number,
  input: reco.CommsConfigPatch,
  mail: MailDeps,
): Promise<reco.CommsConfig> {
  return inCompany(db, caller, async (trx) => {
    const row = await updateConfig(trx, configId, {
      ...sealedValues(input, mail.secrets),
      updated_by_user_id: caller.userId,
    });
    if (!row) throw notFound('Sender settings not found');
    return toConfig(row);
  });
}

/**
 * The SMTP settings of a company, or null when mail stays in the outbox. A password that no
 * longer opens (the key changed) is an error the admin can act on, never a silent send
 * without authentication.
 */
export function smtpSettings(row: ConfigRow | undefined, secrets: SecretBox): SmtpSettings | null {
  if (!row?.smtp_host) return null;
  let password: string | null = null;
  if (row.smtp_password_sealed !== null) {
    password = secrets.open(row.smtp_password_sealed);
    if (password === null)
      throw badRequest(
        'The saved SMTP password cannot be read with the current COMMS_SECRET_KEY: enter it again',
        { smtp_password: 'Enter the password again' },
      );
  }
  return {
    host: row.smtp_host,
    port: row.smtp_port ?? defaultPort(row.security),
    security: row.security as SmtpSettings['security'],
    user: row.smtp_user,
    password,
  };
}

export function outgoing(
  row: ConfigRow,
  mail: Omit<OutgoingMail, 'from' | 'fromName' | 'replyTo'>,
): OutgoingMail {
  return { ...mail, from: row.from_address, fromName: row.from_name, replyTo: row.reply_to };
}

const TEST_HTML = (sender: string) =>
  `<p>This is a test mail from Concord: ${escapeHtml(sender)} can send reconciliation mails.</p>`;

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Sends a test mail now and reports the SMTP server's answer, or keeps it in the outbox. */
export async function sendTestMail(
  db: Db,
  caller: Caller,
  to: string,
  mail: MailDeps,
  now: Clock,
): Promise<reco.TestMailResult> {
  const prepared = await inCompany(db, caller, async (trx) => {
    const row = await findConfig(trx);
    if (!row) throw badRequest('Save the sender settings first', { from_address: 'Required' });
    const smtp = smtpSettings(row, mail.secrets);
    const message = outgoing(row, {
      to,
      subject: 'Concord test mail',
      html: TEST_HTML(row.from_address),
      text: `This is a test mail from Concord: ${row.from_address} can send reconciliation mails.`,
    });
    const messageId = await recordMail(trx, message, smtp ? 'sending' : 'outbox', {
      userId: caller.userId,
      at: now(),
    });
    return { smtp, message, messageId };
  });
  if (!prepared.smtp)
    return {
      delivered: false,
      delivery: 'outbox',
      code: null,
      response: 'No SMTP server is set: the mail was kept in the outbox',
      message_id: prepared.messageId,
    };
  const outcome = await deliver(prepared.smtp, prepared.message, mail.timeouts);
  await inCompany(db, caller, (trx) =>
    setMessageOutcome(trx, prepared.messageId, {
      status: outcome.ok ? 'sent' : outcome.kind === 'permanent' ? 'bounced' : 'dead',
      smtp_response: outcome.response,
      ...(outcome.ok ? { sent_at: now() } : { last_error: outcome.response }),
      tried: true,
    }),
  );
  return {
    delivered: outcome.ok,
    delivery: 'smtp',
    code: outcome.code,
    response: outcome.response,
    message_id: prepared.messageId,
  };
}

async function recordMail(
  trx: CompanyDb,
  message: OutgoingMail,
  status: 'sending' | 'outbox',
  by: { userId: number; at: Date },
): Promise<number> {
  const id = await insertMessage(trx, {
    reco_id: null,
    rule_id: null,
    template_id: null,
    purpose: 'test',
    period_key: null,
    attempt: 0,
    to_address: message.to,
    cc_address: null,
    from_address: message.from,
    reply_to: message.replyTo ?? null,
    subject: message.subject,
    html: message.html,
    text: message.text,
    attachments: [],
    status,
    created_by_user_id: by.userId,
    created_at: by.at,
  });
  return id!;
}

type MessageRow = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

export function toCommunication(row: Omit<MessageRow, 'period_key'>): reco.Communication {
  return {
    ...row,
    purpose: row.purpose as reco.MailPurpose,
    status: row.status as reco.MailStatus,
    attachments: (row.attachments ?? []) as reco.Communication['attachments'],
    party_name: row.party_name ?? null,
    created_at: isoTime(row.created_at),
    sent_at: isoTimeOrNull(row.sent_at),
  };
}

/** Spec GET company_communications/: the outbox and every reco's log, newest first. */
export async function communications(
  db: Db,
  caller: Caller,
  query: { reco_id?: number; status?: reco.MailStatus; page?: number; size?: number },
) {
  const page = query.page ?? 1;
  const size = query.size ?? 10;
  const result = await inCompany(db, caller, async (trx) => {
    // Another company's reco is as missing as a deleted one, not an empty log.
    if (query.reco_id !== undefined) await requireReco(trx, query.reco_id);
    return listMessages(trx, { reco_id: query.reco_id, status: query.status }, { page, size });
  });
  return { items: result.items.map(toCommunication), totalCount: result.totalCount, page, size };
}
