import { sql } from 'kysely';
import type { reco } from '@concord/contracts';
import type { CompanyDb } from '../shared/company-db.js';
import { dateText } from '../shared/wire.js';
import { containsPattern } from '../parties/party.repository.js';

/** What happened with each reco the company wrote to: its mails, links, file and answers. */
function followUpFacts(
  db: CompanyDb,
  filter: { project_id?: number | undefined; search?: string | undefined },
) {
  let q = db
    .selectFrom('recos as r')
    .innerJoin('reco_parties as p', 'p.party_id', 'r.party_id')
    .innerJoin('reco_projects as pr', 'pr.project_id', 'r.project_id')
    .leftJoin('reco_iterations as i', 'i.iteration_id', 'r.current_iteration_id')
    .leftJoin('files as f', 'f.file_id', 'i.counterparty_file_id')
    .select((eb) => {
      const mails = () =>
        eb.selectFrom('comm_messages as m').whereRef('m.reco_id', '=', 'r.reco_id');
      const lastAnswer = () =>
        eb
          .selectFrom('reco_balance_responses as b')
          .whereRef('b.reco_id', '=', 'r.reco_id')
          .orderBy('b.response_id', 'desc')
          .limit(1);
      const bounced = () =>
        mails()
          .where('m.status', 'in', ['bounced', 'dead'])
          .orderBy('m.message_id', 'desc')
          .limit(1);
      return [
        'r.reco_id',
        'r.current_iteration_id as iteration_id',
        'r.project_id',
        'pr.name as project_name',
        'p.name as party_name',
        'p.contact_email',
        dateText('r.period_from').as('from_date'),
        dateText('r.period_to').as('to_date'),
        'r.assignee_user_id',
        'f.created_at as received_at',
        mails()
          .where('m.purpose', '<>', 'reminder')
          .select((m) => m.fn.min('m.created_at').as('t'))
          .as('requested_at'),
        mails()
          .where('m.purpose', '=', 'reminder')
          .select(sql<number>`count(*)::int`.as('n'))
          .as('reminders'),
        mails()
          .where('m.purpose', '=', 'reminder')
          .select((m) => m.fn.max('m.created_at').as('t'))
          .as('last_reminded_at'),
        bounced().select('m.created_at').as('bounced_at'),
        bounced()
          .select((m) => m.fn.coalesce('m.smtp_response', 'm.last_error').as('t'))
          .as('bounce_reason'),
        eb
          .selectFrom('reco_history as h')
          .whereRef('h.reco_id', '=', 'r.reco_id')
          .where('h.action', '=', 'link_opened')
          .select((h) => h.fn.min('h.occurred_at').as('t'))
          .as('opened_at'),
        lastAnswer().select('b.decision').as('decision'),
        lastAnswer().select('b.answered_at').as('answered_at'),
        lastAnswer().select('b.remark').as('remark'),
        // Why the rule did not run the party's file, while the reco still waits for a run.
        eb
          .selectFrom('reco_history as h')
          .whereRef('h.iteration_id', '=', 'r.current_iteration_id')
          .where('h.action', '=', 'run_waiting')
          .where('r.state', 'in', ['created', 'files_uploaded'])
          .orderBy('h.history_id', 'desc')
          .limit(1)
          .select('h.remarks')
          .as('run_waiting'),
        eb
          .selectFrom('reco_history as h')
          .whereRef('h.iteration_id', '=', 'r.current_iteration_id')
          .where('h.action', '=', 'run_waiting')
          .where('r.state', 'in', ['created', 'files_uploaded'])
          .orderBy('h.history_id', 'desc')
          .limit(1)
          .select(sql<reco.HistoryNote | null>`h.note`.as('t'))
          .as('run_waiting_note'),
      ];
    })
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('comm_messages as m')
          .select('m.message_id')
          .whereRef('m.reco_id', '=', 'r.reco_id'),
      ),
    );
  if (filter.project_id) q = q.where('r.project_id', '=', filter.project_id);
  if (filter.search?.trim()) {
    const pattern = containsPattern(filter.search.trim());
    q = q.where((eb) =>
      eb.or([eb('p.name', 'ilike', pattern), eb('p.contact_email', 'ilike', pattern)]),
    );
  }
  return q;
}

/**
 * Follow-ups, one row per reco, with its status (the furthest step reached, in the order of
 * FOLLOWUP_STATUSES) and the count of recos in each status under the same filters.
 */
export async function listFollowUps(db: CompanyDb, query: reco.FollowUpQuery) {
  const rows = db
    .with('facts', () => followUpFacts(db, query))
    .selectFrom('facts')
    .selectAll()
    .select(
      sql<reco.FollowUpStatus>`CASE
        WHEN decision = 'disputed' THEN 'disputed'
        WHEN decision = 'confirmed' THEN 'confirmed'
        WHEN received_at IS NOT NULL THEN 'received'
        WHEN bounced_at IS NOT NULL THEN 'bounced'
        WHEN opened_at IS NOT NULL THEN 'opened'
        WHEN reminders > 0 THEN 'reminded'
        ELSE 'requested' END`.as('status'),
    );
  const page = query.page ?? 1;
  const size = query.size ?? 10;
  let listed = db
    .with('rows', () => rows)
    .selectFrom('rows')
    .selectAll();
  if (query.status) listed = listed.where('status', '=', query.status);
  const [items, counts] = await Promise.all([
    listed
      .orderBy('reco_id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .with('rows', () => rows)
      .selectFrom('rows')
      .select(['status', sql<number>`count(*)::int`.as('n')])
      .groupBy('status')
      .execute(),
  ]);
  return { items, counts };
}

/** The latest answer of a party on one iteration, with its file's name. */
export async function lastBalanceAnswer(db: CompanyDb, iterationId: number) {
  return db
    .selectFrom('reco_balance_responses as b')
    .leftJoin('files as f', 'f.file_id', 'b.file_id')
    .select([
      'b.response_id',
      'b.decision',
      'b.remark',
      'b.answered_at',
      'b.link_id',
      'b.file_id',
      'f.original_name as file_name',
    ])
    .where('b.iteration_id', '=', iterationId)
    .orderBy('b.response_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertBalanceAnswer(
  db: CompanyDb,
  values: {
    reco_id: number;
    iteration_id: number;
    link_id: number;
    decision: reco.BalanceDecision;
    remark: string | null;
  },
) {
  return db
    .insertInto('reco_balance_responses')
    .values(values)
    .returning(['response_id', 'decision'])
    .executeTakeFirstOrThrow();
}

/** Sets the file of an answer once; false when it has one already. */
export async function setAnswerFile(db: CompanyDb, responseId: number, fileId: string) {
  const done = await db
    .updateTable('reco_balance_responses')
    .set({ file_id: fileId })
    .where('response_id', '=', responseId)
    .where('file_id', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

export async function findBalanceAnswer(db: CompanyDb, responseId: number) {
  return db
    .selectFrom('reco_balance_responses')
    .selectAll()
    .where('response_id', '=', responseId)
    .executeTakeFirst();
}

/** Our closing balance on an iteration's books file, in minor units as text. */
export async function booksClosingMinor(db: CompanyDb, iterationId: number) {
  const row = await db
    .selectFrom('reco_iterations')
    .select(sql<string | null>`books_closing_minor::text`.as('minor'))
    .where('iteration_id', '=', iterationId)
    .executeTakeFirst();
  return row?.minor ?? null;
}
