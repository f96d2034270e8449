import { sql } from 'kysely';
import { firstOf, tbl, type Db, pageOf } from '../shared/db.js';

export type PaymentMadeRecord = {
  payment_id: number;
  invoice_received_id: number;
  invoice_number: string;
  vendor_company_id: number;
  vendor_company_name: string | null;
  payment_received_id: number | null;
  reference_number: string;
  remarks: string;
  payment_date: string;
  amount: string;
  currency: string;
  status_id: number;
  created_by_user_id: number;
  invoice_total: string;
  paid_amount: string;
};

export type PaymentReceivedRecord = {
  payment_received_id: number;
  invoice_id: number;
  invoice_number: string;
  customer_company_id: number;
  customer_company_name: string | null;
  customer_payment_id: number;
  reference_number: string;
  remarks: string;
  payment_date: string;
  amount: string;
  currency: string;
  status_id: number;
  confirmed_by_user_id: number | null;
  invoice_total: string;
  paid_amount: string;
};

const madeColumns = (schema: string) => sql`
  p.payment_id, p.invoice_received_id, r.invoice_number, p.vendor_company_id, c.company_name AS vendor_company_name,
  p.payment_received_id, p.reference_number, p.remarks, p.payment_date::text AS payment_date, p.amount::text AS amount,
  p.currency, p.status_id, p.created_by_user_id, r.invoice_total::text AS invoice_total, r.paid_amount::text AS paid_amount
  FROM ${tbl(schema, 'payments_made')} p
  JOIN ${tbl(schema, 'invoices_received')} r ON r.invoice_received_id = p.invoice_received_id
  LEFT JOIN core.companies c ON c.company_id = p.vendor_company_id`;

const receivedColumns = (schema: string) => sql`
  p.payment_received_id, p.invoice_id, i.invoice_number, p.customer_company_id, c.company_name AS customer_company_name,
  p.customer_payment_id, p.reference_number, p.remarks, p.payment_date::text AS payment_date, p.amount::text AS amount,
  p.currency, p.status_id, p.confirmed_by_user_id, i.invoice_total::text AS invoice_total, i.paid_amount::text AS paid_amount
  FROM ${tbl(schema, 'payments_received')} p
  JOIN ${tbl(schema, 'invoices')} i ON i.invoice_id = p.invoice_id
  LEFT JOIN core.companies c ON c.company_id = p.customer_company_id`;

export type PaymentFilters = {
  invoice_id?: number | undefined;
  payment_status_id?: number | undefined;
};

export async function listPaymentsMade(
  db: Db,
  schema: string,
  f: PaymentFilters,
  page: number,
  size: number,
) {
  const parts = [sql`TRUE`];
  if (f.invoice_id !== undefined) parts.push(sql`p.invoice_received_id = ${f.invoice_id}`);
  if (f.payment_status_id !== undefined) parts.push(sql`p.status_id = ${f.payment_status_id}`);
  const where = sql.join(parts, sql` AND `);
  return pageOf<PaymentMadeRecord>(db, {
    columns: madeColumns(schema),
    from: sql`${tbl(schema, 'payments_made')} p`,
    where,
    orderBy: sql`p.payment_date DESC, p.payment_id DESC`,
    page,
    size,
  });
}

export async function listPaymentsReceived(
  db: Db,
  schema: string,
  f: PaymentFilters,
  page: number,
  size: number,
) {
  const parts = [sql`TRUE`];
  if (f.invoice_id !== undefined) parts.push(sql`p.invoice_id = ${f.invoice_id}`);
  if (f.payment_status_id !== undefined) parts.push(sql`p.status_id = ${f.payment_status_id}`);
  const where = sql.join(parts, sql` AND `);
  return pageOf<PaymentReceivedRecord>(db, {
    columns: receivedColumns(schema),
    from: sql`${tbl(schema, 'payments_received')} p`,
    where,
    orderBy: sql`p.payment_date DESC, p.payment_received_id DESC`,
    page,
    size,
  });
}

