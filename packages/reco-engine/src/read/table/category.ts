import { categoryCode } from '../../columns/ledger-columns';
import type { EntryCategory } from '../../types';

// Case-insensitive patterns: no lower-cased copy of every narration.
const RULES: [RegExp, EntryCategory][] = [
  [
    /\bopening\b|\bo\/?b\b|\bb\/?f\b|brought\s*forward|balance\s*forward|carry\s*forward|initial\s*balance|prarambhik|aarambhik|प्रारंभिक\s*शेष|आरंभिक\s*शेष/i,
    'opening_balance',
  ],
  [/credit\s*note|\bcr\.?\s*note\b|\bcn\b|sales\s*return|purchase\s*return/i, 'credit_note'],
  [/debit\s*note|\bdr\.?\s*note\b|\bdn\b/i, 'debit_note'],
  [/\btds\b|tax\s*deducted|\b194[a-z]?\b|\btcs\b/i, 'tds'],
  [
    /^(bnk|csh|cash)\d{0,2}$|payment|receipt|\brcpt\b|\bpymt\b|\bpmt\b|\bbank\b|\bneft\b|\brtgs\b|\bimps\b|cheque|\bchq\b|\bupi\b|contra/i,
    'payment',
  ],
  [/invoice|\binv\b|\bsales?\b|purchase|\bbill\b|\bjournal\s*-?\s*sale/i, 'invoice'],
];

/** SAP document types, as exports show them in a Typ column. */
const SAP_TYPES: Record<string, EntryCategory> = {
  KR: 'invoice',
  RE: 'invoice',
  RV: 'invoice',
  DR: 'invoice',
  KZ: 'payment',
  DZ: 'payment',
  ZP: 'payment',
  KG: 'credit_note',
  DG: 'credit_note',
};

/** Infers the document category from the voucher type first, then the narration. */
export function inferCategory(docType: string, narration: string, docNo = ''): EntryCategory {
  for (const text of [docType, narration, docNo]) {
    const c = text ? categoryOfText(text) : null;
    if (c) return c;
  }
  return 'other';
}

function categoryOfText(text: string): EntryCategory | null {
  if (text.length === 2) {
    const sap = SAP_TYPES[text.toUpperCase()];
    if (sap) return sap;
  }
  for (const [re, cat] of RULES) if (re.test(text)) return cat;
  return null;
}

const CACHE_LIMIT = 4096;

/**
 * inferCategory as a category code, remembering the verdict for voucher types and
 * narrations already seen: a ledger repeats a handful of them over a million rows.
 */
export class CategoryCache {
  private readonly seen = new Map<string, EntryCategory | null>();
  private misses = 0;

  private of(text: string): EntryCategory | null {
    // Once the cache is full and most texts are new (one narration per row), asking it
    // only costs a hash of every text.
    if (this.misses > 4 * CACHE_LIMIT) return categoryOfText(text);
    let c = this.seen.get(text);
    if (c === undefined) {
      c = categoryOfText(text);
      if (this.seen.size < CACHE_LIMIT) this.seen.set(text, c);
      else this.misses++;
    }
    return c;
  }

  code(docType: string, narration: string, docNo: string): number {
    const c =
      (docType ? this.of(docType) : null) ??
      (narration ? this.of(narration) : null) ??
      (docNo ? categoryOfText(docNo) : null) ??
      'other';
    return categoryCode(c);
  }
}

/**
 * A function of a text, remembered for texts already seen (narrations repeat a handful of
 * values over a million rows); stops remembering once most texts are new.
 */
export class TextCache<T> {
  private readonly seen = new Map<string, { value: T; count: number }>();
  private misses = 0;

  constructor(private readonly fn: (text: string) => T) {}

  of(text: string): T {
    return this.counted(text).value;
  }

  /** The value and how many times the text was asked for (0 once the cache is full). */
  counted(text: string): { value: T; count: number } {
    if (this.misses > 4 * CACHE_LIMIT) return { value: this.fn(text), count: 0 };
    let v = this.seen.get(text);
    if (v === undefined) {
      v = { value: this.fn(text), count: 0 };
      if (this.seen.size < CACHE_LIMIT) this.seen.set(text, v);
      else this.misses++;
    }
    v.count++;
    return v;
  }
}
