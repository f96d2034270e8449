import { assertUnreachable } from '../../assert-unreachable';
import type { LedgerField } from '../read.types';

/**
 * Why a column has its role (or none), as a code and its parameters: screens word it in the
 * user's language; `columnReasonText` words it in English for messages that stay English.
 */
export const COLUMN_REASON_CODES = [
  'chosenByUser',
  'headerNames',
  'headerUsualName',
  'headerLooseName',
  'internalDocumentNumber',
  'raisesBalanceByNames',
  'raisesBalanceByRunningBalance',
  'lowersBalanceByNames',
  'lowersBalanceByRunningBalance',
  'valuesAre',
  'knownNotRead',
  'holdsNoDates',
  'holdsNoAmounts',
  'documentCurrencyAmount',
  'notRead',
  'noHeader',
] as const;
export type ColumnReasonCode = (typeof COLUMN_REASON_CODES)[number];

/** What most of a column's first values are, when its content gave it its role. */
export const COLUMN_CONTENTS = [
  'dates',
  'gstins',
  'tans',
  'pans',
  'drCrIndicators',
  'amounts',
  'documentNumbers',
] as const;
export type ColumnContent = (typeof COLUMN_CONTENTS)[number];

/** Columns known by their header and deliberately not read. */
export const KNOWN_UNREAD_COLUMNS = [
  'serialNumber',
  'statusOrCurrency',
  'notEntryAmount',
  'taxRate',
  'sortKey',
  'otherDate',
  'portalDetail',
] as const;
export type KnownUnreadColumn = (typeof KNOWN_UNREAD_COLUMNS)[number];

export type ColumnReasonParams = {
  /** The column's header, or its letter when it has none. */
  header?: string;
  /** The other column of a pair (two amount columns of opposite meaning). */
  other?: string;
  field?: LedgerField;
  /** Share of the first values that settled the role, 0 to 100. */
  percent?: number;
  values?: ColumnContent;
  known?: KnownUnreadColumn;
};

export type ColumnReason = { code: ColumnReasonCode; params: ColumnReasonParams };

const CONTENT_TEXT: Record<ColumnContent, string> = {
  dates: 'are dates',
  gstins: 'are GSTINs',
  tans: 'are TANs',
  pans: 'are PANs',
  drCrIndicators: 'are Dr/Cr indicators',
  amounts: 'are amounts',
  documentNumbers: 'look like document numbers',
};

const KNOWN_TEXT: Record<KnownUnreadColumn, string> = {
  serialNumber: 'a serial number',
  statusOrCurrency: 'a status or currency code',
  notEntryAmount: 'not the entry’s amount (what is left open, a rate or a net after tax)',
  taxRate: 'a tax rate',
  sortKey: 'a sort key (SAP Assignment)',
  otherDate: 'a date that is not the document’s',
  portalDetail: 'a portal detail',
};

/** The reason in English, for conflicts, logs and the command line. */
export function columnReasonText({ code, params: p }: ColumnReason): string {
  const h = `"${p.header ?? ''}"`;
  const o = `"${p.other ?? ''}"`;
  const byBalance = `the running balance rises with ${code.startsWith('raises') ? h : o} and falls with ${code.startsWith('raises') ? o : h}`;
  switch (code) {
    case 'chosenByUser':
      return 'chosen by the user';
    case 'headerNames':
      return `header ${h} names ${p.field}`;
    case 'headerUsualName':
      return `header ${h} is a usual name for ${p.field}`;
    case 'headerLooseName':
      return `header ${h} looks like a name for ${p.field}`;
    case 'internalDocumentNumber':
      return `header ${h} is a usual name for an internal document number (a Reference column holds the party's)`;
    case 'raisesBalanceByNames':
      return `${h} and ${o} are two amounts of opposite meaning: ${h} raises the balance (by the names)`;
    case 'raisesBalanceByRunningBalance':
      return `${h} and ${o} are two amounts of opposite meaning: ${h} raises the balance (${byBalance})`;
    case 'lowersBalanceByNames':
      return `${h} lowers the balance (by the names)`;
    case 'lowersBalanceByRunningBalance':
      return `${h} lowers the balance (${byBalance})`;
    case 'valuesAre':
      return `${p.percent}% of ${h}'s first values ${CONTENT_TEXT[p.values ?? 'amounts']}`;
    case 'knownNotRead':
      return `${h} is ${KNOWN_TEXT[p.known ?? 'portalDetail']}`;
    case 'holdsNoDates':
      return `${h} holds no dates`;
    case 'holdsNoAmounts':
      return `${h} does not hold amounts`;
    case 'documentCurrencyAmount':
      return `${h} is an amount in the document's currency (or before later changes): the local amount is read`;
    case 'notRead':
      return `${h} is not a column the engine reads`;
    case 'noHeader':
      return 'no header';
    default:
      return assertUnreachable(code);
  }
}
