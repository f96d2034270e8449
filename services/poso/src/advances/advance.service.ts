import type { poso } from '@concord/contracts';
import { connectedCounterparty } from '../shared/counterparty.js';
import type { Db } from '../shared/db.js';
import { badRequest, conflict, notFound } from '../shared/errors.js';
import { money, Money, toAmountString } from '../shared/money.js';
import type { Caller } from '../shared/scopes.js';
import {
  paidToWire,
  receivedToWire,
  confirmOnBothSides,
  movementOf,
} from '../shared/money-movement.js';
import { linkPayerRow } from '../shared/money-movement.repository.js';
import { ADVANCE_EDGES, requireEdge } from '../shared/state-machine.js';
import { PO_STATUS } from '../shared/statuses.js';
import { pageOfRows, type Page, type PayerDetails } from '../shared/validation.js';
import {
  addAdvanceApplied,
  advanceAppliedOnOrder,
  openInvoicesOfOrder,
} from '../invoices/invoice.repository.js';
import { findPurchaseOrder, findSalesOrder } from '../purchase-orders/po.repository.js';
import { withHeldAction, withHeldActions } from '../held-actions/held-documents.js';
import * as repo from './advance.repository.js';

/** Customer side: an advance paid against a purchase order. */
export type AdvancePaid = poso.AdvancePaid;
/** Vendor side: an advance received against a sales order. */
export type AdvanceReceived = poso.AdvanceReceived;

export type AdvanceInput = PayerDetails & { po_id: number };

const orderAmounts = (a: { po_number: string; po_amount: string; advance_total: string }) => ({
  po_number: a.po_number,
  po_amount: a.po_amount,
  advance_total: toAmountString(a.advance_total),
});

function advancePaidToWire(caller: Caller, a: repo.AdvancePaidRecord): AdvancePaid {
  return {
    ...paidToWire(caller, a),
    advance_id: a.advance_id,
    advance_received_id: a.advance_received_id,
    po_id: a.po_id,
    sales_po_id: null,
    ...orderAmounts(a),
  };
}

function advanceReceivedToWire(caller: Caller, a: repo.AdvanceReceivedRecord): AdvanceReceived {
  return {
    ...receivedToWire(caller, 'advance', a),
    advance_id: null,
    advance_received_id: a.advance_received_id,
    po_id: null,
    sales_po_id: a.sales_po_id,
    ...orderAmounts(a),
  };
}

/**
 * Sets the order's advances off against its payable invoices (Accepted, Payment Claimed,
 * Payment Confirmed), oldest first, each up to what it still owes; what is left waits on the
 * order for its next accepted invoice. Advances count once paid, like payments. Both
 * companies' invoices move by the same amounts, in the transaction of the change that calls
 * it (an advance paid, an invoice accepted by finance), which holds the order row's lock.
 */
export async function setOffAdvances(
  trx: Db,
  order: { customerSchema: string; vendorSchema: string; poId: number },
): Promise<void> {
  const { customerSchema, vendorSchema, poId } = order;
  let left = money(await repo.advancedOnOrder(trx, customerSchema, poId)).minus(
    await advanceAppliedOnOrder(trx, customerSchema, poId),
  );
  if (!left.greaterThan(0)) return;
  for (const invoice of await openInvoicesOfOrder(trx, customerSchema, poId)) {
    const applied = toAmountString(Money.min(left, invoice.open));
    await addAdvanceApplied(trx, customerSchema, invoice, applied);
    await addAdvanceApplied(trx, vendorSchema, { invoice_id: invoice.vendor_invoice_id }, applied);
    left = left.minus(applied);
    if (!left.greaterThan(0)) return;
  }
}

export class AdvanceService {
  constructor(private readonly db: Db) {}

  async listPaid(caller: Caller, list: repo.AdvanceList): Promise<Page<AdvancePaid>> {
    const rows = await repo.listAdvancesPaid(this.db, caller.schema, list);
    return pageOfRows(rows, list.page, list.size, (row) => advancePaidToWire(caller, row));
  }

