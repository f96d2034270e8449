import { useMemo } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { isIsoDate } from './dates';
import { checkDecimal, decimalRules, type DecimalIssue, type DecimalRule } from './decimal-input';

const messages = defineMessages({
  required: { id: 'ui.validation.required', defaultMessage: 'This field is required' },
  invalid: { id: 'ui.validation.invalid', defaultMessage: 'Enter a number, e.g. 1,00,000.50' },
  tooManyDecimals: {
    id: 'ui.validation.tooManyDecimals',
    defaultMessage: 'Use at most {max} decimals',
  },
  tooLarge: { id: 'ui.validation.tooLarge', defaultMessage: 'This number is too large' },
  notPositive: { id: 'ui.validation.notPositive', defaultMessage: 'Must be greater than 0' },
  outOfRange: {
    id: 'ui.validation.outOfRange',
    defaultMessage: 'Must be between {min} and {max}',
  },
  maxLength: {
    id: 'ui.validation.maxLength',
    defaultMessage: 'Use at most {max} characters',
  },
  invalidDate: { id: 'ui.validation.invalidDate', defaultMessage: 'Enter a valid date' },
});

type Validate = (value: string) => true | string;

/** react-hook-form `validate` functions with their messages in the user's language. */
export function useFieldRules() {
  const intl = useIntl();
  return useMemo(() => {
    const say = (message: MessageDescriptor, values?: Record<string, string | number>) =>
      intl.formatMessage(message, values);
    const issueMessage = (issue: DecimalIssue, rule: DecimalRule) =>
      say(messages[issue], {
        max: issue === 'tooManyDecimals' ? rule.maxDecimals : (rule.max ?? ''),
        min: rule.min.value,
      });
    const decimal =
      (rule: DecimalRule): Validate =>
      (value) => {
        const issue = checkDecimal(value ?? '', rule);
        return issue === null ? true : issueMessage(issue, rule);
      };
    const text =
      (max: number): Validate =>
      (value) => {
        if (!value?.trim()) return say(messages.required);
        return value.length <= max || say(messages.maxLength, { max });
      };
    return {
      /** Free text that must be there, with a length cap. */
      text,
      amount: decimal(decimalRules.amount),
      quantity: decimal(decimalRules.quantity),
      taxPercent: decimal(decimalRules.taxPercent),
      required: ((value: string | undefined) =>
        Boolean(value?.trim()) || say(messages.required)) satisfies Validate,
      /** A date from a date input (YYYY-MM-DD) that must be there. */
      date: ((value: string | undefined) =>
        isIsoDate(value ?? '') ||
        say(value ? messages.invalidDate : messages.required)) satisfies Validate,
    };
  }, [intl]);
}
