import type { poso } from '@concord/contracts';
import { sql, type RawBuilder } from 'kysely';
import { firstOf, pageOf, tbl, type Db } from './db.js';
import { orderBy, textKey, type Sort } from './sorting.js';
import { statusNameOf } from './status.repository.js';

// Payments and advances are the same movement of money from customer to vendor, against an
// invoice or an order: the payer's entry is stored on both sides, the vendor confirms it.
// Their tables share these columns; the SQL they share lives here.

/** The payer's entry and its status, as both sides store it. */
export type MovementRecord = {
  reference_number: string;
  remarks: string;
  payment_date: string;
  amount: string;
  currency: string;
  status_id: number;
};

/** A stored movement as lists read it, with the exchange rate of the invoice or order paid. */
export type MovementRow = MovementRecord & { exchange_rate: string };

/** MovementRecord's columns for INSERT; values in the same order from `movementValues`. */
export const MOVEMENT_COLUMNS = sql`reference_number, remarks, payment_date, amount, currency, status_id`;

export function movementValues(m: MovementRecord): RawBuilder<unknown> {
  return sql`${m.reference_number}, ${m.remarks}, ${m.payment_date}::date, ${m.amount}::numeric, ${m.currency}, ${m.status_id}`;
}

/** MovementRecord's columns of the row aliased `p`, for SELECT. */
export const SELECT_MOVEMENT = sql`p.reference_number, p.remarks, p.payment_date::text AS payment_date,
  p.amount::text AS amount, p.currency, p.status_id`;

export type MovementFilters = {
  /** The invoice or order paid, on the caller's side. */
  document_id?: number | undefined;
  status_id?: number | undefined;
};

/** WHERE of a movement list; `documentColumn` is the row's invoice or order id column. */
export function movementWhere(
  documentColumn: 'p.invoice_received_id' | 'p.invoice_id' | 'p.po_id' | 'p.sales_po_id',
  f: MovementFilters,
): RawBuilder<unknown> {
  const parts = [sql`TRUE`];
  if (f.document_id !== undefined) parts.push(sql`${sql.ref(documentColumn)} = ${f.document_id}`);
  if (f.status_id !== undefined) parts.push(sql`p.status_id = ${f.status_id}`);
  return sql.join(parts, sql` AND `);
}

/** Sort keys of every payment and advance list (the contract's); each adds what it pays. */
type MovementSortKey = Exclude<poso.PaymentSortKey, 'invoice_number'>;
export type PaymentSortKey = poso.PaymentSortKey;
export type AdvanceSortKey = poso.AdvanceSortKey;

/** Newest first: the order of a list that is not sorted otherwise. */
export const NEWEST_FIRST = { key: 'date', order: 'desc' } as const;

/** Sort expressions every movement list has. */
function movementSortColumns(schema: string): Record<MovementSortKey, RawBuilder<unknown>> {
  return {
    date: sql`p.payment_date`,
    amount: sql`p.amount`,
    payment_status: textKey(statusNameOf(schema, 'payment', 'p.status_id')),
    reference_number: textKey(sql`p.reference_number`),
    counterparty_company_name: textKey(sql`c.company_name`),
  };
}

/**
 * How one side's payments or advances are read: `columns` with their FROM clause (the
 * movement table aliased `p`, the counterparty's company `c`), the `from` lists count, the id
 * and document columns, and the number of the document paid, which lists also sort by.
 */
export type MovementView<N extends string> = {
  columns: RawBuilder<unknown>;
  from: RawBuilder<unknown>;
  idColumn: string;
  documentColumn: Parameters<typeof movementWhere>[0];
  number: { key: N; column: RawBuilder<unknown> };
};

export type MovementList<K extends string> = {
  filters: MovementFilters;
  page: number;
  size: number;
  sort: Sort<K>;
};

export function listMovements<T, N extends string>(
  db: Db,
  schema: string,
  view: MovementView<N>,
  list: MovementList<MovementSortKey | N>,
) {
  const sortable = {
    ...movementSortColumns(schema),
    [view.number.key]: textKey(view.number.column),
  } as Record<MovementSortKey | N, RawBuilder<unknown>>;
  return pageOf<T>(db, {
    columns: view.columns,
    from: view.from,
    where: movementWhere(view.documentColumn, list.filters),
    orderBy: orderBy(sortable, view.idColumn, list.sort),
    page: list.page,
    size: list.size,
  });
}

export function findMovement<T>(
  db: Db,
  view: MovementView<string>,
  id: number,
  forUpdate = false,
): Promise<T | undefined> {
  return firstOf(
    db,
    sql<T>`SELECT ${view.columns} WHERE ${sql.ref(view.idColumn)} = ${id} ${forUpdate ? sql`FOR UPDATE OF p` : sql``}`,
  );
}

/** The customer's and the vendor's table of each kind, with their id columns. */
const TABLES = {
  payment: {
    payer: { table: 'payments_made', id: 'payment_id' },
    received: { table: 'payments_received', id: 'payment_received_id' },
  },
  advance: {
    payer: { table: 'advances_paid', id: 'advance_id' },
    received: { table: 'advances_received', id: 'advance_received_id' },
  },
} as const;

export type MovementKind = keyof typeof TABLES;

/** The customer's row learns the id of the vendor's row written in the same hand-over. */
export async function linkPayerRow(
  db: Db,
  kind: MovementKind,
  customerSchema: string,
  payerId: number,
  receivedId: number,
): Promise<void> {
  const { payer, received } = TABLES[kind];
  await sql`UPDATE ${tbl(customerSchema, payer.table)} SET ${sql.ref(received.id)} = ${receivedId}
    WHERE ${sql.ref(payer.id)} = ${payerId}`.execute(db);
}
