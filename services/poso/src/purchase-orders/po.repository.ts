import type { poso } from '@concord/contracts';
import {
  companyTables,
  type CompaniesTable,
  type CompanyScopedDatabase,
  type PurchaseOrdersTable,
  type SalesOrdersTable,
} from '@concord/db';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { containsPattern, pageOfQuery, type Db } from '../shared/db.js';
import type { Sort } from '../shared/sorting.js';

// Purchase orders (customer side) and the sales orders they become at the vendor, on the
// typed company tables: `companyTables(db, schema)` scopes every table of a query (its
// subqueries included) to the company's schema; `core.companies` stays qualified. Both sides'
// queries alias the order `d` and the counterparty's company `c`; what the two tables share
// (columns, filters, sort keys) is written once, each side naming only its own columns.

/** What both sides store alike, and the advances paid against the order. */
export type OrderColumnsRecord = {
  po_number: string;
  po_date: string;
  description: string;
  currency: string;
  exchange_rate: string;
  po_amount: string;
  status_id: number;
  reject_remarks: string | null;
  advance_amount: string;
};

export type PurchaseOrderRecord = OrderColumnsRecord & {
  po_id: number;
  vendor_company_id: number;
  vendor_company_name: string | null;
  approver_user_id: number | null;
  /** The approver's sign-in name, so a list names approvers without asking the users service. */
  approver_user_name: string | null;
  approval_information_id: number | null;
  po_received_id: number | null;
  created_by_user_id: number;
};

export type PoItemRecord = {
  po_item_id: number;
  po_id: number;
  material_description: string;
  rate_per_unit: string;
  quantity: string;
  tax: string;
  line_total: string;
};

export type SalesOrderRecord = OrderColumnsRecord & {
  po_received_id: number;
  customer_company_id: number;
  customer_company_name: string | null;
  customer_po_id: number;
  po_items: unknown;
  attachments: unknown;
};

// A sum of advances shown as money: two decimals, as text. Raw SQL: the numeric(16, 2) cast
// that fixes the scale has no builder form.
const asMoneyText = (sum: unknown) => sql<string>`COALESCE(${sum}, 0)::numeric(16, 2)::text`;

/** The columns both order tables have. */
type OrderColumns = Pick<PurchaseOrdersTable, keyof PurchaseOrdersTable & keyof SalesOrdersTable>;
/** Any order query: the order `d` and the counterparty's company `c`. */
type OrderDb = CompanyScopedDatabase & { d: OrderColumns; c: CompaniesTable };

/** The columns of OrderColumnsRecord on the order `d`, but the side's advances. */
const ORDER_COLUMNS = [
  'd.po_number',
  'd.po_date',
  'd.description',
  'd.currency',
  'd.exchange_rate',
  'd.po_amount',
  'd.status_id',
  'd.reject_remarks',
] as const;

/** The side's columns a list filters on, as references of its own query. */
type SideRefs = { id: Expression<number>; counterparty: Expression<number> };

/** Filters of either side's list, in the side's own terms. */
export type OrderFilters = {
  id?: number | undefined;
  status_id?: number | undefined;
  counterparty_id?: number | undefined;
  po_number?: string | undefined;
  /** Customer: the approver named. */
  approver_user_id?: number | undefined;
  from_date?: string | undefined;
  to_date?: string | undefined;
};

function orderWhere(
  eb: ExpressionBuilder<OrderDb, 'd'>,
  side: SideRefs,
  f: OrderFilters,
  approver?: Expression<number | null>,
): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (f.id !== undefined) parts.push(eb(side.id, '=', f.id));
  if (f.status_id !== undefined) parts.push(eb('d.status_id', '=', f.status_id));
  if (f.counterparty_id !== undefined) parts.push(eb(side.counterparty, '=', f.counterparty_id));
  if (f.approver_user_id !== undefined && approver)
    parts.push(eb(approver, '=', f.approver_user_id));
  if (f.po_number !== undefined)
    parts.push(eb('d.po_number', 'ilike', containsPattern(f.po_number)));
  if (f.from_date !== undefined) parts.push(eb('d.po_date', '>=', f.from_date));
  if (f.to_date !== undefined) parts.push(eb('d.po_date', '<=', f.to_date));
  return eb.and(parts);
}

export type PoSortKey = poso.PoSortKey;
export type SoSortKey = poso.SoSortKey;

/** The allowlisted expression of each sort key of either list; text sorts ignore case. */
function orderSortExpression(
  eb: ExpressionBuilder<OrderDb, 'd' | 'c'>,
  key: PoSortKey | SoSortKey,
) {
  switch (key) {
    case 'po_number':
      return eb.fn('lower', ['d.po_number']);
    case 'po_date':
      return eb.ref('d.po_date');
    case 'po_amount':
      return eb.ref('d.po_amount');
    case 'po_status':
      return eb.fn('lower', [
        eb
          .selectFrom('poso_status_master as s')
          .select('s.status_name')
          .where('s.document_type', '=', 'po')
          .whereRef('s.status_master_id', '=', 'd.status_id'),
      ]);
    case 'vendor_company_name':
    case 'customer_company_name':
      return eb.fn('lower', ['c.company_name']);
  }
}

