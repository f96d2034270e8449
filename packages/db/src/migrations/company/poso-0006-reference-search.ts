import { sql, type Kysely } from 'kysely';

// The header search finds payments and advances by the start of their reference number, case
// ignored: `lower(reference_number) LIKE 'utr12%'` uses these indexes whatever the database's
// collation (text_pattern_ops compares by bytes, as LIKE's prefix does).

const TABLES = ['payments_made', 'payments_received', 'advances_paid', 'advances_received'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .createIndex(`${table}_reference_prefix`)
      .on(table)
      .expression(sql`lower(reference_number) text_pattern_ops`)
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.dropIndex(`${table}_reference_prefix`).execute();
}
