import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { verifyClientIdentity } from '@concord/auth';
import type { UsersDeps } from '../deps.js';
import { login, logout, switchCompany } from './sessions.service.js';

const CompanyQuery = Type.Object({
  company_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export const sessionRoutes: FastifyPluginAsyncTypebox<UsersDeps> = async (
  app,
  { db, tokens, throttle, clientAddressSecret },
) => {
  app.post(
    '/users/token/',
    {
      config: { auth: false },
      schema: {
        body: Type.Object({
          username: Type.String({ minLength: 1, maxLength: 150 }),
          password: Type.String({ minLength: 1, maxLength: 1024 }),
        }),
      },
    },
    async (request) => {
      const client = verifyClientIdentity(clientAddressSecret, request.headers);
      return login(db, tokens, throttle, {
        ...request.body,
        address: client?.address ?? request.ip,
        userAgent: client?.userAgent,
      });
    },
  );

  app.get(
    '/users/current-user-to-company-resources/',
    { schema: { querystring: CompanyQuery } },
    async (request) => switchCompany(db, tokens, request.auth, request.query.company_id),
  );

  app.post('/users/logout/', async (request, reply) => {
    await logout(db, request.auth);
    app.concordAuth.invalidateSession(request.auth.sessionId);
    return reply.status(204).send();
  });
};
