import { ValidateBy, type ValidationOptions } from 'class-validator';

const DECIMAL = /^\d{1,14}(\.\d{1,6})?$/;
const AMOUNT = /^\d{1,14}(\.\d{1,2})?$/;

const isNonZero = (value: string) => /[1-9]/.test(value);

/** Money: positive, at most 2 decimals and 14 integer digits (the services' numeric(16,2)). */
export function IsAmount(label: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isAmount',
      validator: {
        validate: (value) => typeof value === 'string' && AMOUNT.test(value) && isNonZero(value),
        defaultMessage: () =>
          `${label} must be greater than 0 with at most 2 decimals (for example 1250.50)`,
      },
    },
    options,
  );
}

/** Rates, quantities, exchange rates: positive, at most 6 decimals. */
export function IsPositiveDecimal(label: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPositiveDecimal',
      validator: {
        validate: (value) => typeof value === 'string' && DECIMAL.test(value) && isNonZero(value),
        defaultMessage: () => `${label} must be greater than 0 with at most 6 decimals`,
      },
    },
    options,
  );
}

/** A tax percent between 0 and 100. */
export function IsPercent(label: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPercent',
      validator: {
        validate: (value) =>
          typeof value === 'string' && DECIMAL.test(value) && Number(value) <= 100,
        defaultMessage: () => `${label} must be a percent between 0 and 100`,
      },
    },
    options,
  );
}

/** Text that is not only spaces. */
export function IsNotBlank(message: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNotBlank',
      validator: {
        validate: (value) => typeof value === 'string' && value.trim().length > 0,
        defaultMessage: () => message,
      },
    },
    options,
  );
}

/** Same rule as the services' Idempotency-Key header. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_\-:.]{8,200}$/;
export const idempotencyKeyMessage =
  'Idempotency key must be 8 to 200 characters of letters, digits and _ - : . (one new key per user action)';
