import { data, type LoaderFunctionArgs } from 'react-router';
import { adminApi } from '../../lib/api';
import { requireArea } from '../../lib/profile';
import { requireSession } from '../../lib/require-session';

/** `/admin/content/articles/new` and `/admin/content/articles/:id`: the post (if any), categories and tags. */
export async function articleEditorLoader({ request, params }: LoaderFunctionArgs) {
  requireSession(request);
  requireArea('content');
  const id = params.id === undefined ? null : Number(params.id);
  if (id !== null && !(Number.isInteger(id) && id > 0)) {
    throw data('Artikel tidak ditemukan', { status: 404, statusText: 'Artikel tidak ditemukan' });
  }
  const signal = request.signal;
  const [article, categories, tags] = await Promise.all([
    id === null ? null : adminApi.getAdminArticle({ params: { id } }, { signal }),
    adminApi.listAdminCategories({ signal }),
    adminApi.listAdminTags({ signal }),
  ]);
  return { article, categories, tags };
}

export type ArticleEditorData = Awaited<ReturnType<typeof articleEditorLoader>>;
