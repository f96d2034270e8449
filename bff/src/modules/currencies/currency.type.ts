import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A currency a company may keep its books in.' })
export class Currency {
  @Field(() => String, { description: 'ISO 4217 code, for example INR.' })
  code!: string;

  @Field(() => String, { description: 'Currency name.' })
  name!: string;

  @Field(() => String, { description: 'Symbol, for example ₹.' })
  symbol!: string;
}
