// Held-out GST layouts: a Busy purchase register vs GSTR-2A from the portal, and a Zoho Books
// purchase register vs a GSTR-2B JSON converted to Excel (sheets and headers named by the
// JSON's keys), with documents of two tax rates listed one row per rate on the portal side.
import { gstin, gstStory, type GstLine } from '../gst-layouts';
import { dateText } from '../random';
import { SheetDraft, type Cell, type FileDraft } from '../sheet-draft';

const STATE: Record<string, [name: string, abbreviation: string]> = {
  '09': ['Uttar Pradesh', 'UP'],
  '19': ['West Bengal', 'WB'],
  '24': ['Gujarat', 'GJ'],
  '27': ['Maharashtra', 'MH'],
  '29': ['Karnataka', 'KA'],
  '33': ['Tamil Nadu', 'TN'],
};

/**
 * The GST story with some invoices of two tax rates (60% of the value at 18%, the rest at
 * 12%): the register keeps one row with the totals, the portal one row per rate.
 */
export function holdoutGstStory(seed: number): { register: GstLine[]; portal: GstLine[] } {
  const { register, portal } = gstStory(seed);
  const split = (l: GstLine) => {
    const a = Math.round(l.taxable * 0.6);
    const parts = [
      { rate: 18, taxable: a },
      { rate: 12, taxable: l.taxable - a },
    ].map((p) => {
      const t = Math.round((p.taxable * p.rate) / 100);
      const local = l.supplier.state[0] === '27';
      return {
        ...p,
        igst: local ? 0 : t,
        cgst: local ? Math.floor(t / 2) : 0,
        sgst: local ? t - Math.floor(t / 2) : 0,
      };
    });
    const total = (k: 'igst' | 'cgst' | 'sgst') => parts.reduce((s, p) => s + p[k], 0);
    return { parts, igst: total('igst'), cgst: total('cgst'), sgst: total('sgst') };
  };
  let k = 0;
  for (const p of portal) {
    if (p.truth.status !== 'exact_match' || p.note || k++ % 4 !== 1) continue;
    const r = register.find((x) => x.truth.group === p.truth.group)!;
    const s = split(p);
    Object.assign(p, s);
    Object.assign(r, { igst: s.igst, cgst: s.cgst, sgst: s.sgst });
  }
  return { register, portal };
}

const value = (l: GstLine) => l.taxable + l.igst + l.cgst + l.sgst;
const rows = (l: GstLine) =>
  l.parts ?? [{ rate: 18, taxable: l.taxable, igst: l.igst, cgst: l.cgst, sgst: l.sgst }];

/**
 * Busy's GST purchase register: booking date and voucher, party, GSTIN, bill number and date,
 * the place of supply as `POS` with the state's name only, tax columns ending in `Amt`, debit notes as their own type, a Grand
 * Total line.
 */
export function busyGstRegister(lines: GstLine[], name: string): FileDraft {
  const s = new SheetDraft(
    'Purchase Register',
    [11, 10, 12, 28, 17, 16, 11, 14, 14, 12, 12, 12, 10, 14],
  );
  s.add(['Concord Traders Pvt Ltd'], undefined, true);
  s.add(['GST Purchase Register']);
  s.add(['From 01-01-2025 to 31-03-2025']);
  s.blank();
  s.add(
    [
      'Date',
      'Vch No.',
      'Type',
      'Party Name',
      'Party GSTIN',
      'Bill No.',
      'Bill Date',
      'POS',
      'Taxable Amt',
      'IGST Amt',
      'CGST Amt',
      'SGST Amt',
      'Cess Amt',
      'Total Amt',
    ],
    undefined,
    true,
  );
  const money = (m: number): Cell => ({ amount: m });
  const totals = [0, 0, 0, 0, 0];
  let voucher = 1;
  for (const l of [...lines].sort((a, b) => a.day - b.day)) {
    [l.taxable, l.igst, l.cgst, l.sgst, value(l)].forEach((v, k) => (totals[k]! += v));
    s.add(
      [
        dateText.dmyDash(l.day + 1),
        String(voucher++),
        l.note ? 'Debit Note' : 'Purchase',
        l.supplier.name,
        l.gstin,
        l.bill,
        dateText.dmyDash(l.day),
        STATE[l.pos]![0],
        money(l.taxable),
        money(l.igst),
        money(l.cgst),
        money(l.sgst),
        money(0),
        money(value(l)),
      ],
      l.truth,
    );
  }
  s.add(
    [
      null,
      null,
      null,
      'Grand Total',
      null,
      null,
      null,
      null,
      ...totals.slice(0, 4).map(money),
      money(0),
      money(totals[4]!),
    ],
    undefined,
    true,
  );
  return { name, format: 'xlsx', sheets: [s] };
}

