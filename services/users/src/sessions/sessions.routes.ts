import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { verifyClientIdentity } from '@concord/auth';
import { users } from '@concord/contracts';
import type { UsersDeps } from '../deps.js';
import {
  listSessions,
  login,
  logout,
  signOutOtherSessions,
  switchCompany,
} from './sessions.service.js';

export const sessionRoutes: FastifyPluginAsyncTypebox<UsersDeps> = async (
  app,
  { db, tokens, throttle, clientAddressSecret },
) => {
  app.route({
    ...users.login,
    config: { auth: false },
    handler: async (request) => {
      // The browser's address only when the BFF signed it; never X-Forwarded-For.
      const client = verifyClientIdentity(clientAddressSecret, request.headers);
      return login(db, tokens, throttle, {
        ...request.body,
        address: client?.address ?? request.ip,
        userAgent: client?.userAgent,
      });
    },
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

  app.route({
    ...users.listSessions,
    handler: async (request) => listSessions(db, request.auth),
  });

  app.route({
    ...users.signOutOtherSessions,
    handler: async (request) => signOutOtherSessions(db, request.auth),
  });
};
