import type { poso } from '@concord/contracts';
import { sql } from 'kysely';
import { connectedCounterparty } from '../shared/counterparty.js';
import type { Db } from '../shared/db.js';
import { badRequest, notFound } from '../shared/errors.js';
import { money, pendingOf } from '../shared/money.js';
import type { Caller } from '../shared/scopes.js';
import {
  confirmOnBothSides,
  movementOf,
  paidToWire,
  receivedToWire,
} from '../shared/money-movement.js';
import { linkPayerRow } from '../shared/money-movement.repository.js';
import { INVOICE_EDGES, requireEdge } from '../shared/state-machine.js';
import { INVOICE_STATUS, PAYMENT_STATUS } from '../shared/statuses.js';
import { listStatuses } from '../shared/status.repository.js';
import { pageOfRows, type Page, type PayerDetails } from '../shared/validation.js';
import { findInvoice, findReceivedInvoice } from '../invoices/invoice.repository.js';
import { moveBothSides } from '../shared/mirrored-documents.js';
import { withHeldAction, withHeldActions } from '../held-actions/held-documents.js';
import * as repo from './payment.repository.js';
import {
  notifyPaymentClaimed,
  notifyPaymentConfirmed,
} from '../notifications/poso-notifications.js';

/** Customer side: a payment made against a purchase invoice. */
export type PaymentMade = poso.PaymentMade;
/** Vendor side: a payment received against a sales invoice. */
export type PaymentReceived = poso.PaymentReceived;

export type ClaimInput = PayerDetails & { invoice_received_id: number };

const invoiceAmounts = (p: {
  invoice_total: string;
  paid_amount: string;
  advance_applied: string;
}) => ({
  invoice_total: p.invoice_total,
  paid_amount: p.paid_amount,
  pending_amount: pendingOf(p),
});

function madeToWire(caller: Caller, p: repo.PaymentMadeRecord): PaymentMade {
  return {
    ...paidToWire(caller, p),
    payment_id: p.payment_id,
    payment_received_id: p.payment_received_id,
    invoice_received_id: p.invoice_received_id,
    invoice_id: null,
    invoice_number: p.invoice_number,
    ...invoiceAmounts(p),
  };
}

function collectionToWire(caller: Caller, p: repo.PaymentReceivedRecord): PaymentReceived {
  return {
    ...receivedToWire(caller, 'payment', p),
    payment_id: null,
    payment_received_id: p.payment_received_id,
    invoice_received_id: null,
    invoice_id: p.invoice_id,
    invoice_number: p.invoice_number,
    ...invoiceAmounts(p),
  };
}

export class PaymentService {
  constructor(private readonly db: Db) {}

  async listMade(caller: Caller, list: repo.PaymentList): Promise<Page<PaymentMade>> {
    const rows = await repo.listPaymentsMade(this.db, caller.schema, list);
    return pageOfRows(rows, list.page, list.size, (row) => madeToWire(caller, row));
  }

  async listReceived(caller: Caller, list: repo.PaymentList): Promise<Page<PaymentReceived>> {
    const rows = await repo.listPaymentsReceived(this.db, caller.schema, list);
    const page = pageOfRows(rows, list.page, list.size, (row) => collectionToWire(caller, row));
    return withHeldActions(this.db, caller, 'payment_received', page, (p) => p.payment_received_id);
  }

  /** One payment received, with its confirmation while that waits out the grace period. */
  async received(caller: Caller, id: number, db: Db = this.db): Promise<PaymentReceived> {
    const payment = await repo.findPaymentReceived(db, caller.schema, id);
    if (!payment) throw notFound('Payment');
    return withHeldAction(db, caller, 'payment_received', id, collectionToWire(caller, payment));
  }

  async statuses(caller: Caller) {
    return listStatuses(this.db, caller.schema, 'payment');
  }

