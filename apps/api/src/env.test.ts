import { describe, expect, it } from 'vitest';
import { DEMO_SECRETS, loadEnv, shouldSeedDemo } from './env';

/** A complete production environment; each test breaks one part of it. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://sbc@db.internal/sbc',
  AUTH_SECRET: 'k3Jd9s-2mZq8Lw0pXr7Yt5Vb1Nc4Hf6Ge-rahasia',
  PUBLIC_CLIENT_SECRET: 'klien-publik-rahasia-2026',
  API_URL: 'https://api.sbc.or.id',
  WEB_URL: 'https://sbc.or.id',
  ADMIN_URL: 'https://admin.sbc.or.id',
  MEMBER_URL: 'https://anggota.sbc.or.id',
  WEBVIEW_URL: 'https://m.sbc.or.id',
  SMTP_URL: 'smtp://mail.sbc.or.id:587',
  MIDTRANS_SERVER_KEY: 'Mid-server-asli-123456',
  MIDTRANS_CLIENT_KEY: 'Mid-client-asli-123456',
  MIDTRANS_SNAP_URL: 'https://app.midtrans.com/snap/v1',
};

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadEnv(env);
    return [];
  } catch (error) {
    return String((error as Error).message)
      .split('\n')
      .slice(1)
      .map((line) => line.replace(/^- /, ''));
  }
}

describe('loadEnv', () => {
  it('runs with no settings at all outside production (the demo)', () => {
    const env = loadEnv({});
    expect(env.NODE_ENV).toBe('development');
    expect(env.AUTH_SECRET).toBe(DEMO_SECRETS.AUTH_SECRET);
    expect(env.API_WORKERS).toBe(1);
  });

  it('accepts a complete production environment', () => {
    const env = loadEnv(PRODUCTION);
    expect(env.API_URL).toBe('https://api.sbc.or.id');
    expect(env.PAYMENT_SANDBOX).toBe(false);
  });

  it('refuses production without settings, listing every missing one at once', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    const names = problems.map((p) => p.split(':')[0]);
    expect(names).toEqual([
      'DATABASE_URL',
      'AUTH_SECRET',
      'PUBLIC_CLIENT_SECRET',
      'API_URL',
      'WEB_URL',
      'ADMIN_URL',
      'MEMBER_URL',
      'WEBVIEW_URL',
      'SMTP_URL',
      'MIDTRANS_SERVER_KEY',
      'MIDTRANS_CLIENT_KEY',
      'MIDTRANS_SNAP_URL',
    ]);
    expect(problems[0]).toContain('wajib diisi di produksi');
  });

  it.each([
    ['AUTH_SECRET', { AUTH_SECRET: DEMO_SECRETS.AUTH_SECRET }, 'masih nilai demo'],
    ['AUTH_SECRET', { AUTH_SECRET: 'pendek' }, 'minimal 32 karakter'],
    ['PUBLIC_CLIENT_SECRET', { PUBLIC_CLIENT_SECRET: DEMO_SECRETS.PUBLIC_CLIENT_SECRET }, 'masih nilai demo'],
    ['WEB_URL', { WEB_URL: 'http://sbc.or.id' }, 'harus https'],
    ['API_URL', { API_URL: 'bukan alamat' }, 'URL'],
    ['MIDTRANS_SERVER_KEY', { MIDTRANS_SERVER_KEY: DEMO_SECRETS.MIDTRANS_SERVER_KEY }, 'masih nilai demo'],
    ['ADMIN_SSO_SECRET', { ADMIN_SSO_SECRET: 'terlalu-pendek' }, 'minimal 32 karakter'],
    ['API_WORKERS', { API_WORKERS: '0' }, ''],
    ['PAYMENT_SANDBOX', { PAYMENT_SANDBOX: 'ya' }, ''],
  ])('refuses a bad %s in production', (name, change, message) => {
    const problems = problemsOf({ ...PRODUCTION, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: .*${message}`, 'i'));
  });

  it('accepts http origins and the payment sandbox only when chosen explicitly', () => {
    const staging = {
      ...PRODUCTION,
      API_URL: 'http://10.0.0.5:4000',
      ALLOW_HTTP_ORIGINS: 'true',
      PAYMENT_SANDBOX: 'true',
      MIDTRANS_SERVER_KEY: DEMO_SECRETS.MIDTRANS_SERVER_KEY,
      MIDTRANS_CLIENT_KEY: undefined,
      MIDTRANS_SNAP_URL: undefined,
    };
    expect(problemsOf(staging)).toEqual([]);
  });

  it('reads empty values as unset, as a compose file passes them', () => {
    const env = loadEnv({ API_WORKERS: '', SEED_DEMO: '', PAYMENT_SANDBOX: '', ALLOW_HTTP_ORIGINS: '', SHUTDOWN_TIMEOUT_SECONDS: '' });
    expect(env).toMatchObject({ API_WORKERS: 1, SEED_DEMO: 'auto', PAYMENT_SANDBOX: false, ALLOW_HTTP_ORIGINS: false, SHUTDOWN_TIMEOUT_SECONDS: 10 });
  });

  it('needs PostgreSQL for more than one API process', () => {
    expect(problemsOf({ API_WORKERS: '2' })[0]).toMatch(/^API_WORKERS: .*DATABASE_URL/);
    expect(loadEnv({ API_WORKERS: '2', DATABASE_URL: 'postgres://x@y/z' }).API_WORKERS).toBe(2);
  });
});

describe('shouldSeedDemo', () => {
  it.each([
    [{}, 'pglite', true],
    [{}, 'postgres', false],
    [PRODUCTION, 'postgres', false],
    [{ ...PRODUCTION, SEED_DEMO: 'always' }, 'postgres', true],
    [{ SEED_DEMO: 'never' }, 'pglite', false],
  ] as const)('%j on %s: %s', (source, kind, expected) => {
    expect(shouldSeedDemo(loadEnv(source), kind)).toBe(expected);
  });
});
