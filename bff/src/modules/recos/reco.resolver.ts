import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { RequestContext } from '../../context.js';
import type { RestReco } from '../../upstream/reco-client.js';
import { mapPage } from '../poso-shared/poso-shared.type.js';
import { RecoIteration, toRecoIteration } from '../reco-iterations/reco-iteration.type.js';
import { toUser, User } from '../users/user.type.js';
import {
  ChangePersonArgs,
  CreateRecoInput,
  RecoListArgs,
  RecoRemarksArgs,
  RecoStepArgs,
  RejectRecoArgs,
  RestartRecoArgs,
} from './reco.input.js';
import { Reco, RecoHistoryEntry, RecoHome, RecoPage, toHistoryEntry, toReco } from './reco.type.js';

/** A step's answer: the reco as it is now, also primed for later loads in the request. */
function stepped(context: RequestContext, row: RestReco): Reco {
  context.loaders.reco.prime(row.reco_id, row);
  return toReco(row);
}

function step(args: RecoStepArgs) {
  return { reco_id: args.recoId, ...(args.fromState ? { from_state: args.fromState } : {}) };
}

@Resolver(() => Reco)
export class RecoResolver {
  @Authorized('reco:read')
  @Query(() => RecoPage, {
    description:
      'Reconciliations of the active company: paged, filtered and sorted on the server (latest recos, old recos, a project’s recos).',
  })
  async recos(
    @Args(() => RecoListArgs) args: RecoListArgs,
    @Ctx() context: RequestContext,
  ): Promise<RecoPage> {
    const f = args.filter ?? {};
    const page = await context.reco.recos({
      page: args.page,
      size: args.size,
      ...(f.kind ? { kind: f.kind } : {}),
      ...(f.state ? { state: f.state } : {}),
      ...(f.scope ? { scope: f.scope } : {}),
      ...(f.projectId ? { project_id: f.projectId } : {}),
      ...(f.partyId ? { party_id: f.partyId } : {}),
      ...(f.assigneeId ? { assignee_user_id: f.assigneeId } : {}),
      ...(f.reviewerId ? { reviewer_user_id: f.reviewerId } : {}),
      ...(f.tagId ? { tag_id: f.tagId } : {}),
      ...(f.periodEndFrom ? { period_end_from: f.periodEndFrom } : {}),
      ...(f.periodEndTo ? { period_end_to: f.periodEndTo } : {}),
      ...(f.openedFrom ? { opened_from: f.openedFrom } : {}),
      ...(f.openedTo ? { opened_to: f.openedTo } : {}),
      ...(f.search ? { search: f.search } : {}),
      ...(args.sort ? { sort: args.sort.field, order: args.sort.direction } : {}),
    });
    for (const row of page.items) context.loaders.reco.prime(row.reco_id, row);
    return mapPage(page, toReco);
  }

  @Authorized('reco:read')
  @Query(() => Reco, { description: 'One reconciliation.' })
  async reco(
    @Arg('id', () => Int, { description: 'Reconciliation id.' }) id: number,
    @Ctx() context: RequestContext,
  ): Promise<Reco> {
    return toReco(await context.loaders.reco.load(id));
  }

  @Authorized('reco:read')
  @Query(() => RecoHome, { description: 'The signed-in user’s reconciliation work (vc/home).' })
  async recoHome(@Ctx() context: RequestContext): Promise<RecoHome> {
    const home = await context.reco.home();
    return {
      assignedToMe: home.assigned_to_me.map((a) => ({
        state: a.state as Reco['state'],
        count: a.count,
      })),
      waitingForMyReview: home.waiting_for_my_review,
      failedRuns: home.failed_runs,
      openRecos: home.open_recos,
      unexplainedTotal: home.unexplained_total,
      recentlyChanged: home.recently_changed.map(toReco),
    };
  }

  @Authorized('reco:read')
  @Query(() => [RecoHistoryEntry], {
    description: 'Every transition and upload of a reconciliation, oldest first.',
  })
  async recoHistory(
    @Arg('recoId', () => Int, { description: 'Reconciliation id.' }) recoId: number,
    @Ctx() context: RequestContext,
  ): Promise<RecoHistoryEntry[]> {
    return (await context.reco.history(recoId)).map(toHistoryEntry);
  }

  @Authorized('reco:write')
  @Mutation(() => Reco, {
    description: 'Creates a reconciliation with its first iteration (state CREATED).',
  })
  async createReco(
    @Arg('input', () => CreateRecoInput, { description: 'The reconciliation.' })
    input: CreateRecoInput,
    @Ctx() context: RequestContext,
  ): Promise<Reco> {
    return stepped(
      context,
      await context.reco.createReco({
        project_id: input.projectId,
        party_id: input.partyId,
        ...(input.periodFrom ? { period_from: input.periodFrom } : {}),
        ...(input.periodTo ? { period_to: input.periodTo } : {}),
        ...(input.assigneeId ? { assignee_user_id: input.assigneeId } : {}),
        ...(input.reviewerId ? { reviewer_user_id: input.reviewerId } : {}),
      }),
    );
  }

