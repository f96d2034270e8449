import { HeldAction, heldActionOf } from '../held-actions/held-action.type.js';
import { Field, Int, ObjectType } from 'type-graphql';
import type {
  RestItem,
  RestPurchaseOrder,
  RestReceivedPurchaseOrder,
} from '../../upstream/poso-client.js';
import {
  asInstance,
  Attachment,
  LineFields,
  PageOf,
  parseItems,
  toAttachments,
  toLineFields,
  type PartyRef,
} from '../poso-shared/poso-shared.type.js';
import { DecimalScalar, LocalDateScalar } from '../poso-shared/scalars.js';
import { fromWire, PurchaseOrderStatus } from '../poso-shared/status.js';

@ObjectType({
  description: 'A line of a purchase order. Line total = rate x quantity x (1 + tax/100).',
})
export class PoItem extends LineFields {
  @Field(() => Int, {
    nullable: true,
    description: "Item id on the customer's purchase order; use it to remove the line.",
  })
  itemId!: number | null;
}

@ObjectType()
abstract class PurchaseOrderFields {
  @Field(() => String, { description: 'Purchase order number, for example PO-00012.' })
  poNumber!: string;

  @Field(() => LocalDateScalar, { description: 'Purchase order date.' })
  poDate!: string;

  @Field(() => String, { description: 'Free text description.' })
  description!: string;

  @Field(() => String, { description: 'Document currency (ISO 4217).' })
  currency!: string;

  @Field(() => DecimalScalar, {
    description:
      'Rate to the base currency; displayed amounts are amount x exchangeRate, rounded to 0 decimals.',
  })
  exchangeRate!: string;

  @Field(() => DecimalScalar, {
    description: 'Sum of the line totals, in the document currency.',
  })
  amount!: string;

  @Field(() => DecimalScalar, {
    description: 'Advances paid against this order so far (claimed and confirmed).',
  })
  advanceAmount!: string;

  @Field(() => [PoItem], { description: 'The order lines.' })
  items!: PoItem[];

  @Field(() => [Attachment], { description: 'Files attached by the customer.' })
  attachments!: Attachment[];

  @Field(() => PurchaseOrderStatus, { description: 'Current status.' })
  status!: PurchaseOrderStatus;

  @Field(() => String, {
    nullable: true,
    description: 'Remarks of the last rejection (approver or vendor), if any.',
  })
  rejectRemarks!: string | null;

  @Field(() => HeldAction, {
    nullable: true,
    description:
      "The action waiting out its undo grace period on this document (on a single document's read; null on lists).",
  })
  heldAction!: HeldAction | null;

  /** Resolved by the party loader. */
  vendorRef!: PartyRef;
  customerRef!: PartyRef;
}

@ObjectType({
  description:
    "A purchase order on the customer's side: drafted, sent to an approver, approved to the vendor, then Raised or Vendor Rejected by the vendor.",
})
export class PurchaseOrder extends PurchaseOrderFields {
  @Field(() => Int, { description: "Purchase order id, in the customer's company." })
  id!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The approver the order was sent to, once sent for approval.',
  })
  approverUserId!: number | null;

  /** The approver's sign-in name from the row, for `approver` without a users call. */
  approverName!: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Who wrote the order; while the company keeps separation of duties they are never its approver.',
  })
  authorUserId!: number | null;

  @Field(() => Boolean, {
    description:
      'The caller may approve it: Waiting for Approval, po:approve, the caller is the named approver and (with separation of duties) not its author.',
  })
  isAcceptAllowed!: boolean;

  @Field(() => Boolean, { description: 'The caller may reject it as its approver.' })
  isRejectAllowed!: boolean;

  @Field(() => Boolean, {
    description: 'The caller may edit it (Draft or Approver Rejected, po:write).',
  })
  isEditAllowed!: boolean;

  @Field(() => Boolean, {
    description: 'The caller may send it for approval (Draft or Approver Rejected, po:write).',
  })
  isSendAllowed!: boolean;

  @Field(() => Boolean, {
    description: 'The caller may pay an advance against it (Raised, payment:write).',
  })
  isAdvanceAllowed!: boolean;
}

@ObjectType({
  description:
    "A purchase order as the vendor received it; once the vendor accepts it (Raised) it is the vendor's sales order.",
})
export class ReceivedPurchaseOrder extends PurchaseOrderFields {
  @Field(() => Int, {
    description: "Received purchase order id, in the vendor's company; also the sales order id.",
  })
  id!: number;

  @Field(() => Boolean, {
    description: 'The caller may accept it (Sent to Vendor, po:write or po:approve).',
  })
  isAcceptAllowed!: boolean;

  @Field(() => Boolean, { description: 'The caller may reject it with remarks.' })
  isRejectAllowed!: boolean;

  @Field(() => Boolean, {
    description: 'The caller may raise an invoice against it (Raised, invoice:write).',
  })
  isInvoiceCreateAllowed!: boolean;
}

@ObjectType({ description: 'A page of purchase orders.' })
export class PurchaseOrderPage extends PageOf(PurchaseOrder, 'purchase orders') {}

@ObjectType({ description: 'A page of received purchase orders (sales orders).' })
export class ReceivedPurchaseOrderPage extends PageOf(
  ReceivedPurchaseOrder,
  'received purchase orders',
) {}

function toPoItem(item: RestItem): PoItem {
  return Object.assign(toLineFields(item), { itemId: item.po_item_id ?? null });
}

function commonFields(po: RestPurchaseOrder | RestReceivedPurchaseOrder, downloadBase: string) {
  return {
    poNumber: po.po_number,
    poDate: po.po_date,
    description: po.description,
    currency: po.currency,
    exchangeRate: po.exchange_rate,
    amount: po.po_amount,
    advanceAmount: po.advance_amount,
    items: parseItems(po.po_items).map(toPoItem),
    attachments: toAttachments(po.attachments, downloadBase),
    status: fromWire(PurchaseOrderStatus, 'purchase order', po.po_status_master_id),
    rejectRemarks: po.reject_remarks,
    heldAction: heldActionOf(po),
    vendorRef: { id: po.vendor_company_id, name: po.vendor_company_name },
    customerRef: { id: po.customer_company_id, name: po.customer_company_name },
  };
}

export function toPurchaseOrder(po: RestPurchaseOrder): PurchaseOrder {
  const id = po.po_id;
  return asInstance(PurchaseOrder, commonFields(po, `/files/po/${id}`), {
    id,
    approverUserId: po.approver_user_id,
    approverName: po.approver_user_name,
    authorUserId: po.created_by_user_id,
    isAcceptAllowed: po.is_accept_allowed,
    isRejectAllowed: po.is_reject_allowed,
    isEditAllowed: po.is_edit_allowed,
    isSendAllowed: po.is_send_allowed,
    isAdvanceAllowed: po.is_advance_allowed,
  });
}

export function toReceivedPurchaseOrder(po: RestReceivedPurchaseOrder): ReceivedPurchaseOrder {
  const id = po.po_received_id;
  return asInstance(ReceivedPurchaseOrder, commonFields(po, `/files/received-po/${id}`), {
    id,
    isAcceptAllowed: po.is_accept_allowed,
    isRejectAllowed: po.is_reject_allowed,
    isInvoiceCreateAllowed: po.is_invoice_create_allowed,
  });
}
