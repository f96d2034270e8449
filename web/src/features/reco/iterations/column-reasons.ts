import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type {
  ColumnContent,
  ColumnReasonCode,
  KnownUnreadColumn,
  LedgerField,
} from '../../../gql/graphql';

export const fieldNames: Record<LedgerField, MessageDescriptor> = defineMessages({
  DATE: { id: 'reco.ledgerField.date', defaultMessage: 'Date' },
  DOCUMENT_NUMBER: {
    id: 'reco.ledgerField.documentNumber',
    defaultMessage: 'Bill / invoice number',
  },
  VOUCHER_NUMBER: { id: 'reco.ledgerField.voucherNumber', defaultMessage: 'Our voucher number' },
  PAYMENT_REFERENCE: {
    id: 'reco.ledgerField.paymentReference',
    defaultMessage: 'Payment reference',
  },
  DOCUMENT_TYPE: { id: 'reco.ledgerField.documentType', defaultMessage: 'Document type' },
  NARRATION: { id: 'reco.ledgerField.narration', defaultMessage: 'Narration' },
  DEBIT: { id: 'reco.ledgerField.debit', defaultMessage: 'Debit' },
  CREDIT: { id: 'reco.ledgerField.credit', defaultMessage: 'Credit' },
  AMOUNT: { id: 'reco.ledgerField.amount', defaultMessage: 'Amount' },
  DEBIT_CREDIT_INDICATOR: { id: 'reco.ledgerField.drCr', defaultMessage: 'Dr / Cr' },
  BALANCE: { id: 'reco.ledgerField.balance', defaultMessage: 'Balance' },
  PARTY_NAME: { id: 'reco.ledgerField.partyName', defaultMessage: 'Party name' },
  SUPPLIER_GSTIN: { id: 'reco.ledgerField.supplierGstin', defaultMessage: 'Supplier GSTIN' },
  PLACE_OF_SUPPLY: { id: 'reco.ledgerField.placeOfSupply', defaultMessage: 'Place of supply' },
  REVERSE_CHARGE: { id: 'reco.ledgerField.reverseCharge', defaultMessage: 'Reverse charge' },
  TAXABLE_VALUE: { id: 'reco.ledgerField.taxableValue', defaultMessage: 'Taxable value' },
  IGST: { id: 'reco.ledgerField.igst', defaultMessage: 'IGST' },
  CGST: { id: 'reco.ledgerField.cgst', defaultMessage: 'CGST' },
  SGST: { id: 'reco.ledgerField.sgst', defaultMessage: 'SGST' },
  CESS: { id: 'reco.ledgerField.cess', defaultMessage: 'Cess' },
  GROSS_AMOUNT: { id: 'reco.ledgerField.grossAmount', defaultMessage: 'Gross amount' },
  DEDUCTOR_TAN: { id: 'reco.ledgerField.deductorTan', defaultMessage: 'Deductor TAN' },
  DEDUCTOR_PAN: { id: 'reco.ledgerField.deductorPan', defaultMessage: 'Deductor PAN' },
  SECTION: { id: 'reco.ledgerField.section', defaultMessage: 'Section' },
  QUARTER: { id: 'reco.ledgerField.quarter', defaultMessage: 'Quarter' },
});

export const columnReasonMessages: Record<ColumnReasonCode, MessageDescriptor> = defineMessages({
  CHOSEN_BY_USER: { id: 'reco.columnReason.chosenByUser', defaultMessage: 'Chosen by a user' },
  HEADER_NAMES: {
    id: 'reco.columnReason.headerNames',
    defaultMessage: 'The header “{header}” names “{field}”',
  },
  HEADER_USUAL_NAME: {
    id: 'reco.columnReason.headerUsualName',
    defaultMessage: 'The header “{header}” is a usual name for “{field}”',
  },
  HEADER_LOOSE_NAME: {
    id: 'reco.columnReason.headerLooseName',
    defaultMessage: 'The header “{header}” looks like a name for “{field}”',
  },
  INTERNAL_DOCUMENT_NUMBER: {
    id: 'reco.columnReason.internalDocumentNumber',
    defaultMessage:
      'The header “{header}” is a usual name for an internal document number (a Reference column holds the party’s)',
  },
  RAISES_BALANCE_BY_NAMES: {
    id: 'reco.columnReason.raisesBalanceByNames',
    defaultMessage:
      '“{header}” and “{other}” are two amounts of opposite meaning: “{header}” raises the balance (judged by the names)',
  },
  RAISES_BALANCE_BY_RUNNING_BALANCE: {
    id: 'reco.columnReason.raisesBalanceByRunningBalance',
    defaultMessage:
      '“{header}” and “{other}” are two amounts of opposite meaning: “{header}” raises the balance (the running balance rises with it and falls with “{other}”)',
  },
  LOWERS_BALANCE_BY_NAMES: {
    id: 'reco.columnReason.lowersBalanceByNames',
    defaultMessage: '“{header}” lowers the balance (judged by the names)',
  },
  LOWERS_BALANCE_BY_RUNNING_BALANCE: {
    id: 'reco.columnReason.lowersBalanceByRunningBalance',
    defaultMessage:
      '“{header}” lowers the balance (the running balance falls with it and rises with “{other}”)',
  },
  VALUES_ARE: {
    id: 'reco.columnReason.valuesAre',
    defaultMessage: '{percent}% of the first values of “{header}” {values}',
  },
  KNOWN_NOT_READ: {
    id: 'reco.columnReason.knownNotRead',
    defaultMessage: '“{header}” is {known}',
  },
  HOLDS_NO_DATES: {
    id: 'reco.columnReason.holdsNoDates',
    defaultMessage: '“{header}” holds no dates',
  },
  HOLDS_NO_AMOUNTS: {
    id: 'reco.columnReason.holdsNoAmounts',
    defaultMessage: '“{header}” does not hold amounts',
  },
  DOCUMENT_CURRENCY_AMOUNT: {
    id: 'reco.columnReason.documentCurrencyAmount',
    defaultMessage:
      '“{header}” is an amount in the document’s currency (or before later changes): the local amount is read',
  },
  NOT_READ: {
    id: 'reco.columnReason.notRead',
    defaultMessage: '“{header}” is not a column the reconciliation reads',
  },
  NO_HEADER: { id: 'reco.columnReason.noHeader', defaultMessage: 'No header' },
  NOT_RECORDED: {
    id: 'reco.columnReason.notRecorded',
    defaultMessage: 'Read before reasons were kept: upload the file again to see why',
  },
});

