import { sql, type Kysely } from 'kysely';
import { payerEntryColumns } from './poso-0001-purchase-sales.js';

// Advances against Raised purchase orders (customer pays, vendor confirms), and the
// additional charge lines travelling with a sent invoice. Runs through
// `db.withSchema(<company schema>)`: schema builder, unqualified names.

const now = sql`now()`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('advances_paid')
    .addColumn('advance_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('po_id', 'integer', (c) => c.notNull().references('purchase_orders.po_id'))
    .addColumn('vendor_company_id', 'integer', (c) => c.notNull())
    .addColumn('advance_received_id', 'integer')
    .$call(payerEntryColumns)
    .addColumn('created_by_user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('advances_paid_po_idx').on('advances_paid').column('po_id').execute();

  await db.schema
    .createTable('advances_received')
    .addColumn('advance_received_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('sales_po_id', 'integer', (c) =>
      c.notNull().references('sales_orders.po_received_id'),
    )
    .addColumn('customer_company_id', 'integer', (c) => c.notNull())
    .addColumn('customer_advance_id', 'integer', (c) => c.notNull())
    .$call(payerEntryColumns)
    .addColumn('confirmed_by_user_id', 'integer')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('advances_received_customer_advance_key', [
      'customer_company_id',
      'customer_advance_id',
    ])
    .execute();
  await db.schema
    .createIndex('advances_received_sales_po_idx')
    .on('advances_received')
    .column('sales_po_id')
    .execute();

  await db.schema
    .alterTable('invoices_received')
    .addColumn('additional_charge_items', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices_received').dropColumn('additional_charge_items').execute();
  await db.schema.dropTable('advances_received').execute();
  await db.schema.dropTable('advances_paid').execute();
}
