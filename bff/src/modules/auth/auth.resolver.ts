import { Arg, Args, Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { toCompany } from '../companies/company.type.js';
import { toUser } from '../users/user.type.js';
import { LoginArgs } from './auth.args.js';
import { AuthPayload, CompanySession } from './auth.type.js';

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthPayload, { description: 'Signs in with a username and password.' })
  async login(
    @Args(() => LoginArgs) { username, password }: LoginArgs,
    @Ctx() context: RequestContext,
  ): Promise<AuthPayload> {
    const token = await context.users.login(username, password);
    return {
      accessToken: token.access_token,
      expiresAt: expiresAt(token.expires_in),
      user: toUser(token.user),
    };
  }

  @Authorized()
  @Mutation(() => CompanySession, {
    description: 'Switches to a company and returns a token scoped to it.',
  })
  async chooseCompany(
    @Arg('companyId', () => Int, { description: 'Company to work in.' }) companyId: number,
    @Ctx() context: RequestContext,
  ): Promise<CompanySession> {
    const session = await context.users.chooseCompany(companyId);
    return {
      accessToken: session.access_token,
      expiresAt: expiresAt(session.expires_in),
      company: toCompany(session.company),
      permissions: session.permissions,
      schemaName: session.schemaName.toLowerCase(),
      database: session.database.toLowerCase(),
    };
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Signs out: the session stops being accepted everywhere. True when done.',
  })
  async logout(@Ctx() context: RequestContext): Promise<boolean> {
    await context.users.logout();
    return true;
  }
}

function expiresAt(expiresInSeconds: number): Date {
  return new Date(Date.now() + expiresInSeconds * 1000);
}
