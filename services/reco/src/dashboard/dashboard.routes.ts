import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reco } from '@concord/contracts';
import type { RecoDeps } from '../deps.js';
import { callerWith } from '../shared/caller.js';
import { recoDashboard } from './dashboard.service.js';

/** /reco-dashboard/{id}: the company's reconciliations in aggregate. */
export const dashboardRoutes: FastifyPluginAsyncTypebox<RecoDeps> = async (app, { db }) => {
  app.route({
    ...reco.recoDashboard,
    handler: async (request) => recoDashboard(db, callerWith(request, 'reco:read'), request.query),
  });
};
