import type { Db } from '@concord/db';
import { conflict, forbidden, notFound, unprocessable, type AuthContext } from '@concord/auth';
import { requireCompanyAccess } from '../companies/companies.service.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findTool, insertSubscriptionRequest, isSubscribed } from './tools.repository.js';

export type SubscriptionRequest = {
  subscription_request_id: number;
  subscription_company_id: number;
  subscription_tool_id: number;
  subscription_created_by_user_id: number;
  status: string;
};

export async function requestSubscription(
  db: Db,
  auth: AuthContext,
  input: {
    subscription_company_id: number;
    subscription_tool_id: number;
    subscription_created_by_user_id?: number;
  },
): Promise<SubscriptionRequest> {
  if (
    input.subscription_created_by_user_id !== undefined &&
    input.subscription_created_by_user_id !== auth.userId
  ) {
    throw forbidden('Requests are made in your own name');
  }
  await requireCompanyAccess(db, auth, input.subscription_company_id, 'tools:request');
  const tool = await findTool(db, input.subscription_tool_id);
  if (!tool) throw notFound('Tool not found');
  if (!tool.is_licensable) throw unprocessable('This tool is included for every company');
  if (await isSubscribed(db, input.subscription_company_id, tool.tool_id))
    throw conflict('Already subscribed to this tool');
  const created = await insertSubscriptionRequest(
    db,
    input.subscription_company_id,
    tool.tool_id,
    auth.userId,
  );
  if (!created) throw conflict('A request for this tool is already pending');
  await recordAudit(db, {
    userId: auth.userId,
    companyId: created.subscription_company_id,
    action: 'tool.subscription_requested',
    details: {
      subscription_request_id: created.subscription_request_id,
      tool_id: created.subscription_tool_id,
    },
  });
  return created;
}
