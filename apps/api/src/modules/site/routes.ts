import { getContentVersion, getInfo } from '@sbc/contract';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { route } from '../../http/route';
import { contentVersion } from '../../services/content-changes';
import { readKey } from '../../services/read-cache';
import { findSiteInfo } from './service';

export function registerSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, getInfo, async (_input, { reply }) => {
    reply.header('Cache-Control', 'public, max-age=60');
    return ctx.readCache.get(readKey(getInfo.id, null), ['site'], () => findSiteInfo(ctx.database.db));
  });

  // Asked about once a second by every public-site process holding cached pages.
  route(app, ctx, getContentVersion, async (_input, { reply }) => {
    reply.header('Cache-Control', 'no-store');
    const { version, publishedThrough } = await contentVersion(ctx.database.db);
    return {
      version,
      published_through: publishedThrough === null ? null : new Date(publishedThrough).toISOString(),
    };
  });
}
