import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A throwaway PostgreSQL server, run as the `postgres` user (it refuses root), without fsync: for
 * the API tests and for `pnpm bench` (built to dist/test/postgres-server.js, which the bench imports).
 */
export interface TestPostgres {
  url: string;
  stop(): void;
}

const BIN_DIRS = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'];

export function findPgBin(explicit?: string): string | null {
  for (const dir of explicit ? [explicit] : BIN_DIRS) {
    if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function asPostgres(args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  const [cmd, ...rest] = isRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args;
  const result = spawnSync(cmd as string, rest, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

export async function startTestPostgres(binDir: string): Promise<TestPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'sbc-pg-'));
  const dataDir = join(dir, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  asPostgres([join(binDir, 'initdb'), '-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  asPostgres([
    join(binDir, 'pg_ctl'),
    '-D',
    dataDir,
    '-w',
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asPostgres([join(binDir, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A new empty database in the server at `baseUrl` (its `postgres` database); answers its URL. */
export async function createPgDatabase(baseUrl: string, prefix = 't'): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
