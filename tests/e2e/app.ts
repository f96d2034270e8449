import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { startEmbeddedPostgres } from '@concord/db';
import { startConcord } from '../../scripts/concord';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const screenshotDir = path.join(root, 'test-results', 'screenshots');

export type RunningApp = { baseUrl: string; stop: () => Promise<void> };

/**
 * The app under test: E2E_BASE_URL when given (for example http://127.0.0.1:4000/stage),
 * otherwise the whole stack started in-process (services, BFF, demo data) on free ports.
 */
export async function startApp(
  options: {
    /**
     * Undo grace period of hand-overs; off unless a journey is about it, so the other
     * journeys see each hand-over at once.
     */
    undoGraceMs?: number;
  } = {},
): Promise<RunningApp> {
  const given = process.env.E2E_BASE_URL;
  if (given) return { baseUrl: given.replace(/\/$/, ''), stop: async () => undefined };
  // Without DATABASE_URL the journeys get their own embedded database, on a port apart from
  // the one `npm start` uses, so both can run side by side.
  let databaseUrl = process.env.DATABASE_URL;
  let stopDatabase: () => Promise<void> = async () => undefined;
  if (!databaseUrl) {
    const pg = await startEmbeddedPostgres({
      dataDir: path.join(root, '.data', 'e2e', 'postgres'),
      port: Number(process.env.E2E_PG_PORT ?? 54349),
    });
    databaseUrl = pg.connectionString;
    stopDatabase = pg.stop;
  }
  const concord = await startConcord({
    databaseUrl,
    dataDir: path.join(root, '.data', 'e2e'),
    ports: { bff: 0, users: 0, poso: 0, reco: 0 },
    buildWeb: 'auto',
    logLevel: 'warn',
    undoGraceMs: options.undoGraceMs ?? 0,
  });
  return {
    baseUrl: concord.urls.app.replace(/\/$/, ''),
    stop: async () => {
      await concord.stop();
      await stopDatabase();
    },
  };
}

/** Content-Security-Policy violations reported by any page of a browser from `launchBrowser`. */
export const cspViolations: string[] = [];

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(screenshotDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  // Every page of every context reports what the BFF's CSP blocked, so journeys prove the
  // app works under it (each journey file ends by expecting none).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    return context;
  };
  return browser;
}
