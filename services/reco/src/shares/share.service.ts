import type { FastifyReply, FastifyRequest } from 'fastify';
import { reco } from '@concord/contracts';
import { companyTables, findCompanyTenant, notifyUsers, type Db } from '@concord/db';
import type { RecoDeps } from '../deps.js';
import { worksOnRecos, type Caller } from '../shared/caller.js';
import { inCompany, type CompanyDb } from '../shared/company-db.js';
import { companiesConnected, companyName } from '../shared/connections.repository.js';
import { badRequest, conflict, forbidden, notFound } from '../shared/errors.js';
import { companyMembers } from '../shared/members.repository.js';
import { isoTime } from '../shared/wire.js';
import {
  filesByIds,
  findIteration,
  insertFile,
  type FileRow,
} from '../iterations/iteration.repository.js';
import { requireIteration, sendStoredFile, toStoredFile } from '../iterations/iteration.service.js';
import { receiveFile } from '../iterations/upload.js';
import { entryExists } from '../messages/message.repository.js';
import { findParty } from '../parties/party.repository.js';
import { announceEntries } from '../decisions/decision.service.js';
import { addHistory, type RecoRow } from '../recos/reco.repository.js';
import { recoPagePath, recoTitle } from '../recos/reco-notifications.js';
import { requireReco } from '../recos/reco.service.js';
import { entriesOf, summaryOf } from '../results/result.service.js';
import {
  answersOfEntries,
  findAnswer,
  findReceived,
  findShareFor,
  findShareOfIteration,
  insertReceived,
  insertShare,
  personOf,
  receivedPage,
  saveAnswer,
  sharesOfReco,
  type AnswerRow,
  type ReceivedRow,
  type ShareRow,
} from './share.repository.js';

const vc = 'reconciliation/vendor-customer/full-version-1';

/** The spec's recoType route segment of a kind. */
function recoTypeOf(kind: string): string {
  return kind === 'gst' ? 'gst_reco' : kind === 'tax' ? 'taxReco' : 'vendorReco';
}

/** Where the receiving company opens a share: the summary with getFrom = shared. */
export function sharedSummaryPath(companyId: number, kind: string, receivedId: number): string {
  return `/dashboard/default/${companyId}/${vc}/${recoTypeOf(kind)}/latest-recos/summary/${receivedId}/shared`;
}

type Evaluation = {
  possibility: reco.SharingPossibility;
  iteration: { iteration_id: number; number: number };
  recoRow: RecoRow;
};

/** Whether the caller may share this iteration now, and with whom (the reco's party). */
async function evaluate(
  db: Db,
  trx: CompanyDb,
  caller: Caller,
  iterationId: number,
): Promise<Evaluation> {
  const { iteration, reco: recoRow } = await requireIteration(trx, iterationId);
  const party = await findParty(trx, recoRow.party_id);
  const companyId = party?.connected_company_id ?? null;
  const name = companyId === null ? undefined : await companyName(db, companyId);
  let reason: reco.SharingRefusal | null = null;
  if (!worksOnRecos(caller)) reason = 'not_allowed';
  else if (iteration.run_state !== 'succeeded') reason = 'no_result';
  else if (companyId === null || name === undefined) reason = 'not_a_company';
  else if (!(await companiesConnected(db, caller.companyId, companyId))) reason = 'not_connected';
  else if (await findShareOfIteration(trx, iterationId, companyId)) reason = 'already_shared';
  return {
    possibility: {
      iteration_id: iterationId,
      possible: reason === null,
      reason,
      reconcilee_company_id: name === undefined ? null : companyId,
      reconcilee_company_name: name ?? null,
    },
    iteration,
    recoRow,
  };
}

/** The spec's `is_sharing_possible/{id}/`, for an iteration. */
export async function sharingPossibility(
  db: Db,
  caller: Caller,
  iterationId: number,
): Promise<reco.SharingPossibility> {
  return inCompany(db, caller, async (trx) => {
    const { possibility } = await evaluate(db, trx, caller, iterationId);
    return possibility;
  });
}

const REFUSALS: Record<reco.SharingRefusal, () => Error> = {
  not_allowed: () => forbidden('Only reconcilers and reviewers share reconciliations'),
  no_result: () => conflict('There is no result to share yet: the run has not finished'),
  not_a_company: () =>
    forbidden("This reconciliation's party is not a company on Concord; send it a link instead"),
  not_connected: () => forbidden('The companies are not connected'),
  already_shared: () => conflict('This iteration is already shared with this company'),
};

