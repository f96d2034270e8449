import { sql } from 'kysely';
import { firstOf, tbl, type Db } from '../shared/db.js';
import {
  MOVEMENT_COLUMNS,
  movementValues,
  findMovement,
  listMovements,
  SELECT_MOVEMENT,
  type MovementList,
  type MovementView,
  type MovementRecord,
  type MovementRow,
  type AdvanceSortKey,
} from '../shared/money-movement.repository.js';

/** Customer side: an advance paid against a purchase order. */
export type AdvancePaidRecord = MovementRow & {
  advance_id: number;
  po_id: number;
  po_number: string;
  po_amount: string;
  advance_total: string;
  vendor_company_id: number;
  vendor_company_name: string | null;
  advance_received_id: number | null;
  created_by_user_id: number;
};

/** Vendor side: an advance received against a sales order. */
export type AdvanceReceivedRecord = MovementRow & {
  advance_received_id: number;
  sales_po_id: number;
  po_number: string;
  po_amount: string;
  advance_total: string;
  customer_company_id: number;
  customer_company_name: string | null;
  customer_advance_id: number;
  confirmed_by_user_id: number | null;
};

const paid = (schema: string) => tbl(schema, 'advances_paid');
const received = (schema: string) => tbl(schema, 'advances_received');

const paidColumns = (schema: string) => sql`
  p.advance_id, p.po_id, po.po_number, po.po_amount::text AS po_amount, po.exchange_rate::text AS exchange_rate,
  (SELECT sum(x.amount) FROM ${paid(schema)} x WHERE x.po_id = p.po_id)::text AS advance_total,
  p.vendor_company_id, c.company_name AS vendor_company_name, p.advance_received_id, ${SELECT_MOVEMENT},
  p.created_by_user_id
  FROM ${paid(schema)} p
  JOIN ${tbl(schema, 'purchase_orders')} po ON po.po_id = p.po_id
  LEFT JOIN core.companies c ON c.company_id = p.vendor_company_id`;

const receivedColumns = (schema: string) => sql`
  p.advance_received_id, p.sales_po_id, so.po_number, so.po_amount::text AS po_amount, so.exchange_rate::text AS exchange_rate,
  (SELECT sum(x.amount) FROM ${received(schema)} x WHERE x.sales_po_id = p.sales_po_id)::text AS advance_total,
  p.customer_company_id, c.company_name AS customer_company_name, p.customer_advance_id, ${SELECT_MOVEMENT},
  p.confirmed_by_user_id
  FROM ${received(schema)} p
  JOIN ${tbl(schema, 'sales_orders')} so ON so.po_received_id = p.sales_po_id
  LEFT JOIN core.companies c ON c.company_id = p.customer_company_id`;

const paidView = (schema: string): MovementView<'po_number'> => ({
  columns: paidColumns(schema),
  from: sql`${paid(schema)} p`,
  idColumn: 'p.advance_id',
  documentColumn: 'p.po_id',
  number: { key: 'po_number', column: sql`po.po_number` },
});

const receivedView = (schema: string): MovementView<'po_number'> => ({
  columns: receivedColumns(schema),
  from: sql`${received(schema)} p`,
  idColumn: 'p.advance_received_id',
  documentColumn: 'p.sales_po_id',
  number: { key: 'po_number', column: sql`so.po_number` },
});

export type AdvanceList = MovementList<AdvanceSortKey>;

export function listAdvancesPaid(db: Db, schema: string, list: AdvanceList) {
  return listMovements<AdvancePaidRecord, 'po_number'>(db, schema, paidView(schema), list);
}

export function listAdvancesReceived(db: Db, schema: string, list: AdvanceList) {
  return listMovements<AdvanceReceivedRecord, 'po_number'>(db, schema, receivedView(schema), list);
}

export function findAdvancePaid(db: Db, schema: string, advanceId: number) {
  return findMovement<AdvancePaidRecord>(db, paidView(schema), advanceId);
}

export function findAdvanceReceived(db: Db, schema: string, id: number, forUpdate = false) {
  return findMovement<AdvanceReceivedRecord>(db, receivedView(schema), id, forUpdate);
}

/** Read in its own statement, after the order row is locked, so it sees committed advances. */
export async function advancedOnOrder(db: Db, schema: string, poId: number): Promise<string> {
  const row = await firstOf(
    db,
    sql<{ total: string }>`
      SELECT COALESCE(sum(amount), 0)::text AS total FROM ${paid(schema)} WHERE po_id = ${poId}`,
  );
  return row?.total ?? '0';
}

export async function insertAdvancePaid(
  db: Db,
  schema: string,
  a: MovementRecord & { po_id: number; vendor_company_id: number; created_by_user_id: number },
): Promise<number> {
  const row = await firstOf(
    db,
    sql<{ advance_id: number }>`
      INSERT INTO ${paid(schema)} (po_id, vendor_company_id, created_by_user_id, ${MOVEMENT_COLUMNS})
      VALUES (${a.po_id}, ${a.vendor_company_id}, ${a.created_by_user_id}, ${movementValues(a)})
      RETURNING advance_id`,
  );
  return row!.advance_id;
}

export async function insertAdvanceReceived(
  db: Db,
  schema: string,
  a: MovementRecord & {
    sales_po_id: number;
    customer_company_id: number;
    customer_advance_id: number;
  },
): Promise<number> {
  const row = await firstOf(
    db,
    sql<{ advance_received_id: number }>`
      INSERT INTO ${received(schema)} (sales_po_id, customer_company_id, customer_advance_id, ${MOVEMENT_COLUMNS})
      VALUES (${a.sales_po_id}, ${a.customer_company_id}, ${a.customer_advance_id}, ${movementValues(a)})
      RETURNING advance_received_id`,
  );
  return row!.advance_received_id;
}
