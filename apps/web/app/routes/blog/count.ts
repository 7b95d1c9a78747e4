import { env } from '../../env.server';
import {
  countVisit,
  readNewsId,
  recordOutboundClick,
  recordPostRead,
} from '../../lib/blog-tracking.server';
import type { Route } from './+types/count';

const NO_STORE = { 'Cache-Control': 'no-store' };

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

/** Only the site's own pages may count: a cross-site form post is refused. */
function isSameSite(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin && origin !== new URL(env.WEB_URL).origin) return false;
  return request.headers.get('Sec-Fetch-Site') !== 'cross-site';
}

/** Counting has no page: a GET is answered 405. */
export function loader() {
  return new Response('Method Not Allowed\n', {
    status: 405,
    headers: { ...NO_STORE, Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * `POST /blog/hitung.json`: records a read (answering the new count and, for a known visitor,
 * recommendations without what they read), an outside-link click, or a category or tag visit.
 * The visitor id comes from the request's cookie, never from the page (pages are cached).
 */
export async function action({ request }: Route.ActionArgs) {
  if (!isSameSite(request)) return json({ ok: false }, 403);
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
  const newsId = readNewsId(form);
  if (newsId === null) return json({ ok: false }, 400);
  if (kind === 'read') return json(await recordPostRead(request, newsId));
  if (kind === 'link') return json(await recordOutboundClick(newsId, String(form.get('url') ?? '')));
  return json({ ok: false }, 400);
}
