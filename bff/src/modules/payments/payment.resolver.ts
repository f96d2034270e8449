import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { RequestContext } from '../../context.js';
import type {
  RestAdvancePaid,
  RestHeldAction,
  RestPaymentMade,
} from '../../upstream/poso-client.js';
import { HeldAction, toHeldAction } from '../held-actions/held-action.type.js';
import { toPurchaseInvoice, toSalesInvoice } from '../invoices/invoice.type.js';
import { action, defined, IdempotencyArgs, listQuery } from '../poso-shared/poso-shared.args.js';
import { loadParty, mapPage, Party } from '../poso-shared/poso-shared.type.js';
import {
  toPurchaseOrder,
  toReceivedPurchaseOrder,
} from '../purchase-orders/purchase-order.type.js';
import { toUser, User } from '../users/user.type.js';
import {
  AdvanceActionArgs,
  AdvancePaidFilter,
  AdvancePaidListArgs,
  AdvanceReceivedFilter,
  AdvanceReceivedListArgs,
  ClaimPaymentInput,
  PayAdvanceInput,
  PaymentActionArgs,
  PaymentMadeFilter,
  PaymentMadeListArgs,
  PaymentReceivedFilter,
  PaymentReceivedListArgs,
} from './payment.input.js';
import {
  AdvancePaid,
  AdvancePaidPage,
  AdvanceReceived,
  AdvanceReceivedPage,
  ClaimPaymentPayload,
  ConfirmAdvancePayload,
  ConfirmPaymentPayload,
  PayAdvancePayload,
  PaymentMade,
  PaymentMadePage,
  PaymentReceived,
  PaymentReceivedPage,
  toAdvancePaid,
  toAdvanceReceived,
  toPaymentMade,
  toPaymentReceived,
} from './payment.type.js';

async function userOf(context: RequestContext, userId: number | null): Promise<User | null> {
  return userId === null ? null : toUser(await context.loaders.user.load(userId));
}

/**
 * A payment or advance is created, or (during the undo grace period) held: the payload then
 * carries the held action and no document yet.
 */
function createdOrHeld<T extends object, P extends object>(
  answer: T | { held_action: RestHeldAction },
  created: (doc: T) => P,
  none: P,
): P & { heldAction: HeldAction | null } {
  if ('held_action' in answer) return { ...none, heldAction: toHeldAction(answer.held_action) };
  return { ...created(answer), heldAction: null };
}

function paymentDetails(input: ClaimPaymentInput | PayAdvanceInput) {
  return {
    reference_number: input.referenceNumber.trim(),
    amount: input.amount,
    ...defined({ remarks: input.remarks, date: input.date }),
  };
}

@Resolver(() => PaymentMade)
export class PaymentMadeResolver {
  @Authorized('payment:read')
  @Query(() => PaymentMadePage, {
    description: 'Payments the active company made (customer side), newest first.',
  })
  async paymentsMade(
    @Arg('filter', () => PaymentMadeFilter, { nullable: true, description: 'Optional filters.' })
    filter: PaymentMadeFilter | null | undefined,
    @Args(() => PaymentMadeListArgs) list: PaymentMadeListArgs,
    @Ctx() context: RequestContext,
  ): Promise<PaymentMadePage> {
    const page = await context.poso.paymentsMade(
      defined({
        invoice_received_id: filter?.purchaseInvoiceId,
        payment_status_id: filter?.status,
      }),
      listQuery(list),
    );
    return mapPage(page, toPaymentMade);
  }

