import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type Compilable,
} from 'kysely';
import type pg from 'pg';
import {
  entryKeyAt,
  matchLedgerColumns,
  parseMinorUnits,
  readLedgerTable,
  ReadError,
  resultAt,
  writeResultWorkbook,
  type Bridge,
  type MatchColumnsResult,
  type Progress,
  type ReadTableResult,
  type Summary,
} from '@concord/reco-engine';
import {
  EVENTS_CHANNEL,
  findCompanyTenant,
  now,
  scopedToCompany,
  type CompanyDatabase,
  type ConcordEvent,
  type Db,
  type RecoKind,
} from '@concord/db';
import type { FileStorage } from '@concord/storage';
import type { reco } from '@concord/contracts';
import { columnMappingOf, engineKind, type StoredMapping } from '../iterations/mapping.js';
import { storedName } from '../iterations/upload.js';
import {
  carriedDecisions,
  engineDecisions,
  type Carried,
  type CarriedDecision,
} from '../decisions/carry.js';
import { readStored } from '../shared/stored-bytes.js';
import { dateText } from '../shared/wire.js';
import { attachEntries, stageEntries, type StagedEntries } from './entries-copy.js';
import type { RunJob } from './run-queue.js';

/** Statuses that count as explained, for the matched percentage. */
const MATCHED = new Set(['matched', 'exact_match', 'manual_match']);

export type RunContext = {
  db: Db;
  /** A pool for the run's own transactions (COPY needs a raw connection). */
  pool: pg.Pool;
  storage: FileStorage;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Test seam: called as each phase starts. */
  onPhase?: (phase: reco.RunPhase, job: RunJob) => Promise<void> | void;
  /** Benchmark seam: wall time of each step of a run, in milliseconds. */
  measure?: (
    step: 'read' | 'match' | 'write' | 'copy' | 'index' | 'attach' | 'store' | 'commit',
    ms: number,
  ) => void;
};

/**
 * A failure the user can act on (a file that cannot be read): the run is not retried. The
 * message is English for logs; `reason` says it as a code the screens word.
 */
export class RunInputError extends Error {
  constructor(
    message: string,
    readonly reason: reco.RunErrorReason,
  ) {
    super(message);
  }
}

/** Where each phase starts and ends on the progress bar. */
const PHASE_SPAN: Record<reco.RunPhase, [number, number]> = {
  queued: [0, 0],
  reading_books: [2, 30],
  reading_counterparty: [30, 55],
  matching: [55, 65],
  writing: [65, 99],
};
const PHASE_PERCENT = Object.fromEntries(
  Object.entries(PHASE_SPAN).map(([phase, [start]]) => [phase, start]),
) as Record<reco.RunPhase, number>;
/** Progress within a phase is published at most this often. */
const PROGRESS_EVERY_MS = 500;

/** Builds typed queries for a company schema without a connection: run on the run's own client. */
function compilerFor(schema: string): Kysely<CompanyDatabase> {
  const compiler = new Kysely<CompanyDatabase>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return scopedToCompany(compiler, schema);
}

async function exec<R = Record<string, unknown>>(
  client: pg.PoolClient,
  query: Compilable,
): Promise<R[]> {
  const compiled = query.compile();
  const result = await client.query(compiled.sql, compiled.parameters as unknown[]);
  return result.rows as R[];
}

async function notify(client: pg.PoolClient, event: ConcordEvent) {
  await client.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify(event)]);
}

async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const value = await fn(client);
    await client.query('COMMIT');
    return value;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

type Loaded = {
  recoId: number;
  kind: RecoKind;
  periodFrom: string;
  periodTo: string;
  books: { key: string; name: string; mapping: StoredMapping };
  counterparty: { key: string; name: string; mapping: StoredMapping };
  decisions: CarriedDecision[];
};

/**
 * Executes one queued run: read both files in worker threads, match with the carried manual
 * decisions, write the result workbook, then store entries (COPY), summary, bridge, the
 * output file and the state change in one transaction that only the run's token may commit.
 * Safe to repeat: a retry after a crash starts over, and only one attempt can finish.
 */