function toShare(row: ShareRow, companyNameText: string): reco.RecoShare {
  return {
    share_id: row.share_id,
    reco_id: row.reco_id,
    iteration_id: row.iteration_id,
    reconcilee_company_id: row.reconcilee_company_id,
    reconcilee_company_name: companyNameText,
    shared_by_user_id: row.shared_by_user_id,
    shared_at: isoTime(row.shared_at),
  };
}

/**
 * The spec's `share_reco/{reconcilee_co_id}/{x}/`: the iteration `x` is shared with the
 * reco's party, a connected company. The share and the receiver's share info are written in
 * one transaction, and the receiver's owners and admins are told.
 */
export async function shareReco(
  db: Db,
  caller: Caller,
  reconcileeId: number,
  iterationId: number,
): Promise<reco.RecoShare> {
  return inCompany(db, caller, async (trx) => {
    const { possibility, iteration, recoRow } = await evaluate(db, trx, caller, iterationId);
    if (possibility.reason) throw REFUSALS[possibility.reason]();
    if (possibility.reconcilee_company_id !== reconcileeId)
      throw forbidden("A reconciliation is shared only with its party's company");
    const receiver = await findCompanyTenant(db, reconcileeId);
    if (!receiver) throw notFound('Company not found');
    const share = await insertShare(trx, {
      reco_id: recoRow.reco_id,
      iteration_id: iteration.iteration_id,
      reconcilee_company_id: reconcileeId,
      shared_by_user_id: caller.userId,
    });
    const person = await personOf(trx, caller.userId);
    const sharerName = (await companyName(db, caller.companyId)) ?? '';
    const receiverTables = companyTables(trx as unknown as Db, receiver.schema);
    const received = await insertReceived(receiverTables as unknown as CompanyDb, {
      shared_by_company_id: caller.companyId,
      shared_by_company_name: sharerName,
      share_id: share.share_id,
      reco_name: recoTitle(recoRow),
      shared_reco_name: `${sharerName}: ${recoRow.period_from} to ${recoRow.period_to}`,
      kind: recoRow.kind,
      period_from: recoRow.period_from,
      period_to: recoRow.period_to,
      iteration_number: iteration.number,
      shared_by_user_id: caller.userId,
      shared_by_user_name: person.user_name,
      shared_by_user_email: person.user_email,
    });
    await addHistory(trx, {
      reco_id: recoRow.reco_id,
      iteration_id: iteration.iteration_id,
      action: 'shared',
      from_state: recoRow.state,
      to_state: recoRow.state,
      remarks: `Shared with ${possibility.reconcilee_company_name}`,
      user_id: caller.userId,
    });
    const admins = (await companyMembers(db, reconcileeId))
      .filter((m) => m.scopes.includes('company:admin'))
      .map((m) => m.user_id);
    await notifyUsers(trx as never, {
      userIds: admins,
      companyId: reconcileeId,
      kind: 'reco.shared_with_us',
      actorUserId: caller.userId,
      subject: { type: 'reco_share', id: received.received_id },
      text: `${sharerName}: ${received.shared_reco_name}`,
      link: sharedSummaryPath(reconcileeId, recoRow.kind, received.received_id),
      about: { name: sharerName, periodFrom: recoRow.period_from, periodTo: recoRow.period_to },
    });
    return toShare(share, possibility.reconcilee_company_name ?? '');
  });
}

export async function listRecoShares(db: Db, caller: Caller, recoId: number) {
  return inCompany(db, caller, async (trx) => {
    await requireReco(trx, recoId);
    const rows = await sharesOfReco(trx, recoId);
    return rows.map((r) => toShare(r, r.company_name));
  });
}

function toShareInfo(row: ReceivedRow, receiverId: number): reco.RecoShareInfo {
  return {
    share_id: row.received_id,
    reconcilee_co_id: receiverId,
    reco_name: row.reco_name,
    shared_by_user_id: row.shared_by_user_id,
    shared_by_user_name: row.shared_by_user_name,
    shared_by_user_email: row.shared_by_user_email,
    shared_by_company_id: row.shared_by_company_id,
    shared_by_company_name: row.shared_by_company_name,
    shared_reco_name: row.shared_reco_name,
    kind: row.kind as reco.RecoKind,
    period_from: row.period_from,
    period_to: row.period_to,
    iteration_number: row.iteration_number,
    shared_at: isoTime(row.shared_at),
  };
}

export async function sharedRecosPage(
  db: Db,
  caller: Caller,
  query: { page?: number; size?: number },
) {
  const { page = 1, size = 10 } = query;
  const result = await inCompany(db, caller, (trx) => receivedPage(trx, page, size));
  return {
    items: result.items.map((row) => toShareInfo(row, caller.companyId)),
    totalCount: result.totalCount,
    page,
    size,
  };
}

