import { Field, Int, ObjectType } from 'type-graphql';
import type { RestCompanyUser, RestUser } from '../../upstream/users-client.js';

@ObjectType({ description: 'A person who can sign in to Concord.' })
export class User {
  @Field(() => Int, { description: 'Numeric user id.' })
  id!: number;

  @Field(() => String, { description: 'Sign-in name.' })
  userName!: string;

  // Absent on a user named by a document row (userRef); user.resolver.ts loads them when asked.
  @Field(() => String, { description: 'Email address.' })
  email?: string;

  @Field(() => String, { nullable: true, description: 'First name, when known.' })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'Last name, when known.' })
  lastName?: string | null;

  @Field(() => Boolean, {
    description: 'Whether the user may open the platform administration area.',
  })
  isPlatformAdmin?: boolean;
}

/** A user as a document row names them (id and sign-in name); the rest is loaded when asked. */
export function userRef(id: number, userName: string): User {
  return Object.assign(new User(), { id, userName });
}

@ObjectType({ description: 'A member of a company, with the role and scopes they hold in it.' })
export class CompanyUser {
  @Field(() => Int, { description: 'Numeric user id.' })
  id!: number;

  @Field(() => String, { description: 'Sign-in name.' })
  userName!: string;

  @Field(() => String, { description: 'Email address.' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'First name, when known.' })
  firstName!: string | null;

  @Field(() => String, { nullable: true, description: 'Last name, when known.' })
  lastName!: string | null;

  @Field(() => String, { description: 'Role in the company, for example owner or viewer.' })
  role!: string;

  @Field(() => [String], { description: 'Scopes the role grants in the company.' })
  scopes!: string[];
}

export function toUser(user: RestUser): Required<User> {
  return {
    id: user.user_id,
    userName: user.user_name,
    email: user.user_email,
    firstName: user.first_name ?? null,
    lastName: user.last_name ?? null,
    isPlatformAdmin: Boolean(user.is_platform_admin),
  };
}

export function toCompanyUser(user: RestCompanyUser): CompanyUser {
  return { ...toUser(user), role: user.role, scopes: user.scopes ?? [] };
}
