// Held-out TDS layouts: a receivable register kept with the section inside "Nature of
// Payment", vs Form 26AS in the older TRACES layout (Parts A to D, TCS and tax-paid sections
// that are no TDS entries), and vs the Annual Information Statement (AIS), whose blocks name
// the deductor and its TAN in one cell and the section in an information code.
import type { TdsLine } from '../tds-layouts';
import { dateOf, dateText, indian } from '../random';
import { SheetDraft, type Cell, type FileDraft } from '../sheet-draft';

const NATURE: Record<string, string> = {
  '194C': 'Payment to Contractors',
  '194J': 'Fees for Professional or Technical Services',
  '194Q': 'Purchase of Goods',
  '194H': 'Commission or Brokerage',
};

/**
 * A TDS receivable register: S.No., Party Name, TAN No., `194C - Payment to Contractors`,
 * invoice number and date, Bill Amount, TDS Rate %, TDS Amt and Net Receivable, a TOTAL line.
 */
export function tdsRegisterByNature(lines: TdsLine[], name: string): FileDraft {
  const s = new SheetDraft('TDS Receivable 24-25', [6, 34, 12, 40, 16, 12, 14, 8, 12, 14]);
  s.add(['Concord Traders Pvt Ltd'], undefined, true);
  s.add(['TDS Receivable - FY 2024-25']);
  s.blank();
  s.add(
    [
      'S.No.',
      'Party Name',
      'TAN No.',
      'Nature of Payment',
      'Invoice No.',
      'Invoice Date',
      'Bill Amount',
      'TDS Rate %',
      'TDS Amt',
      'Net Receivable',
    ],
    undefined,
    true,
  );
  const money = (m: number): Cell => ({ amount: m });
  let total = 0;
  [...lines]
    .sort((a, b) => a.day - b.day)
    .forEach((l, i) => {
      total += l.tds;
      s.add(
        [
          i + 1,
          l.deductor.name,
          l.deductor.tan,
          `${l.section} - ${NATURE[l.section]}`,
          l.invoice,
          { value: dateOf(l.day), format: 'dd-mmm-yyyy' },
          money(l.gross),
          Math.round((10_000 * l.tds) / l.gross) / 100,
          money(l.tds),
          money(l.gross - l.tds),
        ],
        l.truth,
      );
    });
  s.add([null, 'TOTAL', null, null, null, null, null, null, money(total), null], undefined, true);
  return { name, format: 'xlsx', sheets: [s] };
}

/**
 * Form 26AS in the older TRACES layout, as Excel with every figure as text: assessee details,
 * PART A (TDS) in blocks per deductor, PART A1 and A2 empty, PART B (TCS) in blocks per
 * collector, PART C (tax paid by challan) and PART D (refunds). Only PART A rows are TDS
 * entries.
 */
