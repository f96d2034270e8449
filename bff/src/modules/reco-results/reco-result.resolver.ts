import { ArrayMaxSize, ArrayMinSize, Max, MaxLength, Min } from 'class-validator';
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
  Subscription,
  type SubscribeResolverData,
} from 'type-graphql';
import type { ConcordEvent } from '@concord/db';
import type { RequestContext } from '../../context.js';
import { startingWith } from '../../events/event-hub.js';
import { ErrorCode, graphQLError, messages } from '../../upstream/error-mapping.js';
import { RunPhase } from '../reco-shared/reco-enums.js';
import { toUser, User } from '../users/user.type.js';
import {
  DecisionKind,
  EntryCategory,
  EntryStatus,
  RecoChange,
  RecoDecision,
  RecoEntryPage,
  RecoRunProgress,
  RecoSummary,
  toRecoDecision,
  toRecoEntry,
  toRecoSummary,
  EntryDecisionRef,
  RecoCarryReport,
  toRecoCarryReport,
} from './reco-result.type.js';

/** Where a run stands, as a progress event: its phase while it is queued or running, else none. */
function runReading(
  companyId: number,
  iteration: {
    iteration_id: number;
    reco_id: number;
    run: { state: string; phase: string | null; percent: number };
  },
): ConcordEvent {
  const live = iteration.run.state === 'queued' || iteration.run.state === 'running';
  return {
    companyId,
    topic: 'reco.run',
    id: iteration.iteration_id,
    data: {
      recoId: iteration.reco_id,
      phase: live ? (iteration.run.phase ?? 'queued') : null,
      percent: iteration.run.percent,
    },
  };
}

/** One page of a summary cell's entries: the cell and the keyset position (own or shared view). */
@ArgsType()
export abstract class EntryPageArgs {
  @Field(() => EntryStatus, { nullable: true, description: 'Summary cell: status.' })
  status?: EntryStatus | null;

  @Field(() => EntryCategory, { nullable: true, description: 'Summary cell: category.' })
  category?: EntryCategory | null;

  @Field(() => String, { nullable: true, description: 'Summary cell: remark.' })
  @MaxLength(200)
  remark?: string | null;

  @Field(() => String, { nullable: true, description: 'Remark 2, within the cell.' })
  @MaxLength(300)
  remark2?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Lines after this one (`nextAfterLine` of the previous page); none for the first page.',
  })
  @Min(-1)
  afterLine?: number | null;

  @Field(() => Int, { defaultValue: 50, description: 'Lines per page, 1 to 200.' })
  @Min(1, { message: 'Size must be between 1 and 200' })
  @Max(200, { message: 'Size must be between 1 and 200' })
  size!: number;
}

@ArgsType()
export class RecoEntriesArgs extends EntryPageArgs {
  @Field(() => Int, { description: 'Iteration id.' })
  iterationId!: number;
}

@ArgsType()
export class DecideArgs {
  @Field(() => Int, { description: 'Iteration id.' })
  iterationId!: number;

  @Field(() => DecisionKind, { description: 'What to decide.' })
  kind!: DecisionKind;

  @Field(() => [Int], {
    description: 'Entry numbers: for MATCH both sides; otherwise any entry of the pair.',
  })
  @ArrayMinSize(1, { message: 'Choose at least one entry' })
  @ArrayMaxSize(50, { message: 'At most 50 entries at once' })
  entryNumbers!: number[];

  @Field(() => String, { nullable: true, description: 'Remarks kept with the decision.' })
  @MaxLength(2000)
  remarks?: string | null;
}

/** The caller's company, with reco:read, or the reason to refuse a subscription. */
async function subscriber(context: RequestContext): Promise<number> {
  if (!context.token) throw graphQLError(messages.unauthenticated, ErrorCode.Unauthenticated);
  const claims = await context.claims();
  if (!claims?.scopes.includes('reco:read'))
    throw graphQLError(messages.forbidden, ErrorCode.Forbidden);
  // The users service checks the session and any tenant headers, as for every HTTP call.
  await context.users.companyContext();
  if (!context.events.live)
    throw graphQLError(
      'Live updates are not available on this server.',
      ErrorCode.UpstreamUnavailable,
    );
  return context.companyId();
}

@Resolver(() => RecoSummary)
export class RecoResultResolver {
  @Authorized('reco:read')
  @Query(() => RecoSummary, {
    description: "An iteration's summary and closing-balance bridge (latest-recos/summary).",
  })
  async recoSummary(
    @Arg('iterationId', () => Int, { description: 'Iteration id.' }) iterationId: number,
    @Ctx() context: RequestContext,
  ): Promise<RecoSummary> {
    return toRecoSummary(await context.reco.summary(iterationId));
  }

