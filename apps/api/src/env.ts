import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Demo values: fine on a laptop, refused in production (see `productionProblems`). */
export const DEMO_SECRETS = {
  AUTH_SECRET: 'sbc-demo-secret-change-me-in-production-0123456789',
  PUBLIC_CLIENT_SECRET: 'sbc-web-demo-secret',
  MIDTRANS_SERVER_KEY: 'SB-Mid-server-sbc-demo-key',
  MIDTRANS_CLIENT_KEY: 'SB-Mid-client-sbc-demo-key',
} as const;

/** `true`/`false` switches; anything else is refused rather than read as false. */
const flag = z.enum(['true', 'false']).default('false').transform((v) => v === 'true');

/** An empty value counts as unset (a compose file passes `${S3_BUCKET:-}` as an empty string). */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

const origin = (fallback: string) =>
  z
    .url()
    .default(fallback)
    .transform((u) => u.replace(/\/+$/, ''));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  API_URL: origin('http://localhost:4000'),
  WEB_URL: origin('http://localhost:3000'),
  ADMIN_URL: origin('http://localhost:3001'),
  WEBVIEW_URL: origin('http://localhost:3002'),
  MEMBER_URL: origin('http://localhost:3003'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(fileURLToPath(new URL('../.data', import.meta.url))),
  STORAGE_DIR: z.string().optional(),
  /** Media in an S3-compatible bucket instead of STORAGE_DIR when set (with the S3_* settings below). */
  S3_BUCKET: unsetWhenEmpty(z.string().min(3).optional()),
  S3_ENDPOINT: unsetWhenEmpty(z.url().optional()),
  S3_REGION: unsetWhenEmpty(z.string().min(1).default('us-east-1')),
  S3_ACCESS_KEY_ID: unsetWhenEmpty(z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: unsetWhenEmpty(z.string().min(1).optional()),
  S3_FORCE_PATH_STYLE: unsetWhenEmpty(flag),
  /** Where browsers fetch media directly (CDN or public bucket); unset: through the API's /media/ route. */
  S3_PUBLIC_URL: unsetWhenEmpty(
    z
      .url()
      .optional()
      .transform((u) => u?.replace(/\/+$/, '')),
  ),
  /** Allows `pnpm db:backup` to fetch a backup of the embedded database from the running API. */
  BACKUP_TOKEN: unsetWhenEmpty(z.string().min(32, 'BACKUP_TOKEN harus minimal 32 karakter').optional()),
  AUTH_SECRET: z
    .string()
    .min(32, 'AUTH_SECRET harus minimal 32 karakter')
    .default(DEMO_SECRETS.AUTH_SECRET),
  PUBLIC_CLIENT_ID: z.string().min(1).default('sbc-web'),
  PUBLIC_CLIENT_SECRET: z.string().min(8).default(DEMO_SECRETS.PUBLIC_CLIENT_SECRET),
  SMTP_URL: z.string().optional(),
  MIDTRANS_SERVER_KEY: z.string().min(8).default(DEMO_SECRETS.MIDTRANS_SERVER_KEY),
  MIDTRANS_CLIENT_KEY: z.string().min(8).default(DEMO_SECRETS.MIDTRANS_CLIENT_KEY),
  MIDTRANS_SNAP_URL: z.url().optional(),
  MIDTRANS_API_URL: z.url().optional(),
  PAYMENT_NOTIFICATION_URL: z.url().optional(),
  /** Production only: accept the sandbox simulator or Midtrans' sandbox with demo keys (a staging site). */
  PAYMENT_SANDBOX: unsetWhenEmpty(flag),
  BANK_NAME: z.string().default('Bank Syariah Indonesia'),
  BANK_ACCOUNT_NUMBER: z.string().default('7123456789'),
  BANK_ACCOUNT_HOLDER: z.string().default('Perkumpulan Komunitas SBC'),
  ADMIN_SSO_SECRET: z.string().min(32, 'ADMIN_SSO_SECRET harus minimal 32 karakter').optional(),
  MAIL_FROM: z.string().default('SBC <no-reply@sbc.test>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  /** Days the outbox keeps each mail (Email Keluar); older ones are removed hourly. 0 keeps every mail. */
  OUTBOX_KEEP_DAYS: unsetWhenEmpty(z.coerce.number().int().min(0).max(3650).default(90)),
  /**
   * Demo accounts and content on an empty database: `auto` seeds an empty embedded (PGlite)
   * database outside production, `always` any empty database (also PostgreSQL, also production),
   * `never` none.
   */
  SEED_DEMO: unsetWhenEmpty(z.enum(['auto', 'always', 'never']).default('auto')),
  /** Processes serving the API (node:cluster); more than one needs PostgreSQL. */
  API_WORKERS: unsetWhenEmpty(z.coerce.number().int().min(1).max(64).default(1)),
  /** Seconds between SIGTERM and closing the listener: /readyz answers 503 so a balancer moves away. */
  SHUTDOWN_DRAIN_SECONDS: unsetWhenEmpty(z.coerce.number().min(0).max(300).default(0)),
  /** Seconds in-flight requests get to finish after the listener closes; then connections are cut. */
  SHUTDOWN_TIMEOUT_SECONDS: unsetWhenEmpty(z.coerce.number().positive().max(600).default(10)),
  /** Production only: accept http:// origins (a private network or a test rig without TLS). */
  ALLOW_HTTP_ORIGINS: unsetWhenEmpty(flag),
  /** Which peers' X-Forwarded-For is believed: false, true, or addresses/CIDRs/'loopback' (the web server on this host). */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v): boolean | string[] =>
      v === 'true' ? true : v === 'false' ? false : v.split(',').map((p) => p.trim()),
    ),
});

