import * as c from '@sbc/contract';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { route } from '../../http/route';
import { type ContentScope } from '../../services/content-changes';
import { readKey } from '../../services/read-cache';
import { listNews, sharedTotals } from '../news/list';
import * as taxonomy from './service';

const SCOPES: readonly ContentScope[] = ['news', 'taxonomy'];

export function registerTaxonomyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const { storage, readCache } = ctx;
  /** Every answer here is the same for everyone: served from the read cache. */
  const shared = <T>(e: c.AnyEndpoint, input: unknown, load: () => Promise<T>): Promise<T> =>
    readCache.get(readKey(e.id, input), SCOPES, load);
  const totals = sharedTotals(readCache);
  route(app, ctx, c.findCategory, async ({ body }) => shared(c.findCategory, body, () => taxonomy.findCategory(db, body.permalink)));
  route(app, ctx, c.listCategoryNews, async ({ body }) =>
    shared(c.listCategoryNews, body, async () => {
      await taxonomy.findCategory(db, body.category_permalink);
      return listNews(db, storage, { categoryPermalink: body.category_permalink, page: body.page, perPage: body.perPage, totals });
    }),
  );
  route(app, ctx, c.listCategories, async () => shared(c.listCategories, null, () => taxonomy.listCategories(db)));
  route(app, ctx, c.listHighlightCategories, async ({ query }) =>
    shared(c.listHighlightCategories, query, async () => {
      const highlighted = await taxonomy.listCategories(db, { highlightOnly: true, limit: query.limit ?? 6 });
      return Promise.all(
        highlighted.map(async (category) => ({
          ...category,
          news: (await listNews(db, storage, { categoryPermalink: category.category_permalink, perPage: 4, totals })).data,
        })),
      );
    }),
  );
  route(app, ctx, c.getTagNews, async ({ body }) =>
    shared(c.getTagNews, body, async () => {
      const tag = await taxonomy.findTag(db, body.tag_permalink);
      // The site's furniture (banners, testimonials, the alert) is no reading under a tag.
      const page = await listNews(db, storage, {
        tagPermalink: tag.tag_permalink,
        exclude_category: c.FURNITURE_CATEGORIES,
        page: body.page,
        perPage: body.perPage,
        totals,
      });
      return { ...page, tag };
    }),
  );
  route(app, ctx, c.listTags, async () => shared(c.listTags, null, () => taxonomy.listTags(db)));
  route(app, ctx, c.countCategoryVisit, async ({ body }) => taxonomy.countCategoryVisit(db, body.category_permalink));
  route(app, ctx, c.countTagVisit, async ({ body }) => taxonomy.countTagVisit(db, body.tag_permalink));
}
