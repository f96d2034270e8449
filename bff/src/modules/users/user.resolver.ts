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
import { ChangePasswordArgs } from './user.args.js';
import { UpdateProfileInput } from './user.input.js';
import { CompanyUser, toCompanyUser, toUser, User } from './user.type.js';

/** The whole user behind a userRef, through the per-request loader (members in one call). */
function loaded<K extends keyof User>(
  user: User,
  context: RequestContext,
  field: K,
): User[K] | Promise<User[K]> {
  if (user[field] !== undefined) return user[field];
  return context.loaders.user.load(user.id).then((found) => toUser(found)[field]);
}

@Resolver(() => User)
export class UserResolver {
  @FieldResolver()
  email(@Root() user: User, @Ctx() context: RequestContext) {
    return loaded(user, context, 'email');
  }

  @FieldResolver()
  firstName(@Root() user: User, @Ctx() context: RequestContext) {
    return loaded(user, context, 'firstName');
  }

  @FieldResolver()
  lastName(@Root() user: User, @Ctx() context: RequestContext) {
    return loaded(user, context, 'lastName');
  }

  @FieldResolver()
  isPlatformAdmin(@Root() user: User, @Ctx() context: RequestContext) {
    return loaded(user, context, 'isPlatformAdmin');
  }

  @Authorized()
  @Query(() => User, { description: 'The signed-in user.' })
  async me(@Ctx() context: RequestContext): Promise<User> {
    return toUser(await context.me());
  }

  @Authorized('users:read')
  @Query(() => [CompanyUser], { description: 'Members of a company with their roles and scopes.' })
  async companyUsers(
    @Arg('companyId', () => Int, { description: 'Company id.' }) companyId: number,
    @Ctx() context: RequestContext,
  ): Promise<CompanyUser[]> {
    const members = await context.users.usersByCompany(companyId);
    for (const member of members) context.loaders.user.prime(member.user_id, member);
    return members.map(toCompanyUser);
  }

  @Authorized()
  @Mutation(() => User, { description: "Updates the signed-in user's name or email." })
  async updateProfile(
    @Arg('input', () => UpdateProfileInput, { description: 'Fields to change.' })
    input: UpdateProfileInput,
    @Ctx() context: RequestContext,
  ): Promise<User> {
    const me = await context.me();
    const updated = await context.users.updateProfile(me.user_id, {
      ...(input.firstName === undefined || input.firstName === null
        ? {}
        : { first_name: input.firstName }),
      ...(input.lastName === undefined || input.lastName === null
        ? {}
        : { last_name: input.lastName }),
      ...(input.email === undefined || input.email === null ? {} : { user_email: input.email }),
    });
    return toUser(updated);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Changes the signed-in user's password. True when changed.",
  })
  async changePassword(
    @Args(() => ChangePasswordArgs) args: ChangePasswordArgs,
    @Ctx() context: RequestContext,
  ): Promise<boolean> {
    const me = await context.me();
    await context.users.changePassword(me.user_id, args.currentPassword, args.newPassword);
    return true;
  }
}
