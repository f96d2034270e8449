import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { RestHeldAction } from '../../upstream/poso-client.js';
import { DecimalScalar } from '../poso-shared/scalars.js';

// Hand-overs, acceptances and money wait out an undo grace period in the poso service before they
// reach the other company (docs/decisions.md "Undo").

export const HeldActionKind = {
  APPROVE_PURCHASE_ORDER: 'po.approve',
  ACCEPT_RECEIVED_PURCHASE_ORDER: 'po.received.accept',
  SEND_SALES_INVOICE: 'invoice.send',
  ACCEPT_PURCHASE_INVOICE: 'invoice.received.accept',
  CLAIM_PAYMENT: 'payment.claim',
  PAY_ADVANCE: 'advance.pay',
  CONFIRM_PAYMENT: 'payment.confirm',
  CONFIRM_ADVANCE: 'advance.confirm',
} as const satisfies Record<string, RestHeldAction['action']>;
export type HeldActionKind = (typeof HeldActionKind)[keyof typeof HeldActionKind];

export const HeldActionState = {
  PENDING: 'pending',
  COMMITTED: 'committed',
  CANCELLED: 'cancelled',
  FAILED: 'failed',
} as const satisfies Record<string, RestHeldAction['state']>;
export type HeldActionState = (typeof HeldActionState)[keyof typeof HeldActionState];

registerEnumType(HeldActionKind, {
  name: 'HeldActionKind',
  description: 'An action that waits out the undo grace period before it takes effect.',
  valuesConfig: {
    APPROVE_PURCHASE_ORDER: { description: 'Approving a purchase order hands it to the vendor.' },
    ACCEPT_RECEIVED_PURCHASE_ORDER: { description: "The vendor accepts the customer's order." },
    SEND_SALES_INVOICE: { description: 'Sending an invoice hands it to the customer.' },
    ACCEPT_PURCHASE_INVOICE: {
      description: 'The customer accepts an invoice (or gives its finance approval).',
    },
    CLAIM_PAYMENT: { description: 'A payment against a purchase invoice, for the vendor.' },
    PAY_ADVANCE: { description: 'An advance against a purchase order, for the vendor.' },
    CONFIRM_PAYMENT: { description: "The vendor confirms a customer's payment." },
    CONFIRM_ADVANCE: { description: "The vendor confirms a customer's advance." },
  },
});

registerEnumType(HeldActionState, {
  name: 'HeldActionState',
  description: 'What became of a held action.',
  valuesConfig: {
    PENDING: { description: 'Waiting; it can be undone until `dueAt`.' },
    COMMITTED: { description: 'Carried out; too late to undo.' },
    CANCELLED: { description: 'Undone; nothing reached the other company.' },
    FAILED: { description: 'Refused when its time came; `outcome` says why.' },
  },
});

@ObjectType({
  description:
    'An action held for the undo grace period: it takes effect at `dueAt` unless undone before.',
})
export class HeldAction {
  @Field(() => Int, { description: 'Id to undo it with or to ask what became of it.' })
  id!: number;

  @Field(() => HeldActionKind, { description: 'What was done.' })
  kind!: HeldActionKind;

  @Field(() => HeldActionState, { description: 'Where it stands.' })
  state!: HeldActionState;

  @Field(() => String, { description: 'When it takes effect (ISO 8601).' })
  dueAt!: string;

  @Field(() => String, { nullable: true, description: 'Why it was refused, when it failed.' })
  outcome!: string | null;

  @Field(() => Boolean, {
    description: 'Whether the viewer acted: only they may undo it; others see it wait.',
  })
  mine!: boolean;

  @Field(() => DecimalScalar, {
    nullable: true,
    description:
      'The money it moves, in the document currency: a payment or an advance; null otherwise.',
  })
  amount!: string | null;
}

export function toHeldAction(held: RestHeldAction): HeldAction {
  return {
    id: held.held_action_id,
    kind: held.action,
    state: held.state,
    dueAt: held.due_at,
    outcome: held.outcome,
    mine: held.mine,
    amount: held.amount,
  };
}

/** The action held on a document, from its detail (null on lists and when none waits). */
export function heldActionOf(doc: { held_action?: RestHeldAction | null }): HeldAction | null {
  return doc.held_action ? toHeldAction(doc.held_action) : null;
}