/** A share opened by the receiver: the sharer's company (no scopes) and its share row. */
type OpenShare = { received: ReceivedRow; sharer: Caller; share: ShareRow };

const shareNotFound = () => notFound('Shared reconciliation not found');

/**
 * The receiver's share `receivedId`, checked against the sharer's own row and a connection
 * that still holds; every failure is the same 404. Everything the receiver reads goes through
 * here and is limited to the share's one iteration.
 */
async function openShare(db: Db, caller: Caller, receivedId: number): Promise<OpenShare> {
  const received = await inCompany(db, caller, (trx) => findReceived(trx, receivedId));
  if (!received) throw shareNotFound();
  const tenant = await findCompanyTenant(db, received.shared_by_company_id);
  if (!tenant || !(await companiesConnected(db, caller.companyId, tenant.companyId)))
    throw shareNotFound();
  const sharer: Caller = {
    userId: 0,
    companyId: tenant.companyId,
    schema: tenant.schema,
    scopes: [],
  };
  const share = await inCompany(db, sharer, (trx) =>
    findShareFor(trx, received.share_id, caller.companyId),
  );
  if (!share) throw shareNotFound();
  return { received, sharer, share };
}

async function sharedIteration(trx: CompanyDb, share: ShareRow) {
  const iteration = await findIteration(trx, share.iteration_id);
  if (!iteration) throw shareNotFound();
  return iteration;
}

export async function getSharedReco(
  db: Db,
  caller: Caller,
  receivedId: number,
): Promise<reco.SharedReco> {
  const { received, sharer, share } = await openShare(db, caller, receivedId);
  const summary = await inCompany(db, sharer, async (trx) =>
    summaryOf(trx, await sharedIteration(trx, share)),
  );
  return { share: toShareInfo(received, caller.companyId), summary };
}

export async function listSharedEntries(
  db: Db,
  caller: Caller,
  receivedId: number,
  query: reco.EntryQuery,
): Promise<reco.EntryPage> {
  const { sharer, share } = await openShare(db, caller, receivedId);
  return inCompany(db, sharer, async (trx) =>
    entriesOf(trx, await sharedIteration(trx, share), query, { decisions: false }),
  );
}

function toAnswer(row: AnswerRow, file: FileRow | undefined): reco.EntryAnswer {
  return {
    answer_id: row.answer_id,
    entry_no: row.entry_no,
    answer: row.answer,
    remark: row.remark,
    document: file ? toStoredFile(file) : null,
    answered_by_user_id: row.answered_by_user_id,
    answered_by_user_name: row.answered_by_user_name,
    answered_by_company_name: row.answered_by_company_name,
    answered_at: isoTime(row.answered_at),
  };
}

/** The answers on these entries of an iteration of `trx`'s company, by entry number. */
export async function answersByEntry(
  trx: CompanyDb,
  iterationId: number,
  entryNos: readonly number[],
): Promise<Map<number, reco.EntryAnswer>> {
  const rows = await answersOfEntries(trx, iterationId, entryNos);
  const files = await filesByIds(
    trx,
    rows.flatMap((r) => (r.file_id ? [String(r.file_id)] : [])),
  );
  return new Map(
    rows.map((row) => [
      row.entry_no,
      toAnswer(row, row.file_id ? files.get(String(row.file_id)) : undefined),
    ]),
  );
}

function requireAnswerer(caller: Caller) {
  if (!worksOnRecos(caller)) throw forbidden('Only reconcilers and reviewers answer on entries');
}

/**
 * Records the receiver's answer (or document) on one entry of the shared iteration, in the
 * sharer's schema, and tells the sharer's reconciler and reviewer; their open drill-downs
 * follow live.
 */
