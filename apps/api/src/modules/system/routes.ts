import { getHealth, getLiveness, getReadiness } from '@sbc/contract';
import { sql } from 'drizzle-orm';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { pendingMigrations } from '../../db/migrations';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';

export function registerSystemRoutes(app: FastifyInstance, ctx: AppContext): void {
  const reachDatabase = async () => {
    try {
      await ctx.database.db.execute(sql`select 1`);
    } catch {
      throw new AppError('UNAVAILABLE', 'Basis data tidak dapat dijangkau');
    }
  };

  route(app, ctx, getHealth, async (_input, h) => {
    await reachDatabase();
    h.setMessage('ok');
    return { db: ctx.database.kind };
  });

  route(app, ctx, getLiveness, async (_input, h) => {
    h.setMessage('ok');
    return { uptime: Math.round((Date.now() - ctx.lifecycle.startedAt) / 1000) };
  });

  route(app, ctx, getReadiness, async (_input, h) => {
    if (ctx.lifecycle.draining) throw new AppError('UNAVAILABLE', 'Proses sedang berhenti');
    await reachDatabase();
    const pending = await pendingMigrations(ctx.database.db);
    if (pending.length) throw new AppError('UNAVAILABLE', `Migrasi belum diterapkan: ${pending.join(', ')}`);
    h.setMessage('ok');
    return { db: ctx.database.kind };
  });

  // While draining, every answer closes its connection: keep-alive clients reconnect elsewhere.
  app.addHook('onRequest', async (_request, reply) => {
    if (ctx.lifecycle.draining) void reply.header('connection', 'close');
  });
}
