import { assertUnreachable } from '../../assert-unreachable';

/**
 * What the reader noticed while reading the rows, as a code and its parameters: screens word
 * it in the user's language; `readWarningText` words it in English for the command line and
 * logs.
 */
export const READ_WARNING_CODES = [
  'summaryLinesSkipped',
  'datesReadMonthFirst',
  'datesReadDayFirst',
] as const;
export type ReadWarningCode = (typeof READ_WARNING_CODES)[number];

export type ReadWarningParams = {
  /** The sheet it concerns, when the workbook has named sheets. */
  sheet?: string;
  /** How many lines. */
  count?: number;
  /** The cell that settled it, clipped. */
  text?: string;
};

export type ReadWarning = { code: ReadWarningCode; params: ReadWarningParams };

/** The warning in English, for the command line and logs. */
export function readWarningText({ code, params: p }: ReadWarning): string {
  const sheet = p.sheet ? `sheet "${p.sheet}": ` : '';
  switch (code) {
    case 'summaryLinesSkipped':
      return `${sheet}${p.count} total, closing or header line(s) were not read as entries`;
    case 'datesReadMonthFirst':
      return `${sheet}the dates were read as month/day/year from "${p.text}" on`;
    case 'datesReadDayFirst':
      return `${sheet}the dates were read as day/month/year from "${p.text}" on`;
    default:
      return assertUnreachable(code);
  }
}
