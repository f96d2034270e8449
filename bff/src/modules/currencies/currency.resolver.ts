import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Currency } from './currency.type.js';

@Resolver(() => Currency)
export class CurrencyResolver {
  @Authorized()
  @Query(() => [Currency], { description: 'Every currency Concord knows.' })
  async currencies(@Ctx() context: RequestContext): Promise<Currency[]> {
    return (await context.users.currencies()).map(({ code, name, symbol }) => ({
      code,
      name,
      symbol,
    }));
  }
}
