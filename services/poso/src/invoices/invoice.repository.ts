import { poso } from '@concord/contracts';
import {
  companyTables,
  type CompaniesTable,
  type CompanyScopedDatabase,
  type InvoicesReceivedTable,
  type InvoicesTable,
} from '@concord/db';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { containsPattern, pageOfQuery, type Db } from '../shared/db.js';
import type { Sort } from '../shared/sorting.js';
import { INVOICE_PAYABLE } from '../shared/state-machine.js';

// Sales invoices (vendor side) and the purchase invoices they become at the customer, on the
// typed company tables through `companyTables(db, schema)`. Both sides' queries alias the
// invoice `d` and the counterparty's company `c`; what the two tables share (the header's
// columns, filters, sort keys, paging) is written once, each side naming only its own columns.

/** The header and amounts both sides store alike. */
export type InvoiceColumnsRecord = poso.InvoiceHeader & {
  currency: string;
  invoice_amount: string;
  additional_charges: string;
  invoice_total: string;
  paid_amount: string;
  advance_applied: string;
  status_id: number;
  reject_remarks: string | null;
};

/** Vendor side: an invoice raised against a sales order. */
export type InvoiceRecord = InvoiceColumnsRecord & {
  invoice_id: number;
  sales_po_id: number;
  po_number: string | null;
  customer_company_id: number;
  customer_company_name: string | null;
  invoice_received_id: number | null;
};

/** Customer side: a purchase invoice received from a vendor. */
export type InvoiceReceivedRecord = InvoiceColumnsRecord & {
  invoice_received_id: number;
  vendor_company_id: number;
  vendor_company_name: string | null;
  vendor_invoice_id: number;
  po_id: number | null;
  po_number: string | null;
  invoice_items: unknown;
  additional_charge_items: unknown;
  attachments: unknown;
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

/** The columns both invoice tables have. */
type InvoiceColumns = Pick<InvoicesTable, keyof InvoicesTable & keyof InvoicesReceivedTable>;
/** Any invoice query: the invoice `d` and the counterparty's company `c`. */
type InvoiceDb = CompanyScopedDatabase & { d: InvoiceColumns; c: CompaniesTable };

/** The columns of InvoiceColumnsRecord on the invoice `d`, the header's from the contract. */
const INVOICE_COLUMNS = [
  ...poso.INVOICE_HEADER_FIELDS.map((field) => `d.${field}` as const),
  'd.currency',
  'd.invoice_amount',
  'd.additional_charges',
  'd.invoice_total',
  'd.paid_amount',
  'd.advance_applied',
  'd.status_id',
  'd.reject_remarks',
] as const;

/** The side's columns a list filters on, as references of its own query. */
type SideRefs = {
  id: Expression<number>;
  order: Expression<number | null>;
  counterparty: Expression<number>;
  /** Customer: who gave the business acceptance (the vendor's copy does not know). */
  acceptedBy?: Expression<number | null>;
};

/** Filters of either side's list, in the side's own terms (`order`: the order invoiced). */
export type InvoiceFilters = {
  id?: number | undefined;
  order_id?: number | undefined;
  status_id?: number | undefined;
  counterparty_id?: number | undefined;
  invoice_number?: string | undefined;
  /** Vendor: drafts (1) stay the vendor's own. */
  sent_only?: boolean | undefined;
  /** Customer: accepted invoices with something left to pay. */
  payable?: boolean | undefined;
  /** Customer: leaves out the invoices this user accepted (separation of duties). */
  not_accepted_by?: number | undefined;
};

function invoiceWhere(
  eb: ExpressionBuilder<InvoiceDb, 'd'>,
  side: SideRefs,
  f: InvoiceFilters,
): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (f.id !== undefined) parts.push(eb(side.id, '=', f.id));
  if (f.order_id !== undefined) parts.push(eb(side.order, '=', f.order_id));
  if (f.status_id !== undefined) parts.push(eb('d.status_id', '=', f.status_id));
  if (f.counterparty_id !== undefined) parts.push(eb(side.counterparty, '=', f.counterparty_id));
  if (f.invoice_number !== undefined)
    parts.push(eb('d.invoice_number', 'ilike', containsPattern(f.invoice_number)));
  if (f.sent_only) parts.push(eb('d.status_id', '<>', 1));
  if (f.not_accepted_by !== undefined) {
    if (!side.acceptedBy) throw new Error('Only received invoices know who accepted them');
    // Never accepted (null) is not "accepted by this user".
    parts.push(eb(side.acceptedBy, 'is distinct from', f.not_accepted_by));
  }
  if (f.payable) {
    parts.push(eb('d.status_id', 'in', [...INVOICE_PAYABLE]));
    parts.push(
      eb(eb('d.paid_amount', '+', eb.ref('d.advance_applied')), '<', eb.ref('d.invoice_total')),
    );
  }
  return eb.and(parts);
}

