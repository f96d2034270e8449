import { assertUnreachable } from '../../assert-unreachable';

/**
 * Why a sheet was read or passed over, as a code and its parameters: screens word it in the
 * user's language; `sheetReasonText` words it in English for the command line and logs.
 */
export const SHEET_REASON_CODES = [
  'headerFound',
  'sameColumns',
  'columnsDiffer',
  'noHeaderRow',
  'missingColumn',
] as const;
export type SheetReasonCode = (typeof SHEET_REASON_CODES)[number];

export type SheetReason = {
  code: SheetReasonCode;
  /** The sheet it was compared with (the first one read). */
  params: { sheet?: string };
};

/** The reason in English, for the command line and logs. */
export function sheetReasonText({ code, params: p }: SheetReason): string {
  switch (code) {
    case 'headerFound':
      return 'the ledger header was found here';
    case 'sameColumns':
      return `same columns as sheet "${p.sheet}"`;
    case 'columnsDiffer':
      return `its columns differ from sheet "${p.sheet}"`;
    case 'noHeaderRow':
      return 'no ledger header row was found';
    case 'missingColumn':
      return 'a column the ledger needs is missing';
    default:
      return assertUnreachable(code);
  }
}
