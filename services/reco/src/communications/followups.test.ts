import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reco, type ErrorBody } from '@concord/contracts';
import { LocalFolderStorage } from '@concord/storage';
import { writeVendorLedgers } from '../demo/ledger-files.js';
import { recoFlows, startRecoKit, type Person, type RecoKit } from '../testing/testkit.js';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.js';
import { startMailWorker, type MailWorker } from './mail-worker.js';
import { SecretBox } from './secret-box.js';
import { bossMailQueue, createMailQueues, type SchedulerDeps } from './scheduler.js';

const CONFIG = '/companies/company-communications-config/';

let kit: RecoKit;
let sink: SmtpSink;
let flows: ReturnType<typeof recoFlows>;
let worker: MailWorker;
let templates: reco.Template[];
let deps: SchedulerDeps & { storage: LocalFolderStorage };

/** The app's clock: real time unless a test moves it. */
let clock: Date | null = null;

beforeAll(async () => {
  kit = await startRecoKit({ now: () => clock ?? new Date() });
  await kit.startWorker();
  flows = recoFlows(kit);
  sink = await startSmtpSink();
  flows.ok(
    await kit.call(kit.people.alice, 'POST', CONFIG, {
      from_address: 'books@acme.test',
      from_name: 'Acme Books',
      smtp_host: '127.0.0.1',
      smtp_port: sink.port,
      security: 'none',
    }),
    201,
  );
  templates = flows.ok<reco.Template[]>(
    await kit.call(kit.people.alice, 'GET', '/communication_templates/?language=en'),
  );
  await createMailQueues(kit.boss, { retryLimit: 1, retryDelay: 1, retryBackoff: false });
  deps = {
    db: kit.t.db,
    mail: {
      secrets: new SecretBox(randomBytes(32)),
      timeouts: { connection: 2000, greeting: 2000, socket: 4000 },
    },
    queue: bossMailQueue(kit.boss),
    now: () => clock ?? new Date(),
    publicBaseUrl: 'https://concord.test/stage',
    storage: new LocalFolderStorage(kit.filesDir),
  };
  worker = await startMailWorker(kit.boss, deps, { pollingIntervalSeconds: 0.5, tickCron: null });
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await sink?.close();
  await kit?.close();
});

