import * as c from '@sbc/contract';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { route } from '../../http/route';
import { listNews } from './list';
import { resolveReader } from './reader';
import { searchNews } from './search';
import * as news from './service';
import { listSitemap } from './sitemap';

export function registerNewsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const { storage, visitorIds } = ctx;
  const filters = (body: c.NewsFilters, principal: Parameters<typeof resolveReader>[0]) => ({
    ...body,
    reader: resolveReader(principal, body.user_id, visitorIds),
  });

  route(app, ctx, c.listByCategoryFilters, async ({ body }) => {
    const f = body.columnFilters ?? {};
    const page = await listNews(db, storage, {
      page: body.page,
      perPage: body.perPage,
      categoryPermalink: f.category_permalink,
      contentType: f.news_content_type,
    });
    const withContent = await news.attachContent(db, page.data);
    return { data: withContent, totalRecords: page.totalRecords };
  });
  route(app, ctx, c.listNewContent, async ({ body }, { principal }) =>
    listNews(db, storage, { ...filters(body, principal), exclude_category: [...(body.exclude_category ?? []), ...news.FURNITURE] }),
  );
  route(app, ctx, c.listPopularWeek, async ({ body }, { principal }) =>
    news.listPopular(db, storage, { fromDaysAgo: 0, toDaysAgo: 7 }, filters(body, principal)),
  );
  route(app, ctx, c.listPopularPrevWeek, async ({ body }, { principal }) =>
    news.listPopular(db, storage, { fromDaysAgo: 7, toDaysAgo: 14 }, filters(body, principal)),
  );
  route(app, ctx, c.getNewsByPermalink, async ({ query }) => news.findNewsByPermalink(db, storage, query.news_permalink));
  route(app, ctx, c.listArticles, async ({ body }, { principal }) =>
    listNews(db, storage, {
      ...filters(body, principal),
      categoryPermalink: body.category_permalink,
      tagPermalink: body.tag_permalink,
      section: body.section,
      contentType: body.content_type,
      editorChoice: body.editor_choice === undefined ? undefined : body.editor_choice === 'true' || body.editor_choice === '1',
    }),
  );
  route(app, ctx, c.searchArticles, async ({ body }) => searchNews(db, storage, body));
  route(app, ctx, c.listRelated, async ({ body }, { principal }) =>
    news.listRelated(db, storage, body.news_id, filters(body, principal)),
  );
  route(app, ctx, c.listRecommendations, async ({ body }, { principal }) =>
    news.listRecommendations(db, storage, filters(body, principal)),
  );
  route(app, ctx, c.recordRead, async ({ body }, { principal }) =>
    news.recordRead(db, body.news_id, resolveReader(principal, body.user_id, visitorIds)),
  );
  route(app, ctx, c.getArticleViews, async ({ query }) => news.findViews(db, query.news_id));
  route(app, ctx, c.recordExternalLink, async ({ body }) => news.recordExternalLink(db, body.news_id, body.url));
  route(app, ctx, c.listCatalogueByLetter, async ({ params }) =>
    news.listCatalogueByLetter(db, storage, params.char, params.category),
  );
  route(app, ctx, c.getSitemap, async (_input, { reply }) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return listSitemap(db);
  });
}
