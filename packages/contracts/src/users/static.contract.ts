import { Type, type Static } from 'typebox';
import { route } from '../shared/index.js';

export const Currency = Type.Object({
  code: Type.String(),
  name: Type.String(),
  symbol: Type.String(),
});
export type Currency = Static<typeof Currency>;

export const currencies = route('GET', '/static/get_currencies', {
  response: { 200: Type.Object({ currencies_list: Type.Array(Currency) }) },
});
