import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshotDir, startApp, type RunningApp, cspViolations } from './app';
import { chooseLanguage } from './poso-kit';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let companyPath = '';

// Drawers and menus animate in; let them settle so the picture shows the final state.
const shot = async (name: string) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
};
const pathname = () => new URL(page.url()).pathname;

async function signIn(username = 'alice', password = 'concord-demo') {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByTestId('sign-in').click();
}

async function openCustomise() {
  await page.getByTestId('customise-button').click();
  await page.getByTestId('customise-drawer').waitFor();
}

async function closeOverlay() {
  await page.keyboard.press('Escape');
}

describe('web client shell', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('shows the landing page with the tagline', async () => {
    await page.goto(`${app.baseUrl}/`);
    await expect
      .poll(() => page.getByTestId('tagline').textContent())
      .toContain('ledger reconciliation');
    await shot('01-landing');
  });

  it('runs the build that ships: React for production, whoever started the build', async () => {
    // The test runner's NODE_ENV=test once reached the build, and with it React's development
    // build, whose messages (such as the missing `key` warning) are left out of production.
    const asPage = { headers: { accept: 'text/html' } };
    const html = await (await fetch(`${app.baseUrl}/dashboard`, asPage)).text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]!);
    const scripts = await Promise.all(
      sources.map(async (src) => (await fetch(new URL(src, app.baseUrl))).text()),
    );
    expect(scripts.length, html).toBeGreaterThan(3);
    for (const script of scripts) expect(script).not.toContain('Each child in a list');
  });

  it('draws /login from the page itself, before any JavaScript runs, and keeps it inert', async () => {
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1366, height: 900 },
    });
    const bare = await noScript.newPage();
    await bare.goto(`${app.baseUrl}/login`);
    expect(await bare.getByRole('heading', { name: 'Hi, welcome back' }).isVisible()).toBe(true);
    expect(await bare.getByLabel('Username').isVisible()).toBe(true);
    expect(await bare.getByLabel('Password').isVisible()).toBe(true);
    // Typing here would be lost when the app draws its own form.
    expect(await bare.getByLabel('Username').isEditable()).toBe(false);
    await bare.screenshot({ path: path.join(screenshotDir, '02-login-before-javascript.png') });
    await noScript.close();
  });

  it('refuses a wrong password with a message, on the page drawn at build time', async () => {
    await page.goto(`${app.baseUrl}/login`);
    await page.getByTestId('sign-in').waitFor();
    // The app would draw a form of its own over this one: the mark shows it never did.
    await page
      .locator('form')
      .evaluate((form: { setAttribute(name: string, value: string): void }) =>
        form.setAttribute('data-drawn-at-build', 'yes'),
      );
    await shot('02-login');
    await page.getByTestId('sign-in').click();
    const failure = page.getByTestId('login-failure');
    await expect.poll(() => failure.textContent()).toBe('This field is required');
    expect(await page.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
    await signIn('alice', 'not-the-password');
    await expect.poll(() => failure.textContent()).toBe('Incorrect username or password');
    await shot('02-login-refused');
    expect(pathname()).toBe('/stage/login');
    expect(await page.getByLabel('Username').inputValue()).toBe('alice');
    expect(await page.locator('form[data-drawn-at-build="yes"]').count()).toBe(1);
  });

  it('refuses a wrong password in the form the app draws, in the same words', async () => {
    const drawn = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const other = await drawn.newPage();
    // A deep link signed out: the app starts, sends the visitor to /login and draws the form.
    await other.goto(`${app.baseUrl}/dashboard/default`);
    await other.waitForURL(/\/stage\/login$/);
    await other.getByLabel('Username').fill('alice');
    await other.getByLabel('Password').fill('not-the-password');
    await other.getByTestId('sign-in').click();
    await expect
      .poll(() => other.getByTestId('login-failure').textContent())
      .toBe('Incorrect username or password');
    await drawn.close();
  });

  it('signs in and lists the companies', async () => {
    await page.goto(`${app.baseUrl}/login`);
    await page.getByTestId('sign-in').waitFor();
    await signIn();
    await page.getByTestId('company-list').waitFor();
    expect(pathname()).toBe('/stage/dashboard/default');
    expect(await page.evaluate('localStorage.getItem("serviceToken")')).toBeTruthy();
    await expect.poll(() => page.getByTestId('company-list').textContent()).toContain('Acme');
    await shot('03-company-list');
  });

  it('explains that a tool is not subscribed when no company is chosen', async () => {
    await page.getByTestId('apps-menu').click();
    await page.getByRole('menuitem').first().click();
    const dialog = page.getByTestId('tool-not-subscribed');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Tool is not subscribed');
    await closeOverlay();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('opens a company and keeps the URL and the active company in sync', async () => {
    await page.getByTestId('company-list').getByText('Acme', { exact: false }).first().click();
    await page.getByTestId('company-home-title').waitFor();
    companyPath = pathname();
    expect(companyPath).toMatch(/^\/stage\/dashboard\/default\/\d+$/);
    const companyId = companyPath.split('/').pop();
    // The page's own storage, read in the browser (this file compiles without DOM types).
    const stored = await page.evaluate<{
      companyId: string | null;
      schema: string | null;
      database: string | null;
    }>(
      `({ companyId: sessionStorage.getItem('companyId'), schema: sessionStorage.getItem('schema'), database: sessionStorage.getItem('database') })`,
    );
    expect(stored.companyId).toBe(companyId);
    expect(stored.schema).toBe(stored.schema?.toLowerCase());
    expect(stored.database).toBeTruthy();
    expect(await page.getByTestId('company-name').textContent()).toContain('Acme');
    await shot('04-company-home');
  });

  it('asks for the counts of the bell on a page load, and for its notifications only when opened', async () => {
    const operations: string[] = [];
    const record = (request: { url(): string; postData(): string | null }) => {
      const name = /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1];
      if (request.url().includes('/graphql') && name) operations.push(name);
    };
    page.on('request', record);
    try {
      await page.reload();
      await page.getByTestId('company-home-title').waitFor();
      await expect.poll(() => operations).toContain('Notifications_Counts');
      expect(operations).not.toContain('Notifications_List');
      await page.getByTestId('notifications-bell').click();
      await expect.poll(() => operations).toContain('Notifications_List');
      await closeOverlay();
    } finally {
      page.off('request', record);
    }
  });

  it('greets the user by first name', async () => {
    await page.getByTestId('profile-menu').click();
    const greeting = page.getByTestId('greeting');
    await greeting.waitFor();
    expect(await greeting.textContent()).toMatch(/^Good (Morning|Afternoon|Evening), Alice/);
    await shot('05-profile-menu');
    await closeOverlay();
    // The next step opens another menu: this one must be gone, its focus handed back, first.
    await greeting.waitFor({ state: 'hidden' });
  });

  it('offers a subscription request for a tool the company lacks', async () => {
    await page.getByTestId('apps-menu').click();
    // The menu's items show once it has opened.
    await page.getByRole('menuitem').first().waitFor();
    const locked = page.getByRole('menuitem').filter({ hasText: 'Not subscribed' });
    if ((await locked.count()) === 0) {
      await closeOverlay();
      return;
    }
    await locked.first().click();
    const dialog = page.getByTestId('tool-not-subscribed');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Tool is not subscribed');
    await shot('06-tool-not-subscribed');
    await dialog.getByRole('button', { name: 'Request subscription' }).click();
    await expect
      .poll(() => page.getByTestId('snackbar').first().textContent())
      .toMatch(/Subscription request for .* sent|already waiting for approval/);
    await dialog.waitFor({ state: 'hidden' });
  });

  it('switches language to French and Chinese', async () => {
    await chooseLanguage(page, 'fr');
    await expect.poll(() => page.getByTestId('breadcrumbs').textContent()).toContain('Entreprises');
    await shot('07-french');
    await chooseLanguage(page, 'zh');
    await expect.poll(() => page.getByTestId('breadcrumbs').textContent()).toContain('公司');
    await shot('08-chinese');
    await chooseLanguage(page, 'en');
    await expect.poll(() => page.getByTestId('breadcrumbs').textContent()).toContain('Companies');
  });

  it('switches to dark mode and right-to-left, and remembers them', async () => {
    await openCustomise();
    await page.getByTestId('customise-drawer').getByText('Dark', { exact: true }).click();
    await expect.poll(() => page.locator('html').getAttribute('class')).toContain('dark');
    await page.getByTestId('rtl-switch').click();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await shot('09-customise-drawer');
    await closeOverlay();
    await page.reload();
    await page.getByTestId('company-home-title').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('class')).toContain('dark');
    await shot('10-dark-rtl');
    await openCustomise();
    await page.getByTestId('customise-drawer').getByText('Light', { exact: true }).click();
    await page.getByTestId('rtl-switch').click();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    await closeOverlay();
  });

  it('starts on the global CSS built with the app, and draws another look over it and back', async () => {
    // What the page's accent colour resolves to, and whether the app wrote token CSS itself.
    type Look = {
      accent: string;
      blue: string;
      teal: string;
      tokensWritten: boolean;
      prebuilt: string;
    };
    const look = () =>
      page.evaluate<Look>(`(() => {
        const root = getComputedStyle(document.documentElement);
        const value = (name) => root.getPropertyValue(name).trim();
        // The rules each sheet holds: emotion inserts through the CSSOM in a production build.
        const rules = (sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('');
        const prebuilt = document.querySelector('link[data-prebuilt-look]');
        const written = [...document.styleSheets].filter((sheet) => sheet.ownerNode !== prebuilt);
        return {
          accent: value('--chakra-colors-color-palette-solid'),
          blue: value('--chakra-colors-blue-600'),
          teal: value('--chakra-colors-teal-600'),
          tokensWritten: written.some((sheet) => rules(sheet).includes('--chakra-colors-blue-600:')),
          prebuilt: prebuilt?.sheet ? rules(prebuilt.sheet) : '',
        };
      })()`);
    await page.reload();
    await page.getByTestId('company-home-title').waitFor();
    const start = await look();
    expect(start.prebuilt).toContain('--chakra-colors-blue-600:');
    expect(start.tokensWritten).toBe(false);
    expect(start.blue).toMatch(/^#/);
    expect(start.accent).toBe(start.blue);

    await openCustomise();
    await page.getByTestId('customise-drawer').getByRole('button', { name: 'Theme 1' }).click();
    await expect.poll(async () => (await look()).accent).toBe(start.teal);
    expect((await look()).tokensWritten).toBe(true);
    await closeOverlay();
    // A reload in another look computes its own CSS: the prebuilt one is the default's.
    await page.reload();
    await page.getByTestId('company-home-title').waitFor();
    expect((await look()).accent).toBe(start.teal);

    await openCustomise();
    await page
      .getByTestId('customise-drawer')
      .getByRole('button', { name: 'Default', exact: true })
      .click();
    await expect.poll(async () => (await look()).accent).toBe(start.blue);
    expect((await look()).tokensWritten).toBe(false);
    await closeOverlay();
  });

  it('shows the sidebar on wide screens and closes it on narrow ones', async () => {
    await page.goto(`${app.baseUrl}${companyPath.replace('/stage', '')}/poso/DashBoard`);
    await page.getByTestId('dashboard-sales').waitFor();
    await page.getByTestId('drawer').waitFor();
    await page.getByTestId('menu-button').waitFor();
    await shot('11-poso-wide');
    await page.setViewportSize({ width: 800, height: 900 });
    await page.getByTestId('drawer').waitFor({ state: 'hidden' });
    await page.getByTestId('menu-button').click();
    const drawer = page.getByTestId('drawer');
    await drawer.waitFor();
    await shot('12-narrow-drawer-open');
    await drawer.getByRole('link').nth(1).click();
    await drawer.waitFor({ state: 'hidden' });
    await shot('13-narrow-after-choice');
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it("opens a company's screen from its address with a handful of scripts, not a hundred", async () => {
    // Each script is a round trip on a phone's network on a first visit (build/chunks.ts).
    const scripts: string[] = [];
    const onRequest = (request: { url(): string; resourceType(): string }) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    };
    page.on('request', onRequest);
    await page.goto(`${app.baseUrl}${companyPath.replace('/stage', '')}/poso/DashBoard`);
    await page.getByTestId('dashboard-sales').waitFor();
    page.off('request', onRequest);
    const chunks = scripts.filter((url) => url.includes('/stage/assets/'));
    expect(chunks.length, chunks.join('\n')).toBeGreaterThan(2);
    expect(chunks.length, chunks.join('\n')).toBeLessThanOrEqual(12);
    expect(chunks.some((url) => /\/workspace-[^/]+\.js$/.test(url))).toBe(true);
  });

  it("opens a public page without the company screens' shared code", async () => {
    // A vendor's accountant opens a link on a phone, with no account: the landing and the
    // shared-file pages load the public chunk, not the workspace (build/chunks.ts).
    const fresh = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const visitor = await fresh.newPage();
    const scripts: string[] = [];
    visitor.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await visitor.goto(`${app.baseUrl}/pages/landing`);
    await visitor.getByTestId('tagline').waitFor();
    const chunks = scripts.filter((url) => url.includes('/stage/assets/'));
    expect(chunks.length, chunks.join('\n')).toBeLessThanOrEqual(12);
    expect(
      chunks.some((url) => /\/public-[^/]+\.js$/.test(url)),
      chunks.join('\n'),
    ).toBe(true);
    expect(
      chunks.some((url) => /\/workspace-[^/]+\.js$/.test(url)),
      chunks.join('\n'),
    ).toBe(false);
    await fresh.close();
  });

  it('reports a company the user cannot open and goes back to the list', async () => {
    await page.goto(`${app.baseUrl}/dashboard/default/987654`);
    await page.waitForURL(/\/stage\/dashboard\/default$/);
    await expect.poll(() => page.getByTestId('snackbar').count()).toBeGreaterThan(0);
    await page.goto(`${app.baseUrl}${companyPath.replace('/stage', '')}`);
    await page.getByTestId('company-home-title').waitFor();
  });

  it('opens account settings from the profile menu', async () => {
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    await page.waitForURL(/\/stage\/profile\/\d+$/);
    await page.getByLabel('First name').waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Alice');
    await shot('15-account-settings');
  });

  it('lists the signed-in sessions and signs the other ones out', async () => {
    const graphql = async (query: string, token?: string) => {
      const response = await fetch(`${new URL(app.baseUrl).origin}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query }),
      });
      return (await response.json()) as {
        data?: { login?: { accessToken: string } } | null;
        errors?: { extensions: { code: string } }[];
      };
    };
    // alice signed in on another device too.
    const other = await graphql(
      'mutation { login(username: "alice", password: "concord-demo") { accessToken } }',
    );
    const otherToken = other.data!.login!.accessToken;
    await page.reload();
    const card = page.getByTestId('sessions-card');
    await card.getByText('This browser').waitFor();
    expect(await card.getByTestId('session-row').count()).toBeGreaterThanOrEqual(2);
    await shot('16-account-sessions');
    await card.getByTestId('sign-out-others').click();
    await page.getByText(/Signed out of \d+ other session/).waitFor();
    await expect.poll(() => card.getByTestId('session-row').count()).toBe(1);
    const refused = await graphql('{ me { id } }', otherToken);
    expect(refused.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('has no menu button outside the work areas', async () => {
    await page.goto(`${app.baseUrl}${companyPath.replace('/stage', '')}`);
    await page.getByTestId('company-home-title').waitFor();
    expect(await page.getByTestId('menu-button').count()).toBe(0);
  });

  it('logs out, on a press that began while the user was still loading', async () => {
    // The page is drawn before the user's details arrive. Their arrival must not move the
    // menu's items: a press that ends over another element is no click, and was lost.
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (/Session_Me/.test(route.request().postData() ?? '')) await arrived;
      await route.continue();
    });
    try {
      await page.reload();
      await page.getByTestId('company-home-title').waitFor();
      await page.getByTestId('profile-menu').click();
      const logout = page.getByTestId('logout');
      await logout.waitFor();
      const greeting = page.getByTestId('greeting');
      expect(await greeting.textContent()).not.toContain('Alice');
      // hover waits for the menu to stop moving in, and leaves the pointer on the item.
      await logout.hover();
      const box = await logout.boundingBox();
      await page.mouse.down();
      release();
      await expect.poll(() => greeting.textContent()).toContain('Alice');
      expect(await logout.boundingBox()).toEqual(box);
      await page.mouse.up();
    } finally {
      release();
      await page.unroute('**/graphql');
    }
    await page.waitForURL(/\/stage\/login$/);
    expect(await page.evaluate('localStorage.getItem("serviceToken")')).toBeNull();
  });

  it('sends a deep link to login and back to the page asked for', async () => {
    const target = `${companyPath}/poso/DashBoard`;
    await page.goto(`${app.baseUrl}${target.replace('/stage', '')}`);
    await page.waitForURL(/\/stage\/login$/);
    await signIn();
    await page.waitForURL((url) => url.pathname === target);
    await page.getByTestId('dashboard-sales').waitFor();
    await shot('14-deep-link-after-login');
  });

  it('sends a signed-in visitor from /login to the company list', async () => {
    await page.goto(`${app.baseUrl}/login`);
    await page.waitForURL(/\/stage\/dashboard\/default$/);
  });
});

describe('Content-Security-Policy', () => {
  it('blocked nothing the pages of this journey needed', () => {
    expect(cspViolations).toEqual([]);
  });
});
