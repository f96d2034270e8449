import {
  PostgresQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { onSameDatabase, type Db } from '@concord/db';

/**
 * Makes chosen statements fail, to prove that a change spanning several writes (a hand-over
 * into the other company's schema, a payment on both sides) leaves nothing half-written.
 * Test code only: production builds its database with `createDb` and has no such seam.
 */
export type Faults = {
  /** Every statement whose SQL matches `statement` fails until `clear()`. */
  failOn(statement: RegExp): void;
  clear(): void;
};

export const INJECTED_FAULT = 'injected fault';

export function withFaults(db: Db): { db: Db; faults: Faults } {
  const compiler = new PostgresQueryCompiler();
  let armed: RegExp | undefined;
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      if (armed && armed.test(compiler.compileQuery(node, queryId).sql))
        throw new Error(INJECTED_FAULT);
      return node;
    },
    async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return result;
    },
  };
  return {
    db: onSameDatabase(db, db.withPlugin(plugin)),
    faults: {
      failOn(statement) {
        armed = statement;
      },
      clear() {
        armed = undefined;
      },
    },
  };
}

/** The statements the fault tests break, as the repositories write them. */
export const STATEMENTS = {
  /** The vendor's copy of a payment (the customer's is already written). */
  insertPaymentReceived: /insert into ("\w+"\.)?"payments_received"/i,
  /** The vendor's copy of an advance. */
  insertAdvanceReceived: /insert into ("\w+"\.)?"advances_received"/i,
  /** The vendor's sales order written when a PO is approved. */
  insertSalesOrder: /insert into ("\w+"\.)?"sales_orders"/i,
  /** The vendor's side of an advance set off against an invoice. */
  vendorAdvanceApplied: /update ("\w+"\.)?"invoices" set "?advance_applied/i,
} as const;
