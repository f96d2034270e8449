import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspViolations, launchBrowser, startApp, type RunningApp } from './app';
import { screenshot, signInTo } from './poso-kit';

// The company's reconciliation dashboard on the demo data: five charts, each with a summary
// and a table alternative; a bar leads to the latest list narrowed to its rows; on a phone
// the charts stack.

const soon = { timeout: 20_000 };

let app: RunningApp;
let browser: Browser;
let page: Page;
let acme = 0;

const dashboardUrl = () => `${app.baseUrl}/reco-dashboard/${acme}`;
const charts = [
  'chart-states',
  'chart-ageing',
  'chart-matched',
  'chart-unexplained',
  'chart-workload',
];

/** The bars a chart drew (recharts marks each one). */
const bars = (chartId: string) =>
  page.getByTestId(`${chartId}-chart`).locator('.recharts-bar-rectangle path');

/** The figures of a chart's table, as label -> first value. */
async function tableOf(chartId: string): Promise<Record<string, string>> {
  const toggle = page.getByTestId(`${chartId}-table-toggle`);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const rows = page.getByTestId(`${chartId}-table`).locator('tbody tr');
  await rows.first().waitFor(soon);
  const out: Record<string, string> = {};
  for (const row of await rows.all()) {
    const cells = await row.locator('td').allTextContents();
    out[cells[0]!] = cells[1]!;
  }
  return out;
}

describe('reconciliation dashboard', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    acme = await signInTo(page, app.baseUrl, 'alice', /Acme/);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('opens from the sidebar and shows five charts, each with a title and a summary', async () => {
    await page.goto(
      `${app.baseUrl}/dashboard/default/${acme}/reconciliation/vendor-customer/full-version-1/home`,
    );
    await page.getByTestId('sidebar').getByRole('link', { name: 'Overview' }).click();
    await page.waitForURL(/\/reco-dashboard\/\d+$/, soon);
    await page.getByTestId('reco-dashboard').waitFor(soon);
    for (const id of charts) {
      const card = page.getByTestId(id);
      await card.waitFor(soon);
      expect(await card.getByRole('heading', { level: 2 }).textContent()).toBeTruthy();
      expect(await page.getByTestId(`${id}-summary`).textContent()).toMatch(/\d/);
      await expect.poll(() => bars(id).count(), soon).toBeGreaterThan(0);
    }
    // Journeys before this one share the database and may accept or close recos of their own.
    expect(await page.getByTestId('chart-states-summary').textContent()).toMatch(
      /^\d+ reconciliations: \d+ open, [1-9]\d* accepted, \d+ inactive\.$/,
    );
    // The drawing is for the eye; the summary and the table speak for it.
    expect(await page.getByTestId('chart-states-chart').getAttribute('aria-hidden')).toBe('true');
    await screenshot(page, 'reco-dashboard-01-charts');
  });

  it('an ageing bar leads to the open recos opened in its days', async () => {
    const ages = await tableOf('chart-ageing');
    expect(Object.keys(ages)).toEqual(['0–30 days', '31–60 days', '61–90 days', 'Over 90 days']);
    const young = Number(ages['0–30 days']);
    expect(young).toBeGreaterThan(0);
    await page.getByTestId('chart-ageing-chart').locator('[data-bar="DAYS_0_30"]').click();
    await page.waitForURL(
      /\/latest-recos\/vendorReco\?openedFrom=\d{4}-\d{2}-\d{2}&openedTo=/,
      soon,
    );
    await page.getByTestId('narrowed-by').waitFor(soon);
    // Placeholders may come wrapped in bidi isolation marks (right-to-left layouts).
    const chip = (await page.getByTestId('narrowed-by').textContent())!.replace(
      /[\u2066-\u2069]/g,
      '',
    );
    expect(chip).toMatch(/^Opened \d+ \w+ \d{4} – \d+ \w+ \d{4}$/);
    await expect
      .poll(() => page.getByTestId('recos').locator('[data-testid^="row-"]').count(), soon)
      .toBe(young);
    await screenshot(page, 'reco-dashboard-02-ageing-list');
  });

  it('a table row is the keyboard’s way to the same list: a reconciler’s open recos', async () => {
    await page.goBack();
    await page.getByTestId('chart-workload').waitFor(soon);
    const workload = await tableOf('chart-workload');
    expect(Object.keys(workload)).toHaveLength(2);
    const [name, open] = Object.entries(workload)[0]!;
    const link = page
      .getByTestId('chart-workload-table')
      .getByRole('link', { name: new RegExp(name) });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/latest-recos\/vendorReco\?assignee=\d+$/, soon);
    await expect
      .poll(() => page.getByTestId('recos').locator('[data-testid^="row-"]').count(), soon)
      .toBe(Math.min(Number(open), 10));
  });

  it('a state bar of accepted recos leads to the old recos', async () => {
    await page.goto(dashboardUrl());
    await page.getByTestId('chart-states').waitFor(soon);
    // Empty states draw no bar; each drawn bar names what it stands for.
    const accepted = page.getByTestId('chart-states-chart').locator('[data-bar="ACCEPTED"]');
    await accepted.waitFor(soon);
    await accepted.click();
    await page.waitForURL(/\/vendor\/old-recos\?state=ACCEPTED$/, soon);
    await page.getByTestId('row-Deccan Packaging').first().waitFor(soon);
  });

  it('narrowed to GST, the charts count GST recos only', async () => {
    await page.goto(`${dashboardUrl()}?kind=GST`);
    await expect
      .poll(() => page.getByTestId('chart-states-summary').textContent(), soon)
      .toMatch(/^1 reconciliation: 1 open/);
    const parties = await tableOf('chart-matched');
    expect(Object.keys(parties)).toEqual(['GSTR-2B statement']);
  });

  it('on a phone the charts stack, one under the other', async () => {
    const phone = await (
      await browser.newContext({ viewport: { width: 375, height: 800 } })
    ).newPage();
    await signInTo(phone, app.baseUrl, 'alice', /Acme/);
    await phone.goto(dashboardUrl());
    const boxes = [];
    for (const id of charts) {
      const card = phone.getByTestId(id);
      await card.waitFor(soon);
      boxes.push((await card.boundingBox())!);
    }
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i]!.y).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height);
      expect(boxes[i]!.width).toBeLessThanOrEqual(375);
    }
    const pageWidth = await phone.evaluate<number>('document.documentElement.scrollWidth');
    expect(pageWidth).toBeLessThanOrEqual(375);
    // The period filter reads day/month/year whatever the browser's locale (the native date
    // input showed mm/dd/yyyy), and a typed day reaches the URL as an ISO date.
    const from = phone.getByTestId('dashboard-period-from');
    expect(await from.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    await from.fill('01/04/2025');
    await phone.waitForURL(/periodEndFrom=2025-04-01/, soon);
    await from.fill('');
    await expect.poll(() => phone.url(), soon).not.toContain('periodEndFrom');
    await screenshot(phone, 'reco-dashboard-03-phone');
    await phone.context().close();
  });
});

describe('Content-Security-Policy', () => {
  it('blocked nothing the pages of this journey needed', () => {
    expect(cspViolations).toEqual([]);
  });
});
