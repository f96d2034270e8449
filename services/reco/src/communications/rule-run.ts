import type { reco } from '@concord/contracts';
import type { Caller } from '../shared/caller.js';
import type { CompanyDb } from '../shared/company-db.js';
import { filesByIds, findIteration, setSideMapping } from '../iterations/iteration.repository.js';
import { doubtsForRun, runDoubts, type StoredMapping } from '../iterations/mapping.js';
import { addHistory, type RecoRow } from '../recos/reco.repository.js';
import { startRunByRule, type RuleRun } from '../recos/reco.service.js';
import type { RunQueue } from '../runs/run-queue.js';
import { rulesApplyingTo } from './applying-rules.js';
import { listRuleRows } from './template.repository.js';

/** The enabled rule of the reco's project (else the company's) that starts runs on upload. */
async function startingRule(trx: CompanyDb, recoRow: RecoRow) {
  const rule = rulesApplyingTo(await listRuleRows(trx, true), recoRow.project_id)[0];
  return rule?.start_run_on_upload ? rule : undefined;
}

/**
 * Nobody has confirmed the columns of a party's first file. The rule takes the engine's
 * mapping only when the engine is sure of every column a match reads, and says so in the
 * history; anything less waits for the reconciler (docs/decisions.md).
 */
async function acceptMappingByRule(trx: CompanyDb, row: RecoRow, ruleName: string) {
  const iteration = await findIteration(trx, row.current_iteration_id!);
  const mapping = iteration?.counterparty_mapping as StoredMapping | null | undefined;
  if (!iteration || !mapping || iteration.counterparty_mapping_confirmed) return;
  if (doubtsForRun(mapping).length > 0) return;
  const accepted: StoredMapping = { ...mapping, confirmed: true, needs_confirmation: false };
  await setSideMapping(trx, iteration.iteration_id, 'counterparty', accepted, true);
  await addHistory(trx, {
    reco_id: row.reco_id,
    iteration_id: iteration.iteration_id,
    action: 'counterparty_mapping_confirmed',
    from_state: row.state,
    to_state: row.state,
    note: { code: 'ruleAcceptedMapping', params: { rule: ruleName } },
    user_id: null,
  });
}

/**
 * Why the rule's run did not start, in the history as codes (which side lacks what, the
 * doubts that keep the party's columns unconfirmed); returns the words for the reconciler.
 */
async function recordWaiting(
  trx: CompanyDb,
  row: RecoRow,
  ruleName: string,
  outcome: Extract<RuleRun, { started: false }>,
): Promise<string> {
  const { missing, needs } = outcome;
  const reasons: string[] = [];
  if (missing.books) reasons.push(missing.books);
  let doubts: ReturnType<typeof runDoubts> = { conflicts: [], guesses: [] };
  if (missing.counterparty) {
    const iteration = await findIteration(trx, row.current_iteration_id!);
    const mapping = iteration?.counterparty_mapping as StoredMapping | null | undefined;
    const words = mapping ? doubtsForRun(mapping) : [];
    if (mapping) doubts = runDoubts(mapping);
    reasons.push(
      words.length > 0 ? `${missing.counterparty}: ${words.join('; ')}` : missing.counterparty,
    );
  }
  await addHistory(trx, {
    reco_id: row.reco_id,
    iteration_id: row.current_iteration_id,
    action: 'run_waiting',
    from_state: row.state,
    to_state: row.state,
    note: {
      code: 'ruleRunWaits',
      params: {
        rule: ruleName,
        ...(needs.books ? { books: needs.books } : {}),
        ...(needs.counterparty ? { counterparty: needs.counterparty } : {}),
        ...(doubts.conflicts.length > 0 ? { conflicts: doubts.conflicts } : {}),
        ...(doubts.guesses.length > 0 ? { guesses: doubts.guesses } : {}),
      },
    },
    user_id: null,
  });
  return reasons.join('. ');
}

/** What set a rule's run going: the party's ledger, or our books completing its pair. */
export type RuleTrigger = 'party_ledger' | 'books_completed';

const TRIGGER_CODES: Record<RuleTrigger, reco.RuleTrigger> = {
  party_ledger: 'partyLedger',
  books_completed: 'booksCompleted',
};

/** Whether the party's ledger on the reco's current iteration came through its link. */
async function partyUploaded(trx: CompanyDb, row: RecoRow): Promise<boolean> {
  const iteration = await findIteration(trx, row.current_iteration_id!);
  const fileId = iteration?.counterparty_file_id;
  if (!fileId) return false;
  const file = (await filesByIds(trx, [String(fileId)])).get(String(fileId));
  return file !== undefined && file.created_by_user_id === null;
}

/**
 * The rule's promise (issue 14): the party's upload, by rule, starts the run. It starts when
 * the party's ledger arrives, or, when our books were not ready then, once they complete the
 * pair (uploaded with a confirmed mapping, or confirmed by the reconciler), under the same
 * conditions: the party's columns confirmed or every column a match reads named by its header.
 * In the upload's or confirmation's transaction. Null when no rule applies (no rule starting
 * runs on upload, or, for our books, a counterparty file the reconciler put there); else
 * whether the run started, and why not in words for the reconciler.
 */
export async function runByRule(
  trx: CompanyDb,
  runs: RunQueue,
  tenant: Pick<Caller, 'companyId' | 'schema'>,
  row: RecoRow,
  trigger: RuleTrigger,
): Promise<{ started: boolean; waits: string | null; waitsOn?: reco.Side[] } | null> {
  const rule = await startingRule(trx, row);
  if (!rule) return null;
  if (
    trigger === 'books_completed' &&
    (row.state !== 'files_uploaded' || !(await partyUploaded(trx, row)))
  )
    return null;
  await acceptMappingByRule(trx, row, rule.name);
  const outcome = await startRunByRule(trx, runs, tenant, row.reco_id, {
    code: 'ruleStartedRun',
    params: { rule: rule.name, trigger: TRIGGER_CODES[trigger] },
  });
  if (outcome.started) return { started: true, waits: null };
  return {
    started: false,
    waits: await recordWaiting(trx, row, rule.name, outcome),
    waitsOn: Object.keys(outcome.missing) as reco.Side[],
  };
}
