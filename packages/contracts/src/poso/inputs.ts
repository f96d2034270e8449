import { Type, type Static, type TSchema } from 'typebox';
import { FREE_TEXT_PATTERN, Id } from '../shared/index.js';
import {
  AMOUNT_PATTERN,
  CURRENCY_PATTERN,
  DECIMAL_INPUT_PATTERN,
  FREE_TEXT_NON_BLANK_PATTERN,
  LINE_NON_BLANK_PATTERN,
  POSITIVE_DECIMAL_PATTERN,
  TAX_PATTERN,
} from '../shared/input-patterns.js';

// What the poso routes take: the building blocks of their params, query and body schemas.
// Numbers in a query string (and in a JSON body) are coerced by the service's validator;
// decimals travel as strings (a JSON number is converted to its text as written). Text is
// trimmed by the service after validation, so a pattern here refuses a blank value.

/**
 * A header field a change may clear: null (or an empty string) clears it. Null is tried
 * first: the validator coerces types, so a text schema tried first would take null as "" and
 * store that instead of clearing the field.
 */
export const Clearable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

/** Sort keys each list allows (the wire name of the field it sorts by). */
export const PO_SORT_KEYS = [
  'po_number',
  'po_date',
  'po_amount',
  'po_status',
  'vendor_company_name',
] as const;
export const SO_SORT_KEYS = [
  'po_number',
  'po_date',
  'po_amount',
  'po_status',
  'customer_company_name',
] as const;
const INVOICE_SORT_KEYS = [
  'invoice_number',
  'invoice_date',
  'invoice_total',
  'pending_amount',
  'invoice_status',
] as const;
export const SALES_INVOICE_SORT_KEYS = [...INVOICE_SORT_KEYS, 'customer_company_name'] as const;
export const PURCHASE_INVOICE_SORT_KEYS = [...INVOICE_SORT_KEYS, 'vendor_company_name'] as const;
const MOVEMENT_SORT_KEYS = [
  'date',
  'amount',
  'payment_status',
  'reference_number',
  'counterparty_company_name',
] as const;
export const PAYMENT_SORT_KEYS = [...MOVEMENT_SORT_KEYS, 'invoice_number'] as const;
export const ADVANCE_SORT_KEYS = [...MOVEMENT_SORT_KEYS, 'po_number'] as const;
export type PoSortKey = (typeof PO_SORT_KEYS)[number];
export type SoSortKey = (typeof SO_SORT_KEYS)[number];
export type SalesInvoiceSortKey = (typeof SALES_INVOICE_SORT_KEYS)[number];
export type PurchaseInvoiceSortKey = (typeof PURCHASE_INVOICE_SORT_KEYS)[number];
export type PaymentSortKey = (typeof PAYMENT_SORT_KEYS)[number];
export type AdvanceSortKey = (typeof ADVANCE_SORT_KEYS)[number];

/** A non-negative decimal: at most 14 integer and 6 fraction digits. */
export const DecimalInput = Type.String({ pattern: DECIMAL_INPUT_PATTERN });
/** A decimal greater than 0 (rates, quantities). */
export const PositiveDecimalInput = Type.String({ pattern: POSITIVE_DECIMAL_PATTERN });
/** Money paid: greater than 0, at most 2 decimals. */
export const AmountInput = Type.String({ pattern: AMOUNT_PATTERN });
/** A tax percent between 0 and 100. */
export const TaxInput = Type.String({ pattern: TAX_PATTERN });
/** ISO 4217 code, any case (the service upper-cases it). */
export const CurrencyInput = Type.String({ pattern: CURRENCY_PATTERN });
/** A calendar date, `YYYY-MM-DD`; the seed's wire sends an ISO date-time, whose date is kept. */
export const DateInput = Type.Union([
  Type.String({ format: 'date' }),
  Type.String({ format: 'date-time' }),
]);
/** A document number typed by the user: one line, not blank. */
export const NumberInput = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: LINE_NON_BLANK_PATTERN });
/** Required remarks (a reject): several lines, not blank. */
export const RemarksInput = Type.String({
  minLength: 1,
  maxLength: 1000,
  pattern: FREE_TEXT_NON_BLANK_PATTERN,
});
/** A search text of a list filter (what people paste may carry a tab or a line break). */
export const SearchInput = Type.String({ maxLength: 100, pattern: FREE_TEXT_PATTERN });

const Opt = <T extends TSchema>(schema: T) => Type.Optional(schema);

/** One line of a purchase order or invoice, as the user enters it. */
export const LineItemInput = Type.Object({
  material_description: Type.String({
    minLength: 1,
    maxLength: 500,
    pattern: FREE_TEXT_NON_BLANK_PATTERN,
  }),
  rate_per_unit: PositiveDecimalInput,
  quantity: PositiveDecimalInput,
  tax: TaxInput,
});
export type LineItemInputValue = Static<typeof LineItemInput>;
/** A document's lines; the seed's wire sends them as JSON text, parsed before validation. */
export const LineItemsInput = Type.Array(LineItemInput, { maxItems: 200 });

export const ChargeInput = Type.Object({ additional_charge_master_id: Id, amount: AmountInput });
export type ChargeInputValue = Static<typeof ChargeInput>;
export const ChargesInput = Type.Array(ChargeInput, { maxItems: 50 });

export const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
};

/** `sort` one of the list's keys, `order` asc or desc (only with a sort). */
export const Sorting = <const K extends string[]>(keys: readonly [...K]) => ({
  sort: Opt(Type.Enum<K>(keys)),
  order: Opt(Type.Enum(['asc', 'desc'])),
});

/** The status the user saw: a transition from any other status is a 409. */
export const FromStatus = { from_status_master_id: Opt(Id) };

/** What the payer enters in the Payment dialog (spec: reference, remarks, amount, date). */
export const PayerInput = {
  reference_number: Opt(NumberInput(100)),
  /** Alias of `reference_number` (the seed's wire). */
  reference: Opt(NumberInput(100)),
  remarks: Opt(Type.String({ maxLength: 1000, pattern: FREE_TEXT_PATTERN })),
  date: Opt(DateInput),
  amount: AmountInput,
  currency: Opt(CurrencyInput),
  customer_schema: Opt(Type.String({ maxLength: 63 })),
};

/** The query of every payment and advance list besides its document id. */
export const MovementListQuery = <const K extends string[]>(keys: readonly [...K]) => ({
  payment_status_id: Opt(Id),
  /** Reference numbers that start with this text, case ignored (the header search). */
  reference_number: Opt(SearchInput),
  ...Paging,
  ...Sorting(keys),
});
