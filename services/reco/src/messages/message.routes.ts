import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reco } from '@concord/contracts';
import type { RecoDeps } from '../deps.js';
import { callerWith } from '../shared/caller.js';
import { getMessage, listMessages, sendMessage } from './message.service.js';

/** Conversations: everyone who may read the company's recos reads and writes them. */
export const messageRoutes: FastifyPluginAsyncTypebox<RecoDeps> = async (app, { db }) => {
  app.route({
    ...reco.sendMessage,
    handler: async (request, reply) =>
      reply.code(201).send(await sendMessage(db, callerWith(request, 'reco:read'), request.body)),
  });
  app.route({
    ...reco.listMessages,
    handler: async (request) =>
      listMessages(db, callerWith(request, 'reco:read'), request.params.reco_id, request.query),
  });
  app.route({
    ...reco.getMessage,
    handler: async (request) =>
      getMessage(db, callerWith(request, 'reco:read'), request.params.message_id),
  });
};
