import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export const SearchHitKind = {
  PURCHASE_ORDER: 'PURCHASE_ORDER',
  RECEIVED_PURCHASE_ORDER: 'RECEIVED_PURCHASE_ORDER',
  SALES_INVOICE: 'SALES_INVOICE',
  PURCHASE_INVOICE: 'PURCHASE_INVOICE',
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
    COMPANY: { description: 'A connected customer or vendor.' },
  },
});

@ObjectType({ description: 'One thing the header search found in the active company.' })
export class SearchHit {
  @Field(() => SearchHitKind, { description: 'What it is.' })
  kind!: SearchHitKind;

  @Field(() => Int, { description: "Its id, as the document's or company's own query takes it." })
  id!: number;

  @Field(() => String, { description: 'What the user reads: the document number or the name.' })
  label!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The other company of a document; the country of a company.',
  })
  detail!: string | null;
}
