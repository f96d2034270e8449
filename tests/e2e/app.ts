import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const screenshotDir = path.join(root, 'test-results', 'screenshots');

export type RunningApp = { baseUrl: string; stop: () => Promise<void> };

type StartConcord = (options: {
  databaseUrl?: string;
  ports?: Record<string, number>;
  buildWeb?: boolean;
  logLevel?: string;
}) => Promise<{ urls: { app: string }; stop: () => Promise<void> }>;

/**
 * The app under test: E2E_BASE_URL when given (for example http://127.0.0.1:4000/stage),
 * otherwise the whole stack started in-process through scripts/concord.ts.
 */
export async function startApp(): Promise<RunningApp> {
  const given = process.env.E2E_BASE_URL;
  if (given) return { baseUrl: given.replace(/\/$/, ''), stop: async () => undefined };
  const entry = path.join(root, 'scripts', 'concord.ts');
  if (!existsSync(entry)) {
    throw new Error('Set E2E_BASE_URL or provide scripts/concord.ts exporting startConcord');
  }
  const { startConcord } = (await import(pathToFileURL(entry).href)) as {
    startConcord: StartConcord;
  };
  const concord = await startConcord({
    databaseUrl: process.env.DATABASE_URL,
    ports: { bff: 0, users: 0, poso: 0, reco: 0 },
    buildWeb: true,
    logLevel: 'warn',
  });
  return { baseUrl: concord.urls.app.replace(/\/$/, ''), stop: concord.stop };
}

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(screenshotDir, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}
