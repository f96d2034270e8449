import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import { startConcord } from '../../scripts/concord';
import { workerDatabaseUrl } from './databases';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const screenshotDir = path.join(root, 'test-results', 'screenshots');

export type RunningApp = {
  baseUrl: string;
  /** The app's database, for journeys that check what was stored; absent with E2E_BASE_URL. */
  databaseUrl?: string;
  stop: () => Promise<void>;
};

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
  // Each worker has its own database and data folder (global-setup.ts), kept across the files
  // it runs in turn.
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const dataDir = path.join(root, '.data', 'e2e', `w${worker}`);
  const databaseUrl = workerDatabaseUrl(inject('e2eServerUrl'), worker);
  const concord = await startConcord({
    databaseUrl,
    dataDir,
    ports: { bff: 0, users: 0, poso: 0, reco: 0 },
    buildWeb: 'auto',
    logLevel: 'warn',
    undoGraceMs: options.undoGraceMs ?? 0,
  });
  return {
    baseUrl: concord.urls.app.replace(/\/$/, ''),
    databaseUrl,
    stop: () => concord.stop(),
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