export type Env = z.infer<typeof EnvSchema>;

type Source = Record<string, string | undefined>;

const ORIGIN_NAMES = ['API_URL', 'WEB_URL', 'ADMIN_URL', 'MEMBER_URL', 'WEBVIEW_URL'] as const;

/**
 * What production refuses beyond the schema's own checks: demo secrets, missing settings that have
 * a local default, plain-http origins. Read from the raw environment, since the schema fills defaults.
 */
export function productionProblems(source: Source): string[] {
  const value = (name: string) => source[name]?.trim() || undefined;
  const problems: string[] = [];
  const need = (name: string, why: string) => {
    if (!value(name)) problems.push(`${name}: wajib diisi di produksi (${why})`);
  };
  const notDemo = (name: keyof typeof DEMO_SECRETS, minLength: number) => {
    const v = value(name);
    if (!v) problems.push(`${name}: wajib diisi di produksi`);
    else if (v === DEMO_SECRETS[name]) problems.push(`${name}: masih nilai demo, ganti dengan nilai rahasia sendiri`);
    else if (v.length < minLength) problems.push(`${name}: minimal ${minLength} karakter`);
  };

  need('DATABASE_URL', 'PostgreSQL; folder PGlite hanya untuk demo');
  notDemo('AUTH_SECRET', 32);
  notDemo('PUBLIC_CLIENT_SECRET', 16);
  const allowHttp = value('ALLOW_HTTP_ORIGINS') === 'true';
  for (const name of ORIGIN_NAMES) {
    const v = value(name);
    if (!v) problems.push(`${name}: wajib diisi di produksi (alamat publik, misalnya https://...)`);
    else if (v.startsWith('http://') && !allowHttp) {
      problems.push(`${name}: harus https (atau setel ALLOW_HTTP_ORIGINS=true dengan sengaja)`);
    }
  }
  need('SMTP_URL', 'surel konfirmasi dan reset kata sandi');
  if (value('PAYMENT_SANDBOX') !== 'true') {
    notDemo('MIDTRANS_SERVER_KEY', 8);
    notDemo('MIDTRANS_CLIENT_KEY', 8);
    need('MIDTRANS_SNAP_URL', 'tanpa itu simulator sandbox yang melayani; setel PAYMENT_SANDBOX=true bila memang disengaja');
  }
  return problems;
}

