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
