import { normaliseGstin } from '../../normalise/gst.js';
import { normaliseDocNo } from '../../normalise/doc-number.js';
import type { LedgerEntry } from '../../types.js';
import type { Matcher } from '../matcher.js';

/**
 * GSTR-2A/2B give one row per tax rate of an invoice (the invoice value repeated on each):
 * rows of one side with the same supplier GSTIN, document number, date and invoice value but
 * other tax amounts are one document. The first row stands for it with the sums of all its
 * rows' taxable value and taxes while the rules run; the others are held back and take its
 * outcome afterwards (`release`). Rows repeating the same tax amounts too are duplicates
 * and stay apart.
 */
export function holdRateRows(m: Matcher): { release: () => void } {
  const followers: [number, number][] = [];
  for (const [from, to] of [
    [0, m.nBooks],
    [m.nBooks, m.n],
  ] as const) {
    const leaders = new Map<string, { leader: number; taxes: string[]; sum: LedgerEntry }>();
    for (let i = from; i < to; i++) {
      if (m.done[i] !== 0) continue;
      const e = m.entry(i);
      const g = e.gst;
      if (!g || !e.docNo) continue;
      const key = `${normaliseGstin(g.supplierGstin)}|${normaliseDocNo(e.docNo)}|${e.date ?? ''}|${e.amountMinor}`;
      const taxes = `${g.taxableMinor}|${g.igstMinor}|${g.cgstMinor}|${g.sgstMinor}|${g.cessMinor}`;
      const seen = leaders.get(key);
      if (!seen) {
        leaders.set(key, { leader: i, taxes: [taxes], sum: e });
        continue;
      }
      if (seen.taxes.includes(taxes)) continue;
      seen.taxes.push(taxes);
      const s = seen.sum.gst!;
      seen.sum = {
        ...seen.sum,
        gst: {
          ...s,
          taxableMinor: s.taxableMinor + g.taxableMinor,
          igstMinor: s.igstMinor + g.igstMinor,
          cgstMinor: s.cgstMinor + g.cgstMinor,
          sgstMinor: s.sgstMinor + g.sgstMinor,
          cessMinor: s.cessMinor + g.cessMinor,
        },
      };
      m.replaceEntry(seen.leader, seen.sum);
      m.done[i] = 1;
      followers.push([i, seen.leader]);
    }
  }
  return {
    release: () => {
      for (const [f, leader] of followers) m.follow(f, leader);
    },
  };
}
