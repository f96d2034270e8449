import { sql } from 'kysely';
import { firstOf, tbl, type Db } from '../shared/db.js';
import {
  MOVEMENT_COLUMNS,
  movementValues,
  findMovement,
  listMovements,
  SELECT_MOVEMENT,
  type MovementList,
  type MovementView,
  type MovementRecord,
  type MovementRow,
  type PaymentSortKey,
} from '../shared/money-movement.repository.js';

/** Customer side: a payment made against a purchase invoice. */
export type PaymentMadeRecord = MovementRow & {
  payment_id: number;
  invoice_received_id: number;
  invoice_number: string;
  vendor_company_id: number;
  vendor_company_name: string | null;
  payment_received_id: number | null;
  created_by_user_id: number;
  invoice_total: string;
  paid_amount: string;
  advance_applied: string;
};

/** Vendor side: a payment received against a sales invoice. */
export type PaymentReceivedRecord = MovementRow & {
  payment_received_id: number;
  invoice_id: number;
  invoice_number: string;
  customer_company_id: number;
  customer_company_name: string | null;
  customer_payment_id: number;
  confirmed_by_user_id: number | null;
  invoice_total: string;
  paid_amount: string;
  advance_applied: string;
};

const made = (schema: string) => tbl(schema, 'payments_made');
const received = (schema: string) => tbl(schema, 'payments_received');

const madeColumns = (schema: string) => sql`
  p.payment_id, p.invoice_received_id, r.invoice_number, p.vendor_company_id, c.company_name AS vendor_company_name,
  p.payment_received_id, ${SELECT_MOVEMENT}, p.created_by_user_id, r.exchange_rate::text AS exchange_rate,
  r.invoice_total::text AS invoice_total, r.paid_amount::text AS paid_amount,
  r.advance_applied::text AS advance_applied
  FROM ${made(schema)} p
  JOIN ${tbl(schema, 'invoices_received')} r ON r.invoice_received_id = p.invoice_received_id
  LEFT JOIN core.companies c ON c.company_id = p.vendor_company_id`;

const receivedColumns = (schema: string) => sql`
  p.payment_received_id, p.invoice_id, i.invoice_number, p.customer_company_id, c.company_name AS customer_company_name,
  p.customer_payment_id, ${SELECT_MOVEMENT}, p.confirmed_by_user_id, i.exchange_rate::text AS exchange_rate,
  i.invoice_total::text AS invoice_total, i.paid_amount::text AS paid_amount,
  i.advance_applied::text AS advance_applied
  FROM ${received(schema)} p
  JOIN ${tbl(schema, 'invoices')} i ON i.invoice_id = p.invoice_id
  LEFT JOIN core.companies c ON c.company_id = p.customer_company_id`;

const madeView = (schema: string): MovementView<'invoice_number'> => ({
  columns: madeColumns(schema),
  from: sql`${made(schema)} p`,
  idColumn: 'p.payment_id',
  documentColumn: 'p.invoice_received_id',
  number: { key: 'invoice_number', column: sql`r.invoice_number` },
});

const receivedView = (schema: string): MovementView<'invoice_number'> => ({
  columns: receivedColumns(schema),
  from: sql`${received(schema)} p`,
  idColumn: 'p.payment_received_id',
  documentColumn: 'p.invoice_id',
  number: { key: 'invoice_number', column: sql`i.invoice_number` },
});

export type PaymentList = MovementList<PaymentSortKey>;

export function listPaymentsMade(db: Db, schema: string, list: PaymentList) {
  return listMovements<PaymentMadeRecord, 'invoice_number'>(db, schema, madeView(schema), list);
}

export function listPaymentsReceived(db: Db, schema: string, list: PaymentList) {
  return listMovements<PaymentReceivedRecord, 'invoice_number'>(
    db,
    schema,
    receivedView(schema),
    list,
  );
}

export function findPaymentMade(db: Db, schema: string, paymentId: number) {
  return findMovement<PaymentMadeRecord>(db, madeView(schema), paymentId);
}

export function findPaymentReceived(db: Db, schema: string, id: number, forUpdate = false) {
  return findMovement<PaymentReceivedRecord>(db, receivedView(schema), id, forUpdate);
}

export async function insertPaymentMade(
  db: Db,
  schema: string,
  p: MovementRecord & {
    invoice_received_id: number;
    vendor_company_id: number;
    created_by_user_id: number;
  },
) {
  const row = await firstOf(
    db,
    sql<{ payment_id: number }>`
      INSERT INTO ${made(schema)} (invoice_received_id, vendor_company_id, created_by_user_id, ${MOVEMENT_COLUMNS})
      VALUES (${p.invoice_received_id}, ${p.vendor_company_id}, ${p.created_by_user_id}, ${movementValues(p)})
      RETURNING payment_id`,
  );
  return row!.payment_id;
}

export async function insertPaymentReceived(
  db: Db,
  schema: string,
  p: MovementRecord & {
    invoice_id: number;
    customer_company_id: number;
    customer_payment_id: number;
  },
) {
  const row = await firstOf(
    db,
    sql<{ payment_received_id: number }>`
      INSERT INTO ${received(schema)} (invoice_id, customer_company_id, customer_payment_id, ${MOVEMENT_COLUMNS})
      VALUES (${p.invoice_id}, ${p.customer_company_id}, ${p.customer_payment_id}, ${movementValues(p)})
      RETURNING payment_received_id`,
  );
  return row!.payment_received_id;
}

export async function claimedPaymentsLeft(
  db: Db,
  schema: string,
  invoiceId: number,
  claimedStatus: number,
) {
  const row = await firstOf(
    db,
    sql<{ n: number }>`
      SELECT count(*)::int AS n FROM ${received(schema)} WHERE invoice_id = ${invoiceId} AND status_id = ${claimedStatus}`,
  );
  return row?.n ?? 0;
}
