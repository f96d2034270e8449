import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { UsersDeps } from '../deps.js';
import { requestSubscription } from './tools.service.js';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const toolRoutes: FastifyPluginAsyncTypebox<UsersDeps> = async (app, { db }) => {
  app.post(
    '/tools/subscription-requests/',
    {
      schema: {
        body: Type.Object({
          subscription_company_id: Id,
          subscription_tool_id: Id,
          subscription_created_by_user_id: Type.Optional(Id),
        }),
      },
    },
    async (request, reply) =>
      reply.status(201).send(await requestSubscription(db, request.auth, request.body)),
  );
};
