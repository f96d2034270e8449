import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../types.js';
import {
  CATEGORIES,
  columnsFromEntries,
  entriesOf,
  permuted,
  transferablesOf,
  type LedgerColumns,
} from './ledger-columns.js';
import { compareTexts, textAt, textColumnOf } from './text-column.js';
import { keyHash, normaliseDocNo } from '../normalise/doc-number.js';
import { matchLedgerColumns } from '../match/match-ledgers.js';

const text = fc.string({ maxLength: 60, unit: 'binary' });
const minor = fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 });
const entry = fc.record(
  {
    side: fc.constant('books' as const),
    sheet: fc.constantFrom('Ledger', 'Sheet 2', ''),
    row: fc.integer({ min: 1, max: 2_000_000 }),
    date: fc.option(
      fc
        .date({ min: new Date('1950-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      { nil: null },
    ),
    docNo: text,
    docType: text,
    narration: text,
    category: fc.constantFrom(...CATEGORIES),
    amountMinor: minor,
    balanceMinor: fc.option(minor, { nil: null }),
    gst: fc.option(
      fc.record({
        supplierGstin: text,
        placeOfSupply: text,
        reverseCharge: fc.boolean(),
        taxableMinor: minor,
        igstMinor: minor,
        cgstMinor: minor,
        sgstMinor: minor,
        cessMinor: minor,
      }),
      { nil: undefined },
    ),
    tds: fc.option(
      fc.record({ deductorTan: text, deductorPan: text, section: text, quarter: text }),
      { nil: undefined },
    ),
  },
  {
    requiredKeys: [
      'side',
      'sheet',
      'row',
      'date',
      'docNo',
      'docType',
      'narration',
      'category',
      'amountMinor',
      'balanceMinor',
    ],
  },
);

/**
 * Entries as the object API gives them back: absent GST/TDS fields are left out, and the
 * document number is the entry's one reference.
 */
function plain(entries: LedgerEntry[]): LedgerEntry[] {
  return entries.map((e) => {
    const out: LedgerEntry = {
      ...e,
      references: e.docNo ? [{ role: 'document', header: '', text: e.docNo }] : [],
    };
    if (out.gst === undefined) delete out.gst;
    if (out.tds === undefined) delete out.tds;
    return out;
  });
}

describe('ledger columns', () => {
  it('round-trips any entries, with and without GST and TDS fields', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (entries) => {
        expect(entriesOf(columnsFromEntries('books', entries))).toEqual(plain(entries));
      }),
      { numRuns: 300 },
    );
  });

  it('reorders every column together', () => {
    fc.assert(
      fc.property(
        fc.array(entry, { minLength: 1, maxLength: 30 }).chain((entries) =>
          fc.tuple(
            fc.constant(entries),
            fc.shuffledSubarray(
              entries.map((_, i) => i),
              { minLength: entries.length, maxLength: entries.length },
            ),
          ),
        ),
        ([entries, order]) => {
          const t = permuted(columnsFromEntries('books', entries), Int32Array.from(order));
          expect(entriesOf(t)).toEqual(plain(order.map((i) => entries[i]!)));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('moves to another thread as transferables, without a copy', () => {
    const entries: LedgerEntry[] = [
      {
        side: 'counterparty',
        sheet: 'Sheet1',
        row: 7,
        date: '2024-04-01',
        docNo: 'INV/2024-25/7',
        docType: 'RE',
        narration: 'Invoice 7 – ₹',
        category: 'invoice',
        amountMinor: -123_456,
        balanceMinor: null,
        gst: {
          supplierGstin: '27AAPFU0939F1ZV',
          placeOfSupply: '27',
          reverseCharge: true,
          taxableMinor: 100,
          igstMinor: 0,
          cgstMinor: 9,
          sgstMinor: 9,
          cessMinor: 0,
        },
        tds: {
          deductorTan: 'MUMA12345B',
          deductorPan: 'AABCU9603R',
          section: '194C',
          quarter: 'Q1',
        },
      },
    ];
    const table = columnsFromEntries('counterparty', entries);
    const transfer = transferablesOf(table);
    const { port1, port2 } = new MessageChannel();
    port1.postMessage(table, transfer);
    // Every buffer now belongs to the receiver: the sender's views are detached.
    expect(table.amount.byteLength).toBe(0);
    expect(table.docNo.chars.byteLength).toBe(0);
    const received = receiveMessageOnPort(port2)!.message as LedgerColumns;
    port1.close();
    expect(entriesOf(received)).toEqual(plain(entries));
  });

  it("carries each document number's comparison key and hash when asked, through a reordering", () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 30 }), (entries) => {
        const order = Int32Array.from(entries.map((_, i) => entries.length - 1 - i));
        const t = permuted(columnsFromEntries('books', entries, true), order);
        const keys = t.docKeys!;
        for (let k = 0; k < t.length; k++) {
          const key = textAt(keys.keys, k);
          expect(key).toBe(normaliseDocNo(textAt(t.docNo, k)));
          expect(keys.hash[k]).toBe(
            keyHash(keys.keys.chars, keys.keys.offsets[k]!, keys.keys.offsets[k + 1]!),
          );
        }
      }),
      { numRuns: 200 },
    );
  });

  it('gives the matcher the same outcome with keys from the reader or computed by it', () => {
    const docs = fc.constantFrom(
      'INV/001',
      'inv-1',
      'INV/2023-24/002',
      '1234',
      '12345',
      '',
      'A-100',
    );
    const side = fc.array(
      fc.record({ docNo: docs, amountMinor: fc.constantFrom(100, 98, -50, 0), day: fc.nat(20) }),
      { maxLength: 20 },
    );
    const entries = (
      rows: { docNo: string; amountMinor: number; day: number }[],
      s: 'books' | 'counterparty',
    ) =>
      rows.map((r, i): LedgerEntry => ({
        side: s,
        sheet: 'S',
        row: i + 2,
        date: `2024-01-${String(r.day + 1).padStart(2, '0')}`,
        docNo: r.docNo,
        docType: '',
        narration: '',
        category: 'invoice',
        amountMinor: r.amountMinor,
        balanceMinor: null,
      }));
    fc.assert(
      fc.property(side, side, (b, c) => {
        const run = (keys: boolean) =>
          matchLedgerColumns(
            columnsFromEntries('books', entries(b, 'books'), keys),
            columnsFromEntries('counterparty', entries(c, 'counterparty'), keys),
            { kind: 'ledger' },
          );
        const a = run(true);
        const z = run(false);
        expect([a.columns.status, a.columns.group, a.columns.remark, a.summary, a.bridge]).toEqual([
          z.columns.status,
          z.columns.group,
          z.columns.remark,
          z.summary,
          z.bridge,
        ]);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a date that is not a calendar date', () => {
    const bad = { ...fc.sample(entry, 1)[0]!, date: '2024-02-30' };
    expect(() => columnsFromEntries('books', [bad])).toThrow(/'2024-02-30' is not a date/);
  });
});

describe('text columns', () => {
  it('compare like strings', () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        const col = textColumnOf([a, b]);
        expect(textAt(col, 0)).toBe(a);
        expect(compareTexts(col, 0, col, 1)).toBe(a < b ? -1 : a > b ? 1 : 0);
      }),
      { numRuns: 500 },
    );
  });
});
