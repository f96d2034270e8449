import { connectedCounterparty } from '../shared/counterparty.js';
import type { Db } from '../shared/db.js';
import { badRequest, conflict, notFound } from '../shared/errors.js';
import { money, toAmountString } from '../shared/money.js';
import type { Caller } from '../shared/scopes.js';
import { allowedEdge, INVOICE_EDGES, PAYMENT_EDGES, requireEdge } from '../shared/state-machine.js';
import { INVOICE_STATUS, PAYMENT_STATUS, statusName } from '../shared/statuses.js';
import type { Page } from '../shared/validation.js';
import {
  findInvoice,
  findReceivedInvoice,
  transitionInvoice,
  transitionReceivedInvoice,
} from '../invoices/invoice.repository.js';
import type { Hooks } from '../purchase-orders/po.service.js';
import * as repo from './payment.repository.js';

/** The payment row of spec section 3, from either side. */
export type Payment = {
  payment_id: number | null;
  payment_received_id: number | null;
  invoice_received_id: number | null;
  invoice_id: number | null;
  invoice_number: string;
  reference_number: string;
  remarks: string;
  date: string;
  amount: string;
  currency: string;
  payment_status_id: number;
  payment_status: string;
  counterparty_company_id: number;
  counterparty_company_name: string | null;
  customer_schema: string | null;
  vendor_schema: string | null;
  user_id: number | null;
  invoice_total: string;
  paid_amount: string;
  pending_amount: string;
  is_confirm_allowed: boolean;
};

export type ClaimInput = {
  invoice_received_id: number;
  reference_number: string;
  remarks: string;
  date: string;
  amount: string;
  currency?: string | undefined;
};

function madeToWire(caller: Caller, p: repo.PaymentMadeRecord): Payment {
  return {
    payment_id: p.payment_id,
    payment_received_id: p.payment_received_id,
    invoice_received_id: p.invoice_received_id,
    invoice_id: null,
    invoice_number: p.invoice_number,
    reference_number: p.reference_number,
    remarks: p.remarks,
    date: p.payment_date,
    amount: p.amount,
    currency: p.currency,
    payment_status_id: p.status_id,
    payment_status: statusName('payment', p.status_id),
    counterparty_company_id: p.vendor_company_id,
    counterparty_company_name: p.vendor_company_name,
    customer_schema: caller.schema,
    vendor_schema: null,
    user_id: p.created_by_user_id,
    invoice_total: p.invoice_total,
    paid_amount: p.paid_amount,
    pending_amount: toAmountString(money(p.invoice_total).minus(p.paid_amount)),
    is_confirm_allowed: false,
  };
}

function receivedToWire(caller: Caller, p: repo.PaymentReceivedRecord): Payment {
  return {
    payment_id: null,
    payment_received_id: p.payment_received_id,
    invoice_received_id: null,
    invoice_id: p.invoice_id,
    invoice_number: p.invoice_number,
    reference_number: p.reference_number,
    remarks: p.remarks,
    date: p.payment_date,
    amount: p.amount,
    currency: p.currency,
    payment_status_id: p.status_id,
    payment_status: statusName('payment', p.status_id),
    counterparty_company_id: p.customer_company_id,
    counterparty_company_name: p.customer_company_name,
    customer_schema: null,
    vendor_schema: caller.schema,
    user_id: p.confirmed_by_user_id,
    invoice_total: p.invoice_total,
    paid_amount: p.paid_amount,
    pending_amount: toAmountString(money(p.invoice_total).minus(p.paid_amount)),
    is_confirm_allowed: allowedEdge(PAYMENT_EDGES.confirm, p.status_id, caller) !== null,
  };
}

