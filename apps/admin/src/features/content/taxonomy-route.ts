import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { adminApi } from '../../lib/api';
import { requireArea } from '../../lib/profile';
import { requireSession } from '../../lib/require-session';
import { failureMessage, runAction } from './action-result';

/** `/admin/content/taxonomy`: categories and tags with their post counts. */
export async function taxonomyLoader({ request }: LoaderFunctionArgs) {
  requireSession(request);
  requireArea('content');
  const [categories, tags] = await Promise.all([
    adminApi.listAdminCategories({ signal: request.signal }),
    adminApi.listAdminTags({ signal: request.signal }),
  ]);
  return { categories, tags };
}

export type TaxonomyLoaderData = Awaited<ReturnType<typeof taxonomyLoader>>;

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** Create, rename, merge or delete a category or tag (`intent` = `<verb>-<kind>`). */
export async function taxonomyAction({ request }: ActionFunctionArgs) {
  requireSession(request);
  const form = await request.formData();
  const id = Number(form.get('id'));
  const names = { title: text(form, 'title'), permalink: text(form, 'permalink') };
  const merge = { from_id: id, into_id: Number(form.get('into_id')) || '' };
  const intent = String(form.get('intent'));
  // The forms leave checking to the console (noValidate): an empty name is marked before sending.
  if (/^(create|update)-/.test(intent) && !names.title) {
    const fieldErrors = { title: 'Wajib diisi' };
    return { ok: false as const, message: failureMessage(null, fieldErrors), fieldErrors };
  }
  switch (intent) {
    case 'create-category':
      return runAction(async () => `Kategori “${(await adminApi.createCategory({ body: { ...names, description: text(form, 'description') } })).title}” dibuat`);
    case 'update-category':
      return runAction(async () => `Kategori “${(await adminApi.updateCategory({ body: { id, ...names } })).title}” disimpan`);
    case 'merge-category':
      return runAction(async () => {
        const result = await adminApi.mergeCategory({ body: merge });
        return `Digabung ke “${result.into.title}”: ${result.moved} artikel dipindahkan`;
      });
    case 'delete-category':
      return runAction(async () => {
        await adminApi.deleteCategory({ body: { id } });
        return 'Kategori dihapus';
      });
    case 'create-tag':
      return runAction(async () => `Tag “${(await adminApi.createTag({ body: names })).title}” dibuat`);
    case 'update-tag':
      return runAction(async () => `Tag “${(await adminApi.updateTag({ body: { id, ...names } })).title}” disimpan`);
    case 'merge-tag':
      return runAction(async () => {
        const result = await adminApi.mergeTag({ body: merge });
        return `Digabung ke “${result.into.title}”: ${result.moved} artikel diperbarui`;
      });
    case 'delete-tag':
      return runAction(async () => {
        await adminApi.deleteTag({ body: { id } });
        return 'Tag dihapus';
      });
    default:
      return { ok: false as const, message: 'Tindakan tidak dikenal', fieldErrors: {} };
  }
}
