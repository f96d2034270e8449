import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { scopesForMembership, signAccessToken, type SigningKeys } from '@concord/auth';
import type { reco } from '@concord/contracts';
import { DEMO_COMPANIES, findCompanyTenant, withCompanySchema, type Db } from '@concord/db';
import { writeGstLedgers, writeTdsLedgers, writeVendorLedgers } from './ledger-files.js';

const PERIOD = { from: '2024-04-01', to: '2025-03-31' };
const VENDOR_PROJECT = 'FY 2024-25 vendors';

type Step = 'created' | 'files' | 'ran' | 'in_review' | 'accepted' | 'rejected';

type DemoVendor = {
  party: string;
  email?: string;
  /** The demo company the party is on Concord; its result is shared with it and answered. */
  connected?: keyof typeof DEMO_COMPANIES;
  step: Step;
  rows: number;
  /** A quarter of the year instead of the whole year. */
  period?: { from: string; to: string };
  /** Handed to kiran once its steps are done (open recos only). */
  kiran?: true;
  /** How long ago it was opened, so the dashboard's ageing has something in every bucket. */
  openedDaysAgo: number;
};

/** The vendor recos of the demo and how far each one goes. */
const VENDORS: DemoVendor[] = [
  {
    party: 'Bharat Steel Supplies',
    connected: 'bharat',
    step: 'ran',
    rows: 600,
    openedDaysAgo: 12,
  },
  {
    party: 'Kaveri Logistics',
    email: 'accounts@kaveri.example',
    step: 'in_review',
    rows: 300,
    kiran: true,
    openedDaysAgo: 40,
  },
  { party: 'Deccan Packaging', step: 'accepted', rows: 200, openedDaysAgo: 75 },
  { party: 'Sunrise Electricals', step: 'rejected', rows: 250, kiran: true, openedDaysAgo: 95 },
  { party: 'Rhein Metall GmbH', step: 'files', rows: 150, kiran: true, openedDaysAgo: 20 },
  {
    party: 'Shree Ganesh Traders',
    email: 'ganesh@traders.example',
    step: 'created',
    rows: 0,
    openedDaysAgo: 3,
  },
  // Earlier quarters, so the unexplained amount has months to move over.
  {
    party: 'Bharat Steel Supplies',
    step: 'ran',
    rows: 120,
    period: { from: '2024-04-01', to: '2024-06-30' },
    kiran: true,
    openedDaysAgo: 130,
  },
  {
    party: 'Kaveri Logistics',
    step: 'ran',
    rows: 120,
    period: { from: '2024-07-01', to: '2024-09-30' },
    openedDaysAgo: 66,
  },
  {
    party: 'Sunrise Electricals',
    step: 'ran',
    rows: 120,
    period: { from: '2024-10-01', to: '2024-12-31' },
    kiran: true,
    openedDaysAgo: 34,
  },
];

/**
 * The demo's past: recos opened days or months ago. No route moves when a reco was opened, so
 * this one step writes the company schema directly.
 */
async function backdate(db: Db, companyId: number, recos: { recoId: number; daysAgo: number }[]) {
  const tenant = await findCompanyTenant(db, companyId);
  if (!tenant) return;
  await withCompanySchema(db, tenant.schema, async (trx) => {
    for (const { recoId, daysAgo } of recos)
      await trx
        .updateTable('recos')
        .set({ created_at: sql<Date>`now() - make_interval(days => ${daysAgo})` })
        .where('reco_id', '=', recoId)
        .execute();
  });
}

/**
 * Demo reconciliations for `npm start`, made through the reco service's own routes and run by
 * the real worker on generated ledgers: a vendor project with recos in every state (Bharat's
 * with a finished run whose summary and drill-down have every status, shared with Bharat, whose
 * owner answered on a few entries), one GST and one TAX reco. Skipped when the vendor project
 * exists, so it runs once per database.
 */
