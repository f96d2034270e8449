import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reco } from '@concord/contracts';
import type { RecoDeps } from '../deps.js';
import { callerWith } from '../shared/caller.js';
import {
  communications,
  createSenderSettings,
  sendTestMail,
  senderSettings,
  updateSenderSettings,
} from './sender.service.js';

/**
 * Spec `GET/POST /companies/company-communications-config/`, `PATCH .../{id}/` (company
 * admins: the sender holds a password) and `GET company_communications/` (reco readers).
 */
export const communicationRoutes: FastifyPluginAsyncTypebox<RecoDeps> = async (
  app,
  { db, mail, now },
) => {
  app.route({
    ...reco.listCommsConfig,
    handler: async (request) => senderSettings(db, callerWith(request, 'company:admin')),
  });

  app.route({
    ...reco.createCommsConfig,
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await createSenderSettings(db, callerWith(request, 'company:admin'), request.body, mail),
        ),
  });

  app.route({
    ...reco.updateCommsConfig,
    handler: async (request) =>
      updateSenderSettings(
        db,
        callerWith(request, 'company:admin'),
        request.params.id,
        request.body,
        mail,
      ),
  });

  app.route({
    ...reco.sendTestMail,
    handler: async (request) =>
      sendTestMail(db, callerWith(request, 'company:admin'), request.body.to, mail, now),
  });

  app.route({
    ...reco.listCommunications,
    handler: async (request) => communications(db, callerWith(request, 'reco:read'), request.query),
  });
};