/**
 * GSTR-2A as the portal's Excel: B2B, B2BA, CDNR, CDNRA, ISD, TDS, TCS and IMPG sheets, each
 * with a title block; B2B and CDNR with two-row merged headers and a Rate column, one row per
 * rate with the document's value repeated on each; the TDS sheet holds GST deducted by a
 * government buyer (no purchase document).
 */
export function gstr2a(lines: GstLine[], name: string): FileDraft {
  const money = (m: number): Cell => ({ amount: m });
  const title = (s: SheetDraft, what: string) => {
    s.add(['Goods and Services Tax - GSTR 2A'], undefined, true);
    s.blank();
    s.add([what], undefined, true);
    s.blank();
  };
  const filing = ['Y', '11-04-2025', "Mar'25", 'Y', null, null, null, 'e-Invoice'];

  const b2b = new SheetDraft('B2B', [18, 30, 16, 10, 12, 14, 14, 10, 8, 14, 14, 14, 14, 10]);
  title(b2b, 'Taxable inward supplies received from registered persons');
  b2b.add(
    [
      'GSTIN of supplier',
      'Trade/Legal name of the Supplier',
      'Invoice details',
      null,
      null,
      null,
      'Place of supply',
      'Supply Attract Reverse Charge',
      'Rate (%)',
      'Taxable Value (₹)',
      'Tax Amount',
      null,
      null,
      null,
      'GSTR-1/5 Filing Status',
      'GSTR-1/5 Filing Date',
      'GSTR-1/5 Filing Period',
      'GSTR-3B Filing Status',
      'Amendment made, if any',
      'Tax Period in which Amended',
      'Effective date of cancellation',
      'Source',
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
      'Invoice Value (₹)',
      null,
      null,
      null,
      null,
      'Integrated Tax  (₹)',
      'Central Tax (₹)',
      'State/UT tax (₹)',
      'Cess  (₹)',
    ],
    undefined,
    true,
  );
  b2b.merge('C5:F5');
  b2b.merge('K5:N5');
  for (const col of ['A', 'B', 'G', 'H', 'I', 'J', 'O', 'P', 'Q', 'R', 'S', 'T', 'U', 'V'])
    b2b.merge(`${col}5:${col}6`);
  const byParty = (a: GstLine, b: GstLine) => a.gstin.localeCompare(b.gstin) || a.day - b.day;
  for (const l of lines.filter((x) => !x.note).sort(byParty)) {
    for (const p of rows(l))
      b2b.add(
        [
          l.gstin,
          l.supplier.name.toUpperCase(),
          l.bill,
          'Regular',
          dateText.dmyDash(l.day),
          money(value(l)),
          STATE[l.pos]![0],
          'N',
          p.rate,
          money(p.taxable),
          money(p.igst),
          money(p.cgst),
          money(p.sgst),
          money(0),
          ...filing,
        ],
        l.truth,
      );
  }

  const cdnr = new SheetDraft(
    'CDNR',
    [18, 30, 12, 16, 12, 8, 12, 14, 14, 10, 8, 14, 14, 14, 14, 10],
  );
  title(cdnr, 'Debit/Credit notes (Original)');
  cdnr.add(
    [
      'GSTIN of supplier',
      'Trade/Legal name of the Supplier',
      'Credit note/Debit note details',
      null,
      null,
      null,
      null,
      null,
      'Place of supply',
      'Supply Attract Reverse Charge',
      'Rate (%)',
      'Taxable Value (₹)',
      'Tax Amount',
      null,
      null,
      null,
      'GSTR-1/5 Filing Status',
      'GSTR-1/5 Filing Date',
      'GSTR-1/5 Filing Period',
      'GSTR-3B Filing Status',
      'Amendment made, if any',
      'Tax Period in which Amended',
      'Effective date of cancellation',
      'Source',
    ],
    undefined,
    true,
  );
  cdnr.add(
    [
      null,
      null,
      'Note type',
      'Note number',
      'Note date',
      'Pre GST',
      'Note Supply type',
      'Note Value (₹)',
      null,
      null,
      null,
      null,
      'Integrated Tax  (₹)',
      'Central Tax (₹)',
      'State/UT tax (₹)',
      'Cess  (₹)',
    ],
    undefined,
    true,
  );
  cdnr.merge('C5:H5');
  cdnr.merge('M5:P5');
  for (const l of lines.filter((x) => x.note)) {
    for (const p of rows(l))
      cdnr.add(
        [
          l.gstin,
          l.supplier.name.toUpperCase(),
          'Credit Note',
          l.bill,
          dateText.dmyDash(l.day),
          'N',
          'Regular',
          money(value(l)),
          STATE[l.pos]![0],
          'N',
          p.rate,
          money(p.taxable),
          money(p.igst),
          money(p.cgst),
          money(p.sgst),
          money(0),
          ...filing,
        ],
        l.truth,
      );
  }

  const empty = (sheetName: string, what: string) => {
    const s = new SheetDraft(sheetName, [18, 30]);
    title(s, what);
    s.add([
      'GSTIN of supplier',
      'Trade/Legal name of the Supplier',
      'Invoice number',
      'Invoice Date',
    ]);
    return s;
  };
  const tds = new SheetDraft('TDS', [18, 30, 14, 14, 14, 14, 14]);
  title(tds, 'TDS Credit received');
  tds.add(
    [
      'GSTIN of Deductor',
      "Deductor's Name",
      'Tax period of GSTR 7',
      'Taxable value (₹)',
      'Amount of tax deducted',
      null,
      null,
    ],
    undefined,
    true,
  );
  tds.add([null, null, null, null, 'Integrated Tax (₹)', 'Central Tax (₹)', 'State/UT tax (₹)']);
  tds.merge('E5:G5');
  tds.add([
    gstin('27', 'AAAGM0289C', '1'),
    'MUNICIPAL CORPORATION OF GREATER MUMBAI',
    "Feb'25",
    money(45_000_000),
    money(0),
    money(225_000),
    money(225_000),
  ]);
  const readMe = new SheetDraft('Read me', [50, 40]);
  readMe.add(['Goods and Services Tax - GSTR 2A'], undefined, true);
  readMe.add(['GSTIN', gstin('27', 'AAACC4321D')]);
  readMe.add(['Tax Period', 'March 2025']);
  return {
    name,
    format: 'xlsx',
    sheets: [
      readMe,
      b2b,
      empty('B2BA', 'Amendments to previously uploaded invoices by supplier'),
      cdnr,
      empty('CDNRA', 'Amendments to previously uploaded Credit/Debit notes by supplier'),
      empty('ISD', 'ISD Credits'),
      tds,
      empty('TCS', 'TCS Credit received'),
      empty('IMPG', 'Import of goods from overseas on bill of entry'),
    ],
  };
}

