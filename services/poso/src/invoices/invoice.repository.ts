import type { poso } from '@concord/contracts';
import {
  companyTables,
  type CompaniesTable,
  type CompanyScopedDatabase,
  type InvoicesReceivedTable,
  type InvoicesTable,
  type PurchaseOrdersTable,
  type SalesOrdersTable,
} from '@concord/db';
import { sql, type ExpressionBuilder } from 'kysely';
import { containsPattern, pageOfQuery, type Db } from '../shared/db.js';
import type { Sort } from '../shared/sorting.js';
import { INVOICE_PAYABLE } from '../shared/state-machine.js';

// Sales invoices (vendor side) and the purchase invoices they become at the customer, on the
// typed company tables through `companyTables(db, schema)`.

/** Vendor side: an invoice raised against a sales order. */
export type InvoiceRecord = {
  invoice_id: number;
  sales_po_id: number;
  po_number: string | null;
  customer_company_id: number;
  customer_company_name: string | null;
  invoice_number: string;
  invoice_date: string;
  due_date: string | null;
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
  due_date: string | null;
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

type InvDb = CompanyScopedDatabase & {
  i: InvoicesTable;
  so: SalesOrdersTable;
  c: CompaniesTable;
};
type RecDb = CompanyScopedDatabase & {
  r: InvoicesReceivedTable;
  po: PurchaseOrdersTable;
  c: CompaniesTable;
};

function invoices(db: Db, schema: string) {
  return companyTables(db, schema)
    .selectFrom('invoices as i')
    .leftJoin('sales_orders as so', 'so.po_received_id', 'i.sales_po_id')
    .leftJoin('core.companies as c', 'c.company_id', 'i.customer_company_id');
}

function selectInvoices(db: Db, schema: string) {
  return invoices(db, schema).select([
    'i.invoice_id',
    'i.sales_po_id',
    'so.po_number',
    'i.customer_company_id',
    'c.company_name as customer_company_name',
    'i.invoice_number',
    'i.invoice_date',
    'i.due_date',
    'i.description',
    'i.currency',
    'i.exchange_rate',
    'i.invoice_amount',
    'i.additional_charges',
    'i.invoice_total',
    'i.paid_amount',
    'i.advance_applied',
    'i.status_id',
    'i.invoice_received_id',
    'i.reject_remarks',
  ]);
}

export type InvoiceFilters = {
  invoice_id?: number | undefined;
  sales_po_id?: number | undefined;
  invoice_status_master_id?: number | undefined;
  customer_company_id?: number | undefined;
  invoice_number?: string | undefined;
  sent_only?: boolean | undefined;
};

function invWhere(eb: ExpressionBuilder<InvDb, 'i'>, f: InvoiceFilters) {
  const parts = [];
  if (f.invoice_id !== undefined) parts.push(eb('i.invoice_id', '=', f.invoice_id));
  if (f.sales_po_id !== undefined) parts.push(eb('i.sales_po_id', '=', f.sales_po_id));
  if (f.invoice_status_master_id !== undefined)
    parts.push(eb('i.status_id', '=', f.invoice_status_master_id));
  if (f.customer_company_id !== undefined)
    parts.push(eb('i.customer_company_id', '=', f.customer_company_id));
  if (f.invoice_number !== undefined)
    parts.push(eb('i.invoice_number', 'ilike', containsPattern(f.invoice_number)));
  // Drafts (1) stay the vendor's own.
  if (f.sent_only) parts.push(eb('i.status_id', '<>', 1));
  return eb.and(parts);
}

/** Sort keys of both invoice lists (the contract's); the party is the customer or the vendor. */
export type SalesInvoiceSortKey = poso.SalesInvoiceSortKey;
export type PurchaseInvoiceSortKey = poso.PurchaseInvoiceSortKey;

/** The allowlisted expression of each sort key of the vendor's list; text ignores case. */
function invSortExpression(eb: ExpressionBuilder<InvDb, 'i' | 'c'>, key: SalesInvoiceSortKey) {
  switch (key) {
    case 'invoice_number':
      return eb.fn('lower', ['i.invoice_number']);
    case 'invoice_date':
      return eb.ref('i.invoice_date');
    case 'invoice_total':
      return eb.ref('i.invoice_total');
    case 'pending_amount':
      return eb(
        eb('i.invoice_total', '-', eb.ref('i.paid_amount')),
        '-',
        eb.ref('i.advance_applied'),
      );
    case 'invoice_status':
      return eb.fn('lower', [
        eb
          .selectFrom('poso_status_master as s')
          .select('s.status_name')
          .where('s.document_type', '=', 'invoice')
          .whereRef('s.status_master_id', '=', 'i.status_id'),
      ]);
    case 'customer_company_name':
      return eb.fn('lower', ['c.company_name']);
  }
}

export async function listInvoices(
  db: Db,
  schema: string,
  f: InvoiceFilters,
  page: number,
  size: number,
  sort: Sort<SalesInvoiceSortKey> = { key: 'invoice_date', order: 'desc' },
) {
  // Rows with equal values keep one order from page to page: the id breaks ties.
  const rows = selectInvoices(db, schema)
    .where((eb) => invWhere(eb, f))
    .orderBy(
      (eb) => invSortExpression(eb, sort.key),
      (ob) => ob[sort.order]().nullsLast(),
    )
    .orderBy('i.invoice_id', sort.order);
  const count = companyTables(db, schema)
    .selectFrom('invoices as i')
    .where((eb) => invWhere(eb, f))
    .select((eb) => eb.fn.countAll<string>().as('n'));
  return pageOfQuery<InvoiceRecord>(rows, count, page, size);
}

export async function findInvoice(
  db: Db,
  schema: string,
  invoiceId: number,
  forUpdate = false,
): Promise<InvoiceRecord | undefined> {
  return selectInvoices(db, schema)
    .where('i.invoice_id', '=', invoiceId)
    .$if(forUpdate, (qb) => qb.forUpdate('i'))
    .executeTakeFirst();
}

export async function itemsOfInvoices(
  db: Db,
  schema: string,
  invoiceIds: number[],
): Promise<InvoiceItemRecord[]> {
  if (invoiceIds.length === 0) return [];
  return companyTables(db, schema)
    .selectFrom('invoice_items')
    .select([
      'invoice_item_id',
      'invoice_id',
      'material_description',
      'rate_per_unit',
      'quantity',
      'tax',
      'line_total',
    ])
    .where('invoice_id', 'in', invoiceIds)
    .orderBy('invoice_item_id')
    .execute();
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
  return companyTables(db, schema)
    .selectFrom('invoice_additional_charges as ac')
    .innerJoin(
      'additional_charge_master as m',
      'm.additional_charge_master_id',
      'ac.additional_charge_master_id',
    )
    .select([
      'ac.invoice_id',
      'ac.additional_charge_id',
      'ac.additional_charge_master_id',
      'm.charge_name',
      'ac.amount',
    ])
    .where('ac.invoice_id', 'in', invoiceIds)
    .orderBy('ac.additional_charge_id')
    .execute();
}

export type NewInvoice = {
  sales_po_id: number;
  customer_company_id: number;
  invoice_number: string | null;
  invoice_date: string;
  due_date: string | null;
  description: string;
  currency: string;
  exchange_rate: string;
  status_id: number;
  created_by_user_id: number;
};

export async function insertInvoice(db: Db, schema: string, inv: NewInvoice): Promise<number> {
  const tables = companyTables(db, schema);
  const { invoice_id: invoiceId } = await tables
    .insertInto('invoices')
    .values({
      // A number the user left out is given from the id below; unique until then. Raw SQL
      // here and below: database functions of the new row (uuid, its id padded).
      ...inv,
      invoice_number: inv.invoice_number ?? sql<string>`gen_random_uuid()::text`,
    })
    .returning('invoice_id')
    .executeTakeFirstOrThrow();
  if (inv.invoice_number === null) {
    await tables
      .updateTable('invoices')
      .set({ invoice_number: sql<string>`'INV-' || lpad(invoice_id::text, 5, '0')` })
      .where('invoice_id', '=', invoiceId)
      .execute();
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
    due_date: string | null;
    description: string;
    exchange_rate: string;
  }>,
) {
  const result = await companyTables(db, schema)
    .updateTable('invoices')
    // `now()`: the database's clock stamps every row, as the rest of the schema does.
    .set({ ...u, updated_at: sql`now()` })
    .where('invoice_id', '=', invoiceId)
    .where('status_id', 'in', [...editable])
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
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
  const tables = companyTables(db, schema);
  await tables.deleteFrom('invoice_items').where('invoice_id', '=', invoiceId).execute();
  if (items.length === 0) return;
  await tables
    .insertInto('invoice_items')
    .values(items.map((item) => ({ ...item, invoice_id: invoiceId })))
    .execute();
}

export async function addInvoiceCharge(
  db: Db,
  schema: string,
  invoiceId: number,
  masterId: number,
  amount: string,
) {
  await companyTables(db, schema)
    .insertInto('invoice_additional_charges')
    .values({ invoice_id: invoiceId, additional_charge_master_id: masterId, amount })
    .execute();
}

export async function replaceInvoiceCharges(
  db: Db,
  schema: string,
  invoiceId: number,
  charges: { additional_charge_master_id: number; amount: string }[],
) {
  const tables = companyTables(db, schema);
  await tables
    .deleteFrom('invoice_additional_charges')
    .where('invoice_id', '=', invoiceId)
    .execute();
  if (charges.length === 0) return;
  await tables
    .insertInto('invoice_additional_charges')
    .values(charges.map((charge) => ({ ...charge, invoice_id: invoiceId })))
    .execute();
}

export async function chargeMasterExists(db: Db, schema: string, ids: number[]) {
  if (ids.length === 0) return true;
  const row = await companyTables(db, schema)
    .selectFrom('additional_charge_master')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('additional_charge_master_id', 'in', ids)
    .executeTakeFirst();
  return Number(row?.n ?? 0) === new Set(ids).size;
}

export async function listChargeMaster(db: Db, schema: string) {
  return companyTables(db, schema)
    .selectFrom('additional_charge_master')
    .select(['additional_charge_master_id', 'charge_name'])
    .orderBy('additional_charge_master_id')
    .execute();
}

export async function recomputeInvoiceTotals(db: Db, schema: string, invoiceId: number) {
  await companyTables(db, schema)
    .updateTable('invoices as i')
    .set((eb) => {
      const items = eb.fn.coalesce(
        eb
          .selectFrom('invoice_items as t')
          .select((sub) => sub.fn.sum<string>('t.line_total').as('s'))
          .whereRef('t.invoice_id', '=', 'i.invoice_id'),
        eb.lit(0),
      );
      const charges = eb.fn.coalesce(
        eb
          .selectFrom('invoice_additional_charges as t')
          .select((sub) => sub.fn.sum<string>('t.amount').as('s'))
          .whereRef('t.invoice_id', '=', 'i.invoice_id'),
        eb.lit(0),
      );
      return {
        invoice_amount: items,
        additional_charges: charges,
        invoice_total: eb(items, '+', charges),
        // `now()`: the database's clock stamps every row, as the rest of the schema does.
        updated_at: sql`now()`,
      };
    })
    .where('i.invoice_id', '=', invoiceId)
    .execute();
}

// ---- customer side ----

function receivedInvoices(db: Db, schema: string) {
  return companyTables(db, schema)
    .selectFrom('invoices_received as r')
    .leftJoin('core.companies as c', 'c.company_id', 'r.vendor_company_id')
    .leftJoin('purchase_orders as po', 'po.po_id', 'r.po_id');
}

function selectReceivedInvoices(db: Db, schema: string) {
  return receivedInvoices(db, schema).select([
    'r.invoice_received_id',
    'r.vendor_company_id',
    'c.company_name as vendor_company_name',
    'r.vendor_invoice_id',
    'r.po_id',
    'r.invoice_number',
    'r.invoice_date',
    'r.due_date',
    'r.description',
    'r.currency',
    'r.exchange_rate',
    'r.invoice_amount',
    'r.additional_charges',
    'r.invoice_total',
    'r.paid_amount',
    'r.advance_applied',
    'r.invoice_items',
    'r.additional_charge_items',
    'r.attachments',
    'po.po_number',
    'r.status_id',
    'r.reject_remarks',
    'r.accepted_by_user_id',
  ]);
}

export type ReceivedFilters = {
  invoice_received_id?: number | undefined;
  po_id?: number | undefined;
  invoice_status_master_id?: number | undefined;
  vendor_company_id?: number | undefined;
  invoice_number?: string | undefined;
  payable?: boolean | undefined;
};

function recWhere(eb: ExpressionBuilder<RecDb, 'r'>, f: ReceivedFilters) {
  const parts = [];
  if (f.invoice_received_id !== undefined)
    parts.push(eb('r.invoice_received_id', '=', f.invoice_received_id));
  if (f.po_id !== undefined) parts.push(eb('r.po_id', '=', f.po_id));
  if (f.invoice_status_master_id !== undefined)
    parts.push(eb('r.status_id', '=', f.invoice_status_master_id));
  if (f.vendor_company_id !== undefined)
    parts.push(eb('r.vendor_company_id', '=', f.vendor_company_id));
  if (f.invoice_number !== undefined)
    parts.push(eb('r.invoice_number', 'ilike', containsPattern(f.invoice_number)));
  if (f.payable) {
    parts.push(eb('r.status_id', 'in', [...INVOICE_PAYABLE]));
    parts.push(
      eb(eb('r.paid_amount', '+', eb.ref('r.advance_applied')), '<', eb.ref('r.invoice_total')),
    );
  }
  return eb.and(parts);
}

function recSortExpression(eb: ExpressionBuilder<RecDb, 'r' | 'c'>, key: PurchaseInvoiceSortKey) {
  switch (key) {
    case 'invoice_number':
      return eb.fn('lower', ['r.invoice_number']);
    case 'invoice_date':
      return eb.ref('r.invoice_date');
    case 'invoice_total':
      return eb.ref('r.invoice_total');
    case 'pending_amount':
      return eb(
        eb('r.invoice_total', '-', eb.ref('r.paid_amount')),
        '-',
        eb.ref('r.advance_applied'),
      );
    case 'invoice_status':
      return eb.fn('lower', [
        eb
          .selectFrom('poso_status_master as s')
          .select('s.status_name')
          .where('s.document_type', '=', 'invoice')
          .whereRef('s.status_master_id', '=', 'r.status_id'),
      ]);
    case 'vendor_company_name':
      return eb.fn('lower', ['c.company_name']);
  }
}

export async function listReceivedInvoices(
  db: Db,
  schema: string,
  f: ReceivedFilters,
  page: number,
  size: number,
  sort: Sort<PurchaseInvoiceSortKey> = { key: 'invoice_date', order: 'desc' },
) {
  const rows = selectReceivedInvoices(db, schema)
    .where((eb) => recWhere(eb, f))
    .orderBy(
      (eb) => recSortExpression(eb, sort.key),
      (ob) => ob[sort.order]().nullsLast(),
    )
    .orderBy('r.invoice_received_id', sort.order);
  const count = companyTables(db, schema)
    .selectFrom('invoices_received as r')
    .where((eb) => recWhere(eb, f))
    .select((eb) => eb.fn.countAll<string>().as('n'));
  return pageOfQuery<InvoiceReceivedRecord>(rows, count, page, size);
}

export async function findReceivedInvoice(
  db: Db,
  schema: string,
  id: number,
  forUpdate = false,
): Promise<InvoiceReceivedRecord | undefined> {
  return selectReceivedInvoices(db, schema)
    .where('r.invoice_received_id', '=', id)
    .$if(forUpdate, (qb) => qb.forUpdate('r'))
    .executeTakeFirst();
}

export type NewReceivedInvoice = {
  vendor_company_id: number;
  vendor_invoice_id: number;
  po_id: number | null;
  invoice_number: string;
  invoice_date: string;
  due_date: string | null;
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
  const row = await companyTables(db, schema)
    .insertInto('invoices_received')
    .values({
      ...r,
      invoice_items: JSON.stringify(r.invoice_items),
      additional_charge_items: JSON.stringify(r.additional_charge_items),
      attachments: JSON.stringify(r.attachments),
    })
    .returning('invoice_received_id')
    .executeTakeFirstOrThrow();
  return row.invoice_received_id;
}

export async function customerPoExists(db: Db, schema: string, poId: number) {
  const row = await companyTables(db, schema)
    .selectFrom('purchase_orders')
    .select('po_id')
    .where('po_id', '=', poId)
    .executeTakeFirst();
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
  return companyTables(db, schema)
    .selectFrom('invoices_received')
    .select((eb) => [
      'invoice_received_id',
      'vendor_invoice_id',
      eb(eb('invoice_total', '-', eb.ref('paid_amount')), '-', eb.ref('advance_applied'))
        .$castTo<string>()
        .as('open'),
    ])
    .where('po_id', '=', poId)
    .where('status_id', 'in', [...INVOICE_PAYABLE])
    .where((eb) =>
      eb(eb('paid_amount', '+', eb.ref('advance_applied')), '<', eb.ref('invoice_total')),
    )
    .orderBy('invoice_date')
    .orderBy('invoice_number')
    .orderBy('invoice_received_id')
    .forUpdate()
    .execute();
}

/** The part of the order's advances already set off against its invoices. */
export async function advanceAppliedOnOrder(db: Db, schema: string, poId: number) {
  const row = await companyTables(db, schema)
    .selectFrom('invoices_received')
    .select((eb) => eb.fn.sum<string | null>('advance_applied').as('total'))
    .where('po_id', '=', poId)
    .executeTakeFirst();
  return row?.total ?? '0';
}

/** Sets `amount` of an advance off against one invoice, on the customer's or the vendor's side. */
export async function addAdvanceApplied(
  db: Db,
  schema: string,
  invoice: { invoice_received_id: number } | { invoice_id: number },
  amount: string,
) {
  const tables = companyTables(db, schema);
  const set = (eb: ExpressionBuilder<CompanyScopedDatabase, 'invoices' | 'invoices_received'>) => ({
    advance_applied: eb('advance_applied', '+', amount),
    updated_at: sql<Date>`now()`,
  });
  if ('invoice_id' in invoice)
    await tables
      .updateTable('invoices')
      .set(set)
      .where('invoice_id', '=', invoice.invoice_id)
      .execute();
  else
    await tables
      .updateTable('invoices_received')
      .set(set)
      .where('invoice_received_id', '=', invoice.invoice_received_id)
      .execute();
}
