import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../../gql';
import type { HistoryNoteCode, LedgerField, RunNeed } from '../../../gql/graphql';
import {
  fieldNames,
  formatColumnReason,
  type ColumnReasonView,
} from '../iterations/column-reasons';
import { formatMappingConflict, type MappingConflictView } from '../iterations/mapping-conflicts';

/** What the history and follow-ups read of a note the system wrote on a rule's behalf. */
export const HistoryNoteFields = graphql(`
  fragment HistoryNote_Note on HistoryNote {
    code
    rule
    trigger
    books
    counterparty
    conflicts {
      code
      header
      otherHeader
      headers
      field
    }
    guesses {
      field
      letter
      reason {
        code
        header
        otherHeader
        field
        percent
        values
        knownAs
      }
    }
  }
`);

export type HistoryNoteView = {
  code: HistoryNoteCode;
  rule: string;
  trigger?: 'PARTY_LEDGER' | 'BOOKS_COMPLETED' | null;
  books?: RunNeed | null;
  counterparty?: RunNeed | null;
  conflicts: MappingConflictView[];
  guesses: { field: LedgerField; letter: string; reason: ColumnReasonView }[];
};

type NoteMessage =
  | 'ruleAcceptedMapping'
  | 'startedOnPartyLedger'
  | 'startedOnBooksCompleted'
  | 'ruleRunWaits'
  | 'doubts'
  | 'guess';

const notes: Record<NoteMessage, MessageDescriptor> = defineMessages({
  ruleAcceptedMapping: {
    id: 'reco.historyNote.ruleAcceptedMapping',
    defaultMessage: 'Accepted by the rule “{rule}”: the engine named every column a match reads',
  },
  startedOnPartyLedger: {
    id: 'reco.historyNote.startedOnPartyLedger',
    defaultMessage: 'Started by the rule “{rule}” when the party’s ledger arrived',
  },
  startedOnBooksCompleted: {
    id: 'reco.historyNote.startedOnBooksCompleted',
    defaultMessage:
      'Started by the rule “{rule}” when our books completed the pair with the party’s ledger',
  },
  ruleRunWaits: {
    id: 'reco.historyNote.ruleRunWaits',
    defaultMessage: 'The rule “{rule}” did not start the run: {reasons}',
  },
  doubts: {
    id: 'reco.historyNote.doubts',
    defaultMessage: '{need} ({doubts})',
  },
  guess: {
    id: 'reco.historyNote.guess',
    defaultMessage: '“{field}” in column {letter} is a guess: {reason}',
  },
});

/** What one side lacks before a run, per side and need. */
export const runNeedMessages: Record<
  'books' | 'counterparty',
  Record<RunNeed, MessageDescriptor>
> = {
  books: defineMessages({
    FILE: { id: 'reco.historyNote.booksFile', defaultMessage: 'our books are not uploaded' },
    MAPPING: {
      id: 'reco.historyNote.booksMapping',
      defaultMessage: 'the columns of our books are not confirmed',
    },
  }),
  counterparty: defineMessages({
    FILE: {
      id: 'reco.historyNote.counterpartyFile',
      defaultMessage: 'the party’s ledger is not uploaded',
    },
    MAPPING: {
      id: 'reco.historyNote.counterpartyMapping',
      defaultMessage: 'the columns of the party’s ledger are not confirmed',
    },
  }),
};

/**
 * Why a rule's run waits, in the user's language: what each side lacks, with the doubts
 * that keep the party's columns unconfirmed.
 */
export function formatRunNeeds(intl: IntlShape, note: HistoryNoteView): string {
  const reasons: string[] = [];
  if (note.books) reasons.push(intl.formatMessage(runNeedMessages.books[note.books]));
  if (note.counterparty) {
    const need = intl.formatMessage(runNeedMessages.counterparty[note.counterparty]);
    const doubts = [
      ...note.conflicts.map((c) => formatMappingConflict(intl, c)),
      ...note.guesses.map((g) =>
        intl.formatMessage(notes.guess, {
          field: intl.formatMessage(fieldNames[g.field]),
          letter: g.letter,
          reason: formatColumnReason(intl, g.reason),
        }),
      ),
    ];
    reasons.push(
      doubts.length > 0
        ? intl.formatMessage(notes.doubts, { need, doubts: doubts.join('; ') })
        : need,
    );
  }
  return intl.formatList(reasons, { type: 'conjunction' });
}

/** A note the system wrote in a reco's history on a rule's behalf, in the user's language. */
export function formatHistoryNote(intl: IntlShape, note: HistoryNoteView): string {
  switch (note.code) {
    case 'RULE_ACCEPTED_MAPPING':
      return intl.formatMessage(notes.ruleAcceptedMapping, { rule: note.rule });
    case 'RULE_STARTED_RUN':
      return intl.formatMessage(
        note.trigger === 'BOOKS_COMPLETED'
          ? notes.startedOnBooksCompleted
          : notes.startedOnPartyLedger,
        { rule: note.rule },
      );
    case 'RULE_RUN_WAITS':
      return intl.formatMessage(notes.ruleRunWaits, {
        rule: note.rule,
        reasons: formatRunNeeds(intl, note),
      });
  }
}