/**
 * Zoho Books' purchase register as CSV: ISO dates, `Bill#`, the place of supply as the
 * two-letter state abbreviation Zoho uses (`MH`), vendor credits as negative rows.
 */
export function zohoPurchaseRegister(lines: GstLine[], name: string): FileDraft {
  const s = new SheetDraft('');
  s.add([
    'Date',
    'Bill#',
    'Vendor Name',
    'GSTIN',
    'Place of Supply',
    'Reverse Charge',
    'Taxable Amount',
    'IGST',
    'CGST',
    'SGST',
    'Cess',
    'Total',
    'Transaction Type',
  ]);
  const plain = (m: number) => (m / 100).toFixed(2);
  for (const l of [...lines].sort((a, b) => a.day - b.day)) {
    const sign = l.note ? -1 : 1;
    s.add(
      [
        dateText.iso(l.day),
        l.bill,
        l.supplier.name,
        l.gstin,
        STATE[l.pos]![1],
        'No',
        ...[l.taxable, l.igst, l.cgst, l.sgst, 0, value(l)].map((m) => plain(sign * m)),
        l.note ? 'Vendor Credit' : 'Bill',
      ],
      l.truth,
    );
  }
  return { name, format: 'csv', sheets: [s] };
}

/**
 * GSTR-2B JSON converted to Excel by a spreadsheet tool: a `Sheet Info` sheet of key/value
 * pairs, then `b2b`, `cdnr` and `impg` with the JSON's keys as headers (ctin, inum, dt, val,
 * pos as a state code, txval, ...), one row per item (tax rate), dates as dd-mm-yyyy text,
 * an IRN of 64 hex characters and its own date.
 */
