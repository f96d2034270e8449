import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { pino } from 'pino';
import { buildBff, type Bff } from '../app.js';

describe('SPA under /stage and GraphiQL under /graphiql', () => {
  let dir: string;
  let withFiles: Bff;
  let withoutFiles: Bff;
  let locked: Bff;
  let behindTls: Bff;
  const inlineScript = 'window.bootedAt = Date.now();';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bff-static-'));
    const web = path.join(dir, 'web');
    const graphiql = path.join(dir, 'graphiql');
    await mkdir(path.join(web, 'assets'), { recursive: true });
    await mkdir(graphiql, { recursive: true });
    await writeFile(
      path.join(web, 'index.html'),
      `<!doctype html><title>Concord</title><script>${inlineScript}</script><script type="module" src="/stage/assets/app.js"></script>`,
    );
    await writeFile(path.join(web, 'assets', 'app.js'), 'console.log(1)');
    await writeFile(path.join(graphiql, 'index.html'), '<!doctype html><title>Playground</title>');
    const upstreams = {
      users: 'http://127.0.0.1:9',
      poso: 'http://127.0.0.1:9',
      reco: 'http://127.0.0.1:9',
    };
    const logger = pino({ level: 'silent' });
    withFiles = await buildBff({
      upstreams,
      logger,
      playground: true,
      webDist: web,
      graphiqlDist: graphiql,
    });
    withoutFiles = await buildBff({
      upstreams,
      logger,
      playground: true,
      webDist: path.join(dir, 'none'),
      graphiqlDist: path.join(dir, 'none'),
    });
    locked = await buildBff({ upstreams, logger, playground: false, webDist: web });
    behindTls = await buildBff({
      upstreams,
      logger,
      playground: false,
      webDist: web,
      trustProxy: 1,
    });
    await Promise.all([
      withFiles.app.ready(),
      withoutFiles.app.ready(),
      locked.app.ready(),
      behindTls.app.ready(),
    ]);
  });

  afterAll(async () => {
    await Promise.all([
      withFiles?.close(),
      withoutFiles?.close(),
      locked?.close(),
      behindTls?.close(),
    ]);
    await rm(dir, { recursive: true, force: true });
  });

  it('serves index.html for /stage/ and for client routes', async () => {
    const home = await request(withFiles.app.server).get('/stage/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('<title>Concord</title>');
    const route = await request(withFiles.app.server)
      .get('/stage/dashboard/default')
      .set('accept', 'text/html');
    expect(route.status).toBe(200);
    expect(route.text).toContain('<title>Concord</title>');
  });

  it('serves built assets and 404s missing ones', async () => {
    const asset = await request(withFiles.app.server).get('/stage/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await request(withFiles.app.server).get('/stage/assets/missing.js')).status).toBe(404);
  });

  it('explains when the SPA is not built', async () => {
    const response = await request(withoutFiles.app.server).get('/stage');
    expect(response.status).toBe(503);
    expect(response.text).toMatch(/not built/);
  });

  it('serves the built playground at /graphiql/ when enabled', async () => {
    const redirect = await request(withFiles.app.server).get('/graphiql');
    expect(redirect.status).toBe(302);
    const page = await request(withFiles.app.server).get('/graphiql/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Playground</title>');
  });

  it('explains when the playground is not built', async () => {
    const response = await request(withoutFiles.app.server).get('/graphiql/');
    expect(response.status).toBe(503);
    expect(response.text).toMatch(/build:graphiql/);
  });

  it('has no playground when it is off', async () => {
    expect((await request(locked.app.server).get('/graphiql/')).status).toBe(404);
  });

  const directives = (header: string | undefined) =>
    Object.fromEntries(
      (header ?? '').split(';').map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/);
        return [name, sources];
      }),
    );

  it('sends a strict CSP and the other security headers with the SPA', async () => {
    for (const url of ['/stage/', '/stage/dashboard/default', '/stage/assets/app.js']) {
      const response = await request(withFiles.app.server).get(url).set('accept', 'text/html');
      const csp = directives(response.headers['content-security-policy']);
      const hash = `'sha256-${createHash('sha256').update(inlineScript).digest('base64')}'`;
      expect(csp['script-src'], url).toEqual(["'self'", hash]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(JSON.stringify(csp['script-src'])).not.toMatch(/unsafe|\*|data:/);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('gives GraphiQL what Monaco needs and nothing more', async () => {
    const response = await request(withFiles.app.server).get('/graphiql/');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('locks everything else down: nothing from GraphQL or files may render', async () => {
    const response = await request(locked.app.server)
      .post('/graphql')
      .send({ query: '{ __typename }' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only when the request came over TLS through a trusted proxy', async () => {
    const viaTls = await request(behindTls.app.server)
      .get('/stage/')
      .set('x-forwarded-proto', 'https');
    expect(viaTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await request(behindTls.app.server).get('/stage/');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without a trusted proxy the header is the browser's word and is not believed.
    const claimed = await request(locked.app.server)
      .get('/stage/')
      .set('x-forwarded-proto', 'https');
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});
