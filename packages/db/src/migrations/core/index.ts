import type { Migration } from 'kysely/migration';
import * as coreSchema from './0001-core-schema.js';
import * as currencies from './0002-currencies.js';
import * as sessionLimits from './0003-session-limits.js';
import * as capabilityLinks from './0004-capability-links.js';
import * as notifications from './0005-notifications.js';
import * as heldActions from './0006-held-actions.js';
import * as heldActionResult from './0007-held-action-result.js';
import * as notificationDetail from './0008-notification-detail.js';

/** Core migrations; keys sort in the order they run. Append, never rename. */
export const coreMigrations: Record<string, Migration> = {
  '0001-core-schema': coreSchema,
  '0002-currencies': currencies,
  '0003-session-limits': sessionLimits,
  '0004-capability-links': capabilityLinks,
  '0005-notifications': notifications,
  '0006-held-actions': heldActions,
  '0007-held-action-result': heldActionResult,
  '0008-notification-detail': notificationDetail,
};