export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly hooks: Hooks = {},
  ) {}

  async listMade(
    caller: Caller,
    f: repo.PaymentFilters,
    page: number,
    size: number,
  ): Promise<Page<Payment>> {
    const { items, totalCount } = await repo.listPaymentsMade(
      this.db,
      caller.schema,
      f,
      page,
      size,
    );
    return { items: items.map((p) => madeToWire(caller, p)), totalCount, page, size };
  }

  async listReceived(
    caller: Caller,
    f: repo.PaymentFilters,
    page: number,
    size: number,
  ): Promise<Page<Payment>> {
    const { items, totalCount } = await repo.listPaymentsReceived(
      this.db,
      caller.schema,
      f,
      page,
      size,
    );
    return { items: items.map((p) => receivedToWire(caller, p)), totalCount, page, size };
  }

  /**
   * Customer claims a payment (Payment Claimed, 10): its payment, the vendor's payment
   * received and both invoices' paid amounts and statuses commit together.
   */
  async claim(trx: Db, caller: Caller, input: ClaimInput): Promise<Payment> {
    const invoice = await findReceivedInvoice(trx, caller.schema, input.invoice_received_id, true);
    if (!invoice) throw notFound('Received invoice');
    const edge = requireEdge(INVOICE_EDGES.claimPayment, invoice.status_id, caller, 'Payment');
    if (input.currency !== undefined && input.currency !== invoice.currency) {
      throw badRequest('Payments are made in the invoice currency', {
        currency: `Must be ${invoice.currency}`,
      });
    }
    const pendingAmount = money(invoice.invoice_total).minus(invoice.paid_amount);
    if (money(input.amount).greaterThan(pendingAmount)) {
      throw badRequest('Amount exceeds the pending amount', { amount: 'Incorrect entry' });
    }
    const vendor = await connectedCounterparty(
      trx,
      { customerCompanyId: caller.companyId, vendorCompanyId: invoice.vendor_company_id },
      invoice.vendor_company_id,
    );
    const paymentId = await repo.insertPaymentMade(trx, caller.schema, {
      invoice_received_id: invoice.invoice_received_id,
      vendor_company_id: invoice.vendor_company_id,
      reference_number: input.reference_number,
      remarks: input.remarks,
      payment_date: input.date,
      amount: input.amount,
      currency: invoice.currency,
      status_id: PAYMENT_STATUS.PAYMENT_CLAIMED,
      created_by_user_id: caller.userId,
    });
    await this.hooks.afterFirstInsert?.('payment.claim');
    const paymentReceivedId = await repo.insertPaymentReceived(trx, vendor.schema, {
      invoice_id: invoice.vendor_invoice_id,
      customer_company_id: caller.companyId,
      customer_payment_id: paymentId,
      reference_number: input.reference_number,
      remarks: input.remarks,
      payment_date: input.date,
      amount: input.amount,
      currency: invoice.currency,
      status_id: PAYMENT_STATUS.PAYMENT_CLAIMED,
    });
    await repo.linkPaymentMade(trx, caller.schema, paymentId, paymentReceivedId);
    if (
      !(await transitionReceivedInvoice(
        trx,
        caller.schema,
        invoice.invoice_received_id,
        edge.from,
        edge.to,
        { add_paid: input.amount },
      ))
    ) {
      throw conflict('The invoice changed meanwhile');
    }
    if (
      !(await transitionInvoice(trx, vendor.schema, invoice.vendor_invoice_id, edge.from, edge.to, {
        add_paid: input.amount,
      }))
    ) {
      throw conflict("The vendor's invoice changed meanwhile");
    }
    const made = await repo.findPaymentMade(trx, caller.schema, paymentId);
    return madeToWire(caller, made!);
  }

  /** Vendor confirms a claimed payment (Payment Confirmed, 11) on both sides. */
  async confirm(trx: Db, caller: Caller, paymentReceivedId: number): Promise<Payment> {
    const payment = await repo.findPaymentReceived(trx, caller.schema, paymentReceivedId, true);
    if (!payment) throw notFound('Payment');
    const edge = requireEdge(PAYMENT_EDGES.confirm, payment.status_id, caller, 'Confirming');
    const customer = await connectedCounterparty(
      trx,
      { customerCompanyId: payment.customer_company_id, vendorCompanyId: caller.companyId },
      payment.customer_company_id,
    );
    if (
      !(await repo.transitionPaymentReceived(
        trx,
        caller.schema,
        paymentReceivedId,
        edge.from,
        edge.to,
        caller.userId,
      ))
    ) {
      throw conflict('The payment changed meanwhile');
    }
    if (
      !(await repo.transitionPaymentMade(
        trx,
        customer.schema,
        payment.customer_payment_id,
        edge.from,
        edge.to,
      ))
    ) {
      throw conflict("The customer's payment changed meanwhile");
    }
    if (
      (await repo.claimedPaymentsLeft(
        trx,
        caller.schema,
        payment.invoice_id,
        PAYMENT_STATUS.PAYMENT_CLAIMED,
      )) === 0
    ) {
      const invoice = await findInvoice(trx, caller.schema, payment.invoice_id, true);
      if (invoice && invoice.status_id === INVOICE_STATUS.PAYMENT_CLAIMED) {
        await transitionInvoice(
          trx,
          caller.schema,
          invoice.invoice_id,
          INVOICE_STATUS.PAYMENT_CLAIMED,
          INVOICE_STATUS.PAYMENT_CONFIRMED,
        );
        if (invoice.invoice_received_id !== null) {
          await transitionReceivedInvoice(
            trx,
            customer.schema,
            invoice.invoice_received_id,
            INVOICE_STATUS.PAYMENT_CLAIMED,
            INVOICE_STATUS.PAYMENT_CONFIRMED,
          );
        }
      }
    }
    const updated = await repo.findPaymentReceived(trx, caller.schema, paymentReceivedId);
    return receivedToWire(caller, updated!);
  }
}
