import { scopesForMembership } from '@concord/auth';
import { companyNameOf, findMembership } from '../shared/companies.repository.js';
import { connectedCounterparty } from '../shared/counterparty.js';
import type { Db } from '../shared/db.js';
import { badRequest, conflict, forbidden, notFound } from '../shared/errors.js';
import { pick, type poso } from '@concord/contracts';
import { attachmentsOf, type AttachmentRow } from '../attachments/attachment.repository.js';
import { attachmentsToWire, snapshotAttachments } from '../attachments/attachment.service.js';
import { lineTotal, money, sumAmounts, toAmountString } from '../shared/money.js';
import { hasScope, type Caller } from '../shared/scopes.js';
import { allowedEdge, PO_EDGES, PO_EDITABLE, requireEdge } from '../shared/state-machine.js';
import type { Sort } from '../shared/sorting.js';
import { listStatuses } from '../shared/status.repository.js';
import { PO_STATUS, statusName } from '../shared/statuses.js';
import type { ItemInput, Page } from '../shared/validation.js';
import { withHeldAction } from '../held-actions/held-documents.js';
import { decideOnBothSides, handOver, moveRow } from '../shared/mirrored-documents.js';
import * as repo from './po.repository.js';
import {
  notifyApprovalRequested,
  notifyAuthorOfPurchaseOrder,
  notifyPurchaseOrderApproved,
  notifyVendorDecision,
} from '../notifications/poso-notifications.js';
import {
  assertApproverIsNotAuthor,
  assertNotOwnPurchaseOrder,
  isOwnPurchaseOrder,
} from '../settings/separation-of-duties.js';
import { separationOfDuties } from '../settings/settings.service.js';

export type PoItem = poso.LineItem;
/** Customer side: the company's own purchase order. */
export type PurchaseOrder = poso.PurchaseOrder;
/** Vendor side: a purchase order received from a customer. */
export type ReceivedPurchaseOrder = poso.ReceivedPurchaseOrder;

function itemsToWire(items: repo.PoItemRecord[]): PoItem[] {
  return items.map((i) => ({
    po_item_id: i.po_item_id,
    material_description: i.material_description,
    rate_per_unit: i.rate_per_unit,
    quantity: i.quantity,
    tax: i.tax,
    line_total: i.line_total,
  }));
}

/** What both sides show alike, from the columns both store alike. */
function sharedToWire(order: repo.OrderColumnsRecord) {
  return {
    ...pick(order, [
      'po_number',
      'po_date',
      'po_amount',
      'exchange_rate',
      'currency',
      'description',
      'advance_amount',
      'reject_remarks',
    ]),
    po_status_master_id: order.status_id,
    po_status: statusName('po', order.status_id),
  };
}

function customerPoToWire(
  caller: Caller,
  po: repo.PurchaseOrderRecord,
  items: repo.PoItemRecord[],
  attachments: AttachmentRow[],
  self: { name: string | null; duties: boolean },
): PurchaseOrder {
  const mayApprove =
    allowedEdge(PO_EDGES.approve, po.status_id, caller) !== null &&
    (po.approver_user_id === null || po.approver_user_id === caller.userId) &&
    !isOwnPurchaseOrder(self.duties, po, caller.userId);
  return {
    po_id: po.po_id,
    po_received_id: po.po_received_id,
    sales_po_id: null,
    spi_sales_po_id: null,
    ...sharedToWire(po),
    vendor_company_id: po.vendor_company_id,
    vendor_company_name: po.vendor_company_name,
    customer_company_id: caller.companyId,
    customer_company_name: self.name,
    customer_schema: caller.schema,
    vendor_schema: null,
    po_items: JSON.stringify(itemsToWire(items)),
    attachments: attachmentsToWire(attachments),
    approver_user_id: po.approver_user_id,
    approver_user_name: po.approver_user_name,
    created_by_user_id: po.created_by_user_id,
    is_accept_allowed: mayApprove,
    is_reject_allowed: mayApprove,
    is_invoice_create_allowed: false,
    is_edit_allowed: PO_EDITABLE.includes(po.status_id) && hasScope(caller, 'po:write'),
    is_send_allowed: allowedEdge(PO_EDGES.sendForApproval, po.status_id, caller) !== null,
    is_advance_allowed: isAdvanceAllowed(caller, po.status_id, po.po_amount, po.advance_amount),
  };
}

