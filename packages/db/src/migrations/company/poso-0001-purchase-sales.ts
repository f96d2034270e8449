import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

// Purchase orders, sales orders (received POs), invoices, payments and exchange rates of one
// company. Runs through `db.withSchema(<company schema>)`: schema builder, unqualified names.

const STATUSES: [string, number, string][] = [
  ['po', 1, 'Draft'],
  ['po', 2, 'Waiting for Approval'],
  ['po', 3, 'Raised'],
  ['po', 4, 'Sent to Vendor'],
  ['po', 5, 'Approver Rejected'],
  ['po', 10, 'Vendor Rejected'],
  ['invoice', 1, 'Draft'],
  ['invoice', 2, 'Sent'],
  ['invoice', 3, 'Accepted'],
  ['invoice', 4, 'Waiting for Finance Approval'],
  ['invoice', 10, 'Payment Claimed'],
  ['invoice', 11, 'Payment Confirmed'],
  ['invoice', 14, 'Customer Rejected'],
  ['payment', 10, 'Payment Claimed'],
  ['payment', 11, 'Payment Confirmed'],
];

const CHARGES: [number, string][] = [
  [1, 'Freight'],
  [2, 'Packing and forwarding'],
  [3, 'Insurance'],
  [4, 'Installation'],
  [5, 'Other'],
];

const RATES: [string, string, string, string][] = [
  ['USD', 'INR', '2026-01-01', '83.250000'],
  ['EUR', 'INR', '2026-01-01', '90.100000'],
  ['USD', 'EUR', '2026-01-01', '0.924000'],
  ['USD', 'INR', '2026-10-01', '84.100000'],
  ['EUR', 'INR', '2026-10-01', '97.550000'],
  ['USD', 'EUR', '2026-10-01', '0.862000'],
];

const now = sql`now()`;

