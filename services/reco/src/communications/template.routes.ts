import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reco } from '@concord/contracts';
import type { RecoDeps } from '../deps.js';
import { callerWith } from '../shared/caller.js';
import {
  createRule,
  createTemplate,
  previewTemplate,
  ruleChanges,
  rules,
  templates,
  updateRule,
  updateTemplate,
} from './template.service.js';

/**
 * Templates (spec `GET communication_templates/`) and reminder rules (spec
 * `POST communication-rule/`, `PATCH communication-rule/{id}/`): reco readers see them,
 * company admins change them.
 */
export const templateRoutes: FastifyPluginAsyncTypebox<RecoDeps> = async (app, deps) => {
  const { db } = deps;
  app.route({
    ...reco.listTemplates,
    handler: async (request) => templates(db, callerWith(request, 'reco:read'), request.query),
  });
  app.route({
    ...reco.createTemplate,
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await createTemplate(db, callerWith(request, 'company:admin'), request.body)),
  });
  app.route({
    ...reco.updateTemplate,
    handler: async (request) =>
      updateTemplate(db, callerWith(request, 'company:admin'), request.params.id, request.body),
  });
  app.route({
    ...reco.previewTemplate,
    handler: async (request) =>
      previewTemplate(deps, callerWith(request, 'reco:read'), request.body),
  });
  app.route({
    ...reco.listRules,
    handler: async (request) => rules(db, callerWith(request, 'reco:read')),
  });
  app.route({
    ...reco.createRule,
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await createRule(db, callerWith(request, 'company:admin'), request.body)),
  });
  app.route({
    ...reco.updateRule,
    handler: async (request) =>
      updateRule(db, callerWith(request, 'company:admin'), request.params.id, request.body),
  });
  app.route({
    ...reco.listRuleChanges,
    handler: async (request) =>
      ruleChanges(db, callerWith(request, 'reco:read'), request.params.id),
  });
};
