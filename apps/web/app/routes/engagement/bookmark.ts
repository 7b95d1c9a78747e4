import { publicApi } from '../../lib/api.server';
import {
  failure,
  failureStatus,
  jsonNoStore,
  readId,
  renewedVisitor,
  sameSiteForm,
  toFailure,
  visitorIdOf,
  withVisitorId,
} from '../../lib/engagement-api.server';
import type { Route } from './+types/bookmark';

const NEEDS_COOKIE = 'Setujui penggunaan cookie terlebih dahulu untuk menyimpan artikel.';

/** `GET /aksi/bookmark?news_id=`: whether this visitor (visitor-id cookie) bookmarked the post. */
export async function loader({ request }: Route.LoaderArgs) {
  const newsId = readId(new URL(request.url).searchParams.get('news_id'));
  if (newsId === null) return jsonNoStore(failure(400, 'Artikel tidak dikenal'), { status: 400 });
  if (!visitorIdOf(request)) return jsonNoStore({ ok: true, message: '', bookmarked: false, hasVisitor: false });
  try {
    const { value: state, setCookie } = await withVisitorId(request, (visitorId) =>
      publicApi.isBookmarked(
        { params: { visitor_id: visitorId ?? '', news_id: newsId } },
        { signal: request.signal },
      ),
    );
    return jsonNoStore(
      { ok: true, message: '', bookmarked: state.bookmarked, hasVisitor: true },
      { headers: renewedVisitor(setCookie) },
    );
  } catch (cause) {
    const result = toFailure('GET bookmark/is_bookmark', cause);
    return jsonNoStore(result, { status: failureStatus(result) });
  }
}

/** `POST /aksi/bookmark`: adds the post to this visitor's bookmarks, or removes it. */
export async function action({ request }: Route.ActionArgs) {
  const form = await sameSiteForm(request);
  if (form instanceof Response) return form;
  const newsId = readId(form.get('news_id'));
  if (newsId === null) return jsonNoStore(failure(400, 'Artikel tidak dikenal'), { status: 400 });
  if (!visitorIdOf(request)) return jsonNoStore(failure(400, NEEDS_COOKIE), { status: 400 });
  try {
    const { value, setCookie } = await withVisitorId(request, (visitorId) =>
      publicApi.toggleBookmark({ body: { visitor_id: visitorId ?? '', news_id: newsId } }),
    );
    const { bookmarked } = value;
    const message = bookmarked ? 'Artikel disimpan ke daftar bacaan Anda.' : 'Artikel dihapus dari daftar bacaan Anda.';
    return jsonNoStore({ ok: true, message, bookmarked, hasVisitor: true }, { headers: renewedVisitor(setCookie) });
  } catch (cause) {
    const result = toFailure('POST bookmark/add_stored', cause);
    return jsonNoStore(result, { status: failureStatus(result) });
  }
}
