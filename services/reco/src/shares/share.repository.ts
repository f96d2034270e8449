import { sql, type Kysely } from 'kysely';
import type { CompanyScopedDatabase } from '@concord/db';
import type { CompanyDb } from '../shared/company-db.js';

// Both sides of a share. The sharer's rows (`reco_shares`, `reco_entry_answers`) and the
// receiver's (`reco_shares_received`) are reached through the Kysely of that company's schema.

export type ShareRow = {
  share_id: number;
  reco_id: number;
  iteration_id: number;
  reconcilee_company_id: number;
  shared_by_user_id: number;
  shared_at: Date;
};

const SHARE_COLUMNS = [
  'share_id',
  'reco_id',
  'iteration_id',
  'reconcilee_company_id',
  'shared_by_user_id',
  'shared_at',
] as const;

export async function insertShare(
  db: CompanyDb,
  values: Omit<ShareRow, 'share_id' | 'shared_at'>,
): Promise<ShareRow> {
  return db
    .insertInto('reco_shares')
    .values(values)
    .returning(SHARE_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function findShareOfIteration(
  db: CompanyDb,
  iterationId: number,
  companyId: number,
): Promise<ShareRow | undefined> {
  return db
    .selectFrom('reco_shares')
    .select(SHARE_COLUMNS)
    .where('iteration_id', '=', iterationId)
    .where('reconcilee_company_id', '=', companyId)
    .executeTakeFirst();
}

/** A share of the sharer's schema that names `companyId` as its receiver. */
export async function findShareFor(
  db: CompanyDb,
  shareId: number,
  companyId: number,
): Promise<ShareRow | undefined> {
  return db
    .selectFrom('reco_shares')
    .select(SHARE_COLUMNS)
    .where('share_id', '=', shareId)
    .where('reconcilee_company_id', '=', companyId)
    .executeTakeFirst();
}

export async function sharesOfReco(
  db: CompanyDb,
  recoId: number,
): Promise<(ShareRow & { company_name: string })[]> {
  return (db as unknown as Kysely<CompanyScopedDatabase>)
    .selectFrom('reco_shares as s')
    .innerJoin('core.companies as c', 'c.company_id', 's.reconcilee_company_id')
    .select([
      's.share_id',
      's.reco_id',
      's.iteration_id',
      's.reconcilee_company_id',
      's.shared_by_user_id',
      's.shared_at',
      'c.company_name',
    ])
    .where('s.reco_id', '=', recoId)
    .orderBy('s.share_id', 'desc')
    .execute();
}

export type ReceivedRow = {
  received_id: number;
  shared_by_company_id: number;
  shared_by_company_name: string;
  share_id: number;
  reco_name: string;
  shared_reco_name: string;
  kind: string;
  period_from: string;
  period_to: string;
  iteration_number: number;
  shared_by_user_id: number;
  shared_by_user_name: string;
  shared_by_user_email: string;
  shared_at: Date;
};

const RECEIVED_COLUMNS = [
  'received_id',
  'shared_by_company_id',
  'shared_by_company_name',
  'share_id',
  'reco_name',
  'shared_reco_name',
  'kind',
  'period_from',
  'period_to',
  'iteration_number',
  'shared_by_user_id',
  'shared_by_user_name',
  'shared_by_user_email',
  'shared_at',
] as const;

export async function insertReceived(
  db: CompanyDb,
  values: Omit<ReceivedRow, 'received_id' | 'shared_at'>,
): Promise<ReceivedRow> {
  return db
    .insertInto('reco_shares_received')
    .values(values)
    .returning(RECEIVED_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function findReceived(
  db: CompanyDb,
  receivedId: number,
): Promise<ReceivedRow | undefined> {
  return db
    .selectFrom('reco_shares_received')
    .select(RECEIVED_COLUMNS)
    .where('received_id', '=', receivedId)
    .executeTakeFirst();
}

export async function receivedPage(db: CompanyDb, page: number, size: number) {
  const [items, count] = await Promise.all([
    db
      .selectFrom('reco_shares_received')
      .select(RECEIVED_COLUMNS)
      .orderBy('shared_at', 'desc')
      .orderBy('received_id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('reco_shares_received')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, totalCount: Number(count.n) };
}

export type AnswerRow = {
  answer_id: number;
  share_id: number;
  entry_no: number;
  answer: 'agree' | 'disagree' | null;
  remark: string | null;
  file_id: string | null;
  answered_by_user_id: number;
  answered_by_user_name: string;
  answered_by_company_name: string;
  answered_at: Date;
};

function answers(db: CompanyDb) {
  return (db as unknown as Kysely<CompanyScopedDatabase>)
    .selectFrom('reco_entry_answers as a')
    .innerJoin('core.users as u', 'u.user_id', 'a.answered_by_user_id')
    .innerJoin('core.companies as c', 'c.company_id', 'a.answered_by_company_id')
    .select([
      'a.answer_id',
      'a.share_id',
      'a.entry_no',
      'a.answer',
      'a.remark',
      'a.file_id',
      'a.answered_by_user_id',
      'u.user_name as answered_by_user_name',
      'c.company_name as answered_by_company_name',
      'a.answered_at',
    ]);
}

export async function answersOfEntries(
  db: CompanyDb,
  iterationId: number,
  entryNos: readonly number[],
): Promise<AnswerRow[]> {
  if (entryNos.length === 0) return [];
  return answers(db)
    .where('a.iteration_id', '=', iterationId)
    .where('a.entry_no', 'in', [...entryNos])
    .execute();
}

export async function findAnswer(
  db: CompanyDb,
  where: { answerId: number } | { shareId: number; entryNo: number },
): Promise<AnswerRow | undefined> {
  const query =
    'answerId' in where
      ? answers(db).where('a.answer_id', '=', where.answerId)
      : answers(db).where('a.share_id', '=', where.shareId).where('a.entry_no', '=', where.entryNo);
  return query.executeTakeFirst();
}

/** One answer per entry and share: a new answer or document replaces the one before. */
export async function saveAnswer(
  db: CompanyDb,
  values: {
    share_id: number;
    iteration_id: number;
    entry_no: number;
    answered_by_user_id: number;
    answered_by_company_id: number;
  } & ({ answer: 'agree' | 'disagree'; remark: string | null } | { file_id: string }),
): Promise<void> {
  const changes =
    'file_id' in values
      ? { file_id: values.file_id }
      : { answer: values.answer, remark: values.remark };
  await db
    .insertInto('reco_entry_answers')
    .values({
      share_id: values.share_id,
      iteration_id: values.iteration_id,
      entry_no: values.entry_no,
      answered_by_user_id: values.answered_by_user_id,
      answered_by_company_id: values.answered_by_company_id,
      ...changes,
    })
    .onConflict((oc) =>
      oc.columns(['share_id', 'entry_no']).doUpdateSet({
        ...changes,
        answered_by_user_id: values.answered_by_user_id,
        answered_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

export async function personOf(db: CompanyDb, userId: number) {
  return (db as unknown as Kysely<CompanyScopedDatabase>)
    .selectFrom('core.users')
    .select(['user_name', 'user_email'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}
