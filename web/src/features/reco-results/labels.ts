import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { StatusLook } from '../../ui/display/StatusChip';
import type { EntryCategory, EntryStatus } from '../../gql/graphql';
import { assertNever } from './cells';

/** What the reconciliation made of an entry, in the user's language, with its colour. */
const statusNames: Record<EntryStatus, MessageDescriptor> = defineMessages({
  MATCHED: { id: 'recoResults.status.matched', defaultMessage: 'Matched' },
  SUGGESTED: { id: 'recoResults.status.suggested', defaultMessage: 'Suggested' },
  MISMATCH: { id: 'recoResults.status.mismatch', defaultMessage: 'Mismatch' },
  ONLY_IN_BOOKS: { id: 'recoResults.status.onlyInBooks', defaultMessage: 'Only in books' },
  ONLY_IN_COUNTERPARTY: {
    id: 'recoResults.status.onlyInCounterparty',
    defaultMessage: 'Only in counterparty',
  },
  EXACT_MATCH: { id: 'recoResults.status.exactMatch', defaultMessage: 'Exact match' },
  SUGGESTED_MATCH: { id: 'recoResults.status.suggestedMatch', defaultMessage: 'Suggested match' },
  MANUAL_MATCH: { id: 'recoResults.status.manualMatch', defaultMessage: 'Matched by hand' },
  ONLY_IN_2B: { id: 'recoResults.status.onlyIn2b', defaultMessage: 'Only in GSTR-2B' },
});

/** A status as the service writes it (`only_in_books`) in the user's language; null if unknown. */
export function statusNameOf(code: string): MessageDescriptor | null {
  const status = code.toUpperCase();
  return Object.hasOwn(statusNames, status) ? statusNames[status as EntryStatus] : null;
}

export function statusLook(status: EntryStatus): StatusLook {
  const label = statusNames[status];
  switch (status) {
    case 'MATCHED':
    case 'EXACT_MATCH':
    case 'MANUAL_MATCH':
      return { tone: 'green', label };
    case 'SUGGESTED':
    case 'SUGGESTED_MATCH':
      return { tone: 'blue', label };
    case 'MISMATCH':
      return { tone: 'orange', label };
    case 'ONLY_IN_BOOKS':
    case 'ONLY_IN_COUNTERPARTY':
    case 'ONLY_IN_2B':
      return { tone: 'red', label };
    default:
      return assertNever(status);
  }
}

export const categoryNames: Record<EntryCategory, MessageDescriptor> = defineMessages({
  INVOICE: { id: 'recoResults.category.invoice', defaultMessage: 'Invoices' },
  PAYMENT: { id: 'recoResults.category.payment', defaultMessage: 'Payments' },
  CREDIT_NOTE: { id: 'recoResults.category.creditNote', defaultMessage: 'Credit notes' },
  DEBIT_NOTE: { id: 'recoResults.category.debitNote', defaultMessage: 'Debit notes' },
  TDS: { id: 'recoResults.category.tds', defaultMessage: 'TDS' },
  OPENING_BALANCE: {
    id: 'recoResults.category.openingBalance',
    defaultMessage: 'Opening balance',
  },
  OTHER: { id: 'recoResults.category.other', defaultMessage: 'Other' },
});

/** The engine's remarks (packages/reco-engine rules and manual decisions) in the user's language. */
const remarkNames: Record<string, MessageDescriptor> = defineMessages({
  'opening balances agree': {
    id: 'recoResults.remark.openingAgree',
    defaultMessage: 'opening balances agree',
  },
  'opening balances differ': {
    id: 'recoResults.remark.openingDiffer',
    defaultMessage: 'opening balances differ',
  },
  'same document and amount': {
    id: 'recoResults.remark.sameDocumentAmount',
    defaultMessage: 'same document and amount',
  },
  'dates apart': { id: 'recoResults.remark.datesApart', defaultMessage: 'dates apart' },
  grouped: { id: 'recoResults.remark.grouped', defaultMessage: 'grouped' },
  'amount difference': {
    id: 'recoResults.remark.amountDifference',
    defaultMessage: 'amount difference',
  },
  'similar document number': {
    id: 'recoResults.remark.similarDocument',
    defaultMessage: 'similar document number',
  },
  'same amount and date': {
    id: 'recoResults.remark.sameAmountDate',
    defaultMessage: 'same amount and date',
  },
  'not found': { id: 'recoResults.remark.notFound', defaultMessage: 'not found' },
  'not in 2B': { id: 'recoResults.remark.notIn2b', defaultMessage: 'not in GSTR-2B' },
  'not in books': { id: 'recoResults.remark.notInBooks', defaultMessage: 'not in books' },
  'not in counterparty': {
    id: 'recoResults.remark.notInCounterparty',
    defaultMessage: 'not in counterparty',
  },
  exact: { id: 'recoResults.remark.exact', defaultMessage: 'exact' },
  'rounding difference': {
    id: 'recoResults.remark.rounding',
    defaultMessage: 'rounding difference',
  },
  'field difference': {
    id: 'recoResults.remark.fieldDifference',
    defaultMessage: 'field difference',
  },
  'PAN level': { id: 'recoResults.remark.panLevel', defaultMessage: 'PAN level' },
  'similar bill number': {
    id: 'recoResults.remark.similarBill',
    defaultMessage: 'similar bill number',
  },
  'same deductor, section, quarter and amount': {
    id: 'recoResults.remark.sameDeductor',
    defaultMessage: 'same deductor, section, quarter and amount',
  },
  'section differs': { id: 'recoResults.remark.sectionDiffers', defaultMessage: 'section differs' },
  'quarter differs': { id: 'recoResults.remark.quarterDiffers', defaultMessage: 'quarter differs' },
  'timing difference': {
    id: 'recoResults.remark.timing',
    defaultMessage: 'timing difference',
  },
  duplicate: { id: 'recoResults.remark.duplicate', defaultMessage: 'duplicate' },
  'TDS on a named bill': {
    id: 'recoResults.remark.tdsOnBill',
    defaultMessage: 'TDS on a named bill',
  },
  'matched by hand': { id: 'recoResults.remark.matchedByHand', defaultMessage: 'matched by hand' },
  // The engine's word for a pair a decision made: in Concord, one carried from an earlier
  // iteration (a match made on the current one reads "matched by hand").
  'manual match': {
    id: 'recoResults.remark.manualMatch',
    defaultMessage: 'matched by hand on an earlier iteration',
  },
  'unmatched by hand': {
    id: 'recoResults.remark.unmatchedByHand',
    defaultMessage: 'unmatched by hand',
  },
  'suggestion accepted': {
    id: 'recoResults.remark.suggestionAccepted',
    defaultMessage: 'suggestion accepted',
  },
  'suggestion rejected': {
    id: 'recoResults.remark.suggestionRejected',
    defaultMessage: 'suggestion rejected',
  },
  'closing balance differs from the sum of the entries': {
    id: 'recoResults.remark.closingDiffers',
    defaultMessage: 'closing balance differs from the sum of the entries',
  },
});

