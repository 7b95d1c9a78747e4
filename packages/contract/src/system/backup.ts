import { z } from 'zod';
import { endpoint } from '../endpoint';

/** The header carrying the API's BACKUP_TOKEN. */
export const BACKUP_TOKEN_HEADER = 'x-backup-token';

export const createBackup = endpoint({
  id: 'createBackup',
  service: 'system',
  method: 'POST',
  path: 'backup',
  auth: 'none',
  summary:
    'A backup of the embedded (PGlite) database and the local media folder as one tar archive, taken by the running API for `pnpm db:backup` (only one process may open the embedded database). Answers only a caller on the same machine (loopback) with the X-Backup-Token header equal to the BACKUP_TOKEN setting: 404 otherwise (also when the setting is empty), 409 on PostgreSQL (backed up with pg_dump instead). Not routed by the public reverse proxy.',
  response: z.unknown(),
  produces: { kind: 'file', contentType: 'application/x-tar' },
  errors: [404, 409],
  rateLimit: 'login',
});
