import type { Db } from '@concord/db';

export type ToolRow = {
  tool_id: number;
  tool_name: string;
  tool_prefix: string;
  is_licensable: boolean;
};

export type SubscriptionRequestRow = {
  subscription_request_id: number;
  subscription_company_id: number;
  subscription_tool_id: number;
  subscription_created_by_user_id: number;
  status: string;
};

export async function findTool(db: Db, toolId: number): Promise<ToolRow | undefined> {
  return db
    .selectFrom('core.tools')
    .select(['tool_id', 'tool_name', 'tool_prefix', 'is_licensable'])
    .where('tool_id', '=', toolId)
    .executeTakeFirst();
}

export async function isSubscribed(db: Db, companyId: number, toolId: number): Promise<boolean> {
  const row = await db
    .selectFrom('core.subscriptions')
    .select('subscription_id')
    .where('company_id', '=', companyId)
    .where('tool_id', '=', toolId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts a pending request; undefined when one is already pending for the pair. */
export async function insertSubscriptionRequest(
  db: Db,
  companyId: number,
  toolId: number,
  userId: number,
): Promise<SubscriptionRequestRow | undefined> {
  return db
    .insertInto('core.subscription_requests')
    .values({
      subscription_company_id: companyId,
      subscription_tool_id: toolId,
      subscription_created_by_user_id: userId,
    })
    .onConflict((oc) =>
      oc
        .columns(['subscription_company_id', 'subscription_tool_id'])
        .where('status', '=', 'pending')
        .doNothing(),
    )
    .returning([
      'subscription_request_id',
      'subscription_company_id',
      'subscription_tool_id',
      'subscription_created_by_user_id',
      'status',
    ])
    .executeTakeFirst();
}