export function gstr2bJsonExcel(lines: GstLine[], name: string): FileDraft {
  const info = new SheetDraft('Sheet Info', [20, 30]);
  for (const [k, v] of [
    ['gstin', gstin('27', 'AAACC4321D')],
    ['rtnprd', '032025'],
    ['version', '1.0'],
    ['gendt', '14-04-2025'],
    ['chksum', 'ADFADRGA4GADFADGERE34'],
  ])
    info.add([k!, v!]);
  const common = ['ctin', 'trdnm', 'supfildt', 'supprd'];
  const tail = [
    'val',
    'pos',
    'rev',
    'itcavl',
    'rsn',
    'diffprcnt',
    'srctyp',
    'irn',
    'irngendate',
    'rt',
    'txval',
    'igst',
    'cgst',
    'sgst',
    'cess',
  ];
  const num = (m: number) => m / 100;
  const irnOf = (l: GstLine) =>
    Array.from(
      { length: 64 },
      (_, i) => '0123456789abcdef'[(l.day * 7 + i * 13 + l.taxable) % 16],
    ).join('');
  const cells = (l: GstLine, p: ReturnType<typeof rows>[number]): Cell[] => [
    num(value(l)),
    l.pos,
    'N',
    'Y',
    '',
    1,
    'e-Invoice',
    irnOf(l),
    dateText.dmyDash(l.day),
    p.rate,
    num(p.taxable),
    num(p.igst),
    num(p.cgst),
    num(p.sgst),
    0,
  ];
  const b2b = new SheetDraft('b2b', [18, 30, 12, 8, 16, 4, 12, 12]);
  b2b.add([...common, 'inum', 'typ', 'dt', ...tail]);
  for (const l of lines.filter((x) => !x.note))
    for (const p of rows(l))
      b2b.add(
        [
          l.gstin,
          l.supplier.name.toUpperCase(),
          '11-04-2025',
          '032025',
          l.bill,
          'R',
          dateText.dmyDash(l.day),
          ...cells(l, p),
        ],
        l.truth,
      );
  const cdnr = new SheetDraft('cdnr', [18, 30, 12, 8, 16, 4, 4, 12]);
  cdnr.add([...common, 'ntnum', 'typ', 'suptyp', 'dt', ...tail]);
  for (const l of lines.filter((x) => x.note))
    for (const p of rows(l))
      cdnr.add(
        [
          l.gstin,
          l.supplier.name.toUpperCase(),
          '11-04-2025',
          '032025',
          l.bill,
          'C',
          'R',
          dateText.dmyDash(l.day),
          ...cells(l, p),
        ],
        l.truth,
      );
  const impg = new SheetDraft('impg', [12, 12]);
  impg.add(['refdt', 'portcode', 'boenum', 'boedt', 'isamd', 'txval', 'igst', 'cess']);
  return { name, format: 'xlsx', sheets: [info, b2b, cdnr, impg] };
}
