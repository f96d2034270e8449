import { Ctx, FieldResolver, Resolver, Root, type ClassType } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { loadParty, Party, type PartyRef } from './poso-shared.type.js';

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
    vendor(@Root() document: WithParties, @Ctx() context: RequestContext): Promise<Party> {
      return loadParty(context, document.vendorRef);
    }

    @FieldResolver(() => Party, { description: descriptions.customer })
    customer(@Root() document: WithParties, @Ctx() context: RequestContext): Promise<Party> {
      return loadParty(context, document.customerRef);
    }
  }
  return PartyFields;
}
