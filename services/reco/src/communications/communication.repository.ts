import { sql } from 'kysely';
import type { CompanyDb } from '../shared/company-db.js';

const CONFIG_COLUMNS = [
  'config_id',
  'smtp_host',
  'smtp_port',
  'security',
  'smtp_user',
  'smtp_password_sealed',
  'from_address',
  'from_name',
  'reply_to',
  'updated_at',
] as const;

export type ConfigRow = NonNullable<Awaited<ReturnType<typeof findConfig>>>;

export async function findConfig(db: CompanyDb) {
  return db.selectFrom('comm_config').select(CONFIG_COLUMNS).executeTakeFirst();
}

export type ConfigValues = {
  smtp_host?: string | null;
  smtp_port?: number | null;
  security?: string;
  smtp_user?: string | null;
  smtp_password_sealed?: string | null;
  from_address?: string;
  from_name?: string | null;
  reply_to?: string | null;
};

export async function insertConfig(
  db: CompanyDb,
  values: ConfigValues & { from_address: string; updated_by_user_id: number },
) {
  return db
    .insertInto('comm_config')
    .values(values)
    .returning(CONFIG_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateConfig(
  db: CompanyDb,
  configId: number,
  values: ConfigValues & { updated_by_user_id: number },
) {
  return db
    .updateTable('comm_config')
    .set({ ...values, updated_at: sql`now()` })
    .where('config_id', '=', configId)
    .returning(CONFIG_COLUMNS)
    .executeTakeFirst();
}

const MESSAGE_COLUMNS = [
  'm.message_id',
  'm.reco_id',
  'm.rule_id',
  'm.template_id',
  'm.purpose',
  'm.attempt',
  'm.to_address',
  'm.cc_address',
  'm.from_address',
  'm.reply_to',
  'm.subject',
  'm.html',
  'm.text',
  'm.attachments',
  'm.status',
  'm.tries',
  'm.smtp_response',
  'm.last_error',
  'm.created_at',
  'm.sent_at',
] as const;

export type NewMessage = {
  reco_id: number | null;
  rule_id: number | null;
  template_id: number | null;
  purpose: string;
  period_key: string | null;
  attempt: number;
  to_address: string;
  cc_address: string | null;
  from_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: { name: string; file_id: string }[];
  status: string;
  created_by_user_id: number | null;
  /** The clock's time: when the mail was built (a reminder's cadence counts from it). */
  created_at: Date;
  /** A bulk send's claim: one mail per (reco, batch). */
  batch_key?: string | null;
};

/**
 * Records a mail. A rule's mail claims its (reco, rule, period, attempt) row here, a bulk
 * send's its (reco, batch) row: when the row exists already another worker (or an earlier
 * send of the batch) has it, and null comes back (SECURITY 28).
 */
export async function insertMessage(db: CompanyDb, message: NewMessage) {
  const row = await db
    .insertInto('comm_messages')
    .values({ ...message, attachments: JSON.stringify(message.attachments) })
    .onConflict((oc) =>
      message.batch_key
        ? oc.columns(['reco_id', 'batch_key']).where('batch_key', 'is not', null).doNothing()
        : oc
            .columns(['reco_id', 'rule_id', 'period_key', 'attempt'])
            .where('rule_id', 'is not', null)
            .doNothing(),
    )
    .returning('message_id')
    .executeTakeFirst();
  return row?.message_id ?? null;
}

export async function setMessageOutcome(
  db: CompanyDb,
  messageId: number,
  outcome: {
    status: string;
    smtp_response?: string | null;
    last_error?: string | null;
    /** The clock's time the SMTP server took the mail. */
    sent_at?: Date;
    tried?: boolean;
  },
) {
  await db
    .updateTable('comm_messages')
    .set({
      status: outcome.status,
      ...(outcome.smtp_response !== undefined ? { smtp_response: outcome.smtp_response } : {}),
      ...(outcome.last_error !== undefined ? { last_error: outcome.last_error } : {}),
      ...(outcome.sent_at ? { sent_at: outcome.sent_at } : {}),
      ...(outcome.tried ? { tries: sql`tries + 1` } : {}),
    })
    .where('message_id', '=', messageId)
    .execute();
}

export async function findMessage(db: CompanyDb, messageId: number) {
  return db
    .selectFrom('comm_messages as m')
    .leftJoin('recos as r', 'r.reco_id', 'm.reco_id')
    .leftJoin('reco_parties as p', 'p.party_id', 'r.party_id')
    .select([...MESSAGE_COLUMNS, 'm.period_key', 'p.name as party_name'])
    .where('m.message_id', '=', messageId)
    .executeTakeFirst();
}

export async function listMessages(
  db: CompanyDb,
  filter: { reco_id?: number | undefined; status?: string | undefined },
  paging: { page: number; size: number },
) {
  let q = db
    .selectFrom('comm_messages as m')
    .leftJoin('recos as r', 'r.reco_id', 'm.reco_id')
    .leftJoin('reco_parties as p', 'p.party_id', 'r.party_id');
  if (filter.reco_id) q = q.where('m.reco_id', '=', filter.reco_id);
  if (filter.status) q = q.where('m.status', '=', filter.status);
  const [items, total] = await Promise.all([
    q
      .select([...MESSAGE_COLUMNS, 'p.name as party_name'])
      .orderBy('m.message_id', 'desc')
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size)
      .execute(),
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, totalCount: total.n };
}

/** The mails of one bulk send, with their party. */
export async function messagesOfBatch(db: CompanyDb, batchKey: string) {
  return db
    .selectFrom('comm_messages as m')
    .leftJoin('recos as r', 'r.reco_id', 'm.reco_id')
    .leftJoin('reco_parties as p', 'p.party_id', 'r.party_id')
    .select([...MESSAGE_COLUMNS, 'p.name as party_name'])
    .where('m.batch_key', '=', batchKey)
    .orderBy('m.reco_id')
    .execute();
}