  @Authorized('reco:write')
  @Mutation(() => Reco, {
    description:
      'FILES_UPLOADED -> RUNNING: queues the run (spec start_reco). Both files must be uploaded and their mappings confirmed. Reconciler only.',
  })
  async startReco(@Args(() => RecoStepArgs) args: RecoStepArgs, @Ctx() context: RequestContext) {
    return stepped(context, await context.reco.start(args.recoId, args.fromState ?? undefined));
  }

  @Authorized('reco:write')
  @Mutation(() => Reco, {
    description:
      'OUTPUT_READY -> IN_REVIEW: submits the result (spec continue_reco). Reconciler only.',
  })
  async submitReco(@Args(() => RecoStepArgs) args: RecoStepArgs, @Ctx() context: RequestContext) {
    return stepped(context, await context.reco.submit(args.recoId, args.fromState ?? undefined));
  }

  @Authorized('reco:review')
  @Mutation(() => Reco, {
    description: 'IN_REVIEW -> ACCEPTED (spec accept_file). Reviewer only.',
  })
  async acceptReco(
    @Args(() => RecoRemarksArgs) args: RecoRemarksArgs,
    @Ctx() context: RequestContext,
  ) {
    return stepped(
      context,
      await context.reco.accept({
        ...step(args),
        ...(args.remarks ? { remarks: args.remarks } : {}),
      }),
    );
  }

  @Authorized('reco:review')
  @Mutation(() => Reco, {
    description: 'IN_REVIEW -> REJECTED with remarks, back to the reconciler (spec reject_file).',
  })
  async rejectReco(
    @Args(() => RejectRecoArgs) args: RejectRecoArgs,
    @Ctx() context: RequestContext,
  ) {
    return stepped(context, await context.reco.reject({ ...step(args), remarks: args.remarks }));
  }

  @Authorized('reco:write')
  @Mutation(() => Reco, {
    description:
      'A new iteration (spec restart_reco) from OUTPUT_READY, ACCEPTED or REJECTED; files may be carried over. Manual decisions carry to entries found again.',
  })
  async restartReco(
    @Args(() => RestartRecoArgs) args: RestartRecoArgs,
    @Ctx() context: RequestContext,
  ) {
    return stepped(
      context,
      await context.reco.restart({
        ...step(args),
        keep_books: args.keepBooks,
        keep_counterparty: args.keepCounterparty,
        ...(args.remarks ? { remarks: args.remarks } : {}),
      }),
    );
  }

  @Authorized('reco:read')
  @Mutation(() => Reco, {
    description:
      'Closes the reconciliation (spec inactive_reco). Its reconciler, an owner or an admin.',
  })
  async makeRecoInactive(
    @Args(() => RecoRemarksArgs) args: RecoRemarksArgs,
    @Ctx() context: RequestContext,
  ) {
    return stepped(
      context,
      await context.reco.inactivate({
        ...step(args),
        ...(args.remarks ? { remarks: args.remarks } : {}),
      }),
    );
  }

  @Authorized('company:admin')
  @Mutation(() => Reco, {
    description: 'Gives the reconciliation to another reconciler (spec change_assignee).',
  })
  async changeRecoAssignee(
    @Args(() => ChangePersonArgs) args: ChangePersonArgs,
    @Ctx() context: RequestContext,
  ) {
    return stepped(
      context,
      await context.reco.changeAssignee({ ...step(args), user_id: args.userId }),
    );
  }

  @Authorized('company:admin')
  @Mutation(() => Reco, {
    description: 'Gives the reconciliation to another reviewer (spec change_assigner).',
  })
  async changeRecoReviewer(
    @Args(() => ChangePersonArgs) args: ChangePersonArgs,
    @Ctx() context: RequestContext,
  ) {
    return stepped(
      context,
      await context.reco.changeReviewer({ ...step(args), user_id: args.userId }),
    );
  }

  @FieldResolver(() => User, { nullable: true, description: 'The reconciler (assignee).' })
  async assignee(@Root() reco: Reco, @Ctx() context: RequestContext): Promise<User | null> {
    return reco.assigneeId === null
      ? null
      : toUser(await context.loaders.user.load(reco.assigneeId));
  }

  @FieldResolver(() => User, { nullable: true, description: 'The reviewer (assigner).' })
  async reviewer(@Root() reco: Reco, @Ctx() context: RequestContext): Promise<User | null> {
    return reco.reviewerId === null
      ? null
      : toUser(await context.loaders.user.load(reco.reviewerId));
  }

  @FieldResolver(() => RecoIteration, { nullable: true, description: 'The current iteration.' })
  async currentIteration(
    @Root() reco: Reco,
    @Ctx() context: RequestContext,
  ): Promise<RecoIteration | null> {
    if (reco.currentIterationId === null) return null;
    return toRecoIteration(await context.loaders.iteration.load(reco.currentIterationId));
  }
}

@Resolver(() => RecoHistoryEntry)
export class RecoHistoryResolver {
  @FieldResolver(() => User, { nullable: true, description: 'Who did it (none for the engine).' })
  async user(
    @Root() entry: RecoHistoryEntry,
    @Ctx() context: RequestContext,
  ): Promise<User | null> {
    return entry.userId === null ? null : toUser(await context.loaders.user.load(entry.userId));
  }
}
