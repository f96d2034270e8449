import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import type { RestSessionInfo } from '../../upstream/users-client.js';

@ObjectType({ description: 'A signed-in session of the current user (a browser or device).' })
export class UserSession {
  @Field(() => ID, { description: 'Session id.' })
  id!: string;

  @Field(() => DateTimeISOResolver, { description: 'When the user signed in.' })
  signedInAt!: Date;

  @Field(() => DateTimeISOResolver, {
    description: 'When the session was last used (to within 30 seconds).',
  })
  lastSeenAt!: Date;

  @Field(() => DateTimeISOResolver, {
    description: 'When the session ends unless it is signed out earlier.',
  })
  expiresAt!: Date;

  @Field(() => String, { nullable: true, description: 'Address the user signed in from.' })
  address!: string | null;

  @Field(() => String, { nullable: true, description: 'Browser that signed in (its user agent).' })
  userAgent!: string | null;

  @Field(() => Boolean, { description: 'Whether this is the session asking.' })
  current!: boolean;
}

export function toUserSession(session: RestSessionInfo): UserSession {
  return {
    id: session.session_id,
    signedInAt: new Date(session.created_at),
    lastSeenAt: new Date(session.last_seen),
    expiresAt: new Date(session.expires_at),
    address: session.address,
    userAgent: session.user_agent,
    current: session.current,
  };
}
