import type { Kysely } from 'kysely';

// What a run did with the manual decisions of the iteration before: how many it carried, and
// which it could not (with the entry keys no longer in the files), so the screens can say so.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reco_iterations').addColumn('carry_report', 'jsonb').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reco_iterations').dropColumn('carry_report').execute();
}
