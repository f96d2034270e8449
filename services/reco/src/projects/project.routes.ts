import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reco } from '@concord/contracts';
import type { RecoDeps } from '../deps.js';
import { callerWith } from '../shared/caller.js';
import { createProject, getProject, projectsPage, setProjectMembers } from './project.service.js';

export const projectRoutes: FastifyPluginAsyncTypebox<RecoDeps> = async (app, { db }) => {
  app.route({
    ...reco.listProjects,
    handler: async (request) => projectsPage(db, callerWith(request, 'reco:read'), request.query),
  });

  app.route({
    ...reco.createProject,
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await createProject(db, callerWith(request, 'reco:write'), request.body)),
  });

  app.route({
    ...reco.getProject,
    handler: async (request) =>
      getProject(db, callerWith(request, 'reco:read'), request.params.project_id),
  });

  // Who works on a project is the owner's or an admin's call.
  app.route({
    ...reco.setProjectMembers,
    handler: async (request) =>
      setProjectMembers(
        db,
        callerWith(request, 'company:admin'),
        request.params.project_id,
        request.body,
      ),
  });
};
