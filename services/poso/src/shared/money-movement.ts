import { sql } from 'kysely';
import type { CompanyRecord } from './companies.repository.js';
import { connectedCounterparty } from './counterparty.js';
import type { Db } from './db.js';
import {
  NEWEST_FIRST,
  type MovementFilters,
  type MovementKind,
  type MovementRecord,
  type MovementRow,
} from './money-movement.repository.js';
import { moveBothSides } from './mirrored-documents.js';
import type { Caller } from './scopes.js';
import { sortOf, type Sort, type SortOrder } from './sorting.js';
import type { PayerDetails } from './validation.js';
import { ADVANCE_EDGES, allowedEdge, PAYMENT_EDGES, requireEdge } from './state-machine.js';
import { statusName } from './statuses.js';

// What payments and advances share above the SQL: their common wire fields and the vendor's
// confirmation of both rows.

/** The fields a payment and an advance share on the wire, from either side. */
type CommonWire = {
  reference_number: string;
  remarks: string;
  date: string;
  amount: string;
  currency: string;
  /** The exchange rate of the invoice or order paid, for amounts shown x rate. */
  exchange_rate: string;
  payment_status_id: number;
  payment_status: string;
  counterparty_company_id: number;
  counterparty_company_name: string | null;
  is_confirm_allowed: boolean;
};

/** Customer side: the payer's row. */
export type PaidWire = CommonWire & {
  customer_schema: string;
  vendor_schema: null;
  user_id: number;
};
/** Vendor side: the row of what was received. */
export type ReceivedWire = CommonWire & {
  customer_schema: null;
  vendor_schema: string;
  user_id: number | null;
};

const CONFIRM_EDGES = { payment: PAYMENT_EDGES.confirm, advance: ADVANCE_EDGES.confirm };

/** The customer's and the vendor's table of each kind of movement. */
const MOVEMENT_TABLES = {
  payment: { payer: 'payments_made', received: 'payments_received' },
  advance: { payer: 'advances_paid', received: 'advances_received' },
} as const;

function commonToWire(m: MovementRow) {
  return {
    reference_number: m.reference_number,
    remarks: m.remarks,
    date: m.payment_date,
    amount: m.amount,
    currency: m.currency,
    exchange_rate: m.exchange_rate,
    payment_status_id: m.status_id,
    payment_status: statusName('payment', m.status_id),
  };
}

/** Customer side: the counterparty is the vendor paid, the user is who paid. */
export function paidToWire(
  caller: Caller,
  m: MovementRow & {
    vendor_company_id: number;
    vendor_company_name: string | null;
    created_by_user_id: number;
  },
): PaidWire {
  return {
    ...commonToWire(m),
    counterparty_company_id: m.vendor_company_id,
    counterparty_company_name: m.vendor_company_name,
    customer_schema: caller.schema,
    vendor_schema: null,
    user_id: m.created_by_user_id,
    is_confirm_allowed: false,
  };
}

/** Vendor side: the counterparty is the customer that paid, the user is who confirmed. */
export function receivedToWire(
  caller: Caller,
  kind: MovementKind,
  m: MovementRow & {
    customer_company_id: number;
    customer_company_name: string | null;
    confirmed_by_user_id: number | null;
  },
): ReceivedWire {
  return {
    ...commonToWire(m),
    counterparty_company_id: m.customer_company_id,
    counterparty_company_name: m.customer_company_name,
    customer_schema: null,
    vendor_schema: caller.schema,
    user_id: m.confirmed_by_user_id,
    is_confirm_allowed: allowedEdge(CONFIRM_EDGES[kind], m.status_id, caller) !== null,
  };
}

/** What both sides store of the payer's details, in the document's currency. */
export function movementOf(
  details: PayerDetails,
  currency: string,
  statusId: number,
): MovementRecord {
  return {
    reference_number: details.reference_number,
    remarks: details.remarks,
    payment_date: details.date,
    amount: details.amount,
    currency,
    status_id: statusId,
  };
}

/**
 * The vendor confirms money received (Payment Claimed -> Payment Confirmed) on its row and
 * on the customer's, in `trx`; a row that moved meanwhile is a 409. Returns the customer.
 */
export async function confirmOnBothSides(
  trx: Db,
  caller: Caller,
  kind: MovementKind,
  received: {
    id: number;
    payer_id: number;
    status_id: number;
    customer_company_id: number;
  },
  expectedStatus: number | undefined,
): Promise<CompanyRecord> {
  const edge = requireEdge(
    CONFIRM_EDGES[kind],
    received.status_id,
    caller,
    'Confirming',
    expectedStatus,
  );
  const customer = await connectedCounterparty(
    trx,
    { customerCompanyId: received.customer_company_id, vendorCompanyId: caller.companyId },
    received.customer_company_id,
  );
  const tables = MOVEMENT_TABLES[kind];
  await moveBothSides(
    trx,
    edge,
    {
      schema: caller.schema,
      table: tables.received,
      id: received.id,
      set: { confirmed_by_user_id: caller.userId, confirmed_at: sql`now()` },
      changed: `The ${kind} changed meanwhile`,
    },
    {
      schema: customer.schema,
      table: tables.payer,
      id: received.payer_id,
      changed: `The customer's ${kind} changed meanwhile`,
    },
  );
  return customer;
}

/** A payment or advance list request, newest first unless sorted. */
export function movementList<K extends string>(
  q: {
    payment_status_id?: number | undefined;
    reference_number?: string | undefined;
    page?: number | undefined;
    size?: number | undefined;
    sort?: K | undefined;
    order?: SortOrder | undefined;
  },
  documentId: number | undefined,
): { filters: MovementFilters; page: number; size: number; sort: Sort<K | 'date'> } {
  return {
    filters: {
      document_id: documentId,
      status_id: q.payment_status_id,
      reference_prefix: q.reference_number?.trim() || undefined,
    },
    page: q.page ?? 1,
    size: q.size ?? 10,
    sort: sortOf(q) ?? NEWEST_FIRST,
  };
}
