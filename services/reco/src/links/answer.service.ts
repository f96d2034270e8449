import type { FastifyRequest } from 'fastify';
import { reco, type users } from '@concord/contracts';
import type { Db } from '@concord/db';
import type { RecoDeps } from '../deps.js';
import { inCompany, type CompanyDb } from '../shared/company-db.js';
import { HttpError, notFound } from '../shared/errors.js';
import { isoTime } from '../shared/wire.js';
import {
  booksClosingMinor,
  findBalanceAnswer,
  insertBalanceAnswer,
  lastBalanceAnswer,
  setAnswerFile,
} from '../communications/followup.repository.js';
import { runByRule } from '../communications/rule-run.js';
import { money } from '../communications/scheduler.js';
import { filesByIds, insertFile } from '../iterations/iteration.repository.js';
import { requireIteration, storeLedger, toStoredFile } from '../iterations/iteration.service.js';
import { receiveFile } from '../iterations/upload.js';
import { notifyAboutReco } from '../recos/reco-notifications.js';
import { addHistory, type RecoRow } from '../recos/reco.repository.js';
import { STATE_WORDS, STEPS } from '../recos/state-machine.js';
import { linkUsed, publicLinkDetails, resolveLink, type ResolvedLink } from './link.service.js';

/**
 * A refusal of what the party sent, with its code for the page to word in the party's
 * language; the English message is for logs and API callers.
 */
function refused(
  status: 'BAD_REQUEST' | 'CONFLICT',
  code: reco.PartyRefusal,
  message: string,
  extra: { params?: Record<string, string>; fields?: Record<string, string> } = {},
) {
  return new HttpError(status, message, {
    reason: { code, params: extra.params ?? {} },
    ...(extra.fields ? { fields: extra.fields } : {}),
  });
}

/** Tells the reco's reconciler what the party did, in the transaction of the change. */
function tellAssignee(
  trx: CompanyDb,
  opened: ResolvedLink,
  row: RecoRow,
  what: { code: users.NotificationDetailCode; params?: Record<string, string>; text: string },
) {
  return notifyAboutReco(
    trx,
    { companyId: opened.tenant.companyId, userId: null },
    row,
    'reco.answered',
    [row.assignee_user_id],
    what,
  );
}

/**
 * /pages/upload-file/: the party's ledger, with the workspace's guards, lands as the current
 * iteration's counterparty file; the company's rule may start the run at once.
 */
export async function publicUploadLedger(
  deps: RecoDeps,
  token: string | undefined,
  stateId: number | undefined,
  request: FastifyRequest,
): Promise<{ file_name: string; run_started: boolean }> {
  const now = deps.now();
  const opened = await resolveLink(deps.db, now, token, ['upload'], stateId);
  await linkUsed(deps.db, opened, now);
  let runStarted = false;
  const stored = await storeLedger(
    deps,
    {
      tenant: opened.tenant,
      userId: null,
      allow: (row) => {
        if (row.current_iteration_id !== opened.link.iteration_id)
          throw refused(
            'CONFLICT',
            'linkMovedOn',
            'This reconciliation has moved on. Ask the sender for a new link.',
          );
        if (!(STEPS.upload.from as readonly string[]).includes(row.state))
          throw refused(
            'CONFLICT',
            'recoTakesNoFiles',
            `This reconciliation is ${STATE_WORDS[row.state]} and takes no files now. Ask the sender if you need to send another.`,
            { params: { state: row.state } },
          );
      },
      after: async (trx, row) => {
        const outcome = await runByRule(trx, deps.runs, opened.tenant, row, 'party_ledger');
        runStarted = outcome?.started ?? false;
        const waits = outcome?.waits ?? null;
        const waitsOn = outcome?.waitsOn ?? [];
        await tellAssignee(
          trx,
          opened,
          row,
          waits
            ? {
                code: 'runWaiting',
                // Which side's file the run waits on: books, counterparty, or both.
                params: { sides: waitsOn.length === 1 ? String(waitsOn[0]) : 'both' },
                text: `the party uploaded its ledger; the run waits for you: ${waits}`,
              }
            : { code: 'ledgerUploaded', text: 'the party uploaded its ledger' },
        );
      },
    },
    opened.link.iteration_id,
    'counterparty',
    request,
  );
  return { file_name: stored.file.file_name, run_started: runStarted };
}

/** /pages/confirm_completion/: our closing balance and the party's latest answer. */
export async function publicBalance(
  db: Db,
  now: Date,
  token: string | undefined,
  stateId: number | undefined,
): Promise<reco.PublicBalance> {
  const opened = await resolveLink(db, now, token, ['confirm'], stateId);
  const details = await publicLinkDetails(db, now, token, stateId);
  return inCompany(db, opened.tenant, async (trx) => {
    const { iteration } = await requireIteration(trx, opened.link.iteration_id);
    const answer = await lastBalanceAnswer(trx, iteration.iteration_id);
    const closing = await booksClosingMinor(trx, iteration.iteration_id);
    return {
      company_name: details.company_name,
      reco_name: details.reco_name,
      from_date: details.from_date,
      to_date: details.to_date,
      closing_balance: closing === null ? null : money(closing),
      answer: answer
        ? {
            response_id: answer.response_id,
            decision: answer.decision,
            remark: answer.remark,
            answered_at: isoTime(answer.answered_at),
            file_name: answer.file_name,
          }
        : null,
    };
  });
}