  @Authorized('payment:write')
  @Mutation(() => ClaimPaymentPayload, {
    description:
      'Pays (part of) a purchase invoice: CLAIMED on both sides; the pending amount drops. During the undo grace period the payment is held (`heldAction`) and reaches the vendor only at its `dueAt`. Twenty identical calls with one key make one payment (or answer the one held action).',
  })
  async claimPayment(
    @Arg('input', () => ClaimPaymentInput, { description: 'The payment.' })
    input: ClaimPaymentInput,
    @Args(() => IdempotencyArgs) key: IdempotencyArgs,
    @Ctx() context: RequestContext,
  ): Promise<ClaimPaymentPayload> {
    const answer = await context.poso.claimPayment(
      { invoice_received_id: input.purchaseInvoiceId, ...paymentDetails(input) },
      action(key),
    );
    return {
      ...createdOrHeld<RestPaymentMade, { payment: PaymentMade | null }>(
        answer,
        (made) => ({ payment: toPaymentMade(made) }),
        { payment: null },
      ),
      purchaseInvoice: toPurchaseInvoice(
        await context.poso.purchaseInvoice(input.purchaseInvoiceId),
      ),
    };
  }

  @FieldResolver(() => Party, { description: 'The vendor paid.' })
  vendor(@Root() payment: PaymentMade, @Ctx() context: RequestContext): Party | Promise<Party> {
    return loadParty(context, payment.counterpartyRef);
  }

  @FieldResolver(() => User, { nullable: true, description: 'Who recorded the payment.' })
  paidBy(@Root() payment: PaymentMade, @Ctx() context: RequestContext): Promise<User | null> {
    return userOf(context, payment.userId);
  }
}

@Resolver(() => PaymentReceived)
export class PaymentReceivedResolver {
  @Authorized('payment:read')
  @Query(() => PaymentReceivedPage, {
    description: 'Payments received from customers (vendor side, collections), newest first.',
  })
  async paymentsReceived(
    @Arg('filter', () => PaymentReceivedFilter, {
      nullable: true,
      description: 'Optional filters.',
    })
    filter: PaymentReceivedFilter | null | undefined,
    @Args(() => PaymentReceivedListArgs) list: PaymentReceivedListArgs,
    @Ctx() context: RequestContext,
  ): Promise<PaymentReceivedPage> {
    const page = await context.poso.paymentsReceived(
      defined({ invoice_id: filter?.salesInvoiceId, payment_status_id: filter?.status }),
      listQuery(list),
    );
    return mapPage(page, toPaymentReceived);
  }

  @Authorized('payment:write')
  @Mutation(() => ConfirmPaymentPayload, {
    description:
      'The vendor confirms a claimed payment: CONFIRMED on both sides; the invoice follows (Payment Confirmed) once no claim is open. During the undo grace period the confirmation is held (`payment.heldAction`).',
  })
  async confirmPayment(
    @Args(() => PaymentActionArgs) args: PaymentActionArgs,
    @Ctx() context: RequestContext,
  ): Promise<ConfirmPaymentPayload> {
    const payment = toPaymentReceived(await context.poso.confirmPayment(args.id, action(args)));
    return {
      payment,
      salesInvoice: toSalesInvoice(await context.poso.salesInvoice(payment.salesInvoiceId)),
    };
  }

  @FieldResolver(() => Party, { description: 'The customer that paid.' })
  customer(
    @Root() payment: PaymentReceived,
    @Ctx() context: RequestContext,
  ): Party | Promise<Party> {
    return loadParty(context, payment.counterpartyRef);
  }

  @FieldResolver(() => User, { nullable: true, description: 'Who confirmed it, once confirmed.' })
  confirmedBy(
    @Root() payment: PaymentReceived,
    @Ctx() context: RequestContext,
  ): Promise<User | null> {
    return userOf(context, payment.userId);
  }
}

@Resolver(() => AdvancePaid)
export class AdvancePaidResolver {
  @Authorized('payment:read')
  @Query(() => AdvancePaidPage, {
    description: 'Advances the active company paid against purchase orders, newest first.',
  })
  async advancesPaid(
    @Arg('filter', () => AdvancePaidFilter, { nullable: true, description: 'Optional filters.' })
    filter: AdvancePaidFilter | null | undefined,
    @Args(() => AdvancePaidListArgs) list: AdvancePaidListArgs,
    @Ctx() context: RequestContext,
  ): Promise<AdvancePaidPage> {
    const page = await context.poso.advancesPaid(
      defined({ po_id: filter?.purchaseOrderId, payment_status_id: filter?.status }),
      listQuery(list),
    );
    return mapPage(page, toAdvancePaid);
  }

