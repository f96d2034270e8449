import type { TruthMark } from './corpus.types';
import { dateText, dayOf, Random } from './random';
import { SheetDraft, type Cell, type FileDraft } from './sheet-draft';

const CODE_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A GSTIN with its check character: state code + PAN + entity number + 'Z' + check. */
export function gstin(state: string, pan: string, entity = '1'): string {
  const body = `${state}${pan}${entity}Z`;
  let total = 0;
  for (let i = 0; i < body.length; i++) {
    const product = CODE_CHARS.indexOf(body[i]!) * (i % 2 === 0 ? 1 : 2);
    total += Math.floor(product / 36) + (product % 36);
  }
  return body + CODE_CHARS[(36 - (total % 36)) % 36];
}

export type Supplier = { name: string; state: [code: string, name: string]; pan: string };

const SUPPLIERS: Supplier[] = [
  { name: 'Acme Industries Ltd', state: ['27', 'Maharashtra'], pan: 'AAACA1234F' },
  { name: 'Bharat Polymers Pvt Ltd', state: ['24', 'Gujarat'], pan: 'AABCB5678K' },
  { name: 'Deccan Steel Traders', state: ['29', 'Karnataka'], pan: 'AAGFD4321M' },
  { name: 'Eastern Chemicals LLP', state: ['19', 'West Bengal'], pan: 'AAHFE8765P' },
  { name: 'Kaveri Packaging', state: ['33', 'Tamil Nadu'], pan: 'ABKPK2468Q' },
  { name: 'Noida Electricals', state: ['09', 'Uttar Pradesh'], pan: 'AAECN1357R' },
];

export type GstLine = {
  supplier: Supplier;
  gstin: string;
  bill: string;
  day: number;
  pos: string;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
  note: boolean;
  /** Rows of a multi-rate document as the portal lists them (one per rate), when split. */
  parts?: { rate: number; taxable: number; igst: number; cgst: number; sgst: number }[];
  truth: TruthMark;
};

/**
 * A quarter of purchases (January to March 2025) as the purchase register books them and
 * as GSTR-2B reports them, with the GST differences RECO.md names.
 */
