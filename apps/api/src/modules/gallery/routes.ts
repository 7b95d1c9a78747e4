import * as c from '@sbc/contract';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { route } from '../../http/route';
import { findAlbum, listAlbums, listGalleryCategories } from './service';

export function registerGalleryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  route(app, ctx, c.listGalleryAlbums, async ({ body }) => listAlbums(db, ctx.storage, body));
  route(app, ctx, c.getGalleryAlbum, async ({ params }) => findAlbum(db, ctx.storage, params.slug));
  route(app, ctx, c.listGalleryCategories, async () =>
    listGalleryCategories(db, { shownOnly: true }),
  );
}
