import { sql, type Kysely } from 'kysely';

/** The one NOTIFY channel of the app (ARCHITECTURE 5); the BFF LISTENs on it. */
export const EVENTS_CHANNEL = 'concord_events';

/**
 * A small live event: which company it belongs to (the BFF delivers it only to callers whose
 * token names that company), a topic, the id of what changed and a few fields. Kept well
 * under PostgreSQL's 8000-byte NOTIFY limit: listeners fetch details through the API.
 */
export type ConcordEvent = {
  companyId: number;
  topic: string;
  id: number;
  data: Record<string, string | number | boolean | null>;
};

const MAX_PAYLOAD_BYTES = 7_000;

/**
 * Publishes with pg_notify on `db`: inside a transaction the event is delivered only if it
 * commits, together with the change it announces.
 */
export async function publishEvent(db: Kysely<unknown>, event: ConcordEvent): Promise<void> {
  const payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)
    throw new Error(`event ${event.topic} is too large to publish`);
  await sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${payload})`.execute(db);
}
