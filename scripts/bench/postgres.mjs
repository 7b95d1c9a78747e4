// A throwaway PostgreSQL server for the bench, started like apps/api/src/test/postgres-server.ts does
// (as the `postgres` user when run as root; no fsync: the bench measures reads, not durability).
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The driver the API depends on (the bench scripts have no dependencies of their own).
const pg = createRequire(new URL('../../apps/api/package.json', import.meta.url))('pg');

const BIN_DIRS = [
  '/usr/lib/postgresql/15/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/17/bin',
];

/** The folder with initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function findPgBin() {
  for (const dir of process.env.SBC_PG_BIN ? [process.env.SBC_PG_BIN] : BIN_DIRS) {
    if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function asPostgres(args) {
  const isRoot = process.getuid?.() === 0;
  const [cmd, ...rest] = isRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args;
  const result = spawnSync(cmd, rest, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

/** Starts a server; answers its URL, a way to make a fresh database in it, and stop(). */
export async function startPostgres(binDir) {
  const dir = mkdtempSync(join(tmpdir(), 'sbc-bench-pg-'));
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
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100`,
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    /** A new empty database; answers its URL. */
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      return url.replace(/\/postgres$/, `/${name}`);
    },
    stop() {
      try {
        asPostgres([join(binDir, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
