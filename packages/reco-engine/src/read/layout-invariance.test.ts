import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchLedgerColumns } from '../match/match-ledgers';
import { resultsOf } from '../columns/match-columns';
import { readLedgerTableInProcess } from './read-ledger.in-process';

// Property: how a ledger is laid out (header names, column order, title block above the
// header, total and closing lines below the entries) never changes what it reconciles to.

type Line = { date: string; doc: string; narration: string; minor: number };

const BOOKS: Line[] = [
  { date: '01/04/2024', doc: '', narration: 'Opening Balance', minor: 5_000_000 },
  { date: '03/04/2024', doc: 'INV/2024-25/0045', narration: 'Sales A/c', minor: 11_800_000 },
  { date: '08/04/2024', doc: 'UTR000123', narration: 'HDFC Bank receipt', minor: -10_000_000 },
  { date: '09/04/2024', doc: 'JV/12', narration: 'TDS on INV/2024-25/0045', minor: -200_000 },
  { date: '12/04/2024', doc: 'INV/2024-25/0046', narration: 'Sales A/c', minor: 10_000_000 },
  { date: '15/04/2024', doc: 'INV/2024-25/0047', narration: 'Sales A/c', minor: 2_360_000 },
  { date: '18/04/2024', doc: 'CN/2024-25/0003', narration: 'Sales returns', minor: -118_050 },
  { date: '28/04/2024', doc: '1234', narration: 'Sales A/c', minor: 99_900 },
];

const COUNTERPARTY = [
  'Date,Bill No,Narration,Debit,Credit',
  '01/04/2024,,Opening Balance,,"50,000.00"',
  '04/04/2024,INV-45,Purchase,,"1,18,000.00"',
  '08/04/2024,UTR000123,Payment,"1,00,000.00",',
  '09/04/2024,,TDS on INV-45,"2,000.00",',
  '12/04/2024,INV-46,Purchase,,"98,000.00"',
  '16/04/2024,INV-47,Purchase,,"23,600.40"',
  '18/04/2024,CN-3,Purchase return,"1,180.50",',
  '28/04/2024,12345,Purchase,,999.00',
].join('\n');

const NAMES = {
  date: ['Date', 'Vch Date', 'Txn Date', 'Posting Date'],
  doc: ['Vch No.', 'Voucher No', 'Invoice No', 'Bill No', 'Ref. No.', 'Document No'],
  narration: ['Particulars', 'Narration', 'Description', 'Details'],
  debit: ['Debit', 'Dr', 'Debit Amount', 'Debit (Rs.)'],
  credit: ['Credit', 'Cr', 'Credit Amount', 'Credit (Rs.)'],
} as const;
type Column = keyof typeof NAMES;
const COLUMNS = Object.keys(NAMES) as Column[];

const money = (minor: number) => {
  const s = (minor / 100).toFixed(2);
  return `"${s.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}"`;
};

function csv(order: Column[], names: Record<Column, string>, title: string[], totals: string[]) {
  const cell = (l: Line, c: Column) =>
    c === 'date'
      ? l.date
      : c === 'doc'
        ? l.doc
        : c === 'narration'
          ? l.narration
          : c === 'debit'
            ? l.minor > 0
              ? money(l.minor)
              : ''
            : l.minor < 0
              ? money(-l.minor)
              : '';
  const total = BOOKS.reduce((s, l) => s + l.minor, 0);
  const footer = totals.map((t) =>
    order
      .map((c) => (c === 'narration' ? t : c === 'debit' && t !== 'Total' ? money(total) : ''))
      .join(','),
  );
  return [
    ...title,
    order.map((c) => names[c]).join(','),
    ...BOOKS.map((l) => order.map((c) => cell(l, c)).join(',')),
    ...footer,
  ].join('\n');
}

/** Per books entry (in ledger order): status, remark and the partner's number. */
async function outcome(text: string) {
  const read = (t: string, side: 'books' | 'counterparty') =>
    readLedgerTableInProcess(Buffer.from(t), { side, kind: 'ledger', fileName: `${side}.csv` });
  const [b, c] = await Promise.all([read(text, 'books'), read(COUNTERPARTY, 'counterparty')]);
  const result = matchLedgerColumns(b.table, c.table, {
    kind: 'ledger',
    closing: { books: b.closingBalanceMinor, counterparty: c.closingBalanceMinor },
  });
  const entries = resultsOf(result.columns);
  return {
    entries: entries
      .filter((e) => e.side === 'books')
      .map((e) => [
        e.status,
        e.remark,
        e.remark2,
        e.amountMinor,
        entries
          .filter((x) => x.side === 'counterparty' && x.matchId !== null && x.matchId === e.matchId)
          .map((x) => x.row),
      ]),
    residual: result.bridge.residual,
  };
}

describe('a ledger reconciles the same whatever its layout', () => {
  it('header names, column order, title rows and total rows change nothing', async () => {
    const plain = await outcome(
      csv(
        COLUMNS,
        {
          date: 'Date',
          doc: 'Vch No.',
          narration: 'Particulars',
          debit: 'Debit',
          credit: 'Credit',
        },
        [],
        [],
      ),
    );
    // The layout under test reconciles as a person expects, so the property is not vacuous.
    expect(plain.entries.map((e) => e[0])).toEqual([
      'matched',
      'matched',
      'matched',
      'matched',
      'mismatch',
      'matched',
      'matched',
      'suggested',
    ]);
    expect(plain.entries[4]![2]).toBe('TDS 2%');
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(COLUMNS, { minLength: COLUMNS.length, maxLength: COLUMNS.length }),
        fc.record(
          Object.fromEntries(COLUMNS.map((c) => [c, fc.constantFrom(...NAMES[c])])) as {
            [K in Column]: fc.Arbitrary<string>;
          },
        ),
        fc.subarray([
          'Concord Traders Pvt Ltd',
          'Ledger Account: Acme Industries',
          '1-Apr-2024 to 31-Mar-2025',
          '',
        ]),
        fc.subarray(['Total', 'Closing Balance']),
        async (order, names, title, totals) => {
          const got = await outcome(csv(order, names, title, totals));
          expect(got).toEqual(plain);
        },
      ),
      { numRuns: 60 },
    );
  });
});
