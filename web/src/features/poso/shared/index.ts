/** The building blocks of every poso screen; see ../README.md. */
export {
  AdditionalChargesEditor,
  type AdditionalChargesEditorProps,
} from './AdditionalChargesEditor';
export { posoAlertMessages, usePosoAlert, type PosoAlert } from './alerts';
export { BalanceList } from './BalanceList';
export { localIsoDate } from './dates';
export { DocumentSummary, type DocumentSummaryProps } from './DocumentSummary';
export {
  chargeInputs,
  chargeLines,
  emptyCharge,
  emptyItem,
  itemDrafts,
  itemInputs,
  type ChargeDraft,
  type ChargesFormValues,
  type ItemDraft,
  type ItemsFormValues,
} from './drafts';
export { ErrorNotice } from './ErrorNotice';
export { ItemsEditor, type ItemsEditorProps } from './ItemsEditor';
export { ItemsTable, type ItemsTableProps } from './ItemsTable';
export { actionLabels, fieldLabels } from './labels';
export { posoHref } from './links';
export {
  compareAmounts,
  lineTotal,
  parseAmountInput,
  parseDecimalInput,
  pendingAmount,
  sumAmounts,
  toAmountString,
} from './money';
export { defaultPageSize, pageSizes } from './page-params';
export { documentTotals, draftLineTotal, type DocumentTotals } from './totals';
export { PagedTable, type Column, type PagedTableProps } from './PagedTable';
export { PaymentDialog, type PaymentDialogProps, type PaymentInput } from './PaymentDialog';
export { PaymentsReceivedDialog, type PaymentsReceivedDialogProps } from './PaymentsReceivedDialog';
export { RejectRemarksDialog, type RejectRemarksDialogProps } from './RejectRemarksDialog';
export { ScreenHeader, type ScreenHeaderProps } from './ScreenHeader';
export { StatusBadge } from './StatusBadge';
export type { DocumentKind, StatusOf } from './status';
export type {
  AdditionalChargeLine,
  ChargeType,
  DocumentItem,
  InvoiceBalance,
  PaymentLine,
} from './types';
export type { ActionContext } from './useDialogAction';
export { useFieldRules } from './useFieldRules';
export { useIdempotencyKey, type IdempotencyKey } from './useIdempotencyKey';
export { usePageParams, type PageParams } from './usePageParams';
