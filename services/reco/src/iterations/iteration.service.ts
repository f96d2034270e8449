import type { FastifyReply, FastifyRequest } from 'fastify';
import type { reco } from '@concord/contracts';
import { reco as contracts } from '@concord/contracts';
import type { Db } from '@concord/db';
import type { FileStorage } from '@concord/storage';
import { readStored } from '../shared/stored-bytes.js';
import type { Caller } from '../shared/caller.js';
import { inCompany, type CompanyDb } from '../shared/company-db.js';
import { conflict, notFound } from '../shared/errors.js';
import { isoTime, isoTimeOrNull } from '../shared/wire.js';
import { addHistory, moveState, type RecoRow } from '../recos/reco.repository.js';
import { announce, requireReco, requireStep } from '../recos/reco.service.js';
import {
  filesByIds,
  findIteration,
  insertFile,
  iterationsOfReco,
  rememberedMapping,
  rememberMapping,
  setSideFile,
  setSideMapping,
  type FileRow,
  type IterationRow,
} from './iteration.repository.js';
import { columnMappingOf, readMapping, type StoredMapping } from './mapping.js';
import { receiveFile } from './upload.js';
import { runByRule } from '../communications/rule-run.js';
import type { RunQueue } from '../runs/run-queue.js';

export function toStoredFile(row: FileRow): reco.StoredFile {
  return {
    file_id: Number(row.file_id),
    file_name: row.original_name,
    content_type: row.content_type,
    size_bytes: Number(row.size_bytes),
    sha256: row.sha256,
    uploaded_by_user_id: row.created_by_user_id,
    uploaded_at: isoTime(row.created_at),
  };
}

export async function toIteration(trx: CompanyDb, row: IterationRow): Promise<reco.Iteration> {
  const ids = [
    row.books_file_id,
    row.counterparty_file_id,
    row.output_file_id,
    row.modified_file_id,
  ]
    .filter((id): id is string => id !== null)
    .map(String);
  const files = await filesByIds(trx, ids);
  const file = (id: string | null) => {
    const found = id === null ? undefined : files.get(String(id));
    return found ? toStoredFile(found) : null;
  };
  const mapping = (value: unknown, confirmed: boolean): reco.LedgerMapping | null =>
    value ? { ...(value as StoredMapping), confirmed } : null;
  return {
    iteration_id: row.iteration_id,
    reco_id: row.reco_id,
    number: row.number,
    books_file: file(row.books_file_id),
    counterparty_file: file(row.counterparty_file_id),
    books_mapping: mapping(row.books_mapping, row.books_mapping_confirmed),
    counterparty_mapping: mapping(row.counterparty_mapping, row.counterparty_mapping_confirmed),
    run: {
      state: row.run_state,
      phase: (row.run_phase as reco.RunPhase | null) ?? null,
      percent: row.run_percent,
      error: row.run_error,
      error_reason: (row.run_error_reason as reco.RunErrorReason | null) ?? null,
      attempts: row.run_attempts,
      queued_at: isoTimeOrNull(row.run_queued_at),
      started_at: isoTimeOrNull(row.run_started_at),
      finished_at: isoTimeOrNull(row.run_finished_at),
    },
    entry_count: row.entry_count,
    matched_percent: row.matched_percent,
    unexplained_amount: row.unexplained_amount,
    output_file: file(row.output_file_id),
    modified_file: file(row.modified_file_id),
    created_by_user_id: row.created_by_user_id,
    created_at: isoTime(row.created_at),
  };
}

/** The iteration and its reco in the caller's company, or 404. */
export async function requireIteration(
  trx: CompanyDb,
  iterationId: number,
): Promise<{ iteration: IterationRow; reco: RecoRow }> {
  const iteration = await findIteration(trx, iterationId);
  if (!iteration) throw notFound('Iteration not found');
  const recoRow = await requireReco(trx, iteration.reco_id);
  return { iteration, reco: recoRow };
}

/** Files and mappings change only on the reco's current iteration. */
function requireCurrent(iteration: IterationRow, recoRow: RecoRow) {
  if (recoRow.current_iteration_id !== iteration.iteration_id)
    throw conflict('This iteration is closed: a newer one has been started');
}

export async function getIteration(db: Db, caller: Caller, iterationId: number) {
  return inCompany(db, caller, async (trx) => {
    const { iteration } = await requireIteration(trx, iterationId);
    return toIteration(trx, iteration);
  });
}

export async function listIterations(db: Db, caller: Caller, recoId: number) {
  return inCompany(db, caller, async (trx) => {
    await requireReco(trx, recoId);
    const rows = await iterationsOfReco(trx, recoId);
    return Promise.all(rows.map((row) => toIteration(trx, row)));
  });
}

export type UploadDeps = { db: Db; storage: FileStorage; maxUploadBytes: number };

