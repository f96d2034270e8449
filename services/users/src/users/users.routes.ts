import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { UsersDeps } from '../deps.js';
import { changePassword, getMe, getUser, updateProfile, usersOfCompany } from './users.service.js';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const UserParams = Type.Object({ user: Id });
const Name = Type.String({ minLength: 1, maxLength: 150 });
const Email = Type.String({
  minLength: 3,
  maxLength: 254,
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
});

export const userRoutes: FastifyPluginAsyncTypebox<UsersDeps> = async (app, { db }) => {
  app.get('/users/me/', async (request) => getMe(db, request.auth));

  app.get(
    '/users/by-company/',
    { schema: { querystring: Type.Object({ company_id: Id }) } },
    async (request) => usersOfCompany(db, request.auth, request.query.company_id),
  );

  app.get('/users/:user/', { schema: { params: UserParams } }, async (request) =>
    getUser(db, request.auth, request.params.user),
  );

  app.patch(
    '/users/:user/',
    {
      schema: {
        params: UserParams,
        body: Type.Object(
          {
            first_name: Type.Optional(Name),
            last_name: Type.Optional(Name),
            user_email: Type.Optional(Email),
          },
          { additionalProperties: false, minProperties: 1 },
        ),
      },
    },
    async (request) => updateProfile(db, request.auth, request.params.user, request.body),
  );

  app.post(
    '/users/:user/password/',
    {
      schema: {
        params: UserParams,
        body: Type.Object({
          current_password: Type.String({ minLength: 1, maxLength: 1024 }),
          new_password: Type.String({ minLength: 8, maxLength: 1024 }),
        }),
      },
    },
    async (request, reply) => {
      await changePassword(
        db,
        request.auth,
        request.params.user,
        request.body.current_password,
        request.body.new_password,
      );
      return reply.status(204).send();
    },
  );
};
