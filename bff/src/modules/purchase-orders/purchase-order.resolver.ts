import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { action, defined, listQuery, toRestItems } from '../poso-shared/poso-shared.args.js';
import { PartyFieldsResolver } from '../poso-shared/party.resolver.js';
import { mapPage } from '../poso-shared/poso-shared.type.js';
import { PurchaseOrderStatus } from '../poso-shared/status.js';
import { toUser, User, userRef } from '../users/user.type.js';
import {
  AddItemsArgs,
  ApproveArgs,
  CreatePurchaseOrderInput,
  PurchaseOrderActionArgs,
  PurchaseOrderFilter,
  PurchaseOrderListArgs,
  ReceivedPurchaseOrderFilter,
  ReceivedPurchaseOrderListArgs,
  RejectPurchaseOrderArgs,
  RemoveItemsArgs,
  SendForApprovalArgs,
  UpdatePurchaseOrderInput,
} from './purchase-order.input.js';
import {
  PurchaseOrder,
  PurchaseOrderPage,
  ReceivedPurchaseOrder,
  ReceivedPurchaseOrderPage,
  toPurchaseOrder,
  toReceivedPurchaseOrder,
} from './purchase-order.type.js';

@Resolver(() => PurchaseOrder)
export class PurchaseOrderResolver extends PartyFieldsResolver(PurchaseOrder, {
  vendor: 'The vendor the order is addressed to.',
  customer: 'The ordering company (the active company).',
}) {
  @Authorized('po:read')
  @Query(() => PurchaseOrderPage, {
    description: "The active company's purchase orders (customer side), newest first.",
  })
  async purchaseOrders(
    @Arg('filter', () => PurchaseOrderFilter, { nullable: true, description: 'Optional filters.' })
    filter: PurchaseOrderFilter | null | undefined,
    @Args(() => PurchaseOrderListArgs) list: PurchaseOrderListArgs,
    @Ctx() context: RequestContext,
  ): Promise<PurchaseOrderPage> {
    const f = filter ?? {};
    const page = await context.poso.purchaseOrders(
      defined({
        po_status_master_id: f.status,
        vendor_company_id: f.vendorId,
        approver_user_id: f.approverUserId,
        po_number: f.poNumber,
        from_date: f.fromDate,
        to_date: f.toDate,
      }),
      listQuery(list),
    );
    return mapPage(page, toPurchaseOrder);
  }

  @Authorized('po:read')
  @Query(() => PurchaseOrderPage, {
    description: 'Purchase orders Waiting for Approval that were sent to the signed-in user.',
  })
  async purchaseOrdersAwaitingMyApproval(
    @Args(() => PurchaseOrderListArgs) list: PurchaseOrderListArgs,
    @Ctx() context: RequestContext,
  ): Promise<PurchaseOrderPage> {
    const page = await context.poso.purchaseOrders(
      {
        po_status_master_id: PurchaseOrderStatus.WAITING_FOR_APPROVAL,
        approver_user_id: await context.userId(),
      },
      listQuery(list),
    );
    return mapPage(page, toPurchaseOrder);
  }

  @Authorized('po:read')
  @Query(() => PurchaseOrder, { description: 'One purchase order of the active company.' })
  async purchaseOrder(
    @Arg('id', () => Int, { description: 'Purchase order id.' }) id: number,
    @Ctx() context: RequestContext,
  ): Promise<PurchaseOrder> {
    return toPurchaseOrder(await context.poso.purchaseOrder(id));
  }

  @Authorized('po:write')
  @Mutation(() => PurchaseOrder, { description: 'Creates a Draft purchase order.' })
  async createPurchaseOrder(
    @Arg('input', () => CreatePurchaseOrderInput, { description: 'The new order.' })
    input: CreatePurchaseOrderInput,
    @Ctx() context: RequestContext,
  ): Promise<PurchaseOrder> {
    return toPurchaseOrder(
      await context.poso.createPurchaseOrder({
        vendor_company_id: input.vendorId,
        po_items: toRestItems(input.items),
        ...headerFields(input),
      }),
    );
  }

  @Authorized('po:write')
  @Mutation(() => PurchaseOrder, {
    description:
      'Changes a Draft or Approver Rejected purchase order; items, when given, replace all lines.',
  })
  async updatePurchaseOrder(
    @Arg('id', () => Int, { description: 'Purchase order id.' }) id: number,
    @Arg('input', () => UpdatePurchaseOrderInput, { description: 'Fields to change.' })
    input: UpdatePurchaseOrderInput,
    @Ctx() context: RequestContext,
  ): Promise<PurchaseOrder> {
    return toPurchaseOrder(
      await context.poso.updatePurchaseOrder(id, {
        ...headerFields(input),
        ...defined({ vendor_company_id: input.vendorId }),
        ...(input.items ? { po_items: toRestItems(input.items) } : {}),
      }),
    );
  }

  @Authorized('po:write')
  @Mutation(() => PurchaseOrder, { description: 'Appends lines to an editable purchase order.' })
  async addPurchaseOrderItems(
    @Args(() => AddItemsArgs) args: AddItemsArgs,
    @Ctx() context: RequestContext,
  ): Promise<PurchaseOrder> {
    return toPurchaseOrder(
      await context.poso.addPurchaseOrderItems(args.purchaseOrderId, toRestItems(args.items)),
    );
  }

  @Authorized('po:write')
  @Mutation(() => PurchaseOrder, { description: 'Removes lines from an editable purchase order.' })
  async removePurchaseOrderItems(
    @Args(() => RemoveItemsArgs) args: RemoveItemsArgs,
    @Ctx() context: RequestContext,
  ): Promise<PurchaseOrder> {
    return toPurchaseOrder(
      await context.poso.removePurchaseOrderItems(args.purchaseOrderId, args.itemIds),
    );
  }

  @Authorized('po:write')
  @Mutation(() => PurchaseOrder, {
    description: 'Sends a Draft or Approver Rejected order to an approver (Waiting for Approval).',
  })
  async sendPurchaseOrderForApproval(
    @Args(() => SendForApprovalArgs) args: SendForApprovalArgs,
    @Ctx() context: RequestContext,
  ): Promise<PurchaseOrder> {
    return toPurchaseOrder(
      await context.poso.sendPurchaseOrderForApproval(args.id, args.approverUserId, action(args)),
    );
  }

  @Authorized('po:approve')
  @Mutation(() => PurchaseOrder, {
    description:
      "The named approver approves: the order goes to the vendor (Sent to Vendor) and appears in the vendor's received purchase orders.",
  })
  async approvePurchaseOrder(
    @Args(() => ApproveArgs) args: ApproveArgs,
    @Ctx() context: RequestContext,
  ): Promise<PurchaseOrder> {
    return toPurchaseOrder(
      await context.poso.approvePurchaseOrder(args.id, args.remarks ?? undefined, action(args)),
    );
  }

  @Authorized('po:approve')
  @Mutation(() => PurchaseOrder, {
    description:
      'The named approver rejects with remarks (Approver Rejected); the customer may edit and resend.',
  })
  async rejectPurchaseOrder(
    @Args(() => RejectPurchaseOrderArgs) args: RejectPurchaseOrderArgs,
    @Ctx() context: RequestContext,
  ): Promise<PurchaseOrder> {
    return toPurchaseOrder(
      await context.poso.rejectPurchaseOrderApproval(args.id, args.remarks, action(args)),
    );
  }

  // Not async: the row names the approver, and a promise per row would make the compiled
  // execution wait on each (see loadParty).
  @FieldResolver(() => User, { nullable: true, description: 'The approver, once sent.' })
  approver(@Root() po: PurchaseOrder, @Ctx() context: RequestContext): User | null | Promise<User> {
    if (po.approverUserId === null) return null;
    if (po.approverName !== null) return userRef(po.approverUserId, po.approverName);
    return context.loaders.user.load(po.approverUserId).then(toUser);
  }
}

