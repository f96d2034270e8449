import { Type, type TSchema } from 'typebox';

/** Money, rates, quantities: a decimal string on the wire, never a binary float. */
export const Decimal = Type.String({ pattern: '^-?\\d+(\\.\\d+)?$' });

/** A calendar date, `YYYY-MM-DD`. */
export const LocalDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** One page of a list and the total for the same filters. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    totalCount: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    size: Type.Integer({ minimum: 1 }),
  });
