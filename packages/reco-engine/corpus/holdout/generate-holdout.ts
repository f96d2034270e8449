import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusLayout } from '../corpus.types';
import { sidesOf, type SideView } from '../ledger-layouts';
import { ledgerStory, type Role } from '../ledger-story';
import { dateText } from '../random';
import { writeDraft, type FileDraft } from '../sheet-draft';
import { tdsStory } from '../tds-layouts';
import {
  busyGstRegister,
  gstr2a,
  gstr2bJsonExcel,
  holdoutGstStory,
  zohoPurchaseRegister,
} from './gst-layouts';
import {
  busyBilingual,
  businessCentralCsv,
  holdoutBuyerStyle,
  letterheadStatement,
  margTransliterated,
  netsuiteTransactionDetail,
  odooPartnerLedger,
  sapAlvLineItems,
  sapUnicodeText,
  serialDateSheet,
  tallyDrCrSuffix,
  tallyPrimeVouchers,
  xeroAccountTransactions,
} from './ledger-layouts';
import { aisCsv, form26asParts, tdsRegisterByNature } from './tds-layouts';

type Render = (v: SideView, name: string) => FileDraft;

type HoldoutLedger = {
  name: string;
  description: string;
  seed: number;
  ourRole: Role;
  prefix: string;
  books: [Render, string];
  counterparty: [Render, string];
};

/**
 * The held-out ledger layouts. Every pair tells the ledger story with other document-number
 * variants (`holdoutBuyerStyle`) and two invoices of one amount a day apart.
 */
const LEDGERS: HoldoutLedger[] = [
  {
    name: 'tally-prime-vouchers-vs-xero',
    description:
      'Tally Prime Ledger Vouchers (bill numbers only in the narration inside Particulars) vs the supplier’s Xero Account Transactions',
    seed: 1301,
    ourRole: 'buyer',
    prefix: 'XR',
    books: [tallyPrimeVouchers, 'books.xlsx'],
    counterparty: [xeroAccountTransactions, 'counterparty.xlsx'],
  },
  {
    name: 'odoo-partner-ledger-vs-tally-drcr',
    description:
      'Odoo Partner Ledger in en_US (MM/DD/YYYY, partner totals row) vs the customer’s Tally ledger with Dr/Cr amounts and balance',
    seed: 1402,
    ourRole: 'seller',
    prefix: 'OD',
    books: [odooPartnerLedger, 'books.xlsx'],
    counterparty: [tallyDrCrSuffix, 'counterparty.xlsx'],
  },
  {
    name: 'sap-alv-fbl1n-vs-busy-hindi',
    description:
      'SAP FBL1N from the ALV grid (document and local currency side by side, clearing document, net due date) vs Busy with Hindi/English headers',
    seed: 1503,
    ourRole: 'buyer',
    prefix: 'BH',
    books: [sapAlvLineItems, 'books.xlsx'],
    counterparty: [busyBilingual, 'counterparty.xlsx'],
  },
  {
    name: 'netsuite-vs-marg-transliterated',
    description:
      'NetSuite Transaction Detail (vendor group rows, bracket amounts) vs Marg CSV with transliterated Hindi headers',
    seed: 1604,
    ourRole: 'buyer',
    prefix: 'NS',
    books: [netsuiteTransactionDetail, 'books.xlsx'],
    counterparty: [margTransliterated, 'counterparty.csv'],
  },
  {
    name: 'serial-dates-vs-letterhead',
    description:
      'A sheet with dates as bare Excel serials vs a letterhead statement (logo, header on row 15, 01-Apr-2024 text dates, ₹ 1,18,000/- amounts)',
    seed: 1705,
    ourRole: 'buyer',
    prefix: 'LH',
    books: [serialDateSheet, 'books.xlsx'],
    counterparty: [letterheadStatement, 'counterparty.xlsx'],
  },
  {
    name: 'business-central-csv-vs-sap-unicode-text',
    description:
      'Business Central vendor ledger entries (BOM, ;, comma decimals) vs the supplier’s SAP FBL5N saved as UTF-16 tab text named .xls',
    seed: 1806,
    ourRole: 'buyer',
    prefix: 'EU',
    books: [businessCentralCsv, 'books.csv'],
    counterparty: [sapUnicodeText, 'counterparty.xls'],
  },
];

/** Names of the held-out layouts, in order. */
export const HOLDOUT_NAMES = [
  ...LEDGERS.map((l) => l.name),
  'busy-gst-register-vs-gstr2a',
  'zoho-register-vs-gstr2b-json-excel',
  'tds-register-vs-26as-parts',
  'tds-register-vs-ais',
];

/** Writes every held-out layout into `dir/<layout>/`; returns the layouts with their truth. */
export async function generateHoldout(
  dir: string,
  opts: { seedOffset?: number } = {},
): Promise<CorpusLayout[]> {
  const offset = opts.seedOffset ?? 0;
  const out: CorpusLayout[] = [];
  const place = (name: string) => {
    const d = join(dir, name);
    mkdirSync(d, { recursive: true });
    return d;
  };
  for (const l of LEDGERS) {
    const story = ledgerStory({
      seed: l.seed + offset,
      ourRole: l.ourRole,
      prefix: l.prefix,
      buyerStyle: holdoutBuyerStyle,
      twins: true,
    });
    const sides = sidesOf(story);
    const d = place(l.name);
    out.push({
      name: l.name,
      group: 'holdout',
      description: l.description,
      kind: 'ledger',
      books: await writeDraft(d, l.books[0](sides.books, l.books[1])),
      counterparty: await writeDraft(d, l.counterparty[0](sides.counterparty, l.counterparty[1])),
      period: { from: dateText.iso(story.from), to: dateText.iso(story.counterpartyEnd) },
    });
  }
  for (const [name, seed, books, portal, description] of [
    [
      'busy-gst-register-vs-gstr2a',
      1909,
      busyGstRegister,
      gstr2a,
      'Busy GST purchase register (state names) vs GSTR-2A (rate-wise rows, CDNR, a GST-TDS sheet)',
    ],
    [
      'zoho-register-vs-gstr2b-json-excel',
      2010,
      zohoPurchaseRegister,
      gstr2bJsonExcel,
      'Zoho Books purchase register CSV (MH, vendor credits negative) vs GSTR-2B JSON converted to Excel (JSON keys as headers)',
    ],
  ] as const) {
    const { register, portal: twoB } = holdoutGstStory(seed + offset);
    const d = place(name);
    out.push({
      name,
      group: 'holdout',
      description,
      kind: 'gst',
      books: await writeDraft(
        d,
        books(register, name.startsWith('zoho') ? 'books.csv' : 'books.xlsx'),
      ),
      counterparty: await writeDraft(d, portal(twoB, 'counterparty.xlsx')),
    });
  }
  for (const [name, seed, statement, file, description] of [
    [
      'tds-register-vs-26as-parts',
      2111,
      form26asParts,
      'counterparty.xlsx',
      'TDS register (section in Nature of Payment) vs Form 26AS in the older layout (Parts A to D, TCS and challans)',
    ],
    [
      'tds-register-vs-ais',
      2212,
      aisCsv,
      'counterparty.csv',
      'TDS register vs the Annual Information Statement CSV (deductor and TAN in one cell, section in the information code)',
    ],
  ] as const) {
    const { register, statement: lines } = tdsStory(seed + offset);
    const d = place(name);
    out.push({
      name,
      group: 'holdout',
      description,
      kind: 'tds',
      books: await writeDraft(d, tdsRegisterByNature(register, 'books.xlsx')),
      counterparty: await writeDraft(d, statement(lines, file)),
    });
  }
  return out;
}
