import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { ReadWarningCode } from '../../../gql/graphql';

export const readWarningMessages: Record<ReadWarningCode, MessageDescriptor> = defineMessages({
  SUMMARY_LINES_SKIPPED: {
    id: 'reco.readWarning.summaryLinesSkipped',
    defaultMessage:
      '{count, plural, one {# total, closing or header line was} other {# total, closing or header lines were}} not read as entries',
  },
  DATES_READ_MONTH_FIRST: {
    id: 'reco.readWarning.datesReadMonthFirst',
    defaultMessage: 'The dates were read as month/day/year from “{text}” on',
  },
  DATES_READ_DAY_FIRST: {
    id: 'reco.readWarning.datesReadDayFirst',
    defaultMessage: 'The dates were read as day/month/year from “{text}” on',
  },
  NOT_RECORDED: {
    id: 'reco.readWarning.notRecorded',
    defaultMessage: 'Something was noticed when the file was read: upload it again to see what',
  },
});

const onSheet: MessageDescriptor = defineMessages({
  onSheet: { id: 'reco.readWarning.onSheet', defaultMessage: 'Sheet “{sheet}”: {warning}' },
}).onSheet;

export type ReadWarningView = {
  code: ReadWarningCode;
  sheet?: string | null;
  count?: number | null;
  text?: string | null;
};

/** What the reader noticed, in the user's language, with the sheet when it names one. */
export function formatReadWarning(intl: IntlShape, warning: ReadWarningView): string {
  const text = intl.formatMessage(readWarningMessages[warning.code], {
    count: warning.count ?? 0,
    text: warning.text ?? '',
  });
  return warning.sheet
    ? intl.formatMessage(onSheet, { sheet: warning.sheet, warning: text })
    : text;
}
