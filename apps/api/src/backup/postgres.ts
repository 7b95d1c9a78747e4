import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/** The server's major version (15 for 15.x), to pick client tools that match it. */
async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>('show server_version_num');
    return Math.floor(Number(rows[0]?.v) / 10000);
  } finally {
    await client.end();
  }
}

/**
 * pg_dump or pg_restore for this server: in `binDir` when given (SBC_PG_BIN), else Debian's
 * /usr/lib/postgresql/<major>/bin of the server's version (or the nearest newer one), else PATH.
 */
export async function pgTool(
  tool: 'pg_dump' | 'pg_restore',
  url: string,
  binDir?: string,
): Promise<string> {
  if (binDir) return join(binDir, tool);
  const major = await serverMajor(url);
  const root = '/usr/lib/postgresql';
  const installed = existsSync(root)
    ? readdirSync(root)
        .map(Number)
        .filter((v) => v >= major && existsSync(join(root, String(v), 'bin', tool)))
        .sort((a, b) => a - b)
    : [];
  return installed.length ? join(root, String(installed[0]), 'bin', tool) : tool;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${command} tidak ditemukan: pasang klien PostgreSQL (paket postgresql-client) atau isi SBC_PG_BIN`
            : error.message,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} gagal (kode ${code}):\n${stderr.trim()}`)),
    );
  });
}

/** A pg_dump of the whole database in its custom format, written to `file`. */
export async function dumpPostgres(url: string, file: string, binDir?: string): Promise<void> {
  await run(await pgTool('pg_dump', url, binDir), [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${file}`,
    `--dbname=${url}`,
  ]);
}

/**
 * Restores a pg_dump into the database, replacing the objects it holds, in one transaction:
 * any failure leaves the database as it was.
 */
export async function restorePostgres(url: string, file: string, binDir?: string): Promise<void> {
  await run(await pgTool('pg_restore', url, binDir), [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${url}`,
    file,
  ]);
}
