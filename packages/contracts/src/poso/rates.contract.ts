import { Type, type Static } from 'typebox';
import { Decimal, LocalDate, route } from '../shared/index.js';
import { CurrencyInput, DateInput } from './inputs.js';

export const ExchangeRate = Type.Object({
  rate: Type.String(),
  exchange: Type.String(),
  date: LocalDate,
  exchange_rate: Decimal,
  rate_date: LocalDate,
});
export type ExchangeRate = Static<typeof ExchangeRate>;

export const exchangeRate = route('GET', '/rate/exchange', {
  querystring: Type.Object({
    /** From this currency... */
    rate: CurrencyInput,
    /** ...to this one. */
    exchange: CurrencyInput,
    date: Type.Optional(DateInput),
  }),
  response: { 200: ExchangeRate },
});