@Resolver(() => ReceivedPurchaseOrder)
export class ReceivedPurchaseOrderResolver extends PartyFieldsResolver(ReceivedPurchaseOrder, {
  vendor: 'The selling company (the active company).',
  customer: 'The customer that sent the order.',
}) {
  @Authorized('po:read')
  @Query(() => ReceivedPurchaseOrderPage, {
    description:
      'Purchase orders received from customers (vendor side), newest first; those RAISED are the sales orders.',
  })
  async receivedPurchaseOrders(
    @Arg('filter', () => ReceivedPurchaseOrderFilter, {
      nullable: true,
      description: 'Optional filters.',
    })
    filter: ReceivedPurchaseOrderFilter | null | undefined,
    @Args(() => ReceivedPurchaseOrderListArgs) list: ReceivedPurchaseOrderListArgs,
    @Ctx() context: RequestContext,
  ): Promise<ReceivedPurchaseOrderPage> {
    const f = filter ?? {};
    const page = await context.poso.receivedPurchaseOrders(
      defined({
        po_status_master_id: f.status,
        customer_company_id: f.customerId,
        po_number: f.poNumber,
      }),
      listQuery(list),
    );
    return mapPage(page, toReceivedPurchaseOrder);
  }

  @Authorized('po:read')
  @Query(() => ReceivedPurchaseOrder, { description: 'One received purchase order (sales order).' })
  async receivedPurchaseOrder(
    @Arg('id', () => Int, { description: 'Received purchase order (sales order) id.' }) id: number,
    @Ctx() context: RequestContext,
  ): Promise<ReceivedPurchaseOrder> {
    return toReceivedPurchaseOrder(await context.poso.receivedPurchaseOrder(id));
  }

  @Authorized('po:write', 'po:approve')
  @Mutation(() => ReceivedPurchaseOrder, {
    description:
      "The vendor accepts a received order: RAISED on both sides; it becomes the vendor's sales order.",
  })
  async acceptReceivedPurchaseOrder(
    @Args(() => PurchaseOrderActionArgs) args: PurchaseOrderActionArgs,
    @Ctx() context: RequestContext,
  ): Promise<ReceivedPurchaseOrder> {
    return toReceivedPurchaseOrder(
      await context.poso.decideReceivedPurchaseOrder('accept', args.id, action(args)),
    );
  }

  @Authorized('po:write', 'po:approve')
  @Mutation(() => ReceivedPurchaseOrder, {
    description: 'The vendor rejects a received order with remarks: VENDOR_REJECTED on both sides.',
  })
  async rejectReceivedPurchaseOrder(
    @Args(() => RejectPurchaseOrderArgs) args: RejectPurchaseOrderArgs,
    @Ctx() context: RequestContext,
  ): Promise<ReceivedPurchaseOrder> {
    return toReceivedPurchaseOrder(
      await context.poso.decideReceivedPurchaseOrder('reject', args.id, {
        ...action(args),
        remarks: args.remarks,
      }),
    );
  }
}

function headerFields(input: CreatePurchaseOrderInput | UpdatePurchaseOrderInput) {
  return defined({
    po_number: input.poNumber?.trim(),
    po_date: input.poDate,
    description: input.description,
    currency: input.currency,
    exchange_rate: input.exchangeRate,
  });
}
