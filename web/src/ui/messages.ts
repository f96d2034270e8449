import { defineMessages } from 'react-intl';

/** Words every screen built on these parts shares. */
export const uiLabels = defineMessages({
  retry: { id: 'ui.action.retry', defaultMessage: 'Retry' },
  cancel: { id: 'ui.action.cancel', defaultMessage: 'Cancel' },
  close: { id: 'ui.action.close', defaultMessage: 'Close' },
  back: { id: 'ui.action.back', defaultMessage: 'Back' },
  backToList: { id: 'ui.action.backToList', defaultMessage: 'Back to the list' },
  clearFilters: { id: 'ui.action.clearFilters', defaultMessage: 'Clear filters' },
  all: { id: 'ui.filter.all', defaultMessage: 'All' },
  openCalendar: { id: 'ui.date.openCalendar', defaultMessage: 'Open the calendar' },
  datePlaceholder: { id: 'ui.date.placeholder', defaultMessage: 'dd/mm/yyyy' },
});
