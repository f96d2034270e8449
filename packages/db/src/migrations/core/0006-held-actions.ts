import { sql, type Kysely } from 'kysely';

/**
 * Actions held for their undo grace period (docs/decisions.md "Undo"): a hand-over to the
 * other company or a payment is recorded here with the time it becomes due and is carried out
 * only then, by whichever poso instance claims it first; an undo before that cancels it. The
 * state moves once, out of `pending`, by compare-and-set, so an undo and the commit cannot
 * both win, and a row left pending by a stopped process is committed after a restart.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE core.held_actions (
      held_action_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id integer NOT NULL REFERENCES core.companies (company_id) ON DELETE CASCADE,
      company_schema text NOT NULL,
      user_id integer NOT NULL REFERENCES core.users (user_id) ON DELETE CASCADE,
      scopes jsonb NOT NULL,
      action text NOT NULL CHECK (action ~ '^[a-z][a-z_.]{0,59}$'),
      document_type text NOT NULL CHECK (document_type ~ '^[a-z][a-z_]{0,59}$'),
      document_id integer NOT NULL,
      input jsonb NOT NULL,
      state text NOT NULL DEFAULT 'pending'
        CHECK (state IN ('pending', 'committed', 'cancelled', 'failed')),
      outcome text CHECK (length(outcome) <= 500),
      due_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz
    )`.execute(db);
  // One held action per document at a time.
  await sql`
    CREATE UNIQUE INDEX held_actions_open_document_idx
      ON core.held_actions (company_schema, document_type, document_id)
      WHERE state = 'pending'`.execute(db);
  await sql`
    CREATE INDEX held_actions_due_idx ON core.held_actions (due_at)
      WHERE state = 'pending'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE core.held_actions`.execute(db);
}
