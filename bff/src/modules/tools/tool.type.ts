import { Field, Int, ObjectType } from 'type-graphql';
import type { RestSubscriptionRequest, RestToolSubscription } from '../../upstream/users-client.js';

@ObjectType({ description: 'A tool and whether a company may use it.' })
export class ToolSubscription {
  @Field(() => Int, { description: 'Numeric tool id.' })
  toolId!: number;

  @Field(() => String, { description: 'Tool name shown to users.' })
  toolName!: string;

  @Field(() => String, { description: 'Short prefix identifying the tool, for example reco.' })
  toolPrefix!: string;

  @Field(() => Boolean, { description: 'Whether the tool needs a subscription.' })
  isLicensable!: boolean;

  @Field(() => Boolean, {
    description: 'Whether the company may use the tool now; false without a company.',
  })
  hasAccess!: boolean;

  @Field(() => Boolean, { description: 'Whether the company subscribes to the tool.' })
  isSubscribed!: boolean;
}

@ObjectType({ description: 'A request to subscribe a company to a tool.' })
export class SubscriptionRequest {
  @Field(() => Int, { description: 'Numeric request id.' })
  id!: number;

  @Field(() => Int, { description: 'Company that asked.' })
  companyId!: number;

  @Field(() => Int, { description: 'Tool asked for.' })
  toolId!: number;

  @Field(() => String, { description: 'Request status, for example pending.' })
  status!: string;
}

export function toToolSubscription(tool: RestToolSubscription): ToolSubscription {
  return {
    toolId: tool.tool_id,
    toolName: tool.tool_name,
    toolPrefix: tool.tool_prefix,
    isLicensable: Boolean(tool.is_licensable),
    hasAccess: Boolean(tool.hasAccess),
    isSubscribed: Boolean(tool.isSubscribed),
  };
}

export function toSubscriptionRequest(request: RestSubscriptionRequest): SubscriptionRequest {
  return {
    id: request.subscription_request_id,
    companyId: request.subscription_company_id,
    toolId: request.subscription_tool_id,
    status: request.status,
  };
}
