import type { FastifyInstance } from 'fastify';
import { Compile } from 'typebox/compile';
import type { TSchema } from 'typebox';
import { HttpError } from './errors.js';

type Checker = ReturnType<typeof Compile<TSchema>>;

/**
 * Checks every answer against its route's response schema before it is sent, so a service
 * that answers outside its contract fails loudly (a 500 naming the first wrong field). On in
 * the services' tests; production relies on the same schemas through serialisation only.
 */
export function registerResponseValidation(app: FastifyInstance): void {
  const checkers = new WeakMap<object, Checker>();
  const checkerOf = (schema: TSchema): Checker => {
    let checker = checkers.get(schema);
    if (!checker) {
      checker = Compile(schema);
      checkers.set(schema, checker);
    }
    return checker;
  };
  app.addHook('preSerialization', async (request, reply, payload) => {
    const responses = request.routeOptions.schema?.response as Record<string, TSchema> | undefined;
    const schema = responses?.[String(reply.statusCode)];
    if (!schema) return payload;
    const checker = checkerOf(schema);
    if (checker.Check(payload)) return payload;
    const [first] = checker.Errors(payload);
    const where = first?.instancePath || '/';
    throw new HttpError(
      'INTERNAL',
      `Response of ${request.method} ${request.routeOptions.url} breaks its contract at ${where}: ${first?.message ?? 'invalid'}`,
    );
  });
}
