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
} from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { toUser, User } from '../users/user.type.js';
import { GeneratedRecoLink, RecoLink, RecoLinkPurpose, toRecoLink } from './reco-link.type.js';

@Resolver(() => RecoLink)
export class RecoLinkResolver {
  @Authorized('reco:read')
  @Query(() => [RecoLink], {
    description: 'The live links of a reconciliation (neither revoked nor expired), newest first.',
  })
  async recoLinks(
    @Arg('recoId', () => Int, { description: 'Reconciliation id.' }) recoId: number,
    @Ctx() context: RequestContext,
  ): Promise<RecoLink[]> {
    return (await context.reco.links(recoId)).map(toRecoLink);
  }

  @Authorized('reco:write', 'reco:review')
  @Mutation(() => GeneratedRecoLink, {
    description:
      'The spec’s generate_link: a capability link of one iteration with an expiry chosen by the user. Reconcilers and reviewers.',
  })
  async generateRecoLink(
    @Arg('iterationId', () => Int, { description: 'The iteration it opens.' }) iterationId: number,
    @Arg('purpose', () => RecoLinkPurpose, { description: 'What it allows.' })
    purpose: RecoLinkPurpose,
    @Arg('expiresInDays', () => Int, { description: 'How many days it works (1 to 90).' })
    expiresInDays: number,
    @Ctx() context: RequestContext,
  ): Promise<GeneratedRecoLink> {
    const answer = await context.reco.generateLink({
      iteration_id: iterationId,
      purpose,
      expires_in_days: expiresInDays,
    });
    return { link: toRecoLink(answer.link), token: answer.token };
  }

  @Authorized('reco:write', 'reco:review')
  @Mutation(() => RecoLink, {
    description: 'Revokes a link at once; its token then answers like an unknown one.',
  })
  async revokeRecoLink(
    @Arg('id', () => Int, { description: 'Link id.' }) id: number,
    @Ctx() context: RequestContext,
  ): Promise<RecoLink> {
    return toRecoLink(await context.reco.revokeLink(id));
  }

  @FieldResolver(() => User, { nullable: true, description: 'Who made it.' })
  async createdBy(@Root() link: RecoLink, @Ctx() context: RequestContext) {
    return toUser(await context.loaders.user.load(link.createdByUserId));
  }
}
