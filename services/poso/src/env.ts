import { z } from 'zod';

const schema = z.object({
  DATABASE_URL: z.string().url(),
  POSO_PORT: z.coerce.number().int().min(1).max(65535).default(4102),
  POSO_HOST: z.string().default('127.0.0.1'),
  /** Ed25519 public key (SPKI PEM) of the users service, or a file holding it. */
  TOKEN_PUBLIC_KEY: z.string().optional(),
  TOKEN_PUBLIC_KEY_FILE: z.string().default('.data/keys/public.pem'),
  POSO_FILES_DIR: z.string().default('.data/files/poso'),
  /** Undo grace period of hand-overs and payments (docs/decisions.md "Undo"); 0 turns it off. */
  POSO_UNDO_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(8000),
  POSO_HELD_ACTION_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type PosoEnv = Readonly<z.infer<typeof schema>>;

/** Parses configuration once; every problem is reported together and start-up stops. */
export function loadPosoEnv(source: NodeJS.ProcessEnv = process.env): PosoEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid poso configuration: ${problems}`);
  }
  return Object.freeze(parsed.data);
}
