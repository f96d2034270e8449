import type { EntryCategory } from '../../types';

const RULES: [RegExp, EntryCategory][] = [
  [/\bopening\b|\bo\/?b\b|\bb\/?f\b|brought forward/, 'opening_balance'],
  [/credit\s*note|\bcr\.?\s*note\b|\bcn\b|sales\s*return|purchase\s*return/, 'credit_note'],
  [/debit\s*note|\bdr\.?\s*note\b|\bdn\b/, 'debit_note'],
  [/\btds\b|tax\s*deducted|\b194[a-z]?\b|\btcs\b/, 'tds'],
  [
    /payment|receipt|\brcpt\b|\bpymt\b|\bpmt\b|\bbank\b|\bneft\b|\brtgs\b|\bimps\b|cheque|\bchq\b|\bupi\b|contra/,
    'payment',
  ],
  [/invoice|\binv\b|\bsales?\b|purchase|\bbill\b|\bjournal\s*-?\s*sale/, 'invoice'],
];

/** Infers the document category from the voucher type first, then the narration. */
export function inferCategory(docType: string, narration: string, docNo = ''): EntryCategory {
  for (const text of [docType, narration, docNo]) {
    if (!text) continue;
    const t = text.toLowerCase();
    for (const [re, cat] of RULES) if (re.test(t)) return cat;
  }
  return 'other';
}
