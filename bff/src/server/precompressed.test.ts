import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff, type Bff } from '../app.js';

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A plain HTTP GET that neither asks for nor undoes any encoding on its own. */
function get(base: string, pathname: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(pathname, base), { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const varies = (headers: http.IncomingHttpHeaders) =>
  String(headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/);

describe('precompressed SPA assets', () => {
  let dir: string;
  let bff: Bff;
  let base: string;
  const script = `export const app = ${JSON.stringify('Concord '.repeat(400))};`;
  const page = `<!doctype html><title>Concord</title>${'<!-- shell -->'.repeat(40)}<script type="module" src="/stage/assets/app-1a2b3c.js"></script>`;
  const font = Buffer.alloc(4096, 9);
  // What web/src/build/prerender.ts writes: /login with its screen already in the page.
  const login = `<!doctype html><title>Concord</title><div id="root" data-prerendered="">${'<p>Sign in</p>'.repeat(40)}</div>`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bff-precompressed-'));
    await mkdir(path.join(dir, 'assets'), { recursive: true });
    // What web/src/build/precompress.ts leaves in web/dist: siblings for text, none for fonts.
    for (const [file, text] of [
      ['index.html', page],
      ['login.html', login],
      ['assets/app-1a2b3c.js', script],
    ] as const) {
      await writeFile(path.join(dir, file), text);
      await writeFile(path.join(dir, `${file}.br`), brotliCompressSync(text));
      await writeFile(path.join(dir, `${file}.gz`), gzipSync(text));
    }
    await writeFile(path.join(dir, 'assets', 'inter-latin-400.woff2'), font);
    bff = await buildBff({
      upstreams: {
        users: 'http://127.0.0.1:9',
        poso: 'http://127.0.0.1:9',
        reco: 'http://127.0.0.1:9',
      },
      logger: pino({ level: 'silent' }),
      playground: false,
      webDist: dir,
    });
    await bff.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(bff.app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await bff?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends the brotli file of a hashed asset to a client that accepts br', async () => {
    const res = await get(base, '/stage/assets/app-1a2b3c.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(res.headers)).toContain('accept-encoding');
    expect(res.body.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted, or refused with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const res = await get(base, '/stage/assets/app-1a2b3c.js', { 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(varies(res.headers)).toContain('accept-encoding');
      expect(gunzipSync(res.body).toString()).toBe(script);
    }
  });

  it('falls back to the plain file when the client accepts no compression', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get(base, '/stage/assets/app-1a2b3c.js', headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toContain('immutable');
      // A shared cache must not hand this plain copy to a client that accepts br.
      expect(varies(res.headers)).toContain('accept-encoding');
      expect(res.body.toString()).toBe(script);
    }
  });

  it('sends a file without compressed siblings (a woff2 font) as it is', async () => {
    const res = await get(base, '/stage/assets/inter-latin-400.woff2', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.body.equals(font)).toBe(true);
  });

  it('compresses index.html at /stage/ and keeps it uncached', async () => {
    const br = await get(base, '/stage/', { 'accept-encoding': 'br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    const plain = await get(base, '/stage/', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body.toString()).toBe(page);
  });

  it('compresses index.html for client routes such as /stage/dashboard the same way', async () => {
    const html = { accept: 'text/html' };
    const route = '/stage/dashboard/default';
    const br = await get(base, route, { ...html, 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(varies(br.headers)).toContain('accept-encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    const gz = await get(base, route, { ...html, 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(page);
    const plain = await get(base, route, { ...html, 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(varies(plain.headers)).toContain('accept-encoding');
    expect(plain.body.toString()).toBe(page);
  });

  it('serves /stage/login from its prerendered page, compressed like index.html', async () => {
    const html = { accept: 'text/html' };
    for (const route of ['/stage/login', '/stage/login/', '/stage/login?next=1']) {
      const br = await get(base, route, { ...html, 'accept-encoding': 'br' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^text\/html/);
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(br.body).toString()).toBe(login);
    }
    const gz = await get(base, '/stage/login', { ...html, 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.body).toString()).toBe(login);
    const plain = await get(base, '/stage/login', html);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(login);
  });

  it('keeps index.html for routes without a page of their own, and for odd names', async () => {
    const html = { accept: 'text/html' };
    for (const route of [
      '/stage/login/extra',
      '/stage/Login',
      '/stage/x%2Flogin',
      '/stage/log%20in',
    ]) {
      const res = await get(base, route, html);
      expect(res.status, route).toBe(200);
      expect(res.body.toString(), route).toBe(page);
    }
  });
});
