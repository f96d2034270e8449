export {
  createDb,
  DatabaseUnavailableError,
  isDatabaseStalled,
  isDatabaseUnavailable,
  listenForNotifications,
  type NotificationListener,
  type CreateDbOptions,
  type Db,
  onSameDatabase,
} from './database.js';
export type * from './schema.types.js';
export { migrateAll, migrateCore, migrateCompanySchema } from './migrate.js';
export { coreMigrations } from './migrations/core/index.js';
export { SESSION_EVENTS_CHANNEL } from './migrations/core/0003-session-limits.js';
export { companyMigrations } from './migrations/company/index.js';
export { createCompany, type NewCompany, type CreatedCompany } from './companies.js';
export {
  TenantError,
  assertSafeSchemaName,
  companySchemaName,
  companyTables,
  companyTableName,
  findCompanyTenant,
  findTenantBySchema,
  isSafeSchemaName,
  quotedIdentifier,
  scopedToCompany,
  withCompanySchema,
  type CompanyTenant,
  type TenantErrorCode,
} from './tenant.js';
export {
  seedDemo,
  DEMO_PASSWORD,
  DEMO_COMPANIES,
  DEMO_USERS,
  DEMO_TOOLS,
  type DemoIds,
} from './seed.js';
export { CURRENCIES, type Currency } from './currencies.js';
export {
  startEmbeddedPostgres,
  type EmbeddedPostgresOptions,
  type RunningPostgres,
} from './embedded.js';
export {
  createDemoTestDatabase,
  createTestDatabase,
  DEFAULT_TEST_DATABASE_URL,
  freeLoopbackPort,
  testTemplates,
  type DemoTestDatabase,
  type TestDatabase,
} from './testing.js';
export { publishEvent, EVENTS_CHANNEL, type ConcordEvent } from './events.js';
export { clockTimestamp, now, secondsFromNow } from './expressions.js';
export { notifyUsers, NOTIFICATION_TOPIC, type NewNotification } from './notifications.js';
