import { Type, type Static } from 'typebox';
import { Id, NoContent, route } from '../shared/index.js';
import { Company } from './companies.contract.js';
import { User } from './users.contract.js';

export const TokenResponse = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('bearer'),
  expires_in: Type.Integer(),
  user: User,
});
export type TokenResponse = Static<typeof TokenResponse>;

export const CompanyTokenResponse = Type.Intersect([
  TokenResponse,
  Type.Object({
    company: Company,
    permissions: Type.Array(Type.String()),
    schemaName: Type.String(),
    database: Type.String(),
  }),
]);
export type CompanyTokenResponse = Static<typeof CompanyTokenResponse>;

/** Password sign-in (form or JSON body). */
export const login = route('POST', '/users/token/', {
  body: Type.Object({
    username: Type.String({ minLength: 1, maxLength: 150 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  }),
  response: { 200: TokenResponse },
});

/** A company token for the same session (spec: current-user-to-company-resources). */
export const switchCompany = route('GET', '/users/current-user-to-company-resources/', {
  querystring: Type.Object({ company_id: Id }),
  response: { 200: CompanyTokenResponse },
});

export const logout = route('POST', '/users/logout/', { response: { 204: NoContent } });

export const SessionInfo = Type.Object({
  session_id: Type.String(),
  created_at: Type.String(),
  last_seen: Type.String(),
  expires_at: Type.String(),
  address: Type.Union([Type.String(), Type.Null()]),
  user_agent: Type.Union([Type.String(), Type.Null()]),
  /** The session of the token that asks. */
  current: Type.Boolean(),
});
export type SessionInfo = Static<typeof SessionInfo>;

/** The caller's live sessions, newest first. */
export const listSessions = route('GET', '/users/sessions/', {
  response: { 200: Type.Array(SessionInfo) },
});

/** Ends every other live session of the caller. */
export const signOutOtherSessions = route('POST', '/users/sessions/sign-out-others/', {
  response: { 200: Type.Object({ revoked: Type.Integer({ minimum: 0 }) }) },
});
