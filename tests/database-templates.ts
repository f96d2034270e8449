import { DEFAULT_TEST_DATABASE_URL, testTemplates } from '@concord/db';

// Global setup of the unit, service and BFF tests: the migrated and the demo databases are
// built once, and each test file's database is a copy of one of them.
export default async function setup() {
  return testTemplates(process.env.DATABASE_URL || DEFAULT_TEST_DATABASE_URL);
}
