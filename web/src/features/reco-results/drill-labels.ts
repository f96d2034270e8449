import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { MatchProblem } from './selection';

const list = defineMessages({
  title: { id: 'recoResults.drill.title', defaultMessage: '{party}: {cell}' },
  wholeTitle: { id: 'recoResults.drill.wholeTitle', defaultMessage: '{party}: all entries' },
  backToSummary: { id: 'recoResults.drill.backToSummary', defaultMessage: 'Summary' },
  unknownSegment: {
    id: 'recoResults.drill.unknownSegment',
    defaultMessage:
      'The address names {value}, which is not a status or category: showing every one.',
  },
  books: { id: 'recoResults.drill.books', defaultMessage: 'Our books' },
  counterparty: { id: 'recoResults.drill.counterparty', defaultMessage: 'Counterparty' },
  difference: { id: 'recoResults.drill.difference', defaultMessage: 'Difference' },
  select: { id: 'recoResults.drill.select', defaultMessage: 'Select entry {document} ({side})' },
  noEntry: { id: 'recoResults.drill.noEntry', defaultMessage: 'nothing on this side' },
  source: { id: 'recoResults.drill.source', defaultMessage: '{sheet}, row {row}' },
  empty: { id: 'recoResults.drill.empty', defaultMessage: 'No entries here.' },
  range: {
    id: 'recoResults.drill.range',
    defaultMessage: '{shown} entries on this page, {total} in all',
  },
  rangeUnknown: {
    id: 'recoResults.drill.rangeUnknown',
    defaultMessage: '{shown} entries on this page',
  },
  first: { id: 'recoResults.drill.first', defaultMessage: 'First page' },
  previous: { id: 'recoResults.drill.previous', defaultMessage: 'Previous page' },
  next: { id: 'recoResults.drill.next', defaultMessage: 'Next page' },
  pageSize: { id: 'recoResults.drill.pageSize', defaultMessage: 'Lines per page' },
  keys: {
    id: 'recoResults.drill.keys',
    defaultMessage:
      'Keys: j / k move, x selects, m matches the selection, Enter accepts a suggestion, r rejects it, u unmatches, t tags.',
  },
  decidedBy: { id: 'recoResults.drill.decidedBy', defaultMessage: '{kind} by {name} on {date}' },
  decidedEarlier: {
    id: 'recoResults.drill.decidedEarlier',
    defaultMessage: '{kind} by {name} on {date}, carried from an earlier iteration',
  },
  undo: { id: 'recoResults.drill.undo', defaultMessage: 'Undo' },
  unmatch: { id: 'recoResults.drill.unmatch', defaultMessage: 'Unmatch' },
  accept: { id: 'recoResults.drill.accept', defaultMessage: 'Accept' },
  reject: { id: 'recoResults.drill.reject', defaultMessage: 'Reject' },
  tag: { id: 'recoResults.drill.tag', defaultMessage: 'Tag' },
  removeTag: { id: 'recoResults.drill.removeTag', defaultMessage: 'Remove the tag {name}' },
  selectionTitle: {
    id: 'recoResults.drill.selectionTitle',
    defaultMessage: '{count, plural, one {# entry selected} other {# entries selected}}',
  },
  selectionSums: {
    id: 'recoResults.drill.selectionSums',
    defaultMessage: 'Books {books} · counterparty {counterparty} · difference {difference}',
  },
  match: { id: 'recoResults.drill.match', defaultMessage: 'Match selected' },
  clear: { id: 'recoResults.drill.clear', defaultMessage: 'Clear selection' },
  remarks: { id: 'recoResults.drill.remarks', defaultMessage: 'Remarks (optional)' },
  decided: {
    id: 'recoResults.drill.decided',
    defaultMessage: '{kind}: the summary and bridge are updated.',
  },
  undone: { id: 'recoResults.drill.undone', defaultMessage: 'Decision undone.' },
  readOnly: {
    id: 'recoResults.drill.readOnly',
    defaultMessage: 'Decisions are not possible here: {reason}',
  },
  whyShared: {
    id: 'recoResults.drill.whyShared',
    defaultMessage: 'it is shared with you, read only.',
  },
  whyOlder: {
    id: 'recoResults.drill.whyOlder',
    defaultMessage: 'this is an older iteration; decide on the current one.',
  },
  whyState: {
    id: 'recoResults.drill.whyState',
    defaultMessage:
      'only the reconciler decides, while the result is ready and not yet submitted for review.',
  },
  // Refusals of a decision, before sending and from the service.
  problemEmpty: {
    id: 'recoResults.drill.problem.empty',
    defaultMessage: 'Select entries first (x).',
  },
  problemOneSide: {
    id: 'recoResults.drill.problem.oneSide',
    defaultMessage:
      'A match needs entries of both sides: select one from our books and one from the counterparty.',
  },
  problemPaired: {
    id: 'recoResults.drill.problem.paired',
    defaultMessage: 'Some selected entries are already paired: unmatch them first.',
  },
  problemTooMany: {
    id: 'recoResults.drill.problem.tooMany',
    defaultMessage: 'At most 50 entries can be matched at once.',
  },
  problemNoPair: {
    id: 'recoResults.drill.problem.noPair',
    defaultMessage: 'This line is not a pair: there is nothing to unmatch.',
  },
  problemNoSuggestion: {
    id: 'recoResults.drill.problem.noSuggestion',
    defaultMessage: 'Only a suggested pair can be accepted or rejected.',
  },
  refusedConflict: {
    id: 'recoResults.drill.refused.conflict',
    defaultMessage:
      'Refused: the entries changed meanwhile (already paired, decided by someone else, or the iteration moved on). The list has been reloaded.',
  },
  refusedInput: {
    id: 'recoResults.drill.refused.input',
    defaultMessage:
      'Refused: these entries cannot be decided together. Choose entries of one pair, or unpaired entries of both sides.',
  },
  refusedForbidden: {
    id: 'recoResults.drill.refused.forbidden',
    defaultMessage: 'Refused: only the reconciler of this reconciliation takes decisions.',
  },
  refusedOther: { id: 'recoResults.drill.refused.other', defaultMessage: 'Refused: {reason}' },
  tagTitle: { id: 'recoResults.tags.title', defaultMessage: 'Tags on this entry' },
  tagNone: { id: 'recoResults.tags.none', defaultMessage: 'No tags yet: create the first one.' },
  tagNew: { id: 'recoResults.tags.new', defaultMessage: 'New tag' },
  tagCreate: { id: 'recoResults.tags.create', defaultMessage: 'Create and put on' },
  tagNameRule: {
    id: 'recoResults.tags.nameRule',
    defaultMessage: 'A tag name has 1 to 40 characters.',
  },
  tagExists: {
    id: 'recoResults.tags.exists',
    defaultMessage: 'A tag with this name exists already: pick it above.',
  },
  tagFailed: { id: 'recoResults.tags.failed', defaultMessage: 'The tag was not changed: {reason}' },
  tagDone: { id: 'recoResults.tags.done', defaultMessage: 'Done' },
});

export const drill: Record<keyof typeof list, MessageDescriptor> = list;

export const matchProblems: Record<MatchProblem, MessageDescriptor> = {
  empty: drill.problemEmpty,
  oneSide: drill.problemOneSide,
  paired: drill.problemPaired,
  tooMany: drill.problemTooMany,
};
