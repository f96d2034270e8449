import {
  Arg,
  Authorized,
  Ctx,
  Field,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  registerEnumType,
} from 'type-graphql';
import type { reco } from '@concord/contracts';
import type { RequestContext } from '../../context.js';
import { ErrorCode, graphQLError } from '../../upstream/error-mapping.js';
import { CompanyUser, toCompanyUser } from '../users/user.type.js';

export enum TagColor {
  GRAY = 'gray',
  RED = 'red',
  ORANGE = 'orange',
  YELLOW = 'yellow',
  GREEN = 'green',
  TEAL = 'teal',
  BLUE = 'blue',
  PURPLE = 'purple',
  PINK = 'pink',
}
registerEnumType(TagColor, { name: 'TagColor', description: 'Colour of a tag chip.' });

@ObjectType({ description: 'A tag of the company, to mark reconciliations and entries.' })
export class RecoTag {
  @Field(() => Int, { description: 'Tag id.' })
  id!: number;

  @Field(() => String, { description: 'Name, unique in the company.' })
  name!: string;

  @Field(() => TagColor, { description: 'Colour.' })
  color!: TagColor;

  @Field(() => Int, { description: 'Where it is on now.' })
  usageCount!: number;
}

@ObjectType({ description: 'A tag put on a reconciliation, or on one entry of an iteration.' })
export class RecoTagMap {
  @Field(() => Int, { description: 'Tag map id (switch it with setRecoTagActive).' })
  id!: number;

  @Field(() => Int, { description: 'The tag.' })
  tagId!: number;

  @Field(() => Int, { description: 'The reconciliation.' })
  recoId!: number;

  @Field(() => Int, { nullable: true, description: 'The iteration, for an entry.' })
  iterationId!: number | null;

  @Field(() => Int, { nullable: true, description: 'The entry, when the tag is on one.' })
  entryNumber!: number | null;

  @Field(() => Boolean, { description: 'Whether the tag is on.' })
  active!: boolean;

  @Field(() => String, { description: 'When it was put (ISO 8601).' })
  createdAt!: string;
}

function toTag(t: reco.Tag): RecoTag {
  return { id: t.tag_id, name: t.name, color: t.color as TagColor, usageCount: t.usage_count };
}

function toTagMap(m: reco.TagMap): RecoTagMap {
  return {
    id: m.tag_map_id,
    tagId: m.tag_id,
    recoId: m.reco_id,
    iterationId: m.iteration_id,
    entryNumber: m.entry_no,
    active: m.active,
    createdAt: m.created_at,
  };
}

@Resolver(() => RecoTag)
export class RecoTagResolver {
  @Authorized('reco:read')
  @Query(() => [RecoTag], { description: "The company's tags (spec GET /tags/)." })
  async recoTags(@Ctx() context: RequestContext): Promise<RecoTag[]> {
    return (await context.reco.tags()).map(toTag);
  }

  @Authorized('reco:write', 'reco:review')
  @Mutation(() => RecoTag, { description: 'Creates a tag (spec POST /tags/).' })
  async createRecoTag(
    @Arg('name', () => String, { description: 'Name, 1 to 40 characters.' }) name: string,
    @Arg('color', () => TagColor, { nullable: true, description: 'Colour; gray by default.' })
    color: TagColor | null,
    @Ctx() context: RequestContext,
  ): Promise<RecoTag> {
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > 40)
      throw graphQLError('A tag name has 1 to 40 characters', ErrorCode.BadUserInput, {
        fields: { name: 'Between 1 and 40 characters' },
      });
    return toTag(await context.reco.createTag({ name: trimmed, ...(color ? { color } : {}) }));
  }

  @Authorized('reco:read')
  @Query(() => [RecoTagMap], {
    description: 'Where tags are (spec GET /tags/map/): by reconciliation, tag or iteration.',
  })
  async recoTagMaps(
    @Arg('recoId', () => Int, { nullable: true, description: 'Reconciliation.' })
    recoId: number | null,
    @Arg('tagId', () => Int, { nullable: true, description: 'Tag.' }) tagId: number | null,
    @Arg('iterationId', () => Int, { nullable: true, description: 'Iteration.' })
    iterationId: number | null,
    @Ctx() context: RequestContext,
  ): Promise<RecoTagMap[]> {
    const rows = await context.reco.tagMaps({
      ...(recoId ? { reco_id: recoId } : {}),
      ...(tagId ? { tag_id: tagId } : {}),
      ...(iterationId ? { iteration_id: iterationId } : {}),
    });
    return rows.map(toTagMap);
  }

  @Authorized('reco:write', 'reco:review')
  @Mutation(() => RecoTagMap, {
    description: 'Puts a tag on a reconciliation or one of its entries (spec POST /tags/map/).',
  })
  async tagReco(
    @Arg('tagId', () => Int, { description: 'Tag.' }) tagId: number,
    @Arg('recoId', () => Int, { description: 'Reconciliation.' }) recoId: number,
    @Arg('iterationId', () => Int, { nullable: true, description: 'Iteration, for an entry.' })
    iterationId: number | null,
    @Arg('entryNumber', () => Int, { nullable: true, description: 'Entry number.' })
    entryNumber: number | null,
    @Ctx() context: RequestContext,
  ): Promise<RecoTagMap> {
    return toTagMap(
      await context.reco.tagReco({
        tag_id: tagId,
        reco_id: recoId,
        ...(iterationId ? { iteration_id: iterationId } : {}),
        ...(entryNumber !== null && entryNumber !== undefined ? { entry_no: entryNumber } : {}),
      }),
    );
  }

  @Authorized('reco:write', 'reco:review')
  @Mutation(() => RecoTagMap, {
    description: 'Switches a tag on or off (spec PUT /tags/map/{id}/).',
  })
  async setRecoTagActive(
    @Arg('id', () => Int, { description: 'Tag map id.' }) id: number,
    @Arg('active', () => Boolean, { description: 'On or off.' }) active: boolean,
    @Ctx() context: RequestContext,
  ): Promise<RecoTagMap> {
    return toTagMap(await context.reco.setTagActive(id, active));
  }

  @Authorized('reco:read')
  @Query(() => [CompanyUser], {
    description: 'Members who may reconcile (spec /ums/reconcilers/): possible assignees.',
  })
  async recoReconcilers(@Ctx() context: RequestContext): Promise<CompanyUser[]> {
    return (await context.users.recoPeople(await context.companyId(), 'reconcilers')).map(
      toCompanyUser,
    );
  }

  @Authorized('reco:read')
  @Query(() => [CompanyUser], {
    description: 'Members who may review (spec /ums/reviewers/): possible reviewers.',
  })
  async recoReviewers(@Ctx() context: RequestContext): Promise<CompanyUser[]> {
    return (await context.users.recoPeople(await context.companyId(), 'reviewers')).map(
      toCompanyUser,
    );
  }
}
