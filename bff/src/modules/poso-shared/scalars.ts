import { GraphQLError, GraphQLScalarType, Kind } from '../../graphql-runtime.js';

const DECIMAL = /^-?\d{1,20}(\.\d{1,6})?$/;

function toDecimal(value: unknown): string {
  const text =
    typeof value === 'string'
      ? value.trim()
      : typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : undefined;
  if (text === undefined || !DECIMAL.test(text)) {
    throw new GraphQLError(
      'Decimal must be a number written in digits, for example "1250.50" (at most 6 decimals).',
    );
  }
  return text;
}

/**
 * Exact decimal numbers travel as strings, never binary floats: money, rates, quantities and
 * tax percents. Inputs accept strings (preferred) or plain numbers without exponents.
 */
export const DecimalScalar = new GraphQLScalarType<string, string>({
  name: 'Decimal',
  description:
    'An exact decimal number as a string, for example "12012.10": money (2 decimals), exchange rates, quantities and tax percents. Do arithmetic on it with a decimal library, not floats.',
  serialize: (value) => toDecimal(value),
  parseValue: (value) => toDecimal(value),
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT)
      return toDecimal(ast.value);
    throw new GraphQLError('Decimal must be a string such as "1250.50".');
  },
});

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toLocalDate(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !LOCAL_DATE.test(value) ||
    Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ||
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value
  ) {
    throw new GraphQLError('Date must be a calendar date written as YYYY-MM-DD.');
  }
  return value;
}

/**
 * An answer's date comes from a PostgreSQL `date` column through the service's contract, so
 * its shape is checked here and not the calendar again (a list serialises dates on every row).
 */
function localDateOut(value: unknown): string {
  if (typeof value !== 'string' || !LOCAL_DATE.test(value))
    throw new GraphQLError('Date must be a calendar date written as YYYY-MM-DD.');
  return value;
}

/** A calendar date without a time zone; the services keep document dates this way. */
export const LocalDateScalar = new GraphQLScalarType<string, string>({
  name: 'LocalDate',
  description: 'A calendar date without time zone, written `YYYY-MM-DD`, for example "2026-03-31".',
  serialize: (value) => localDateOut(value),
  parseValue: (value) => toLocalDate(value),
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING) return toLocalDate(ast.value);
    throw new GraphQLError('Date must be a string written as YYYY-MM-DD.');
  },
});
