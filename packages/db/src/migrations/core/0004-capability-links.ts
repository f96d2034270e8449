import { sql, type Kysely } from 'kysely';

/**
 * Capability links (SECURITY 21): core.share_links gains what a link may do (`purpose`) and
 * the reco it belongs to (listing a reco's live links without scanning company schemas).
 * The token itself is never stored: `token_hash` is its SHA-256, looked up by the unique index.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE core.share_links
      ADD COLUMN purpose text NOT NULL DEFAULT 'download'
        CHECK (purpose IN ('download', 'upload', 'confirm')),
      ADD COLUMN reco_id integer,
      ADD COLUMN revoked_by_user_id integer REFERENCES core.users (user_id),
      ADD COLUMN last_used_at timestamptz`.execute(db);
  await sql`ALTER TABLE core.share_links ALTER COLUMN purpose DROP DEFAULT`.execute(db);
  await sql`
    CREATE INDEX share_links_reco_live_idx ON core.share_links (company_id, reco_id)
      WHERE revoked_at IS NULL`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX core.share_links_reco_live_idx`.execute(db);
  await sql`
    ALTER TABLE core.share_links
      DROP COLUMN purpose, DROP COLUMN reco_id, DROP COLUMN revoked_by_user_id,
      DROP COLUMN last_used_at`.execute(db);
}
