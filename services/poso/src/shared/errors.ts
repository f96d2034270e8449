import { HttpError } from '@concord/auth';

// Domain failures use the shared REST error body (docs/decisions.md) and error handler.
export { HttpError };

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError('BAD_REQUEST', message, fields ? { fields } : {});
export const forbidden = (message = 'Not allowed') => new HttpError('FORBIDDEN', message);
export const notFound = (what: string) => new HttpError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => new HttpError('CONFLICT', message);
export const unprocessable = (message: string, fields?: Record<string, string>) =>
  new HttpError('UNPROCESSABLE', message, fields ? { fields } : {});

/** PostgreSQL errors that are the caller's problem, as REST errors; anything else stays a 500. */
export function fromDatabaseError(err: unknown): HttpError | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  switch (code) {
    case '40001':
    case '40P01':
      return conflict('The document changed meanwhile; try again');
    case '23505':
      return conflict('A document with this number already exists');
    case '22003':
      return badRequest('A number is out of range');
    default:
      return undefined;
  }
}