function template(purpose: reco.TemplatePurpose) {
  return templates.find((t) => t.purpose === purpose)!.template_id;
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string): Promise<T> {
  const end = Date.now() + 60_000;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A reco for a new outside party, with or without a contact address. */
async function partyReco(contact: string | null, project?: reco.Project) {
  const p = project ?? (await flows.project());
  const party = flows.ok<reco.Party>(
    await kit.call(kit.people.alice, 'POST', '/reconciliation/parties/', {
      name: `Outside ${Math.random().toString(36).slice(2, 8)}`,
      ...(contact ? { contact_email: contact } : {}),
    }),
    201,
  );
  return flows.ok<reco.Reco>(
    await kit.call(kit.people.alice, 'POST', '/reconciliation/recos/', {
      project_id: p.project_id,
      party_id: party.party_id,
      assignee_user_id: kit.people.rita.userId,
      reviewer_user_id: kit.people.ravi.userId,
    }),
    201,
  );
}

const bulk = (who: Person, body: unknown) => kit.call(who, 'POST', '/send_bulk_mail/', body);

function tokenIn(text: string, page: 'upload-file' | 'confirm_completion'): string {
  const found = new RegExp(`/pages/${page}/\\?token=([\\w-]{43})`).exec(text);
  if (!found) throw new Error(`no ${page} link in: ${text}`);
  return found[1]!;
}

/** Bulk-sends a template to one reco's party; the token of its link to `page` in the mail. */
async function linkFor(
  recoId: number,
  purpose: reco.TemplatePurpose,
  page: 'upload-file' | 'confirm_completion',
): Promise<string> {
  const before = sink.mails.length;
  const sent = flows.ok<reco.BulkMailResult>(
    await bulk(kit.people.rita, {
      batch_key: randomUUID(),
      template_id: template(purpose),
      reco_ids: [recoId],
    }),
  );
  expect(sent.items[0]!.outcome).not.toBe('failed');
  const [mail] = await sink.waitFor(before + 1).then((m) => m.slice(before));
  return tokenIn(mail!.parsed.text ?? '', page);
}

/** Our books on a reco's current iteration, their columns confirmed by its reconciler. */
async function ourBooks(row: reco.Reco) {
  const books = flows.ok<{ mapping: reco.LedgerMapping }>(
    await flows.upload(
      kit.people.rita,
      row.current_iteration_id!,
      'books',
      'books.xlsx',
      (await kit.ledgers(50)).books,
    ),
    201,
  );
  await flows.confirm(row.current_iteration_id!, 'books', books.mapping);
}

const asParty = (
  method: 'GET' | 'POST',
  url: string,
  token: string | undefined,
  payload?: Record<string, unknown>,
) =>
  kit.app.inject({
    method,
    url,
    headers: token === undefined ? {} : { [reco.LINK_TOKEN_HEADER]: token },
    ...(payload ? { payload } : {}),
  });

function multipart(token: string, url: string, file: { name: string; content: Buffer }) {
  const boundary = '----party';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return kit.app.inject({
    method: 'POST',
    url,
    headers: {
      [reco.LINK_TOKEN_HEADER]: token,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([head, file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

async function followUps(query = '', who: Person = kit.people.alice) {
  return flows.ok<reco.FollowUpList>(
    await kit.call(who, 'GET', `/reconciliation/followup_lists/?size=100${query}`),
  );
}

async function notificationsOf(userId: number) {
  const rows = await sql<{
    kind: string;
    text: string;
    subject_name: string | null;
    period_from: string | null;
    period_to: string | null;
    detail: unknown;
  }>`
    SELECT kind, text, subject_name, period_from::text, period_to::text, detail
      FROM core.notifications WHERE user_id = ${userId} ORDER BY notification_id`.execute(kit.t.db);
  return rows.rows;
}

describe('bulk send from the latest recos', () => {
  it('mails each party once through the mail worker and says per party what happened', async () => {
    const a = await partyReco('a@outside.test');
    const b = await partyReco('b@outside.test');
    const silent = await partyReco(null);
    const before = sink.mails.length;
    const batch = {
      batch_key: randomUUID(),
      template_id: template('ledger_request'),
      reco_ids: [a.reco_id, b.reco_id, silent.reco_id, 999_999],
    };
    const first = flows.ok<reco.BulkMailResult>(await bulk(kit.people.rita, batch));
    expect(first.total).toBe(4);
    const byReco = new Map(first.items.map((i) => [i.reco_id, i]));
    expect(byReco.get(silent.reco_id)).toMatchObject({
      outcome: 'failed',
      reason_code: 'noContactAddress',
      reason: null,
    });
    expect(byReco.get(999_999)).toMatchObject({
      outcome: 'failed',
      reason_code: 'recoNotFound',
      reason: null,
    });
    expect(['sending', 'sent']).toContain(byReco.get(a.reco_id)!.outcome);

    // The same batch again (a double click): nobody is mailed twice.
    flows.ok(await bulk(kit.people.rita, batch));
    const progress = await until(
      async () =>
        flows.ok<reco.BulkMailResult>(
          await kit.call(kit.people.rita, 'GET', `/send_bulk_mail/${batch.batch_key}/`),
        ),
      (p) => p.done === p.total,
      'batch delivered',
    );
    expect(progress.items.map((i) => [i.reco_id, i.outcome])).toEqual([
      [a.reco_id, 'sent'],
      [b.reco_id, 'sent'],
    ]);
    const mails = await sink.waitFor(before + 2).then((m) => m.slice(before));
    await new Promise((r) => setTimeout(r, 1500));
    expect(sink.mails.length - before).toBe(2);
    expect(mails.map((m) => m.envelopeTo[0]).sort()).toEqual(['a@outside.test', 'b@outside.test']);
    expect(tokenIn(mails[0]!.parsed.text ?? '', 'upload-file')).toHaveLength(43);

    const history = flows.ok<reco.HistoryEntry[]>(
      await kit.call(kit.people.alice, 'GET', `/reconciliation/recos/${a.reco_id}/history/`),
    );
    expect(history.find((h) => h.action === 'mail_sent')).toMatchObject({
      user_id: kit.people.rita.userId,
    });
  });

  it('the mismatch summary carries the result workbook; without one, or with its file gone, nothing goes out and the log says why', async () => {
    const ran = await partyReco('summary@outside.test');
    expect((await flows.ran(ran, 50)).state).toBe('output_ready');
    const output = await sql<{ file_id: string; storage_key: string; sha256: string }>`
      SELECT f.file_id::text, f.storage_key, f.sha256
        FROM ${sql.table(`co_${kit.ids.companies.acme}.reco_iterations`)} i
        JOIN ${sql.table(`co_${kit.ids.companies.acme}.files`)} f ON f.file_id = i.output_file_id
       WHERE i.iteration_id = ${ran.current_iteration_id}`.execute(kit.t.db);
    const workbook = output.rows[0]!;
    const notRun = await partyReco('not-run@outside.test');
    const summary = template('mismatch_summary');

    const before = sink.mails.length;
    const first = flows.ok<reco.BulkMailResult>(
      await bulk(kit.people.rita, {
        batch_key: randomUUID(),
        template_id: summary,
        reco_ids: [ran.reco_id, notRun.reco_id],
      }),
    );
    // No result yet, no summary: the party is told nothing rather than sent an empty promise.
    expect(first.items.find((i) => i.reco_id === notRun.reco_id)).toMatchObject({
      outcome: 'failed',
      reason_code: 'noResultWorkbook',
      message_id: null,
    });
    const [mail] = await sink.waitFor(before + 1).then((m) => m.slice(before));
    expect(mail!.envelopeTo).toEqual(['summary@outside.test']);
    expect(mail!.parsed.attachments).toHaveLength(1);
    const attached = mail!.parsed.attachments[0]!;
    expect(attached.filename).toBe(`reconciliation-${ran.reco_id}.xlsx`);
    expect(attached.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(createHash('sha256').update(attached.content).digest('hex')).toBe(workbook.sha256);
    expect(attached.content.subarray(0, 2).toString()).toBe('PK');

    // The stored workbook disappears: the next summary is not sent without it.
    await new LocalFolderStorage(kit.filesDir).remove(workbook.storage_key);
    const again = {
      batch_key: randomUUID(),
      template_id: summary,
      reco_ids: [ran.reco_id],
    };
    flows.ok(await bulk(kit.people.rita, again));
    const progress = await until(
      async () =>
        flows.ok<reco.BulkMailResult>(
          await kit.call(kit.people.rita, 'GET', `/send_bulk_mail/${again.batch_key}/`),
        ),
      (p) => p.done === p.total,
      'batch settled',
    );
    expect(progress.items[0]).toMatchObject({
      outcome: 'failed',
      mail_status: 'dead',
      reason_code: 'mailFailed',
      reason: `The attachment reconciliation-${ran.reco_id}.xlsx is no longer stored: the mail was not sent`,
    });
    expect(sink.mails.filter((m) => m.envelopeTo.includes('summary@outside.test'))).toHaveLength(1);
    const history = flows.ok<reco.HistoryEntry[]>(
      await kit.call(kit.people.alice, 'GET', `/reconciliation/recos/${ran.reco_id}/history/`),
    );
    expect(history.find((h) => h.action === 'mail_not_sent')?.remarks).toMatch(/no longer stored/);
    const followUp = (await followUps(`&search=${encodeURIComponent(ran.party_name)}`)).items[0];
    expect(followUp?.bounce_reason).toMatch(/no longer stored: the mail was not sent$/);
  });

  it('is refused to viewers and to a malformed batch', async () => {
    const a = await partyReco('x@outside.test');
    const body = {
      batch_key: randomUUID(),
      template_id: template('ledger_request'),
      reco_ids: [a.reco_id],
    };
    expect((await bulk(kit.people.vera, body)).statusCode).toBe(403);
    const bad = await bulk(kit.people.rita, { ...body, batch_key: 'not-a-uuid' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a party answers through its links', () => {
  let ready: reco.Reco;
  let uploadToken: string;
  let confirmToken: string;

  beforeAll(async () => {
    // The party's columns are remembered from an earlier reco, so its upload needs no one.
    const earlier = await partyReco('ledgers@outside.test');
    await flows.readyToRun(earlier, 50);
    const party = flows.ok<reco.Reco>(
      await kit.call(kit.people.alice, 'GET', `/reconciliation/recos/${earlier.reco_id}/`),
    );
    const project = await flows.project();
    ready = flows.ok<reco.Reco>(
      await kit.call(kit.people.alice, 'POST', '/reconciliation/recos/', {
        project_id: project.project_id,
        party_id: party.party_id,
        assignee_user_id: kit.people.rita.userId,
        reviewer_user_id: kit.people.ravi.userId,
      }),
      201,
    );
    await ourBooks(ready);
    await flows.rule({
      name: 'Run on arrival',
      project_id: project.project_id,
      request_template_id: template('ledger_request'),
      reminder_template_id: template('reminder'),
      send_on_creation: true,
      first_reminder_days: 3,
      repeat_every_days: 3,
      max_reminders: 2,
    });
    uploadToken = await linkFor(ready.reco_id, 'ledger_request', 'upload-file');
    confirmToken = await linkFor(ready.reco_id, 'balance_confirmation', 'confirm_completion');
  }, 120_000);

  it('the upload link: opened, the ledger lands as the counterparty file, the rule runs it', async () => {
    const details = await asParty(
      'GET',
      '/reconciliation/public/reconciliation_details/',
      uploadToken,
    );
    expect(details.statusCode).toBe(200);
    expect((await followUps()).items.find((f) => f.reco_id === ready.reco_id)).toMatchObject({
      status: 'opened',
    });

    // The workspace's guards: a renamed executable is refused, nothing kept.
    const exe = await multipart(uploadToken, '/reconciliation/public/upload_file/', {
      name: 'ledger.xlsx',
      content: Buffer.from('MZ\x90\x00 not a workbook'),
    });
    expect(exe.statusCode).toBe(400);

    const files = await kit.ledgers(50);
    const uploaded = await multipart(uploadToken, '/reconciliation/public/upload_file/', {
      name: 'our-ledger.xlsx',
      content: files.counterparty,
    });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toEqual({ file_name: 'our-ledger.xlsx', run_started: true });
    const after = await flows.settled(ready.reco_id);
    expect(after.state).toBe('output_ready');
    const history = flows.ok<reco.HistoryEntry[]>(
      await kit.call(kit.people.alice, 'GET', `/reconciliation/recos/${ready.reco_id}/history/`),
    );
    expect(history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['link_opened', 'counterparty_uploaded', 'run_started']),
    );
    expect(history.find((h) => h.action === 'counterparty_uploaded')!.user_id).toBeNull();
    expect(await notificationsOf(kit.people.rita.userId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'reco.answered',
          text: expect.stringMatching(/uploaded its ledger/) as unknown,
          // Worded by the reader's screen: the party and the period as data, what it did as a code.
          subject_name: ready.party_name,
          period_from: ready.period_from,
          period_to: ready.period_to,
          detail: { code: 'ledgerUploaded', params: {} },
        }),
      ]),
    );

    // The reco has moved on: the link takes no second file.
    const again = await multipart(uploadToken, '/reconciliation/public/upload_file/', {
      name: 'again.xlsx',
      content: files.counterparty,
    });
    expect(again.statusCode).toBe(409);
    // Coded, for the party's page to word in the party's language.
    expect(again.json<ErrorBody>().reason?.code).toBe('recoTakesNoFiles');
  });

  it('the confirmation link: a dispute needs a remark, takes one file, reaches history and follow-ups', async () => {
    const page = await asParty('GET', '/reconciliation/public/confirm_completion/', confirmToken);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ answer: null });
    // Our closing balance as the run read it from our books.
    await sql`UPDATE ${sql.table(`co_${kit.ids.companies.acme}.reco_iterations`)}
      SET books_closing_minor = -123456789
      WHERE iteration_id = ${ready.current_iteration_id}`.execute(kit.t.db);
    const withBalance = await asParty(
      'GET',
      '/reconciliation/public/confirm_completion/',
      confirmToken,
    );
    expect(withBalance.json<reco.PublicBalance>().closing_balance).toBe('-1,234,567.89');

    const bare = await asParty('POST', '/reconciliation/public/confirm_completion/', confirmToken, {
      decision: 'disputed',
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json<ErrorBody>().fields).toHaveProperty('remark');
    expect(bare.json<ErrorBody>().reason).toEqual({ code: 'remarkRequired', params: {} });

    const disputed = await asParty(
      'POST',
      '/reconciliation/public/confirm_completion/',
      confirmToken,
      { decision: 'disputed', remark: 'We show 1,200.00 more' },
    );
    expect(disputed.statusCode).toBe(201);
    const responseId = disputed.json<{ response_id: number }>().response_id;
    const files = await kit.ledgers(50);
    const url = `/reconciliation/public/confirm_completion/${responseId}/file/`;
    expect(
      (await multipart(confirmToken, url, { name: 'ours.xlsx', content: files.counterparty }))
        .statusCode,
    ).toBe(201);
    const second = await multipart(confirmToken, url, {
      name: 'ours.xlsx',
      content: files.counterparty,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json<ErrorBody>().reason?.code).toBe('fileAlreadyAttached');
    // The upload link cannot attach to the confirmation's answer.
    expect(
      (await multipart(uploadToken, url, { name: 'ours.xlsx', content: files.counterparty }))
        .statusCode,
    ).toBe(404);

    let row = (await followUps('&status=disputed')).items.find((f) => f.reco_id === ready.reco_id);
    expect(row).toMatchObject({ status: 'disputed', dispute_remark: 'We show 1,200.00 more' });

    const confirmed = await asParty(
      'POST',
      '/reconciliation/public/confirm_completion/',
      confirmToken,
      { decision: 'confirmed' },
    );
    expect(confirmed.statusCode).toBe(201);
    const list = await followUps();
    row = list.items.find((f) => f.reco_id === ready.reco_id);
    expect(row).toMatchObject({ status: 'confirmed', disputed_at: null });
    expect(row!.confirmed_at).not.toBeNull();
    expect(row!.received_at).not.toBeNull();
    expect(list.counts.confirmed).toBeGreaterThanOrEqual(1);
    expect((await followUps('&status=confirmed')).items.map((f) => f.reco_id)).toContain(
      ready.reco_id,
    );
    expect((await followUps('&status=requested')).items.map((f) => f.reco_id)).not.toContain(
      ready.reco_id,
    );

    const history = flows.ok<reco.HistoryEntry[]>(
      await kit.call(kit.people.alice, 'GET', `/reconciliation/recos/${ready.reco_id}/history/`),
    );
    expect(history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['balance_disputed', 'dispute_file_added', 'balance_confirmed']),
    );
    const told = await notificationsOf(kit.people.rita.userId);
    expect(told.map((n) => n.text)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/disputed the closing balance: We show 1,200.00 more/),
        expect.stringMatching(/confirmed the closing balance/),
      ]),
    );
    expect(told.map((n) => n.detail)).toEqual(
      expect.arrayContaining([
        {
          code: 'balanceDisputed',
          params: { remark: expect.stringMatching(/^We show 1,200.00 more/) as unknown },
        },
        { code: 'balanceConfirmed', params: {} },
      ]),
    );
    const balanceNotes = told.filter((n) =>
      ['balanceDisputed', 'balanceConfirmed'].includes((n.detail as { code?: string })?.code ?? ''),
    );
    expect(balanceNotes.length).toBeGreaterThanOrEqual(2);
    for (const n of balanceNotes)
      expect(n).toMatchObject({
        subject_name: ready.party_name,
        period_from: ready.period_from,
        period_to: ready.period_to,
      });
    const shown = await asParty('GET', '/reconciliation/public/confirm_completion/', confirmToken);
    expect(shown.json<reco.PublicBalance>().answer).toMatchObject({ decision: 'confirmed' });
  });

  it('with no books yet there is no balance to confirm: a confirmation is refused, a remark goes through', async () => {
    const bare = await partyReco('nobooks@outside.test');
    const token = await linkFor(bare.reco_id, 'balance_confirmation', 'confirm_completion');
    const url = '/reconciliation/public/confirm_completion/';
    expect((await asParty('GET', url, token)).json()).toMatchObject({
      closing_balance: null,
      answer: null,
    });
    const refused = await asParty('POST', url, token, { decision: 'confirmed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().message).toMatch(/no closing balance to confirm yet/);
    expect(refused.json<ErrorBody>().reason).toEqual({ code: 'noBalanceYet', params: {} });
    expect((await asParty('GET', url, token)).json()).toMatchObject({ answer: null });
    const remark = await asParty('POST', url, token, {
      decision: 'disputed',
      remark: 'Our books show 5,000.00 owed to you',
    });
    expect(remark.statusCode).toBe(201);
    const history = flows.ok<reco.HistoryEntry[]>(
      await kit.call(kit.people.alice, 'GET', `/reconciliation/recos/${bare.reco_id}/history/`),
    );
    expect(history.map((h) => h.action)).toContain('balance_disputed');
    expect(history.map((h) => h.action)).not.toContain('balance_confirmed');
  });

  it('an unknown, guessed, expired, revoked or wrong-purpose token gets the same not-found', async () => {
    const routes = [
      ['GET', '/reconciliation/public/confirm_completion/'],
      ['POST', '/reconciliation/public/confirm_completion/'],
    ] as const;
    const answers = async (token: string | undefined) => {
      const out: unknown[] = [];
      for (const [method, url] of routes) {
        const res = await asParty(
          method,
          url,
          token,
          method === 'POST' ? { decision: 'confirmed' } : undefined,
        );
        out.push([res.statusCode, res.json<ErrorBody>().message]);
      }
      const up = await multipart(token ?? '', '/reconciliation/public/upload_file/', {
        name: 'x.csv',
        content: Buffer.from('a,b\n1,2\n'),
      });
      out.push([up.statusCode, up.json<ErrorBody>().message]);
      return out;
    };
    const notFound = [404, 'This link is not valid. Ask the sender for a new one.'];
    expect(await answers(undefined)).toEqual([notFound, notFound, notFound]);
    expect(await answers(randomBytes(32).toString('base64url'))).toEqual([
      notFound,
      notFound,
      notFound,
    ]);
    expect(await answers('short')).toEqual([notFound, notFound, notFound]);

    const fresh = await partyReco('late@outside.test');
    const mint = async (purpose: reco.LinkPurpose) =>
      flows.ok<{ link: reco.CapabilityLink; token: string }>(
        await kit.call(kit.people.rita, 'POST', '/reconciliation/generate_link/', {
          iteration_id: fresh.current_iteration_id,
          purpose,
          expires_in_days: 7,
        }),
        201,
      );
    const valid = await mint('confirm');
    expect(
      (await asParty('GET', '/reconciliation/public/confirm_completion/', valid.token)).statusCode,
    ).toBe(200);
    // A confirmation token does not open the upload, nor a download token the confirmation.
    const download = await mint('download');
    expect((await answers(download.token)).slice(0, 2)).toEqual([notFound, notFound]);

    // A week's link, eight days on by the clock: expired, with no row rewritten.
    const expired = await mint('confirm');
    expect(
      (await asParty('GET', '/reconciliation/public/confirm_completion/', expired.token))
        .statusCode,
    ).toBe(200);
    clock = new Date(Date.now() + 8 * 86_400_000);
    try {
      expect(await answers(expired.token)).toEqual([notFound, notFound, notFound]);
    } finally {
      clock = null;
    }

    const revoked = await mint('upload');
    flows.ok(
      await kit.call(
        kit.people.rita,
        'POST',
        `/reconciliation/links/${revoked.link.link_id}/revoke/`,
      ),
    );
    expect(await answers(revoked.token)).toEqual([notFound, notFound, notFound]);
  });
});

describe("a rule's run on a party's first upload", () => {
  let project: reco.Project;
  let named: Buffer;
  let guessed: Buffer;

  beforeAll(async () => {
    project = await flows.project();
    await flows.rule({
      name: 'Run first files',
      project_id: project.project_id,
      request_template_id: template('ledger_request'),
      reminder_template_id: template('reminder'),
    });
    const dir = await mkdtemp(path.join(tmpdir(), 'first-upload-'));
    const write = async (partyAmountHeader: string | undefined) => {
      const books = path.join(dir, 'books.xlsx');
      const theirs = path.join(dir, 'theirs.xlsx');
      await writeVendorLedgers(books, theirs, {
        rows: 50,
        from: '2024-04-01',
        to: '2025-03-31',
        ourName: 'Acme Retail Pvt Ltd',
        partyName: 'First Time Traders',
        ...(partyAmountHeader ? { partyAmountHeader } : {}),
      });
      return readFile(theirs);
    };
    named = await write('Amount');
    guessed = await write(undefined);
    await rm(dir, { recursive: true, force: true });
  }, 60_000);

  /** A new party's reco in the rule's project, our books confirmed, and its upload link. */
  async function awaitingTheParty() {
    const row = await partyReco(`first-${randomUUID()}@outside.test`, project);
    await ourBooks(row);
    return { row, token: await linkFor(row.reco_id, 'ledger_request', 'upload-file') };
  }

  /** The engine's doubt about the party's amount column, found from its values. */
  const guessAt = (header: string) => ({
    code: 'roleIsGuess',
    params: { header, field: 'amount' },
  });

  const historyOf = async (recoId: number) =>
    flows.ok<reco.HistoryEntry[]>(
      await kit.call(kit.people.alice, 'GET', `/reconciliation/recos/${recoId}/history/`),
    );

  it('takes the columns the engine named by their headers, says so, and runs', async () => {
    const { row, token } = await awaitingTheParty();
    const uploaded = await multipart(token, '/reconciliation/public/upload_file/', {
      name: 'ledger.xlsx',
      content: named,
    });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toEqual({ file_name: 'ledger.xlsx', run_started: true });
    expect((await flows.settled(row.reco_id)).state).toBe('output_ready');

    const history = await historyOf(row.reco_id);
    const accepted = history.find((h) => h.action === 'counterparty_mapping_confirmed')!;
    expect(accepted).toMatchObject({ user_id: null });
    // Written as codes with their values, worded by the screens: no English remark.
    expect(accepted).toMatchObject({
      remarks: null,
      note: { code: 'ruleAcceptedMapping', params: { rule: 'Run first files' } },
    });
    expect(history.find((h) => h.action === 'run_started')).toMatchObject({
      remarks: null,
      note: { code: 'ruleStartedRun', params: { rule: 'Run first files', trigger: 'partyLedger' } },
    });
    expect(history.some((h) => h.action === 'run_waiting')).toBe(false);
  });

  it('does not guess: a column found from its values waits for the reconciler, who is told why', async () => {
    const { row, token } = await awaitingTheParty();
    const uploaded = await multipart(token, '/reconciliation/public/upload_file/', {
      name: 'ledger.xlsx',
      content: guessed,
    });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toEqual({ file_name: 'ledger.xlsx', run_started: false });
    const after = await flows.get(row.reco_id);
    expect(after.state).toBe('files_uploaded');
    const iteration = flows.ok<reco.Iteration>(
      await kit.call(
        kit.people.rita,
        'GET',
        `/reconciliation/iterations/${after.current_iteration_id}/`,
      ),
    );
    expect(iteration.counterparty_mapping).toMatchObject({ confirmed: false });

    const history = await historyOf(row.reco_id);
    expect(history.some((h) => h.action === 'counterparty_mapping_confirmed')).toBe(false);
    const waiting = history.find((h) => h.action === 'run_waiting')!;
    expect(waiting).toMatchObject({
      remarks: null,
      note: { code: 'ruleRunWaits', params: { rule: 'Run first files', counterparty: 'mapping' } },
    });
    expect(waiting.note!.params.books).toBeUndefined();
    expect(waiting.note!.params.conflicts).toEqual([guessAt('Amount in INR')]);
    expect(await notificationsOf(kit.people.rita.userId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'reco.answered',
          text: expect.stringMatching(/the run waits for you: .*counterparty file/) as unknown,
          detail: { code: 'runWaiting', params: { sides: 'counterparty' } },
        }),
      ]),
    );
    const waits = (await followUps()).items.find((f) => f.reco_id === row.reco_id)!;
    expect(waits).toMatchObject({ status: 'received' });
    expect(waits.run_waiting).toBeNull();
    expect(waits.run_waiting_note).toEqual(waiting.note);

    // Once the reconciler has confirmed the columns the run starts as any other.
    await flows.confirm(
      after.current_iteration_id!,
      'counterparty',
      iteration.counterparty_mapping!,
    );
    flows.ok(await flows.start(row.reco_id));
    expect((await flows.settled(row.reco_id)).state).toBe('output_ready');
    const done = (await followUps()).items.find((f) => f.reco_id === row.reco_id)!;
    expect(done.run_waiting).toBeNull();
    expect(done.run_waiting_note).toBeNull();
  });

  /** A new party's reco in the rule's project with no books yet, and its upload link. */
  async function booksNotIn() {
    const row = await partyReco(`later-${randomUUID()}@outside.test`, project);
    return { row, token: await linkFor(row.reco_id, 'ledger_request', 'upload-file') };
  }

  it("the party's file first: our books completing the pair start the run, on the same conditions", async () => {
    const { row, token } = await booksNotIn();
    const uploaded = await multipart(token, '/reconciliation/public/upload_file/', {
      name: 'ledger.xlsx',
      content: named,
    });
    expect(uploaded.json()).toEqual({ file_name: 'ledger.xlsx', run_started: false });
    const waiting = (await historyOf(row.reco_id)).find((h) => h.action === 'run_waiting')!;
    expect(waiting.note).toEqual({
      code: 'ruleRunWaits',
      params: { rule: 'Run first files', books: 'file' },
    });

    await ourBooks(row);
    expect((await flows.settled(row.reco_id)).state).toBe('output_ready');
    const history = await historyOf(row.reco_id);
    const started = history.find((h) => h.action === 'run_started')!;
    expect(started).toMatchObject({ user_id: null });
    expect(started.note).toEqual({
      code: 'ruleStartedRun',
      params: { rule: 'Run first files', trigger: 'booksCompleted' },
    });
    // Our books uploaded before their columns were confirmed: the run waited, and said for what.
    expect(history.filter((h) => h.action === 'run_waiting').map((h) => h.note)).toEqual(
      expect.arrayContaining([
        { code: 'ruleRunWaits', params: { rule: 'Run first files', books: 'mapping' } },
      ]),
    );
    expect(
      (await followUps()).items.find((f) => f.reco_id === row.reco_id)!.run_waiting,
    ).toBeNull();
  });

  it('our books do not start a run the party could not: a guessed column, or a file the reconciler put there', async () => {
    // A column guessed from its values, through the party's link: the run keeps waiting.
    const guessing = await booksNotIn();
    const sent = await multipart(guessing.token, '/reconciliation/public/upload_file/', {
      name: 'ledger.xlsx',
      content: guessed,
    });
    expect(sent.json()).toMatchObject({ run_started: false });
    await ourBooks(guessing.row);
    expect((await flows.get(guessing.row.reco_id)).state).toBe('files_uploaded');
    const last = (await historyOf(guessing.row.reco_id)).find((h) => h.action === 'run_waiting')!;
    expect(last.note).toMatchObject({
      code: 'ruleRunWaits',
      params: { rule: 'Run first files', conflicts: [guessAt('Amount in INR')] },
    });

    const { row } = await booksNotIn();
    // The reconciler's own counterparty file, confirmed: the rule is about the party's upload.
    const theirs = flows.ok<{ mapping: reco.LedgerMapping }>(
      await flows.upload(
        kit.people.rita,
        row.current_iteration_id!,
        'counterparty',
        'theirs.xlsx',
        named,
      ),
      201,
    );
    await flows.confirm(row.current_iteration_id!, 'counterparty', theirs.mapping);
    await ourBooks(row);
    expect((await flows.get(row.reco_id)).state).toBe('files_uploaded');
    expect((await historyOf(row.reco_id)).some((h) => h.action === 'run_started')).toBe(false);
  });
});

describe('follow-ups', () => {
  it('counts each party under the furthest step, filters, and stays in its company', async () => {
    const project = await flows.project();
    const requested = await partyReco('req@outside.test', project);
    const reminded = await partyReco('rem@outside.test', project);
    const bounced = await partyReco('gone@outside.test', project);
    const send = async (recoIds: number[], purpose: reco.TemplatePurpose) =>
      flows.ok<reco.BulkMailResult>(
        await bulk(kit.people.rita, {
          batch_key: randomUUID(),
          template_id: template(purpose),
          reco_ids: recoIds,
        }),
      );
    const delivered = (batch: reco.BulkMailResult) =>
      until(
        async () =>
          flows.ok<reco.BulkMailResult>(
            await kit.call(kit.people.rita, 'GET', `/send_bulk_mail/${batch.batch_key}/`),
          ),
        (p) => p.done === p.total,
        'batch delivered',
      );
    const first = await send([requested.reco_id, reminded.reco_id], 'ledger_request');
    await delivered(first);
    await delivered(await send([reminded.reco_id], 'reminder'));
    await delivered(await send([reminded.reco_id], 'reminder'));
    sink.mode = { kind: 'reply', code: 550, message: 'No such user' };
    const lost = await send([bounced.reco_id], 'ledger_request');
    try {
      await until(
        async () =>
          flows.ok<reco.BulkMailResult>(
            await kit.call(kit.people.rita, 'GET', `/send_bulk_mail/${lost.batch_key}/`),
          ),
        (p) => p.items[0]?.outcome === 'failed',
        'bounce',
      ).then((p) =>
        expect(p.items[0]).toMatchObject({
          reason_code: 'mailFailed',
          reason: expect.stringMatching(/^550/) as unknown,
        }),
      );
    } finally {
      sink.mode = { kind: 'accept' };
    }
    expect(first.total).toBe(2);

    const list = await followUps(`&project_id=${project.project_id}`);
    const byReco = new Map(list.items.map((f) => [f.reco_id, f]));
    expect(byReco.get(requested.reco_id)).toMatchObject({ status: 'requested', reminders: 0 });
    expect(byReco.get(reminded.reco_id)).toMatchObject({ status: 'reminded', reminders: 2 });
    expect(byReco.get(reminded.reco_id)!.last_reminded_at).not.toBeNull();
    expect(byReco.get(bounced.reco_id)).toMatchObject({ status: 'bounced' });
    expect(byReco.get(bounced.reco_id)!.bounce_reason).toMatch(/^550/);
    expect(list.counts).toMatchObject({ requested: 1, reminded: 1, bounced: 1, confirmed: 0 });
    expect(list.totalCount).toBe(3);

    const onlyBounced = await followUps(`&project_id=${project.project_id}&status=bounced`);
    expect(onlyBounced.items.map((f) => f.reco_id)).toEqual([bounced.reco_id]);
    expect(onlyBounced.totalCount).toBe(1);
    const searched = await followUps(`&project_id=${project.project_id}&search=rem@`);
    expect(searched.items.map((f) => f.reco_id)).toEqual([reminded.reco_id]);

    // Another company sees none of it: not the list, not a batch (the whole matrix of routes
    // is cross-tenant.test.ts).
    const theirs = await followUps('', kit.people.victor);
    expect(theirs.items).toEqual([]);
    expect(
      (await kit.call(kit.people.victor, 'GET', `/send_bulk_mail/${first.batch_key}/`)).statusCode,
    ).toBe(404);
    const theirBulk = flows.ok<reco.BulkMailResult>(
      await kit
        .call(kit.people.victor, 'POST', CONFIG, { from_address: 'ap@bharat.test' })
        .then(async () => {
          const t = flows.ok<reco.Template[]>(
            await kit.call(kit.people.victor, 'GET', '/communication_templates/?language=en'),
          );
          return bulk(kit.people.victor, {
            batch_key: randomUUID(),
            template_id: t.find((x) => x.purpose === 'ledger_request')!.template_id,
            reco_ids: [requested.reco_id],
          });
        }),
    );
    expect(theirBulk.items[0]).toMatchObject({
      outcome: 'failed',
      reason_code: 'recoNotFound',
      reason: null,
    });
    expect((await followUps(`&project_id=${project.project_id}`)).totalCount).toBe(3);
  });
});
