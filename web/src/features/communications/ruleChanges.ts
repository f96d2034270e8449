import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { RuleField } from '../../gql/graphql';
import { isolateLtr } from '../i18n/format';

/** The rule form's field labels, by the field a change names. */
export const ruleFieldLabels: Record<RuleField, MessageDescriptor> = defineMessages({
  NAME: { id: 'comms.rules.name', defaultMessage: 'Name' },
  PROJECT: { id: 'comms.rules.project', defaultMessage: 'Project' },
  REQUEST_TEMPLATE: { id: 'comms.rules.requestTemplate', defaultMessage: 'Request template' },
  REMINDER_TEMPLATE: {
    id: 'comms.rules.reminderTemplate',
    defaultMessage: 'Reminder template',
  },
  SEND_ON_CREATION: {
    id: 'comms.rules.sendOnCreation',
    defaultMessage: 'Send the request when the reconciliation is created',
  },
  FIRST_REMINDER_DAYS: {
    id: 'comms.rules.firstReminderDays',
    defaultMessage: 'First reminder after (days)',
  },
  REPEAT_EVERY_DAYS: { id: 'comms.rules.repeatEveryDays', defaultMessage: 'Then every (days)' },
  MAX_REMINDERS: { id: 'comms.rules.maxReminders', defaultMessage: 'Reminders at most' },
  ESCALATE_AFTER: { id: 'comms.rules.escalateAfter', defaultMessage: 'Escalate from reminder' },
  ESCALATION_EMAIL: { id: 'comms.rules.escalationEmail', defaultMessage: 'Escalate to (copy)' },
  QUIET_WEEKDAYS: { id: 'comms.rules.quietWeekdays', defaultMessage: 'No mail on' },
  QUIET_DATES: {
    id: 'comms.rules.quietDates',
    defaultMessage: 'Holidays (YYYY-MM-DD, comma separated)',
  },
  START_RUN_ON_UPLOAD: {
    id: 'comms.rules.startRunOnUpload',
    defaultMessage: 'Start the run when the party uploads',
  },
  ENABLED: { id: 'comms.rules.enabled', defaultMessage: 'Enabled' },
});

/** Words of the rule's values: on, off, every project. */
export const ruleValueWords = defineMessages({
  created: { id: 'comms.rules.created', defaultMessage: 'Created' },
  on: { id: 'comms.rules.valueOn', defaultMessage: 'on' },
  off: { id: 'comms.rules.valueOff', defaultMessage: 'off' },
  someone: { id: 'comms.rules.someone', defaultMessage: 'user #{id}' },
  changedBy: { id: 'comms.rules.changedBy', defaultMessage: '{date}, {user}' },
  allProjects: { id: 'comms.rules.allProjects', defaultMessage: 'All projects' },
});
const someone: MessageDescriptor = ruleValueWords.someone;
const changedBy: MessageDescriptor = ruleValueWords.changedBy;

const EMPTY = '—';

/** A recorded value as it reads: text as it is, anything else as JSON (numbers plain). */
const plain = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

export function weekdayName(locale: string, day: number): string {
  // 2024-01-01 was a Monday: day 1.
  return new Date(Date.UTC(2024, 0, day)).toLocaleDateString(locale, {
    weekday: 'short',
    timeZone: 'UTC',
  });
}

/**
 * A holiday (`YYYY-MM-DD`) as a calendar day in the reader's language (English as the app's
 * day-month-year dates, en-IN), kept left to right.
 */
function holiday(intl: IntlShape, isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  const format = new Intl.DateTimeFormat(intl.locale === 'en' ? 'en-IN' : intl.locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return isolateLtr(format.format(new Date(`${isoDate}T00:00:00Z`)));
}

export type RuleChangeIn = {
  userId: number;
  changedAt: string;
  author?: { userName: string; firstName?: string | null; lastName?: string | null } | null;
  changes: readonly { field: RuleField; before: string; after: string }[];
  /** The projects the change names, by id. */
  projects?: readonly { id: number; name: string }[];
};

export type RuleChangeLine = { field: RuleField; label: string; text: string };

/** One audit entry as a person reads it: who and when, then each field by its label. */
export function describeRuleChange(
  intl: IntlShape,
  change: RuleChangeIn,
  templates: readonly { id: number; name: string }[],
  formatDate: (iso: string) => string,
): { heading: string; created: boolean; lines: RuleChangeLine[] } {
  const a = change.author;
  const person = a
    ? [a.firstName, a.lastName].filter(Boolean).join(' ') || a.userName
    : intl.formatMessage(someone, { id: change.userId });
  const show = (field: RuleField, json: string): string => {
    const value: unknown = JSON.parse(json);
    const empty = value === null || value === '' || (Array.isArray(value) && value.length === 0);
    switch (field) {
      case 'PROJECT':
        // A rule without a project applies to every project; a deleted one keeps its number.
        if (value === null) return intl.formatMessage(ruleValueWords.allProjects);
        return change.projects?.find((p) => p.id === value)?.name ?? `#${plain(value)}`;
      case 'REQUEST_TEMPLATE':
      case 'REMINDER_TEMPLATE':
        if (empty) return EMPTY;
        return templates.find((t) => t.id === value)?.name ?? `#${plain(value)}`;
      case 'SEND_ON_CREATION':
      case 'START_RUN_ON_UPLOAD':
      case 'ENABLED':
        return intl.formatMessage(value === true ? ruleValueWords.on : ruleValueWords.off);
      case 'QUIET_DATES':
        return empty || !Array.isArray(value)
          ? EMPTY
          : value.map((d) => holiday(intl, String(d))).join(', ');
      case 'QUIET_WEEKDAYS':
        return empty || !Array.isArray(value)
          ? EMPTY
          : value.map((d) => weekdayName(intl.locale, Number(d))).join(', ');
      case 'NAME':
      case 'ESCALATION_EMAIL':
      case 'FIRST_REMINDER_DAYS':
      case 'REPEAT_EVERY_DAYS':
      case 'MAX_REMINDERS':
      case 'ESCALATE_AFTER':
        return empty ? EMPTY : plain(value);
      default: {
        const unreachable: never = field;
        return unreachable;
      }
    }
  };
  // A creation records every field as "null before": list the values it started with.
  const created = change.changes.every((c) => c.before === 'null');
  const lines = change.changes.map((c) => {
    const label = intl.formatMessage(ruleFieldLabels[c.field]);
    const after = show(c.field, c.after);
    return {
      field: c.field,
      label,
      text: created ? after : `${show(c.field, c.before)} → ${after}`,
    };
  });
  const heading = intl.formatMessage(changedBy, {
    date: formatDate(change.changedAt),
    user: person,
  });
  return {
    heading: created ? `${heading} · ${intl.formatMessage(ruleValueWords.created)}` : heading,
    created,
    lines,
  };
}