function salesOrderToWire(
  caller: Caller,
  so: repo.SalesOrderRecord,
  self: { name: string | null },
): ReceivedPurchaseOrder {
  const mayAct = allowedEdge(PO_EDGES.vendorAccept, so.status_id, caller) !== null;
  return {
    po_id: so.customer_po_id,
    po_received_id: so.po_received_id,
    sales_po_id: so.po_received_id,
    spi_sales_po_id: so.po_received_id,
    ...sharedToWire(so),
    vendor_company_id: caller.companyId,
    vendor_company_name: self.name,
    customer_company_id: so.customer_company_id,
    customer_company_name: so.customer_company_name,
    customer_schema: null,
    vendor_schema: caller.schema,
    po_items: JSON.stringify(so.po_items),
    attachments: snapshotAttachments(so.attachments),
    approver_user_id: null,
    approver_user_name: null,
    created_by_user_id: null,
    is_accept_allowed: mayAct,
    is_reject_allowed: allowedEdge(PO_EDGES.vendorReject, so.status_id, caller) !== null,
    is_invoice_create_allowed:
      so.status_id === PO_STATUS.RAISED && hasScope(caller, 'invoice:write'),
    is_edit_allowed: false,
    is_send_allowed: false,
    is_advance_allowed: false,
  };
}

/** Customer: an advance is possible on a Raised order until advances reach its amount. */
export function isAdvanceAllowed(
  caller: Pick<Caller, 'scopes'>,
  status: number,
  poAmount: string,
  advanced: string,
): boolean {
  return (
    status === PO_STATUS.RAISED &&
    hasScope(caller, 'payment:write') &&
    money(advanced).lessThan(poAmount)
  );
}

export function computeItems(items: ItemInput[]): repo.NewItem[] {
  return items.map((i) => ({ ...i, line_total: toAmountString(lineTotal(i)) }));
}

export class PurchaseOrderService {
  constructor(private readonly db: Db) {}

  private async withItems(
    db: Db,
    caller: Caller,
    rows: repo.PurchaseOrderRecord[],
  ): Promise<PurchaseOrder[]> {
    const ids = rows.map((r) => r.po_id);
    const items = await repo.itemsOfPurchaseOrders(db, caller.schema, ids);
    const attachments = await attachmentsOf(db, caller.schema, 'po', ids);
    const self = {
      name: await companyNameOf(db, caller.companyId),
      duties: await separationOfDuties(db, caller.schema),
    };
    return rows.map((r) =>
      customerPoToWire(
        caller,
        r,
        items.filter((i) => i.po_id === r.po_id),
        attachments.filter((a) => a.document_id === r.po_id),
        self,
      ),
    );
  }

  async list(
    caller: Caller,
    filters: repo.OrderFilters,
    page: number,
    size: number,
    sort?: Sort<repo.PoSortKey>,
  ): Promise<Page<PurchaseOrder>> {
    const { items, totalCount } = await repo.listPurchaseOrders(this.db, caller.schema, {
      filters,
      page,
      size,
      sort,
    });
    return { items: await this.withItems(this.db, caller, items), totalCount, page, size };
  }

  async get(caller: Caller, poId: number, db: Db = this.db): Promise<PurchaseOrder> {
    const po = await repo.findPurchaseOrder(db, caller.schema, poId);
    if (!po) throw notFound('Purchase order');
    const [wire] = await this.withItems(db, caller, [po]);
    return withHeldAction(db, caller, 'purchase_order', poId, wire!);
  }

