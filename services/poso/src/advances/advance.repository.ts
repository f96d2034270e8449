import { companyTables } from '@concord/db';
import { pageOfQuery, type Db } from '../shared/db.js';
import {
  MOVEMENT_COLUMNS,
  movementSortExpression,
  movementWhere,
  type MovementList,
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

// The advance `p` with the order it pays (the customer's purchase order `po`, the vendor's
// sales order `so`) and the counterparty's company `c`; `advance_total` is every advance on
// that order.

function advancesPaid(db: Db, schema: string) {
  return companyTables(db, schema)
    .selectFrom('advances_paid as p')
    .innerJoin('purchase_orders as po', 'po.po_id', 'p.po_id')
    .leftJoin('core.companies as c', 'c.company_id', 'p.vendor_company_id');
}

function selectAdvancesPaid(db: Db, schema: string) {
  return advancesPaid(db, schema).select((eb) => [
    'p.advance_id',
    'p.po_id',
    'po.po_number',
    'po.po_amount',
    'po.exchange_rate',
    eb.fn
      .coalesce(
        eb
          .selectFrom('advances_paid as x')
          .select((sub) => sub.fn.sum<string>('x.amount').as('total'))
          .whereRef('x.po_id', '=', 'p.po_id'),
        eb.val('0'),
      )
      .as('advance_total'),
    'p.vendor_company_id',
    'c.company_name as vendor_company_name',
    'p.advance_received_id',
    ...MOVEMENT_COLUMNS,
    'p.created_by_user_id',
  ]);
}

function advancesReceived(db: Db, schema: string) {
  return companyTables(db, schema)
    .selectFrom('advances_received as p')
    .innerJoin('sales_orders as so', 'so.po_received_id', 'p.sales_po_id')
    .leftJoin('core.companies as c', 'c.company_id', 'p.customer_company_id');
}

function selectAdvancesReceived(db: Db, schema: string) {
  return advancesReceived(db, schema).select((eb) => [
    'p.advance_received_id',
    'p.sales_po_id',
    'so.po_number',
    'so.po_amount',
    'so.exchange_rate',
    eb.fn
      .coalesce(
        eb
          .selectFrom('advances_received as x')
          .select((sub) => sub.fn.sum<string>('x.amount').as('total'))
          .whereRef('x.sales_po_id', '=', 'p.sales_po_id'),
        eb.val('0'),
      )
      .as('advance_total'),
    'p.customer_company_id',
    'c.company_name as customer_company_name',
    'p.customer_advance_id',
    ...MOVEMENT_COLUMNS,
    'p.confirmed_by_user_id',
  ]);
}

export type AdvanceList = MovementList<AdvanceSortKey>;

export function listAdvancesPaid(db: Db, schema: string, list: AdvanceList) {
  const { filters, sort } = list;
  const rows = selectAdvancesPaid(db, schema)
    .where((eb) => movementWhere(eb, eb.ref('p.po_id'), filters))
    .orderBy(
      (eb) => movementSortExpression(eb, sort.key, eb.ref('po.po_number')),
      (ob) => ob[sort.order]().nullsLast(),
    )
    // Rows with equal values keep one order from page to page: the id breaks ties.
    .orderBy('p.advance_id', sort.order);
  const count = advancesPaid(db, schema)
    .where((eb) => movementWhere(eb, eb.ref('p.po_id'), filters))
    .select((eb) => eb.fn.countAll<string>().as('n'));
  return pageOfQuery<AdvancePaidRecord>(rows, count, list.page, list.size);
}

export function listAdvancesReceived(db: Db, schema: string, list: AdvanceList) {
  const { filters, sort } = list;
  const rows = selectAdvancesReceived(db, schema)
    .where((eb) => movementWhere(eb, eb.ref('p.sales_po_id'), filters))
    .orderBy(
      (eb) => movementSortExpression(eb, sort.key, eb.ref('so.po_number')),
      (ob) => ob[sort.order]().nullsLast(),
    )
    .orderBy('p.advance_received_id', sort.order);
  const count = advancesReceived(db, schema)
    .where((eb) => movementWhere(eb, eb.ref('p.sales_po_id'), filters))
    .select((eb) => eb.fn.countAll<string>().as('n'));
  return pageOfQuery<AdvanceReceivedRecord>(rows, count, list.page, list.size);
}

export function findAdvancePaid(
  db: Db,
  schema: string,
  advanceId: number,
): Promise<AdvancePaidRecord | undefined> {
  return selectAdvancesPaid(db, schema).where('p.advance_id', '=', advanceId).executeTakeFirst();
}

export function findAdvanceReceived(
  db: Db,
  schema: string,
  id: number,
  forUpdate = false,
): Promise<AdvanceReceivedRecord | undefined> {
  return selectAdvancesReceived(db, schema)
    .where('p.advance_received_id', '=', id)
    .$if(forUpdate, (qb) => qb.forUpdate('p'))
    .executeTakeFirst();
}

/** Read in its own statement, after the order row is locked, so it sees committed advances. */
export async function advancedOnOrder(db: Db, schema: string, poId: number): Promise<string> {
  const row = await companyTables(db, schema)
    .selectFrom('advances_paid')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
    .where('po_id', '=', poId)
    .executeTakeFirstOrThrow();
  return row.total;
}

export async function insertAdvancePaid(
  db: Db,
  schema: string,
  a: MovementRecord & { po_id: number; vendor_company_id: number; created_by_user_id: number },
): Promise<number> {
  const row = await companyTables(db, schema)
    .insertInto('advances_paid')
    .values(a)
    .returning('advance_id')
    .executeTakeFirstOrThrow();
  return row.advance_id;
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
  const row = await companyTables(db, schema)
    .insertInto('advances_received')
    .values(a)
    .returning('advance_received_id')
    .executeTakeFirstOrThrow();
  return row.advance_received_id;
}
