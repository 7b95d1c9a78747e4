// The bench's PostgreSQL server is the API tests' throwaway server (apps/api/src/test/postgres-server.ts,
// built with the API): as the `postgres` user when run as root, no fsync (the bench measures reads).
import {
  createPgDatabase,
  findPgBin as findBinIn,
  startTestPostgres,
} from '../../apps/api/dist/test/postgres-server.js';

/** The folder with initdb and pg_ctl (SBC_PG_BIN, else the usual Debian folders), or null. */
export const findPgBin = () => findBinIn(process.env.SBC_PG_BIN);

/** Starts a server; answers its URL, a way to make a fresh database in it, and stop(). */
export async function startPostgres(binDir) {
  const server = await startTestPostgres(binDir);
  return {
    url: server.url,
    /** A new empty database; answers its URL. */
    createDatabase: (name) => createPgDatabase(server.url, name),
    stop: () => server.stop(),
  };
}
