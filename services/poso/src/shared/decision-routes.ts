import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteContract } from '@concord/contracts';
import type { Db } from './db.js';
import { badRequest } from './errors.js';
import { callerOf, inputOf, sendIdempotent } from './http.js';
import type { Caller } from './scopes.js';
import { id, parseInput, remarks } from './validation.js';

export type Decision = 'accept' | 'reject';

/**
 * The accept and reject routes of a received document (a vendor's received PO, a customer's
 * purchase invoice): the id under its wire name or its alias, the status on screen, remarks
 * for a reject, and an idempotent decision in one transaction.
 */
export function decisionRoutes(
  app: FastifyInstance,
  db: Db,
  spec: {
    accept: RouteContract;
    reject: RouteContract;
    /** Idempotency operation prefix, e.g. `po.received`. */
    operation: string;
    /** The id's wire name and the alias the seed also sends. */
    idField: string;
    idAlias: string;
    /** Name of the id in the idempotency fingerprint. */
    fingerprintId: string;
    decide: (
      trx: Db,
      caller: Caller,
      documentId: number,
      decision: Decision,
      remarks: string | null,
      fromStatus: number | undefined,
    ) => Promise<unknown>;
  },
): void {
  const base = z.object({
    [spec.idField]: id.optional(),
    [spec.idAlias]: id.optional(),
    from_status_master_id: id.optional(),
  });
  const schemas = { accept: base, reject: base.extend({ reject_remarks: remarks }) };
  for (const decision of ['accept', 'reject'] as const) {
    app.route({
      ...spec[decision],
      handler: async (request, reply) => {
        const caller = callerOf(request);
        const input = parseInput(schemas[decision], inputOf(request)) as Record<
          string,
          number | string | undefined
        >;
        const documentId = (input[spec.idField] ?? input[spec.idAlias]) as number | undefined;
        if (documentId === undefined)
          throw badRequest('Invalid input', { [spec.idField]: 'Required' });
        const from = input.from_status_master_id as number | undefined;
        const remarksText = decision === 'reject' ? (input.reject_remarks as string) : null;
        const fingerprint = {
          [spec.fingerprintId]: documentId,
          ...(decision === 'reject' ? { remarks: remarksText } : {}),
          from,
        };
        return sendIdempotent(
          db,
          request,
          reply,
          { operation: `${spec.operation}.${decision}`, input: fingerprint },
          (trx) => spec.decide(trx, caller, documentId, decision, remarksText, from),
        );
      },
    });
  }
}
