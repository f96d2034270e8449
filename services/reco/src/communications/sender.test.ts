import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, reco } from '@concord/contracts';
import { startRecoKit, type RecoKit } from '../testing/testkit.js';
import { SINK_PASSWORD, startSmtpSink, type SmtpSink } from '../testing/smtp-sink.js';
import { deliver } from './mailer.js';
import { SecretBox } from './secret-box.js';

const CONFIG = '/companies/company-communications-config/';
let kit: RecoKit;
let sink: SmtpSink;

beforeAll(async () => {
  kit = await startRecoKit();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
  await kit?.close();
});

describe('sender settings', () => {
  let configId: number;

  it('only company admins see or change the sender', async () => {
    const { rita, vera } = kit.people;
    expect((await kit.call(rita, 'GET', CONFIG)).statusCode).toBe(403);
    expect(
      (await kit.call(vera, 'POST', CONFIG, { from_address: 'books@acme.test' })).statusCode,
    ).toBe(403);
  });

  it('without SMTP, a test mail lands in the outbox exactly as it would have been sent', async () => {
    const { alice } = kit.people;
    expect((await kit.call(alice, 'GET', CONFIG)).json()).toEqual([]);
    const early = await kit.call(alice, 'POST', `${CONFIG}test/`, { to: 'ap@bharat.test' });
    expect(early.statusCode).toBe(400);
    expect(early.json<ErrorBody>().message).toMatch(/sender settings first/);

    const created = await kit.call(alice, 'POST', CONFIG, {
      from_address: 'books@acme.test',
      from_name: 'Acme Books',
      reply_to: 'replies@acme.test',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ delivery: 'outbox', has_password: false });
    configId = created.json<reco.CommsConfig>().config_id;
    const again = await kit.call(alice, 'POST', CONFIG, { from_address: 'x@acme.test' });
    expect(again.statusCode).toBe(409);

    const test = await kit.call(alice, 'POST', `${CONFIG}test/`, { to: 'ap@bharat.test' });
    expect(test.json()).toMatchObject({ delivered: false, delivery: 'outbox', code: null });
    const outbox = await kit.call(alice, 'GET', '/company_communications/?status=outbox');
    const [mail] = outbox.json<{ items: reco.Communication[] }>().items;
    expect(mail).toMatchObject({
      message_id: test.json<reco.TestMailResult>().message_id,
      to_address: 'ap@bharat.test',
      from_address: 'books@acme.test',
      reply_to: 'replies@acme.test',
      subject: 'Concord test mail',
      status: 'outbox',
    });
    expect(mail?.html).toContain('books@acme.test can send');
    expect(sink.mails).toHaveLength(0);
  });

  it('keeps the SMTP password sealed and never answers it', async () => {
    const { alice } = kit.people;
    const patched = await kit.call(alice, 'PATCH', `${CONFIG}${configId}/`, {
      smtp_host: '127.0.0.1',
      smtp_port: sink.port,
      security: 'none',
      smtp_user: 'acme-mailer',
      smtp_password: SINK_PASSWORD,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ delivery: 'smtp', has_password: true });
    expect(patched.body).not.toContain(SINK_PASSWORD);
    expect((await kit.call(alice, 'GET', CONFIG)).body).not.toContain(SINK_PASSWORD);
    const stored = await sql<{ sealed: string }>`
      SELECT smtp_password_sealed AS sealed FROM ${sql.id(`co_${kit.ids.companies.acme}`, 'comm_config')}`.execute(
      kit.t.db,
    );
    expect(stored.rows[0]!.sealed).toMatch(/^v1\./);
    expect(stored.rows[0]!.sealed).not.toContain(SINK_PASSWORD);
  });

  it("a test mail reaches the SMTP server, signed in, and reports the server's answer", async () => {
    const { alice } = kit.people;
    const result = await kit.call(alice, 'POST', `${CONFIG}test/`, { to: 'ap@bharat.test' });
    expect(result.json()).toMatchObject({ delivered: true, delivery: 'smtp', code: 250 });
    expect(result.json<reco.TestMailResult>().response).toMatch(/Queued as sink-1/);
    const [received] = await sink.waitFor(1);
    expect(received!.user).toBe('acme-mailer');
    expect(received!.envelopeTo).toEqual(['ap@bharat.test']);
    expect(received!.parsed.subject).toBe('Concord test mail');
    expect(received!.parsed.from?.value[0]).toEqual({
      address: 'books@acme.test',
      name: 'Acme Books',
    });
    expect(received!.parsed.replyTo?.value[0]?.address).toBe('replies@acme.test');
    const log = await kit.call(alice, 'GET', '/company_communications/?status=sent');
    expect(log.json<{ items: reco.Communication[] }>().items[0]).toMatchObject({
      status: 'sent',
      tries: 1,
    });
  });

  it('a refused test mail reports the refusal', async () => {
    const { alice } = kit.people;
    sink.mode = { kind: 'reply', code: 550, message: 'Mailbox unavailable' };
    const result = await kit.call(alice, 'POST', `${CONFIG}test/`, { to: 'nobody@bharat.test' });
    sink.mode = { kind: 'accept' };
    expect(result.json()).toMatchObject({ delivered: false, delivery: 'smtp', code: 550 });
    expect(result.json<reco.TestMailResult>().response).toMatch(/Mailbox unavailable/);
  });

  it("another company neither sees nor changes Acme's sender", async () => {
    const { victor } = kit.people;
    expect((await kit.call(victor, 'GET', CONFIG)).json()).toEqual([]);
    const patch = await kit.call(victor, 'PATCH', `${CONFIG}${configId}/`, {
      smtp_host: 'evil.test',
    });
    expect(patch.statusCode).toBe(404);
    expect(
      (await kit.call(victor, 'GET', '/company_communications/')).json<{ totalCount: number }>()
        .totalCount,
    ).toBe(0);
    const acme = (await kit.call(kit.people.alice, 'GET', CONFIG)).json<reco.CommsConfig[]>()[0];
    expect(acme?.smtp_host).toBe('127.0.0.1');
  });

  it('refuses bad input field by field', async () => {
    const { alice } = kit.people;
    const bad = await kit.call(alice, 'PATCH', `${CONFIG}${configId}/`, {
      smtp_port: 70000,
      reply_to: 'not-an-address',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('SMTP failures are sorted into retry and bounce (SECURITY 29)', () => {
  const mail = {
    from: 'books@acme.test',
    to: 'ap@bharat.test',
    subject: 'Ledger request',
    html: '<p>Hi</p>',
    text: 'Hi',
  };
  const smtp = () => ({
    host: '127.0.0.1',
    port: sink.port,
    security: 'none' as const,
    user: null,
    password: null,
  });

  it.each([
    [421, 'temporary'],
    [451, 'temporary'],
    [550, 'permanent'],
  ] as const)('%i is %s', async (code, kind) => {
    sink.mode = { kind: 'reply', code, message: `Answer ${code}` };
    const outcome = await deliver(smtp(), mail);
    sink.mode = { kind: 'accept' };
    expect(outcome).toMatchObject({ ok: false, kind, code });
  });

  it('a server that never answers is a timeout, to be retried', async () => {
    const hanging = await startSmtpSink({ kind: 'hang' });
    try {
      const outcome = await deliver({ ...smtp(), port: hanging.port }, mail, {
        connection: 500,
        greeting: 500,
        socket: 500,
      });
      expect(outcome).toMatchObject({ ok: false, kind: 'temporary', code: null });
      expect(outcome.response).toMatch(/ETIMEDOUT|Greeting never received|timeout/i);
    } finally {
      await hanging.close();
    }
  });

  it('nothing listening is a connection error, to be retried', async () => {
    const closed = await startSmtpSink();
    const port = closed.port;
    await closed.close();
    const outcome = await deliver({ ...smtp(), port }, mail);
    expect(outcome).toMatchObject({ ok: false, kind: 'temporary' });
  });
});

describe('sealed secrets', () => {
  it('open under their key only, and an altered value does not open', () => {
    const box = new SecretBox(randomBytes(32));
    const sealed = box.seal('p@ss word');
    expect(box.open(sealed)).toBe('p@ss word');
    expect(new SecretBox(randomBytes(32)).open(sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(box.open(parts.join('.'))).toBeNull();
  });
});
