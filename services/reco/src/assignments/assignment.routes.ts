import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reco } from '@concord/contracts';
import type { RecoDeps } from '../deps.js';
import { callerWith } from '../shared/caller.js';
import { contentDisposition } from '../iterations/iteration.service.js';
import { receiveFile } from '../iterations/upload.js';
import { assignmentTemplate, assignRecos } from './assignment.service.js';

/**
 * The spec's user-management calls that read and write recos (`/ums/task-assignment-template/`,
 * `/ums/assign-recos/`): they live with the recos they assign. Owner or admin only.
 */
export const assignmentRoutes: FastifyPluginAsyncTypebox<RecoDeps> = async (app, deps) => {
  app.route({
    ...reco.taskAssignmentTemplate,
    handler: async (request, reply) => {
      const caller = callerWith(request, 'company:admin');
      const file = await assignmentTemplate(
        deps.db,
        caller,
        request.query.company_id,
        request.query.project_id,
      );
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  });

  app.route({
    ...reco.assignRecos,
    handler: async (request) => {
      const caller = callerWith(request, 'company:admin');
      const received = await receiveFile(request, deps.storage, {
        allowed: reco.ASSIGNMENT_TEMPLATE_EXTENSIONS,
        maxBytes: Math.min(deps.maxUploadBytes, reco.MAX_ASSIGNMENT_TEMPLATE_BYTES),
        folder: `${caller.schema}/reco/assignments`,
        keep: false,
      });
      return assignRecos(
        deps.db,
        caller,
        request.query.company_id,
        request.query.project_id,
        received.bytes,
      );
    },
  });
};
