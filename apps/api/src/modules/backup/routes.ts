import { timingSafeEqual } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { BACKUP_TOKEN_HEADER, createBackup } from '@sbc/contract';
import { type FastifyInstance } from 'fastify';
import { backupArchive, dumpPglite } from '../../backup/archive';
import { type AppContext } from '../../context';
import { s3Settings, storageDir } from '../../env';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function tokenMatches(given: unknown, expected: string | undefined): boolean {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The embedded database's backup, taken by the one process that holds it open (`pnpm db:backup`). */
export function registerBackupRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, createBackup, async (_input, { request }) => {
    // Local only (the command runs beside the API; the socket's address, not X-Forwarded-For), and with the token.
    const local = LOOPBACK.has(request.socket.remoteAddress ?? '');
    if (!local || !tokenMatches(request.headers[BACKUP_TOKEN_HEADER], ctx.env.BACKUP_TOKEN)) {
      throw new AppError('NOT_FOUND', 'Tidak ditemukan');
    }
    const client = (ctx.database.db as unknown as { $client?: unknown }).$client;
    if (ctx.database.kind !== 'pglite' || !(client instanceof PGlite)) {
      throw new AppError(
        'CONFLICT',
        'Basis data PostgreSQL dicadangkan dengan pg_dump: jalankan pnpm db:backup',
      );
    }
    const mediaRoot = s3Settings(ctx.env) ? null : storageDir(ctx.env);
    const dump = await dumpPglite(client, ctx.env.DATA_DIR, mediaRoot);
    const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
    return {
      filename: `sbc-cadangan-${stamp}.tar`,
      body: await backupArchive({
        database: 'pglite',
        dump: { size: dump.length, body: dump },
        mediaRoot,
      }),
    };
  });
}
