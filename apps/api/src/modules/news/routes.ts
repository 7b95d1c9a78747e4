import { NOT_READING_CATEGORIES } from '@sbc/contract';
import * as c from '@sbc/contract';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { route } from '../../http/route';
import { type ContentScope } from '../../services/content-changes';
import { readKey } from '../../services/read-cache';
import { listNews, sharedTotals } from './list';
import { resolveReader } from './reader';
import { searchNews } from './search';
import * as news from './service';
import { listSitemap } from './sitemap';

/** Post answers show category and tag titles too. */
const NEWS_SCOPES: readonly ContentScope[] = ['news', 'taxonomy'];

export function registerNewsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const { storage, visitorIds, readCache } = ctx;
  const filters = (body: c.NewsFilters, principal: Parameters<typeof resolveReader>[0]) => ({
    ...body,
    reader: resolveReader(principal, body.user_id, visitorIds),
  });
  /** The same answer for everyone from the read cache; a personal one (what this reader read) is computed each time. */
  const shared = <T>(e: c.AnyEndpoint, input: unknown, load: () => Promise<T>, personal = false): Promise<T> =>
    personal ? load() : readCache.get(readKey(e.id, input), NEWS_SCOPES, load);
  const personal = (f: { exclude_read?: boolean; reader: string | null }) => Boolean(f.exclude_read && f.reader);
  const totals = sharedTotals(readCache);

  route(app, ctx, c.listByCategoryFilters, async ({ body }) =>
    shared(c.listByCategoryFilters, body, async () => {
      const f = body.columnFilters ?? {};
      const page = await listNews(db, storage, {
        page: body.page,
        perPage: body.perPage,
        categoryPermalink: f.category_permalink,
        contentType: f.news_content_type,
        totals,
      });
      const withContent = await news.attachContent(db, page.data);
      return { data: withContent, totalRecords: page.totalRecords };
    }),
  );
  route(app, ctx, c.listNewContent, async ({ body }, { principal }) => {
    const f = filters(body, principal);
    return shared(
      c.listNewContent,
      body,
      () => listNews(db, storage, { ...f, exclude_category: [...(body.exclude_category ?? []), ...NOT_READING_CATEGORIES], totals }),
      personal(f),
    );
  });
  route(app, ctx, c.listPopularWeek, async ({ body }, { principal }) => {
    const f = filters(body, principal);
    return shared(c.listPopularWeek, body, () => news.listPopular(db, storage, { fromDaysAgo: 0, toDaysAgo: 7 }, f), personal(f));
  });
  route(app, ctx, c.listPopularPrevWeek, async ({ body }, { principal }) => {
    const f = filters(body, principal);
    return shared(c.listPopularPrevWeek, body, () => news.listPopular(db, storage, { fromDaysAgo: 7, toDaysAgo: 14 }, f), personal(f));
  });
  route(app, ctx, c.getNewsByPermalink, async ({ query }) =>
    shared(c.getNewsByPermalink, query, () => news.findNewsByPermalink(db, storage, query.news_permalink)),
  );
  route(app, ctx, c.listArticles, async ({ body }, { principal }) => {
    const f = filters(body, principal);
    const editorChoice = body.editor_choice === undefined ? undefined : body.editor_choice === 'true' || body.editor_choice === '1';
    return shared(
      c.listArticles,
      body,
      () =>
        listNews(db, storage, {
          ...f,
          categoryPermalink: body.category_permalink,
          tagPermalink: body.tag_permalink,
          section: body.section,
          contentType: body.content_type,
          editorChoice,
          // Editor's choice suggests reading: no furniture, policy page or catalogue entry.
          exclude_category: editorChoice ? [...(body.exclude_category ?? []), ...NOT_READING_CATEGORIES] : body.exclude_category,
          totals,
        }),
      personal(f),
    );
  });
  route(app, ctx, c.searchArticles, async ({ body }) => shared(c.searchArticles, body, () => searchNews(db, storage, body)));
  route(app, ctx, c.listRelated, async ({ body }, { principal }) => {
    const f = filters(body, principal);
    return shared(c.listRelated, body, () => news.listRelated(db, storage, body.news_id, f), personal(f));
  });
  route(app, ctx, c.listRecommendations, async ({ body }, { principal }) => {
    // Recommendations lean towards the categories this reader reads: personal whenever the reader is known.
    const f = filters(body, principal);
    return shared(c.listRecommendations, body, () => news.listRecommendations(db, storage, f), f.reader !== null);
  });
  route(app, ctx, c.recordRead, async ({ body }, { principal }) =>
    news.recordRead(db, body.news_id, resolveReader(principal, body.user_id, visitorIds)),
  );
  route(app, ctx, c.getArticleViews, async ({ query }) => news.findViews(db, query.news_id));
  route(app, ctx, c.recordExternalLink, async ({ body }) => news.recordExternalLink(db, body.news_id, body.url));
  route(app, ctx, c.listCatalogueByLetter, async ({ params }) =>
    shared(c.listCatalogueByLetter, params, () => news.listCatalogueByLetter(db, storage, params.char, params.category)),
  );
  route(app, ctx, c.getSitemap, async (_input, { reply }) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return listSitemap(db);
  });
}
