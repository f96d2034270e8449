import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from './db.js';
import { forbidden } from './errors.js';
import { runIdempotent, validateKey, type StoredResponse } from './idempotency.js';
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

/** The service's routes see their contract's params, query and body as typed values. */
export type PosoApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** Paging of a list: the contract's defaults (the validator fills them in) as numbers. */
export function pagingOf(query: { page?: number | undefined; size?: number | undefined }) {
  return { page: query.page ?? 1, size: query.size ?? 10 };
}

/** A state-changing call in one transaction, replayed when its Idempotency-Key repeats. */
export async function sendIdempotent(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  opts: {
    operation: string;
    input: unknown;
    required?: boolean;
    /** The success status, or how the answer decides it (202 for an action held). */
    status?: number | ((body: unknown) => number);
    /** What a replay answers now instead of the stored answer (a held action since carried out). */
    replay?: (stored: StoredResponse) => Promise<StoredResponse>;
  },
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
    async (trx) => {
      const body = await run(trx);
      const status = typeof opts.status === 'function' ? opts.status(body) : opts.status;
      return { status: status ?? 200, body };
    },
  );
  const answer = result.replayed && opts.replay ? await opts.replay(result) : result;
  return reply.code(answer.status).send(answer.body);
}
