import { Args, Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { toUser, User } from '../users/user.type.js';
import { RecoDashboardArgs } from './reco-dashboard.args.js';
import { RecoDashboard, RecoWorkload, toRecoDashboard } from './reco-dashboard.type.js';

@Resolver(() => RecoDashboard)
export class RecoDashboardResolver {
  @Authorized('reco:read')
  @Query(() => RecoDashboard, {
    description:
      'The active company’s reconciliations in aggregate: by state, matched % by party, ageing, unexplained by month, workload.',
  })
  async recoDashboard(
    @Args(() => RecoDashboardArgs) args: RecoDashboardArgs,
    @Ctx() context: RequestContext,
  ): Promise<RecoDashboard> {
    return toRecoDashboard(
      await context.reco.dashboard({
        ...(args.kind ? { kind: args.kind } : {}),
        ...(args.projectId ? { project_id: args.projectId } : {}),
        ...(args.periodEndFrom ? { period_end_from: args.periodEndFrom } : {}),
        ...(args.periodEndTo ? { period_end_to: args.periodEndTo } : {}),
        ...(args.asOf ? { as_of: args.asOf } : {}),
      }),
    );
  }
}

@Resolver(() => RecoWorkload)
export class RecoWorkloadResolver {
  @FieldResolver(() => User, { description: 'The reconciler.' })
  async reconciler(@Root() row: RecoWorkload, @Ctx() context: RequestContext): Promise<User> {
    return toUser(await context.loaders.user.load(row.userId));
  }
}
