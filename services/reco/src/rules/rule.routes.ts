import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DEFAULT_DATE_WINDOW_DAYS,
  DEFAULT_TOLERANCE,
  rulesFor,
  type MatchRule,
} from '@concord/reco-engine';
import { reco } from '@concord/contracts';
import type { RecoDeps } from '../deps.js';
import { callerWith } from '../shared/caller.js';

const asRule = (rule: MatchRule): reco.MatchingRule => ({
  id: rule.id,
  status: rule.status,
  remark: rule.remark,
  description: rule.description,
});

/**
 * reconciliation/rules: the engine's rule table, read only. Runs use the engine's default
 * tolerance and date window (run-job passes none), so those are the ones shown.
 */
export const ruleRoutes: FastifyPluginAsyncTypebox<RecoDeps> = async (app) => {
  app.route({
    ...reco.matchingRules,
    handler: async (request) => {
      callerWith(request, 'reco:read');
      return {
        tolerance: DEFAULT_TOLERANCE,
        date_window_days: DEFAULT_DATE_WINDOW_DAYS,
        sets: reco.RULE_SET_KINDS.map((kind) => ({ kind, rules: rulesFor(kind).map(asRule) })),
      };
    },
  });
};
