import { env } from '../../env.server';
import { publicApi } from '../../lib/api.server';
import { SECTION_INTROS } from '../../lib/blog-section-intros';
import { NON_BLOG_CATEGORIES, sectionFromPath } from '../../lib/blog-sections';
import { fileResponse, unavailableResponse } from '../../lib/seo-response.server';
import { buildRssXml } from '../../lib/seo-xml';
import type { Route } from './+types/blog-rss';

/** Items per feed. */
const FEED_SIZE = 20;

/**
 * `/blog/rss.xml` (every reading post) and `/blog/{section}/rss.xml` (one section; the three
 * section paths are registered one by one, so any other path stays a 404): the newest posts.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const section = sectionFromPath(new URL(request.url).pathname);
  const site = env.WEB_URL;
  const pagePath = section ? `/blog/${section.slug}` : '/blog';
  try {
    const result = await publicApi.listArticles(
      {
        body: {
          page: 1,
          perPage: FEED_SIZE,
          ...(section ? { section: section.slug } : { exclude_category: NON_BLOG_CATEGORIES }),
        },
      },
      { signal: request.signal },
    );
    const xml = buildRssXml({
      title: section ? `${section.title} – Blog SBC` : 'Blog SBC',
      link: `${site}${pagePath}`,
      self: `${site}${pagePath}/rss.xml`,
      description: section
        ? SECTION_INTROS[section.slug]
        : 'Artikel terbaru Komunitas SBC: dakwah dan renungan, motivasi, sejarah dan wawasan, kesehatan, keluarga, dan kabar kegiatan.',
      items: result.data.map((post) => ({
        title: post.news_title,
        link: `${site}/blog/${post.news_permalink}`,
        guid: `sbc-berita-${post.id}`,
        published: post.published_at,
        description: post.news_excerpt,
        category: post.category_title,
        author: post.author_name,
      })),
    });
    return fileResponse(request, xml, 'application/rss+xml; charset=utf-8');
  } catch (cause) {
    return unavailableResponse('POST article/list (feed)', cause);
  }
}
