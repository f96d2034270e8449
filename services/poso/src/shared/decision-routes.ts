import type { RouteContract } from '@concord/contracts';
import type { TSchema } from 'typebox';
import type { Db } from './db.js';
import { badRequest } from './errors.js';
import { callerOf, sendIdempotent, type PosoApp } from './http.js';
import type { Caller } from './scopes.js';
import { queryIntoBody } from './validation.js';

export type Decision = 'accept' | 'reject';

/** What both decision routes take besides the id: the status on screen, remarks to reject. */
type DecisionBody = { from_status_master_id?: number | undefined; reject_remarks?: string };

type DecisionContract = RouteContract & { schema: { body: TSchema } };

/**
 * The accept and reject routes of a received document (a vendor's received PO, a customer's
 * purchase invoice): the id under its wire name or its alias, the status on screen, remarks
 * for a reject, and an idempotent decision in one transaction. The contract's body schemas
 * validate; ids may come in the query string too (the seed's wire).
 */
export function decisionRoutes(
  app: PosoApp,
  db: Db,
  spec: {
    accept: DecisionContract;
    reject: DecisionContract;
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
  for (const decision of ['accept', 'reject'] as const) {
    const contract: DecisionContract = spec[decision];
    app.route({
      method: contract.method,
      url: contract.url,
      schema: contract.schema,
      preValidation: queryIntoBody,
      handler: async (request, reply) => {
        const caller = callerOf(request);
        const input = request.body as DecisionBody & Record<string, number | undefined>;
        const documentId = input[spec.idField] ?? input[spec.idAlias];
        if (documentId === undefined)
          throw badRequest('Invalid input', { [spec.idField]: 'Required' });
        const from = input.from_status_master_id;
        const remarksText = decision === 'reject' ? (input.reject_remarks ?? '').trim() : null;
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
