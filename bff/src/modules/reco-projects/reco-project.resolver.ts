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
import { mapPage } from '../poso-shared/poso-shared.type.js';
import { toUser, User } from '../users/user.type.js';
import {
  CreateRecoPartyInput,
  CreateRecoProjectInput,
  RecoPartyListArgs,
  RecoProjectListArgs,
} from './reco-project.input.js';
import {
  RecoParty,
  RecoPartyPage,
  RecoProject,
  RecoProjectPage,
  toRecoParty,
  toRecoProject,
} from './reco-project.type.js';

@Resolver(() => RecoProject)
export class RecoProjectResolver {
  @Authorized('reco:read')
  @Query(() => RecoProjectPage, { description: 'Reconciliation projects, newest first.' })
  async recoProjects(
    @Args(() => RecoProjectListArgs) args: RecoProjectListArgs,
    @Ctx() context: RequestContext,
  ): Promise<RecoProjectPage> {
    const page = await context.reco.projects({
      page: args.page,
      size: args.size,
      ...(args.kind ? { kind: args.kind } : {}),
    });
    return mapPage(page, toRecoProject);
  }

  @Authorized('reco:read')
  @Query(() => RecoProject, { description: 'One project.' })
  async recoProject(
    @Arg('id', () => Int, { description: 'Project id.' }) id: number,
    @Ctx() context: RequestContext,
  ): Promise<RecoProject> {
    return toRecoProject(await context.reco.project(id));
  }

  @Authorized('reco:write')
  @Mutation(() => RecoProject, {
    description: 'Creates a project with its reconcilers and reviewers.',
  })
  async createRecoProject(
    @Arg('input', () => CreateRecoProjectInput, { description: 'The project.' })
    input: CreateRecoProjectInput,
    @Ctx() context: RequestContext,
  ): Promise<RecoProject> {
    return toRecoProject(
      await context.reco.createProject({
        name: input.name,
        kind: input.kind,
        period_from: input.periodFrom,
        period_to: input.periodTo,
        reconciler_ids: input.reconcilerIds,
        reviewer_ids: input.reviewerIds,
      }),
    );
  }

  @Authorized('company:admin')
  @Mutation(() => RecoProject, {
    description: "Replaces a project's reconcilers and reviewers (owner or admin).",
  })
  async setRecoProjectMembers(
    @Arg('id', () => Int, { description: 'Project id.' }) id: number,
    @Arg('reconcilerIds', () => [Int], { description: 'Members who reconcile.' })
    reconcilerIds: number[],
    @Arg('reviewerIds', () => [Int], { description: 'Members who review.' }) reviewerIds: number[],
    @Ctx() context: RequestContext,
  ): Promise<RecoProject> {
    return toRecoProject(
      await context.reco.setProjectMembers(id, {
        reconciler_ids: reconcilerIds,
        reviewer_ids: reviewerIds,
      }),
    );
  }

  @FieldResolver(() => [User], { description: 'Members who reconcile in this project.' })
  async reconcilers(@Root() project: RecoProject, @Ctx() context: RequestContext): Promise<User[]> {
    return (await context.loaders.user.loadMany(project.reconcilerIds)).flatMap((u) =>
      u instanceof Error ? [] : [toUser(u)],
    );
  }

  @FieldResolver(() => [User], { description: 'Members who review in this project.' })
  async reviewers(@Root() project: RecoProject, @Ctx() context: RequestContext): Promise<User[]> {
    return (await context.loaders.user.loadMany(project.reviewerIds)).flatMap((u) =>
      u instanceof Error ? [] : [toUser(u)],
    );
  }
}

@Resolver(() => RecoParty)
export class RecoPartyResolver {
  @Authorized('reco:read')
  @Query(() => RecoPartyPage, { description: 'Parties, by name.' })
  async recoParties(
    @Args(() => RecoPartyListArgs) args: RecoPartyListArgs,
    @Ctx() context: RequestContext,
  ): Promise<RecoPartyPage> {
    const page = await context.reco.parties({
      page: args.page,
      size: args.size,
      ...(args.search ? { search: args.search } : {}),
    });
    return mapPage(page, toRecoParty);
  }

  @Authorized('reco:write')
  @Mutation(() => RecoParty, {
    description: 'Adds a party: a connected company or an outside one.',
  })
  async createRecoParty(
    @Arg('input', () => CreateRecoPartyInput, { description: 'The party.' })
    input: CreateRecoPartyInput,
    @Ctx() context: RequestContext,
  ): Promise<RecoParty> {
    return toRecoParty(
      await context.reco.createParty({
        name: input.name,
        ...(input.connectedCompanyId ? { connected_company_id: input.connectedCompanyId } : {}),
        ...(input.gstin ? { gstin: input.gstin } : {}),
        ...(input.pan ? { pan: input.pan } : {}),
        ...(input.contactEmail ? { contact_email: input.contactEmail } : {}),
      }),
    );
  }
}