export async function seedRecoDemo(options: {
  app: FastifyInstance;
  db: Db;
  keys: SigningKeys;
  /** Waits for the worker; resolves when no run is queued or running. */
  timeoutMs?: number;
}): Promise<'seeded' | 'present'> {
  const { app, db } = options;
  const companyId = await companyIdOf(db, 'acme');
  const alice = await db
    .selectFrom('core.users')
    .select('user_id')
    .where('user_name', '=', 'alice')
    .executeTakeFirstOrThrow();
  // The reconciliation team of the demo company joins the projects beside alice.
  const team = await db
    .selectFrom('core.users')
    .select(['user_id', 'user_name'])
    .where('user_name', 'in', ['kiran', 'meera'])
    .execute();
  const teamId = (name: string) => team.filter((u) => u.user_name === name).map((u) => u.user_id);
  const sessions: string[] = [];
  const tokenFor = async (userId: number, userName: string, forCompany: number, role: string) => {
    const session = await sql<{ session_id: string }>`
      INSERT INTO core.sessions (user_id) VALUES (${userId}) RETURNING session_id`.execute(db);
    sessions.push(session.rows[0]!.session_id);
    const signed = await signAccessToken(options.keys.privateKey, {
      userId,
      sessionId: session.rows[0]!.session_id,
      userName,
      scopes: scopesForMembership(role),
      companyId: forCompany,
    });
    return signed.token;
  };
  const token = await tokenFor(alice.user_id, 'alice', companyId, 'owner');
  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    status = 200,
    as = token,
  ) => {
    const res: LightMyRequestResponse = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${as}` },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
    if (res.statusCode !== status)
      throw new Error(`demo ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  /** Shares the iteration with the party's company; its owner answers on three entries. */
  const shareAndAnswer = async (share: { iterationId: number; companyName: string }) => {
    const other = await db
      .selectFrom('core.companies as c')
      .innerJoin('core.memberships as m', 'm.company_id', 'c.company_id')
      .innerJoin('core.users as u', 'u.user_id', 'm.user_id')
      .select(['c.company_id', 'u.user_id', 'u.user_name'])
      .where('c.company_name', '=', share.companyName)
      .where('m.role', '=', 'owner')
      .orderBy('c.company_id')
      .executeTakeFirstOrThrow();
    await call(
      'POST',
      `/reconciliation/share_reco/${other.company_id}/${share.iterationId}/`,
      undefined,
      201,
    );
    const owner = await tokenFor(other.user_id, other.user_name, other.company_id, 'owner');
    const shared = await call<{ items: reco.RecoShareInfo[] }>(
      'GET',
      '/reconciliation/shared-recos/',
      undefined,
      200,
      owner,
    );
    const base = `/reconciliation/shared-recos/${shared.items[0]!.share_id}/entries`;
    const first = async (status: string) =>
      (await call<reco.EntryPage>('GET', `${base}/?status=${status}&size=1`, undefined, 200, owner))
        .items[0];
    const matched = await first('matched');
    const mismatch = await first('mismatch');
    const onlyOurs = await first('only_in_counterparty');
    const answer = (entry: reco.Entry | undefined, body: reco.NewEntryAnswer) =>
      entry && call('PUT', `${base}/${entry.entry_no}/answer/`, body, 200, owner);
    await answer(matched, { answer: 'agree' });
    await answer(mismatch, {
      answer: 'disagree',
      remark: 'We booked this bill net of 2% TDS; the difference is the TDS certificate.',
    });
    await answer(onlyOurs, {
      answer: 'disagree',
      remark: 'Paid on 28 March by NEFT; please check your bank statement.',
    });
  };

  try {
    const existing = await call<{ items: reco.Project[] }>(
      'GET',
      '/reconciliation/projects/?size=100',
    );
    if (existing.items.some((p) => p.name === VENDOR_PROJECT)) return 'present';

    const dir = await mkdtemp(path.join(tmpdir(), 'concord-demo-'));
    try {
      const upload = async (iterationId: number, side: reco.Side, file: string, name: string) => {
        const boundary = '----concorddemo';
        const body = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          await readFile(file),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const res = await app.inject({
          method: 'POST',
          url: `/reconciliation/iterations/${iterationId}/files/?side=${side}`,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          payload: body,
        });
        if (res.statusCode !== 201) throw new Error(`demo upload: ${res.statusCode} ${res.body}`);
        const { mapping } = res.json<{ mapping: reco.LedgerMapping }>();
        const columns: Record<string, number> = {};
        for (const c of mapping.columns)
          if (c.field && columns[c.field] === undefined) columns[c.field] = c.column;
        await call('PUT', `/reconciliation/iterations/${iterationId}/mapping/`, {
          side,
          columns,
          header_row: mapping.header_row,
        });
      };
      const project = async (name: string, kind: reco.RecoKind) =>
        call<reco.Project>(
          'POST',
          '/reconciliation/projects/',
          {
            name,
            kind,
            period_from: PERIOD.from,
            period_to: PERIOD.to,
            reconciler_ids: [alice.user_id, ...teamId('kiran')],
            reviewer_ids: [alice.user_id, ...teamId('meera')],
          },
          201,
        );
      const party = async (name: string, extra: Record<string, string | number> = {}) => {
        const found = await call<{ items: reco.Party[] }>(
          'GET',
          `/reconciliation/parties/?search=${encodeURIComponent(name)}`,
        );
        return (
          found.items.find((p) => p.name === name) ??
          (await call<reco.Party>('POST', '/reconciliation/parties/', { name, ...extra }, 201))
        );
      };
      const newReco = async (
        projectId: number,
        partyId: number,
        period?: { from: string; to: string },
      ) =>
        call<reco.Reco>(
          'POST',
          '/reconciliation/recos/',
          {
            project_id: projectId,
            party_id: partyId,
            reviewer_user_id: alice.user_id,
            ...(period ? { period_from: period.from, period_to: period.to } : {}),
          },
          201,
        );
      const settle = async (recoId: number) => {
        const until = Date.now() + (options.timeoutMs ?? 120_000);
        for (;;) {
          const r = await call<reco.Reco>('GET', `/reconciliation/recos/${recoId}/`);
          if (r.state !== 'running') return r;
          if (Date.now() > until) throw new Error('demo run did not finish');
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      };

      const vendors = await project(VENDOR_PROJECT, 'vendor');
      const handOver: { vendor: DemoVendor; recoId: number }[] = [];
      let seed = 21;
      const toShare: { iterationId: number; companyName: string }[] = [];
      for (const v of VENDORS) {
        const connectedId = v.connected ? await companyIdOf(db, v.connected) : undefined;
        const p = await party(v.party, {
          ...(v.email ? { contact_email: v.email } : {}),
          ...(connectedId ? { connected_company_id: connectedId } : {}),
        });
        const r = await newReco(vendors.project_id, p.party_id, v.period);
        handOver.push({ vendor: v, recoId: r.reco_id });
        if (v.step === 'created') continue;
        const books = path.join(dir, `${seed}-books.xlsx`);
        const theirs = path.join(dir, `${seed}-theirs.xlsx`);
        await writeVendorLedgers(books, theirs, {
          rows: v.rows,
          ...(v.period ?? PERIOD),
          ourName: DEMO_COMPANIES.acme.company_name,
          partyName: v.party,
          seed: seed++,
        });
        await upload(r.current_iteration_id!, 'books', books, `Acme books - ${v.party}.xlsx`);
        await upload(r.current_iteration_id!, 'counterparty', theirs, `${v.party} ledger.xlsx`);
        if (v.step === 'files') continue;
        await call('GET', `/reconciliation/start_reco/?reco_id=${r.reco_id}`);
        await settle(r.reco_id);
        if (v.connected)
          toShare.push({
            iterationId: r.current_iteration_id!,
            companyName: DEMO_COMPANIES[v.connected].company_name,
          });
        if (v.step === 'ran') continue;
        await call('GET', `/reconciliation/continue_reco/?reco_id=${r.reco_id}`);
        if (v.step === 'accepted')
          await call('POST', '/reconciliation/accept_file/', {
            reco_id: r.reco_id,
            remarks: 'Agreed with the party',
          });
        if (v.step === 'rejected')
          await call('POST', '/reconciliation/reject_file/', {
            reco_id: r.reco_id,
            remarks: 'Their March debit notes are missing: ask for a fresh statement',
          });
      }
      const kiran = teamId('kiran')[0];
      for (const { vendor, recoId } of handOver) {
        if (vendor.kiran && kiran !== undefined)
          await call('POST', '/reconciliation/change_assignee/', {
            reco_id: recoId,
            user_id: kiran,
          });
      }
      await backdate(
        db,
        companyId,
        handOver.map(({ vendor, recoId }) => ({ recoId, daysAgo: vendor.openedDaysAgo })),
      );

      for (const [kind, name, write, partyName] of [
        ['gst', 'FY 2024-25 GST (GSTR-2B)', writeGstLedgers, 'GSTR-2B statement'],
        ['tax', 'FY 2024-25 TDS (Form 26AS)', writeTdsLedgers, 'Form 26AS'],
      ] as const) {
        const p = await project(name, kind);
        const party26 = await party(partyName);
        const r = await newReco(p.project_id, party26.party_id);
        const books = path.join(dir, `${kind}-books.xlsx`);
        const theirs = path.join(dir, `${kind}-theirs.xlsx`);
        await write(books, theirs, {
          rows: 400,
          ...PERIOD,
          ourName: DEMO_COMPANIES.acme.company_name,
        });
        await upload(
          r.current_iteration_id!,
          'books',
          books,
          kind === 'gst' ? 'Purchase register.xlsx' : 'TDS receivable.xlsx',
        );
        await upload(
          r.current_iteration_id!,
          'counterparty',
          theirs,
          kind === 'gst' ? 'GSTR-2B.xlsx' : 'Form 26AS.xlsx',
        );
        await call('GET', `/reconciliation/start_reco/?reco_id=${r.reco_id}`);
        await settle(r.reco_id);
      }
      for (const share of toShare) await shareAndAnswer(share);
      return 'seeded';
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  } finally {
    for (const sessionId of sessions)
      await sql`UPDATE core.sessions SET revoked_at = now() WHERE session_id = ${sessionId}`.execute(
        db,
      );
  }
}

async function companyIdOf(db: Db, key: keyof typeof DEMO_COMPANIES): Promise<number> {
  const row = await db
    .selectFrom('core.companies')
    .select('company_id')
    .where('company_name', '=', DEMO_COMPANIES[key].company_name)
    .orderBy('company_id')
    .executeTakeFirstOrThrow();
  return row.company_id;
}
