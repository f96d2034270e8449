import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { reco, ErrorBody } from '@concord/contracts';
import { findCompanyTenant } from '@concord/db';
import { recoFlows, startRecoKit, type Person, type RecoKit } from '../testing/testkit.js';

let kit: RecoKit;
let flows: ReturnType<typeof recoFlows>;
/** A reco of Acme with Bharat (a connected company) as its party, run once. */
let shared: reco.Reco;
/** A reco of Acme with an outside party, run once. */
let outside: reco.Reco;
let victor: Person;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

beforeAll(async () => {
  kit = await startRecoKit();
  await kit.startWorker();
  flows = recoFlows(kit);
  victor = kit.people.victor;
  const { alice, rita, ravi } = kit.people;
  const project = await flows.project();
  const party = flows.ok<reco.Party>(
    await kit.call(alice, 'POST', '/reconciliation/parties/', {
      name: 'Bharat Steel Supplies',
      connected_company_id: kit.ids.companies.bharat,
    }),
    201,
  );
  const created = flows.ok<reco.Reco>(
    await kit.call(alice, 'POST', '/reconciliation/recos/', {
      project_id: project.project_id,
      party_id: party.party_id,
      assignee_user_id: rita.userId,
      reviewer_user_id: ravi.userId,
    }),
    201,
  );
  shared = await flows.ran(created);
  outside = await flows.ran(await flows.reco());
}, 180_000);
afterAll(() => kit.close());

const possible = (who: Person, iterationId: number) =>
  kit.call(who, 'GET', `/reconciliation/is_sharing_possible/${iterationId}/`);
const share = (who: Person, companyId: number, iterationId: number) =>
  kit.call(who, 'POST', `/reconciliation/share_reco/${companyId}/${iterationId}/`);

async function sharedWithVictor(): Promise<reco.RecoShareInfo> {
  const page = flows.ok<{ items: reco.RecoShareInfo[] }>(
    await kit.call(victor, 'GET', '/reconciliation/shared-recos/'),
  );
  const found = page.items.find((s) => s.reco_name.startsWith('Bharat Steel Supplies'));
  if (!found) throw new Error('nothing shared with Bharat');
  return found;
}

async function table(companyId: number, name: string) {
  const tenant = await findCompanyTenant(kit.t.db, companyId);
  return sql.id(tenant!.schema, name);
}

async function upload(who: Person, url: string, name: string, content: Buffer) {
  return kit.upload(who, url, { name, content });
}

