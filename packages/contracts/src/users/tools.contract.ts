import { Type, type Static } from 'typebox';
import { Id, route } from '../shared/index.js';

export const SubscriptionRequest = Type.Object({
  subscription_request_id: Id,
  subscription_company_id: Id,
  subscription_tool_id: Id,
  subscription_created_by_user_id: Id,
  status: Type.String(),
});
export type SubscriptionRequest = Static<typeof SubscriptionRequest>;

export const requestSubscription = route('POST', '/tools/subscription-requests/', {
  body: Type.Object({
    subscription_company_id: Id,
    subscription_tool_id: Id,
    subscription_created_by_user_id: Type.Optional(Id),
  }),
  response: { 201: SubscriptionRequest },
});
