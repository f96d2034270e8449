import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forbidden } from '@concord/auth';
import { reco } from '@concord/contracts';
import type { RecoDeps } from '../deps.js';
import { callerWith, hasScope } from '../shared/caller.js';
import { createTag, createTagMap, tagMaps, tags, updateTagMap } from './tag.service.js';

/** Spec section 7: `GET/POST /tags/`, `GET/POST /tags/map/`, `PUT /tags/map/{id}/`. */
export const tagRoutes: FastifyPluginAsyncTypebox<RecoDeps> = async (app, { db }) => {
  app.route({
    ...reco.listTags,
    handler: async (request) => tags(db, callerWith(request, 'reco:read')),
  });

  app.route({
    ...reco.createTag,
    handler: async (request, reply) => {
      const caller = callerWith(request, 'reco:read');
      if (!hasScope(caller, 'reco:write') && !hasScope(caller, 'reco:review'))
        throw forbidden('You need permission to work on reconciliations to create tags');
      return reply.code(201).send(await createTag(db, caller, request.body));
    },
  });

  app.route({
    ...reco.listTagMaps,
    handler: async (request) => tagMaps(db, callerWith(request, 'reco:read'), request.query),
  });

  app.route({
    ...reco.createTagMap,
    handler: async (request, reply) =>
      reply.code(201).send(await createTagMap(db, callerWith(request, 'reco:read'), request.body)),
  });

  app.route({
    ...reco.updateTagMap,
    handler: async (request) =>
      updateTagMap(db, callerWith(request, 'reco:read'), request.params.id, request.body.active),
  });
};
