import { createHash } from 'node:crypto';
import { badRequest, unprocessable } from './errors.js';
import type { Db } from './db.js';

export type StoredResponse = { status: number; body: unknown };

/** An answer, and whether it is one stored earlier under the same key. */
export type IdempotentResponse = StoredResponse & { replayed: boolean };

export type IdempotencyRequest = {
  companyId: number;
  userId: number;
  key: string | undefined;
  /** operation name + input; same key with a different fingerprint is a 422 */
  operation: string;
  input: unknown;
};

const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,200}$/;

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

export function fingerprint(userId: number, operation: string, input: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([userId, operation, canonical(input)]))
    .digest('hex');
}

export function validateKey(key: string | undefined, required: boolean): string | undefined {
  if (key === undefined || key === '') {
    if (required)
      throw badRequest('Idempotency-Key header is required', { 'Idempotency-Key': 'Required' });
    return undefined;
  }
  if (!KEY_PATTERN.test(key))
    throw badRequest('Invalid Idempotency-Key', {
      'Idempotency-Key': '8 to 200 characters of A-Z a-z 0-9 _ - : .',
    });
  return key;
}

/**
 * Runs `operation` in one transaction together with the claim of the key. The primary key
 * on the key serialises identical concurrent calls: the second insert waits for the first
 * transaction and then finds its stored answer. A failed operation rolls back the claim too,
 * so a retry runs again.
 */
export async function runIdempotent(
  db: Db,
  req: IdempotencyRequest,
  operation: (trx: Db) => Promise<StoredResponse>,
): Promise<IdempotentResponse> {
  const key = req.key;
  if (key === undefined) {
    const response = await db.transaction().execute((trx) => operation(trx));
    return { ...response, replayed: false };
  }
  const print = fingerprint(req.userId, req.operation, req.input);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('core.idempotency_keys')
      .values({ company_id: req.companyId, idempotency_key: key, request_hash: print })
      .onConflict((oc) => oc.columns(['company_id', 'idempotency_key']).doNothing())
      .returning('idempotency_key')
      .executeTakeFirst();
    if (!claimed) {
      const stored = await trx
        .selectFrom('core.idempotency_keys')
        .select(['request_hash', 'response_status', 'response_body'])
        .where('company_id', '=', req.companyId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      if (!stored || stored.request_hash !== print) {
        throw unprocessable('Idempotency-Key was already used with a different request');
      }
      if (stored.response_status === null) throw unprocessable('Idempotency-Key is in use');
      return { status: stored.response_status, body: stored.response_body, replayed: true };
    }
    const response = await operation(trx);
    await trx
      .updateTable('core.idempotency_keys')
      .set({ response_status: response.status, response_body: JSON.stringify(response.body) })
      .where('company_id', '=', req.companyId)
      .where('idempotency_key', '=', key)
      .execute();
    return { ...response, replayed: false };
  });
}
