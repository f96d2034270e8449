import type { poso } from '@concord/contracts';
import { sql, type RawBuilder } from 'kysely';
import { containsPattern, firstOf, rowsOf, tbl, type Db, pageOf } from '../shared/db.js';
import { orderBy, textKey, type Sort } from '../shared/sorting.js';
import { statusNameOf } from '../shared/status.repository.js';

export type PurchaseOrderRecord = {
  po_id: number;
  po_number: string;
  po_date: string;
  vendor_company_id: number;
  vendor_company_name: string | null;
  description: string;
  currency: string;
  exchange_rate: string;
  po_amount: string;
  status_id: number;
  approver_user_id: number | null;
  approval_information_id: number | null;
  po_received_id: number | null;
  reject_remarks: string | null;
  created_by_user_id: number;
  advance_amount: string;
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

export type SalesOrderRecord = {
  po_received_id: number;
  customer_company_id: number;
  customer_company_name: string | null;
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
  reject_remarks: string | null;
  advance_amount: string;
};

const poColumns = (schema: string) => sql`
  po.po_id, po.po_number, po.po_date::text AS po_date, po.vendor_company_id, c.company_name AS vendor_company_name,
  po.description, po.currency, po.exchange_rate::text AS exchange_rate, po.po_amount::text AS po_amount, po.status_id,
  po.approver_user_id, po.approval_information_id, po.po_received_id, po.reject_remarks, po.created_by_user_id,
  (SELECT COALESCE(sum(a.amount), 0) FROM ${tbl(schema, 'advances_paid')} a WHERE a.po_id = po.po_id)::numeric(16, 2)::text AS advance_amount
  FROM ${tbl(schema, 'purchase_orders')} po LEFT JOIN core.companies c ON c.company_id = po.vendor_company_id`;

export type PoFilters = {
  po_id?: number | undefined;
  po_status_master_id?: number | undefined;
  vendor_company_id?: number | undefined;
  approver_user_id?: number | undefined;
  po_number?: string | undefined;
  from_date?: string | undefined;
  to_date?: string | undefined;
};

function poWhere(f: PoFilters) {
  const parts = [sql`TRUE`];
  if (f.po_id !== undefined) parts.push(sql`po.po_id = ${f.po_id}`);
  if (f.po_status_master_id !== undefined) parts.push(sql`po.status_id = ${f.po_status_master_id}`);
  if (f.vendor_company_id !== undefined)
    parts.push(sql`po.vendor_company_id = ${f.vendor_company_id}`);
  if (f.approver_user_id !== undefined)
    parts.push(sql`po.approver_user_id = ${f.approver_user_id}`);
  if (f.po_number !== undefined)
    parts.push(sql`po.po_number ILIKE ${containsPattern(f.po_number)}`);
  if (f.from_date !== undefined) parts.push(sql`po.po_date >= ${f.from_date}::date`);
  if (f.to_date !== undefined) parts.push(sql`po.po_date <= ${f.to_date}::date`);
  return sql.join(parts, sql` AND `);
}

export type PoSortKey = poso.PoSortKey;

const poSortColumns = (schema: string): Record<PoSortKey, RawBuilder<unknown>> => ({
  po_number: textKey(sql`po.po_number`),
  po_date: sql`po.po_date`,
  po_amount: sql`po.po_amount`,
  po_status: textKey(statusNameOf(schema, 'po', 'po.status_id')),
  vendor_company_name: textKey(sql`c.company_name`),
});

export async function listPurchaseOrders(
  db: Db,
  schema: string,
  f: PoFilters,
  page: number,
  size: number,
  sort: Sort<PoSortKey> = { key: 'po_date', order: 'desc' },
) {
  const where = poWhere(f);
  return pageOf<PurchaseOrderRecord>(db, {
    columns: poColumns(schema),
    from: sql`${tbl(schema, 'purchase_orders')} po`,
    where,
    orderBy: orderBy(poSortColumns(schema), 'po.po_id', sort),
    page,
    size,
  });
}

export async function findPurchaseOrder(db: Db, schema: string, poId: number, forUpdate = false) {
  return firstOf(
    db,
    sql<PurchaseOrderRecord>`SELECT ${poColumns(schema)} WHERE po.po_id = ${poId} ${forUpdate ? sql`FOR UPDATE OF po` : sql``}`,
  );
}

export async function itemsOfPurchaseOrders(
  db: Db,
  schema: string,
  poIds: number[],
): Promise<PoItemRecord[]> {
  if (poIds.length === 0) return [];
  return rowsOf(
    db,
    sql<PoItemRecord>`
      SELECT po_item_id, po_id, material_description, rate_per_unit::text AS rate_per_unit, quantity::text AS quantity,
             tax::text AS tax, line_total::text AS line_total
      FROM ${tbl(schema, 'po_items')} WHERE po_id = ANY(${poIds}::int[]) ORDER BY po_item_id`,
  );
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
  const row = await firstOf(
    db,
    sql<{ po_id: number }>`
      INSERT INTO ${tbl(schema, 'purchase_orders')}
        (po_number, po_date, vendor_company_id, description, currency, exchange_rate, status_id, created_by_user_id)
      VALUES (COALESCE(${po.po_number}, gen_random_uuid()::text),
              ${po.po_date}::date, ${po.vendor_company_id}, ${po.description}, ${po.currency}, ${po.exchange_rate}::numeric,
              ${po.status_id}, ${po.created_by_user_id})
      RETURNING po_id`,
  );
  const poId = row!.po_id;
  if (po.po_number === null) {
    await sql`UPDATE ${tbl(schema, 'purchase_orders')} SET po_number = 'PO-' || lpad(po_id::text, 5, '0') WHERE po_id = ${poId}`.execute(
      db,
    );
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
  const result = await sql`
    UPDATE ${tbl(schema, 'purchase_orders')} SET
      po_number = COALESCE(${u.po_number ?? null}, po_number),
      po_date = COALESCE(${u.po_date ?? null}::date, po_date),
      vendor_company_id = COALESCE(${u.vendor_company_id ?? null}::int, vendor_company_id),
      description = COALESCE(${u.description ?? null}, description),
      currency = COALESCE(${u.currency ?? null}, currency),
      exchange_rate = COALESCE(${u.exchange_rate ?? null}::numeric, exchange_rate),
      updated_at = now()
    WHERE po_id = ${poId} AND status_id = ANY(${[...editable]}::int[])`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

export type NewItem = {
  material_description: string;
  rate_per_unit: string;
  quantity: string;
  tax: string;
  line_total: string;
};

export async function insertPoItems(db: Db, schema: string, poId: number, items: NewItem[]) {
  for (const i of items) {
    await sql`
      INSERT INTO ${tbl(schema, 'po_items')} (po_id, material_description, rate_per_unit, quantity, tax, line_total)
      VALUES (${poId}, ${i.material_description}, ${i.rate_per_unit}::numeric, ${i.quantity}::numeric, ${i.tax}::numeric,
              ${i.line_total}::numeric)`.execute(db);
  }
}

export async function deletePoItems(
  db: Db,
  schema: string,
  poId: number,
  itemIds: number[] | 'all',
) {
  const result =
    itemIds === 'all'
      ? await sql`DELETE FROM ${tbl(schema, 'po_items')} WHERE po_id = ${poId}`.execute(db)
      : await sql`DELETE FROM ${tbl(schema, 'po_items')} WHERE po_id = ${poId} AND po_item_id = ANY(${itemIds}::int[])`.execute(
          db,
        );
  return Number(result.numAffectedRows ?? 0);
}

export async function recomputePoAmount(db: Db, schema: string, poId: number) {
  await sql`
    UPDATE ${tbl(schema, 'purchase_orders')} po
    SET po_amount = COALESCE((SELECT sum(line_total) FROM ${tbl(schema, 'po_items')} i WHERE i.po_id = po.po_id), 0),
        updated_at = now()
    WHERE po.po_id = ${poId}`.execute(db);
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
  await sql`
    INSERT INTO ${tbl(schema, 'po_approvals')} (po_id, action, from_status_id, to_status_id, acted_by_user_id, remarks)
    VALUES (${log.po_id}, ${log.action}, ${log.from_status_id}, ${log.to_status_id}, ${log.acted_by_user_id}, ${log.remarks})`.execute(
    db,
  );
}

// ---- vendor side: received POs (sales orders) ----

const soColumns = (schema: string) => sql`
  so.po_received_id, so.customer_company_id, c.company_name AS customer_company_name, so.customer_po_id, so.po_number,
  so.po_date::text AS po_date, so.description, so.currency, so.exchange_rate::text AS exchange_rate,
  so.po_amount::text AS po_amount, so.po_items, so.attachments, so.status_id, so.reject_remarks,
  (SELECT COALESCE(sum(a.amount), 0) FROM ${tbl(schema, 'advances_received')} a WHERE a.sales_po_id = so.po_received_id)::numeric(16, 2)::text AS advance_amount
  FROM ${tbl(schema, 'sales_orders')} so LEFT JOIN core.companies c ON c.company_id = so.customer_company_id`;

export type SoFilters = {
  po_received_id?: number | undefined;
  po_status_master_id?: number | undefined;
  customer_company_id?: number | undefined;
  po_number?: string | undefined;
};

function soWhere(f: SoFilters) {
  const parts = [sql`TRUE`];
  if (f.po_received_id !== undefined) parts.push(sql`so.po_received_id = ${f.po_received_id}`);
  if (f.po_status_master_id !== undefined) parts.push(sql`so.status_id = ${f.po_status_master_id}`);
  if (f.customer_company_id !== undefined)
    parts.push(sql`so.customer_company_id = ${f.customer_company_id}`);
  if (f.po_number !== undefined)
    parts.push(sql`so.po_number ILIKE ${containsPattern(f.po_number)}`);
  return sql.join(parts, sql` AND `);
}

export type SoSortKey = poso.SoSortKey;

const soSortColumns = (schema: string): Record<SoSortKey, RawBuilder<unknown>> => ({
  po_number: textKey(sql`so.po_number`),
  po_date: sql`so.po_date`,
  po_amount: sql`so.po_amount`,
  po_status: textKey(statusNameOf(schema, 'po', 'so.status_id')),
  customer_company_name: textKey(sql`c.company_name`),
});

export async function listSalesOrders(
  db: Db,
  schema: string,
  f: SoFilters,
  page: number,
  size: number,
  sort: Sort<SoSortKey> = { key: 'po_date', order: 'desc' },
) {
  const where = soWhere(f);
  return pageOf<SalesOrderRecord>(db, {
    columns: soColumns(schema),
    from: sql`${tbl(schema, 'sales_orders')} so`,
    where,
    orderBy: orderBy(soSortColumns(schema), 'so.po_received_id', sort),
    page,
    size,
  });
}

export async function findSalesOrder(
  db: Db,
  schema: string,
  poReceivedId: number,
  forUpdate = false,
) {
  return firstOf(
    db,
    sql<SalesOrderRecord>`SELECT ${soColumns(schema)} WHERE so.po_received_id = ${poReceivedId} ${forUpdate ? sql`FOR UPDATE OF so` : sql``}`,
  );
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
  const row = await firstOf(
    db,
    sql<{ po_received_id: number }>`
      INSERT INTO ${tbl(schema, 'sales_orders')}
        (customer_company_id, customer_po_id, po_number, po_date, description, currency, exchange_rate, po_amount, po_items,
         attachments, status_id)
      VALUES (${so.customer_company_id}, ${so.customer_po_id}, ${so.po_number}, ${so.po_date}::date, ${so.description},
              ${so.currency}, ${so.exchange_rate}::numeric, ${so.po_amount}::numeric, ${JSON.stringify(so.po_items)}::jsonb,
              ${JSON.stringify(so.attachments)}::jsonb, ${so.status_id})
      RETURNING po_received_id`,
  );
  return row!.po_received_id;
}