/** Who puts a ledger on an iteration: a signed-in reconciler, or a party through its link. */
export type LedgerUploader = {
  tenant: Pick<Caller, 'companyId' | 'schema'>;
  /** Throws unless this uploader may put a file on this reco now. */
  allow(recoRow: RecoRow): void;
  /** Recorded as the file's uploader and in the history; null for a party. */
  userId: number | null;
  /** More work in the upload's transaction (notifications, a rule's run). */
  after?: (trx: CompanyDb, recoRow: RecoRow) => Promise<void>;
};

/**
 * A books or counterparty file for the current iteration: checked and stored, read by the
 * engine to find its columns (the party's remembered mapping first), recorded with its
 * sha256. The reco moves to files_uploaded once both sides are there.
 */
export async function uploadLedger(
  deps: UploadDeps & { runs: RunQueue },
  caller: Caller,
  iterationId: number,
  side: reco.Side,
  request: FastifyRequest,
) {
  return storeLedger(
    deps,
    {
      tenant: caller,
      allow: (row) => requireStep(caller, row, 'upload'),
      userId: caller.userId,
      // Our books may complete the pair the party's ledger waits in: its rule may run it.
      ...(side === 'books'
        ? {
            after: async (trx: CompanyDb, row: RecoRow) => {
              await runByRule(trx, deps.runs, caller, row, 'books_completed');
            },
          }
        : {}),
    },
    iterationId,
    side,
    request,
  );
}

export async function storeLedger(
  deps: UploadDeps,
  uploader: LedgerUploader,
  iterationId: number,
  side: reco.Side,
  request: FastifyRequest,
) {
  const { tenant } = uploader;
  const before = await inCompany(deps.db, tenant, async (trx) => {
    const found = await requireIteration(trx, iterationId);
    uploader.allow(found.reco);
    requireCurrent(found.iteration, found.reco);
    const remembered = await rememberedMapping(trx, found.reco.party_id, found.reco.kind, side);
    return { ...found, remembered: remembered as StoredMapping | undefined };
  });

  const received = await receiveFile(request, deps.storage, {
    allowed: contracts.LEDGER_EXTENSIONS,
    maxBytes: deps.maxUploadBytes,
    folder: `${tenant.schema}/reco/${iterationId}`,
  });
  try {
    const read = { side, kind: before.reco.kind, fileName: received.originalName };
    const mapping = before.remembered
      ? await readMapping(received.bytes, read, {
          mapping: columnMappingOf(before.remembered),
          by: 'remembered',
          sheet: before.remembered.sheet,
        }).catch(() => readMapping(received.bytes, read))
      : await readMapping(received.bytes, read);

    return await inCompany(deps.db, tenant, async (trx) => {
      const { iteration, reco: recoRow } = await requireIteration(trx, iterationId);
      uploader.allow(recoRow);
      requireCurrent(iteration, recoRow);
      const fileId = await insertFile(trx, {
        storage_key: received.storageKey,
        original_name: received.originalName,
        content_type: received.contentType,
        size_bytes: received.sizeBytes,
        sha256: received.sha256,
        created_by_user_id: uploader.userId,
      });
      await setSideFile(trx, iterationId, side, fileId, mapping, mapping.confirmed);
      const other = side === 'books' ? iteration.counterparty_file_id : iteration.books_file_id;
      let state = recoRow.state;
      if (other && recoRow.state === 'created') {
        if (!(await moveState(trx, recoRow.reco_id, 'created', 'files_uploaded')))
          throw conflict('The reconciliation changed meanwhile; try again');
        state = 'files_uploaded';
      }
      await addHistory(trx, {
        reco_id: recoRow.reco_id,
        iteration_id: iterationId,
        action: side === 'books' ? 'books_uploaded' : 'counterparty_uploaded',
        from_state: recoRow.state,
        to_state: state,
        remarks: received.originalName,
        user_id: uploader.userId,
      });
      await announce(trx, tenant.companyId, recoRow.reco_id, state, iterationId);
      await uploader.after?.(trx, { ...recoRow, state });
      const files = await filesByIds(trx, [fileId]);
      return {
        file: toStoredFile(files.get(fileId)!),
        mapping,
        iteration: await toIteration(trx, (await findIteration(trx, iterationId))!),
      };
    });
  } catch (error) {
    await deps.storage.remove(received.storageKey);
    throw error;
  }
}

