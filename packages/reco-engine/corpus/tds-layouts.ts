import type { TruthMark } from './corpus.types';
import { dateOf, dateText, dayOf, Random } from './random';
import { SheetDraft, type Cell, type FileDraft } from './sheet-draft';

export type Deductor = { name: string; tan: string };

export const DEDUCTORS: Deductor[] = [
  { name: 'ACME INDUSTRIES LIMITED', tan: 'MUMA12345B' },
  { name: 'BHARAT POLYMERS PRIVATE LIMITED', tan: 'AHMB23456C' },
  { name: 'DECCAN STEEL TRADERS', tan: 'BLRD34567D' },
  { name: 'EASTERN CHEMICALS LLP', tan: 'CALE45678E' },
  { name: 'KAVERI PACKAGING', tan: 'CHEK56789F' },
];

export type TdsLine = {
  deductor: Deductor;
  section: string;
  day: number;
  gross: number;
  tds: number;
  invoice: string;
  booking: 'F' | 'U' | 'P';
  truth: TruthMark;
};

/**
 * A year of TDS deducted by our customers: the receivable register (books) and Form 26AS
 * (counterparty), with the TDS differences: grouped credits, section and quarter
 * differences, amount differences, one-sided lines and a same-amount decoy under another TAN.
 */
export function tdsStory(seed: number): { register: TdsLine[]; statement: TdsLine[] } {
  const r = new Random(seed);
  const register: TdsLine[] = [];
  const statement: TdsLine[] = [];
  let g = 0;
  const from = dayOf(2024, 4, 1);
  const rates: Record<string, number> = { '194C': 0.02, '194J': 0.1, '194Q': 0.001, '194H': 0.05 };
  const sections = Object.keys(rates);
  for (let i = 0; i < 36; i++) {
    const d = DEDUCTORS[i % DEDUCTORS.length]!;
    const section = sections[i % 3 === 0 ? 1 : i % 7 === 0 ? 3 : 0]!;
    // Stay clear of the quarter ends except where a case puts an entry there on purpose.
    let day = from + 8 + Math.floor((i * 340) / 36);
    const month = dateOf(day).getUTCMonth();
    if ([5, 8, 11, 2].includes(month) && dateOf(day).getUTCDate() > 24) day -= 6;
    const gross = 100 * r.int(20_000, 900_000);
    const tds = Math.round(gross * rates[section]!);
    const base: TdsLine = {
      deductor: d,
      section,
      day,
      gross,
      tds,
      invoice: `INV/24-25/${300 + i}`,
      booking: 'F',
      truth: { group: '', status: 'matched' },
    };
    const pair = (reg: TdsLine, st: TdsLine, status: TruthMark['status']) => {
      const group = `g${++g}`;
      register.push({ ...reg, truth: { group, status } });
      statement.push({ ...st, truth: { group, status } });
    };
    const alone = (l: TdsLine, books: boolean) => {
      const t: TruthMark = {
        group: `g${++g}`,
        status: books ? 'only_in_books' : 'only_in_counterparty',
      };
      (books ? register : statement).push({ ...l, truth: t });
    };
    switch (i) {
      case 4: {
        // Two invoices in the register, one credit in 26AS for both.
        const group = `g${++g}`;
        const half = Math.round(gross / 2);
        register.push({
          ...base,
          gross: half,
          tds: Math.round(half * rates[section]!),
          truth: { group, status: 'matched' },
        });
        register.push({
          ...base,
          day: day + 3,
          invoice: `INV/24-25/${300 + i}A`,
          gross: gross - half,
          tds: tds - Math.round(half * rates[section]!),
          truth: { group, status: 'matched' },
        });
        statement.push({ ...base, day: day + 3, truth: { group, status: 'matched' } });
        break;
      }
      case 9:
        // The deductor filed under 194J what we booked as 194C.
        pair(base, { ...base, section: base.section === '194J' ? '194C' : '194J' }, 'mismatch');
        break;
      case 14: {
        // Booked on 28 June (Q1), deducted on 2 July (Q2).
        const q1 = dayOf(2024, 6, 28);
        pair({ ...base, day: q1 }, { ...base, day: q1 + 4 }, 'mismatch');
        break;
      }
      case 19:
        // The deductor deducted less than we booked.
        pair(base, { ...base, tds: tds - Math.round(tds / 4), booking: 'U' }, 'mismatch');
        break;
      case 23:
        alone(base, true);
        break;
      case 27:
        alone({ ...base, booking: 'P' }, false);
        break;
      case 31: {
        // Decoy: the same amount, section and quarter under another deductor's TAN.
        alone(base, true);
        alone({ ...base, deductor: DEDUCTORS[(i + 2) % DEDUCTORS.length]!, day: day + 1 }, false);
        break;
      }
      default:
        pair(base, { ...base, day: day + r.int(0, 4) }, 'matched');
    }
  }
  return { register, statement };
}