const contentPhrases: Record<ColumnContent, MessageDescriptor> = defineMessages({
  DATES: { id: 'reco.columnContent.dates', defaultMessage: 'are dates' },
  GSTINS: { id: 'reco.columnContent.gstins', defaultMessage: 'are GSTINs' },
  TANS: { id: 'reco.columnContent.tans', defaultMessage: 'are TANs' },
  PANS: { id: 'reco.columnContent.pans', defaultMessage: 'are PANs' },
  DR_CR_INDICATORS: {
    id: 'reco.columnContent.drCrIndicators',
    defaultMessage: 'are Dr/Cr indicators',
  },
  AMOUNTS: { id: 'reco.columnContent.amounts', defaultMessage: 'are amounts' },
  DOCUMENT_NUMBERS: {
    id: 'reco.columnContent.documentNumbers',
    defaultMessage: 'look like document numbers',
  },
});

const knownPhrases: Record<KnownUnreadColumn, MessageDescriptor> = defineMessages({
  SERIAL_NUMBER: { id: 'reco.knownColumn.serialNumber', defaultMessage: 'a serial number' },
  STATUS_OR_CURRENCY: {
    id: 'reco.knownColumn.statusOrCurrency',
    defaultMessage: 'a status or currency code',
  },
  NOT_ENTRY_AMOUNT: {
    id: 'reco.knownColumn.notEntryAmount',
    defaultMessage: 'not the entry’s amount (what is left open, a rate or a net after tax)',
  },
  TAX_RATE: { id: 'reco.knownColumn.taxRate', defaultMessage: 'a tax rate' },
  SORT_KEY: { id: 'reco.knownColumn.sortKey', defaultMessage: 'a sort key (SAP Assignment)' },
  OTHER_DATE: {
    id: 'reco.knownColumn.otherDate',
    defaultMessage: 'a date that is not the document’s',
  },
  PORTAL_DETAIL: { id: 'reco.knownColumn.portalDetail', defaultMessage: 'a portal detail' },
});

const remembered: MessageDescriptor = defineMessages({
  prefix: {
    id: 'reco.columnReason.remembered',
    defaultMessage: 'Remembered for this party: {reason}',
  },
}).prefix;

export type ColumnReasonView = {
  code: ColumnReasonCode;
  header?: string | null;
  otherHeader?: string | null;
  field?: LedgerField | null;
  percent?: number | null;
  values?: ColumnContent | null;
  knownAs?: KnownUnreadColumn | null;
};

/** Why a column has its role, in the user's language; a remembered role says so first. */
export function formatColumnReason(
  intl: IntlShape,
  reason: ColumnReasonView,
  rememberedForParty = false,
): string {
  const text = intl.formatMessage(columnReasonMessages[reason.code], {
    header: reason.header ?? '',
    other: reason.otherHeader ?? '',
    field: reason.field ? intl.formatMessage(fieldNames[reason.field]) : '',
    percent: reason.percent ?? 0,
    values: reason.values ? intl.formatMessage(contentPhrases[reason.values]) : '',
    known: reason.knownAs ? intl.formatMessage(knownPhrases[reason.knownAs]) : '',
  });
  return rememberedForParty ? intl.formatMessage(remembered, { reason: text }) : text;
}
