import { type TestProject } from 'vitest/node';
import { findPgBin, startTestPostgres, type TestPostgres } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string | null;
  }
}

let server: TestPostgres | undefined;

/**
 * Starts one PostgreSQL server for the whole run when its binaries exist; each test file
 * makes its own database in it. With SBC_REQUIRE_ALL=1 (CI) a missing server fails the run.
 */
export async function setup(project: TestProject): Promise<void> {
  const bin = findPgBin(process.env.SBC_PG_BIN);
  if (!bin) {
    const msg = 'PostgreSQL binaries (initdb, pg_ctl) not found: API tests run on PGlite only.';
    if (process.env.SBC_REQUIRE_ALL === '1') throw new Error(msg);
    console.warn(`\n*** ${msg}\n`);
    project.provide('pgUrl', null);
    return;
  }
  server = await startTestPostgres(bin);
  project.provide('pgUrl', server.url);
}

export function teardown(): void {
  server?.stop();
}