/**
 * What the payer enters and its status, stored alike by payments on both sides (and by
 * advances, poso-0002), between each table's own key columns and its audit columns.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function payerEntryColumns(table: CreateTableBuilder<any, any>) {
  return table
    .addColumn('reference_number', 'text', (c) => c.notNull())
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payment_date', 'date', (c) => c.notNull())
    .addColumn('amount', 'numeric(16, 2)', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    .addColumn('status_id', 'integer', (c) => c.notNull());
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('poso_status_master')
    .addColumn('document_type', 'text', (c) =>
      c.notNull().check(sql`document_type IN ('po', 'invoice', 'payment')`),
    )
    .addColumn('status_master_id', 'integer', (c) => c.notNull())
    .addColumn('status_name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('poso_status_master_pkey', ['document_type', 'status_master_id'])
    .execute();
  await db
    .insertInto('poso_status_master')
    .values(
      STATUSES.map(([document_type, status_master_id, status_name]) => ({
        document_type,
        status_master_id,
        status_name,
      })),
    )
    .execute();

  await db.schema
    .createTable('exchange_rates')
    .addColumn('from_currency', 'char(3)', (c) => c.notNull())
    .addColumn('to_currency', 'char(3)', (c) => c.notNull())
    .addColumn('rate_date', 'date', (c) => c.notNull())
    .addColumn('exchange_rate', 'numeric(18, 6)', (c) => c.notNull().check(sql`exchange_rate > 0`))
    .addPrimaryKeyConstraint('exchange_rates_pkey', ['from_currency', 'to_currency', 'rate_date'])
    .execute();
  await db
    .insertInto('exchange_rates')
    .values(
      RATES.map(([from_currency, to_currency, rate_date, exchange_rate]) => ({
        from_currency,
        to_currency,
        rate_date,
        exchange_rate,
      })),
    )
    .execute();

  await db.schema
    .createTable('purchase_orders')
    .addColumn('po_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('po_number', 'text', (c) => c.notNull().unique())
    .addColumn('po_date', 'date', (c) => c.notNull())
    .addColumn('vendor_company_id', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    .addColumn('exchange_rate', 'numeric(18, 6)', (c) => c.notNull().check(sql`exchange_rate > 0`))
    .addColumn('po_amount', 'numeric(16, 2)', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`po_amount >= 0`),
    )
    .addColumn('status_id', 'integer', (c) => c.notNull())
    .addColumn('approver_user_id', 'integer')
    .addColumn('approval_information_id', 'integer')
    .addColumn('po_received_id', 'integer')
    .addColumn('reject_remarks', 'text')
    .addColumn('created_by_user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('purchase_orders_status_idx')
    .on('purchase_orders')
    .columns(['status_id', 'po_date'])
    .execute();

  const itemColumns = (table: string, parent: string, parentKey: string) =>
    db.schema
      .createTable(table)
      .addColumn(`${table === 'po_items' ? 'po_item_id' : 'invoice_item_id'}`, 'integer', (c) =>
        c.primaryKey().generatedAlwaysAsIdentity(),
      )
      .addColumn(parentKey, 'integer', (c) =>
        c.notNull().references(`${parent}.${parentKey}`).onDelete('cascade'),
      )
      .addColumn('material_description', 'text', (c) => c.notNull())
      .addColumn('rate_per_unit', 'numeric(20, 6)', (c) =>
        c.notNull().check(sql`rate_per_unit > 0`),
      )
      .addColumn('quantity', 'numeric(20, 6)', (c) => c.notNull().check(sql`quantity > 0`))
      .addColumn('tax', 'numeric(7, 4)', (c) => c.notNull().check(sql`tax >= 0 AND tax <= 100`))
      .addColumn('line_total', 'numeric(16, 2)', (c) => c.notNull());
  await itemColumns('po_items', 'purchase_orders', 'po_id').execute();
  await db.schema.createIndex('po_items_po_id_idx').on('po_items').column('po_id').execute();

  const attachmentColumns = (table: string, parent: string, parentKey: string) =>
    db.schema
      .createTable(table)
      .addColumn('attachment_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn(parentKey, 'integer', (c) =>
        c.notNull().references(`${parent}.${parentKey}`).onDelete('cascade'),
      )
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'bigint', (c) => c.notNull())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('storage_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now));
  await attachmentColumns('po_attachments', 'purchase_orders', 'po_id').execute();

  await db.schema
    .createTable('po_approvals')
    .addColumn('approval_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('po_id', 'integer', (c) =>
      c.notNull().references('purchase_orders.po_id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status_id', 'integer', (c) => c.notNull())
    .addColumn('to_status_id', 'integer', (c) => c.notNull())
    .addColumn('acted_by_user_id', 'integer', (c) => c.notNull())
    .addColumn('remarks', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('sales_orders')
    .addColumn('po_received_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('customer_company_id', 'integer', (c) => c.notNull())
    .addColumn('customer_po_id', 'integer', (c) => c.notNull())
    .addColumn('po_number', 'text', (c) => c.notNull())
    .addColumn('po_date', 'date', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    .addColumn('exchange_rate', 'numeric(18, 6)', (c) => c.notNull())
    .addColumn('po_amount', 'numeric(16, 2)', (c) => c.notNull())
    .addColumn('po_items', 'jsonb', (c) => c.notNull())
    .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status_id', 'integer', (c) => c.notNull())
    .addColumn('reject_remarks', 'text')
    .addColumn('acted_by_user_id', 'integer')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('sales_orders_customer_po_key', ['customer_company_id', 'customer_po_id'])
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('invoice_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('sales_po_id', 'integer', (c) =>
      c.notNull().references('sales_orders.po_received_id'),
    )
    .addColumn('customer_company_id', 'integer', (c) => c.notNull())
    .addColumn('invoice_number', 'text', (c) => c.notNull().unique())
    .addColumn('invoice_date', 'date', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    .addColumn('exchange_rate', 'numeric(18, 6)', (c) => c.notNull())
    .addColumn('invoice_amount', 'numeric(16, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('additional_charges', 'numeric(16, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('invoice_total', 'numeric(16, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_amount', 'numeric(16, 2)', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`paid_amount >= 0`),
    )
    .addColumn('status_id', 'integer', (c) => c.notNull())
    .addColumn('invoice_received_id', 'integer')
    .addColumn('reject_remarks', 'text')
    .addColumn('created_by_user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('invoices_paid_within_total', sql`paid_amount <= invoice_total`)
    .execute();
  await db.schema
    .createIndex('invoices_sales_po_id_idx')
    .on('invoices')
    .column('sales_po_id')
    .execute();

  await itemColumns('invoice_items', 'invoices', 'invoice_id').execute();
  await db.schema
    .createIndex('invoice_items_invoice_id_idx')
    .on('invoice_items')
    .column('invoice_id')
    .execute();
  await attachmentColumns('invoice_attachments', 'invoices', 'invoice_id').execute();

  await db.schema
    .createTable('additional_charge_master')
    .addColumn('additional_charge_master_id', 'integer', (c) => c.primaryKey())
    .addColumn('charge_name', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('additional_charge_master')
    .values(
      CHARGES.map(([additional_charge_master_id, charge_name]) => ({
        additional_charge_master_id,
        charge_name,
      })),
    )
    .execute();

  await db.schema
    .createTable('invoice_additional_charges')
    .addColumn('additional_charge_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('invoice_id', 'integer', (c) =>
      c.notNull().references('invoices.invoice_id').onDelete('cascade'),
    )
    .addColumn('additional_charge_master_id', 'integer', (c) =>
      c.notNull().references('additional_charge_master.additional_charge_master_id'),
    )
    .addColumn('amount', 'numeric(16, 2)', (c) => c.notNull().check(sql`amount > 0`))
    .execute();

  await db.schema
    .createTable('invoices_received')
    .addColumn('invoice_received_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('vendor_company_id', 'integer', (c) => c.notNull())
    .addColumn('vendor_invoice_id', 'integer', (c) => c.notNull())
    .addColumn('po_id', 'integer', (c) => c.references('purchase_orders.po_id'))
    .addColumn('invoice_number', 'text', (c) => c.notNull())
    .addColumn('invoice_date', 'date', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    .addColumn('exchange_rate', 'numeric(18, 6)', (c) => c.notNull())
    .addColumn('invoice_amount', 'numeric(16, 2)', (c) => c.notNull())
    .addColumn('additional_charges', 'numeric(16, 2)', (c) => c.notNull())
    .addColumn('invoice_total', 'numeric(16, 2)', (c) => c.notNull())
    .addColumn('paid_amount', 'numeric(16, 2)', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`paid_amount >= 0`),
    )
    .addColumn('invoice_items', 'jsonb', (c) => c.notNull())
    .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status_id', 'integer', (c) => c.notNull())
    .addColumn('reject_remarks', 'text')
    .addColumn('accepted_by_user_id', 'integer')
    .addColumn('finance_approved_by_user_id', 'integer')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('invoices_received_vendor_invoice_key', [
      'vendor_company_id',
      'vendor_invoice_id',
    ])
    .addCheckConstraint('invoices_received_paid_within_total', sql`paid_amount <= invoice_total`)
    .execute();
  await db.schema
    .createIndex('invoices_received_po_id_idx')
    .on('invoices_received')
    .column('po_id')
    .execute();

  await db.schema
    .createTable('payments_made')
    .addColumn('payment_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('invoice_received_id', 'integer', (c) =>
      c.notNull().references('invoices_received.invoice_received_id'),
    )
    .addColumn('vendor_company_id', 'integer', (c) => c.notNull())
    .addColumn('payment_received_id', 'integer')
    .$call(payerEntryColumns)
    .addColumn('created_by_user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('payments_made_invoice_idx')
    .on('payments_made')
    .column('invoice_received_id')
    .execute();

  await db.schema
    .createTable('payments_received')
    .addColumn('payment_received_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.invoice_id'))
    .addColumn('customer_company_id', 'integer', (c) => c.notNull())
    .addColumn('customer_payment_id', 'integer', (c) => c.notNull())
    .$call(payerEntryColumns)
    .addColumn('confirmed_by_user_id', 'integer')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('payments_received_customer_payment_key', [
      'customer_company_id',
      'customer_payment_id',
    ])
    .execute();
  await db.schema
    .createIndex('payments_received_invoice_idx')
    .on('payments_received')
    .column('invoice_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'payments_received',
    'payments_made',
    'invoices_received',
    'invoice_additional_charges',
    'additional_charge_master',
    'invoice_attachments',
    'invoice_items',
    'invoices',
    'sales_orders',
    'po_approvals',
    'po_attachments',
    'po_items',
    'purchase_orders',
    'exchange_rates',
    'poso_status_master',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
