import { sql, type RawBuilder } from 'kysely';
import { companyTables, type Db } from '@concord/db';
import type { CompanyRecord } from './companies.repository.js';
import { connectedCounterparty } from './counterparty.js';
import type { Decision } from './decision-routes.js';
import { conflict } from './errors.js';
import type { Caller } from './scopes.js';
import { requireEdge, type Edge as StateEdge } from './state-machine.js';

// A document exchanged between two companies exists twice: the sender's row and its copy in
// the other company's schema (a PO and the vendor's sales order, an invoice and the
// customer's received invoice, a payment or advance and the vendor's received one). Every
// status change moves both rows in the caller's transaction, each by compare-and-set on its
// status (SECURITY 24), so a race or a copy that moved on is a 409 and nothing half-written
// is committed.

/** The tables of mirrored documents, with their key column. */
const TABLES = {
  purchase_orders: { key: 'po_id', updatedAt: true },
  sales_orders: { key: 'po_received_id', updatedAt: true },
  invoices: { key: 'invoice_id', updatedAt: true },
  invoices_received: { key: 'invoice_received_id', updatedAt: true },
  payments_made: { key: 'payment_id', updatedAt: true },
  payments_received: { key: 'payment_received_id', updatedAt: false },
  advances_paid: { key: 'advance_id', updatedAt: true },
  advances_received: { key: 'advance_received_id', updatedAt: false },
} as const;

export type MirroredTable = keyof typeof TABLES;

/** Column values to set with the status; a RawBuilder for expressions (`paid_amount + 10`). */
export type Changes = Record<string, string | number | null | RawBuilder<unknown>>;

/** One row of a mirrored document: where it is and what else changes with its status. */
export type DocumentRow = {
  schema: string;
  table: MirroredTable;
  id: number;
  set?: Changes;
  /** How a lost compare-and-set is reported, e.g. "The vendor's invoice changed meanwhile". */
  changed: string;
};

export type Edge = { from: number; to: number };

/** Compare-and-set of one row's status; false when it is no longer in `edge.from`. */
export async function moveRow(trx: Db, edge: Edge, row: Omit<DocumentRow, 'changed'>) {
  const { key, updatedAt } = TABLES[row.table];
  // The table is chosen at run time, which Kysely cannot type; the key and the columns come
  // from TABLES and the caller's code, never from input.
  const result = await companyTables(trx, row.schema)
    .updateTable(row.table as 'purchase_orders')
    .set({
      ...(row.set ?? {}),
      status_id: edge.to,
      ...(updatedAt ? { updated_at: sql`now()` } : {}),
    } as never)
    .where(sql.ref(key), '=', row.id)
    .where('status_id', '=', edge.from)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Moves a document and its mirror along `edge`; a row that moved meanwhile is a 409. */
export async function moveBothSides(
  trx: Db,
  edge: Edge,
  own: DocumentRow,
  mirror: DocumentRow,
): Promise<void> {
  if (!(await moveRow(trx, edge, own))) throw conflict(own.changed);
  if (!(await moveRow(trx, edge, mirror))) throw conflict(mirror.changed);
}

/**
 * Hands a document over: moves the sender's row along `edge`, writes the other company's copy
 * (`createMirror` answers its id) and records that id on the sender's row in `link`.
 */
export async function handOver(
  trx: Db,
  edge: Edge,
  own: DocumentRow & { link: string },
  createMirror: () => Promise<number>,
): Promise<number> {
  if (!(await moveRow(trx, edge, own))) throw conflict(own.changed);
  const mirrorId = await createMirror();
  await moveRow(trx, { from: edge.to, to: edge.to }, { ...own, set: { [own.link]: mirrorId } });
  return mirrorId;
}

/** A received document the caller accepts or rejects, and where its mirror is. */
export type ReceivedDocument = {
  status: number;
  /** The transitions of each decision (state-machine.ts). */
  edges: Record<Decision, readonly StateEdge[]>;
  /** The company that sent it, and the customer -> vendor connection the two share. */
  counterpartyId: number;
  connection: { customerCompanyId: number; vendorCompanyId: number };
  own: { table: MirroredTable; id: number; changed: string };
  mirror: { table: MirroredTable; id: number; changed: string };
  /** What else the decision writes on the caller's row, e.g. who accepted it. */
  ownChanges?: (edge: StateEdge) => Changes;
  /** A refusal the edge alone cannot tell (separation of duties), before anything is written. */
  check?: (edge: StateEdge) => Promise<void>;
};

/**
 * The decision flow every received document shares (a vendor's sales order, a customer's
 * purchase invoice): the caller's edge or the reason it is refused, the counterparty checked,
 * then both rows moved by compare-and-set with the remarks of a reject (cleared by an accept).
 */
export async function decideOnBothSides(
  trx: Db,
  caller: Caller,
  document: ReceivedDocument,
  decision: Decision,
  remarks: string | null,
  expectedStatus: number | undefined,
): Promise<{ edge: StateEdge; counterparty: CompanyRecord }> {
  const what = decision === 'accept' ? 'Accepting' : 'Rejecting';
  const edge = requireEdge(document.edges[decision], document.status, caller, what, expectedStatus);
  await document.check?.(edge);
  const counterparty = await connectedCounterparty(
    trx,
    document.connection,
    document.counterpartyId,
  );
  const rejectRemarks = { reject_remarks: decision === 'reject' ? remarks : null };
  await moveBothSides(
    trx,
    edge,
    {
      schema: caller.schema,
      ...document.own,
      set: { ...rejectRemarks, ...document.ownChanges?.(edge) },
    },
    { schema: counterparty.schema, ...document.mirror, set: rejectRemarks },
  );
  return { edge, counterparty };
}
