import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { users } from '@concord/contracts';
import type { UsersDeps } from '../deps.js';
import {
  changePassword,
  getMe,
  getUser,
  membersWithScope,
  updateProfile,
  usersOfCompany,
} from './users.service.js';

export const userRoutes: FastifyPluginAsyncTypebox<UsersDeps> = async (app, { db }) => {
  app.route({ ...users.me, handler: async (request) => getMe(db, request.auth) });

  app.route({
    ...users.usersOfCompany,
    handler: async (request) => usersOfCompany(db, request.auth, request.query.company_id),
  });

  app.route({
    ...users.reconcilers,
    handler: async (request) =>
      membersWithScope(
        db,
        request.auth,
        request.query.company_id,
        request.query.tool_id,
        'reco:write',
      ),
  });

  app.route({
    ...users.reviewers,
    handler: async (request) =>
      membersWithScope(
        db,
        request.auth,
        request.query.company_id,
        request.query.tool_id,
        'reco:review',
      ),
  });

  app.route({
    ...users.getUser,
    handler: async (request) => getUser(db, request.auth, request.params.user),
  });

  app.route({
    ...users.updateProfile,
    handler: async (request) => updateProfile(db, request.auth, request.params.user, request.body),
  });

  app.route({
    ...users.changePassword,
    handler: async (request, reply) => {
      await changePassword(
        db,
        request.auth,
        request.params.user,
        request.body.current_password,
        request.body.new_password,
      );
      return reply.status(204).send(null);
    },
  });
};
