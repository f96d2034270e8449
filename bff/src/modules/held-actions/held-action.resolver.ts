import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { HeldAction, toHeldAction } from './held-action.type.js';

@Resolver(() => HeldAction)
export class HeldActionResolver {
  @Authorized()
  @Query(() => HeldAction, {
    description: 'What became of a held action; one that is due is carried out first.',
  })
  async heldAction(
    @Arg('id', () => Int, { description: 'The held action (`heldAction.id` of a document).' })
    id: number,
    @Ctx() context: RequestContext,
  ): Promise<HeldAction> {
    return toHeldAction(await context.poso.heldAction(id));
  }

  @Authorized()
  @Mutation(() => HeldAction, {
    description:
      'Undoes a held action within its grace period (only whoever acted); afterwards a CONFLICT error says it is too late.',
  })
  async undoHeldAction(
    @Arg('id', () => Int, { description: 'The held action (`heldAction.id` of a document).' })
    id: number,
    @Ctx() context: RequestContext,
  ): Promise<HeldAction> {
    return toHeldAction(await context.poso.undoHeldAction(id));
  }
}
