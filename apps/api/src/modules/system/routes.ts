import { getHealth } from '@sbc/contract';
import { sql } from 'drizzle-orm';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';

export function registerSystemRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, getHealth, async () => {
    try {
      await ctx.database.db.execute(sql`select 1`);
    } catch {
      throw new AppError('UNPROCESSABLE', 'Basis data tidak dapat dijangkau');
    }
    return { db: ctx.database.kind };
  });
}