/** Reads and validates the API's configuration once; in production also `productionProblems`. */
export function loadEnv(source: Source = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (source.NODE_ENV === 'production') {
    for (const p of productionProblems(source)) {
      // A setting the schema refused already (a short AUTH_SECRET) is listed once.
      if (!problems.some((q) => q.split(':')[0] === p.split(':')[0])) problems.push(p);
    }
  }
  if (parsed.success && parsed.data.API_WORKERS > 1 && !parsed.data.DATABASE_URL) {
    problems.push('API_WORKERS: lebih dari satu proses membutuhkan DATABASE_URL (folder PGlite hanya dapat dibuka satu proses)');
  }
  if (parsed.success && Boolean(parsed.data.S3_ACCESS_KEY_ID) !== Boolean(parsed.data.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: isi keduanya, atau kosongkan keduanya (kredensial bawaan AWS)');
  }
  if (!parsed.success || problems.length) {
    throw new Error(`Konfigurasi API tidak valid:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
  return parsed.data;
}

/** What the command-line tools (`pnpm db:migrate`, `pnpm admin:create`) read: the database, and a password. */
export function loadToolEnv(source: Source = process.env): Pick<Env, 'DATABASE_URL' | 'DATA_DIR'> & { ADMIN_PASSWORD?: string } {
  const base = EnvSchema.pick({ DATABASE_URL: true, DATA_DIR: true }).parse(source);
  return { ...base, ADMIN_PASSWORD: source.ADMIN_PASSWORD || undefined };
}

/** Whether to seed the demo content into an empty database of this kind. */
export function shouldSeedDemo(env: Env, kind: 'pglite' | 'postgres'): boolean {
  if (env.SEED_DEMO === 'always') return true;
  return env.SEED_DEMO === 'auto' && kind === 'pglite' && env.NODE_ENV !== 'production';
}

/** The storage folder: STORAGE_DIR, or `media` inside DATA_DIR. */
export function storageDir(env: Env): string {
  return env.STORAGE_DIR ?? `${env.DATA_DIR}/media`;
}

/** The bucket settings when media go to S3-compatible storage, else null (the local folder). */
export function s3Settings(env: Env) {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicBaseUrl: env.S3_PUBLIC_URL,
    apiUrl: env.API_URL,
  };
}

/** The Snap base URL: the provider's when set, else the API's own sandbox simulator. */
export function snapUrl(env: Env): string {
  return env.MIDTRANS_SNAP_URL ?? `${env.API_URL}/sandbox/snap/v1`;
}

/**
 * The Core API base for calls after checkout (expiring a transaction): MIDTRANS_API_URL when set,
 * else the one beside the Snap URL (app.[sandbox.]midtrans.com/snap/v1 has api.[sandbox.]midtrans.com/v2),
 * else the simulator's.
 */
export function paymentCoreUrl(env: Env): string {
  if (env.MIDTRANS_API_URL) return env.MIDTRANS_API_URL;
  if (!env.MIDTRANS_SNAP_URL) return `${env.API_URL}/sandbox/v2`;
  const snap = new URL(env.MIDTRANS_SNAP_URL);
  return `${snap.protocol}//${snap.host.replace(/^app\./, 'api.')}/v2`;
}

/** The sandbox simulator runs when payments are not sent to a real provider. */
export function sandboxEnabled(env: Env): boolean {
  return env.MIDTRANS_SNAP_URL === undefined;
}

/**
 * What `pnpm db:backup` and `pnpm db:restore` read: the database, the media, the port of the local
 * API and its BACKUP_TOKEN (nothing else, so they run with a partial environment too), the folder
 * of pg_dump/pg_restore when set (SBC_PG_BIN), and the folder the command was typed in.
 */
export function loadBackupEnv(source: Source = process.env): { env: Env; pgBinDir?: string; cwd: string } {
  const keys = ['DATABASE_URL', 'DATA_DIR', 'STORAGE_DIR', 'PORT', 'API_URL', 'BACKUP_TOKEN'];
  const env = loadEnv(Object.fromEntries(Object.entries(source).filter(([k]) => keys.includes(k) || k.startsWith('S3_'))));
  return { env, pgBinDir: source.SBC_PG_BIN || undefined, cwd: source.INIT_CWD ?? process.cwd() };
}
