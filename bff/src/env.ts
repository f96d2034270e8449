import { CLIENT_ADDRESS_SECRET_MIN_LENGTH } from '@concord/auth';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const origins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url()));

/** A hop count, or a comma list of proxy addresses, CIDRs or `loopback`/`linklocal`/`uniquelocal`. */
const trustProxy = z.string().transform((value, context) => {
  const text = value.trim();
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const valid = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/;
  if (entries.length === 0 || !entries.every((entry) => valid.test(entry))) {
    context.addIssue({
      code: 'custom',
      message: 'a hop count (0-99) or a comma list of proxy addresses or CIDRs',
    });
    return z.NEVER;
  }
  return entries;
});

const schema = z.object({
  BFF_HOST: z.string().min(1).default('127.0.0.1'),
  BFF_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  USERS_URL: z.url().default('http://127.0.0.1:4101'),
  POSO_URL: z.url().default('http://127.0.0.1:4102'),
  RECO_URL: z.url().default('http://127.0.0.1:4103'),
  BFF_PLAYGROUND: booleanFlag.default(false),
  BFF_CORS_ORIGINS: origins.default([]),
  BFF_WEB_DIST: z.string().optional(),
  /** The users service's public key (SPKI PEM file); lets the BFF verify tokens itself. */
  BFF_TOKEN_PUBLIC_KEY_FILE: z.string().optional(),
  /** Proxies in front of the BFF whose X-Forwarded-For / -Proto are believed (docs/operations.md). */
  BFF_TRUST_PROXY: trustProxy.default(0),
  /** Shared with the users service; signs the browser's address for the sign-in throttle. */
  CLIENT_ADDRESS_SECRET: z.string().min(CLIENT_ADDRESS_SECRET_MIN_LENGTH).optional(),
  /** PostgreSQL the BFF LISTENs on for live events (subscriptions); none: no live updates. */
  BFF_EVENTS_DATABASE_URL: z.url().optional(),
  BFF_UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  BFF_REQUEST_DEADLINE_MS: z.coerce.number().int().positive().default(15_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type BffEnv = Readonly<z.infer<typeof schema>>;

/** Parses the BFF's configuration, reporting every problem at once. */
export function loadEnv(source: Record<string, string | undefined> = process.env): BffEnv {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid BFF configuration:\n${problems.join('\n')}`);
  }
  return Object.freeze(result.data);
}
