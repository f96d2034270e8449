import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { SheetReasonCode } from '../../../gql/graphql';

export const sheetReasonMessages: Record<SheetReasonCode, MessageDescriptor> = defineMessages({
  HEADER_FOUND: {
    id: 'reco.sheetReason.headerFound',
    defaultMessage: 'Sheet “{name}”: read, the ledger header was found here',
  },
  SAME_COLUMNS: {
    id: 'reco.sheetReason.sameColumns',
    defaultMessage: 'Sheet “{name}”: read, same columns as sheet “{sheet}”',
  },
  COLUMNS_DIFFER: {
    id: 'reco.sheetReason.columnsDiffer',
    defaultMessage: 'Sheet “{name}”: not read, its columns differ from sheet “{sheet}”',
  },
  NO_HEADER_ROW: {
    id: 'reco.sheetReason.noHeaderRow',
    defaultMessage: 'Sheet “{name}”: not read, no ledger header row was found',
  },
  MISSING_COLUMN: {
    id: 'reco.sheetReason.missingColumn',
    defaultMessage: 'Sheet “{name}”: not read, a column the ledger needs is missing',
  },
  NOT_RECORDED: {
    id: 'reco.sheetReason.notRecorded',
    defaultMessage: 'Sheet “{name}”: upload the file again to see why it was chosen',
  },
});

export type SheetView = { name: string; reason: SheetReasonCode; comparedWith?: string | null };

/** Why a sheet of the workbook was read or passed over, in the user's language. */
export function formatSheetReason(intl: IntlShape, sheet: SheetView): string {
  return intl.formatMessage(sheetReasonMessages[sheet.reason], {
    name: sheet.name,
    sheet: sheet.comparedWith ?? '',
  });
}
