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

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bff-static-'));
    const web = path.join(dir, 'web');
    const graphiql = path.join(dir, 'graphiql');
    await mkdir(path.join(web, 'assets'), { recursive: true });
    await mkdir(graphiql, { recursive: true });
    await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Concord</title>');
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
    await Promise.all([withFiles.app.ready(), withoutFiles.app.ready(), locked.app.ready()]);
  });

  afterAll(async () => {
    await Promise.all([withFiles?.close(), withoutFiles?.close(), locked?.close()]);
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
});
