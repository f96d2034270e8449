import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CorpusLayout } from './corpus.types';
import { gstr2b, gstStory, purchaseRegister } from './gst-layouts';
import {
  busyCsv,
  handTyped,
  margCsv,
  quickbooksStatement,
  receivedStatementXls,
  sapLineItems,
  sidesOf,
  tallyLedger,
  zohoStatement,
  type SideView,
} from './ledger-layouts';
import { ledgerStory, type Role, type StoryOptions } from './ledger-story';
import { dateText } from './random';
import { writeDraft, type FileDraft } from './sheet-draft';
import { form26as, tdsRegister, tdsStory } from './tds-layouts';

/** Where the committed LibreOffice copies live, for machines without LibreOffice. */
export const CORPUS_FIXTURES = fileURLToPath(new URL('../test-fixtures/corpus/', import.meta.url));

type Render = (v: SideView, name: string) => FileDraft;

type LedgerLayout = {
  name: string;
  description: string;
  story: Omit<StoryOptions, 'ourRole'> & { ourRole: Role };
  books: [Render, string];
  counterparty: [Render, string];
};

const LEDGER_LAYOUTS: LedgerLayout[] = [
  {
    name: 'tally-buyer-vs-sap-fbl5n',
    description:
      'Tally ledger of a supplier (Vch No + Ref No + narration rows) vs the supplier’s SAP FBL5N',
    story: { seed: 101, ourRole: 'buyer', prefix: 'GT' },
    books: [tallyLedger, 'books.xlsx'],
    counterparty: [sapLineItems, 'counterparty.xlsx'],
  },
  {
    name: 'sap-fbl1n-vs-tally-seller',
    description:
      'SAP FBL1N (text dates, trailing-minus text amounts) vs the supplier’s Tally ledger',
    story: { seed: 202, ourRole: 'buyer', prefix: 'KSL' },
    books: [sapLineItems, 'books.xlsx'],
    counterparty: [tallyLedger, 'counterparty.xlsx'],
  },
  {
    name: 'sap-fbl5n-vs-tally-buyer',
    description: 'SAP FBL5N of a customer vs the customer’s Tally ledger of us',
    story: { seed: 303, ourRole: 'seller', prefix: 'CT' },
    books: [sapLineItems, 'books.xlsx'],
    counterparty: [tallyLedger, 'counterparty.xlsx'],
  },
  {
    name: 'tally-buyer-vs-zoho',
    description:
      'Tally ledger vs a Zoho Books statement (Amount / Payments / Balance, text amounts)',
    story: { seed: 404, ourRole: 'buyer', prefix: 'INV' },
    books: [tallyLedger, 'books.xlsx'],
    counterparty: [zohoStatement, 'counterparty.xlsx'],
  },
  {
    name: 'sap-fbl1n-vs-quickbooks',
    description: 'SAP FBL1N vs a QuickBooks customer statement (numbers only in the activity text)',
    story: { seed: 505, ourRole: 'buyer', prefix: 'QB' },
    books: [sapLineItems, 'books.xlsx'],
    counterparty: [quickbooksStatement, 'counterparty.xlsx'],
  },
  {
    name: 'busy-csv-vs-tally-seller',
    description: 'Busy CSV (Amount + Dr/Cr) vs the supplier’s Tally ledger',
    story: { seed: 606, ourRole: 'buyer', prefix: 'BT' },
    books: [busyCsv, 'books.csv'],
    counterparty: [tallyLedger, 'counterparty.xlsx'],
  },
  {
    name: 'marg-csv-vs-sap-fbl1n',
    description: 'Marg CSV, semicolons, D/C column vs the customer’s SAP FBL1N',
    story: { seed: 707, ourRole: 'seller', prefix: 'MG' },
    books: [margCsv, 'books.csv'],
    counterparty: [sapLineItems, 'counterparty.xlsx'],
  },
  {
    name: 'tally-buyer-vs-hand-typed',
    description:
      'Tally ledger vs a hand-typed Excel statement (merged titles, text amounts, month totals)',
    story: { seed: 808, ourRole: 'buyer', prefix: 'HT' },
    books: [tallyLedger, 'books.xlsx'],
    counterparty: [handTyped, 'counterparty.xlsx'],
  },
  {
    name: 'tally-buyer-vs-libreoffice-xls',
    description:
      'Tally ledger vs a statement saved as .xls by LibreOffice (Invoice Amount / Amount Received)',
    story: { seed: 909, ourRole: 'buyer', prefix: 'LO' },
    books: [tallyLedger, 'books.xlsx'],
    counterparty: [receivedStatementXls, 'counterparty.xls'],
  },
];

