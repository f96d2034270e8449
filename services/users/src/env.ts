import { CLIENT_ADDRESS_SECRET_MIN_LENGTH } from '@concord/auth';
import { z } from 'zod';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

const positiveInt = z.coerce.number().int().positive();

const schema = z.object({
  DATABASE_URL: z.string().url().default(DEFAULT_DATABASE_URL),
  USERS_PORT: z.coerce.number().int().min(0).max(65535).default(4101),
  USERS_HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Ed25519 keys as PEM; when both are unset, development keys are kept in KEYS_DIR. */
  JWT_PRIVATE_KEY: z.string().optional(),
  JWT_PUBLIC_KEY: z.string().optional(),
  KEYS_DIR: z.string().min(1).default('.data/keys'),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt.default(8 * 60 * 60),
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(30_000).default(30_000),
  LOGIN_THROTTLE_WINDOW_SECONDS: positiveInt.default(15 * 60),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt.default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt.default(20),
  MAX_SESSIONS_PER_USER: positiveInt.default(10),
  /** Shared with the BFF, which signs the browser's address with it (docs/operations.md). */
  CLIENT_ADDRESS_SECRET: z.string().min(CLIENT_ADDRESS_SECRET_MIN_LENGTH).optional(),
});

export type UsersEnv = Readonly<z.infer<typeof schema>>;

/** Parses the users service configuration, reporting every problem at once. */
export function loadUsersEnv(source: Record<string, string | undefined> = process.env): UsersEnv {
  const result = schema.safeParse(source);
  const problems = result.success
    ? []
    : result.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
  if (Boolean(source.JWT_PRIVATE_KEY) !== Boolean(source.JWT_PUBLIC_KEY)) {
    problems.push('  JWT_PRIVATE_KEY / JWT_PUBLIC_KEY: set both, or neither');
  }
  if (!result.success || problems.length > 0) {
    throw new Error(`Invalid users service configuration:\n${problems.join('\n')}`);
  }
  return Object.freeze(result.data);
}
