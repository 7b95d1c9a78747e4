import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const DEMO_AUTH_SECRET = 'sbc-demo-secret-change-me-in-production-0123456789';

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
  AUTH_SECRET: z
    .string()
    .min(32, 'AUTH_SECRET harus minimal 32 karakter')
    .default(DEMO_AUTH_SECRET),
  PUBLIC_CLIENT_ID: z.string().min(1).default('sbc-web'),
  PUBLIC_CLIENT_SECRET: z.string().min(8).default('sbc-web-demo-secret'),
  SMTP_URL: z.string().optional(),
  MIDTRANS_SERVER_KEY: z.string().min(8).default('SB-Mid-server-sbc-demo-key'),
  MIDTRANS_CLIENT_KEY: z.string().min(8).default('SB-Mid-client-sbc-demo-key'),
  MIDTRANS_SNAP_URL: z.url().optional(),
  PAYMENT_NOTIFICATION_URL: z.url().optional(),
  BANK_NAME: z.string().default('Bank Syariah Indonesia'),
  BANK_ACCOUNT_NUMBER: z.string().default('7123456789'),
  BANK_ACCOUNT_HOLDER: z.string().default('Perkumpulan Komunitas SBC'),
  ADMIN_SSO_SECRET: z.string().min(32, 'ADMIN_SSO_SECRET harus minimal 32 karakter').optional(),
  MAIL_FROM: z.string().default('SBC <no-reply@sbc.test>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  /** Which peers' X-Forwarded-For is believed: false, true, or addresses/CIDRs/'loopback' (the web server on this host). */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v): boolean | string[] =>
      v === 'true' ? true : v === 'false' ? false : v.split(',').map((p) => p.trim()),
    ),
});

export type Env = z.infer<typeof EnvSchema>;

/** Reads and validates the API's configuration once. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Konfigurasi API tidak valid:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The storage folder: STORAGE_DIR, or `media` inside DATA_DIR. */
export function storageDir(env: Env): string {
  return env.STORAGE_DIR ?? `${env.DATA_DIR}/media`;
}

/** The Snap base URL: the provider's when set, else the API's own sandbox simulator. */
export function snapUrl(env: Env): string {
  return env.MIDTRANS_SNAP_URL ?? `${env.API_URL}/sandbox/snap/v1`;
}

/** The sandbox simulator runs when payments are not sent to a real provider. */
export function sandboxEnabled(env: Env): boolean {
  return env.MIDTRANS_SNAP_URL === undefined;
}
