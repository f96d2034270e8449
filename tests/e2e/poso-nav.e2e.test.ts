import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspViolations, launchBrowser, startApp, type RunningApp } from './app';
import {
  chooseLanguage,
  expectFitsPhone,
  screenshot,
  signInTo,
  soon,
  type PageElement,
} from './poso-kit';

// Finding one's way and reading figures: titled breadcrumbs and tab titles in every
// language, one amount rule, dates that survive right-to-left, and lists on a phone.

let app: RunningApp;
let browser: Browser;
let page: Page;
let acme = 0;
let companyName = '';

const open = (target: Page, route: string) =>
  target.goto(`${app.baseUrl}/dashboard/default/${acme}/poso/${route}`);
const crumbs = async (target: Page) =>
  (await target.getByTestId('breadcrumbs').getByRole('listitem').allTextContents()).filter(Boolean);
const firstOrderNumber = async (target: Page) => {
  const link = target.locator('[data-testid^="row-PO-DEMO"]').first();
  await link.waitFor(soon);
  return ((await link.getAttribute('data-testid')) ?? '').replace(/^row-/, '');
};

describe('navigation and presentation', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    acme = await signInTo(page, app.baseUrl, 'alice', /Acme/);
    companyName = (await page.getByTestId('company-name').textContent()) ?? '';
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('names a purchase order by its number in the trail and the tab title', async () => {
    await open(page, 'po/list');
    const number = await firstOrderNumber(page);
    await page.getByTestId(`row-${number}`).click();
    await expect
      .poll(() => page.getByTestId('breadcrumb-current').textContent(), soon)
      .toBe(number);
    expect(await crumbs(page)).toEqual([
      'Companies',
      companyName,
      'Purchases & Sales',
      'Purchase orders',
      number,
    ]);
    await expect.poll(() => page.title(), soon).toBe(`${number} · ${companyName} · Concord`);
    const icons = page.locator('link[rel="icon"]');
    const favicons: string[] = [];
    for (let index = 0; index < (await icons.count()); index += 1)
      favicons.push(new URL((await icons.nth(index).getAttribute('href')) ?? '', page.url()).href);
    expect(favicons.some((href) => href.endsWith('/stage/favicon.svg'))).toBe(true);
    for (const href of favicons) {
      const response = await fetch(href);
      expect([href, response.status]).toEqual([href, 200]);
    }
  });

  it('leads every crumb to a page that exists', async () => {
    const hrefs = await page
      .getByTestId('breadcrumbs')
      .locator('a[href]')
      .evaluateAll((links: PageElement[]) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs).toEqual([
      '/stage/dashboard/default',
      `/stage/dashboard/default/${acme}`,
      `/stage/dashboard/default/${acme}/poso/DashBoard`,
      `/stage/dashboard/default/${acme}/poso/po/list`,
    ]);
    await page.getByTestId('breadcrumbs').getByRole('link', { name: 'Purchase orders' }).click();
    await page.getByTestId('po-list').waitFor(soon);
    expect(await page.title()).toBe(`Purchase orders · ${companyName} · Concord`);
    await page.getByTestId('breadcrumbs').getByRole('link', { name: 'Purchases & Sales' }).click();
    await page.getByTestId('dashboard-sales').waitFor(soon);
    expect(await page.getByText('This page does not exist').count()).toBe(0);
  });

  it('answers a missing document, an unknown page and a bad company id with the one not-found page, without a snackbar', async () => {
    const notFound = page.getByTestId('error-page');
    /** The not-found page is shown; the query's refusal is not said again in a snackbar. */
    const expectNotFound = async (backTo: RegExp) => {
      await notFound.waitFor(soon);
      expect(await notFound.getByRole('heading').textContent()).toBe('This page does not exist');
      expect(await notFound.getByRole('link').getAttribute('href')).toMatch(backTo);
      // The refusal came before the page was drawn: a snackbar would be up by now.
      await page.waitForTimeout(500);
      expect(await page.getByTestId('snackbar').count()).toBe(0);
    };

    await open(page, 'view-po/987654');
    await expectNotFound(new RegExp(`/dashboard/default/${acme}/poso/po/list$`));
    expect(await page.getByTestId('document-not-found').textContent()).toContain(
      'This document does not exist or belongs to another company.',
    );
    await screenshot(page, 'nav-not-found-document');

    await open(page, 'view-purchase-invoice/987654');
    await expectNotFound(new RegExp(`/dashboard/default/${acme}/poso/purchase/po/invoice$`));

    // Home is the way out of an address that names nothing.
    await open(page, 'no-such-screen');
    await expectNotFound(/^\/stage\/?$/);

    await page.goto(`${app.baseUrl}/dashboard/default/abc/poso/po/list`);
    await expectNotFound(/^\/stage\/?$/);
    await screenshot(page, 'nav-not-found-company');
  });

  it('translates the trail and the tab title to French and Chinese', async () => {
    await open(page, 'po/list');
    const number = await firstOrderNumber(page);
    await page.getByTestId(`row-${number}`).click();
    await page.getByTestId('document-summary').waitFor(soon);

    await chooseLanguage(page, 'fr');
    await expect
      .poll(() => crumbs(page), soon)
      .toEqual(['Entreprises', companyName, 'Achats et ventes', 'Bons de commande', number]);
    expect(await page.title()).toBe(`${number} · ${companyName} · Concord`);
    await screenshot(page, 'nav-breadcrumbs-fr');

    await chooseLanguage(page, 'zh');
    await expect
      .poll(() => crumbs(page), soon)
      .toEqual(['公司', companyName, '采购与销售', '采购订单', number]);
    await page.getByTestId('breadcrumbs').getByRole('link', { name: '采购订单' }).click();
    await expect.poll(() => page.title(), soon).toBe(`采购订单 · ${companyName} · Concord`);
    await screenshot(page, 'nav-breadcrumbs-zh');
    await chooseLanguage(page, 'en');
  });

  it('shows document amounts with the currency, and exact sums with paise', async () => {
    await open(page, 'po/list');
    const number = await firstOrderNumber(page);
    const listed = page
      .getByRole('row')
      .filter({ has: page.getByTestId(`row-${number}`) })
      .getByTestId('amount-total');
    const inList = (await listed.textContent()) ?? '';
    expect(inList).toMatch(/^[\d,]+ INR$/);
    await page.getByTestId(`row-${number}`).click();
    const detail = await page.getByTestId('summary-amount').locator('dd').textContent();
    expect(detail).toMatch(/^[\d,]+ INR/);
    // The same rule on the list and the document: x exchange rate, whole units, the currency.
    expect(detail?.startsWith(inList)).toBe(true);

    await open(page, 'tables/payable');
    await page.getByTestId('payable-row').first().waitFor(soon);
    await page.getByTestId('payable-row').first().getByRole('button', { name: 'Pay' }).click();
    const dialog = page.getByTestId('payment-dialog');
    await dialog.waitFor(soon);
    const start = await dialog.getByTestId('payment-amount').inputValue();
    // The pending amount, grouped with its paise, as the balance above says it.
    expect(start).toMatch(/^\d{1,3}(,\d{2})*(,\d{3})?\.\d{2}$|^\d{1,3}\.\d{2}$/);
    expect(await dialog.getByTestId('payment-pending').textContent()).toContain(`${start} INR`);
    expect(await dialog.textContent()).toContain('INR');
    await screenshot(page, 'nav-pay-dialog');
  });

  it('types the payment date day first and still asks before a future date', async () => {
    const dialog = page.getByTestId('payment-dialog');
    const date = dialog.getByTestId('payment-date');
    const today = new Date();
    const dmy = [today.getDate(), today.getMonth() + 1]
      .map((part) => String(part).padStart(2, '0'))
      .concat(String(today.getFullYear()))
      .join('/');
    expect(await date.inputValue()).toBe(dmy);
    expect(await date.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    await date.fill('31/12/2099');
    const tick = dialog.getByTestId('payment-future-date');
    await tick.waitFor(soon);
    // Without the tick a payment dated in the future is refused, and nothing is paid.
    await dialog.getByTestId('payment-reference').fill(`REF-NAV-FUTURE-${Date.now()}`);
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    const refusal = 'This date is in the future: confirm it below, or correct it.';
    await expect.poll(() => dialog.textContent(), soon).toContain(refusal);
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.getByTestId('snackbar').count()).toBe(0);
    // The tick answers it.
    await tick.click();
    await expect.poll(() => dialog.textContent(), soon).not.toContain(refusal);
    // 12/31/2099 names no day read day-first: the field refuses it.
    await date.fill('12/31/2099');
    await dialog.getByTestId('payment-reference').fill(`REF-NAV-${Date.now()}`);
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    await expect.poll(() => dialog.textContent(), soon).toContain('Enter a valid date');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', ...soon });
  });

  it('keeps a date in reading order on a right-to-left page', async () => {
    await open(page, 'purchase/po/invoice?number=INV-DEMO-003');
    await page.getByTestId('row-INV-DEMO-003').click();
    await page.getByTestId('invoice-payments').waitFor(soon);
    // Each payment is the exact sum paid, in the invoice's currency.
    const paid = await page
      .getByTestId('invoice-payments')
      .getByTestId('payment-amount')
      .allTextContents();
    expect(paid.length).toBeGreaterThan(0);
    for (const amount of paid)
      expect(amount).toMatch(
        /^\d{1,3}(,\d{2})*(,\d{3})?\.\d{2} [A-Z]{3}$|^\d{1,3}\.\d{2} [A-Z]{3}$/,
      );
    await page.evaluate('document.documentElement.setAttribute("dir", "rtl")');
    // A date alone in a cell of a right-to-left page: unisolated, the bidi algorithm draws
    // "24 Nov 2026" as "Nov 2026 24". Where are the day and the year drawn?
    const order = await page.evaluate<{ day: number; year: number; dir: string }>(`(() => {
      const pattern = /(\\d{1,2}) [A-Za-z]{3} (\\d{4})/;
      const cell = [...document.querySelectorAll('[data-testid="invoice-payments"] td')].find(
        (td) => pattern.test(td.textContent),
      );
      const node = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT).nextNode();
      const match = pattern.exec(node.data);
      const left = (start, length) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + length);
        return range.getBoundingClientRect().left;
      };
      return {
        day: left(match.index, match[1].length),
        year: left(match.index + match[0].length - 4, 4),
        dir: getComputedStyle(cell).direction,
      };
    })()`);
    expect(order.dir).toBe('rtl');
    expect(order.day).toBeLessThan(order.year);
    await screenshot(page, 'nav-rtl-date');
    await page.evaluate('document.documentElement.setAttribute("dir", "ltr")');
  });

  it('fits every purchase/sales list on a 375 px phone, tools in a drawer', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const small = await phone.newPage();
    await signInTo(small, app.baseUrl, 'alice', /Acme/);
    const lists = [
      'po/list',
      'purchase/po/invoice',
      'tables/payable',
      'sales',
      'sales/invoice',
      'sales/collection',
    ];
    for (const route of lists) {
      await open(small, route);
      const rows = small.locator('main [data-testid$="-row"]');
      await rows.or(small.locator('main [data-testid$="-empty"]')).first().waitFor(soon);
      const width = await small.evaluate<number>('document.documentElement.scrollWidth');
      expect([route, width]).toEqual([route, 375]);
      const card = rows.first();
      if ((await card.count()) > 0) {
        for (const part of [
          card.locator('[data-testid^="amount-"]').first(),
          card.getByTestId('status-badge').first(),
        ]) {
          if ((await part.count()) === 0) continue;
          const box = await part.boundingBox();
          expect([route, box && box.x >= 0 && box.x + box.width <= 375]).toEqual([route, true]);
        }
      }
      await screenshot(small, `phone-${route.replace(/\//g, '-')}`);
    }
    // The tabs over the purchase invoices wrap rather than hide past the edge; a document's
    // lines show their total, and its payments their status, on the screen.
    await open(small, 'purchase/po/invoice');
    const tabs = ['tab-invoices', 'tab-finance', 'tab-payable', 'tab-pending'];
    await expectFitsPhone(
      small,
      'phone-invoice-tabs',
      tabs.map((tab) => small.getByTestId(tab)),
    );
    await small.getByTestId('row-INV-DEMO-003').click();
    await expectFitsPhone(small, 'phone-view-purchase-invoice', [
      small.getByTestId('items-table-grand-total'),
      small.getByTestId('items-table-figures').first(),
      small.getByTestId('invoice-payments').getByTestId('status-badge').first(),
    ]);
    await open(small, 'po/list');
    await small.getByTestId(`row-${await firstOrderNumber(small)}`).click();
    await expectFitsPhone(small, 'phone-view-po', [
      small.getByTestId('items-table-items-total'),
      small.getByTestId('items-table-figures').first(),
    ]);
    const avatar = await small.getByTestId('profile-menu').boundingBox();
    expect(avatar && avatar.x + avatar.width <= 375).toBe(true);

    await small.getByTestId('header-tools').click();
    const tools = small.getByTestId('header-tools-drawer');
    await tools.waitFor(soon);
    await tools.getByRole('search').waitFor(soon);
    await tools.getByTestId('company-selector').waitFor(soon);
    // The search there takes the drawer's width; orders and invoices share ids (PO 6 and
    // invoice 6), and each hit is still listed once, under its kind.
    await tools.getByTestId('header-search').fill('DEMO-00');
    const results = tools.getByTestId('header-search-results');
    await results.getByTestId('search-hit-INV-DEMO-002').waitFor(soon);
    const hits = await results
      .getByRole('option')
      .evaluateAll((options: PageElement[]) =>
        options.map((option) => option.getAttribute('data-testid')),
      );
    expect(hits).toContain('search-hit-PO-DEMO-009');
    expect(hits).toEqual([...new Set(hits)]);
    const field = await tools.getByTestId('header-search').boundingBox();
    const [box, drawer] = [await results.boundingBox(), await tools.boundingBox()];
    expect(field && drawer && field.width >= drawer.width * 0.7).toBe(true);
    expect(box && box.x + box.width <= 375).toBe(true);
    await screenshot(small, 'phone-header-tools');
    await phone.close();
  });

  it('opens the company home on what waits and the recent documents, each a link, also in French and on a phone', async () => {
    const home = `${app.baseUrl}/dashboard/default/${acme}`;
    await page.goto(home);
    // What waits for alice: each inbox count links to its inbox.
    const inbox = page.getByTestId('home-inbox').locator('a[data-testid^="inbox-"]');
    await inbox.first().waitFor(soon);
    for (const href of await inbox.evaluateAll((links: PageElement[]) =>
      links.map((a) => a.getAttribute('href')),
    ))
      expect(href).toMatch(new RegExp(`^/stage/dashboard/default/${acme}/poso/`));

    // The demo's newest documents: number (a link), party, amount with the currency, status, date.
    const rows = page.getByTestId('home-recent').getByTestId('recent-document');
    await rows.first().waitFor(soon);
    const count = await rows.count();
    expect(count).toBeGreaterThan(3);
    expect(count).toBeLessThanOrEqual(8);
    for (let i = 0; i < count; i += 1) {
      const row = rows.nth(i);

      expect(await row.getByRole('link').getAttribute('href')).toMatch(
        /\/(poso\/view-[a-z-]+|reconciliation\/vendor-customer\/(period|full-version-1\/vendor\/latest-recos\/history))\/\d+$/,
      );
      expect(await row.getByTestId('recent-amount').textContent()).toMatch(/^(\d[\d,]* INR|—)$/);
      await row.getByTestId('status-badge').waitFor(soon);
    }
    // Latest first by document date, as the card says it orders them.
    expect(await page.getByTestId('home-recent-order').textContent()).toContain(
      'Latest first by document date',
    );
    const dates = await rows.evaluateAll((items: PageElement[]) =>
      items.map((item) => item.getAttribute('data-date') ?? ''),
    );
    expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))).toBe(true);
    expect(dates).toEqual([...dates].sort().reverse());
    // Reconciliations and purchase/sales documents side by side.
    expect((await rows.allTextContents()).join('|')).toMatch(/Reconciliation/);
    expect((await rows.allTextContents()).join('|')).toMatch(
      /Purchase order|Received order|Sales invoice|Purchase invoice|Payment/,
    );
    await screenshot(page, 'home-recent');
    const first = rows.first().getByRole('link');
    const number = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(/\/(view-[a-z-]+|period|history)\/\d+$/, soon);
    if (!number.startsWith('#'))
      await expect
        .poll(() => page.getByTestId('screen-header').textContent(), soon)
        .toContain(number);

    await page.goto(home);
    await chooseLanguage(page, 'fr');
    await expect
      .poll(() => page.getByTestId('home-recent').getByRole('heading').textContent(), soon)
      .toBe('Documents récents');
    await chooseLanguage(page, 'en');

    const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const small = await phone.newPage();
    await signInTo(small, app.baseUrl, 'alice', /Acme/);
    await small.goto(home);
    const card = small.getByTestId('recent-document').first();
    await card.waitFor(soon);
    expect(await small.evaluate<number>('document.documentElement.scrollWidth')).toBe(375);
    for (const part of [
      card.getByRole('link'),
      card.getByTestId('recent-amount'),
      card.getByTestId('status-badge'),
    ]) {
      const box = await part.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    }
    await screenshot(small, 'phone-home-recent');
    await phone.close();
  });

  it('met no Content-Security-Policy violation', () => {
    expect(cspViolations).toEqual([]);
  });
});