/** The user's roles for the columns of one side: read again to check, then kept for the party. */
export async function confirmMapping(
  deps: UploadDeps & { runs: RunQueue },
  caller: Caller,
  iterationId: number,
  choice: reco.MappingChoice,
) {
  const found = await inCompany(deps.db, caller, async (trx) => {
    const result = await requireIteration(trx, iterationId);
    requireStep(caller, result.reco, 'confirm_mapping');
    requireCurrent(result.iteration, result.reco);
    const fileId =
      choice.side === 'books'
        ? result.iteration.books_file_id
        : result.iteration.counterparty_file_id;
    if (!fileId) throw conflict(`Upload the ${choice.side} file first`);
    return { ...result, file: (await filesByIds(trx, [fileId])).get(String(fileId))! };
  });
  const previous = (
    choice.side === 'books' ? found.iteration.books_mapping : found.iteration.counterparty_mapping
  ) as StoredMapping | null;
  const mapping = await readMapping(
    await readStored(deps.storage, found.file.storage_key),
    { side: choice.side, kind: found.reco.kind, fileName: found.file.original_name },
    {
      mapping: { ...choice.columns, headerRow: choice.header_row ?? previous?.header_row },
      by: 'user',
      ...(previous?.sheet ? { sheet: previous.sheet } : {}),
    },
  );
  return inCompany(deps.db, caller, async (trx) => {
    const { iteration, reco: recoRow } = await requireIteration(trx, iterationId);
    requireStep(caller, recoRow, 'confirm_mapping');
    requireCurrent(iteration, recoRow);
    await setSideMapping(trx, iterationId, choice.side, mapping, true);
    await rememberMapping(trx, {
      party_id: recoRow.party_id,
      kind: recoRow.kind,
      side: choice.side,
      mapping,
      user_id: caller.userId,
    });
    await addHistory(trx, {
      reco_id: recoRow.reco_id,
      iteration_id: iterationId,
      action: `${choice.side}_mapping_confirmed`,
      from_state: recoRow.state,
      to_state: recoRow.state,
      user_id: caller.userId,
    });
    // Our books confirmed may complete the pair the party's ledger waits in.
    if (choice.side === 'books')
      await runByRule(trx, deps.runs, caller, recoRow, 'books_completed');
    return toIteration(trx, (await findIteration(trx, iterationId))!);
  });
}

// ---- downloads ----

const DOWNLOAD_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};

/** `attachment` disposition with a plain fallback name and the exact UTF-8 one (RFC 6266). */
export function contentDisposition(fileName: string): string {
  const plain = fileName.replace(/[^\w.\- ]/g, '_').slice(0, 200) || 'file';
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function sendStoredFile(storage: FileStorage, reply: FastifyReply, file: FileRow) {
  const stored = await storage.open(file.storage_key);
  if (!stored) throw notFound('File not found');
  return reply
    .headers(DOWNLOAD_HEADERS)
    .header('content-type', file.content_type)
    .header('content-length', String(stored.size))
    .header('content-disposition', contentDisposition(file.original_name))
    .send(stored.stream);
}

/** A file that belongs to one of the company's reco iterations (input, output or modified). */
export async function iterationFile(db: Db, caller: Caller, fileId: number): Promise<FileRow> {
  return inCompany(db, caller, async (trx) => {
    const owner = await trx
      .selectFrom('reco_iterations')
      .select('iteration_id')
      .where((eb) =>
        eb.or([
          eb('books_file_id', '=', String(fileId)),
          eb('counterparty_file_id', '=', String(fileId)),
          eb('output_file_id', '=', String(fileId)),
          eb('modified_file_id', '=', String(fileId)),
        ]),
      )
      .executeTakeFirst();
    const file = owner ? (await filesByIds(trx, [String(fileId)])).get(String(fileId)) : undefined;
    if (!file) throw notFound('File not found');
    return file;
  });
}

/** The spec's rule for the shared download: the modified file when there is one, else the output. */
export async function latestOutputFile(db: Db, caller: Caller, iterationId: number) {
  return inCompany(db, caller, async (trx) => {
    const { iteration } = await requireIteration(trx, iterationId);
    const id = iteration.modified_file_id ?? iteration.output_file_id;
    const file = id ? (await filesByIds(trx, [String(id)])).get(String(id)) : undefined;
    if (!file) throw notFound('File not found');
    return file;
  });
}

export async function reconciliationDetails(
  db: Db,
  caller: Caller,
  iterationId: number,
): Promise<reco.ReconciliationDetails> {
  const company = await db
    .selectFrom('core.companies')
    .select('company_name')
    .where('company_id', '=', caller.companyId)
    .executeTakeFirstOrThrow();
  return inCompany(db, caller, async (trx) => {
    const { iteration, reco: recoRow } = await requireIteration(trx, iterationId);
    const id = iteration.modified_file_id ?? iteration.output_file_id;
    const file = id ? (await filesByIds(trx, [String(id)])).get(String(id)) : undefined;
    return {
      company_name: company.company_name,
      reco_name: `${recoRow.party_name} ${recoRow.period_from} to ${recoRow.period_to}`,
      from_date: recoRow.period_from,
      to_date: recoRow.period_to,
      file: file
        ? {
            file_id: Number(file.file_id),
            file_name: file.original_name,
            modified_file: iteration.modified_file_id !== null,
            output_file: iteration.output_file_id !== null,
          }
        : null,
    };
  });
}
