import { sql, type Kysely } from 'kysely';

/**
 * Notifications worded by the reader's screen, in the reader's language: what it is about as
 * data (a party's name and the period as dates) and an optional detail (a code with values)
 * instead of a finished English sentence. Earlier rows keep their text and show as before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE core.notifications
      ADD COLUMN subject_name text CHECK (subject_name IS NULL OR length(subject_name) <= 300),
      ADD COLUMN period_from date,
      ADD COLUMN period_to date,
      ADD COLUMN detail jsonb CHECK (
        detail IS NULL OR (jsonb_typeof(detail -> 'code') = 'string'
          AND jsonb_typeof(detail -> 'params') = 'object')
      )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE core.notifications
      DROP COLUMN detail, DROP COLUMN period_to, DROP COLUMN period_from,
      DROP COLUMN subject_name`.execute(db);
}
