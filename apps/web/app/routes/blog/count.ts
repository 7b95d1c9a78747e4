import { countVisit, recordOutboundClick, recordPostRead } from '../../lib/blog-tracking.server';
import {
  isSameSiteRequest,
  jsonNoStore,
  methodNotAllowed,
  readId,
  renewedVisitor,
} from '../../lib/engagement-api.server';
import type { Route } from './+types/count';

const json = (body: unknown, status = 200) => jsonNoStore(body, { status });

/** Counting has no page: a GET is answered 405. */
export function loader() {
  return methodNotAllowed('POST');
}

/**
 * `POST /blog/hitung.json`: records a read (answering the new count and, for a known visitor,
 * recommendations without what they read), an outside-link click, or a category or tag visit.
 * The visitor id comes from the request's cookie, never from the page (pages are cached).
 */
export async function action({ request }: Route.ActionArgs) {
  if (!isSameSiteRequest(request)) return json({ ok: false }, 403);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return json({ ok: false }, 400);
  }
  const kind = form.get('kind');
  if (kind === 'category' || kind === 'tag') {
    return json(await countVisit(kind, String(form.get('permalink') ?? '')));
  }
  const newsId = readId(form.get('news_id'));
  if (newsId === null) return json({ ok: false }, 400);
  if (kind === 'read') {
    const { result, setCookie } = await recordPostRead(request, newsId);
    return jsonNoStore(result, { headers: renewedVisitor(setCookie) });
  }
  if (kind === 'link') return json(await recordOutboundClick(newsId, String(form.get('url') ?? '')));
  return json({ ok: false }, 400);
}