export async function executeRun(ctx: RunContext, job: RunJob): Promise<'done' | 'skipped'> {
  const tenant = await findCompanyTenant(ctx.db, job.companyId);
  if (!tenant || tenant.schema !== job.schema) {
    ctx.log.warn({ job }, 'run refused: its company and schema do not agree');
    return 'skipped';
  }
  const q = compilerFor(job.schema);
  const loaded = await begin(ctx, q, job);
  if (!loaded) return 'skipped';

  const publish = async (phase: reco.RunPhase, percent: number) => {
    const client = await ctx.pool.connect();
    try {
      await exec(
        client,
        q
          .updateTable('reco_iterations')
          .set({ run_phase: phase, run_percent: percent })
          .where('iteration_id', '=', job.iterationId)
          .where('run_token', '=', job.runToken)
          .where('run_state', '=', 'running'),
      );
      await notify(client, runEvent(job, loaded.recoId, phase, percent));
    } finally {
      client.release();
    }
  };
  const progress = async (phase: reco.RunPhase) => {
    await ctx.onPhase?.(phase, job);
    await publish(phase, PHASE_PERCENT[phase]);
  };
  /** The engine's progress within a phase, throttled; a lost update is only a late bar. */
  const within = (phase: reco.RunPhase) => {
    let last = Date.now();
    return (p: Progress) => {
      const now = Date.now();
      if (now - last < PROGRESS_EVERY_MS) return;
      last = now;
      const [start, end] = PHASE_SPAN[phase];
      const percent = Math.round(start + (end - start) * Math.min(1, Math.max(0, p.fraction)));
      void publish(phase, percent).catch(() => undefined);
    };
  };

  const work = await mkdtemp(path.join(tmpdir(), 'concord-run-'));
  try {
    const kind = engineKind(loaded.kind);
    const read = async (
      side: reco.Side,
      file: Loaded['books'],
      phase: reco.RunPhase,
    ): Promise<ReadTableResult> => {
      try {
        return await readLedgerTable(await readStored(ctx.storage, file.key), {
          side,
          kind,
          fileName: file.name,
          mapping: columnMappingOf(file.mapping),
          sheet: file.mapping.sheet,
          onProgress: within(phase),
        });
      } catch (error) {
        if (error instanceof ReadError)
          throw new RunInputError(`The ${side} file could not be read: ${error.message}`, {
            code: 'fileUnreadable',
            side,
            reason: error.reason,
          });
        throw error;
      }
    };
    const timed = async <T>(
      step: Parameters<NonNullable<RunContext['measure']>>[0],
      fn: () => Promise<T> | T,
    ) => {
      const t0 = performance.now();
      const value = await fn();
      ctx.measure?.(step, performance.now() - t0);
      return value;
    };
    await progress('reading_books');
    const [books, counterparty] = await timed('read', async () => {
      const b = await read('books', loaded.books, 'reading_books');
      await progress('reading_counterparty');
      return [b, await read('counterparty', loaded.counterparty, 'reading_counterparty')] as const;
    });
    await progress('matching');
    const result = await timed('match', () =>
      matchLedgerColumns(books.table, counterparty.table, {
        kind,
        period: { from: loaded.periodFrom, to: loaded.periodTo },
        closing: {
          books: books.closingBalanceMinor,
          counterparty: counterparty.closingBalanceMinor,
        },
        manual: engineDecisions(loaded.decisions),
        onProgress: within('matching'),
      }),
    );
    const carried = carry(loaded.decisions, result);

    await progress('writing');
    const outPath = path.join(work, 'result.xlsx');
    await timed('write', () =>
      writeResultWorkbook(outPath, result, { onProgress: within('writing') }),
    );
    const output = await storeOutput(ctx.storage, job, outPath);
    const storing = performance.now();
    const staged = await stageEntries(
      ctx.pool,
      job.schema,
      job.iterationId,
      result.columns,
      ctx.measure,
    );
    let finished = false;
    try {
      finished = await timed('commit', () =>
        finish(ctx, q, job, loaded, result, output, carried, staged, storing, {
          books: books.closingBalanceMinor,
          counterparty: counterparty.closingBalanceMinor,
        }),
      );
    } finally {
      // A table left behind is dropped by the iteration's next attach.
      if (!finished)
        await staged
          .drop()
          .catch((error: unknown) =>
            ctx.log.warn({ error, table: staged.name }, 'staged entries not dropped'),
          );
    }
    if (!finished) await ctx.storage.remove(output.key);
    return finished ? 'done' : 'skipped';
  } catch (error) {
    if (error instanceof RunInputError) {
      await failRun(ctx, job, error.message, error.reason);
      return 'done';
    }
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function runEvent(
  job: RunJob,
  recoId: number,
  phase: string | null,
  percent: number,
): ConcordEvent {
  return {
    companyId: job.companyId,
    topic: 'reco.run',
    id: job.iterationId,
    data: { recoId, phase, percent },
  };
}

function signedMinor(decimal: string): number {
  return decimal.startsWith('-') ? -parseMinorUnits(decimal.slice(1)) : parseMinorUnits(decimal);
}

/** Marks the run started (or restarted after a crash) and loads what it needs; null if stale. */
async function begin(
  ctx: RunContext,
  q: Kysely<CompanyDatabase>,
  job: RunJob,
): Promise<Loaded | null> {
  return inTransaction(ctx.pool, async (client) => {
    const [started] = await exec<{ reco_id: number }>(
      client,
      q
        .updateTable('reco_iterations')
        .set({
          run_state: 'running',
          run_phase: 'reading_books',
          run_percent: PHASE_PERCENT.reading_books,
          run_started_at: (eb) => eb.fn.coalesce('run_started_at', now()),
          run_attempts: (eb) => eb('run_attempts', '+', 1),
        })
        .where('iteration_id', '=', job.iterationId)
        .where('run_token', '=', job.runToken)
        .where('run_state', 'in', ['queued', 'running'])
        .returning('reco_id'),
    );
    if (!started) return null;
    const [row] = await exec<{
      kind: RecoKind;
      period_from: string;
      period_to: string;
      books_key: string;
      books_name: string;
      books_mapping: StoredMapping;
      cp_key: string;
      cp_name: string;
      cp_mapping: StoredMapping;
    }>(
      client,
      q
        .selectFrom('reco_iterations as i')
        .innerJoin('recos as r', 'r.reco_id', 'i.reco_id')
        .innerJoin('reco_projects as p', 'p.project_id', 'r.project_id')
        .innerJoin('files as bf', 'bf.file_id', 'i.books_file_id')
        .innerJoin('files as cf', 'cf.file_id', 'i.counterparty_file_id')
        .select([
          'p.kind',
          dateText('r.period_from').as('period_from'),
          dateText('r.period_to').as('period_to'),
          'bf.storage_key as books_key',
          'bf.original_name as books_name',
          'i.books_mapping',
          'cf.storage_key as cp_key',
          'cf.original_name as cp_name',
          'i.counterparty_mapping as cp_mapping',
        ])
        .where('i.iteration_id', '=', job.iterationId),
    );
    if (!row) return null;
    const decisions = await exec<CarriedDecision>(
      client,
      q
        .selectFrom('reco_decisions as d')
        .innerJoin('reco_iterations as di', 'di.iteration_id', 'd.iteration_id')
        .select([
          'd.decision_id',
          'd.kind',
          'd.books',
          'd.counterparty',
          'd.remarks',
          'd.decided_by_user_id',
          'd.decided_at',
          'd.iteration_id',
        ])
        .where('di.reco_id', '=', started.reco_id)
        .where('d.undone_at', 'is', null)
        .where(
          'd.iteration_id',
          '=',
          q
            .selectFrom('reco_decisions as d2')
            .innerJoin('reco_iterations as i2', 'i2.iteration_id', 'd2.iteration_id')
            .select((eb) => eb.fn.max('d2.iteration_id').as('latest'))
            .where('i2.reco_id', '=', started.reco_id),
        )
        .orderBy('d.decision_id'),
    );
    await notify(
      client,
      runEvent(job, started.reco_id, 'reading_books', PHASE_PERCENT.reading_books),
    );
    return {
      recoId: started.reco_id,
      kind: row.kind,
      periodFrom: row.period_from,
      periodTo: row.period_to,
      books: { key: row.books_key, name: row.books_name, mapping: row.books_mapping },
      counterparty: { key: row.cp_key, name: row.cp_name, mapping: row.cp_mapping },
      decisions,
    };
  });
}

type StoredOutput = { key: string; sizeBytes: number; sha256: string; name: string };

async function storeOutput(
  storage: FileStorage,
  job: RunJob,
  outPath: string,
): Promise<StoredOutput> {
  const name = `reconciliation-${job.iterationId}.xlsx`;
  const key = `${job.schema}/reco/${job.iterationId}/${storedName(name, '.xlsx')}`;
  const bytes = await readFile(outPath);
  await storage.put(key, bytes);
  return {
    key,
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    name,
  };
}

/** What the run does with the previous iteration's decisions (reco_iterations.carry_report). */
type CarryReportRow = {
  from_iteration_id: number;
  carried: number;
  not_carried: { decision_id: number; missing: string[] }[];
};

/**
 * The previous decisions the engine could apply (every entry they name exists again), and the
 * report of what became of each: those it could not apply name the entries no longer there.
 */
function carry(
  decisions: CarriedDecision[],
  result: MatchColumnsResult,
): { carried: Carried[]; report: CarryReportRow | null } {
  if (decisions.length === 0) return { carried: [], report: null };
  const m = result.columns;
  const at = new Map<string, number>();
  for (let i = 0; i < m.length; i++) at.set(entryKeyAt(m, i), i);
  const carried = carriedDecisions(decisions, (key) => {
    const i = at.get(key);
    if (i === undefined) return undefined;
    const e = resultAt(m, i);
    // Entries are stored in result order: entry number i is the result's i-th entry.
    return { sheet: e.sheet, row: e.row, entryNo: i };
  });
  const applied = new Set(carried.map((d) => d.decision_id));
  return {
    carried,
    report: {
      from_iteration_id: decisions[0]!.iteration_id,
      carried: carried.length,
      not_carried: decisions
        .filter((d) => !applied.has(d.decision_id))
        .map((d) => ({
          decision_id: d.decision_id,
          missing: [...d.books, ...d.counterparty].map((e) => e.key).filter((k) => !at.has(k)),
        })),
    },
  };
}

export function resultFigures(summary: Summary, bridge: Bridge, entryCount: number) {
  let matched = 0;
  for (const [status, value] of Object.entries(summary.byStatus))
    if (MATCHED.has(status)) matched += value?.count ?? 0;
  let unexplained = 0;
  for (const step of bridge.adjustments) unexplained += Math.abs(signedMinor(step.amount));
  return {
    matched_percent: entryCount === 0 ? '0.00' : ((matched * 100) / entryCount).toFixed(2),
    unexplained_amount: (unexplained / 100).toFixed(2),
  };
}

/** The run's one commit: only the attempt holding the token of a running run gets here. */
async function finish(
  ctx: RunContext,
  q: Kysely<CompanyDatabase>,
  job: RunJob,
  loaded: Loaded,
  result: MatchColumnsResult,
  output: StoredOutput,
  carry: { carried: Carried[]; report: CarryReportRow | null },
  staged: StagedEntries,
  storing: number,
  closing: { books: number | null; counterparty: number | null },
): Promise<boolean> {
  return inTransaction(ctx.pool, async (client) => {
    const [claimed] = await exec(
      client,
      q
        .selectFrom('reco_iterations')
        .select('iteration_id')
        .where('iteration_id', '=', job.iterationId)
        .where('run_token', '=', job.runToken)
        .where('run_state', '=', 'running')
        .forUpdate(),
    );
    if (!claimed) return false;
    await attachEntries(client, job.schema, staged, ctx.measure);
    ctx.measure?.('store', performance.now() - storing);
    const [file] = await exec<{ file_id: string }>(
      client,
      q
        .insertInto('files')
        .values({
          storage_key: output.key,
          original_name: output.name,
          content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          size_bytes: output.sizeBytes,
          sha256: output.sha256,
          created_by_user_id: null,
        })
        .returning('file_id'),
    );
    const figures = resultFigures(result.summary, result.bridge, result.columns.length);
    await exec(
      client,
      q
        .updateTable('reco_iterations')
        .set({
          run_state: 'succeeded',
          run_phase: null,
          run_percent: 100,
          run_error: null,
          run_error_reason: null,
          run_finished_at: now(),
          summary: JSON.stringify(result.summary),
          bridge: JSON.stringify(result.bridge),
          books_closing_minor: closing.books,
          counterparty_closing_minor: closing.counterparty,
          entry_count: result.columns.length,
          ...figures,
          output_file_id: file!.file_id,
          modified_file_id: null,
          carry_report: carry.report === null ? null : JSON.stringify(carry.report),
        })
        .where('iteration_id', '=', job.iterationId),
    );
    for (const decision of carry.carried) {
      await exec(
        client,
        q.insertInto('reco_decisions').values({
          reco_id: loaded.recoId,
          iteration_id: job.iterationId,
          kind: decision.kind,
          books: JSON.stringify(decision.books),
          counterparty: JSON.stringify(decision.counterparty),
          remarks: decision.remarks,
          entry_nos: decision.entry_nos,
          source: 'carried',
          carried_from_decision_id: decision.decision_id,
          decided_by_user_id: decision.decided_by_user_id,
          decided_at: decision.decided_at,
        }),
      );
    }
    const moved = await exec(
      client,
      q
        .updateTable('recos')
        .set({ state: 'output_ready', updated_at: now() })
        .where('reco_id', '=', loaded.recoId)
        .where('state', '=', 'running')
        .returning('reco_id'),
    );
    await exec(
      client,
      q.insertInto('reco_history').values({
        reco_id: loaded.recoId,
        iteration_id: job.iterationId,
        action: 'run_finished',
        from_state: 'running',
        to_state: moved.length > 0 ? 'output_ready' : null,
        remarks: `${result.columns.length} entries, ${figures.matched_percent}% matched`,
        user_id: null,
      }),
    );
    await notify(client, runEvent(job, loaded.recoId, null, 100));
    await notify(client, {
      companyId: job.companyId,
      topic: 'reco.state',
      id: loaded.recoId,
      data: { state: 'output_ready', iterationId: job.iterationId },
    });
    return true;
  });
}

/**
 * A run that cannot finish: the reason goes to the iteration in words for the user, and the
 * reco returns to files_uploaded so that it can be fixed and started again.
 */
export async function failRun(
  ctx: RunContext,
  job: RunJob,
  message: string,
  reason: reco.RunErrorReason,
): Promise<void> {
  const q = compilerFor(job.schema);
  await inTransaction(ctx.pool, async (client) => {
    const [failed] = await exec<{ reco_id: number }>(
      client,
      q
        .updateTable('reco_iterations')
        .set({
          run_state: 'failed',
          run_error: message,
          run_error_reason: JSON.stringify(reason),
          run_phase: null,
          run_finished_at: now(),
        })
        .where('iteration_id', '=', job.iterationId)
        .where('run_token', '=', job.runToken)
        .where('run_state', 'in', ['queued', 'running'])
        .returning('reco_id'),
    );
    if (!failed) return;
    await exec(
      client,
      q
        .updateTable('recos')
        .set({ state: 'files_uploaded', updated_at: now() })
        .where('reco_id', '=', failed.reco_id)
        .where('state', '=', 'running'),
    );
    await exec(
      client,
      q.insertInto('reco_history').values({
        reco_id: failed.reco_id,
        iteration_id: job.iterationId,
        action: 'run_failed',
        from_state: 'running',
        to_state: 'files_uploaded',
        remarks: message,
        user_id: null,
      }),
    );
    await notify(client, runEvent(job, failed.reco_id, null, 0));
    await notify(client, {
      companyId: job.companyId,
      topic: 'reco.state',
      id: failed.reco_id,
      data: { state: 'files_uploaded', iterationId: job.iterationId },
    });
  });
}
