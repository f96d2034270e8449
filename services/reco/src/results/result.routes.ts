import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reco } from '@concord/contracts';
import type { RecoDeps } from '../deps.js';
import { callerWith } from '../shared/caller.js';
import { getSummary, listEntries } from './result.service.js';
import {
  carryReport,
  createDecision,
  listDecisions,
  undoDecision,
} from '../decisions/decision.service.js';
import { applyModifiedWorkbook } from '../decisions/modified-workbook.service.js';

/** The result of an iteration: summary with bridge, drill-down entries, manual decisions. */
export const resultRoutes: FastifyPluginAsyncTypebox<RecoDeps> = async (app, deps) => {
  const { db } = deps;
  app.route({
    ...reco.getSummary,
    handler: async (request) =>
      getSummary(db, callerWith(request, 'reco:read'), request.params.iteration_id),
  });

  app.route({
    ...reco.listEntries,
    handler: async (request) =>
      listEntries(db, callerWith(request, 'reco:read'), request.params.iteration_id, request.query),
  });

  app.route({
    ...reco.listDecisions,
    handler: async (request) =>
      listDecisions(db, callerWith(request, 'reco:read'), request.params.iteration_id),
  });

  app.route({
    ...reco.getCarryReport,
    handler: async (request) =>
      carryReport(db, callerWith(request, 'reco:read'), request.params.iteration_id),
  });

  app.route({
    ...reco.createDecision,
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await createDecision(
            db,
            callerWith(request, 'reco:write'),
            request.params.iteration_id,
            request.body,
          ),
        ),
  });

  app.route({
    ...reco.undoDecision,
    handler: async (request) =>
      undoDecision(db, callerWith(request, 'reco:write'), request.params.decision_id),
  });

  app.route({
    ...reco.uploadModifiedWorkbook,
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await applyModifiedWorkbook(
            deps,
            callerWith(request, 'reco:write'),
            request.params.iteration_id,
            request,
          ),
        ),
  });
};