describe('sharing a reco with a connected company', () => {
  it('says why it is not possible: outside party, no result, a viewer', async () => {
    const { rita, vera } = kit.people;
    expect(
      flows.ok<reco.SharingPossibility>(await possible(rita, outside.current_iteration_id!)),
    ).toMatchObject({ possible: false, reason: 'not_a_company', reconcilee_company_id: null });
    expect(
      flows.ok<reco.SharingPossibility>(await possible(vera, shared.current_iteration_id!)),
    ).toMatchObject({ possible: false, reason: 'not_allowed' });
    const fresh = await flows.reco();
    expect(
      flows.ok<reco.SharingPossibility>(await possible(rita, fresh.current_iteration_id!)),
    ).toMatchObject({ possible: false, reason: 'no_result' });
    expect(
      flows.ok<reco.SharingPossibility>(await possible(rita, shared.current_iteration_id!)),
    ).toEqual({
      iteration_id: shared.current_iteration_id,
      possible: true,
      reason: null,
      reconcilee_company_id: kit.ids.companies.bharat,
      reconcilee_company_name: 'Bharat Steel Supplies',
    });
    expect(
      (await share(rita, kit.ids.companies.bharat, outside.current_iteration_id!)).statusCode,
    ).toBe(403);
    expect(
      (await share(vera, kit.ids.companies.bharat, shared.current_iteration_id!)).statusCode,
    ).toBe(403);
  });

  it('needs an accepted connection', async () => {
    const { rita } = kit.people;
    const { acme, bharat } = kit.ids.companies;
    await sql`UPDATE core.company_connections SET status = 'pending'
      WHERE customer_company_id = ${acme} AND vendor_company_id = ${bharat}`.execute(kit.t.db);
    try {
      expect(
        flows.ok<reco.SharingPossibility>(await possible(rita, shared.current_iteration_id!)),
      ).toMatchObject({ possible: false, reason: 'not_connected' });
      const refused = await share(rita, bharat, shared.current_iteration_id!);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().message).toBe('The companies are not connected');
    } finally {
      await sql`UPDATE core.company_connections SET status = 'accepted'
        WHERE customer_company_id = ${acme} AND vendor_company_id = ${bharat}`.execute(kit.t.db);
    }
    const bharatShares = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM ${await table(bharat, 'reco_shares_received')}`.execute(
      kit.t.db,
    );
    expect(bharatShares.rows[0]!.n).toBe(0);
  });

  it('writes both companies in one transaction, lists the share info on their side and tells their owners', async () => {
    const { rita, alice } = kit.people;
    const { bharat, rhein } = kit.ids.companies;
    // Rhein is connected to Acme but is not this reco's party.
    expect((await share(rita, rhein, shared.current_iteration_id!)).statusCode).toBe(403);
    const made = flows.ok<reco.RecoShare>(
      await share(rita, bharat, shared.current_iteration_id!),
      201,
    );
    expect(made).toMatchObject({
      reco_id: shared.reco_id,
      iteration_id: shared.current_iteration_id,
      reconcilee_company_id: bharat,
      reconcilee_company_name: 'Bharat Steel Supplies',
      shared_by_user_id: rita.userId,
    });
    expect((await share(rita, bharat, shared.current_iteration_id!)).statusCode).toBe(409);
    expect(
      flows.ok<reco.SharingPossibility>(await possible(rita, shared.current_iteration_id!)).reason,
    ).toBe('already_shared');
    expect(
      flows
        .ok<reco.RecoShare[]>(
          await kit.call(alice, 'GET', `/reconciliation/recos/${shared.reco_id}/shares/`),
        )
        .map((s) => s.share_id),
    ).toEqual([made.share_id]);

    const info = await sharedWithVictor();
    expect(info).toMatchObject({
      reconcilee_co_id: bharat,
      shared_by_user_id: rita.userId,
      shared_by_user_name: 'rita',
      shared_by_user_email: 'rita@example.test',
      shared_by_company_id: kit.ids.companies.acme,
      shared_by_company_name: 'Acme Retail Pvt Ltd',
      kind: 'vendor',
      period_from: shared.period_from,
      period_to: shared.period_to,
      iteration_number: 1,
    });
    const told = await sql<{
      user_id: number;
      kind: string;
      company_id: number;
      link: string;
      subject_name: string;
      period_from: string;
      period_to: string;
    }>`
      SELECT user_id, kind, company_id, link, subject_name, period_from::text, period_to::text
        FROM core.notifications
      WHERE kind = 'reco.shared_with_us'`.execute(kit.t.db);
    expect(told.rows).toEqual([
      {
        user_id: victor.userId,
        kind: 'reco.shared_with_us',
        company_id: bharat,
        link: `/dashboard/default/${bharat}/reconciliation/vendor-customer/full-version-1/vendorReco/latest-recos/summary/${info.share_id}/shared`,
        // Worded by the reader's screen: the sharer and the period as data.
        subject_name: 'Acme Retail Pvt Ltd',
        period_from: shared.period_from,
        period_to: shared.period_to,
      },
    ]);
  });

  it('lets them read the summary and the drill-down of that iteration, without the decisions', async () => {
    const info = await sharedWithVictor();
    const opened = flows.ok<reco.SharedReco>(
      await kit.call(victor, 'GET', `/reconciliation/shared-recos/${info.share_id}/`),
    );
    const own = flows.ok<reco.IterationSummary>(
      await kit.call(
        kit.people.rita,
        'GET',
        `/reconciliation/iterations/${shared.current_iteration_id}/summary/`,
      ),
    );
    expect(opened.summary).toEqual(own);
    const page = flows.ok<reco.EntryPage>(
      await kit.call(
        victor,
        'GET',
        `/reconciliation/shared-recos/${info.share_id}/entries/?size=5`,
      ),
    );
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.total_entries).toBe(own.entry_count);
    expect(page.items.every((e) => e.decision === null)).toBe(true);
  });

  it('takes their answers and documents, which the sharer sees on the entries', async () => {
    const info = await sharedWithVictor();
    const base = `/reconciliation/shared-recos/${info.share_id}/entries`;
    const refused = await kit.call(victor, 'PUT', `${base}/0/answer/`, { answer: 'disagree' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().fields).toMatchObject({
      remark: 'Required when you disagree',
    });
    expect(
      (await kit.call(victor, 'PUT', `${base}/999999/answer/`, { answer: 'agree' })).statusCode,
    ).toBe(400);
    flows.ok(await kit.call(victor, 'PUT', `${base}/0/answer/`, { answer: 'agree' }));
    const disagreed = flows.ok<reco.EntryAnswer>(
      await kit.call(victor, 'PUT', `${base}/1/answer/`, {
        answer: 'disagree',
        remark: 'We booked 9,800 after TDS',
      }),
    );
    expect(disagreed).toMatchObject({
      entry_no: 1,
      answer: 'disagree',
      remark: 'We booked 9,800 after TDS',
      answered_by_user_id: victor.userId,
      answered_by_company_name: 'Bharat Steel Supplies',
      document: null,
    });
    const renamed = await upload(
      victor,
      `${base}/1/document/`,
      'proof.pdf',
      Buffer.from('MZ\x90\x00 not a pdf'),
    );
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json<ErrorBody>().message).toBe('The content of this file is not a .pdf file');
    const exe = await upload(victor, `${base}/1/document/`, 'proof.exe', PDF);
    expect(exe.statusCode).toBe(400);
    const attached = flows.ok<reco.EntryAnswer>(
      await upload(victor, `${base}/1/document/`, 'proof.pdf', PDF),
      201,
    );
    expect(attached).toMatchObject({ answer: 'disagree', document: { file_name: 'proof.pdf' } });

    const { rita } = kit.people;
    const page = flows.ok<reco.EntryPage>(
      await kit.call(
        rita,
        'GET',
        `/reconciliation/iterations/${shared.current_iteration_id}/entries/?size=200`,
      ),
    );
    const byNo = new Map(page.items.map((e) => [e.entry_no, e.answer]));
    expect(byNo.get(0)).toMatchObject({ answer: 'agree', remark: null });
    expect(byNo.get(1)).toMatchObject({ answer: 'disagree', document: { size_bytes: PDF.length } });
    const document = await kit.call(
      rita,
      'GET',
      `/reconciliation/answers/${attached.answer_id}/document/`,
    );
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-disposition']).toMatch(/^attachment;/);
    expect(document.rawPayload.equals(PDF)).toBe(true);
    const theirs = await kit.call(victor, 'GET', `${base}/1/document/`);
    expect(theirs.rawPayload.equals(PDF)).toBe(true);
    const told = await sql<{ user_id: number }>`
      SELECT user_id FROM core.notifications WHERE kind = 'reco.answered' ORDER BY user_id`.execute(
      kit.t.db,
    );
    expect(new Set(told.rows.map((r) => r.user_id))).toEqual(
      new Set([kit.people.rita.userId, kit.people.ravi.userId]),
    );
    const details = await sql<{ detail: unknown; subject_name: string }>`
      SELECT detail, subject_name FROM core.notifications
      WHERE kind = 'reco.answered' AND user_id = ${rita.userId}`.execute(kit.t.db);
    expect(details.rows.map((r) => r.detail)).toEqual(
      expect.arrayContaining([
        { code: 'entryAgreed', params: { entry: '0' } },
        { code: 'entryDisagreed', params: { entry: '1' } },
        { code: 'entryDocument', params: { entry: '1' } },
      ]),
    );
    expect(new Set(details.rows.map((r) => r.subject_name))).toEqual(new Set([shared.party_name]));
  });
});

describe('cross-tenant matrix over the share routes', () => {
  it('gives Acme nothing of what Bharat holds, and Bharat nothing beyond the shared iteration', async () => {
    const info = await sharedWithVictor();
    const { alice, rita } = kit.people;
    const answers = await sql<{ answer_id: number }>`
      SELECT answer_id FROM ${await table(kit.ids.companies.acme, 'reco_entry_answers')}
      ORDER BY answer_id`.execute(kit.t.db);
    const answerId = answers.rows[0]!.answer_id;
    const iterationId = shared.current_iteration_id!;
    const receivedRoutes = [
      ['GET', `/reconciliation/shared-recos/${info.share_id}/`],
      ['GET', `/reconciliation/shared-recos/${info.share_id}/entries/`],
      [
        'PUT',
        `/reconciliation/shared-recos/${info.share_id}/entries/0/answer/`,
        { answer: 'agree' },
      ],
      ['GET', `/reconciliation/shared-recos/${info.share_id}/entries/1/document/`],
    ] as const;
    // Acme's people hold no share with this id: Bharat's row is not theirs to open.
    for (const [method, url, body] of receivedRoutes)
      for (const who of [alice, rita])
        expect((await kit.call(who, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    expect(
      flows.ok<{ items: unknown[] }>(await kit.call(alice, 'GET', '/reconciliation/shared-recos/'))
        .items,
    ).toEqual([]);

    // Bharat reaches none of Acme's own routes for the reco, its iterations or the answers.
    const sharerRoutes = [
      ['GET', `/reconciliation/is_sharing_possible/${iterationId}/`],
      ['POST', `/reconciliation/share_reco/${kit.ids.companies.acme}/${iterationId}/`],
      ['GET', `/reconciliation/recos/${shared.reco_id}/shares/`],
      ['GET', `/reconciliation/answers/${answerId}/document/`],
      ['GET', `/reconciliation/iterations/${iterationId}/summary/`],
      ['GET', `/reconciliation/iterations/${iterationId}/entries/`],
    ] as const;
    for (const [method, url] of sharerRoutes)
      expect((await kit.call(victor, method, url)).statusCode, `${method} ${url}`).toBe(404);

    // The same person in another company (Rhein) opens nothing of Bharat's share.
    const victorAtRhein = await kit.tokenFor(victor.userId, kit.ids.companies.rhein, 'owner');
    for (const [method, url, body] of receivedRoutes)
      expect(
        (await kit.call(victorAtRhein, method, url, body)).statusCode,
        `${method} ${url}`,
      ).toBe(404);

    // A newer iteration of the reco is not shared: the share still shows the one it named.
    flows.ok(
      await kit.call(rita, 'POST', '/reconciliation/restart_reco/', {
        reco_id: shared.reco_id,
        keep_books: true,
        keep_counterparty: true,
      }),
    );
    const restarted = await flows.get(shared.reco_id);
    expect(restarted.current_iteration_id).not.toBe(iterationId);
    const opened = flows.ok<reco.SharedReco>(
      await kit.call(victor, 'GET', `/reconciliation/shared-recos/${info.share_id}/`),
    );
    expect(opened.summary.iteration_id).toBe(iterationId);

    // A connection that no longer holds closes the share.
    const { acme, bharat } = kit.ids.companies;
    await sql`UPDATE core.company_connections SET status = 'pending'
      WHERE customer_company_id = ${acme} AND vendor_company_id = ${bharat}`.execute(kit.t.db);
    try {
      for (const [method, url, body] of receivedRoutes)
        expect((await kit.call(victor, method, url, body)).statusCode, `${method} ${url}`).toBe(
          404,
        );
    } finally {
      await sql`UPDATE core.company_connections SET status = 'accepted'
        WHERE customer_company_id = ${acme} AND vendor_company_id = ${bharat}`.execute(kit.t.db);
    }
  });
});
