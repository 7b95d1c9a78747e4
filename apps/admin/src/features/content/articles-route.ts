import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { adminApi } from '../../lib/api';
import { requireArea } from '../../lib/profile';
import { requireSession } from '../../lib/require-session';
import { readChoice, readPage, readQuery } from '../../lib/search-params';
import { runAction } from './action-result';

export const ARTICLES_PER_PAGE = 20;
const STATES = ['all', 'published', 'scheduled', 'private'] as const;
const TYPES = ['all', 'article', 'video', 'page'] as const;

/** `/admin/content`: every post, searchable and filtered by category, type and state. */
export async function articlesLoader({ request }: LoaderFunctionArgs) {
  requireSession(request);
  requireArea('content');
  const search = new URL(request.url).searchParams;
  const q = readQuery(search);
  const page = readPage(search);
  const state = readChoice(search, 'state', STATES, 'all');
  const type = readChoice(search, 'type', TYPES, 'all');
  const category = Number(search.get('category')) || undefined;
  const [articles, categories] = await Promise.all([
    adminApi.listAdminArticles(
      {
        body: {
          q,
          page,
          perPage: ARTICLES_PER_PAGE,
          category_id: category,
          state: state === 'all' ? undefined : state,
          content_type: type === 'all' ? undefined : type,
        },
      },
      { signal: request.signal },
    ),
    adminApi.listAdminCategories({ signal: request.signal }),
  ]);
  return { articles, categories, q, page, state, type, category };
}

export type ArticlesLoaderData = Awaited<ReturnType<typeof articlesLoader>>;

/** Publish now, hide, or delete a post from the list. */
export async function articlesAction({ request }: ActionFunctionArgs) {
  requireSession(request);
  const form = await request.formData();
  const id = Number(form.get('id'));
  switch (form.get('intent')) {
    case 'publish':
      return runAction(async () => {
        const item = await adminApi.publishArticle({
          body: { id, visibility: 'Public', published_at: Math.floor(Date.now() / 1000) },
        });
        return `“${item.title}” diterbitkan`;
      });
    case 'hide':
      return runAction(async () => {
        const item = await adminApi.publishArticle({ body: { id, visibility: 'Private' } });
        return `“${item.title}” disembunyikan dari publik`;
      });
    case 'delete':
      return runAction(async () => {
        await adminApi.deleteArticle({ body: { id } });
        return 'Artikel dihapus';
      });
    default:
      return { ok: false as const, message: 'Tindakan tidak dikenal', fieldErrors: {} };
  }
}