  async create(
    caller: Caller,
    input: {
      po_number?: string | undefined;
      po_date: string;
      vendor_company_id: number;
      description: string;
      currency: string;
      exchange_rate: string;
      po_items: ItemInput[];
    },
  ): Promise<PurchaseOrder> {
    if (!hasScope(caller, 'po:write')) throw forbidden();
    if (input.vendor_company_id === caller.companyId)
      throw badRequest('Invalid vendor', {
        vendor_company_id: 'A company cannot order from itself',
      });
    await connectedCounterparty(
      this.db,
      { customerCompanyId: caller.companyId, vendorCompanyId: input.vendor_company_id },
      input.vendor_company_id,
    );
    return this.db.transaction().execute(async (trx) => {
      const poId = await repo.insertPurchaseOrder(trx, caller.schema, {
        po_number: input.po_number ?? null,
        po_date: input.po_date,
        vendor_company_id: input.vendor_company_id,
        description: input.description,
        currency: input.currency,
        exchange_rate: input.exchange_rate,
        status_id: PO_STATUS.DRAFT,
        created_by_user_id: caller.userId,
      });
      await repo.insertPoItems(trx, caller.schema, poId, computeItems(input.po_items));
      await repo.recomputePoAmount(trx, caller.schema, poId);
      return this.get(caller, poId, trx);
    });
  }

  async update(
    caller: Caller,
    poId: number,
    header: repo.PoHeaderUpdate,
    items: ItemInput[] | undefined,
  ): Promise<PurchaseOrder> {
    if (!hasScope(caller, 'po:write')) throw forbidden();
    if (header.vendor_company_id !== undefined) {
      await connectedCounterparty(
        this.db,
        { customerCompanyId: caller.companyId, vendorCompanyId: header.vendor_company_id },
        header.vendor_company_id,
      );
    }
    return this.db.transaction().execute(async (trx) => {
      const po = await repo.findPurchaseOrder(trx, caller.schema, poId, true);
      if (!po) throw notFound('Purchase order');
      if (!(await repo.updatePurchaseOrderHeader(trx, caller.schema, poId, PO_EDITABLE, header))) {
        throw conflict('The purchase order can no longer be edited');
      }
      if (items) {
        await repo.deletePoItems(trx, caller.schema, poId, 'all');
        await repo.insertPoItems(trx, caller.schema, poId, computeItems(items));
      }
      await repo.recomputePoAmount(trx, caller.schema, poId);
      return this.get(caller, poId, trx);
    });
  }

  async addItems(caller: Caller, poId: number, items: ItemInput[]): Promise<PurchaseOrder> {
    return this.update(caller, poId, {}, [...(await this.currentItems(caller, poId)), ...items]);
  }

  private async currentItems(caller: Caller, poId: number): Promise<ItemInput[]> {
    const rows = await repo.itemsOfPurchaseOrders(this.db, caller.schema, [poId]);
    return rows.map((r) => ({
      material_description: r.material_description,
      rate_per_unit: r.rate_per_unit,
      quantity: r.quantity,
      tax: r.tax,
    }));
  }

  async deleteItems(caller: Caller, poId: number, itemIds: number[]): Promise<PurchaseOrder> {
    if (!hasScope(caller, 'po:write')) throw forbidden();
    return this.db.transaction().execute(async (trx) => {
      const po = await repo.findPurchaseOrder(trx, caller.schema, poId, true);
      if (!po) throw notFound('Purchase order');
      if (!PO_EDITABLE.includes(po.status_id))
        throw conflict('The purchase order can no longer be edited');
      const deleted = await repo.deletePoItems(trx, caller.schema, poId, itemIds);
      if (deleted === 0) throw notFound('Purchase order item');
      await repo.recomputePoAmount(trx, caller.schema, poId);
      return this.get(caller, poId, trx);
    });
  }

