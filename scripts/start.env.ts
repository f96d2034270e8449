import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

const schema = z.object({
  DATABASE_URL: z.string().url().optional(),
  CONCORD_DATA_DIR: z.string().default(path.join(root, '.data')),
  CONCORD_HOST: z.string().default('127.0.0.1'),
  CONCORD_BUILD_WEB: z
    .enum(['auto', 'always', 'never'])
    .default('auto')
    .describe('auto builds web/dist when it is missing'),
  EMBEDDED_PG_PORT: port(54329),
  BFF_PORT: port(4000),
  USERS_PORT: port(4101),
  POSO_PORT: port(4102),
  RECO_PORT: port(4103),
  /** Seals SMTP passwords at rest: 32 random bytes, base64 (`openssl rand -base64 32`). */
  COMMS_SECRET_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
});

export type StartEnv = Readonly<z.infer<typeof schema>>;

/** Configuration of the all-in-one process, every problem reported at once. */
export function loadStartEnv(source: Record<string, string | undefined> = process.env): StartEnv {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return Object.freeze(result.data);
}
