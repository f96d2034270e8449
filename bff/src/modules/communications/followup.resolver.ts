import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { BulkMailInput, FollowUpListArgs } from './followup.input.js';
import { BulkMailResult, FollowUpPage, toBulkMailResult, toFollowUp } from './followup.type.js';

@Resolver(() => FollowUpPage)
export class FollowUpResolver {
  @Authorized('reco:read')
  @Query(() => FollowUpPage, {
    description:
      'Parties written to, one per reconciliation, with what came back (spec GET /reconciliation/followup_lists/).',
  })
  async followUps(
    @Args(() => FollowUpListArgs) args: FollowUpListArgs,
    @Ctx() context: RequestContext,
  ): Promise<FollowUpPage> {
    const page = await context.reco.followUps({
      page: args.page,
      size: args.size,
      ...(args.status ? { status: args.status } : {}),
      ...(args.projectId ? { project_id: args.projectId } : {}),
      ...(args.search?.trim() ? { search: args.search.trim() } : {}),
    });
    return {
      items: page.items.map(toFollowUp),
      totalCount: page.totalCount,
      page: page.page,
      size: page.size,
      counts: page.counts,
    };
  }

  @Authorized('reco:read')
  @Mutation(() => BulkMailResult, {
    description:
      'Sends one template to the parties of many reconciliations (spec POST send_bulk_mail/); reconcilers and reviewers only.',
  })
  async sendBulkMail(
    @Arg('input', () => BulkMailInput, { description: 'What to send to whom.' })
    input: BulkMailInput,
    @Ctx() context: RequestContext,
  ): Promise<BulkMailResult> {
    return toBulkMailResult(
      await context.reco.sendBulkMail({
        batch_key: input.batchKey,
        template_id: input.templateId,
        reco_ids: [...new Set(input.recoIds)],
      }),
    );
  }

  @Authorized('reco:read')
  @Query(() => BulkMailResult, { description: 'A bulk send as it stands: its progress.' })
  async bulkMail(
    @Arg('batchKey', () => String, { description: 'The batch key of the send.' })
    batchKey: string,
    @Ctx() context: RequestContext,
  ): Promise<BulkMailResult> {
    return toBulkMailResult(await context.reco.bulkMailProgress(batchKey));
  }
}
