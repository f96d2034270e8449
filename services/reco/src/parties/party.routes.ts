import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reco } from '@concord/contracts';
import type { RecoDeps } from '../deps.js';
import { callerWith } from '../shared/caller.js';
import { createParty, partiesPage } from './party.service.js';

export const partyRoutes: FastifyPluginAsyncTypebox<RecoDeps> = async (app, { db }) => {
  app.route({
    ...reco.listParties,
    handler: async (request) => partiesPage(db, callerWith(request, 'reco:read'), request.query),
  });

  app.route({
    ...reco.createParty,
    handler: async (request, reply) =>
      reply.code(201).send(await createParty(db, callerWith(request, 'reco:write'), request.body)),
  });
};