/** Sort keys of both invoice lists (the contract's); the party is the customer or the vendor. */
export type SalesInvoiceSortKey = poso.SalesInvoiceSortKey;
export type PurchaseInvoiceSortKey = poso.PurchaseInvoiceSortKey;

/** The allowlisted expression of each sort key of either list; text ignores case. */
function invoiceSortExpression(
  eb: ExpressionBuilder<InvoiceDb, 'd' | 'c'>,
  key: SalesInvoiceSortKey | PurchaseInvoiceSortKey,
) {
  switch (key) {
    case 'invoice_number':
      return eb.fn('lower', ['d.invoice_number']);
    case 'invoice_date':
      return eb.ref('d.invoice_date');
    case 'invoice_total':
      return eb.ref('d.invoice_total');
    case 'pending_amount':
      return eb(
        eb('d.invoice_total', '-', eb.ref('d.paid_amount')),
        '-',
        eb.ref('d.advance_applied'),
      );
    case 'invoice_status':
      return eb.fn('lower', [
        eb
          .selectFrom('poso_status_master as s')
          .select('s.status_name')
          .where('s.document_type', '=', 'invoice')
          .whereRef('s.status_master_id', '=', 'd.status_id'),
      ]);
    case 'customer_company_name':
    case 'vendor_company_name':
      return eb.fn('lower', ['c.company_name']);
  }
}

export type InvoiceList<K extends string> = {
  filters: InvoiceFilters;
  page: number;
  size: number;
  /** Newest first when not given. */
  sort?: Sort<K> | undefined;
};

const NEWEST_FIRST = { key: 'invoice_date', order: 'desc' } as const;

// ---- vendor side: `d` is the company's sales invoice ----

type SalesDb = CompanyScopedDatabase & { d: InvoicesTable; c: CompaniesTable };

function salesInvoices(db: Db, schema: string) {
  return companyTables(db, schema)
    .selectFrom('invoices as d')
    .leftJoin('sales_orders as so', 'so.po_received_id', 'd.sales_po_id')
    .leftJoin('core.companies as c', 'c.company_id', 'd.customer_company_id');
}

function selectSalesInvoices(db: Db, schema: string) {
  return salesInvoices(db, schema).select([
    ...INVOICE_COLUMNS,
    'd.invoice_id',
    'd.sales_po_id',
    'so.po_number',
    'd.customer_company_id',
    'c.company_name as customer_company_name',
    'd.invoice_received_id',
  ]);
}

const salesRefs = (eb: ExpressionBuilder<SalesDb, 'd'>): SideRefs => ({
  id: eb.ref('d.invoice_id'),
  order: eb.ref('d.sales_po_id'),
  counterparty: eb.ref('d.customer_company_id'),
});

