import { getInfo } from '@sbc/contract';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { route } from '../../http/route';
import { findSiteInfo } from './service';

export function registerSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, getInfo, async (_input, { reply }) => {
    reply.header('Cache-Control', 'public, max-age=60');
    return findSiteInfo(ctx.database.db);
  });
}
