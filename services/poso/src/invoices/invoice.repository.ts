import type { poso } from '@concord/contracts';
import { sql, type RawBuilder } from 'kysely';
import { containsPattern, firstOf, rowsOf, tbl, type Db, pageOf } from '../shared/db.js';
import { orderBy, textKey, type Sort } from '../shared/sorting.js';
import { INVOICE_PAYABLE } from '../shared/state-machine.js';
import { statusNameOf } from '../shared/status.repository.js';

/** Vendor side: an invoice raised against a sales order. */
export type InvoiceRecord = {
  invoice_id: number;
  sales_po_id: number;
  po_number: string | null;
  customer_company_id: number;
  customer_company_name: string | null;
  invoice_number: string;
  invoice_date: string;
  description: string;
  currency: string;
  exchange_rate: string;
  invoice_amount: string;
  additional_charges: string;
  invoice_total: string;
  paid_amount: string;
  advance_applied: string;
  status_id: number;
  invoice_received_id: number | null;
  reject_remarks: string | null;
};

/** Customer side: a purchase invoice received from a vendor. */
export type InvoiceReceivedRecord = {
  invoice_received_id: number;
  vendor_company_id: number;
  vendor_company_name: string | null;
  vendor_invoice_id: number;
  po_id: number | null;
  invoice_number: string;
  invoice_date: string;
  description: string;
  currency: string;
  exchange_rate: string;
  invoice_amount: string;
  additional_charges: string;
  invoice_total: string;
  paid_amount: string;
  advance_applied: string;
  invoice_items: unknown;
  additional_charge_items: unknown;
  attachments: unknown;
  po_number: string | null;
  status_id: number;
  reject_remarks: string | null;
  accepted_by_user_id: number | null;
};

export type InvoiceItemRecord = {
  invoice_item_id: number;
  invoice_id: number;
  material_description: string;
  rate_per_unit: string;
  quantity: string;
  tax: string;
  line_total: string;
};

const invColumns = (schema: string) => sql`
  i.invoice_id, i.sales_po_id, so.po_number, i.customer_company_id, c.company_name AS customer_company_name, i.invoice_number,
  i.invoice_date::text AS invoice_date, i.description, i.currency, i.exchange_rate::text AS exchange_rate,
  i.invoice_amount::text AS invoice_amount, i.additional_charges::text AS additional_charges, i.invoice_total::text AS invoice_total,
  i.paid_amount::text AS paid_amount, i.advance_applied::text AS advance_applied, i.status_id, i.invoice_received_id,
  i.reject_remarks
  FROM ${tbl(schema, 'invoices')} i
  LEFT JOIN ${tbl(schema, 'sales_orders')} so ON so.po_received_id = i.sales_po_id
  LEFT JOIN core.companies c ON c.company_id = i.customer_company_id`;

export type InvoiceFilters = {
  invoice_id?: number | undefined;
  sales_po_id?: number | undefined;
  invoice_status_master_id?: number | undefined;
  customer_company_id?: number | undefined;
  invoice_number?: string | undefined;
  sent_only?: boolean | undefined;
};

function invWhere(f: InvoiceFilters) {
  const parts = [sql`TRUE`];
  if (f.invoice_id !== undefined) parts.push(sql`i.invoice_id = ${f.invoice_id}`);
  if (f.sales_po_id !== undefined) parts.push(sql`i.sales_po_id = ${f.sales_po_id}`);
  if (f.invoice_status_master_id !== undefined)
    parts.push(sql`i.status_id = ${f.invoice_status_master_id}`);
  if (f.customer_company_id !== undefined)
    parts.push(sql`i.customer_company_id = ${f.customer_company_id}`);
  if (f.invoice_number !== undefined)
    parts.push(sql`i.invoice_number ILIKE ${containsPattern(f.invoice_number)}`);
  if (f.sent_only) parts.push(sql`i.status_id <> 1`);
  return sql.join(parts, sql` AND `);
}