export async function findPaymentMade(db: Db, schema: string, paymentId: number) {
  return firstOf(
    db,
    sql<PaymentMadeRecord>`SELECT ${madeColumns(schema)} WHERE p.payment_id = ${paymentId}`,
  );
}

export async function findPaymentReceived(db: Db, schema: string, id: number, forUpdate = false) {
  return firstOf(
    db,
    sql<PaymentReceivedRecord>`SELECT ${receivedColumns(schema)} WHERE p.payment_received_id = ${id} ${forUpdate ? sql`FOR UPDATE OF p` : sql``}`,
  );
}

export async function insertPaymentMade(
  db: Db,
  schema: string,
  p: {
    invoice_received_id: number;
    vendor_company_id: number;
    reference_number: string;
    remarks: string;
    payment_date: string;
    amount: string;
    currency: string;
    status_id: number;
    created_by_user_id: number;
  },
) {
  const row = await firstOf(
    db,
    sql<{ payment_id: number }>`
      INSERT INTO ${tbl(schema, 'payments_made')}
        (invoice_received_id, vendor_company_id, reference_number, remarks, payment_date, amount, currency, status_id, created_by_user_id)
      VALUES (${p.invoice_received_id}, ${p.vendor_company_id}, ${p.reference_number}, ${p.remarks}, ${p.payment_date}::date,
              ${p.amount}::numeric, ${p.currency}, ${p.status_id}, ${p.created_by_user_id})
      RETURNING payment_id`,
  );
  return row!.payment_id;
}

export async function linkPaymentMade(
  db: Db,
  schema: string,
  paymentId: number,
  paymentReceivedId: number,
) {
  await sql`UPDATE ${tbl(schema, 'payments_made')} SET payment_received_id = ${paymentReceivedId} WHERE payment_id = ${paymentId}`.execute(
    db,
  );
}

export async function insertPaymentReceived(
  db: Db,
  schema: string,
  p: {
    invoice_id: number;
    customer_company_id: number;
    customer_payment_id: number;
    reference_number: string;
    remarks: string;
    payment_date: string;
    amount: string;
    currency: string;
    status_id: number;
  },
) {
  const row = await firstOf(
    db,
    sql<{ payment_received_id: number }>`
      INSERT INTO ${tbl(schema, 'payments_received')}
        (invoice_id, customer_company_id, customer_payment_id, reference_number, remarks, payment_date, amount, currency, status_id)
      VALUES (${p.invoice_id}, ${p.customer_company_id}, ${p.customer_payment_id}, ${p.reference_number}, ${p.remarks},
              ${p.payment_date}::date, ${p.amount}::numeric, ${p.currency}, ${p.status_id})
      RETURNING payment_received_id`,
  );
  return row!.payment_received_id;
}

export async function transitionPaymentReceived(
  db: Db,
  schema: string,
  id: number,
  from: number,
  to: number,
  userId: number,
) {
  const result = await sql`
    UPDATE ${tbl(schema, 'payments_received')} SET status_id = ${to}, confirmed_by_user_id = ${userId}, confirmed_at = now()
    WHERE payment_received_id = ${id} AND status_id = ${from}`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

export async function transitionPaymentMade(
  db: Db,
  schema: string,
  paymentId: number,
  from: number,
  to: number,
) {
  const result = await sql`
    UPDATE ${tbl(schema, 'payments_made')} SET status_id = ${to}, updated_at = now()
    WHERE payment_id = ${paymentId} AND status_id = ${from}`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

export async function claimedPaymentsLeft(
  db: Db,
  schema: string,
  invoiceId: number,
  claimedStatus: number,
) {
  const row = await firstOf(
    db,
    sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM ${tbl(schema, 'payments_received')} WHERE invoice_id = ${invoiceId} AND status_id = ${claimedStatus}`,
  );
  return row?.n ?? 0;
}