export function gstStory(seed: number): { register: GstLine[]; portal: GstLine[] } {
  const r = new Random(seed);
  const register: GstLine[] = [];
  const portal: GstLine[] = [];
  let g = 0;
  const from = dayOf(2025, 1, 1);
  const tax = (s: Supplier, taxable: number) => {
    const t = Math.round(taxable * 0.18);
    if (s.state[0] === '27')
      return { igst: 0, cgst: Math.floor(t / 2), sgst: t - Math.floor(t / 2) };
    return { igst: t, cgst: 0, sgst: 0 };
  };
  const make = (
    s: Supplier,
    bill: string,
    day: number,
    taxable: number,
    note = false,
  ): GstLine => ({
    supplier: s,
    gstin: gstin(s.state[0], s.pan),
    bill,
    day,
    pos: '27',
    taxable,
    ...tax(s, taxable),
    note,
    truth: { group: '', status: 'exact_match' },
  });
  const pair = (reg: GstLine, twoB: GstLine, status: TruthMark['status'], remark2?: string) => {
    const group = `g${++g}`;
    reg.truth = { group, status, remark2 };
    twoB.truth = { group, status, remark2 };
    register.push(reg);
    portal.push(twoB);
  };
  for (let i = 0; i < 40; i++) {
    const s = SUPPLIERS[i % SUPPLIERS.length]!;
    const n = 100 + i;
    const bill = `${s.name.slice(0, 2).toUpperCase()}/24-25/${n}`;
    const day = from + Math.floor((i * 88) / 40);
    const taxable = 100 * r.int(2_000, 300_000);
    const base = make(s, bill, day, taxable);
    const same = () => ({ ...base, truth: { ...base.truth } });
    switch (i) {
      case 3: {
        // Taxable value 0.50 apart: a rounding suggestion.
        pair(same(), { ...same(), taxable: taxable + 50 }, 'suggested_match');
        break;
      }
      case 7: {
        // Place of supply typed wrong in the register.
        pair({ ...same(), pos: '29' }, same(), 'mismatch', 'place_of_supply');
        break;
      }
      case 11: {
        // The supplier reported under its other state's GSTIN: same PAN.
        pair(same(), { ...same(), gstin: gstin('29', s.pan, '2') }, 'mismatch');
        break;
      }
      case 15: {
        // Booked on 1 April against a bill of 31 March: the fiscal years differ.
        const reg = { ...same(), day: dayOf(2025, 4, 1) };
        const twoB = { ...same(), day: dayOf(2025, 3, 31) };
        reg.truth = { group: `g${++g}`, status: 'only_in_books' };
        twoB.truth = { group: `g${++g}`, status: 'only_in_2b' };
        register.push(reg);
        portal.push(twoB);
        break;
      }
      case 19: {
        // The supplier has not filed: only in the register.
        const reg = same();
        reg.truth = { group: `g${++g}`, status: 'only_in_books' };
        register.push(reg);
        break;
      }
      case 23: {
        // Not booked yet: only in 2B.
        const twoB = same();
        twoB.truth = { group: `g${++g}`, status: 'only_in_2b' };
        portal.push(twoB);
        break;
      }
      case 27: {
        // Decoy: the same bill number and value from another supplier (another PAN).
        const reg = same();
        reg.truth = { group: `g${++g}`, status: 'only_in_books' };
        const other = SUPPLIERS[(i + 1) % SUPPLIERS.length]!;
        const twoB = {
          ...make(other, bill, day, taxable),
          truth: { group: `g${++g}`, status: 'only_in_2b' as const },
        };
        register.push(reg);
        portal.push(twoB);
        break;
      }
      case 31: {
        // A GSTIN typed with a wrong check character: reported, never matched silently.
        const wrong = base.gstin.slice(0, 14) + (base.gstin.endsWith('A') ? 'B' : 'A');
        pair({ ...same(), gstin: wrong }, same(), 'mismatch');
        break;
      }
      case 35: {
        // Taxable value differs by far more than a rounding.
        pair(
          { ...same(), taxable: taxable - 150_000, ...tax(s, taxable - 150_000) },
          same(),
          'mismatch',
        );
        break;
      }
      default: {
        // The register writes the bill number its own way; it normalises to the same key.
        const written =
          i % 4 === 1
            ? bill.replace('/24-25/', '/')
            : i % 4 === 2
              ? bill.replace(/\//g, '-')
              : bill;
        pair({ ...same(), bill: written }, same(), 'exact_match');
      }
    }
  }
  // Credit notes from two suppliers, booked as debit notes in the register.
  for (let k = 0; k < 3; k++) {
    const s = SUPPLIERS[k]!;
    const note = make(
      s,
      `CN-${s.pan.slice(3, 5)}-${k + 1}`,
      from + 30 + k * 20,
      100 * r.int(1_000, 20_000),
      true,
    );
    if (k === 2) {
      note.truth = { group: `g${++g}`, status: 'only_in_2b' };
      portal.push(note);
    } else pair({ ...note }, { ...note }, 'exact_match');
  }
  return { register, portal };
}

const STATE_NAMES: Record<string, string> = {
  '27': 'Maharashtra',
  '29': 'Karnataka',
};

/**
 * The purchase register as a Tally-style GST report: voucher date and number (ours),
 * supplier invoice number and date (theirs), place of supply as `27-Maharashtra`, a total row.
 */
export function purchaseRegister(lines: GstLine[], name: string): FileDraft {
  const s = new SheetDraft(
    'Purchase Register',
    [11, 12, 12, 28, 17, 18, 12, 16, 8, 14, 12, 12, 12, 8, 14],
  );
  s.add(['Concord Traders Pvt Ltd'], undefined, true);
  s.add(['Purchase Register (GST)']);
  s.add(['1-Jan-2025 to 31-Mar-2025']);
  s.blank();
  s.add(
    [
      'Date',
      'Voucher No',
      'Voucher Type',
      'Supplier',
      'GSTIN/UIN',
      'Supplier Invoice No',
      'Supplier Invoice Date',
      'Place of Supply',
      'Reverse Charge',
      'Taxable Value',
      'IGST',
      'CGST',
      'SGST/UTGST',
      'Cess',
      'Invoice Value',
    ],
    undefined,
    true,
  );
  let voucher = 1;
  const totals = [0, 0, 0, 0, 0];
  const sorted = [...lines].sort((a, b) => a.day - b.day);
  for (const l of sorted) {
    const value = l.taxable + l.igst + l.cgst + l.sgst;
    [l.taxable, l.igst, l.cgst, l.sgst, value].forEach((v, k) => (totals[k]! += v));
    const money = (m: number): Cell => ({ amount: m });
    s.add(
      [
        new Date((l.day + 2) * 86_400_000),
        `${l.note ? 'DN' : 'PUR'}/${voucher++}`,
        l.note ? 'Debit Note' : 'Purchase',
        l.supplier.name,
        l.gstin,
        l.bill,
        dateText.dmyDash(l.day),
        `${l.pos}-${STATE_NAMES[l.pos] ?? ''}`,
        'No',
        money(l.taxable),
        money(l.igst),
        money(l.cgst),
        money(l.sgst),
        money(0),
        money(value),
      ],
      l.truth,
    );
  }
  s.add(
    [
      null,
      'Total',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      ...totals.slice(0, 4).map((m) => ({ amount: m })),
      { amount: 0 },
      { amount: totals[4]! },
    ],
    undefined,
    true,
  );
  return { name, format: 'xlsx', sheets: [s] };
}

/**
 * GSTR-2B as the portal's Excel download: Read me and summary sheets first, then B2B and
 * B2B-CDNR with a title block and two-row merged headers, place of supply as a state name.
 */
export function gstr2b(lines: GstLine[], name: string): FileDraft {
  const readMe = new SheetDraft('Read me', [40, 60]);
  readMe.add(['Goods and Services Tax - GSTR 2B'], undefined, true);
  readMe.blank();
  for (const [k, v] of [
    ['Financial Year', '2024-25'],
    ['Tax Period', 'January - March'],
    ['GSTIN', gstin('27', 'AAACC4321D')],
    ['Legal Name', 'CONCORD TRADERS PRIVATE LIMITED'],
    ['Trade Name (if any)', 'CONCORD TRADERS'],
    ['Date of generation', '14/04/2025'],
  ])
    readMe.add([k!, v!]);
  readMe.blank();
  readMe.add([
    '1. GSTR-2B is an auto-drafted ITC statement generated for every registered person.',
  ]);
  readMe.add(['2. Invoice Value, Taxable Value and tax amounts are in Rupees.']);

  const summary = new SheetDraft('ITC Available', [6, 60, 14, 16, 16, 16, 12, 30]);
  summary.add(
    [
      'S.no.',
      'Heading',
      'GSTR-3B table',
      'Integrated Tax  (₹)',
      'Central Tax (₹)',
      'State/UT Tax (₹)',
      'Cess  (₹)',
      'Advisory',
    ],
    undefined,
    true,
  );
  const sumOf = (k: 'igst' | 'cgst' | 'sgst') =>
    lines.reduce((a, l) => a + (l.note ? -l[k] : l[k]), 0);
  summary.add(['Part A', 'ITC Available - Credit may be claimed in relevant headings in GSTR-3B']);
  summary.add([
    'I',
    'All other ITC - Supplies from registered persons',
    '4(A)(5)',
    { amount: sumOf('igst') },
    { amount: sumOf('cgst') },
    { amount: sumOf('sgst') },
    { amount: 0 },
    'Net input tax credit may be availed',
  ]);

  const title = (s: SheetDraft, what: string, width: string) => {
    s.add(['Goods and Services Tax - GSTR 2B'], undefined, true);
    s.merge(`A1:${width}1`);
    s.blank();
    s.add([what], undefined, true);
    s.merge(`A3:${width}3`);
    s.blank();
  };
  const money = (m: number): Cell => ({ amount: m });

  const b2b = new SheetDraft(
    'B2B',
    [18, 30, 18, 12, 12, 14, 16, 12, 14, 14, 14, 14, 10, 12, 14, 10, 10, 10, 8, 10, 10],
  );
  title(b2b, 'Taxable inward supplies received from registered persons', 'U');
  b2b.add(
    [
      'GSTIN of supplier',
      'Trade/Legal name',
      'Invoice Details',
      null,
      null,
      null,
      'Place of supply',
      'Supply Attract Reverse Charge',
      'Taxable Value (₹)',
      'Tax Amount',
      null,
      null,
      null,
      'GSTR-1/IFF/GSTR-5 Period',
      'GSTR-1/IFF/GSTR-5 Filing Date',
      'ITC Availability',
      'Reason',
      'Applicable % of Tax Rate',
      'Source',
      'IRN',
      'IRN Date',
    ],
    undefined,
    true,
  );
  b2b.add(
    [
      null,
      null,
      'Invoice number',
      'Invoice type',
      'Invoice Date',
      'Invoice Value(₹)',
      null,
      null,
      null,
      'Integrated Tax(₹)',
      'Central Tax(₹)',
      'State/UT Tax(₹)',
      'Cess(₹)',
    ],
    undefined,
    true,
  );
  b2b.merge('C5:F5');
  b2b.merge('J5:M5');
  for (const col of ['A', 'B', 'G', 'H', 'I', 'N', 'O', 'P', 'Q', 'R', 'S', 'T', 'U'])
    b2b.merge(`${col}5:${col}6`);
  const stateName = (code: string) =>
    code === '27' ? 'Maharashtra' : code === '29' ? 'Karnataka' : code;
  /** A document's cells from the value on: GSTR-2B writes invoices and notes alike. */
  const tail = (l: GstLine, extra: number): Cell[] => [
    money(l.taxable + l.igst + l.cgst + l.sgst),
    stateName(l.pos),
    'N',
    ...[l.taxable, l.igst, l.cgst, l.sgst, 0].map(money),
    "Mar'25",
    '11/04/2025',
    'Yes',
    ...Array<string>(extra).fill(''),
  ];
  const byParty = (a: GstLine, b: GstLine) => a.gstin.localeCompare(b.gstin) || a.day - b.day;
  for (const l of lines.filter((x) => !x.note).sort(byParty)) {
    b2b.add(
      [
        l.gstin,
        l.supplier.name.toUpperCase(),
        l.bill,
        'Regular',
        dateText.dmySlash(l.day),
        ...tail(l, 5),
      ],
      l.truth,
    );
  }
  const b2ba = new SheetDraft('B2BA', [18, 30]);
  title(b2ba, 'Amendments to previously filed invoices by supplier', 'T');
  b2ba.add(
    [
      'Invoice details',
      null,
      'GSTIN of supplier',
      'Trade/Legal name',
      'Invoice number',
      'Invoice type',
      'Invoice Date',
      'Invoice Value(₹)',
      'Place of supply',
      'Taxable Value (₹)',
    ],
    undefined,
    true,
  );

  const cdnr = new SheetDraft('B2B-CDNR', [18, 30, 16, 12, 14, 12, 14, 16, 12, 14, 14, 14, 14, 10]);
  title(cdnr, 'Debit/Credit notes (Original)', 'T');
  cdnr.add(
    [
      'GSTIN of supplier',
      'Trade/Legal name',
      'Credit note/Debit note details',
      null,
      null,
      null,
      null,
      'Place of supply',
      'Supply Attract Reverse Charge',
      'Taxable Value (₹)',
      'Tax Amount',
      null,
      null,
      null,
      'GSTR-1/IFF/GSTR-5 Period',
      'GSTR-1/IFF/GSTR-5 Filing Date',
      'ITC Availability',
      'Reason',
      'Applicable % of Tax Rate',
      'Source',
    ],
    undefined,
    true,
  );
  cdnr.add(
    [
      null,
      null,
      'Note number',
      'Note type',
      'Note Supply type',
      'Note date',
      'Note Value (₹)',
      null,
      null,
      null,
      'Integrated Tax(₹)',
      'Central Tax(₹)',
      'State/UT Tax(₹)',
      'Cess(₹)',
    ],
    undefined,
    true,
  );
  cdnr.merge('C5:G5');
  cdnr.merge('K5:N5');
  for (const l of lines.filter((x) => x.note)) {
    cdnr.add(
      [
        l.gstin,
        l.supplier.name.toUpperCase(),
        l.bill,
        'Credit Note',
        'Regular',
        dateText.dmySlash(l.day),
        ...tail(l, 3),
      ],
      l.truth,
    );
  }
  return { name, format: 'xlsx', sheets: [readMe, summary, b2b, b2ba, cdnr] };
}
