import { data } from 'react-router';
import { BlogHero } from '../../components/blog/blog-hero';
import { PostListBody } from '../../components/blog/post-list-body';
import { env } from '../../env.server';
import { readPage } from '../../lib/blog-paging';
import { loadOrNotFound, toPostPage } from '../../lib/blog-posts.server';
import { POSTS_PER_PAGE } from '../../lib/blog-sections';
import { renewedVisitor, visitorIdOf, withVisitorId } from '../../lib/engagement-api.server';
import { publicApi } from '../../lib/api.server';
import { BLOG_STEP, pageMeta, trailMeta } from '../../lib/seo-meta';
import type { Route } from './+types/saved';

const PATH = '/blog/tersimpan';

/**
 * `/blog/tersimpan`: the posts this browser saved with "Simpan artikel" (bookmarks belong to the
 * visitor id of the cookie notice), the latest saved first. Personal: never cached, not indexed.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const page = readPage(new URL(request.url).searchParams);
  const meta = [
    ...pageMeta({
      title: 'Artikel Tersimpan | Blog SBC',
      description: 'Artikel Blog SBC yang Anda simpan untuk dibaca nanti.',
      url: `${env.WEB_URL}${PATH}`,
      noindex: true,
    }),
    trailMeta(env.WEB_URL, [BLOG_STEP, { name: 'Artikel Tersimpan', path: PATH }]),
  ];
  if (!visitorIdOf(request)) {
    return data({ meta, hasVisitor: false, list: toPostPage({ data: [], totalRecords: 0 }, 1, POSTS_PER_PAGE) });
  }
  const { value, setCookie } = await loadOrNotFound('POST bookmark/list', () =>
    withVisitorId(request, (visitorId) =>
      publicApi.listBookmarks(
        { body: { visitor_id: visitorId ?? '', page, perPage: POSTS_PER_PAGE } },
        { signal: request.signal },
      ),
    ),
  );
  return data(
    { meta, hasVisitor: true, list: toPostPage(value, page, POSTS_PER_PAGE) },
    { headers: renewedVisitor(setCookie) },
  );
}

/** This browser's own list: no shared cache keeps it; a renewed visitor id goes with it. */
export function headers({ loaderHeaders }: Route.HeadersArgs): Headers {
  const headers = new Headers();
  const cookie = loaderHeaders.get('Set-Cookie');
  if (cookie) headers.set('Set-Cookie', cookie);
  headers.set('Cache-Control', 'private, no-store');
  return headers;
}

/** Built in the loader, so the SEO helpers stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function SavedPosts({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BlogHero
        eyebrow="Blog SBC"
        title="Artikel Tersimpan"
        intro="Artikel yang Anda simpan dengan tombol “Simpan artikel” di perangkat ini, yang terakhir disimpan di atas."
      />
      <PostListBody
        list={loaderData.list}
        heading="Artikel tersimpan"
        emptyTitle="Belum ada artikel tersimpan"
        emptyText={
          <p>
            {loaderData.hasVisitor
              ? 'Tekan “Simpan artikel” di bawah sebuah artikel untuk membacanya lagi nanti dari halaman ini.'
              : 'Setujui penggunaan cookie, lalu tekan “Simpan artikel” di bawah sebuah artikel untuk membacanya lagi nanti dari halaman ini.'}
          </p>
        }
      />
    </>
  );
}
