import { poso } from '@concord/contracts';
import { callerOf, type PosoApp } from '../shared/http.js';
import type { SettingsService } from './settings.service.js';

export function settingsRoutes(app: PosoApp, deps: { service: SettingsService }) {
  app.route({
    ...poso.getPosoSettings,
    handler: async (request) => deps.service.get(callerOf(request)),
  });
  app.route({
    ...poso.updatePosoSettings,
    handler: async (request) => deps.service.update(callerOf(request), request.body),
  });
}
