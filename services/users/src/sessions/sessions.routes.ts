import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { users } from '@concord/contracts';
import type { UsersDeps } from '../deps.js';
import { login, logout, switchCompany } from './sessions.service.js';

export const sessionRoutes: FastifyPluginAsyncTypebox<UsersDeps> = async (
  app,
  { db, tokens, throttle },
) => {
  app.route({
    ...users.login,
    config: { auth: false },
    handler: async (request) =>
      login(db, tokens, throttle, { ...request.body, address: request.ip }),
  });

  app.route({
    ...users.switchCompany,
    handler: async (request) => switchCompany(db, tokens, request.auth, request.query.company_id),
  });

  app.route({
    ...users.logout,
    handler: async (request, reply) => {
      await logout(db, request.auth);
      app.concordAuth.invalidateSession(request.auth.sessionId);
      return reply.status(204).send(null);
    },
  });
};
