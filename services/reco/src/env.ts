import { z } from 'zod';

const schema = z.object({
  DATABASE_URL: z.string().url(),
  RECO_PORT: z.coerce.number().int().min(0).max(65535).default(4103),
  RECO_HOST: z.string().default('127.0.0.1'),
  /** Ed25519 public key (SPKI PEM) of the users service, or a file holding it. */
  TOKEN_PUBLIC_KEY: z.string().optional(),
  TOKEN_PUBLIC_KEY_FILE: z.string().default('.data/keys/public.pem'),
  /** Folder of the local file storage (ledgers, outputs). */
  RECO_FILES_DIR: z.string().min(1).default('.data/files/reco'),
  RECO_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(1024).default(25),
  /** Runs executed at once by one worker process. */
  RECO_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** Seconds a run may take before its try counts as lost and is retried. */
  RECO_RUN_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** How often lost tries are looked for. */
  RECO_QUEUE_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** 32 random bytes, base64: seals SMTP passwords at rest (docs/operations). */
  COMMS_SECRET_KEY: z.string().optional(),
  /** Where a development machine keeps its key when COMMS_SECRET_KEY is unset. */
  COMMS_SECRET_KEY_FILE: z.string().default('.data/keys/comms-secret.key'),
  /** The web app's public address; links in mails point at its /pages/. */
  PUBLIC_APP_URL: z.string().url().default('http://127.0.0.1:4000/stage'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type RecoEnv = Readonly<z.infer<typeof schema>>;

/** Parses configuration once; every problem is reported together and start-up stops. */
export function loadRecoEnv(source: NodeJS.ProcessEnv = process.env): RecoEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid reco configuration: ${problems}`);
  }
  return Object.freeze(parsed.data);
}
