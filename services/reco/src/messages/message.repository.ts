import type { CompanyDb } from '../shared/company-db.js';

export type MessageRow = {
  message_id: number;
  reco_id: number;
  iteration_id: number | null;
  entry_no: number | null;
  body: string;
  author_user_id: number;
  mentions: number[];
  created_at: Date;
};

const COLUMNS = [
  'message_id',
  'reco_id',
  'iteration_id',
  'entry_no',
  'body',
  'author_user_id',
  'mentions',
  'created_at',
] as const;

export async function insertMessage(
  db: CompanyDb,
  values: Omit<MessageRow, 'message_id' | 'created_at'>,
): Promise<MessageRow> {
  return db.insertInto('reco_messages').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function threadMessages(
  db: CompanyDb,
  recoId: number,
  thread: { iterationId?: number; entryNo?: number } | 'all',
): Promise<MessageRow[]> {
  let query = db.selectFrom('reco_messages').select(COLUMNS).where('reco_id', '=', recoId);
  if (thread !== 'all') {
    query =
      thread.entryNo !== undefined
        ? query
            .where('iteration_id', '=', thread.iterationId!)
            .where('entry_no', '=', thread.entryNo)
        : query.where('entry_no', 'is', null);
  }
  return query.orderBy('message_id').limit(500).execute();
}

export async function findMessage(db: CompanyDb, messageId: number) {
  return db
    .selectFrom('reco_messages')
    .select(COLUMNS)
    .where('message_id', '=', messageId)
    .executeTakeFirst() as Promise<MessageRow | undefined>;
}

export async function entryExists(db: CompanyDb, iterationId: number, entryNo: number) {
  const row = await db
    .selectFrom('reco_entries')
    .select('entry_no')
    .where('iteration_id', '=', iterationId)
    .where('entry_no', '=', entryNo)
    .executeTakeFirst();
  return row !== undefined;
}