  @Authorized('reco:read')
  @Query(() => RecoEntryPage, {
    description:
      'Drill-down: the lines of one summary cell, both sides of each pair together, paged by line on the server.',
  })
  async recoEntries(
    @Args(() => RecoEntriesArgs) args: RecoEntriesArgs,
    @Ctx() context: RequestContext,
  ): Promise<RecoEntryPage> {
    const page = await context.reco.entries(args.iterationId, {
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
      items: page.items.map((e) => toRecoEntry(e)),
      totalEntries: page.total_entries,
      nextAfterLine: page.next_after_line,
    };
  }

  @Authorized('reco:read')
  @Query(() => RecoCarryReport, {
    description:
      'What the run of an iteration did with the decisions taken by hand on the iteration before: how many it carried, and those it could not with the entries no longer in the files.',
  })
  async recoCarryReport(
    @Arg('iterationId', () => Int, { description: 'Iteration id.' }) iterationId: number,
    @Ctx() context: RequestContext,
  ): Promise<RecoCarryReport> {
    return toRecoCarryReport(await context.reco.carryReport(iterationId));
  }

  @Authorized('reco:read')
  @Query(() => [RecoDecision], { description: 'Decisions taken by hand on an iteration.' })
  async recoDecisions(
    @Arg('iterationId', () => Int, { description: 'Iteration id.' }) iterationId: number,
    @Ctx() context: RequestContext,
  ): Promise<RecoDecision[]> {
    return (await context.reco.decisions(iterationId)).map(toRecoDecision);
  }

  @Authorized('reco:write')
  @Mutation(() => RecoDecision, {
    description:
      'Match, unmatch, accept or reject entries by hand (reconciler, result ready). The summary and bridge follow at once; the decision is carried to the next iteration where its entries exist again.',
  })
  async decideRecoEntries(
    @Args(() => DecideArgs) args: DecideArgs,
    @Ctx() context: RequestContext,
  ): Promise<RecoDecision> {
    return toRecoDecision(
      await context.reco.decide(args.iterationId, {
        kind: args.kind,
        entries: args.entryNumbers,
        ...(args.remarks ? { remarks: args.remarks } : {}),
      }),
    );
  }

  @Authorized('reco:write')
  @Mutation(() => RecoDecision, {
    description:
      'Undoes a decision taken on the current iteration; its entries get back what they were.',
  })
  async undoRecoDecision(
    @Arg('decisionId', () => Int, { description: 'Decision id.' }) decisionId: number,
    @Ctx() context: RequestContext,
  ): Promise<RecoDecision> {
    return toRecoDecision(await context.reco.undoDecision(decisionId));
  }

  @Subscription(() => RecoRunProgress, {
    description:
      'Live progress of a run (reading books, reading counterparty, matching, writing), starting with where it stands when the subscription begins (no phase once it is over). Same token and tenant checks as the queries.',
    subscribe: async ({
      args,
      context,
    }: SubscribeResolverData<unknown, { iterationId: number }, RequestContext>) => {
      const companyId = await subscriber(context);
      // Listen first, then read where the run stands: a run that ends while the page loads
      // still reaches it, as this first reading (phase null once it is over).
      const events = context.events.subscribe(
        (e) => e.companyId === companyId && e.topic === 'reco.run' && e.id === args.iterationId,
      );
      try {
        // The service decides whether this iteration is the caller's (404 otherwise).
        const iteration = await context.reco.iteration(args.iterationId);
        return startingWith(runReading(companyId, iteration), events);
      } catch (error) {
        await events.return?.();
        throw error;
      }
    },
  })
  recoRunProgress(
    @Arg('iterationId', () => Int, { description: 'Iteration id.' }) _iterationId: number,
    @Root() event: ConcordEvent,
  ): RecoRunProgress {
    return {
      iterationId: event.id,
      recoId: Number(event.data.recoId),
      phase: (event.data.phase as RunPhase | null) ?? null,
      percent: Number(event.data.percent ?? 0),
    };
  }

  @Subscription(() => RecoChange, {
    description:
      "Changes to the active company's reconciliations (or one of them): transitions, uploads, run ends, decisions by hand.",
    subscribe: async ({
      args,
      context,
    }: SubscribeResolverData<unknown, { recoId?: number | null }, RequestContext>) => {
      const companyId = await subscriber(context);
      const recoId = args.recoId ?? undefined;
      if (recoId !== undefined) await context.reco.reco(recoId);
      return context.events.subscribe(
        (e) =>
          e.companyId === companyId &&
          (e.topic === 'reco.state' || e.topic === 'reco.entries') &&
          (recoId === undefined ||
            (e.topic === 'reco.state' ? e.id === recoId : Number(e.data.recoId) === recoId)),
      );
    },
  })
  recoChanged(
    @Arg('recoId', () => Int, { nullable: true, description: 'Only this reconciliation.' })
    _recoId: number | null,
    @Root() event: ConcordEvent,
  ): RecoChange {
    const entries = event.topic === 'reco.entries';
    return {
      recoId: entries ? Number(event.data.recoId) : event.id,
      what: entries ? 'entries' : 'state',
      iterationId: entries
        ? event.id
        : event.data.iterationId === null || event.data.iterationId === undefined
          ? null
          : Number(event.data.iterationId),
    };
  }
}

@Resolver(() => RecoDecision)
export class RecoDecisionResolver {
  @FieldResolver(() => User, { description: 'Who decided.' })
  async decidedBy(@Root() d: RecoDecision, @Ctx() context: RequestContext): Promise<User> {
    return toUser(await context.loaders.user.load(d.decidedByUserId));
  }

  @FieldResolver(() => User, { nullable: true, description: 'Who undid it.' })
  async undoneBy(@Root() d: RecoDecision, @Ctx() context: RequestContext): Promise<User | null> {
    return d.undoneByUserId === null
      ? null
      : toUser(await context.loaders.user.load(d.undoneByUserId));
  }
}

@Resolver(() => EntryDecisionRef)
export class EntryDecisionRefResolver {
  @FieldResolver(() => User, { description: 'Who decided.' })
  async decidedBy(@Root() d: EntryDecisionRef, @Ctx() context: RequestContext): Promise<User> {
    return toUser(await context.loaders.user.load(d.decidedByUserId));
  }
}