  async listReceived(caller: Caller, list: repo.AdvanceList): Promise<Page<AdvanceReceived>> {
    const rows = await repo.listAdvancesReceived(this.db, caller.schema, list);
    const page = pageOfRows(rows, list.page, list.size, (row) =>
      advanceReceivedToWire(caller, row),
    );
    return withHeldActions(this.db, caller, 'advance_received', page, (a) => a.advance_received_id);
  }

  /** One advance received, with its confirmation while that waits out the grace period. */
  async received(caller: Caller, id: number, db: Db = this.db): Promise<AdvanceReceived> {
    const advance = await repo.findAdvanceReceived(db, caller.schema, id);
    if (!advance) throw notFound('Advance');
    return withHeldAction(
      db,
      caller,
      'advance_received',
      id,
      advanceReceivedToWire(caller, advance),
    );
  }

  /**
   * Customer pays an advance against a Raised order (Payment Claimed): its advance and the
   * vendor's advance received commit together. All advances together stay within the order
   * amount; the order row is locked so parallel advances cannot overshoot it.
   */
  async pay(trx: Db, caller: Caller, input: AdvanceInput): Promise<AdvancePaid> {
    const po = await findPurchaseOrder(trx, caller.schema, input.po_id, true);
    if (!po) throw notFound('Purchase order');
    const edge = requireEdge(ADVANCE_EDGES.pay, po.status_id, caller, 'Advance payment');
    if (input.currency !== undefined && input.currency !== po.currency) {
      throw badRequest('Advances are paid in the order currency', {
        currency: `Must be ${po.currency}`,
      });
    }
    const open = money(po.po_amount).minus(
      await repo.advancedOnOrder(trx, caller.schema, po.po_id),
    );
    if (money(input.amount).greaterThan(open)) {
      throw badRequest(`The advance exceeds the open order amount (${toAmountString(open)})`, {
        amount: 'Incorrect entry',
      });
    }
    const vendor = await connectedCounterparty(
      trx,
      { customerCompanyId: caller.companyId, vendorCompanyId: po.vendor_company_id },
      po.vendor_company_id,
    );
    const salesOrder =
      po.po_received_id === null
        ? undefined
        : await findSalesOrder(trx, vendor.schema, po.po_received_id, true);
    if (!salesOrder || salesOrder.status_id !== PO_STATUS.RAISED)
      throw conflict("The vendor's sales order changed meanwhile");
    const details = movementOf(input, po.currency, edge.to);
    const advanceId = await repo.insertAdvancePaid(trx, caller.schema, {
      ...details,
      po_id: po.po_id,
      vendor_company_id: po.vendor_company_id,
      created_by_user_id: caller.userId,
    });
    const advanceReceivedId = await repo.insertAdvanceReceived(trx, vendor.schema, {
      ...details,
      sales_po_id: salesOrder.po_received_id,
      customer_company_id: caller.companyId,
      customer_advance_id: advanceId,
    });
    await linkPayerRow(trx, 'advance', caller.schema, advanceId, advanceReceivedId);
    await setOffAdvances(trx, {
      customerSchema: caller.schema,
      vendorSchema: vendor.schema,
      poId: po.po_id,
    });
    return advancePaidToWire(caller, (await repo.findAdvancePaid(trx, caller.schema, advanceId))!);
  }

  /** Vendor confirms an advance received (Payment Confirmed, 11) on both sides. */
  async confirm(
    trx: Db,
    caller: Caller,
    advanceReceivedId: number,
    expectedStatus?: number,
  ): Promise<AdvanceReceived> {
    const advance = await repo.findAdvanceReceived(trx, caller.schema, advanceReceivedId, true);
    if (!advance) throw notFound('Advance');
    await confirmOnBothSides(
      trx,
      caller,
      'advance',
      { ...advance, id: advanceReceivedId, payer_id: advance.customer_advance_id },
      expectedStatus,
    );
    const updated = await repo.findAdvanceReceived(trx, caller.schema, advanceReceivedId);
    return advanceReceivedToWire(caller, updated!);
  }
}
