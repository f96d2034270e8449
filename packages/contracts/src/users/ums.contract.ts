import { Type } from 'typebox';
import { Id, route } from '../shared/index.js';
import { CompanyUser } from './users.contract.js';

// Spec section 7, user management: the people a reconciliation can be given to. Who holds
// which scope is membership data, so these live in the users service.
const ToolQuery = Type.Object({ company_id: Id, tool_id: Type.Optional(Id) });

/** Active members who may reconcile (reco:write). */
export const reconcilers = route('GET', '/ums/reconcilers/', {
  querystring: ToolQuery,
  response: { 200: Type.Array(CompanyUser) },
});

/** Active members who may review (reco:review). */
export const reviewers = route('GET', '/ums/reviewers/', {
  querystring: ToolQuery,
  response: { 200: Type.Array(CompanyUser) },
});
