import { Type, type Static } from 'typebox';
import { ColumnReason, LedgerField, MappingConflict } from './iterations.contract.js';

// What the system writes in a reco's history on the company's rule's behalf, as a code with
// its values: screens word it in the user's language. People's remarks stay free text, and
// entries written before these notes keep their English remarks.

/**
 * `ruleAcceptedMapping`: the rule took the engine's mapping of the party's columns, the engine
 * having named every column a match reads; `ruleStartedRun`: the rule started the run;
 * `ruleRunWaits`: the rule would have started the run but something is missing.
 */
export const HISTORY_NOTE_CODES = [
  'ruleAcceptedMapping',
  'ruleStartedRun',
  'ruleRunWaits',
] as const;
export type HistoryNoteCode = (typeof HISTORY_NOTE_CODES)[number];

/** What set a rule's run going: the party's ledger, or our books completing its pair. */
export const RULE_TRIGGERS = ['partyLedger', 'booksCompleted'] as const;
export type RuleTrigger = (typeof RULE_TRIGGERS)[number];

/** What a side lacks before a run: its file, or the confirmation of its columns. */
export const RUN_NEEDS = ['file', 'mapping'] as const;
export type RunNeed = (typeof RUN_NEEDS)[number];

/** A column a match reads whose role the engine only guessed. */
export const GuessedColumn = Type.Object({
  field: LedgerField,
  /** Column letter as spreadsheets show it. */
  letter: Type.String(),
  reason: ColumnReason,
});
export type GuessedColumn = Static<typeof GuessedColumn>;

export const HistoryNote = Type.Object({
  code: Type.Enum(HISTORY_NOTE_CODES),
  params: Type.Object({
    /** The rule's name. */
    rule: Type.String(),
    /** `ruleStartedRun`: what set the run going. */
    trigger: Type.Optional(Type.Enum(RULE_TRIGGERS)),
    /** `ruleRunWaits`: what our books lack. */
    books: Type.Optional(Type.Enum(RUN_NEEDS)),
    /** `ruleRunWaits`: what the party's ledger lacks. */
    counterparty: Type.Optional(Type.Enum(RUN_NEEDS)),
    /** `ruleRunWaits`: the ambiguities of the party's mapping that keep it unconfirmed. */
    conflicts: Type.Optional(Type.Array(MappingConflict)),
    /** `ruleRunWaits`: the party's columns a match reads that the engine only guessed. */
    guesses: Type.Optional(Type.Array(GuessedColumn)),
  }),
});
export type HistoryNote = Static<typeof HistoryNote>;
