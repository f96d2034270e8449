// Shared vocabulary of the reconciliation engine: readers produce LedgerEntry values,
// rules consume them, writers and the CLI print EntryResult values.

export type ReconciliationKind = 'ledger' | 'gst' | 'tds';
export type LedgerSide = 'books' | 'counterparty';

export type EntryCategory =
  'invoice' | 'payment' | 'credit_note' | 'debit_note' | 'tds' | 'opening_balance' | 'other';

export type LedgerStatus =
  'matched' | 'suggested' | 'mismatch' | 'only_in_books' | 'only_in_counterparty';

export type GstStatus =
  'exact_match' | 'suggested_match' | 'mismatch' | 'manual_match' | 'only_in_books' | 'only_in_2b';

export type EntryStatus = LedgerStatus | GstStatus;

/**
 * One row of a ledger, normalised by a reader. Amounts are signed integers in minor units
 * (1/100 of the currency unit), exact in a JS number up to 2^53, and always from the
 * books' point of view: readers mirror the counterparty's signs (their debit is our credit),
 * so a books +1000.00 and the matching counterparty row both read +100000.
 */
export type LedgerEntry = {
  side: LedgerSide;
  /** Sheet name as in the workbook ('' for CSV). */
  sheet: string;
  /** 1-based row number in the source sheet. */
  row: number;
  /** ISO date yyyy-mm-dd, or null when the row has none. */
  date: string | null;
  /** Document number as written in the file (display value). */
  docNo: string;
  /** Document type text as written (voucher type), '' when absent. */
  docType: string;
  narration: string;
  category: EntryCategory;
  amountMinor: number;
  /** Running balance when the file has one (minor units), else null. */
  balanceMinor: number | null;
  /**
   * Every reference of the entry with its role, docNo first (when it has one). Readers fill
   * it; for entries built by hand it may be left out (docNo then counts as a document).
   */
  references?: EntryReference[];
  gst?: GstFields;
  tds?: TdsFields;
};

/** A reference of an entry: our voucher, the party's document, a payment reference, or one found in the narration. */
export type EntryReference = {
  role: 'voucher' | 'document' | 'paymentRef' | 'narration';
  /** Header of the column it came from ('Narration' for references found in the text). */
  header: string;
  text: string;
};

export type GstFields = {
  supplierGstin: string;
  placeOfSupply: string;
  reverseCharge: boolean;
  taxableMinor: number;
  igstMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  cessMinor: number;
};

export type TdsFields = {
  deductorTan: string;
  deductorPan: string;
  section: string;
  /** Fiscal quarter, e.g. 'Q1' (from the file, else from the date). */
  quarter: string;
  /** Amount paid or credited on which the tax was deducted (minor units), when the file gives it. */
  grossMinor?: number;
};

export type EntryResult = {
  side: LedgerSide;
  sheet: string;
  row: number;
  docNo: string;
  date: string | null;
  amountMinor: number;
  status: EntryStatus;
  category: EntryCategory;
  remark: string;
  remark2: string;
  /** Shared by every entry of one pairing or group; null when unpaired. */
  matchId: string | null;
  /** Id of the rule that gave the status. */
  rule: string;
  /** Why: the rule's description and, for a pair on a reference, which references agreed. */
  reason: string;
  /** Every reference of the entry with its role. */
  references: EntryReference[];
  /** The reference that agreed with the other side, when a reference paired the entry. */
  agreedOn: EntryReference | null;
  /** Stable identity of the entry for manual decisions (see EntryRef). */
  entryKey: string;
};

/** A user's decision kept across re-runs: pair these rows, or never pair them. */
export type ManualDecision = {
  /**
   * match: pair these entries; unmatch: never pair them; accept: a suggestion the user
   * confirmed (paired as matched); reject: a suggestion the user turned down (never paired).
   */
  kind: 'match' | 'unmatch' | 'accept' | 'reject';
  books: EntryRef[];
  counterparty: EntryRef[];
};

/**
 * An entry named in a decision: by its entry key (as results give it: survives re-reading
 * new files where the entry still exists) or by sheet and 1-based row (this file only).
 */
export type EntryRef = { key: string } | { sheet: string; row: number };
