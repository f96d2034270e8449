import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { poso } from '@concord/contracts';
import { badRequest, forbidden } from './errors.js';
import { toAmountString } from './money.js';

// Input is validated by each route's contract schema (@concord/contracts `poso`) before the
// handler runs; what is left here is the normalising the schema cannot do: trimming,
// upper-casing, the seed's JSON-text lines and the ids it sends in the query string.

export type ItemInput = Static<typeof poso.LineItemInput>;
export type ChargeInput = Static<typeof poso.ChargeInput>;

/** A line as stored: text and numbers without the spaces typed around them. */
export function trimItems(items: readonly ItemInput[]): ItemInput[] {
  return items.map((item) => ({
    material_description: item.material_description.trim(),
    rate_per_unit: item.rate_per_unit.trim(),
    quantity: item.quantity.trim(),
    tax: item.tax.trim(),
  }));
}

export function trimCharges(charges: readonly ChargeInput[]): ChargeInput[] {
  return charges.map((c) => ({ ...c, amount: c.amount.trim() }));
}

/** The date of a `YYYY-MM-DD` or ISO date-time input, keeping undefined. */
export function dateOf<T extends string | undefined>(value: T): T {
  return (value === undefined ? undefined : value.slice(0, 10)) as T;
}

/** `value.trim()`, keeping undefined. */
export function trimmed<T extends string | undefined>(value: T): T {
  return (value === undefined ? undefined : value.trim()) as T;
}

/**
 * preValidation of the routes whose ids the seed sends in the query string or the JSON body:
 * both merged into the body, which the contract's body schema then checks as one.
 */
export async function queryIntoBody(request: FastifyRequest): Promise<void> {
  const body =
    request.body && typeof request.body === 'object' && !Array.isArray(request.body)
      ? (request.body as Record<string, unknown>)
      : {};
  request.body = { ...(request.query as Record<string, unknown>), ...body };
}

/** preValidation: lines and charges sent as JSON text (the seed's wire) become arrays. */
export function jsonTextFields(...names: string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const record = body as Record<string, unknown>;
    for (const name of names) {
      const value = record[name];
      if (typeof value !== 'string') continue;
      try {
        record[name] = JSON.parse(value) as unknown;
      } catch {
        throw badRequest('Invalid input', { [name]: 'Must be a list (JSON text is accepted)' });
      }
    }
  };
}

export type Page<T> = { items: T[]; totalCount: number; page: number; size: number };

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

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
  const reference = trimmed(body.reference_number ?? body.reference);
  const fields = {
    ...missing,
    ...(reference === undefined ? { reference_number: 'Required' } : {}),
  };
  if (reference === undefined || Object.keys(fields).length > 0)
    throw badRequest('Invalid input', fields);
  return {
    reference_number: reference,
    remarks: body.remarks ?? '',
    date: dateOf(body.date) ?? today(),
    amount: toAmountString(body.amount.trim()),
    currency: body.currency?.toUpperCase(),
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
