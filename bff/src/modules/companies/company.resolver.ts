import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Company, CompanySummary, toCompany, toCompanySummary } from './company.type.js';

@Resolver(() => Company)
export class CompanyResolver {
  @Authorized()
  @Query(() => [CompanySummary], { description: 'Companies the signed-in user belongs to.' })
  async myCompanies(@Ctx() context: RequestContext): Promise<CompanySummary[]> {
    return (await context.users.myCompanies()).map(toCompanySummary);
  }

  @Authorized()
  @Query(() => Company, { description: 'One company by id.' })
  async company(
    @Arg('id', () => Int, { description: 'Company id.' }) id: number,
    @Ctx() context: RequestContext,
  ): Promise<Company> {
    return toCompany(await context.loaders.company.load(id));
  }

  @Authorized()
  @Query(() => String, { description: "ISO 4217 code of a company's base currency." })
  async baseCurrency(
    @Arg('companyId', () => Int, { description: 'Company id.' }) companyId: number,
    @Ctx() context: RequestContext,
  ): Promise<string> {
    return context.users.baseCurrency(companyId);
  }
}