/** Names of the corpus's layouts, in order. */
export const LAYOUT_NAMES = [
  ...LEDGER_LAYOUTS.map((l) => l.name),
  'purchase-register-vs-gstr2b',
  'tds-register-vs-26as-excel',
  'tds-register-vs-26as-text',
];

/**
 * Writes every layout of the corpus into `dir/<layout>/`; returns the layouts with their
 * truth. With `libreOffice: false` the committed LibreOffice .xls is used even where
 * LibreOffice is installed; `seedOffset` tells the same stories with other numbers (the
 * committed .xls then no longer fits: LibreOffice is needed).
 */
export async function generateCorpus(
  dir: string,
  opts: { libreOffice?: boolean; seedOffset?: number } = {},
): Promise<CorpusLayout[]> {
  const out: CorpusLayout[] = [];
  const place = (name: string) => {
    const d = join(dir, name);
    mkdirSync(d, { recursive: true });
    return d;
  };
  for (const l of LEDGER_LAYOUTS) {
    const story = ledgerStory({ ...l.story, seed: l.story.seed + (opts.seedOffset ?? 0) });
    const sides = sidesOf(story);
    const d = place(l.name);
    const books = await writeDraft(d, l.books[0](sides.books, l.books[1]));
    const counterparty = await writeDraft(
      d,
      l.counterparty[0](sides.counterparty, l.counterparty[1]),
      join(CORPUS_FIXTURES, l.name),
      opts.libreOffice ?? true,
    );
    out.push({
      name: l.name,
      group: 'tuned',
      description: l.description,
      kind: 'ledger',
      books,
      counterparty,
      period: { from: dateText.iso(story.from), to: dateText.iso(story.counterpartyEnd) },
    });
  }
  {
    const name = 'purchase-register-vs-gstr2b';
    const { register, portal } = gstStory(1010 + (opts.seedOffset ?? 0));
    const d = place(name);
    out.push({
      name,
      group: 'tuned',
      description:
        'Purchase register vs GSTR-2B from the portal (Read me, two-row merged headers, B2B and B2B-CDNR)',
      kind: 'gst',
      books: await writeDraft(d, purchaseRegister(register, 'books.xlsx')),
      counterparty: await writeDraft(d, gstr2b(portal, 'counterparty.xlsx')),
    });
  }
  for (const [name, seed, format] of [
    ['tds-register-vs-26as-excel', 1111, 'xlsx'],
    ['tds-register-vs-26as-text', 1212, 'txt'],
  ] as const) {
    const { register, statement } = tdsStory(seed + (opts.seedOffset ?? 0));
    const d = place(name);
    out.push({
      name,
      group: 'tuned',
      description: `TDS receivable register vs Form 26AS from TRACES (${format === 'txt' ? 'caret-separated text' : 'Excel'}, blocks per deductor)`,
      kind: 'tds',
      books: await writeDraft(
        d,
        tdsRegister(
          register,
          format === 'txt' ? 'books.csv' : 'books.xlsx',
          format === 'txt' ? 'csv' : 'xlsx',
        ),
      ),
      counterparty: await writeDraft(
        d,
        form26as(statement, format === 'txt' ? 'counterparty.txt' : 'counterparty.xlsx', format),
      ),
    });
  }
  writeFileSync(join(dir, 'truth.json'), JSON.stringify(out, null, 1));
  return out;
}
