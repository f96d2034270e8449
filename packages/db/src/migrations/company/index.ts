import type { Migration } from 'kysely/migration';
import * as filesAndAudit from './0001-files-and-audit.js';
import * as posoPurchaseSales from './poso-0001-purchase-sales.js';
import * as posoAdvances from './poso-0002-advances.js';
import * as posoAdvanceApplied from './poso-0003-advance-applied.js';
import * as posoSettings from './poso-0004-settings.js';
import * as posoInvoiceDueDate from './poso-0005-invoice-due-date.js';
import * as posoReferenceSearch from './poso-0006-reference-search.js';
import * as recoWorkspace from './reco-0001-workspace.js';
import * as communications from './reco-0002-communications.js';
import * as recoEntriesByIteration from './reco-0003-entries-by-iteration.js';
import * as recoMessages from './reco-0004-messages.js';
import * as recoShares from './reco-0005-shares.js';
import * as recoFollowUps from './reco-0006-followups.js';
import * as recoReasonSentencesAsCodes from './reco-0006-reason-sentences-as-codes.js';
import * as recoColumnReasonCodes from './reco-0007-column-reason-codes.js';
import * as recoMappingConflictCodes from './reco-0008-mapping-conflict-codes.js';
import * as recoReadWarningCodes from './reco-0009-read-warning-codes.js';
import * as recoSheetReasonCodes from './reco-0010-sheet-reason-codes.js';
import * as recoHistoryNotes from './reco-0011-history-notes.js';
import * as recoRunErrorReasons from './reco-0012-run-error-reasons.js';
import * as recoCarryReports from './reco-0013-carry-reports.js';

/**
 * Migrations run inside every company schema, in key order. Append new entries (never
 * rename or reorder): `migrateAll` applies the missing ones to each company, and
 * `createCompany` applies all of them to a new company.
 *
 * Each `up(db)` receives `db.withSchema(<company schema>)` inside the migration's
 * transaction, so it must use the query/schema builder with unqualified table names; DDL
 * the builders cannot write (partitions) uses the schema name, passed as `up`'s second
 * argument.
 */
export const companyMigrations: Record<string, Migration> = {
  '0001-files-and-audit': filesAndAudit,
  'poso-0001-purchase-sales': posoPurchaseSales,
  'poso-0002-advances': posoAdvances,
  'poso-0003-advance-applied': posoAdvanceApplied,
  'poso-0004-settings': posoSettings,
  'reco-0001-workspace': recoWorkspace,
  'reco-0002-communications': communications,
  'reco-0003-entries-by-iteration': recoEntriesByIteration,
  'reco-0004-messages': recoMessages,
  'reco-0005-shares': recoShares,
  'poso-0005-invoice-due-date': posoInvoiceDueDate,
  'reco-0006-followups': recoFollowUps,
  'poso-0006-reference-search': posoReferenceSearch,
  'reco-0006-reason-sentences-as-codes': recoReasonSentencesAsCodes,
  'reco-0007-column-reason-codes': recoColumnReasonCodes,
  'reco-0008-mapping-conflict-codes': recoMappingConflictCodes,
  'reco-0009-read-warning-codes': recoReadWarningCodes,
  'reco-0010-sheet-reason-codes': recoSheetReasonCodes,
  'reco-0011-history-notes': recoHistoryNotes,
  'reco-0012-run-error-reasons': recoRunErrorReasons,
  'reco-0013-carry-reports': recoCarryReports,
};