export type OrderList<K extends string> = {
  filters: OrderFilters;
  page: number;
  size: number;
  /** Newest first when not given. */
  sort?: Sort<K> | undefined;
};

const NEWEST_FIRST = { key: 'po_date', order: 'desc' } as const;

// ---- customer side: `d` is the company's purchase order ----

type PurchaseDb = CompanyScopedDatabase & { d: PurchaseOrdersTable };

function purchaseOrders(db: Db, schema: string) {
  return companyTables(db, schema)
    .selectFrom('purchase_orders as d')
    .leftJoin('core.companies as c', 'c.company_id', 'd.vendor_company_id')
    .leftJoin('core.users as u', 'u.user_id', 'd.approver_user_id');
}

function selectPurchaseOrders(db: Db, schema: string) {
  return purchaseOrders(db, schema).select((eb) => [
    ...ORDER_COLUMNS,
    'd.po_id',
    'd.vendor_company_id',
    'c.company_name as vendor_company_name',
    'd.approver_user_id',
    'u.user_name as approver_user_name',
    'd.approval_information_id',
    'd.po_received_id',
    'd.created_by_user_id',
    asMoneyText(
      eb
        .selectFrom('advances_paid as a')
        .select((sub) => sub.fn.sum('a.amount').as('sum'))
        .whereRef('a.po_id', '=', 'd.po_id'),
    ).as('advance_amount'),
  ]);
}

const purchaseRefs = (eb: ExpressionBuilder<PurchaseDb, 'd'>): SideRefs => ({
  id: eb.ref('d.po_id'),
  counterparty: eb.ref('d.vendor_company_id'),
});
const purchaseWhere = (eb: ExpressionBuilder<PurchaseDb, 'd'>, f: OrderFilters) =>
  orderWhere(eb, purchaseRefs(eb), f, eb.ref('d.approver_user_id'));

export async function listPurchaseOrders(db: Db, schema: string, list: OrderList<PoSortKey>) {
  const { filters, sort = NEWEST_FIRST } = list;
  // Rows with equal values keep one order from page to page: the id breaks ties.
  const rows = selectPurchaseOrders(db, schema)
    .where((eb) => purchaseWhere(eb, filters))
    .orderBy(
      (eb) => orderSortExpression(eb, sort.key),
      (ob) => ob[sort.order]().nullsLast(),
    )
    .orderBy('d.po_id', sort.order);
  const count = purchaseOrders(db, schema)
    .where((eb) => purchaseWhere(eb, filters))
    .select((eb) => eb.fn.countAll<string>().as('n'));
  return pageOfQuery<PurchaseOrderRecord>(rows, count, list.page, list.size);
}

export async function findPurchaseOrder(
  db: Db,
  schema: string,
  poId: number,
  forUpdate = false,
): Promise<PurchaseOrderRecord | undefined> {
  return selectPurchaseOrders(db, schema)
    .where('d.po_id', '=', poId)
    .$if(forUpdate, (qb) => qb.forUpdate('d'))
    .executeTakeFirst();
}

export async function itemsOfPurchaseOrders(
  db: Db,
  schema: string,
  poIds: number[],
): Promise<PoItemRecord[]> {
  if (poIds.length === 0) return [];
  return companyTables(db, schema)
    .selectFrom('po_items')
    .select([
      'po_item_id',
      'po_id',
      'material_description',
      'rate_per_unit',
      'quantity',
      'tax',
      'line_total',
    ])
    .where('po_id', 'in', poIds)
    .orderBy('po_item_id')
    .execute();
}

export type NewPurchaseOrder = {
  po_number: string | null;
  po_date: string;
  vendor_company_id: number;
  description: string;
  currency: string;
  exchange_rate: string;
  status_id: number;
  created_by_user_id: number;
};

export async function insertPurchaseOrder(
  db: Db,
  schema: string,
  po: NewPurchaseOrder,
): Promise<number> {
  const tables = companyTables(db, schema);
  const { po_id: poId } = await tables
    .insertInto('purchase_orders')
    .values({
      // A number the user left out is given from the id below; unique until then. Raw SQL
      // here and below: database functions of the new row (uuid, its id padded).
      ...po,
      po_number: po.po_number ?? sql<string>`gen_random_uuid()::text`,
    })
    .returning('po_id')
    .executeTakeFirstOrThrow();
  if (po.po_number === null) {
    await tables
      .updateTable('purchase_orders')
      .set({ po_number: sql<string>`'PO-' || lpad(po_id::text, 5, '0')` })
      .where('po_id', '=', poId)
      .execute();
  }
  return poId;
}

export type PoHeaderUpdate = Partial<{
  po_number: string;
  po_date: string;
  vendor_company_id: number;
  description: string;
  currency: string;
  exchange_rate: string;
}>;

