import type { FastifyRequest } from 'fastify';
import { forbidden, type AuthContext } from '@concord/auth';

/** The verified caller of a reco route; every route needs a company token. */
export type Caller = {
  userId: number;
  companyId: number;
  schema: string;
  scopes: readonly string[];
};

export type RecoScope = 'reco:read' | 'reco:write' | 'reco:review' | 'company:admin';

export function callerFrom(auth: AuthContext | undefined): Caller {
  if (!auth || auth.companyId === undefined || !auth.tenant)
    throw forbidden('Choose a company first');
  return {
    userId: auth.userId,
    companyId: auth.companyId,
    schema: auth.tenant.schema,
    scopes: auth.scopes,
  };
}

export function hasScope(caller: Pick<Caller, 'scopes'>, scope: RecoScope): boolean {
  return caller.scopes.includes(scope);
}

/** The caller, refused with 403 unless it holds `scope`. */
export function callerWith(request: FastifyRequest, scope: RecoScope): Caller {
  const caller = callerFrom(request.auth);
  if (!hasScope(caller, scope)) throw forbidden(`Missing permission: ${scope}`);
  return caller;
}

/** Reconcilers and reviewers: the people who work on recos (hand out links, share, answer). */
export function worksOnRecos(caller: Pick<Caller, 'scopes'>): boolean {
  return hasScope(caller, 'reco:write') || hasScope(caller, 'reco:review');
}
