import { Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { toUserSession, UserSession } from './session.type.js';

@Resolver(() => UserSession)
export class SessionResolver {
  @Authorized()
  @Query(() => [UserSession], {
    description: "The signed-in user's live sessions, newest first; at most ten are kept.",
  })
  async mySessions(@Ctx() context: RequestContext): Promise<UserSession[]> {
    return (await context.users.listSessions()).map(toUserSession);
  }

  @Authorized()
  @Mutation(() => Int, {
    description:
      'Signs out every other session of the signed-in user, at once everywhere; answers how many ended.',
  })
  async signOutOtherSessions(@Ctx() context: RequestContext): Promise<number> {
    return (await context.users.signOutOtherSessions()).revoked;
  }
}
