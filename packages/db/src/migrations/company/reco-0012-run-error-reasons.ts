import type { Kysely } from 'kysely';

// Why a run failed, as a code with its values (the side whose file could not be read and the
// engine's read-error code, or that the queue gave the run up), worded by the screens in the
// user's language. `run_error` keeps the English for logs; runs that failed before keep a
// null reason and their English.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reco_iterations').addColumn('run_error_reason', 'jsonb').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reco_iterations').dropColumn('run_error_reason').execute();
}
