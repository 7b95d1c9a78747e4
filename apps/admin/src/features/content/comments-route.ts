import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { adminApi } from '../../lib/api';
import { requireArea } from '../../lib/profile';
import { requireSession } from '../../lib/require-session';
import { readChoice, readPage, readQuery } from '../../lib/search-params';
import { runAction } from './action-result';

export const COMMENTS_PER_PAGE = 20;
const STATUSES = ['all', 'visible', 'hidden'] as const;

/** `/admin/content/comments`: every comment with its post, newest first. */
export async function commentsLoader({ request }: LoaderFunctionArgs) {
  requireSession(request);
  requireArea('content');
  const search = new URL(request.url).searchParams;
  const q = readQuery(search);
  const page = readPage(search);
  const status = readChoice(search, 'status', STATUSES, 'all');
  const comments = await adminApi.listAdminComments(
    { body: { q, page, perPage: COMMENTS_PER_PAGE, status } },
    { signal: request.signal },
  );
  return { comments, q, page, status };
}

export type CommentsLoaderData = Awaited<ReturnType<typeof commentsLoader>>;

/** Hide, show or delete a comment. */
export async function commentsAction({ request }: ActionFunctionArgs) {
  requireSession(request);
  const form = await request.formData();
  const id = Number(form.get('id'));
  const intent = form.get('intent');
  if (intent === 'delete') {
    return runAction(async () => {
      const result = await adminApi.deleteComment({ body: { id } });
      return result.deleted > 1 ? `Komentar dan ${result.deleted - 1} balasannya dihapus` : 'Komentar dihapus';
    });
  }
  return runAction(async () => {
    const result = await adminApi.setCommentHidden({ body: { id, hidden: intent === 'hide' } });
    return result.hidden ? 'Komentar disembunyikan' : 'Komentar ditampilkan kembali';
  });
}
