import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reco } from '@concord/contracts';
import type { RecoDeps } from '../deps.js';
import { callerWith } from '../shared/caller.js';
import {
  confirmMapping,
  getIteration,
  iterationFile,
  latestOutputFile,
  listIterations,
  reconciliationDetails,
  sendStoredFile,
  uploadLedger,
} from './iteration.service.js';

export const iterationRoutes: FastifyPluginAsyncTypebox<RecoDeps> = async (app, deps) => {
  const { db, storage } = deps;

  app.route({
    ...reco.getIteration,
    handler: async (request) =>
      getIteration(db, callerWith(request, 'reco:read'), request.params.iteration_id),
  });

  app.route({
    ...reco.listIterations,
    handler: async (request) =>
      listIterations(db, callerWith(request, 'reco:read'), request.params.reco_id),
  });

  app.route({
    ...reco.uploadLedger,
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await uploadLedger(
            deps,
            callerWith(request, 'reco:write'),
            request.params.iteration_id,
            request.query.side,
            request,
          ),
        ),
  });

  app.route({
    ...reco.confirmMapping,
    handler: async (request) =>
      confirmMapping(
        deps,
        callerWith(request, 'reco:write'),
        request.params.iteration_id,
        request.body,
      ),
  });

  app.route({
    ...reco.reconciliationDetails,
    handler: async (request) =>
      reconciliationDetails(db, callerWith(request, 'reco:read'), request.query.state_id),
  });

  app.route({
    ...reco.downloadReceivedFile,
    handler: async (request, reply) =>
      sendStoredFile(
        storage,
        reply,
        await iterationFile(db, callerWith(request, 'reco:read'), request.params.id),
      ),
  });

  app.route({
    ...reco.downloadLatestOutputFile,
    handler: async (request, reply) =>
      sendStoredFile(
        storage,
        reply,
        await latestOutputFile(db, callerWith(request, 'reco:read'), request.params.id),
      ),
  });
};
