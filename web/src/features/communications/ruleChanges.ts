import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { isolateLtr } from '../i18n/format';

/** The rule form's field labels, by the wire name the audit records them under. */
export const ruleFieldLabels = defineMessages({
  name: { id: 'comms.rules.name', defaultMessage: 'Name' },
  project_id: { id: 'comms.rules.project', defaultMessage: 'Project' },
  request_template_id: { id: 'comms.rules.requestTemplate', defaultMessage: 'Request template' },
  reminder_template_id: {
    id: 'comms.rules.reminderTemplate',
    defaultMessage: 'Reminder template',
  },
  send_on_creation: {
    id: 'comms.rules.sendOnCreation',
    defaultMessage: 'Send the request when the reconciliation is created',
  },
  first_reminder_days: {
    id: 'comms.rules.firstReminderDays',
    defaultMessage: 'First reminder after (days)',
  },
  repeat_every_days: { id: 'comms.rules.repeatEveryDays', defaultMessage: 'Then every (days)' },
  max_reminders: { id: 'comms.rules.maxReminders', defaultMessage: 'Reminders at most' },
  escalate_after: { id: 'comms.rules.escalateAfter', defaultMessage: 'Escalate from reminder' },
  escalation_email: { id: 'comms.rules.escalationEmail', defaultMessage: 'Escalate to (copy)' },
  quiet_weekdays: { id: 'comms.rules.quietWeekdays', defaultMessage: 'No mail on' },
  quiet_dates: {
    id: 'comms.rules.quietDates',
    defaultMessage: 'Holidays (YYYY-MM-DD, comma separated)',
  },
  start_run_on_upload: {
    id: 'comms.rules.startRunOnUpload',
    defaultMessage: 'Start the run when the party uploads',
  },
  enabled: { id: 'comms.rules.enabled', defaultMessage: 'Enabled' },
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
const TEMPLATE_FIELDS = new Set(['request_template_id', 'reminder_template_id']);

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
  changes: readonly { field: string; before: string; after: string }[];
  /** The projects the change names, by id. */
  projects?: readonly { id: number; name: string }[];
};

export type RuleChangeLine = { field: string; label: string; text: string };

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
  const show = (field: string, json: string): string => {
    const value: unknown = JSON.parse(json);
    // A rule without a project applies to every project.
    if (field === 'project_id' && value === null)
      return intl.formatMessage(ruleValueWords.allProjects);
    if (value === null || value === '' || (Array.isArray(value) && value.length === 0))
      return EMPTY;
    if (typeof value === 'boolean')
      return intl.formatMessage(value ? ruleValueWords.on : ruleValueWords.off);
    if (TEMPLATE_FIELDS.has(field) && typeof value === 'number')
      return templates.find((t) => t.id === value)?.name ?? `#${value}`;
    if (field === 'project_id' && typeof value === 'number')
      return change.projects?.find((p) => p.id === value)?.name ?? `#${value}`;
    if (field === 'quiet_dates' && Array.isArray(value))
      return value.map((d) => holiday(intl, String(d))).join(', ');
    if (field === 'quiet_weekdays' && Array.isArray(value))
      return value.map((d) => weekdayName(intl.locale, Number(d))).join(', ');
    if (Array.isArray(value)) return value.join(', ');
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  // A creation records every field as "null before": list the values it started with.
  const created = change.changes.every((c) => c.before === 'null');
  const lines = change.changes.map((c) => {
    const label =
      c.field in ruleFieldLabels
        ? intl.formatMessage(ruleFieldLabels[c.field as keyof typeof ruleFieldLabels])
        : c.field;
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
