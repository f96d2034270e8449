import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reco } from '@concord/contracts';
import type { RecoDeps } from '../deps.js';
import { callerWith } from '../shared/caller.js';
import { latestOutputFile, sendStoredFile } from '../iterations/iteration.service.js';
import {
  answerBalance,
  attachDisputeFile,
  publicBalance,
  publicUploadLedger,
} from './answer.service.js';
import {
  generateLink,
  linkUsed,
  listLinks,
  publicLinkDetails,
  resolveLink,
  revokeLink,
} from './link.service.js';

export function linkToken(
  headers: Record<string, string | string[] | undefined>,
): string | undefined {
  const value = headers[reco.LINK_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Capability links of reco iterations (`generate_link`) and the public routes they open.
 * The public routes take no account: the token is the credential, and the BFF in front of
 * them limits how often an address may try (docs/decisions.md, "Capability links").
 */
export const linkRoutes: FastifyPluginAsyncTypebox<RecoDeps> = async (app, deps) => {
  const { db, storage } = deps;
  app.route({
    ...reco.generateLink,
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await generateLink(db, callerWith(request, 'reco:read'), request.body, deps.now())),
  });

  app.route({
    ...reco.listLinks,
    handler: async (request) =>
      listLinks(db, callerWith(request, 'reco:read'), request.params.reco_id, deps.now()),
  });

  app.route({
    ...reco.revokeLink,
    handler: async (request) =>
      revokeLink(db, callerWith(request, 'reco:read'), request.params.link_id, deps.now()),
  });

  app.route({
    ...reco.publicLinkDetails,
    config: { auth: false },
    handler: async (request) =>
      publicLinkDetails(db, deps.now(), linkToken(request.headers), request.query.state_id),
  });

  app.route({
    ...reco.publicDownloadLatestOutput,
    config: { auth: false },
    handler: async (request, reply) => {
      const now = deps.now();
      const opened = await resolveLink(
        db,
        now,
        linkToken(request.headers),
        ['download'],
        request.query.state_id,
      );
      const file = await latestOutputFile(db, opened.tenant, opened.link.iteration_id);
      await linkUsed(db, opened, now);
      return sendStoredFile(storage, reply, file);
    },
  });

  // The party's answers (issue 14): its ledger, and its word on our closing balance.
  app.route({
    ...reco.publicUploadLedger,
    config: { auth: false },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await publicUploadLedger(
            deps,
            linkToken(request.headers),
            request.query.state_id,
            request,
          ),
        ),
  });

  app.route({
    ...reco.publicBalance,
    config: { auth: false },
    handler: async (request) =>
      publicBalance(db, deps.now(), linkToken(request.headers), request.query.state_id),
  });

  app.route({
    ...reco.answerBalance,
    config: { auth: false },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await answerBalance(
            db,
            deps.now(),
            linkToken(request.headers),
            request.query.state_id,
            request.body,
          ),
        ),
  });

  app.route({
    ...reco.attachDisputeFile,
    config: { auth: false },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await attachDisputeFile(
            deps,
            linkToken(request.headers),
            request.params.response_id,
            request,
          ),
        ),
  });
};
