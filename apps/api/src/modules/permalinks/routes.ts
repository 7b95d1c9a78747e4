import { findMovedPermalink } from '@sbc/contract';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { route } from '../../http/route';
import * as moved from './service';

/** Old addresses of posts, categories, tags and events: asked by the public site before it answers 404. */
export function registerPermalinkRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, findMovedPermalink, async ({ query }) =>
    moved.findMovedPermalink(ctx.database.db, query.kind, query.permalink),
  );
}