  @Authorized('payment:write')
  @Mutation(() => PayAdvancePayload, {
    description:
      'Pays an advance against a Raised purchase order: CLAIMED on both sides until the vendor confirms. During the undo grace period it is held (`heldAction`) and reaches the vendor only at its `dueAt`.',
  })
  async payAdvance(
    @Arg('input', () => PayAdvanceInput, { description: 'The advance.' }) input: PayAdvanceInput,
    @Args(() => IdempotencyArgs) key: IdempotencyArgs,
    @Ctx() context: RequestContext,
  ): Promise<PayAdvancePayload> {
    const answer = await context.poso.payAdvance(
      { po_id: input.purchaseOrderId, ...paymentDetails(input) },
      action(key),
    );
    return {
      ...createdOrHeld<RestAdvancePaid, { advance: AdvancePaid | null }>(
        answer,
        (paid) => ({ advance: toAdvancePaid(paid) }),
        { advance: null },
      ),
      purchaseOrder: toPurchaseOrder(await context.poso.purchaseOrder(input.purchaseOrderId)),
    };
  }

  @FieldResolver(() => Party, { description: 'The vendor paid.' })
  vendor(@Root() advance: AdvancePaid, @Ctx() context: RequestContext): Party | Promise<Party> {
    return loadParty(context, advance.counterpartyRef);
  }

  @FieldResolver(() => User, { nullable: true, description: 'Who recorded the advance.' })
  paidBy(@Root() advance: AdvancePaid, @Ctx() context: RequestContext): Promise<User | null> {
    return userOf(context, advance.userId);
  }
}

@Resolver(() => AdvanceReceived)
export class AdvanceReceivedResolver {
  @Authorized('payment:read')
  @Query(() => AdvanceReceivedPage, {
    description: 'Advances received from customers against sales orders, newest first.',
  })
  async advancesReceived(
    @Arg('filter', () => AdvanceReceivedFilter, {
      nullable: true,
      description: 'Optional filters.',
    })
    filter: AdvanceReceivedFilter | null | undefined,
    @Args(() => AdvanceReceivedListArgs) list: AdvanceReceivedListArgs,
    @Ctx() context: RequestContext,
  ): Promise<AdvanceReceivedPage> {
    const page = await context.poso.advancesReceived(
      defined({
        sales_po_id: filter?.receivedPurchaseOrderId,
        payment_status_id: filter?.status,
      }),
      listQuery(list),
    );
    return mapPage(page, toAdvanceReceived);
  }

  @Authorized('payment:write')
  @Mutation(() => ConfirmAdvancePayload, {
    description:
      'The vendor confirms a received advance: CONFIRMED on both sides. During the undo grace period the confirmation is held (`advance.heldAction`).',
  })
  async confirmAdvance(
    @Args(() => AdvanceActionArgs) args: AdvanceActionArgs,
    @Ctx() context: RequestContext,
  ): Promise<ConfirmAdvancePayload> {
    const advance = toAdvanceReceived(await context.poso.confirmAdvance(args.id, action(args)));
    return {
      advance,
      receivedPurchaseOrder: toReceivedPurchaseOrder(
        await context.poso.receivedPurchaseOrder(advance.receivedPurchaseOrderId),
      ),
    };
  }

  @FieldResolver(() => Party, { description: 'The customer that paid.' })
  customer(
    @Root() advance: AdvanceReceived,
    @Ctx() context: RequestContext,
  ): Party | Promise<Party> {
    return loadParty(context, advance.counterpartyRef);
  }

  @FieldResolver(() => User, { nullable: true, description: 'Who confirmed it, once confirmed.' })
  confirmedBy(
    @Root() advance: AdvanceReceived,
    @Ctx() context: RequestContext,
  ): Promise<User | null> {
    return userOf(context, advance.userId);
  }
}
