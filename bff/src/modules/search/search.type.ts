import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export const SearchHitKind = {
  PURCHASE_ORDER: 'PURCHASE_ORDER',
  RECEIVED_PURCHASE_ORDER: 'RECEIVED_PURCHASE_ORDER',
  SALES_INVOICE: 'SALES_INVOICE',
  PURCHASE_INVOICE: 'PURCHASE_INVOICE',
  PAYMENT_MADE: 'PAYMENT_MADE',
  PAYMENT_RECEIVED: 'PAYMENT_RECEIVED',
  ADVANCE_PAID: 'ADVANCE_PAID',
  ADVANCE_RECEIVED: 'ADVANCE_RECEIVED',
  RECONCILIATION: 'RECONCILIATION',
  COMPANY: 'COMPANY',
} as const;
export type SearchHitKind = (typeof SearchHitKind)[keyof typeof SearchHitKind];

registerEnumType(SearchHitKind, {
  name: 'SearchHitKind',
  description: 'What a search hit is; the header groups hits by it.',
  valuesConfig: {
    PURCHASE_ORDER: { description: "One of the company's purchase orders (customer side)." },
    RECEIVED_PURCHASE_ORDER: { description: 'A purchase order received from a customer.' },
    SALES_INVOICE: { description: 'An invoice the company raised (vendor side).' },
    PURCHASE_INVOICE: { description: 'An invoice received from a vendor.' },
    PAYMENT_MADE: { description: 'A payment made against a purchase invoice, by its reference.' },
    PAYMENT_RECEIVED: {
      description: 'A payment received against a sales invoice, by its reference.',
    },
    ADVANCE_PAID: { description: 'An advance paid against a purchase order, by its reference.' },
    ADVANCE_RECEIVED: {
      description: 'An advance received against a received order, by its reference.',
    },
    RECONCILIATION: {
      description: 'A reconciliation, by its party, its project or its number (#id).',
    },
    COMPANY: { description: 'A connected customer or vendor.' },
  },
});

@ObjectType({ description: 'One thing the header search found in the active company.' })
export class SearchHit {
  @Field(() => SearchHitKind, { description: 'What it is.' })
  kind!: SearchHitKind;

  @Field(() => Int, { description: "Its id, as the document's or company's own query takes it." })
  id!: number;

  @Field(() => String, {
    description:
      "What the user reads: the document number, a payment's reference, a reconciliation's party or a company's name.",
  })
  label!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The other company of a document (and what a payment pays); a reconciliation's number and project; the country of a company.",
  })
  detail!: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "Where the hit opens when it has no page of its own: the invoice a payment pays, the order an advance pays, a reconciliation's current iteration (none: its history).",
  })
  openId!: number | null;
}
