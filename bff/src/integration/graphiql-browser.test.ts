import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { pino } from 'pino';
import type { FastifyInstance } from 'fastify';
import { generateSigningKeys } from '@concord/auth';
import { createDemoTestDatabase, type TestDatabase } from '@concord/db';
import { buildUsersApp } from '@concord/users';
import { buildBff, type Bff } from '../app.js';
import { isGraphiqlBuilt } from '../server/graphiql.js';

const chromiumPath = '/usr/bin/chromium';
const runnable = existsSync(chromiumPath) && isGraphiqlBuilt();

// Needs `npm run build:graphiql -w bff` (npm test runs it first) and Debian's Chromium.
describe.skipIf(!runnable)('GraphiQL playground in a browser', () => {
  let database: TestDatabase;
  let users: FastifyInstance;
  let bff: Bff;
  let url: string;
  let browser: Browser;

  beforeAll(async () => {
    database = await createDemoTestDatabase();
    const keys = await generateSigningKeys();
    users = await buildUsersApp({ db: database.db, keys, logger: false });
    await users.listen({ port: 0, host: '127.0.0.1' });
    const usersUrl = `http://127.0.0.1:${(users.server.address() as AddressInfo).port}`;
    bff = await buildBff({
      upstreams: { users: usersUrl, poso: usersUrl, reco: usersUrl },
      playground: true,
      tokenPublicKeyPem: keys.publicKeyPem,
      logger: pino({ level: 'silent' }),
    });
    url = await bff.listen({ port: 0 });
    browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  });

  afterAll(async () => {
    await browser?.close();
    await bff?.close();
    await users?.close();
    await database?.drop();
  });

  it(
    'signs in from the page, then loads the schema with the token and loads nothing from outside',
    { timeout: 60_000 },
    async () => {
      const page = await browser.newPage();
      const outside: string[] = [];
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      page.on('request', (req) => {
        if (!/^(data|blob):/.test(req.url()) && !req.url().startsWith(url)) outside.push(req.url());
      });
      await page.goto(`${url}/graphiql/`);
      await page.getByLabel('Username').fill('alice');
      await page.getByLabel('Password').fill('concord-demo');
      const introspection = page.waitForResponse(
        (response) =>
          response.url().endsWith('/graphql') &&
          (response.request().postData() ?? '').includes('__schema') &&
          response.request().headers().authorization !== undefined,
      );
      await page.getByRole('button', { name: 'Sign in' }).click();
      const response = await introspection;
      expect(response.status()).toBe(200);
      const body = (await response.json()) as { data?: { __schema?: unknown } };
      expect(body.data?.__schema).toBeTruthy();
      await expect.poll(() => page.evaluate("localStorage.getItem('serviceToken')")).toBeTruthy();
      expect(outside).toEqual([]);
      // The editor works under the CSP: typing a query and running it shows the answer.
      await page.locator('.graphiql-query-editor .monaco-editor').first().click();
      await page.keyboard.press('Control+a');
      await page.keyboard.press('Delete');
      // Monaco closes each brace as it is typed.
      await page.keyboard.type('{ me { userName');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+Enter');
      await expect
        .poll(() => page.locator('.graphiql-response').textContent(), { timeout: 10_000 })
        .toContain('alice');
      expect(blocked).toEqual([]);
      await page.close();
    },
  );
});