/** Compare-and-set on the status: returns false when the PO is no longer editable. */
export async function updatePurchaseOrderHeader(
  db: Db,
  schema: string,
  poId: number,
  editable: readonly number[],
  u: PoHeaderUpdate,
) {
  const result = await companyTables(db, schema)
    .updateTable('purchase_orders')
    // `now()`: the database's clock stamps every row, as the rest of the schema does.
    .set({ ...u, updated_at: sql`now()` })
    .where('po_id', '=', poId)
    .where('status_id', 'in', [...editable])
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export type NewItem = {
  material_description: string;
  rate_per_unit: string;
  quantity: string;
  tax: string;
  line_total: string;
};

export async function insertPoItems(db: Db, schema: string, poId: number, items: NewItem[]) {
  if (items.length === 0) return;
  await companyTables(db, schema)
    .insertInto('po_items')
    .values(items.map((item) => ({ ...item, po_id: poId })))
    .execute();
}

export async function deletePoItems(
  db: Db,
  schema: string,
  poId: number,
  itemIds: number[] | 'all',
) {
  const result = await companyTables(db, schema)
    .deleteFrom('po_items')
    .where('po_id', '=', poId)
    .$if(itemIds !== 'all', (qb) => qb.where('po_item_id', 'in', itemIds as number[]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function recomputePoAmount(db: Db, schema: string, poId: number) {
  await companyTables(db, schema)
    .updateTable('purchase_orders as po')
    .set((eb) => ({
      po_amount: eb.fn.coalesce(
        eb
          .selectFrom('po_items as i')
          .select((sub) => sub.fn.sum<string>('i.line_total').as('total'))
          .whereRef('i.po_id', '=', 'po.po_id'),
        sql<string>`0`,
      ),
      updated_at: sql`now()`,
    }))
    .where('po.po_id', '=', poId)
    .execute();
}

export async function insertApprovalLog(
  db: Db,
  schema: string,
  log: {
    po_id: number;
    action: string;
    from_status_id: number;
    to_status_id: number;
    acted_by_user_id: number;
    remarks: string | null;
  },
) {
  await companyTables(db, schema).insertInto('po_approvals').values(log).execute();
}

// ---- vendor side: `d` is the received purchase order (sales order) ----

type SalesDb = CompanyScopedDatabase & { d: SalesOrdersTable };

function salesOrders(db: Db, schema: string) {
  return companyTables(db, schema)
    .selectFrom('sales_orders as d')
    .leftJoin('core.companies as c', 'c.company_id', 'd.customer_company_id');
}

function selectSalesOrders(db: Db, schema: string) {
  return salesOrders(db, schema).select((eb) => [
    ...ORDER_COLUMNS,
    'd.po_received_id',
    'd.customer_company_id',
    'c.company_name as customer_company_name',
    'd.customer_po_id',
    'd.po_items',
    'd.attachments',
    asMoneyText(
      eb
        .selectFrom('advances_received as a')
        .select((sub) => sub.fn.sum('a.amount').as('sum'))
        .whereRef('a.sales_po_id', '=', 'd.po_received_id'),
    ).as('advance_amount'),
  ]);
}

const salesWhere = (eb: ExpressionBuilder<SalesDb, 'd'>, f: OrderFilters) =>
  orderWhere(
    eb,
    { id: eb.ref('d.po_received_id'), counterparty: eb.ref('d.customer_company_id') },
    f,
  );

export async function listSalesOrders(db: Db, schema: string, list: OrderList<SoSortKey>) {
  const { filters, sort = NEWEST_FIRST } = list;
  const rows = selectSalesOrders(db, schema)
    .where((eb) => salesWhere(eb, filters))
    .orderBy(
      (eb) => orderSortExpression(eb, sort.key),
      (ob) => ob[sort.order]().nullsLast(),
    )
    .orderBy('d.po_received_id', sort.order);
  const count = salesOrders(db, schema)
    .where((eb) => salesWhere(eb, filters))
    .select((eb) => eb.fn.countAll<string>().as('n'));
  return pageOfQuery<SalesOrderRecord>(rows, count, list.page, list.size);
}

export async function findSalesOrder(
  db: Db,
  schema: string,
  poReceivedId: number,
  forUpdate = false,
): Promise<SalesOrderRecord | undefined> {
  return selectSalesOrders(db, schema)
    .where('d.po_received_id', '=', poReceivedId)
    .$if(forUpdate, (qb) => qb.forUpdate('d'))
    .executeTakeFirst();
}

export type NewSalesOrder = {
  customer_company_id: number;
  customer_po_id: number;
  po_number: string;
  po_date: string;
  description: string;
  currency: string;
  exchange_rate: string;
  po_amount: string;
  po_items: unknown;
  attachments: unknown;
  status_id: number;
};

export async function insertSalesOrder(db: Db, schema: string, so: NewSalesOrder): Promise<number> {
  const row = await companyTables(db, schema)
    .insertInto('sales_orders')
    .values({
      ...so,
      po_items: JSON.stringify(so.po_items),
      attachments: JSON.stringify(so.attachments),
    })
    .returning('po_received_id')
    .executeTakeFirstOrThrow();
  return row.po_received_id;
}
