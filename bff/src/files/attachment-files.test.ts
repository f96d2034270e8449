import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { poso } from '@concord/contracts';
import { pino } from 'pino';
import { buildBff, type Bff } from '../app.js';
import { closedPortUrl, fakeToken } from '../testing/fake-service.js';

/** What the stand-in poso service saw of one upload, as it arrived. */
type Arrival = { path: string; bytes: number; complete: boolean; aborted: boolean };

const token = fakeToken({ sub: '1', scopes: ['po:read', 'po:write'], company_id: 1 });
const boundary = 'browser-boundary';

let upstream: Server;
let arrivals: Arrival[];
let bff: Bff;
let downBff: Bff;

/** A poso stand-in that records upload bytes as they arrive and answers downloads. */
function fakePoso(req: IncomingMessage, res: import('node:http').ServerResponse) {
  const path = req.url ?? '';
  if (req.method === 'GET' && path.startsWith('/po/attachments/7/')) {
    res.writeHead(200, {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="q.pdf"',
      'set-cookie': 'upstream=secret',
      'x-powered-by': 'poso',
    });
    res.end('%PDF-1.4 body');
    return;
  }
  if (req.method === 'GET') {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'INTERNAL', message: 'relation "co_1.po_attachments" broke' }));
    return;
  }
  const arrival: Arrival = { path, bytes: 0, complete: false, aborted: false };
  arrivals.push(arrival);
  req.on('data', (chunk: Buffer) => (arrival.bytes += chunk.length));
  req.on('aborted', () => (arrival.aborted = true));
  req.on('error', () => (arrival.aborted = true));
  req.on('end', () => {
    arrival.complete = true;
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        attachment_id: 3,
        file_name: 'big.csv',
        content_type: 'text/csv',
        size_bytes: String(arrival.bytes),
        sha256: 'f'.repeat(64),
      }),
    );
  });
}

/** Opens a chunked upload to the BFF; the caller writes the body piece by piece. */
function openUpload(fileName: string) {
  const port = (bff.app.server.address() as AddressInfo).port;
  let settle: (answer: { status: number; body: Record<string, unknown> }) => void = () => {};
  const response = new Promise<{ status: number; body: Record<string, unknown> }>(
    (resolve) => (settle = resolve),
  );
  const req = httpRequest(
    {
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/files/po/7/attachments',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
      },
    },
    (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        settle({
          status: res.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>,
        }),
      );
    },
  );
  // Once the BFF has answered it may close the connection under a writer.
  req.on('error', () => undefined);
  const write = (data: Buffer | string) =>
    new Promise<void>((resolve) => {
      if (req.write(data)) resolve();
      else req.once('drain', () => resolve());
    });
  void write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  let answered = false;
  void response.then(() => (answered = true));
  return {
    write,
    answered: () => answered,
    end: async () => {
      await write(`\r\n--${boundary}--\r\n`);
      req.end();
    },
    response,
  };
}

beforeAll(async () => {
  arrivals = [];
  upstream = createServer(fakePoso);
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const logger = pino({ level: 'silent' });
  bff = await buildBff({
    upstreams: { users: url, poso: url, reco: url },
    playground: false,
    logger,
  });
  await bff.listen({ port: 0 });
  const down = await closedPortUrl();
  downBff = await buildBff({
    upstreams: { users: down, poso: down, reco: down },
    playground: false,
    logger,
  });
  await downBff.app.ready();
});

afterAll(async () => {
  await Promise.all([bff?.close(), downBff?.close()]);
  upstream.closeAllConnections();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

describe('attachment upload forwarding', () => {
  it('streams the file on before the browser has finished sending it', async () => {
    arrivals.length = 0;
    const upload = openUpload('big.csv');
    const chunk = Buffer.alloc(256 * 1024, 'a');
    for (let i = 0; i < 4; i += 1) await upload.write(chunk);
    // Half the file is out; the service must already be receiving it.
    await expect.poll(() => arrivals[0]?.bytes ?? 0, { timeout: 5000 }).toBeGreaterThan(512 * 1024);
    expect(arrivals[0]!.complete).toBe(false);
    for (let i = 0; i < 4; i += 1) await upload.write(chunk);
    await upload.end();
    const answer = await upload.response;
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      attachmentId: 3,
      downloadPath: '/files/po/7/attachments/3',
    });
    expect(arrivals[0]).toMatchObject({ path: '/po/attachments/?po_id=7', complete: true });
  });

  it('cuts off a file over 25 MB sent without a length: 413, and the service gets no complete file', async () => {
    arrivals.length = 0;
    const upload = openUpload('huge.csv');
    const chunk = Buffer.alloc(1024 * 1024, 'b');
    const answer = upload.response;
    // Write until the BFF answers (it may stop reading once it has refused the file).
    for (let sent = 0; sent <= poso.MAX_ATTACHMENT_BYTES + chunk.length && !upload.answered();) {
      await Promise.race([upload.write(chunk), answer]);
      sent += chunk.length;
    }
    const result = await answer;
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'The file is larger than 25 MB.',
    });
    await expect.poll(() => arrivals[0]?.aborted, { timeout: 5000 }).toBe(true);
    expect(arrivals[0]!.complete).toBe(false);
  });
});

describe('attachment download forwarding', () => {
  it('passes the file and its disposition on, with download headers and no upstream cookies', async () => {
    const res = await request(bff.app.server)
      .get('/files/po/7/attachments/3')
      .set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="q.pdf"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('masks an upstream failure and reports an unreachable service', async () => {
    const failed = await request(bff.app.server)
      .get('/files/invoices/9/attachments/1')
      .set('authorization', `Bearer ${token}`);
    expect(failed.status).toBe(502);
    expect(JSON.stringify(failed.body)).not.toMatch(/relation|co_1/);
    const down = await request(downBff.app.server)
      .get('/files/invoices/9/attachments/1')
      .set('authorization', `Bearer ${token}`);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ error: 'UPSTREAM_UNAVAILABLE' });
  });

  it('refuses a file name with control characters before calling the service', async () => {
    const before = arrivals.length;
    const upload = openUpload('ledger\u0000.csv');
    await upload.write('a,b\r\n');
    await upload.end();
    const answer = await upload.response;
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: 'BAD_USER_INPUT',
      fields: { file: 'Must not contain control characters' },
    });
    expect(arrivals.length).toBe(before);
  });

  it('asks for a token and valid ids before calling the service', async () => {
    const anonymous = await request(bff.app.server).get('/files/po/7/attachments/3');
    expect(anonymous.status).toBe(401);
    const badId = await request(bff.app.server)
      .get('/files/po/7/attachments/0')
      .set('authorization', `Bearer ${token}`);
    expect(badId.status).toBe(400);
    expect(badId.body).toMatchObject({ fields: { attachmentId: 'Must be a positive id' } });
  });
});
