import { companyTables } from '@concord/db';
import { pageOfQuery, type Db } from '../shared/db.js';
import {
  MOVEMENT_COLUMNS,
  movementSortExpression,
  movementWhere,
  type MovementList,
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

// The payment `p` with the invoice it pays (the customer's received invoice `r`, the vendor's
// invoice `i`) and the counterparty's company `c`.

function paymentsMade(db: Db, schema: string) {
  return companyTables(db, schema)
    .selectFrom('payments_made as p')
    .innerJoin('invoices_received as r', 'r.invoice_received_id', 'p.invoice_received_id')
    .leftJoin('core.companies as c', 'c.company_id', 'p.vendor_company_id');
}

function selectPaymentsMade(db: Db, schema: string) {
  return paymentsMade(db, schema).select([
    'p.payment_id',
    'p.invoice_received_id',
    'r.invoice_number',
    'p.vendor_company_id',
    'c.company_name as vendor_company_name',
    'p.payment_received_id',
    ...MOVEMENT_COLUMNS,
    'p.created_by_user_id',
    'r.exchange_rate',
    'r.invoice_total',
    'r.paid_amount',
    'r.advance_applied',
  ]);
}

function paymentsReceived(db: Db, schema: string) {
  return companyTables(db, schema)
    .selectFrom('payments_received as p')
    .innerJoin('invoices as i', 'i.invoice_id', 'p.invoice_id')
    .leftJoin('core.companies as c', 'c.company_id', 'p.customer_company_id');
}

function selectPaymentsReceived(db: Db, schema: string) {
  return paymentsReceived(db, schema).select([
    'p.payment_received_id',
    'p.invoice_id',
    'i.invoice_number',
    'p.customer_company_id',
    'c.company_name as customer_company_name',
    'p.customer_payment_id',
    ...MOVEMENT_COLUMNS,
    'p.confirmed_by_user_id',
    'i.exchange_rate',
    'i.invoice_total',
    'i.paid_amount',
    'i.advance_applied',
  ]);
}

export type PaymentList = MovementList<PaymentSortKey>;

export function listPaymentsMade(db: Db, schema: string, list: PaymentList) {
  const { filters, sort } = list;
  const rows = selectPaymentsMade(db, schema)
    .where((eb) => movementWhere(eb, eb.ref('p.invoice_received_id'), filters))
    .orderBy(
      (eb) => movementSortExpression(eb, sort.key, eb.ref('r.invoice_number')),
      (ob) => ob[sort.order]().nullsLast(),
    )
    // Rows with equal values keep one order from page to page: the id breaks ties.
    .orderBy('p.payment_id', sort.order);
  const count = paymentsMade(db, schema)
    .where((eb) => movementWhere(eb, eb.ref('p.invoice_received_id'), filters))
    .select((eb) => eb.fn.countAll<string>().as('n'));
  return pageOfQuery<PaymentMadeRecord>(rows, count, list.page, list.size);
}

export function listPaymentsReceived(db: Db, schema: string, list: PaymentList) {
  const { filters, sort } = list;
  const rows = selectPaymentsReceived(db, schema)
    .where((eb) => movementWhere(eb, eb.ref('p.invoice_id'), filters))
    .orderBy(
      (eb) => movementSortExpression(eb, sort.key, eb.ref('i.invoice_number')),
      (ob) => ob[sort.order]().nullsLast(),
    )
    .orderBy('p.payment_received_id', sort.order);
  const count = paymentsReceived(db, schema)
    .where((eb) => movementWhere(eb, eb.ref('p.invoice_id'), filters))
    .select((eb) => eb.fn.countAll<string>().as('n'));
  return pageOfQuery<PaymentReceivedRecord>(rows, count, list.page, list.size);
}

export function findPaymentMade(
  db: Db,
  schema: string,
  paymentId: number,
): Promise<PaymentMadeRecord | undefined> {
  return selectPaymentsMade(db, schema).where('p.payment_id', '=', paymentId).executeTakeFirst();
}

export function findPaymentReceived(
  db: Db,
  schema: string,
  id: number,
  forUpdate = false,
): Promise<PaymentReceivedRecord | undefined> {
  return selectPaymentsReceived(db, schema)
    .where('p.payment_received_id', '=', id)
    .$if(forUpdate, (qb) => qb.forUpdate('p'))
    .executeTakeFirst();
}

export async function insertPaymentMade(
  db: Db,
  schema: string,
  p: MovementRecord & {
    invoice_received_id: number;
    vendor_company_id: number;
    created_by_user_id: number;
  },
): Promise<number> {
  const row = await companyTables(db, schema)
    .insertInto('payments_made')
    .values(p)
    .returning('payment_id')
    .executeTakeFirstOrThrow();
  return row.payment_id;
}

export async function insertPaymentReceived(
  db: Db,
  schema: string,
  p: MovementRecord & {
    invoice_id: number;
    customer_company_id: number;
    customer_payment_id: number;
  },
): Promise<number> {
  const row = await companyTables(db, schema)
    .insertInto('payments_received')
    .values(p)
    .returning('payment_received_id')
    .executeTakeFirstOrThrow();
  return row.payment_received_id;
}

export async function claimedPaymentsLeft(
  db: Db,
  schema: string,
  invoiceId: number,
  claimedStatus: number,
): Promise<number> {
  const row = await companyTables(db, schema)
    .selectFrom('payments_received')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('invoice_id', '=', invoiceId)
    .where('status_id', '=', claimedStatus)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
