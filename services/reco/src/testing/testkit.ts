import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import {
  generateSigningKeys,
  scopesForMembership,
  signAccessToken,
  type SigningKeys,
} from '@concord/auth';
import type { reco } from '@concord/contracts';
import { createDemoTestDatabase, type DemoIds, type TestDatabase } from '@concord/db';
import { LocalFolderStorage } from '@concord/storage';
import { buildRecoApp } from '../app.js';
import type { RunContext } from '../runs/run-job.js';
import { bossRunQueue, startBoss } from '../runs/run-queue.js';
import { bossMailQueue, type Clock } from '../communications/scheduler.js';
import { startRunWorker, type RunWorker } from '../runs/run-worker.js';
import { writeVendorLedgers } from '../demo/ledger-files.js';

export type Person = { userId: number; token: string; companyId: number };

export type RecoKit = {
  t: TestDatabase;
  app: FastifyInstance;
  ids: DemoIds;
  keys: SigningKeys;
  boss: PgBoss;
  filesDir: string;
  /** alice: Acme's owner; rita: reconciler; ravi and rhea: reviewers; adam: admin; vera: viewer; victor: Bharat's owner. */
  people: Record<'alice' | 'rita' | 'ravi' | 'rhea' | 'adam' | 'vera' | 'victor', Person>;
  tokenFor(userId: number, companyId: number, role: string): Promise<string>;
  call(
    who: Person | string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  upload(
    who: Person,
    url: string,
    file: { name: string; content: Buffer },
  ): Promise<LightMyRequestResponse>;
  /** Starts the in-process worker (tests of the lifecycle alone leave it off). */
  startWorker(overrides?: Partial<RunContext>): Promise<RunWorker>;
  /** Realistic ledgers of `rows` rows a side, cached per size. */
  ledgers(rows: number, seed?: number): Promise<{ books: Buffer; counterparty: Buffer }>;
  close(): Promise<void>;
};

export async function startRecoKit(
  options: {
    expireInSeconds?: number;
    maxUploadBytes?: number;
    /** The app's clock (links, mails); tests move it instead of rewriting rows. */
    now?: Clock;
  } = {},
): Promise<RecoKit> {
  const t = await createDemoTestDatabase();
  const { ids } = t;
  const keys = await generateSigningKeys();
  const filesDir = await mkdtemp(path.join(tmpdir(), 'reco-files-'));
  const storage = new LocalFolderStorage(filesDir);
  const boss = await startBoss({
    connectionString: t.connectionString,
    ...(options.expireInSeconds
      ? { expireInSeconds: options.expireInSeconds, maintenanceIntervalSeconds: 1 }
      : {}),
    retryDelaySeconds: 1,
  });
  const app = await buildRecoApp({
    db: t.db,
    publicKey: keys.publicKey,
    storage,
    runs: bossRunQueue(boss),
    mailQueue: bossMailQueue(boss),
    publicBaseUrl: 'https://concord.test/stage',
    logger: process.env.RECO_TEST_LOG === '1',
    logLevel: 'error',
    validateResponses: true,
    ...(options.maxUploadBytes ? { maxUploadBytes: options.maxUploadBytes } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  const pool = new pg.Pool({ connectionString: t.connectionString, max: 4 });
  // As in production: an idle client cut off when the test database is dropped is not a crash.
  pool.on('error', () => undefined);
  pool.on('error', () => undefined);

  const tokenFor = async (userId: number, companyId: number, role: string) => {
    const session = await sql<{ session_id: string }>`
      INSERT INTO core.sessions (user_id) VALUES (${userId}) RETURNING session_id`.execute(t.db);
    const signed = await signAccessToken(keys.privateKey, {
      userId,
      sessionId: session.rows[0]!.session_id,
      userName: `user${userId}`,
      scopes: scopesForMembership(role),
      companyId,
    });
    return signed.token;
  };
  const member = async (userName: string, companyId: number, role: string): Promise<Person> => {
    const user = await sql<{ user_id: number }>`
      INSERT INTO core.users (user_name, user_email, password_hash, first_name, last_name)
      VALUES (${userName}, ${`${userName}@example.test`}, 'x', ${userName}, 'Test')
      RETURNING user_id`.execute(t.db);
    const userId = user.rows[0]!.user_id;
    await sql`INSERT INTO core.memberships (user_id, company_id, role)
      VALUES (${userId}, ${companyId}, ${role})`.execute(t.db);
    return { userId, companyId, token: await tokenFor(userId, companyId, role) };
  };
  const acme = ids.companies.acme;
  const people: RecoKit['people'] = {
    alice: {
      userId: ids.users.alice,
      companyId: acme,
      token: await tokenFor(ids.users.alice, acme, 'owner'),
    },
    rita: await member('rita', acme, 'reconciler'),
    ravi: await member('ravi', acme, 'reviewer'),
    rhea: await member('rhea', acme, 'reviewer'),
    adam: await member('adam', acme, 'admin'),
    vera: await member('vera', acme, 'viewer'),
    victor: {
      userId: ids.users.victor,
      companyId: ids.companies.bharat,
      token: await tokenFor(ids.users.victor, ids.companies.bharat, 'owner'),
    },
  };

  const call: RecoKit['call'] = (who, method, url, payload, headers = {}) =>
    app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${typeof who === 'string' ? who : who.token}`,
        ...headers,
      },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });

  const upload: RecoKit['upload'] = (who, url, file) => {
    const boundary = '----recokit';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    return app.inject({
      method: 'POST',
      url,
      headers: {
        authorization: `Bearer ${who.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([head, file.content, tail]),
    });
  };

  const workers: RunWorker[] = [];
  const startWorker: RecoKit['startWorker'] = async (overrides = {}) => {
    const worker = await startRunWorker(
      boss,
      {
        db: t.db,
        pool,
        storage,
        log: { info: () => undefined, warn: () => undefined },
        ...overrides,
      },
      { pollingIntervalSeconds: 0.5 },
    );
    workers.push(worker);
    return worker;
  };

  const ledgerCache = new Map<string, { books: Buffer; counterparty: Buffer }>();
  const ledgers: RecoKit['ledgers'] = async (rows, seed = 11) => {
    const key = `${rows}:${seed}`;
    const cached = ledgerCache.get(key);
    if (cached) return cached;
    const dir = await mkdtemp(path.join(tmpdir(), 'reco-ledgers-'));
    const books = path.join(dir, 'books.xlsx');
    const counterparty = path.join(dir, 'counterparty.xlsx');
    await writeVendorLedgers(books, counterparty, {
      rows,
      from: '2024-04-01',
      to: '2025-03-31',
      ourName: 'Acme Retail Pvt Ltd',
      partyName: 'Bharat Steel Supplies',
      seed,
    });
    const pair = { books: await readFile(books), counterparty: await readFile(counterparty) };
    await rm(dir, { recursive: true, force: true });
    ledgerCache.set(key, pair);
    return pair;
  };

  return {
    t,
    app,
    ids,
    keys,
    boss,
    filesDir,
    people,
    tokenFor,
    call,
    upload,
    startWorker,
    ledgers,
    async close() {
      for (const w of workers) await w.stop().catch(() => undefined);
      await boss.stop({ graceful: false, wait: true, timeout: 2000 }).catch(() => undefined);
      await app.close();
      await pool.end();
      await t.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** Business steps over the REST routes, each checking its own answer. */
export function recoFlows(kit: RecoKit) {
  const ok = <T>(res: LightMyRequestResponse, status = 200): T => {
    if (res.statusCode !== status)
      throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
    return res.json<T>();
  };
  const { alice, rita, ravi } = kit.people;
  return {
    ok,
    /**
     * A reminder rule, made by alice unless said: by default it sends no request on creation,
     * no reminder (at most 0, a month apart), escalates to nobody, knows no quiet days, starts
     * runs on upload and is enabled; a test names what it cares about.
     */
    async rule(
      fields: Pick<
        reco.NewRule,
        'name' | 'project_id' | 'request_template_id' | 'reminder_template_id'
      > &
        Partial<reco.NewRule>,
      who: Person = alice,
    ) {
      return ok<reco.Rule>(
        await kit.call(who, 'POST', '/communication-rule/', {
          send_on_creation: false,
          first_reminder_days: 30,
          repeat_every_days: 30,
          max_reminders: 0,
          escalate_after: null,
          escalation_email: null,
          quiet_weekdays: [],
          quiet_dates: [],
          start_run_on_upload: true,
          enabled: true,
          ...fields,
        }),
        201,
      );
    },
    async project(
      kind: reco.RecoKind = 'vendor',
      name = `Q4 ${kind} ${Math.random().toString(36).slice(2, 7)}`,
    ) {
      return ok<reco.Project>(
        await kit.call(alice, 'POST', '/reconciliation/projects/', {
          name,
          kind,
          period_from: '2024-04-01',
          period_to: '2025-03-31',
          reconciler_ids: [rita.userId],
          reviewer_ids: [ravi.userId],
        }),
        201,
      );
    },
    async party(name = `Party ${Math.random().toString(36).slice(2, 8)}`) {
      return ok<reco.Party>(
        await kit.call(alice, 'POST', '/reconciliation/parties/', { name }),
        201,
      );
    },
    /** A reco assigned to rita and reviewed by ravi. */
    async reco(kind: reco.RecoKind = 'vendor') {
      const project = await this.project(kind);
      const party = await this.party();
      return ok<reco.Reco>(
        await kit.call(alice, 'POST', '/reconciliation/recos/', {
          project_id: project.project_id,
          party_id: party.party_id,
          assignee_user_id: rita.userId,
          reviewer_user_id: ravi.userId,
        }),
        201,
      );
    },
    async upload(who: Person, iterationId: number, side: reco.Side, name: string, content: Buffer) {
      return kit.upload(who, `/reconciliation/iterations/${iterationId}/files/?side=${side}`, {
        name,
        content,
      });
    },
    /** Both ledgers uploaded and their mappings confirmed as detected. */
    async readyToRun(recoRow: reco.Reco, rows = 200) {
      const files = await kit.ledgers(rows);
      const iterationId = recoRow.current_iteration_id!;
      for (const side of ['books', 'counterparty'] as const) {
        const uploaded = ok<{ mapping: reco.LedgerMapping }>(
          await this.upload(rita, iterationId, side, `${side}.xlsx`, files[side]),
          201,
        );
        await this.confirm(iterationId, side, uploaded.mapping);
      }
      return this.get(recoRow.reco_id);
    },
    /** Confirms the mapping as the engine detected it. */
    async confirm(iterationId: number, side: reco.Side, mapping: reco.LedgerMapping) {
      const columns: Record<string, number> = {};
      for (const c of mapping.columns)
        if (c.field && columns[c.field] === undefined) columns[c.field] = c.column;
      return ok<reco.Iteration>(
        await kit.call(rita, 'PUT', `/reconciliation/iterations/${iterationId}/mapping/`, {
          side,
          columns,
          header_row: mapping.header_row,
        }),
      );
    },
    async get(recoId: number, who: Person = alice) {
      return ok<reco.Reco>(await kit.call(who, 'GET', `/reconciliation/recos/${recoId}/`));
    },
    async start(recoId: number, who: Person = rita) {
      return kit.call(who, 'GET', `/reconciliation/start_reco/?reco_id=${recoId}`);
    },
    /** Waits until the run leaves queued/running; returns the reco. */
    async settled(recoId: number, timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const row = await this.get(recoId);
        if (row.state !== 'running') return row;
        if (Date.now() > until) throw new Error(`run of reco ${recoId} did not finish`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    async ran(recoRow: reco.Reco, rows = 200) {
      await this.readyToRun(recoRow, rows);
      ok(await this.start(recoRow.reco_id));
      return this.settled(recoRow.reco_id);
    },
  };
}
