import { poso } from '@concord/contracts';
import { callerOf, type PosoApp } from '../shared/http.js';
import type { HeldActionService } from './held-action.service.js';

export function heldActionRoutes(app: PosoApp, deps: { service: HeldActionService }) {
  app.route({
    ...poso.getHeldAction,
    handler: async (request) => deps.service.get(callerOf(request), request.params.held_action_id),
  });
  app.route({
    ...poso.undoHeldAction,
    handler: async (request) => deps.service.undo(callerOf(request), request.params.held_action_id),
  });
}
