import { Ctx, FieldResolver, Resolver, Root, type ClassType } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { loadParty, Party, type PartyRef } from './poso-shared.type.js';

/**
 * A party named by a document row carries only id and name; its country and base currency
 * come from the party loader (the company's connections), fetched only when a query asks.
 */
@Resolver(() => Party)
export class PartyResolver {
  @FieldResolver()
  country(
    @Root() party: Party,
    @Ctx() context: RequestContext,
  ): Promise<string | null> | string | null {
    if (party.country !== undefined) return party.country;
    return context.loaders.party.load(party.id).then((found) => found?.company_country ?? null);
  }

  @FieldResolver()
  baseCurrency(
    @Root() party: Party,
    @Ctx() context: RequestContext,
  ): Promise<string | null> | string | null {
    if (party.baseCurrency !== undefined) return party.baseCurrency;
    return context.loaders.party.load(party.id).then((found) => found?.base_currency ?? null);
  }
}

type WithParties = { vendorRef: PartyRef; customerRef: PartyRef };

/**
 * `vendor` and `customer` of a document through the per-request party loader; each
 * document resolver extends this with its own descriptions.
 */
export function PartyFieldsResolver(
  objectType: ClassType,
  descriptions: { vendor: string; customer: string },
) {
  @Resolver(() => objectType)
  abstract class PartyFields {
    @FieldResolver(() => Party, { description: descriptions.vendor })
    vendor(@Root() document: WithParties, @Ctx() context: RequestContext): Party | Promise<Party> {
      return loadParty(context, document.vendorRef);
    }

    @FieldResolver(() => Party, { description: descriptions.customer })
    customer(
      @Root() document: WithParties,
      @Ctx() context: RequestContext,
    ): Party | Promise<Party> {
      return loadParty(context, document.customerRef);
    }
  }
  return PartyFields;
}