  /** Customer: draft -> waiting for approval, addressed to one approver of the company. */
  async sendForApproval(
    trx: Db,
    caller: Caller,
    poId: number,
    approverUserId: number,
    approvalInformationId: number | null,
    expectedStatus?: number,
  ): Promise<PurchaseOrder> {
    const po = await repo.findPurchaseOrder(trx, caller.schema, poId, true);
    if (!po) throw notFound('Purchase order');
    const edge = requireEdge(
      PO_EDGES.sendForApproval,
      po.status_id,
      caller,
      'Sending for approval',
      expectedStatus,
    );
    const approver = await findMembership(trx, caller.companyId, approverUserId);
    if (!approver || !scopesForMembership(approver.role, approver.scopes).includes('po:approve')) {
      throw badRequest('Unknown approver', { user_id: 'Not an approver of this company' });
    }
    assertApproverIsNotAuthor(
      await separationOfDuties(trx, caller.schema),
      po,
      approverUserId,
      caller.userId,
    );
    const items = await repo.itemsOfPurchaseOrders(trx, caller.schema, [poId]);
    if (items.length === 0)
      throw badRequest('The purchase order has no items', {
        po_items: 'At least one item is required',
      });
    const moved = await moveRow(trx, edge, {
      schema: caller.schema,
      table: 'purchase_orders',
      id: poId,
      set: {
        approver_user_id: approverUserId,
        approval_information_id: approvalInformationId,
        reject_remarks: null,
      },
    });
    if (!moved) throw conflict('The purchase order changed meanwhile');
    await repo.insertApprovalLog(trx, caller.schema, {
      po_id: poId,
      action: 'send_for_approval',
      from_status_id: edge.from,
      to_status_id: edge.to,
      acted_by_user_id: caller.userId,
      remarks: null,
    });
    const sent = await this.get(caller, poId, trx);
    await notifyApprovalRequested(trx, caller, sent, approverUserId);
    return sent;
  }

  /** Approver: waiting for approval -> sent to vendor; the vendor's sales order is written in the same transaction. */
  async approve(
    trx: Db,
    caller: Caller,
    poId: number,
    remarks: string | null,
    expectedStatus?: number,
  ): Promise<PurchaseOrder> {
    const po = await repo.findPurchaseOrder(trx, caller.schema, poId, true);
    if (!po) throw notFound('Purchase order');
    const edge = requireEdge(PO_EDGES.approve, po.status_id, caller, 'Approval', expectedStatus);
    if (po.approver_user_id !== null && po.approver_user_id !== caller.userId)
      throw forbidden('The purchase order awaits another approver');
    assertNotOwnPurchaseOrder(await separationOfDuties(trx, caller.schema), po, caller.userId);
    const vendor = await connectedCounterparty(
      trx,
      { customerCompanyId: caller.companyId, vendorCompanyId: po.vendor_company_id },
      po.vendor_company_id,
    );
    const items = await repo.itemsOfPurchaseOrders(trx, caller.schema, [poId]);
    const attachments = await attachmentsOf(trx, caller.schema, 'po', [poId]);
    const own = {
      schema: caller.schema,
      table: 'purchase_orders',
      id: poId,
      link: 'po_received_id',
      changed: 'The purchase order changed meanwhile',
    } as const;
    await handOver(trx, edge, own, () =>
      repo.insertSalesOrder(trx, vendor.schema, {
        customer_company_id: caller.companyId,
        customer_po_id: poId,
        po_number: po.po_number,
        po_date: po.po_date,
        description: po.description,
        currency: po.currency,
        exchange_rate: po.exchange_rate,
        po_amount: toAmountString(sumAmounts(items.map((i) => i.line_total))),
        po_items: itemsToWire(items),
        attachments: attachments.map((a) => ({
          attachment_id: a.attachment_id,
          file_name: a.file_name,
          content_type: a.content_type,
          size_bytes: a.size_bytes,
          sha256: a.sha256,
        })),
        status_id: edge.to,
      }),
    );
    await repo.insertApprovalLog(trx, caller.schema, {
      po_id: poId,
      action: 'approve',
      from_status_id: edge.from,
      to_status_id: edge.to,
      acted_by_user_id: caller.userId,
      remarks,
    });
    const approved = await this.get(caller, poId, trx);
    await notifyPurchaseOrderApproved(trx, caller, approved);
    return approved;
  }

