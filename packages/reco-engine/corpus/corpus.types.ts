import type { ReconciliationKind } from '../src/types';

/** What a labelled entry should come out as. */
export type TruthStatus =
  | 'matched'
  | 'suggested'
  | 'mismatch'
  | 'only_in_books'
  | 'only_in_counterparty'
  | 'exact_match'
  | 'suggested_match'
  | 'only_in_2b';

/**
 * The truth of one entry row: the group it belongs to (every entry of a group must come out
 * sharing one matchId, and no other entry with them) and the status the group must get.
 * An unpaired entry is a group of one. `remark2` (a prefix) is checked when given.
 * `orSuggestedWith` names another group whose entries may be offered together with this one
 * as a suggestion (a decoy a person would reject) without counting as wrong.
 */
export type TruthMark = {
  group: string;
  status: TruthStatus;
  remark2?: string;
  orSuggestedWith?: string;
};

export type TruthRow = TruthMark & { sheet: string; row: number };

export type CorpusSide = {
  /** File name inside the layout's folder. */
  file: string;
  rows: TruthRow[];
};

/** One labelled books/counterparty pair. */
export type CorpusLayout = {
  name: string;
  /** `tuned`: the layouts the engine was made right on; `holdout`: written without looking at it. */
  group: 'tuned' | 'holdout';
  description: string;
  kind: ReconciliationKind;
  books: CorpusSide;
  counterparty: CorpusSide;
  /** The counterparty statement's period, as a person would enter it. */
  period?: { from: string; to: string };
};