async function answerOn(
  db: Db,
  caller: Caller,
  opened: OpenShare,
  entryNo: number,
  change:
    | { answer: reco.EntryAnswerKind; remark: string | null }
    | { file: (trx: CompanyDb) => Promise<string> },
): Promise<reco.EntryAnswer> {
  const { sharer, share } = opened;
  return inCompany(db, sharer, async (trx) => {
    const iteration = await sharedIteration(trx, share);
    if (!(await entryExists(trx, iteration.iteration_id, entryNo)))
      throw badRequest('This entry is not in the shared reconciliation', {
        entry_no: 'Unknown entry',
      });
    const base = {
      share_id: share.share_id,
      iteration_id: iteration.iteration_id,
      entry_no: entryNo,
      answered_by_user_id: caller.userId,
      answered_by_company_id: caller.companyId,
    };
    if ('file' in change) await saveAnswer(trx, { ...base, file_id: await change.file(trx) });
    else await saveAnswer(trx, { ...base, answer: change.answer, remark: change.remark });
    const { reco: recoRow } = await requireIteration(trx, iteration.iteration_id);
    await announceEntries(trx, sharer, recoRow.reco_id, iteration.iteration_id);
    await notifyUsers(trx as never, {
      userIds: [recoRow.assignee_user_id, recoRow.reviewer_user_id].filter(
        (id): id is number => id !== null,
      ),
      companyId: sharer.companyId,
      kind: 'reco.answered',
      actorUserId: caller.userId,
      subject: { type: 'reco', id: recoRow.reco_id },
      text: `${opened.received.reco_name}: ${'file' in change ? 'document' : change.answer} on entry ${entryNo}`,
      link: recoPagePath(sharer.companyId, iteration.iteration_id, recoRow.reco_id),
      about: {
        name: recoRow.party_name,
        periodFrom: recoRow.period_from,
        periodTo: recoRow.period_to,
      },
      detail: {
        code:
          'file' in change
            ? 'entryDocument'
            : change.answer === 'agree'
              ? 'entryAgreed'
              : 'entryDisagreed',
        params: { entry: String(entryNo) },
      },
    });
    const answers = await answersByEntry(trx, iteration.iteration_id, [entryNo]);
    return answers.get(entryNo)!;
  });
}

export async function answerSharedEntry(
  db: Db,
  caller: Caller,
  receivedId: number,
  entryNo: number,
  input: reco.NewEntryAnswer,
): Promise<reco.EntryAnswer> {
  requireAnswerer(caller);
  const remark = input.remark?.trim() || null;
  if (input.answer === 'disagree' && !remark)
    throw badRequest('Say why you disagree', { remark: 'Required when you disagree' });
  const opened = await openShare(db, caller, receivedId);
  return answerOn(db, caller, opened, entryNo, { answer: input.answer, remark });
}

/** The receiver's document for an entry, through the same checks as any upload (SECURITY 17-18). */
export async function attachSharedEntryDocument(
  deps: Pick<RecoDeps, 'db' | 'storage' | 'maxUploadBytes'>,
  caller: Caller,
  receivedId: number,
  entryNo: number,
  request: FastifyRequest,
): Promise<reco.EntryAnswer> {
  requireAnswerer(caller);
  const opened = await openShare(deps.db, caller, receivedId);
  const file = await receiveFile(request, deps.storage, {
    allowed: reco.ANSWER_DOCUMENT_EXTENSIONS,
    maxBytes: deps.maxUploadBytes,
    folder: `${opened.sharer.schema}/shared/${opened.share.share_id}`,
  });
  return answerOn(deps.db, caller, opened, entryNo, {
    file: (trx) =>
      insertFile(trx, {
        storage_key: file.storageKey,
        original_name: file.originalName,
        content_type: file.contentType,
        size_bytes: file.sizeBytes,
        sha256: file.sha256,
        created_by_user_id: caller.userId,
      }),
  });
}

async function sendAnswerDocument(
  deps: Pick<RecoDeps, 'db' | 'storage'>,
  owner: Caller,
  reply: FastifyReply,
  find: (trx: CompanyDb) => Promise<AnswerRow | undefined>,
) {
  const file = await inCompany(deps.db, owner, async (trx) => {
    const answer = await find(trx);
    const id = answer?.file_id ? String(answer.file_id) : undefined;
    return id ? (await filesByIds(trx, [id])).get(id) : undefined;
  });
  if (!file) throw notFound('File not found');
  return sendStoredFile(deps.storage, reply, file);
}

/** The sharer downloads a document the other company attached to an entry. */
export function downloadAnswerDocument(
  deps: Pick<RecoDeps, 'db' | 'storage'>,
  caller: Caller,
  answerId: number,
  reply: FastifyReply,
) {
  return sendAnswerDocument(deps, caller, reply, (trx) => findAnswer(trx, { answerId }));
}

/** The receiver downloads the document it attached. */
export async function downloadSharedAnswerDocument(
  deps: Pick<RecoDeps, 'db' | 'storage'>,
  caller: Caller,
  receivedId: number,
  entryNo: number,
  reply: FastifyReply,
) {
  const { sharer, share } = await openShare(deps.db, caller, receivedId);
  return sendAnswerDocument(deps, sharer, reply, (trx) =>
    findAnswer(trx, { shareId: share.share_id, entryNo }),
  );
}
