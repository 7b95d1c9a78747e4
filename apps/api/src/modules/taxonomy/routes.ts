import * as c from '@sbc/contract';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { route } from '../../http/route';
import { listNews } from '../news/list';
import * as taxonomy from './service';

export function registerTaxonomyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const { storage } = ctx;
  route(app, ctx, c.findCategory, async ({ body }) => taxonomy.findCategory(db, body.permalink));
  route(app, ctx, c.listCategoryNews, async ({ body }) => {
    await taxonomy.findCategory(db, body.category_permalink);
    return listNews(db, storage, { categoryPermalink: body.category_permalink, page: body.page, perPage: body.perPage });
  });
  route(app, ctx, c.listCategories, async () => taxonomy.listCategories(db));
  route(app, ctx, c.listHighlightCategories, async ({ query }) => {
    const highlighted = await taxonomy.listCategories(db, { highlightOnly: true, limit: query.limit ?? 6 });
    return Promise.all(
      highlighted.map(async (category) => ({
        ...category,
        news: (await listNews(db, storage, { categoryPermalink: category.category_permalink, perPage: 4 })).data,
      })),
    );
  });
  route(app, ctx, c.getTagNews, async ({ body }) => {
    const tag = await taxonomy.findTag(db, body.tag_permalink);
    const page = await listNews(db, storage, { tagPermalink: tag.tag_permalink, page: body.page, perPage: body.perPage });
    return { ...page, tag };
  });
  route(app, ctx, c.listTags, async () => taxonomy.listTags(db));
  route(app, ctx, c.countCategoryVisit, async ({ body }) => taxonomy.countCategoryVisit(db, body.category_permalink));
  route(app, ctx, c.countTagVisit, async ({ body }) => taxonomy.countTagVisit(db, body.tag_permalink));
}