  async approverReject(
    trx: Db,
    caller: Caller,
    poId: number,
    remarks: string,
    expectedStatus?: number,
  ): Promise<PurchaseOrder> {
    const po = await repo.findPurchaseOrder(trx, caller.schema, poId, true);
    if (!po) throw notFound('Purchase order');
    const edge = requireEdge(
      PO_EDGES.approverReject,
      po.status_id,
      caller,
      'Rejection',
      expectedStatus,
    );
    if (po.approver_user_id !== null && po.approver_user_id !== caller.userId)
      throw forbidden('The purchase order awaits another approver');
    const moved = await moveRow(trx, edge, {
      schema: caller.schema,
      table: 'purchase_orders',
      id: poId,
      set: { reject_remarks: remarks },
    });
    if (!moved) throw conflict('The purchase order changed meanwhile');
    await repo.insertApprovalLog(trx, caller.schema, {
      po_id: poId,
      action: 'reject',
      from_status_id: edge.from,
      to_status_id: edge.to,
      acted_by_user_id: caller.userId,
      remarks,
    });
    const rejected = await this.get(caller, poId, trx);
    await notifyAuthorOfPurchaseOrder(trx, caller, rejected);
    return rejected;
  }

  // ---- vendor side ----

  async listReceived(
    caller: Caller,
    filters: repo.OrderFilters,
    page: number,
    size: number,
    sort?: Sort<repo.SoSortKey>,
  ): Promise<Page<ReceivedPurchaseOrder>> {
    const { items, totalCount } = await repo.listSalesOrders(this.db, caller.schema, {
      filters,
      page,
      size,
      sort,
    });
    const self = { name: await companyNameOf(this.db, caller.companyId) };
    return { items: items.map((so) => salesOrderToWire(caller, so, self)), totalCount, page, size };
  }

  async getReceived(
    caller: Caller,
    poReceivedId: number,
    db: Db = this.db,
  ): Promise<ReceivedPurchaseOrder> {
    const so = await repo.findSalesOrder(db, caller.schema, poReceivedId);
    if (!so) throw notFound('Received purchase order');
    const wire = salesOrderToWire(caller, so, { name: await companyNameOf(db, caller.companyId) });
    return withHeldAction(db, caller, 'sales_order', poReceivedId, wire);
  }

  /** Vendor accepts (Raised, 3) or rejects (Vendor Rejected, 10); the customer's PO moves in the same transaction. */
  async decideReceived(
    trx: Db,
    caller: Caller,
    poReceivedId: number,
    decision: 'accept' | 'reject',
    remarks: string | null,
    expectedStatus?: number,
  ): Promise<ReceivedPurchaseOrder> {
    const so = await repo.findSalesOrder(trx, caller.schema, poReceivedId, true);
    if (!so) throw notFound('Received purchase order');
    const { counterparty: customer } = await decideOnBothSides(
      trx,
      caller,
      {
        status: so.status_id,
        edges: { accept: PO_EDGES.vendorAccept, reject: PO_EDGES.vendorReject },
        counterpartyId: so.customer_company_id,
        connection: {
          customerCompanyId: so.customer_company_id,
          vendorCompanyId: caller.companyId,
        },
        own: {
          table: 'sales_orders',
          id: poReceivedId,
          changed: 'The purchase order changed meanwhile',
        },
        mirror: {
          table: 'purchase_orders',
          id: so.customer_po_id,
          changed: "The customer's purchase order changed meanwhile",
        },
        ownChanges: () => ({ acted_by_user_id: caller.userId }),
      },
      decision,
      remarks,
      expectedStatus,
    );
    const decided = await this.getReceived(caller, poReceivedId, trx);
    await notifyVendorDecision(trx, caller, decided, customer.schema);
    return decided;
  }

  async statuses(caller: Caller) {
    return listStatuses(this.db, caller.schema, 'po');
  }
}
