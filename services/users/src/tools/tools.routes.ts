import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { users } from '@concord/contracts';
import type { UsersDeps } from '../deps.js';
import { requestSubscription } from './tools.service.js';

export const toolRoutes: FastifyPluginAsyncTypebox<UsersDeps> = async (app, { db }) => {
  app.route({
    ...users.requestSubscription,
    handler: async (request, reply) =>
      reply.status(201).send(await requestSubscription(db, request.auth, request.body)),
  });
};