/** A remark in the user's language when it is one the engine writes, else as stored. */
export function remarkName(remark: string): MessageDescriptor | null {
  return Object.hasOwn(remarkNames, remark) ? remarkNames[remark]! : null;
}

const wordMessages = defineMessages({
  summaryTitle: {
    id: 'recoResults.summary.title',
    defaultMessage: 'Summary: {party}',
  },
  summarySubtitle: {
    id: 'recoResults.summary.subtitle',
    defaultMessage: '{project} · {from} to {to} · iteration {number}',
  },
  notFound: {
    id: 'recoResults.notFound',
    defaultMessage: 'This reconciliation does not exist or is not shared with you.',
  },
  noResult: {
    id: 'recoResults.noResult',
    defaultMessage:
      'There is no result yet: the run of this iteration has not finished. Open the iteration to upload files or start the run.',
  },
  openIteration: { id: 'recoResults.openIteration', defaultMessage: 'Open the iteration' },
  readOnly: {
    id: 'recoResults.readOnly',
    defaultMessage: 'Shared with you: read only.',
  },
  olderIteration: {
    id: 'recoResults.olderIteration',
    defaultMessage: 'This is iteration {number}; a newer one exists, so decisions are made there.',
  },
  entries: { id: 'recoResults.entries', defaultMessage: 'Entries' },
  matchedPercent: { id: 'recoResults.matchedPercent', defaultMessage: 'Matched' },
  unexplained: { id: 'recoResults.unexplained', defaultMessage: 'Left to explain' },
  tableTitle: {
    id: 'recoResults.table.title',
    defaultMessage: 'Entries by status, category and remark',
  },
  status: { id: 'recoResults.column.status', defaultMessage: 'Status' },
  category: { id: 'recoResults.column.category', defaultMessage: 'Category' },
  remark: { id: 'recoResults.column.remark', defaultMessage: 'Remark' },
  booksCount: { id: 'recoResults.column.booksCount', defaultMessage: 'Books entries' },
  booksAmount: { id: 'recoResults.column.booksAmount', defaultMessage: 'Books amount' },
  counterpartyCount: {
    id: 'recoResults.column.counterpartyCount',
    defaultMessage: 'Counterparty entries',
  },
  counterpartyAmount: {
    id: 'recoResults.column.counterpartyAmount',
    defaultMessage: 'Counterparty amount',
  },
  total: { id: 'recoResults.column.total', defaultMessage: 'Total' },
  openCell: {
    id: 'recoResults.openCell',
    defaultMessage: 'Show the {count} entries: {status}, {category}, {remark}',
  },
  allEntries: { id: 'recoResults.allEntries', defaultMessage: 'All entries' },
  noLines: { id: 'recoResults.noLines', defaultMessage: 'The files had no entries.' },
  bridgeTitle: { id: 'recoResults.bridge.title', defaultMessage: 'Closing-balance bridge' },
  bridgeHint: {
    id: 'recoResults.bridge.hint',
    defaultMessage:
      "From our books' closing balance to the counterparty's, every difference as a step.",
  },
  booksClosing: { id: 'recoResults.bridge.booksClosing', defaultMessage: 'Books closing balance' },
  counterpartyClosing: {
    id: 'recoResults.bridge.counterpartyClosing',
    defaultMessage: 'Counterparty closing balance',
  },
  booksBalanceStep: {
    id: 'recoResults.bridge.booksBalance',
    defaultMessage: 'Books: closing balance differs from the sum of the entries',
  },
  counterpartyBalanceStep: {
    id: 'recoResults.bridge.counterpartyBalance',
    defaultMessage: 'Counterparty: closing balance differs from the sum of the entries',
  },
  residual: { id: 'recoResults.bridge.residual', defaultMessage: 'Residual' },
  residualZero: {
    id: 'recoResults.bridge.closes',
    defaultMessage: 'The bridge closes: nothing is left unexplained.',
  },
  residualOpen: {
    id: 'recoResults.bridge.open',
    defaultMessage: 'The bridge does not close: {amount} is unexplained. Please report it.',
  },
  stepCount: {
    id: 'recoResults.bridge.count',
    defaultMessage: '{count, plural, one {# entry} other {# entries}}',
  },
  cellName: {
    id: 'recoResults.cellName',
    defaultMessage: '{status}: {category}, {remark}',
  },
});

/** Typed as plain descriptors: several take values. */
export const words: Record<keyof typeof wordMessages, MessageDescriptor> = wordMessages;
