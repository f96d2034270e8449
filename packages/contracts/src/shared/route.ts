import type { Static, TSchema } from 'typebox';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** What a route takes and answers; the service hands it to Fastify, the BFF types its call with it. */
export type RouteSchema = {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: { [status: number]: TSchema };
};

/** One REST route of a service: method, path (Fastify syntax, `:name` for params) and schema. */
export type RouteContract = {
  readonly method: HttpMethod;
  readonly url: string;
  readonly schema: RouteSchema;
};

export function route<
  const M extends HttpMethod,
  const U extends string,
  const S extends RouteSchema,
>(method: M, url: U, schema: S): { readonly method: M; readonly url: U; readonly schema: S } {
  return { method, url, schema };
}

type SuccessStatus = 200 | 201 | 202 | 204;

/** The success answer of a route, as the caller receives it. */
export type ResponseOf<C extends RouteContract> = {
  [K in keyof C['schema']['response'] & SuccessStatus]: Static<C['schema']['response'][K]>;
}[keyof C['schema']['response'] & SuccessStatus];

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

export type ParamsOf<C extends RouteContract> = StaticOr<C['schema']['params'], undefined>;
export type QueryOf<C extends RouteContract> = StaticOr<C['schema']['querystring'], undefined>;
export type BodyOf<C extends RouteContract> = StaticOr<C['schema']['body'], undefined>;

/** `/users/:user/` with `{ user: 7 }` -> `/users/7/`; every `:name` must be given. */
export function pathOf(url: string, params: Record<string, string | number> | undefined): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${url}`);
    return encodeURIComponent(String(value));
  });
}
