import { poso } from '@concord/contracts';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../shared/http.js';
import type { SettingsService } from './settings.service.js';

export function settingsRoutes(app: FastifyInstance, deps: { service: SettingsService }) {
  app.route({
    ...poso.getPosoSettings,
    handler: async (request) => deps.service.get(callerOf(request)),
  });
  app.route({
    ...poso.updatePosoSettings,
    handler: async (request) =>
      deps.service.update(callerOf(request), request.body as poso.PosoSettingsChange),
  });
}
