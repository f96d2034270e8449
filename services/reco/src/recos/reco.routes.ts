import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reco } from '@concord/contracts';
import type { RecoDeps } from '../deps.js';
import { callerWith } from '../shared/caller.js';
import {
  acceptReco,
  changePerson,
  continueReco,
  createReco,
  getReco,
  home,
  inactivateReco,
  recoHistory,
  recosPage,
  rejectReco,
  restartReco,
  startReco,
} from './reco.service.js';

/**
 * Recos and the spec's state-machine calls (section 7). Scopes open a route; who may take a
 * step on a given reco (its reconciler, its reviewer, an owner/admin) is the service's check.
 */
export const recoRoutes: FastifyPluginAsyncTypebox<RecoDeps> = async (app, { db, runs }) => {
  app.route({
    ...reco.listRecos,
    handler: async (request) => recosPage(db, callerWith(request, 'reco:read'), request.query),
  });

  app.route({
    ...reco.createReco,
    handler: async (request, reply) =>
      reply.code(201).send(await createReco(db, callerWith(request, 'reco:write'), request.body)),
  });

  app.route({
    ...reco.getReco,
    handler: async (request) =>
      getReco(db, callerWith(request, 'reco:read'), request.params.reco_id),
  });

  app.route({
    ...reco.recoHistory,
    handler: async (request) =>
      recoHistory(db, callerWith(request, 'reco:read'), request.params.reco_id),
  });

  app.route({
    ...reco.home,
    handler: async (request) => home(db, callerWith(request, 'reco:read')),
  });

  app.route({
    ...reco.startReco,
    handler: async (request) =>
      startReco(
        db,
        runs,
        callerWith(request, 'reco:write'),
        request.query.reco_id,
        request.query.from_state,
      ),
  });

  app.route({
    ...reco.continueReco,
    handler: async (request) =>
      continueReco(
        db,
        callerWith(request, 'reco:write'),
        request.query.reco_id,
        request.query.from_state,
      ),
  });

  app.route({
    ...reco.acceptFile,
    handler: async (request) => acceptReco(db, callerWith(request, 'reco:review'), request.body),
  });

  app.route({
    ...reco.rejectFile,
    handler: async (request) => rejectReco(db, callerWith(request, 'reco:review'), request.body),
  });

  app.route({
    ...reco.restartReco,
    handler: async (request) => restartReco(db, callerWith(request, 'reco:write'), request.body),
  });

  app.route({
    ...reco.inactiveReco,
    handler: async (request) => inactivateReco(db, callerWith(request, 'reco:read'), request.body),
  });

  app.route({
    ...reco.changeAssignee,
    handler: async (request) =>
      changePerson(db, callerWith(request, 'company:admin'), 'assignee', request.body),
  });

  app.route({
    ...reco.changeAssigner,
    handler: async (request) =>
      changePerson(db, callerWith(request, 'company:admin'), 'reviewer', request.body),
  });
};