export function form26asParts(lines: TdsLine[], name: string): FileDraft {
  const s = new SheetDraft('Form 26AS', [8, 36, 14, 18, 12, 14, 10, 18, 16, 16, 12, 14]);
  const text = (m: number) => (m / 100).toFixed(2);
  s.add(['Annual Tax Statement under Section 203AA of the Income Tax Act, 1961'], undefined, true);
  s.add([
    'Permanent Account Number (PAN)',
    'AAACC4321D',
    'Current Status of PAN',
    'Active',
    'Financial Year',
    '2024-25',
    'Assessment Year',
    '2025-26',
  ]);
  s.add(['Name of Assessee', 'CONCORD TRADERS PRIVATE LIMITED']);
  s.add([
    'Address of Assessee',
    'PLOT 7, PHASE II, MIDC, ANDHERI EAST, MUMBAI, MAHARASHTRA, 400093',
  ]);
  s.blank();
  const block = (
    title: string,
    head: string[],
    sub: string[],
    groups: { who: [string, string]; rows: { cells: string[]; line?: TdsLine }[] }[],
  ) => {
    s.add([title], undefined, true);
    if (groups.length === 0) {
      s.add(['No Transactions Present']);
      s.blank();
      return;
    }
    s.add(head, undefined, true);
    groups.forEach((g, k) => {
      const totals = [6, 7, 8].map((c) =>
        text(g.rows.reduce((a, r) => a + Math.round(Number(r.cells[c - 1]) * 100), 0)),
      );
      s.add([String(k + 1), g.who[0], g.who[1], ...totals], undefined, true);
      s.add([null, ...sub], undefined, true);
      g.rows.forEach((r, i) => s.add([null, String(i + 1), ...r.cells], r.line?.truth));
    });
    s.blank();
  };
  const byTan = new Map<string, TdsLine[]>();
  for (const l of [...lines].sort((a, b) => a.day - b.day))
    byTan.set(l.deductor.tan, [...(byTan.get(l.deductor.tan) ?? []), l]);
  block(
    'PART A - Details of Tax Deducted at Source',
    [
      'Sr. No.',
      'Name of Deductor',
      'TAN of Deductor',
      'Total Amount Paid / Credited (Rs.)',
      'Total Tax Deducted (Rs.)',
      'Total TDS Deposited (Rs.)',
    ],
    [
      'Sr. No.',
      'Section',
      'Transaction Date',
      'Status of Booking',
      'Date of Booking',
      'Remarks',
      'Amount Paid / Credited (Rs.)',
      'Tax Deducted (Rs.)',
      'TDS Deposited (Rs.)',
    ],
    [...byTan.values()].map((g) => ({
      who: [g[0]!.deductor.name, g[0]!.deductor.tan],
      rows: g.map((l) => ({
        line: l,
        cells: [
          l.section,
          dateText.dMonY(l.day),
          l.booking,
          dateText.dMonY(l.day + 55),
          '',
          text(l.gross),
          text(l.tds),
          text(l.booking === 'U' ? 0 : l.tds),
        ],
      })),
    })),
  );
  block('PART A1 - Details of Tax Deducted at Source for 15G / 15H', [], [], []);
  block(
    'PART A2 - Details of Tax Deducted at Source on Sale of Immovable Property u/s 194IA / TDS on Rent of Property u/s 194IB',
    [],
    [],
    [],
  );
  // Tax collected from us by a seller: TCS, not TDS deducted by our customers.
  block(
    'PART B - Details of Tax Collected at Source',
    [
      'Sr. No.',
      'Name of Collector',
      'TAN of Collector',
      'Total Amount Paid / Debited (Rs.)',
      'Total Tax Collected (Rs.)',
      'Total TCS Deposited (Rs.)',
    ],
    [
      'Sr. No.',
      'Section',
      'Transaction Date',
      'Status of Booking',
      'Date of Booking',
      'Remarks',
      'Amount Paid / Debited (Rs.)',
      'Tax Collected (Rs.)',
      'TCS Deposited (Rs.)',
    ],
    [
      {
        who: ['JINDAL STEEL TRADING LIMITED', 'DELJ09876K'],
        rows: [
          ['206C(1H)', '12-Jun-2024', 'F', '05-Aug-2024', '', '5400000.00', '5400.00', '5400.00'],
          ['206C(1H)', '18-Sep-2024', 'F', '09-Nov-2024', '', '3250000.00', '3250.00', '3250.00'],
        ].map((cells) => ({ cells })),
      },
    ],
  );
  s.add(['PART C - Details of Tax Paid (other than TDS or TCS)'], undefined, true);
  s.add(
    [
      'Sr. No.',
      'Major Head',
      'Minor Head',
      'Tax (Rs.)',
      'Surcharge (Rs.)',
      'Education Cess (Rs.)',
      'Others (Rs.)',
      'Total Tax (Rs.)',
      'BSR Code',
      'Date of Deposit',
      'Challan Serial Number',
      'Remarks',
    ],
    undefined,
    true,
  );
  s.add([
    '1',
    '0020',
    '100',
    '500000.00',
    '0.00',
    '20000.00',
    '0.00',
    '520000.00',
    '0510308',
    '15-Jun-2024',
    '00231',
    '',
  ]);
  s.add([
    '2',
    '0020',
    '100',
    '750000.00',
    '0.00',
    '30000.00',
    '0.00',
    '780000.00',
    '0510308',
    '14-Sep-2024',
    '00417',
    '',
  ]);
  s.blank();
  block('PART D - Details of Paid Refund', [], [], []);
  return { name, format: 'xlsx', sheets: [s] };
}

