import { readPage } from '../../lib/blog-paging';
import {
  asMemberOrVisitor,
  endedSessionAnswer,
  failure,
  failureStatus,
  jsonNoStore,
  memberTokenOf,
  publicApiFor,
  readId,
  sameSiteForm,
  toFailure,
} from '../../lib/engagement-api.server';
import { COMMENTS_PER_PAGE, toCommentPage, toCommentView } from '../../lib/engagement-comments.server';
import { formText } from '../../lib/engagement-forms';
import { forgetEndedSession, isEndedSession } from '../../lib/member-session.server';
import type { Route } from './+types/comments';

/** `GET /aksi/komentar?news_id=&page=`: a page of a post's comments, newest first, with replies. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const newsId = readId(url.searchParams.get('news_id'));
  if (newsId === null) return jsonNoStore(failure(400, 'Artikel tidak dikenal'), { status: 400 });
  const page = readPage(url.searchParams);
  try {
    // A member whose session ended still reads the comments, as a visitor, and is logged out here.
    const { value, asMember, ended } = await asMemberOrVisitor(request, (api) =>
      api.listComments({ body: { news_id: newsId, page, perPage: COMMENTS_PER_PAGE } }, { signal: request.signal }),
    );
    return jsonNoStore(
      { ok: true, message: '', ...toCommentPage(value, page, asMember) },
      { headers: ended ? forgetEndedSession() : undefined },
    );
  } catch (cause) {
    const result = toFailure('POST comments/list', cause);
    return jsonNoStore(result, { status: failureStatus(result) });
  }
}

/** `POST /aksi/komentar`: a member's comment, or a reply with `parent_id` (plain text). */
export async function action({ request }: Route.ActionArgs) {
  const form = await sameSiteForm(request);
  if (form instanceof Response) return form;
  const newsId = readId(form.get('news_id'));
  if (newsId === null) return jsonNoStore(failure(400, 'Artikel tidak dikenal'), { status: 400 });
  if (memberTokenOf(request) === null) {
    return jsonNoStore(failure(401, 'Silakan masuk terlebih dahulu untuk berkomentar.'), { status: 401 });
  }
  const parentId = readId(form.get('parent_id'));
  const content = formText(form, 'content').trim();
  if (content.length < 2 || content.length > 1000) {
    const message = content.length < 2 ? 'Komentar minimal 2 karakter' : 'Komentar maksimal 1000 karakter';
    return jsonNoStore(failure(400, message, { content: message }), { status: 400 });
  }
  try {
    const comment = await publicApiFor(request).addComment({
      body: { news_id: newsId, content, ...(parentId === null ? {} : { parent_id: parentId }) },
    });
    return jsonNoStore({ ok: true, message: 'Komentar Anda sudah terbit.', comment: toCommentView(comment) });
  } catch (cause) {
    if (isEndedSession(cause)) return endedSessionAnswer();
    const result = toFailure('POST comments/add_stored', cause);
    return jsonNoStore(result, { status: failureStatus(result) });
  }
}
