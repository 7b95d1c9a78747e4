import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPgDatabase as createDatabaseIn } from './postgres-server';

// Tests in this folder run the built apps as an operator does (`pnpm build` first; turbo's
// `@sbc/api#test` depends on both builds), each in its own process.
export const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
export const WEB_DIR = fileURLToPath(new URL('../../../web', import.meta.url));
export const ROOT_DIR = fileURLToPath(new URL('../../../..', import.meta.url));

export function assertBuilt(): void {
  for (const file of [`${API_DIR}/dist/main.js`, `${API_DIR}/dist/cli/migrate.js`, `${WEB_DIR}/build/server/index.js`]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm build\` before these tests`);
  }
}

const madeDirs: string[] = [];

/** A temporary folder, removed by `removeTempDirs` (each test file calls it at the end). */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  madeDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of madeDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A fresh database in the test PostgreSQL server. */
export const createPgDatabase = (baseUrl: string): Promise<string> => createDatabaseIn(baseUrl, 'ops');

export const PUBLIC_CLIENT = { id: 'sbc-web', secret: 'klien-publik-uji-operasional' };
export const CLIENT_AUTH = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;

/**
 * A complete production environment on loopback (http allowed on purpose, payment simulator chosen),
 * with its own data and media folders.
 */
export function productionEnv(options: { databaseUrl?: string; apiUrl: string; webUrl?: string; smtpUrl: string }): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATA_DIR: tempDir('sbc-ops-data-'),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    AUTH_SECRET: 'rahasia-uji-operasional-yang-cukup-panjang-2026',
    PUBLIC_CLIENT_ID: PUBLIC_CLIENT.id,
    PUBLIC_CLIENT_SECRET: PUBLIC_CLIENT.secret,
    API_URL: options.apiUrl,
    WEB_URL: options.webUrl ?? 'http://127.0.0.1:3900',
    ADMIN_URL: 'http://127.0.0.1:3901',
    WEBVIEW_URL: 'http://127.0.0.1:3902',
    MEMBER_URL: 'http://127.0.0.1:3903',
    ALLOW_HTTP_ORIGINS: 'true',
    SMTP_URL: options.smtpUrl,
    PAYMENT_SANDBOX: 'true',
    LOG_LEVEL: 'warn',
  };
}

export interface Running {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote so far. */
  output(): string;
  /** Sends a signal and answers the exit code (null when killed by a signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  exited: Promise<number | null>;
}

/** Runs a Node script with exactly this environment (plus PATH), collecting its output. */
export function runNode(script: string, args: string[], options: { cwd: string; env: Record<string, string> }): Omit<Running, 'url'> {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => out,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Runs a CLI to its end: exit code and output. */
export function runCli(script: string, args: string[], env: Record<string, string>): { code: number | null; output: string } {
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd: ROOT_DIR,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Polls `url` until it answers 200, or fails with the process's output once it exits or time runs out. */
export async function waitUntilReady(url: string, proc: Omit<Running, 'url'>, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void proc.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not become ready${exited ? ' (the process exited)' : ''}:\n${proc.output()}`);
}

/** Starts the built API (`node dist/main.js`) and waits for /readyz. */
export async function startApi(port: number, env: Record<string, string>): Promise<Running> {
  const url = `http://127.0.0.1:${port}`;
  const proc = runNode('dist/main.js', [], { cwd: API_DIR, env: { HOST: '127.0.0.1', PORT: String(port), ...env } });
  await waitUntilReady(`${url}/readyz`, proc);
  return { url, ...proc };
}

/** Starts the built public site (`node start.mjs`, as `pnpm start` does) and waits for its home page. */
export async function startWeb(port: number, env: Record<string, string>): Promise<Running> {
  const url = `http://127.0.0.1:${port}`;
  const proc = runNode('start.mjs', [], { cwd: WEB_DIR, env: { HOST: '127.0.0.1', PORT: String(port), ...env } });
  await waitUntilReady(`${url}/robots.txt`, proc);
  return { url, ...proc };
}

/** One JSON call over HTTP as a client of the API: Basic public credential unless a token is given. */
export async function callApi(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; token?: string; ip?: string } = {},
): Promise<{ status: number; body: { status: number; msg: string; data: any } }> {
  const headers: Record<string, string> = { authorization: options.token ? `Bearer ${options.token}` : CLIENT_AUTH };
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, body: (await res.json()) as { status: number; msg: string; data: any } };
}
