import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reco } from '@concord/contracts';
import type { RecoDeps } from '../deps.js';
import { callerWith } from '../shared/caller.js';
import { bulkMailProgress, followUps, sendBulkMail } from './followup.service.js';

/** Spec `GET /reconciliation/followup_lists/` and `POST send_bulk_mail/` (reco readers; the
 * service lets reconcilers and reviewers send). */
export const followUpRoutes: FastifyPluginAsyncTypebox<RecoDeps> = async (app, deps) => {
  app.route({
    ...reco.listFollowUps,
    handler: async (request) => followUps(deps.db, callerWith(request, 'reco:read'), request.query),
  });

  app.route({
    ...reco.sendBulkMail,
    handler: async (request) =>
      sendBulkMail(
        { ...deps, queue: deps.mailQueue, publicBaseUrl: deps.publicBaseUrl() },
        callerWith(request, 'reco:read'),
        request.body,
      ),
  });

  app.route({
    ...reco.bulkMailProgress,
    handler: async (request) =>
      bulkMailProgress(deps.db, callerWith(request, 'reco:read'), request.params.batch_key),
  });
};