const quarterLabel = (day: number) => {
  const m = dateOf(day).getUTCMonth();
  return ['Q4(Jan-Mar)', 'Q1(Apr-Jun)', 'Q2(Jul-Sep)', 'Q3(Oct-Dec)'][Math.floor(m / 3)]!;
};

/**
 * The Annual Information Statement as CSV (UTF-8 with a BOM): taxpayer details, then in Part
 * B1 one block per information code and source (`TDS-194C`, `ACME INDUSTRIES LIMITED
 * (MUMA12345B)`) with a COUNT and AMOUNT, a sub-header and the block's rows (quarter as
 * `Q1(Apr-Jun)`, dd/mm/yyyy dates, Indian-grouped amounts); then Part B2, SFT information (a
 * bank's interest), which is no TDS.
 */
export function aisCsv(lines: TdsLine[], name: string): FileDraft {
  const s = new SheetDraft('');
  s.add(['Annual Information Statement (AIS)']);
  s.add([
    'PAN',
    'AAACC4321D',
    'Name',
    'CONCORD TRADERS PRIVATE LIMITED',
    'Financial Year',
    '2024-25',
  ]);
  s.blank();
  s.add(['Part B1 - Information relating to tax deducted or collected at source']);
  s.add([
    'SR. NO.',
    'INFORMATION CODE',
    'INFORMATION DESCRIPTION',
    'INFORMATION SOURCE',
    'COUNT',
    'AMOUNT',
  ]);
  const blocks = new Map<string, TdsLine[]>();
  for (const l of [...lines].sort((a, b) => a.day - b.day)) {
    const key = `${l.section}|${l.deductor.tan}`;
    blocks.set(key, [...(blocks.get(key) ?? []), l]);
  }
  let k = 1;
  for (const group of blocks.values()) {
    const l0 = group[0]!;
    s.add([
      String(k++),
      `TDS-${l0.section}`,
      NATURE[l0.section]!,
      `${l0.deductor.name} (${l0.deductor.tan})`,
      String(group.length),
      indian(group.reduce((a, l) => a + l.gross, 0)),
    ]);
    s.add([
      '',
      'SR. NO.',
      'QUARTER',
      'DATE OF PAYMENT/CREDIT',
      'AMOUNT PAID/CREDITED',
      'TDS DEDUCTED',
      'TDS DEPOSITED',
      'STATUS',
    ]);
    group.forEach((l, i) =>
      s.add(
        [
          '',
          String(i + 1),
          quarterLabel(l.day),
          dateText.dmySlash(l.day),
          indian(l.gross),
          indian(l.tds),
          indian(l.booking === 'U' ? 0 : l.tds),
          'Active',
        ],
        l.truth,
      ),
    );
  }
  s.blank();
  s.add(['Part B2 - SFT Information']);
  s.add([
    'SR. NO.',
    'INFORMATION CODE',
    'INFORMATION DESCRIPTION',
    'INFORMATION SOURCE',
    'COUNT',
    'AMOUNT',
  ]);
  s.add([
    '1',
    'SFT-016(Int)',
    'Interest income',
    'HDFC BANK LIMITED (MUMH03189E)',
    '2',
    '1,84,220.00',
  ]);
  s.add(['', 'SR. NO.', 'REPORTED ON', 'ACCOUNT NUMBER', 'ACCOUNT TYPE', 'AMOUNT', 'STATUS']);
  s.add(['', '1', '31/05/2025', 'XXXXXXXX5678', 'Time Deposit', '1,20,000.00', 'Active']);
  s.add(['', '2', '31/05/2025', 'XXXXXXXX9012', 'Savings', '64,220.00', 'Active']);
  return { name, format: 'csv', sheets: [s], encoding: 'utf8-bom' };
}
