import { Type, type Static } from 'typebox';
import { Decimal, LocalDate, route } from '../shared/index.js';

export const ExchangeRate = Type.Object({
  rate: Type.String(),
  exchange: Type.String(),
  date: LocalDate,
  exchange_rate: Decimal,
  rate_date: LocalDate,
});
export type ExchangeRate = Static<typeof ExchangeRate>;

export const exchangeRate = route('GET', '/rate/exchange', { response: { 200: ExchangeRate } });
