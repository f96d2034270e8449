import { sql, type Kysely } from 'kysely';

/**
 * What a held action answered when it was carried out (the payment or advance it created), so
 * the replay of the request that held it answers what is true now rather than the pending
 * body stored under its Idempotency-Key (docs/decisions.md "Undo").
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE core.held_actions ADD COLUMN result jsonb`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE core.held_actions DROP COLUMN result`.execute(db);
}