export async function listInvoices(db: Db, schema: string, list: InvoiceList<SalesInvoiceSortKey>) {
  const { filters, sort = NEWEST_FIRST } = list;
  // Rows with equal values keep one order from page to page: the id breaks ties.
  const rows = selectSalesInvoices(db, schema)
    .where((eb) => invoiceWhere(eb, salesRefs(eb), filters))
    .orderBy(
      (eb) => invoiceSortExpression(eb, sort.key),
      (ob) => ob[sort.order]().nullsLast(),
    )
    .orderBy('d.invoice_id', sort.order);
  const count = salesInvoices(db, schema)
    .where((eb) => invoiceWhere(eb, salesRefs(eb), filters))
    .select((eb) => eb.fn.countAll<string>().as('n'));
  return pageOfQuery<InvoiceRecord>(rows, count, list.page, list.size);
}

export async function findInvoice(
  db: Db,
  schema: string,
  invoiceId: number,
  forUpdate = false,
): Promise<InvoiceRecord | undefined> {
  return selectSalesInvoices(db, schema)
    .where('d.invoice_id', '=', invoiceId)
    .$if(forUpdate, (qb) => qb.forUpdate('d'))
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

/** A new draft: the header as typed (a number left out is given), the order's terms. */
export type NewInvoice = Omit<Partial<poso.InvoiceHeader>, 'invoice_number'> & {
  invoice_number: string | null;
  invoice_date: string;
  sales_po_id: number;
  customer_company_id: number;
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
  u: Partial<poso.InvoiceHeader>,
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

// ---- customer side: `d` is the purchase invoice received ----

type PurchaseDb = CompanyScopedDatabase & { d: InvoicesReceivedTable; c: CompaniesTable };

function receivedInvoices(db: Db, schema: string) {
  return companyTables(db, schema)
    .selectFrom('invoices_received as d')
    .leftJoin('core.companies as c', 'c.company_id', 'd.vendor_company_id')
    .leftJoin('purchase_orders as po', 'po.po_id', 'd.po_id');
}

function selectReceivedInvoices(db: Db, schema: string) {
  return receivedInvoices(db, schema).select([
    ...INVOICE_COLUMNS,
    'd.invoice_received_id',
    'd.vendor_company_id',
    'c.company_name as vendor_company_name',
    'd.vendor_invoice_id',
    'd.po_id',
    'po.po_number',
    'd.invoice_items',
    'd.additional_charge_items',
    'd.attachments',
    'd.accepted_by_user_id',
  ]);
}

const receivedRefs = (eb: ExpressionBuilder<PurchaseDb, 'd'>): SideRefs => ({
  id: eb.ref('d.invoice_received_id'),
  order: eb.ref('d.po_id'),
  counterparty: eb.ref('d.vendor_company_id'),
  acceptedBy: eb.ref('d.accepted_by_user_id'),
});

export async function listReceivedInvoices(
  db: Db,
  schema: string,
  list: InvoiceList<PurchaseInvoiceSortKey>,
) {
  const { filters, sort = NEWEST_FIRST } = list;
  const rows = selectReceivedInvoices(db, schema)
    .where((eb) => invoiceWhere(eb, receivedRefs(eb), filters))
    .orderBy(
      (eb) => invoiceSortExpression(eb, sort.key),
      (ob) => ob[sort.order]().nullsLast(),
    )
    .orderBy('d.invoice_received_id', sort.order);
  const count = receivedInvoices(db, schema)
    .where((eb) => invoiceWhere(eb, receivedRefs(eb), filters))
    .select((eb) => eb.fn.countAll<string>().as('n'));
  return pageOfQuery<InvoiceReceivedRecord>(rows, count, list.page, list.size);
}

export async function findReceivedInvoice(
  db: Db,
  schema: string,
  id: number,
  forUpdate = false,
): Promise<InvoiceReceivedRecord | undefined> {
  return selectReceivedInvoices(db, schema)
    .where('d.invoice_received_id', '=', id)
    .$if(forUpdate, (qb) => qb.forUpdate('d'))
    .executeTakeFirst();
}

/** The customer's copy: the vendor's header and amounts, lines and files as sent. */
export type NewReceivedInvoice = poso.InvoiceHeader & {
  vendor_company_id: number;
  vendor_invoice_id: number;
  po_id: number | null;
  currency: string;
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
