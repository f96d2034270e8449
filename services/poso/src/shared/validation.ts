import { z } from 'zod';
import { badRequest, forbidden } from './errors.js';
import { DECIMAL_PATTERN, toAmountString } from './money.js';

/** Parses or throws a 400 with one message per field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || '_';
    fields[path] ??= issue.message;
  }
  throw badRequest('Invalid input', fields);
}

export const id = z.coerce.number().int().positive().max(2_147_483_647);

/** Decimal on the wire: a string (or a JSON number, converted exactly as written). */
export const decimal = z
  .union([z.string(), z.number()])
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine(
    (v) => DECIMAL_PATTERN.test(v),
    'Must be a non-negative decimal with at most 14 integer and 6 fraction digits',
  );

export const amount = z
  .union([z.string(), z.number()])
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => /^\d{1,14}(\.\d{1,2})?$/.test(v), 'Must be an amount with at most 2 decimals')
  .refine((v) => Number(v) > 0, 'Must be greater than 0');

export const isoDate = z
  .string()
  .transform((v) => v.slice(0, 10))
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
    'Must be a date (YYYY-MM-DD)',
  );

export const currency = z
  .string()
  .transform((v) => v.toUpperCase())
  .refine((v) => /^[A-Z]{3}$/.test(v), 'Must be a 3-letter currency code');

export const remarks = z.string().trim().min(1, 'Required').max(1000);

export const itemSchema = z.object({
  material_description: z.string().trim().min(1, 'Required').max(500),
  rate_per_unit: decimal.refine((v) => Number(v) > 0, 'Must be greater than 0'),
  quantity: decimal.refine((v) => Number(v) > 0, 'Must be greater than 0'),
  tax: decimal.refine((v) => Number(v) <= 100, 'Must be between 0 and 100'),
});
export type ItemInput = z.infer<typeof itemSchema>;

/** Items arrive as an array or, as on the seed's wire, as JSON text. */
export const itemsSchema = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}, z.array(itemSchema).max(200));

export const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
};

export type Page<T> = { items: T[]; totalCount: number; page: number; size: number };

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** What the payer enters in the Payment dialog (spec: reference, remarks, amount, date). */
export const payerFields = {
  reference_number: z.string().trim().min(1).max(100).optional(),
  reference: z.string().trim().min(1).max(100).optional(),
  remarks: z.string().max(1000).optional(),
  date: isoDate.optional(),
  amount,
  currency: currency.optional(),
  customer_schema: z.string().optional(),
};

export type PayerDetails = {
  reference_number: string;
  remarks: string;
  date: string;
  amount: string;
  currency?: string | undefined;
};

/**
 * The payer's details with defaults (date today, remarks empty); the payer is always the
 * caller's company. `missing` adds the caller's own required fields to one 400.
 */
export function payerDetails(
  callerSchema: string,
  body: {
    reference_number?: string | undefined;
    reference?: string | undefined;
    remarks?: string | undefined;
    date?: string | undefined;
    amount: string;
    currency?: string | undefined;
    customer_schema?: string | undefined;
  },
  missing: Record<string, string> = {},
): PayerDetails {
  if (body.customer_schema !== undefined && body.customer_schema.toLowerCase() !== callerSchema)
    throw forbidden("The payer must be the caller's company");
  const reference = body.reference_number ?? body.reference;
  const fields = {
    ...missing,
    ...(reference === undefined ? { reference_number: 'Required' } : {}),
  };
  if (reference === undefined || Object.keys(fields).length > 0)
    throw badRequest('Invalid input', fields);
  return {
    reference_number: reference,
    remarks: body.remarks ?? '',
    date: body.date ?? today(),
    amount: toAmountString(body.amount),
    currency: body.currency,
  };
}

/** A repository page with its rows mapped to the wire. */
export function pageOfRows<R, T>(
  rows: { items: R[]; totalCount: number },
  page: number,
  size: number,
  map: (row: R) => T,
): Page<T> {
  return { items: rows.items.map(map), totalCount: rows.totalCount, page, size };
}
