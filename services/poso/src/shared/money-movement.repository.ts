import type { poso } from '@concord/contracts';
import {
  companyTables,
  type CompaniesTable,
  type CompanyScopedDatabase,
  type PayerEntryColumns,
} from '@concord/db';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { prefixPattern, type Db } from './db.js';
import type { Sort } from './sorting.js';

// Payments and advances are the same movement of money from customer to vendor, against an
// invoice or an order: the payer's entry is stored on both sides, the vendor confirms it.
// Every query over their four tables aliases the movement `p` and the counterparty's company
// `c`; what those aliases share (columns, filters, sort keys) is written here once.

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

/** MovementRecord's columns of the row aliased `p`, for select lists. */
export const MOVEMENT_COLUMNS = [
  'p.reference_number',
  'p.remarks',
  'p.payment_date',
  'p.amount',
  'p.currency',
  'p.status_id',
] as const;

/** Any movement query: the movement `p` and the counterparty's company `c`. */
type MovementDb = CompanyScopedDatabase & { p: PayerEntryColumns; c: CompaniesTable };
type MovementExpressions = ExpressionBuilder<MovementDb, 'p' | 'c'>;

export type MovementFilters = {
  /** The invoice or order paid, on the caller's side. */
  document_id?: number | undefined;
  status_id?: number | undefined;
  /** The start of the reference number, case ignored. */
  reference_prefix?: string | undefined;
};

/** WHERE of a movement list; `document` is the row's invoice or order id column. */
export function movementWhere(
  eb: MovementExpressions,
  document: Expression<number>,
  f: MovementFilters,
): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (f.document_id !== undefined) parts.push(eb(document, '=', f.document_id));
  if (f.status_id !== undefined) parts.push(eb('p.status_id', '=', f.status_id));
  // lower() LIKE 'x%' is what the reference_prefix indexes (poso-0006) serve.
  if (f.reference_prefix)
    parts.push(
      eb(
        eb.fn('lower', ['p.reference_number']),
        'like',
        prefixPattern(f.reference_prefix.toLowerCase()),
      ),
    );
  return eb.and(parts);
}

/** Sort keys of every payment and advance list (the contract's); each adds what it pays. */
type MovementSortKey = Exclude<poso.PaymentSortKey, 'invoice_number'>;
export type PaymentSortKey = poso.PaymentSortKey;
export type AdvanceSortKey = poso.AdvanceSortKey;

/** Newest first: the order of a list that is not sorted otherwise. */
export const NEWEST_FIRST = { key: 'date', order: 'desc' } as const;

/**
 * The allowlisted expression of a sort key; text sorts ignore case. `number` is the number of
 * the invoice or order paid, the key each list adds.
 */
export function movementSortExpression(
  eb: MovementExpressions,
  key: MovementSortKey | 'invoice_number' | 'po_number',
  number: Expression<string>,
) {
  switch (key) {
    case 'date':
      return eb.ref('p.payment_date');
    case 'amount':
      return eb.ref('p.amount');
    case 'payment_status':
      return eb.fn('lower', [
        eb
          .selectFrom('poso_status_master as s')
          .select('s.status_name')
          .where('s.document_type', '=', 'payment')
          .whereRef('s.status_master_id', '=', 'p.status_id'),
      ]);
    case 'reference_number':
      return eb.fn('lower', ['p.reference_number']);
    case 'counterparty_company_name':
      return eb.fn('lower', ['c.company_name']);
    case 'invoice_number':
    case 'po_number':
      return eb.fn('lower', [number]);
  }
}

export type MovementList<K extends string> = {
  filters: MovementFilters;
  page: number;
  size: number;
  sort: Sort<K>;
};

export type MovementKind = 'payment' | 'advance';

/** The customer's row learns the id of the vendor's row written in the same hand-over. */
export async function linkPayerRow(
  db: Db,
  kind: MovementKind,
  customerSchema: string,
  payerId: number,
  receivedId: number,
): Promise<void> {
  const tables = companyTables(db, customerSchema);
  switch (kind) {
    case 'payment':
      await tables
        .updateTable('payments_made')
        .set({ payment_received_id: receivedId })
        .where('payment_id', '=', payerId)
        .execute();
      return;
    case 'advance':
      await tables
        .updateTable('advances_paid')
        .set({ advance_received_id: receivedId })
        .where('advance_id', '=', payerId)
        .execute();
      return;
  }
}
