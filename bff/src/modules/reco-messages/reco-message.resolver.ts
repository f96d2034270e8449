import {
  Arg,
  Authorized,
  Ctx,
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
import { ErrorCode, graphQLError, messages } from '../../upstream/error-mapping.js';
import { toUser, User } from '../users/user.type.js';
import { RecoMessage, toRecoMessage } from './reco-message.type.js';

const MESSAGE_TOPIC = 'reco.message';

@Resolver(() => RecoMessage)
export class RecoMessageResolver {
  @Authorized('reco:read')
  @Query(() => [RecoMessage], {
    description:
      'One conversation, oldest first: the reconciliation’s own, or one entry’s (iterationId and entryNo), or every message of the reconciliation (all).',
  })
  async recoMessages(
    @Arg('recoId', () => Int, { description: 'Reconciliation id.' }) recoId: number,
    @Arg('iterationId', () => Int, { nullable: true, description: 'Iteration of the entry.' })
    iterationId: number | null,
    @Arg('entryNo', () => Int, { nullable: true, description: 'The entry.' })
    entryNo: number | null,
    @Arg('all', () => Boolean, { defaultValue: false, description: 'Every thread.' })
    all: boolean,
    @Ctx() context: RequestContext,
  ): Promise<RecoMessage[]> {
    const rows = await context.reco.messages(recoId, {
      ...(iterationId !== null ? { iteration_id: iterationId } : {}),
      ...(entryNo !== null ? { entry_no: entryNo } : {}),
      ...(all ? { all: true } : {}),
    });
    return rows.map(toRecoMessage);
  }

  @Authorized('reco:read')
  @Mutation(() => RecoMessage, {
    description:
      'The spec’s send_msg: a message on the reconciliation or on one entry; mentioned members are notified.',
  })
  async sendRecoMessage(
    @Arg('recoId', () => Int, { description: 'Reconciliation id.' }) recoId: number,
    @Arg('body', () => String, { description: 'The message (up to 4000 characters).' })
    body: string,
    @Arg('iterationId', () => Int, { nullable: true, description: 'Iteration of the entry.' })
    iterationId: number | null,
    @Arg('entryNo', () => Int, { nullable: true, description: 'The entry it is about.' })
    entryNo: number | null,
    @Arg('mentionIds', () => [Int], { nullable: true, description: 'Members to mention.' })
    mentionIds: number[] | null,
    @Ctx() context: RequestContext,
  ): Promise<RecoMessage> {
    return toRecoMessage(
      await context.reco.sendMessage({
        reco_id: recoId,
        body,
        ...(iterationId !== null ? { iteration_id: iterationId } : {}),
        ...(entryNo !== null ? { entry_no: entryNo } : {}),
        ...(mentionIds ? { mentions: mentionIds } : {}),
      }),
    );
  }

  @Subscription(() => RecoMessage, {
    description:
      'New messages on a reconciliation (any thread), from any BFF replica. Same token and tenant checks as the queries.',
    subscribe: async ({
      args,
      context,
    }: SubscribeResolverData<unknown, { recoId: number }, RequestContext>) => {
      if (!context.token) throw graphQLError(messages.unauthenticated, ErrorCode.Unauthenticated);
      const claims = await context.claims();
      if (!claims?.scopes.includes('reco:read'))
        throw graphQLError(messages.forbidden, ErrorCode.Forbidden);
      await context.users.companyContext();
      if (!context.events.live)
        throw graphQLError(
          'Live updates are not available on this server.',
          ErrorCode.UpstreamUnavailable,
        );
      const companyId = await context.companyId();
      // The service decides whether this reco is the caller's (404 otherwise).
      await context.reco.reco(args.recoId);
      return context.events.subscribe(
        (e) =>
          e.companyId === companyId &&
          e.topic === MESSAGE_TOPIC &&
          Number(e.data.recoId) === args.recoId,
      );
    },
  })
  async recoMessageAdded(
    @Arg('recoId', () => Int, { description: 'Reconciliation id.' }) _recoId: number,
    @Root() event: ConcordEvent,
    @Ctx() context: RequestContext,
  ): Promise<RecoMessage> {
    // Read with the subscriber's token: a session ended since subscribing gets nothing.
    return toRecoMessage(await context.reco.message(event.id));
  }

  @FieldResolver(() => User, { nullable: true, description: 'Who wrote it.' })
  async author(@Root() message: RecoMessage, @Ctx() context: RequestContext) {
    return toUser(await context.loaders.user.load(message.authorId));
  }
}
