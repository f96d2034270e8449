import { Field, Int, ObjectType } from 'type-graphql';
import type { RestCompany, RestCompanySummary } from '../../upstream/users-client.js';

@ObjectType({ description: 'A company using Concord.' })
export class Company {
  @Field(() => Int, { description: 'Numeric company id.' })
  id!: number;

  @Field(() => String, { description: 'Registered company name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Country the company is registered in.' })
  country!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "ISO 4217 code of the company's base currency.",
  })
  baseCurrency!: string | null;
}

@ObjectType({ description: 'A company the signed-in user belongs to, with their role in it.' })
export class CompanySummary {
  @Field(() => Int, { description: 'Numeric company id.' })
  id!: number;

  @Field(() => String, { description: 'Registered company name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Country the company is registered in.' })
  country!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "ISO 4217 code of the company's base currency.",
  })
  baseCurrency!: string | null;

  @Field(() => String, { description: "The signed-in user's role in the company." })
  role!: string;
}

export function toCompany(
  company: Pick<RestCompany, 'company_id' | 'company_name' | 'company_country' | 'base_currency'>,
): Company {
  return {
    id: company.company_id,
    name: company.company_name,
    country: company.company_country ?? null,
    baseCurrency: company.base_currency ?? null,
  };
}

export function toCompanySummary(company: RestCompanySummary): CompanySummary {
  return { ...toCompany(company), role: company.role };
}
