import {
  Arg,
  Args,
  ArgsType,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { toUser, User } from '../users/user.type.js';
import {
  EntryAnswer,
  EntryAnswerKind,
  RecoEntryPage,
  toEntryAnswer,
  toRecoEntry,
  toRecoSummary,
  type AnswerDocumentPath,
} from '../reco-results/reco-result.type.js';
import { EntryPageArgs } from '../reco-results/reco-result.resolver.js';
import {
  RecoShare,
  RecoSharingPossibility,
  SharedRecoPage,
  SharedRecoView,
  toRecoShare,
  toSharedReco,
  toSharingPossibility,
} from './reco-share.type.js';

@ArgsType()
export class SharedRecoEntriesArgs extends EntryPageArgs {
  @Field(() => Int, { description: 'Share id on this side.' })
  shareId!: number;
}

/** The receiver streams its own documents through the share. */
const receiverDocumentPath =
  (shareId: number): AnswerDocumentPath =>
  (a) =>
    `/files/reco/shared/${shareId}/entries/${a.entry_no}/document`;

@Resolver(() => RecoShare)
export class RecoShareResolver {
  @Authorized('reco:read')
  @Query(() => RecoSharingPossibility, {
    description:
      'The spec’s is_sharing_possible: whether this iteration can be shared with its party’s company (connected on Concord, accepted), and why not.',
  })
  async recoSharingPossible(
    @Arg('iterationId', () => Int, { description: 'Iteration id.' }) iterationId: number,
    @Ctx() context: RequestContext,
  ): Promise<RecoSharingPossibility> {
    return toSharingPossibility(await context.reco.sharingPossible(iterationId));
  }

  @Authorized('reco:write', 'reco:review')
  @Mutation(() => RecoShare, {
    description:
      'The spec’s share_reco: shares one iteration with the party’s company; it appears in their shared recos and their owners and admins are told.',
  })
  async shareReco(
    @Arg('reconcileeCompanyId', () => Int, { description: 'The party’s company.' })
    reconcileeCompanyId: number,
    @Arg('iterationId', () => Int, { description: 'The iteration to share.' })
    iterationId: number,
    @Ctx() context: RequestContext,
  ): Promise<RecoShare> {
    return toRecoShare(await context.reco.shareReco(reconcileeCompanyId, iterationId));
  }

  @Authorized('reco:read')
  @Query(() => [RecoShare], {
    description: 'Whom the iterations of a reconciliation were shared with.',
  })
  async recoShares(
    @Arg('recoId', () => Int, { description: 'Reconciliation id.' }) recoId: number,
    @Ctx() context: RequestContext,
  ): Promise<RecoShare[]> {
    return (await context.reco.recoShares(recoId)).map(toRecoShare);
  }

  @Authorized('reco:read')
  @Query(() => SharedRecoPage, {
    description:
      'Reconciliations other companies shared with the active company (vc/vendor/shared-recos).',
  })
  async sharedRecos(
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page (1-based).' }) page: number,
    @Arg('size', () => Int, { defaultValue: 10, description: 'Page size, 1 to 100.' }) size: number,
    @Ctx() context: RequestContext,
  ): Promise<SharedRecoPage> {
    const answer = await context.reco.sharedRecos({ page, size });
    return { ...answer, items: answer.items.map(toSharedReco) };
  }

  @Authorized('reco:read')
  @Query(() => SharedRecoView, {
    description: 'A reconciliation shared with the active company: who shared it and its summary.',
  })
  async sharedReco(
    @Arg('id', () => Int, { description: 'Share id on this side.' }) id: number,
    @Ctx() context: RequestContext,
  ): Promise<SharedRecoView> {
    const answer = await context.reco.sharedReco(id);
    return { share: toSharedReco(answer.share), summary: toRecoSummary(answer.summary) };
  }

  @Authorized('reco:read')
  @Query(() => RecoEntryPage, {
    description:
      'Drill-down of a shared reconciliation (its one iteration), with the answers given.',
  })
  async sharedRecoEntries(
    @Args(() => SharedRecoEntriesArgs) args: SharedRecoEntriesArgs,
    @Ctx() context: RequestContext,
  ): Promise<RecoEntryPage> {
    const page = await context.reco.sharedEntries(args.shareId, {
      size: args.size,
      ...(args.status ? { status: args.status } : {}),
      ...(args.category ? { category: args.category } : {}),
      ...(args.remark !== null && args.remark !== undefined ? { remark: args.remark } : {}),
      ...(args.remark2 !== null && args.remark2 !== undefined ? { remark2: args.remark2 } : {}),
      ...(args.afterLine !== null && args.afterLine !== undefined
        ? { after_line: args.afterLine }
        : {}),
    });
    return {
      items: page.items.map((e) => toRecoEntry(e, receiverDocumentPath(args.shareId))),
      totalEntries: page.total_entries,
      nextAfterLine: page.next_after_line,
    };
  }

  @Authorized('reco:write', 'reco:review')
  @Mutation(() => EntryAnswer, {
    description:
      'Answers on an entry of a reconciliation shared with the active company: agree, or disagree with a remark. The sharer sees it on the entry at once.',
  })
  async answerSharedRecoEntry(
    @Arg('shareId', () => Int, { description: 'Share id on this side.' }) shareId: number,
    @Arg('entryNumber', () => Int, { description: 'The entry.' }) entryNumber: number,
    @Arg('answer', () => EntryAnswerKind, { description: 'Agree or disagree.' })
    answer: EntryAnswerKind,
    @Arg('remark', () => String, {
      nullable: true,
      description: 'Required to disagree: what their books say.',
    })
    remark: string | null,
    @Ctx() context: RequestContext,
  ): Promise<EntryAnswer> {
    const saved = await context.reco.answerSharedEntry(shareId, entryNumber, {
      answer,
      ...(remark ? { remark } : {}),
    });
    return toEntryAnswer(saved, receiverDocumentPath(shareId));
  }

  @FieldResolver(() => User, { nullable: true, description: 'Who shared it.' })
  async sharedBy(@Root() share: RecoShare, @Ctx() context: RequestContext) {
    return toUser(await context.loaders.user.load(share.sharedByUserId));
  }
}