/**
 * The party confirms our closing balance or disputes it (a remark required): kept on the
 * iteration, written to the reco's history, told to its reconciler. A later answer replaces
 * an earlier one in the follow-ups. With no books yet there is no balance to confirm (409);
 * a remark still goes through.
 */
export async function answerBalance(
  db: Db,
  now: Date,
  token: string | undefined,
  stateId: number | undefined,
  input: reco.BalanceAnswer,
): Promise<{ response_id: number; decision: reco.BalanceDecision }> {
  const remark = input.remark?.trim() || null;
  if (input.decision === 'disputed' && !remark)
    throw refused(
      'BAD_REQUEST',
      'remarkRequired',
      'Say what differs, so the sender can look into it',
      {
        fields: { remark: 'Required when you dispute the balance' },
      },
    );
  const opened = await resolveLink(db, now, token, ['confirm'], stateId);
  await linkUsed(db, opened, now);
  return inCompany(db, opened.tenant, async (trx) => {
    const { reco: row } = await requireIteration(trx, opened.link.iteration_id);
    if (row.state === 'inactive')
      throw refused(
        'CONFLICT',
        'recoClosed',
        'This reconciliation is closed. Ask the sender if something is wrong.',
      );
    // No books yet, no balance: a confirmation would confirm nothing.
    if (
      input.decision === 'confirmed' &&
      (await booksClosingMinor(trx, opened.link.iteration_id)) === null
    )
      throw refused(
        'CONFLICT',
        'noBalanceYet',
        'There is no closing balance to confirm yet: our books for this period are not in. You can send a remark or your statement instead.',
      );
    const saved = await insertBalanceAnswer(trx, {
      reco_id: row.reco_id,
      iteration_id: opened.link.iteration_id,
      link_id: opened.link.link_id,
      decision: input.decision,
      remark,
    });
    await addHistory(trx, {
      reco_id: row.reco_id,
      iteration_id: opened.link.iteration_id,
      action: input.decision === 'confirmed' ? 'balance_confirmed' : 'balance_disputed',
      from_state: null,
      to_state: null,
      remarks: remark,
      user_id: null,
    });
    await tellAssignee(
      trx,
      opened,
      row,
      input.decision === 'confirmed'
        ? { code: 'balanceConfirmed', text: 'the party confirmed the closing balance' }
        : {
            code: 'balanceDisputed',
            params: { remark: remark ?? '' },
            text: `the party disputed the closing balance: ${remark}`,
          },
    );
    return saved;
  });
}

/** The file backing a dispute: once, to an answer given through the same link. */
export async function attachDisputeFile(
  deps: RecoDeps,
  token: string | undefined,
  responseId: number,
  request: FastifyRequest,
): Promise<{ file: reco.StoredFile }> {
  const opened = await resolveLink(deps.db, deps.now(), token, ['confirm']);
  const answer = await inCompany(deps.db, opened.tenant, (trx) =>
    findBalanceAnswer(trx, responseId),
  );
  // Another link's answer is as unknown as a missing one.
  if (!answer || answer.link_id !== opened.link.link_id) throw notFound('Answer not found');
  if (answer.decision !== 'disputed')
    throw refused('CONFLICT', 'notADispute', 'Only a dispute takes a file');
  if (answer.file_id)
    throw refused('CONFLICT', 'fileAlreadyAttached', 'This answer has its file already');
  const received = await receiveFile(request, deps.storage, {
    allowed: reco.LEDGER_EXTENSIONS,
    maxBytes: deps.maxUploadBytes,
    folder: `${opened.tenant.schema}/reco/${answer.iteration_id}/answers`,
  });
  try {
    return await inCompany(deps.db, opened.tenant, async (trx) => {
      const fileId = await insertFile(trx, {
        storage_key: received.storageKey,
        original_name: received.originalName,
        content_type: received.contentType,
        size_bytes: received.sizeBytes,
        sha256: received.sha256,
        created_by_user_id: null,
      });
      if (!(await setAnswerFile(trx, responseId, fileId)))
        throw refused('CONFLICT', 'fileAlreadyAttached', 'This answer has its file already');
      await addHistory(trx, {
        reco_id: answer.reco_id,
        iteration_id: answer.iteration_id,
        action: 'dispute_file_added',
        from_state: null,
        to_state: null,
        remarks: received.originalName,
        user_id: null,
      });
      const files = await filesByIds(trx, [fileId]);
      return { file: toStoredFile(files.get(fileId)!) };
    });
  } catch (error) {
    await deps.storage.remove(received.storageKey);
    throw error;
  }
}
