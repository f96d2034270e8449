import type { Kysely } from 'kysely';

// What the system writes in a reco's history on a rule's behalf (a mapping accepted, a run
// started, a run that waits) is a code with its values, worded by the screens in the user's
// language. Entries written before keep their English remarks and a null note.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reco_history').addColumn('note', 'jsonb').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reco_history').dropColumn('note').execute();
}
