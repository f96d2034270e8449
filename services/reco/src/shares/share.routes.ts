import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reco } from '@concord/contracts';
import type { RecoDeps } from '../deps.js';
import { callerWith } from '../shared/caller.js';
import {
  answerSharedEntry,
  attachSharedEntryDocument,
  downloadAnswerDocument,
  downloadSharedAnswerDocument,
  getSharedReco,
  listRecoShares,
  listSharedEntries,
  sharedRecosPage,
  shareReco,
  sharingPossibility,
} from './share.service.js';

/**
 * Sharing an iteration with the party's company (spec section 7) and what that company does
 * with it: read the summary and drill-down, answer on entries, attach a document.
 */
export const shareRoutes: FastifyPluginAsyncTypebox<RecoDeps> = async (app, deps) => {
  const { db } = deps;
  app.route({
    ...reco.isSharingPossible,
    handler: async (request) =>
      sharingPossibility(db, callerWith(request, 'reco:read'), request.params.id),
  });

  app.route({
    ...reco.shareReco,
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await shareReco(
            db,
            callerWith(request, 'reco:read'),
            request.params.reconcilee_co_id,
            request.params.x,
          ),
        ),
  });

  app.route({
    ...reco.listRecoShares,
    handler: async (request) =>
      listRecoShares(db, callerWith(request, 'reco:read'), request.params.reco_id),
  });

  app.route({
    ...reco.listSharedRecos,
    handler: async (request) =>
      sharedRecosPage(db, callerWith(request, 'reco:read'), request.query),
  });

  app.route({
    ...reco.getSharedReco,
    handler: async (request) =>
      getSharedReco(db, callerWith(request, 'reco:read'), request.params.share_id),
  });

  app.route({
    ...reco.listSharedEntries,
    handler: async (request) =>
      listSharedEntries(
        db,
        callerWith(request, 'reco:read'),
        request.params.share_id,
        request.query,
      ),
  });

  app.route({
    ...reco.answerSharedEntry,
    handler: async (request) =>
      answerSharedEntry(
        db,
        callerWith(request, 'reco:read'),
        request.params.share_id,
        request.params.entry_no,
        request.body,
      ),
  });

  app.route({
    ...reco.attachSharedEntryDocument,
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await attachSharedEntryDocument(
            deps,
            callerWith(request, 'reco:read'),
            request.params.share_id,
            request.params.entry_no,
            request,
          ),
        ),
  });

  app.route({
    ...reco.downloadAnswerDocument,
    handler: async (request, reply) =>
      downloadAnswerDocument(
        deps,
        callerWith(request, 'reco:read'),
        request.params.answer_id,
        reply,
      ),
  });

  app.route({
    ...reco.downloadSharedAnswerDocument,
    handler: async (request, reply) =>
      downloadSharedAnswerDocument(
        deps,
        callerWith(request, 'reco:read'),
        request.params.share_id,
        request.params.entry_no,
        reply,
      ),
  });
};
