import type { Page } from 'playwright-core';
import { soon } from './poso-kit';

// What the reconciliation journeys read of the result screens: the summary's lines as on
// screen and the drill-down's lines, from the data-* attributes the screens carry.

/** What the page's elements carry in data-* attributes (no DOM types in the test's tsconfig). */
export type WithData = { dataset: Record<string, string> };

/** One line of the summary: its cell and how many entries of each side it holds. */
export type SummaryLine = {
  status: string;
  category: string;
  remark: string;
  books: number;
  theirs: number;
};

/** The summary table as on screen. */
export async function summaryLines(page: Page): Promise<SummaryLine[]> {
  return page.getByTestId('summary-line').evaluateAll((rows) =>
    rows.map((row) => {
      const el = row as unknown as WithData;
      return {
        status: el.dataset.status!,
        category: el.dataset.category!,
        remark: el.dataset.remark!,
        books: Number(el.dataset.booksCount),
        theirs: Number(el.dataset.counterpartyCount),
      };
    }),
  );
}

/** Entries of one side under a status, over every line of the summary. */
export const countOf = (lines: SummaryLine[], status: string, side: 'books' | 'theirs') =>
  lines.filter((l) => l.status === status).reduce((n, l) => n + l[side], 0);

/** The statuses of the drill-down's lines on screen. */
export async function lineStatuses(page: Page): Promise<string[]> {
  return page
    .getByTestId('drill-line')
    .evaluateAll((rows) => rows.map((r) => (r as unknown as WithData).dataset.status!));
}

/** Opens the drill-down of the first summary line of `status` from the summary on screen. */
export async function drillInto(page: Page, status: string, category?: string): Promise<void> {
  const where = category
    ? `[data-status="${status}"][data-category="${category}"]`
    : `[data-status="${status}"]`;
  await page
    .locator(`[data-testid="summary-line"]${where}`)
    .first()
    .getByTestId('summary-cell-link')
    .click();
  await page.getByTestId('drill-table').waitFor(soon);
}
