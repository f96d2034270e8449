import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db.js';
import { forbidden } from './errors.js';
import { runIdempotent, validateKey } from './idempotency.js';
import { hasScope, type Caller, type Scope } from './scopes.js';

/** The verified caller; poso calls always need a company token. */
export function callerOf(request: FastifyRequest): Caller {
  const auth = request.auth;
  if (!auth || auth.companyId === undefined || !auth.tenant)
    throw forbidden('Choose a company first');
  return {
    userId: auth.userId,
    companyId: auth.companyId,
    schema: auth.tenant.schema,
    scopes: auth.scopes,
  };
}

export function requireScope(caller: Caller, ...anyOf: Scope[]): void {
  if (!hasScope(caller, ...anyOf)) throw forbidden(`Missing scope ${anyOf.join(' or ')}`);
}

/** The scope check of a route: a company token holding one of `anyOf`. */
export function callerWith(request: FastifyRequest, ...anyOf: Scope[]): Caller {
  const caller = callerOf(request);
  requireScope(caller, ...anyOf);
  return caller;
}

/** Query string and JSON body merged: the seed's calls put ids in either place. */
export function inputOf(request: FastifyRequest): Record<string, unknown> {
  const body =
    request.body && typeof request.body === 'object' && !Array.isArray(request.body)
      ? (request.body as Record<string, unknown>)
      : {};
  return { ...(request.query as Record<string, unknown>), ...body };
}

/** A state-changing call in one transaction, replayed when its Idempotency-Key repeats. */
export async function sendIdempotent(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  opts: { operation: string; input: unknown; required?: boolean; status?: number },
  run: (trx: Db) => Promise<unknown>,
) {
  const caller = callerOf(request);
  const header = request.headers['idempotency-key'];
  const key = validateKey(Array.isArray(header) ? header[0] : header, opts.required ?? false);
  const result = await runIdempotent(
    db,
    {
      companyId: caller.companyId,
      userId: caller.userId,
      key,
      operation: opts.operation,
      input: opts.input,
    },
    async (trx) => ({
      status: opts.status ?? 200,
      body: await run(trx),
    }),
  );
  return reply.code(result.status).send(result.body);
}
