import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import {
  SubscriptionRequest,
  toSubscriptionRequest,
  toToolSubscription,
  ToolSubscription,
} from './tool.type.js';

@Resolver(() => ToolSubscription)
export class ToolResolver {
  @Authorized()
  @Query(() => [ToolSubscription], {
    description: 'Licensable tools and whether the company may use them.',
  })
  async toolSubscriptions(
    @Arg('companyId', () => Int, {
      nullable: true,
      description: 'Company id; without it hasAccess is false.',
    })
    companyId: number | null | undefined,
    @Ctx() context: RequestContext,
  ): Promise<ToolSubscription[]> {
    return (await context.users.toolSubscriptions(companyId ?? undefined)).map(toToolSubscription);
  }

  @Authorized('tools:request')
  @Mutation(() => SubscriptionRequest, {
    description: 'Asks for a company to be subscribed to a tool.',
  })
  async requestToolSubscription(
    @Arg('companyId', () => Int, { description: 'Company to subscribe.' }) companyId: number,
    @Arg('toolId', () => Int, { description: 'Tool to subscribe to.' }) toolId: number,
    @Ctx() context: RequestContext,
  ): Promise<SubscriptionRequest> {
    const me = await context.me();
    return toSubscriptionRequest(
      await context.users.requestToolSubscription(companyId, toolId, me.user_id),
    );
  }
}
