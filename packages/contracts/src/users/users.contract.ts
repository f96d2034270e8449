import { Type, type Static } from 'typebox';
import { Id, NoContent, SingleLine, route } from '../shared/index.js';

export const User = Type.Object({
  user_id: Id,
  user_name: Type.String(),
  user_email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  user_status: Type.Boolean(),
  is_platform_admin: Type.Boolean(),
});
export type User = Static<typeof User>;

export const CompanyUser = Type.Intersect([
  User,
  Type.Object({ role: Type.String(), scopes: Type.Array(Type.String()) }),
]);
export type CompanyUser = Static<typeof CompanyUser>;

const UserParams = Type.Object({ user: Id });
const Name = SingleLine({ minLength: 1, maxLength: 150 });
const Email = Type.String({
  minLength: 3,
  maxLength: 254,
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
});
const Password = Type.String({ minLength: 1, maxLength: 1024 });

export const ProfileChanges = Type.Object(
  {
    first_name: Type.Optional(Name),
    last_name: Type.Optional(Name),
    user_email: Type.Optional(Email),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ProfileChanges = Static<typeof ProfileChanges>;

export const me = route('GET', '/users/me/', { response: { 200: User } });

export const usersOfCompany = route('GET', '/users/by-company/', {
  querystring: Type.Object({ company_id: Id }),
  response: { 200: Type.Array(CompanyUser) },
});

export const getUser = route('GET', '/users/:user/', {
  params: UserParams,
  response: { 200: User },
});

export const updateProfile = route('PATCH', '/users/:user/', {
  params: UserParams,
  body: ProfileChanges,
  response: { 200: User },
});

export const changePassword = route('POST', '/users/:user/password/', {
  params: UserParams,
  body: Type.Object({
    current_password: Password,
    new_password: Type.String({ minLength: 8, maxLength: 1024 }),
  }),
  response: { 204: NoContent },
});
