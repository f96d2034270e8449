import { HttpError } from '@concord/auth';

// Domain failures use the shared REST error body (docs/decisions.md) and error handler.
export { HttpError };

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError('BAD_REQUEST', message, fields ? { fields } : {});
/** `reason`: a code the screens say in the user's language (the message is English). */
export const forbidden = (message = 'Not allowed', reason?: string) =>
  new HttpError('FORBIDDEN', message, reason ? { reason: { code: reason, params: {} } } : {});
export const notFound = (what: string) => new HttpError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => new HttpError('CONFLICT', message);
export const unprocessable = (message: string, fields?: Record<string, string>) =>
  new HttpError('UNPROCESSABLE', message, fields ? { fields } : {});

/**
 * Numbers the user types that must be unique in the company, by unique constraint: a taken
 * number is a mistake to fix on that field (400), not a document that moved on (409).
 */
const TYPED_NUMBERS: Record<string, { field: string; message: string }> = {
  purchase_orders_po_number_key: {
    field: 'po_number',
    message: 'A purchase order with this number already exists',
  },
  invoices_invoice_number_key: {
    field: 'invoice_number',
    message: 'An invoice with this number already exists',
  },
};

/** PostgreSQL errors that are the caller's problem, as REST errors; anything else stays a 500. */
export function fromDatabaseError(err: unknown): HttpError | undefined {
  const { code, constraint } = (err ?? {}) as { code?: unknown; constraint?: unknown };
  switch (code) {
    case '40001':
    case '40P01':
      return conflict('The document changed meanwhile; try again');
    case '23505': {
      const taken = typeof constraint === 'string' ? TYPED_NUMBERS[constraint] : undefined;
      if (taken) return badRequest(taken.message, { [taken.field]: taken.message });
      return conflict('A document with this number already exists');
    }
    case '22003':
      return badRequest('A number is out of range');
    default:
      return undefined;
  }
}
