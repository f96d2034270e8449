import { sql } from 'kysely';
import type { RecoRunState, RecoSide } from '@concord/db';
import type { CompanyDb } from '../shared/company-db.js';

export type IterationRow = {
  iteration_id: number;
  reco_id: number;
  number: number;
  books_file_id: string | null;
  counterparty_file_id: string | null;
  books_mapping: unknown;
  counterparty_mapping: unknown;
  books_mapping_confirmed: boolean;
  counterparty_mapping_confirmed: boolean;
  run_state: RecoRunState;
  run_phase: string | null;
  run_percent: number;
  run_error: string | null;
  run_error_reason: unknown;
  carry_report: unknown;
  run_token: string | null;
  run_attempts: number;
  run_queued_at: Date | null;
  run_started_at: Date | null;
  run_finished_at: Date | null;
  entry_count: number;
  matched_percent: string | null;
  unexplained_amount: string | null;
  output_file_id: string | null;
  modified_file_id: string | null;
  created_by_user_id: number;
  created_at: Date;
};

export type FileRow = {
  file_id: string;
  storage_key: string;
  original_name: string;
  content_type: string;
  size_bytes: string;
  sha256: string;
  created_by_user_id: number | null;
  created_at: Date;
};

const ITERATION_COLUMNS = [
  'iteration_id',
  'reco_id',
  'number',
  'books_file_id',
  'counterparty_file_id',
  'books_mapping',
  'counterparty_mapping',
  'books_mapping_confirmed',
  'counterparty_mapping_confirmed',
  'run_state',
  'run_phase',
  'run_percent',
  'run_error',
  'run_error_reason',
  'carry_report',
  'run_token',
  'run_attempts',
  'run_queued_at',
  'run_started_at',
  'run_finished_at',
  'entry_count',
  sql<string | null>`matched_percent::text`.as('matched_percent'),
  sql<string | null>`unexplained_amount::text`.as('unexplained_amount'),
  'output_file_id',
  'modified_file_id',
  'created_by_user_id',
  'created_at',
] as const;

export async function findIteration(
  db: CompanyDb,
  iterationId: number,
): Promise<IterationRow | undefined> {
  return await db
    .selectFrom('reco_iterations')
    .select(ITERATION_COLUMNS)
    .where('iteration_id', '=', iterationId)
    .executeTakeFirst();
}

export async function iterationsOfReco(db: CompanyDb, recoId: number): Promise<IterationRow[]> {
  return await db
    .selectFrom('reco_iterations')
    .select(ITERATION_COLUMNS)
    .where('reco_id', '=', recoId)
    .orderBy('number', 'desc')
    .execute();
}

export async function insertIteration(
  db: CompanyDb,
  values: {
    reco_id: number;
    number: number;
    created_by_user_id: number;
    books_file_id?: string | null;
    counterparty_file_id?: string | null;
    books_mapping?: string | null;
    counterparty_mapping?: string | null;
    books_mapping_confirmed?: boolean;
    counterparty_mapping_confirmed?: boolean;
  },
): Promise<number> {
  const row = await db
    .insertInto('reco_iterations')
    .values(values)
    .returning('iteration_id')
    .executeTakeFirstOrThrow();
  return row.iteration_id;
}

export async function filesByIds(
  db: CompanyDb,
  ids: readonly string[],
): Promise<Map<string, FileRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('files')
    .select([
      'file_id',
      'storage_key',
      'original_name',
      'content_type',
      sql<string>`size_bytes::text`.as('size_bytes'),
      'sha256',
      'created_by_user_id',
      'created_at',
    ])
    .where('file_id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [String(r.file_id), r]));
}

export async function insertFile(
  db: CompanyDb,
  file: {
    storage_key: string;
    original_name: string;
    content_type: string;
    size_bytes: number;
    sha256: string;
    created_by_user_id: number | null;
  },
): Promise<string> {
  const row = await db
    .insertInto('files')
    .values(file)
    .returning('file_id')
    .executeTakeFirstOrThrow();
  return String(row.file_id);
}

export async function setSideFile(
  db: CompanyDb,
  iterationId: number,
  side: RecoSide,
  fileId: string,
  mapping: unknown,
  confirmed: boolean,
): Promise<void> {
  const json = JSON.stringify(mapping);
  await db
    .updateTable('reco_iterations')
    .set(
      side === 'books'
        ? { books_file_id: fileId, books_mapping: json, books_mapping_confirmed: confirmed }
        : {
            counterparty_file_id: fileId,
            counterparty_mapping: json,
            counterparty_mapping_confirmed: confirmed,
          },
    )
    .where('iteration_id', '=', iterationId)
    .execute();
}

export async function setSideMapping(
  db: CompanyDb,
  iterationId: number,
  side: RecoSide,
  mapping: unknown,
  confirmed: boolean,
): Promise<void> {
  const json = JSON.stringify(mapping);
  await db
    .updateTable('reco_iterations')
    .set(
      side === 'books'
        ? { books_mapping: json, books_mapping_confirmed: confirmed }
        : { counterparty_mapping: json, counterparty_mapping_confirmed: confirmed },
    )
    .where('iteration_id', '=', iterationId)
    .execute();
}

/** Marks the iteration's run queued with a fresh token; the worker only finishes that token. */
export async function queueRun(db: CompanyDb, iterationId: number): Promise<string> {
  const row = await db
    .updateTable('reco_iterations')
    .set({
      run_state: 'queued',
      run_phase: 'queued',
      run_percent: 0,
      run_error: null,
      run_error_reason: null,
      run_token: sql`gen_random_uuid()`,
      run_queued_at: sql`now()`,
      run_started_at: null,
      run_finished_at: null,
    })
    .where('iteration_id', '=', iterationId)
    .returning('run_token')
    .executeTakeFirstOrThrow();
  return row.run_token!;
}

export async function rememberedMapping(
  db: CompanyDb,
  partyId: number,
  kind: string,
  side: RecoSide,
): Promise<unknown> {
  const row = await db
    .selectFrom('reco_party_mappings')
    .select('mapping')
    .where('party_id', '=', partyId)
    .where('kind', '=', kind as never)
    .where('side', '=', side)
    .executeTakeFirst();
  return row?.mapping;
}

export async function rememberMapping(
  db: CompanyDb,
  values: { party_id: number; kind: string; side: RecoSide; mapping: unknown; user_id: number },
): Promise<void> {
  await db
    .insertInto('reco_party_mappings')
    .values({
      party_id: values.party_id,
      kind: values.kind as never,
      side: values.side,
      mapping: JSON.stringify(values.mapping),
      updated_by_user_id: values.user_id,
    })
    .onConflict((oc) =>
      oc.columns(['party_id', 'kind', 'side']).doUpdateSet({
        mapping: JSON.stringify(values.mapping),
        updated_by_user_id: values.user_id,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}