  /**
   * Customer claims a payment (Payment Claimed, 10): its payment, the vendor's payment
   * received and both invoices' paid amounts and statuses commit together.
   */
  async claim(trx: Db, caller: Caller, input: ClaimInput): Promise<PaymentMade> {
    const invoice = await findReceivedInvoice(trx, caller.schema, input.invoice_received_id, true);
    if (!invoice) throw notFound('Received invoice');
    const edge = requireEdge(INVOICE_EDGES.claimPayment, invoice.status_id, caller, 'Payment');
    if (input.currency !== undefined && input.currency !== invoice.currency) {
      throw badRequest('Payments are made in the invoice currency', {
        currency: `Must be ${invoice.currency}`,
      });
    }
    if (money(input.amount).greaterThan(pendingOf(invoice))) {
      throw badRequest('Amount exceeds the pending amount', { amount: 'Incorrect entry' });
    }
    const vendor = await connectedCounterparty(
      trx,
      { customerCompanyId: caller.companyId, vendorCompanyId: invoice.vendor_company_id },
      invoice.vendor_company_id,
    );
    const details = movementOf(input, invoice.currency, PAYMENT_STATUS.PAYMENT_CLAIMED);
    const paymentId = await repo.insertPaymentMade(trx, caller.schema, {
      ...details,
      invoice_received_id: invoice.invoice_received_id,
      vendor_company_id: invoice.vendor_company_id,
      created_by_user_id: caller.userId,
    });
    const paymentReceivedId = await repo.insertPaymentReceived(trx, vendor.schema, {
      ...details,
      invoice_id: invoice.vendor_invoice_id,
      customer_company_id: caller.companyId,
      customer_payment_id: paymentId,
    });
    await linkPayerRow(trx, 'payment', caller.schema, paymentId, paymentReceivedId);
    const paid = { paid_amount: sql`paid_amount + ${input.amount}::numeric` };
    await moveBothSides(
      trx,
      edge,
      {
        schema: caller.schema,
        table: 'invoices_received',
        id: invoice.invoice_received_id,
        set: paid,
        changed: 'The invoice changed meanwhile',
      },
      {
        schema: vendor.schema,
        table: 'invoices',
        id: invoice.vendor_invoice_id,
        set: paid,
        changed: "The vendor's invoice changed meanwhile",
      },
    );
    const made = madeToWire(caller, (await repo.findPaymentMade(trx, caller.schema, paymentId))!);
    await notifyPaymentClaimed(trx, caller, made);
    return made;
  }

  /** Vendor confirms a claimed payment (Payment Confirmed, 11) on both sides. */
  async confirm(
    trx: Db,
    caller: Caller,
    paymentReceivedId: number,
    expectedStatus?: number,
  ): Promise<PaymentReceived> {
    const payment = await repo.findPaymentReceived(trx, caller.schema, paymentReceivedId, true);
    if (!payment) throw notFound('Payment');
    const customer = await confirmOnBothSides(
      trx,
      caller,
      'payment',
      { ...payment, id: paymentReceivedId, payer_id: payment.customer_payment_id },
      expectedStatus,
    );
    if (
      (await repo.claimedPaymentsLeft(
        trx,
        caller.schema,
        payment.invoice_id,
        PAYMENT_STATUS.PAYMENT_CLAIMED,
      )) === 0
    ) {
      const invoice = await findInvoice(trx, caller.schema, payment.invoice_id, true);
      if (
        invoice &&
        invoice.status_id === INVOICE_STATUS.PAYMENT_CLAIMED &&
        invoice.invoice_received_id !== null
      ) {
        await moveBothSides(
          trx,
          { from: INVOICE_STATUS.PAYMENT_CLAIMED, to: INVOICE_STATUS.PAYMENT_CONFIRMED },
          {
            schema: caller.schema,
            table: 'invoices',
            id: invoice.invoice_id,
            changed: 'The invoice changed meanwhile',
          },
          {
            schema: customer.schema,
            table: 'invoices_received',
            id: invoice.invoice_received_id,
            changed: "The customer's invoice changed meanwhile",
          },
        );
      }
    }
    const updated = collectionToWire(
      caller,
      (await repo.findPaymentReceived(trx, caller.schema, paymentReceivedId))!,
    );
    await notifyPaymentConfirmed(
      trx,
      caller,
      updated,
      customer.schema,
      payment.customer_payment_id,
    );
    return updated;
  }
}
