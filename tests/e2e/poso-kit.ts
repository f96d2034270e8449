import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, vi } from 'vitest';
import { screenshotDir } from './app';

// What every purchase/sales journey does on a page: sign in and open a company, find a
// document's row, wait for the spec's success alert, read the status on a document screen.

/** Screens answer within a few seconds even on a busy machine. */
export const soon = { timeout: 15_000 };

/** Signs a demo user in and opens the first company whose name matches; returns its id. */
export async function signInTo(
  page: Page,
  baseUrl: string,
  userName: string,
  company: RegExp,
): Promise<number> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password').fill('concord-demo');
  await page.getByTestId('sign-in').click();
  await page.getByTestId('company-list').waitFor();
  await page.getByTestId('company-list').getByText(company).first().click();
  await page.getByTestId('company-home-title').waitFor();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/**
 * Waits until the header search has answered what was typed (its list stops being busy), so
 * Enter and the arrow keys act on the final hits, not on those of a shorter prefix.
 */
export async function searchSettled(page: Page): Promise<void> {
  await page.locator('[data-testid="header-search-results"][aria-busy="false"]').waitFor(soon);
}

/** The table row whose number cell is `row-<number>`. */
export const rowOf = (page: Page, number: string): Locator =>
  page.getByRole('row').filter({ has: page.getByTestId(`row-${number}`) });

/** Waits until one of the snackbars on screen says `text` (or matches it). */
export async function expectAlert(page: Page, text: string | RegExp): Promise<void> {
  const shown = expect.poll(
    async () => (await page.getByTestId('snackbar').allTextContents()).join(' | '),
    soon,
  );
  await (typeof text === 'string' ? shown.toContain(text) : shown.toMatch(text));
}

/**
 * Closes the snackbars on screen and waits until they are gone: one left from an earlier step
 * sits over the bottom corner, where a form's buttons may be.
 */
export async function closeSnackbars(page: Page): Promise<void> {
  await page
    .locator('[data-testid="snackbar"] [data-part="close-trigger"]')
    .evaluateAll((buttons) => buttons.forEach((b) => (b as unknown as { click(): void }).click()));
  await expect.poll(() => page.getByTestId('snackbar').count(), soon).toBe(0);
}

/** The status badge in a document screen's header. */
export async function statusOf(page: Page): Promise<string> {
  return (await page.getByTestId('screen-header').getByTestId('status-badge').textContent()) ?? '';
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * What a journey reads of an element in `evaluateAll`: these files compile without DOM types,
 * so the element is typed by what the callback uses.
 */
export type PageElement = { getAttribute(name: string): string | null; textContent: string | null };

type GraphQLAnswer<T> = { data?: T; errors?: { message: string }[] };

/**
 * The other side's steps, straight through the BFF: `graphql` posts one operation (with a
 * token when given) and fails on any error; `companyToken` signs a demo user in and chooses
 * the company, as the web app does, and gives the token and the company's id.
 */
export function graphqlClient(baseUrl: string) {
  const endpoint = `${new URL(baseUrl).origin}/graphql`;
  async function graphql<T>(query: string, variables: object = {}, token?: string): Promise<T> {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as GraphQLAnswer<T>;
    if (body.errors?.length || !body.data) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }

  async function companyToken(userName: string, company: RegExp): Promise<[string, number]> {
    const { login } = await graphql<{ login: { accessToken: string } }>(
      'mutation($u: String!) { login(username: $u, password: "concord-demo") { accessToken } }',
      { u: userName },
    );
    const { myCompanies } = await graphql<{ myCompanies: { id: number; name: string }[] }>(
      '{ myCompanies { id name } }',
      {},
      login.accessToken,
    );
    const found = myCompanies.find((candidate) => company.test(candidate.name));
    if (!found) throw new Error(`${userName} is not in ${company}`);
    const { chooseCompany } = await graphql<{ chooseCompany: { accessToken: string } }>(
      'mutation($id: Int!) { chooseCompany(companyId: $id) { accessToken } }',
      { id: found.id },
      login.accessToken,
    );
    return [chooseCompany.accessToken, found.id];
  }

  return { graphql, companyToken };
}

/** Switches the screens' language from the top bar and waits until the page has it. */
export async function chooseLanguage(target: Page, locale: string): Promise<void> {
  // On a loaded machine a click can reach the menu while it is still opening and pick nothing;
  // a person then opens it again, and so does this.
  await vi.waitFor(async () => {
    if (!(await target.getByTestId(`language-${locale}`).isVisible()))
      await target.getByTestId('language-menu').click();
    await target.getByTestId(`language-${locale}`).click({ timeout: 5_000 });
    await expect
      .poll(() => target.locator('html').getAttribute('lang'), { timeout: 5_000 })
      .toBe(locale);
  }, soon);
}

/** A phone's width: the narrowest screen the app is checked on. */
export const phoneWidth = 375;

/**
 * Checks the page on a 375 px phone: nothing scrolls sideways and each of `parts` (the
 * primary action, the key columns) lies wholly across the screen; keeps a screenshot.
 */
export async function expectFitsPhone(page: Page, name: string, parts: Locator[]): Promise<void> {
  await parts[0]?.waitFor(soon);
  await screenshot(page, name);
  for (const part of parts) {
    await part.waitFor(soon);
    const box = await part.boundingBox();
    expect([name, box && box.x >= 0 && box.x + box.width <= phoneWidth]).toEqual([name, true]);
  }
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect([name, width]).toEqual([name, Math.min(width, phoneWidth)]);
}