/** Sort keys of both invoice lists (the contract's); the party is the customer or the vendor. */
export type SalesInvoiceSortKey = poso.SalesInvoiceSortKey;
export type PurchaseInvoiceSortKey = poso.PurchaseInvoiceSortKey;

/** The sort expressions of an invoice table aliased `alias` (`i` vendor, `r` customer). */
function invoiceSortColumns(schema: string, alias: 'i' | 'r') {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return {
    invoice_number: textKey(column('invoice_number')),
    invoice_date: column('invoice_date'),
    invoice_total: column('invoice_total'),
    pending_amount: sql`(${column('invoice_total')} - ${column('paid_amount')} - ${column('advance_applied')})`,
    invoice_status: textKey(statusNameOf(schema, 'invoice', `${alias}.status_id`)),
  };
}

export async function listInvoices(
  db: Db,
  schema: string,
  f: InvoiceFilters,
  page: number,
  size: number,
  sort: Sort<SalesInvoiceSortKey> = { key: 'invoice_date', order: 'desc' },
) {
  const where = invWhere(f);
  const sortable: Record<SalesInvoiceSortKey, RawBuilder<unknown>> = {
    ...invoiceSortColumns(schema, 'i'),
    customer_company_name: textKey(sql`c.company_name`),
  };
  return pageOf<InvoiceRecord>(db, {
    columns: invColumns(schema),
    from: sql`${tbl(schema, 'invoices')} i`,
    where,
    orderBy: orderBy(sortable, 'i.invoice_id', sort),
    page,
    size,
  });
}

export async function findInvoice(db: Db, schema: string, invoiceId: number, forUpdate = false) {
  return firstOf(
    db,
    sql<InvoiceRecord>`SELECT ${invColumns(schema)} WHERE i.invoice_id = ${invoiceId} ${forUpdate ? sql`FOR UPDATE OF i` : sql``}`,
  );
}

export async function itemsOfInvoices(
  db: Db,
  schema: string,
  invoiceIds: number[],
): Promise<InvoiceItemRecord[]> {
  if (invoiceIds.length === 0) return [];
  return rowsOf(
    db,
    sql<InvoiceItemRecord>`
      SELECT invoice_item_id, invoice_id, material_description, rate_per_unit::text AS rate_per_unit, quantity::text AS quantity,
             tax::text AS tax, line_total::text AS line_total
      FROM ${tbl(schema, 'invoice_items')} WHERE invoice_id = ANY(${invoiceIds}::int[]) ORDER BY invoice_item_id`,
  );
}

export type ChargeRecord = {
  invoice_id: number;
  additional_charge_id: number;
  additional_charge_master_id: number;
  charge_name: string;
  amount: string;
};

/** Additional charge lines of many invoices in one query, for lists. */
export async function chargesOfInvoices(
  db: Db,
  schema: string,
  invoiceIds: number[],
): Promise<ChargeRecord[]> {
  if (invoiceIds.length === 0) return [];
  return rowsOf(
    db,
    sql<ChargeRecord>`
      SELECT ac.invoice_id, ac.additional_charge_id, ac.additional_charge_master_id, m.charge_name, ac.amount::text AS amount
      FROM ${tbl(schema, 'invoice_additional_charges')} ac
      JOIN ${tbl(schema, 'additional_charge_master')} m USING (additional_charge_master_id)
      WHERE ac.invoice_id = ANY(${invoiceIds}::int[]) ORDER BY ac.additional_charge_id`,
  );
}

export type NewInvoice = {
  sales_po_id: number;
  customer_company_id: number;
  invoice_number: string | null;
  invoice_date: string;
  description: string;
  currency: string;
  exchange_rate: string;
  status_id: number;
  created_by_user_id: number;
};

