import type { Kysely } from 'kysely';

// An invoice's due date: the day the vendor expects payment by, optional. Both the vendor's
// invoice and the customer's received copy carry it, as they carry the invoice date.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['invoices', 'invoices_received']) {
    await db.schema.alterTable(table).addColumn('due_date', 'date').execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['invoices', 'invoices_received']) {
    await db.schema.alterTable(table).dropColumn('due_date').execute();
  }
}