/** The TDS receivable register as an accountant keeps it: one row per credit, a total row. */
export function tdsRegister(lines: TdsLine[], name: string, format: 'xlsx' | 'csv'): FileDraft {
  const s = new SheetDraft(
    format === 'csv' ? '' : 'TDS Receivable',
    [12, 34, 12, 9, 16, 16, 14, 12],
  );
  s.add(['Concord Traders Pvt Ltd - TDS Receivable Register FY 2024-25'], undefined, true);
  s.blank();
  s.add(
    [
      'Date',
      'Customer',
      'TAN of Deductor',
      'Section',
      'Invoice No',
      'Amount Credited',
      'TDS Amount',
      'Quarter',
    ],
    undefined,
    true,
  );
  let total = 0;
  for (const l of [...lines].sort((a, b) => a.day - b.day)) {
    total += l.tds;
    const q = Math.floor(((dateOf(l.day).getUTCMonth() + 9) % 12) / 3) + 1;
    const money = (m: number): Cell => (format === 'csv' ? (m / 100).toFixed(2) : { amount: m });
    s.add(
      [
        format === 'csv' ? dateText.dmySlash(l.day) : dateOf(l.day),
        l.deductor.name,
        l.deductor.tan,
        l.section,
        l.invoice,
        money(l.gross),
        money(l.tds),
        `Q${q}`,
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
      format === 'csv' ? (total / 100).toFixed(2) : { amount: total },
      null,
    ],
    undefined,
    true,
  );
  return { name, format, sheets: [s] };
}

/**
 * Form 26AS as TRACES gives it, Excel or caret-separated text: assessee details, then Part I
 * in blocks, one per deductor (a summary row with name, TAN and totals, a sub-header, the
 * deductor's transactions), and Part II with no transactions.
 */
export function form26as(lines: TdsLine[], name: string, format: 'xlsx' | 'txt'): FileDraft {
  const s = new SheetDraft(format === 'txt' ? '' : '26AS', [8, 36, 14, 18, 12, 14, 10, 18, 16, 16]);
  const money = (m: number): Cell => (format === 'txt' ? (m / 100).toFixed(2) : { amount: m });
  s.add([
    'File Creation Date',
    'Permanent Account Number (PAN)',
    'Current Status of PAN',
    'Financial Year',
    'Assessment Year',
    'Name of Assessee',
  ]);
  s.add([
    '14-04-2025',
    'AAACC4321D',
    'Active',
    '2024-25',
    '2025-26',
    'CONCORD TRADERS PRIVATE LIMITED',
  ]);
  s.blank();
  s.add([null, 'PART-I - Details of Tax Deducted at Source'], undefined, true);
  s.add(
    [
      'Sr. No.',
      'Name of Deductor',
      'TAN of Deductor',
      null,
      null,
      null,
      'Total Amount Paid / Credited(Rs.)',
      'Total Tax Deducted(Rs.)',
      'Total TDS Deposited(Rs.)',
    ],
    undefined,
    true,
  );
  const byTan = new Map<string, TdsLine[]>();
  for (const l of lines) byTan.set(l.deductor.tan, [...(byTan.get(l.deductor.tan) ?? []), l]);
  let k = 1;
  for (const group of byTan.values()) {
    const d = group[0]!.deductor;
    const gross = group.reduce((a, l) => a + l.gross, 0);
    const tds = group.reduce((a, l) => a + l.tds, 0);
    s.add(
      [String(k++), d.name, d.tan, null, null, null, money(gross), money(tds), money(tds)],
      undefined,
      true,
    );
    s.add(
      [
        null,
        'Sr. No.',
        'Section',
        'Transaction Date',
        'Status of Booking',
        'Date of Booking',
        'Remarks',
        'Amount Paid / Credited(Rs.)',
        'Tax Deducted(Rs.)',
        'TDS Deposited(Rs.)',
      ],
      undefined,
      true,
    );
    group
      .sort((a, b) => a.day - b.day)
      .forEach((l, i) =>
        s.add(
          [
            null,
            String(i + 1),
            l.section,
            dateText.dMonY(l.day),
            l.booking,
            dateText.dMonY(l.day + 60),
            '-',
            money(l.gross),
            money(l.tds),
            money(l.booking === 'U' ? 0 : l.tds),
          ],
          l.truth,
        ),
      );
  }
  s.blank();
  s.add([null, 'PART-II - Details of Tax Deducted at Source for 15G / 15H'], undefined, true);
  s.add([
    'Sr. No.',
    'Name of Deductor',
    'TAN of Deductor',
    null,
    null,
    null,
    'Total Amount Paid / Credited(Rs.)',
    'Total Tax Deducted(Rs.)',
    'Total TDS Deposited(Rs.)',
  ]);
  s.add([null, 'No Transactions Present']);
  return { name, format, sheets: [s], separator: '^' };
}