export async function insertInvoice(db: Db, schema: string, inv: NewInvoice): Promise<number> {
  const row = await firstOf(
    db,
    sql<{ invoice_id: number }>`
      INSERT INTO ${tbl(schema, 'invoices')}
        (sales_po_id, customer_company_id, invoice_number, invoice_date, description, currency, exchange_rate, status_id, created_by_user_id)
      VALUES (${inv.sales_po_id}, ${inv.customer_company_id}, COALESCE(${inv.invoice_number}, gen_random_uuid()::text), ${inv.invoice_date}::date,
              ${inv.description}, ${inv.currency}, ${inv.exchange_rate}::numeric, ${inv.status_id}, ${inv.created_by_user_id})
      RETURNING invoice_id`,
  );
  const invoiceId = row!.invoice_id;
  if (inv.invoice_number === null) {
    await sql`UPDATE ${tbl(schema, 'invoices')} SET invoice_number = 'INV-' || lpad(invoice_id::text, 5, '0') WHERE invoice_id = ${invoiceId}`.execute(
      db,
    );
  }
  return invoiceId;
}

export async function updateInvoiceHeader(
  db: Db,
  schema: string,
  invoiceId: number,
  editable: readonly number[],
  u: Partial<{
    invoice_number: string;
    invoice_date: string;
    description: string;
    exchange_rate: string;
  }>,
) {
  const result = await sql`
    UPDATE ${tbl(schema, 'invoices')} SET
      invoice_number = COALESCE(${u.invoice_number ?? null}, invoice_number),
      invoice_date = COALESCE(${u.invoice_date ?? null}::date, invoice_date),
      description = COALESCE(${u.description ?? null}, description),
      exchange_rate = COALESCE(${u.exchange_rate ?? null}::numeric, exchange_rate),
      updated_at = now()
    WHERE invoice_id = ${invoiceId} AND status_id = ANY(${[...editable]}::int[])`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

export async function replaceInvoiceItems(
  db: Db,
  schema: string,
  invoiceId: number,
  items: {
    material_description: string;
    rate_per_unit: string;
    quantity: string;
    tax: string;
    line_total: string;
  }[],
) {
  await sql`DELETE FROM ${tbl(schema, 'invoice_items')} WHERE invoice_id = ${invoiceId}`.execute(
    db,
  );
  for (const i of items) {
    await sql`
      INSERT INTO ${tbl(schema, 'invoice_items')} (invoice_id, material_description, rate_per_unit, quantity, tax, line_total)
      VALUES (${invoiceId}, ${i.material_description}, ${i.rate_per_unit}::numeric, ${i.quantity}::numeric, ${i.tax}::numeric,
              ${i.line_total}::numeric)`.execute(db);
  }
}

export async function addInvoiceCharge(
  db: Db,
  schema: string,
  invoiceId: number,
  masterId: number,
  amount: string,
) {
  await sql`
    INSERT INTO ${tbl(schema, 'invoice_additional_charges')} (invoice_id, additional_charge_master_id, amount)
    VALUES (${invoiceId}, ${masterId}, ${amount}::numeric)`.execute(db);
}

export async function replaceInvoiceCharges(
  db: Db,
  schema: string,
  invoiceId: number,
  charges: { additional_charge_master_id: number; amount: string }[],
) {
  await sql`DELETE FROM ${tbl(schema, 'invoice_additional_charges')} WHERE invoice_id = ${invoiceId}`.execute(
    db,
  );
  for (const c of charges)
    await addInvoiceCharge(db, schema, invoiceId, c.additional_charge_master_id, c.amount);
}

export async function chargeMasterExists(db: Db, schema: string, ids: number[]) {
  if (ids.length === 0) return true;
  const row = await firstOf(
    db,
    sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM ${tbl(schema, 'additional_charge_master')} WHERE additional_charge_master_id = ANY(${ids}::int[])`,
  );
  return row?.n === new Set(ids).size;
}

export async function listChargeMaster(db: Db, schema: string) {
  return rowsOf(
    db,
    sql<{ additional_charge_master_id: number; charge_name: string }>`
      SELECT additional_charge_master_id, charge_name FROM ${tbl(schema, 'additional_charge_master')} ORDER BY additional_charge_master_id`,
  );
}

export async function recomputeInvoiceTotals(db: Db, schema: string, invoiceId: number) {
  await sql`
    UPDATE ${tbl(schema, 'invoices')} i SET
      invoice_amount = t.items, additional_charges = t.charges, invoice_total = t.items + t.charges, updated_at = now()
    FROM (SELECT
            COALESCE((SELECT sum(line_total) FROM ${tbl(schema, 'invoice_items')} WHERE invoice_id = ${invoiceId}), 0) AS items,
            COALESCE((SELECT sum(amount) FROM ${tbl(schema, 'invoice_additional_charges')} WHERE invoice_id = ${invoiceId}), 0) AS charges) t
    WHERE i.invoice_id = ${invoiceId}`.execute(db);
}

// ---- customer side ----

const recColumns = (schema: string) => sql`
  r.invoice_received_id, r.vendor_company_id, c.company_name AS vendor_company_name, r.vendor_invoice_id, r.po_id, r.invoice_number,
  r.invoice_date::text AS invoice_date, r.description, r.currency, r.exchange_rate::text AS exchange_rate,
  r.invoice_amount::text AS invoice_amount, r.additional_charges::text AS additional_charges, r.invoice_total::text AS invoice_total,
  r.paid_amount::text AS paid_amount, r.advance_applied::text AS advance_applied, r.invoice_items, r.additional_charge_items, r.attachments, po.po_number,
  r.status_id, r.reject_remarks, r.accepted_by_user_id
  FROM ${tbl(schema, 'invoices_received')} r LEFT JOIN core.companies c ON c.company_id = r.vendor_company_id
  LEFT JOIN ${tbl(schema, 'purchase_orders')} po ON po.po_id = r.po_id`;

export type ReceivedFilters = {
  invoice_received_id?: number | undefined;
  po_id?: number | undefined;
  invoice_status_master_id?: number | undefined;
  vendor_company_id?: number | undefined;
  invoice_number?: string | undefined;
  payable?: boolean | undefined;
};

function recWhere(f: ReceivedFilters) {
  const parts = [sql`TRUE`];
  if (f.invoice_received_id !== undefined)
    parts.push(sql`r.invoice_received_id = ${f.invoice_received_id}`);
  if (f.po_id !== undefined) parts.push(sql`r.po_id = ${f.po_id}`);
  if (f.invoice_status_master_id !== undefined)
    parts.push(sql`r.status_id = ${f.invoice_status_master_id}`);
  if (f.vendor_company_id !== undefined)
    parts.push(sql`r.vendor_company_id = ${f.vendor_company_id}`);
  if (f.invoice_number !== undefined)
    parts.push(sql`r.invoice_number ILIKE ${containsPattern(f.invoice_number)}`);
  if (f.payable)
    parts.push(
      sql`r.status_id = ANY(${[...INVOICE_PAYABLE]}::int[]) AND r.paid_amount + r.advance_applied < r.invoice_total`,
    );
  return sql.join(parts, sql` AND `);
}

export async function listReceivedInvoices(
  db: Db,
  schema: string,
  f: ReceivedFilters,
  page: number,
  size: number,
  sort: Sort<PurchaseInvoiceSortKey> = { key: 'invoice_date', order: 'desc' },
) {
  const where = recWhere(f);
  const sortable: Record<PurchaseInvoiceSortKey, RawBuilder<unknown>> = {
    ...invoiceSortColumns(schema, 'r'),
    vendor_company_name: textKey(sql`c.company_name`),
  };
  return pageOf<InvoiceReceivedRecord>(db, {
    columns: recColumns(schema),
    from: sql`${tbl(schema, 'invoices_received')} r`,
    where,
    orderBy: orderBy(sortable, 'r.invoice_received_id', sort),
    page,
    size,
  });
}

export async function findReceivedInvoice(db: Db, schema: string, id: number, forUpdate = false) {
  return firstOf(
    db,
    sql<InvoiceReceivedRecord>`SELECT ${recColumns(schema)} WHERE r.invoice_received_id = ${id} ${forUpdate ? sql`FOR UPDATE OF r` : sql``}`,
  );
}

export type NewReceivedInvoice = {
  vendor_company_id: number;
  vendor_invoice_id: number;
  po_id: number | null;
  invoice_number: string;
  invoice_date: string;
  description: string;
  currency: string;
  exchange_rate: string;
  invoice_amount: string;
  additional_charges: string;
  invoice_total: string;
  invoice_items: unknown;
  additional_charge_items: unknown;
  attachments: unknown;
  status_id: number;
};

export async function insertReceivedInvoice(
  db: Db,
  schema: string,
  r: NewReceivedInvoice,
): Promise<number> {
  const row = await firstOf(
    db,
    sql<{ invoice_received_id: number }>`
      INSERT INTO ${tbl(schema, 'invoices_received')}
        (vendor_company_id, vendor_invoice_id, po_id, invoice_number, invoice_date, description, currency, exchange_rate,
         invoice_amount, additional_charges, invoice_total, invoice_items, additional_charge_items, attachments, status_id)
      VALUES (${r.vendor_company_id}, ${r.vendor_invoice_id}, ${r.po_id}, ${r.invoice_number}, ${r.invoice_date}::date, ${r.description},
              ${r.currency}, ${r.exchange_rate}::numeric, ${r.invoice_amount}::numeric, ${r.additional_charges}::numeric,
              ${r.invoice_total}::numeric, ${JSON.stringify(r.invoice_items)}::jsonb,
              ${JSON.stringify(r.additional_charge_items)}::jsonb, ${JSON.stringify(r.attachments)}::jsonb, ${r.status_id})
      RETURNING invoice_received_id`,
  );
  return row!.invoice_received_id;
}

export async function customerPoExists(db: Db, schema: string, poId: number) {
  const row = await firstOf(
    db,
    sql<{
      ok: number;
    }>`SELECT 1 AS ok FROM ${tbl(schema, 'purchase_orders')} WHERE po_id = ${poId}`,
  );
  return row !== undefined;
}

// ---- advances set off against invoices (customer side decides, both sides record) ----

/** An accepted purchase invoice of the order with something left to pay, oldest first. */
export type OpenInvoice = {
  invoice_received_id: number;
  vendor_invoice_id: number;
  open: string;
};

/** Locks and returns the order's payable invoices that still owe something, oldest first. */
export async function openInvoicesOfOrder(
  db: Db,
  schema: string,
  poId: number,
): Promise<OpenInvoice[]> {
  return rowsOf(
    db,
    sql<OpenInvoice>`
      SELECT invoice_received_id, vendor_invoice_id,
             (invoice_total - paid_amount - advance_applied)::text AS open
      FROM ${tbl(schema, 'invoices_received')}
      WHERE po_id = ${poId} AND status_id = ANY(${[...INVOICE_PAYABLE]}::int[])
        AND paid_amount + advance_applied < invoice_total
      ORDER BY invoice_date, invoice_number, invoice_received_id
      FOR UPDATE`,
  );
}

/** The part of the order's advances already set off against its invoices. */
export async function advanceAppliedOnOrder(db: Db, schema: string, poId: number) {
  const row = await firstOf(
    db,
    sql<{ total: string }>`
      SELECT COALESCE(sum(advance_applied), 0)::text AS total
      FROM ${tbl(schema, 'invoices_received')} WHERE po_id = ${poId}`,
  );
  return row?.total ?? '0';
}

/** Sets `amount` of an advance off against one invoice, on the customer's or the vendor's side. */
export async function addAdvanceApplied(
  db: Db,
  schema: string,
  invoice: { invoice_received_id: number } | { invoice_id: number },
  amount: string,
) {
  const [table, key, id] =
    'invoice_id' in invoice
      ? ['invoices', 'invoice_id', invoice.invoice_id]
      : ['invoices_received', 'invoice_received_id', invoice.invoice_received_id];
  await sql`
    UPDATE ${tbl(schema, table)} SET advance_applied = advance_applied + ${amount}::numeric, updated_at = now()
    WHERE ${sql.ref(key)} = ${id}`.execute(db);
}
