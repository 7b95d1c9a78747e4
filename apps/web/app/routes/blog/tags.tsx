import { BlogHero } from '../../components/blog/blog-hero';
import { TagCloud } from '../../components/blog/tag-cloud';
import { env } from '../../env.server';
import { publicApi } from '../../lib/api.server';
import { publicPageHeaders } from '../../lib/blog-http';
import { loadOrNotFound } from '../../lib/blog-posts.server';
import { BLOG_STEP, pageMeta, TAGS_STEP, trailMeta } from '../../lib/seo-meta';
import type { Route } from './+types/tags';

export const headers = publicPageHeaders;

/** `/tag`: every tag with its number of posts, as a cloud (the busiest tags larger). */
export async function loader({ request }: Route.LoaderArgs) {
  const tags = await loadOrNotFound('GET tag/list', () => publicApi.listTags({ signal: request.signal }));
  const meta = [
    ...pageMeta({
      title: 'Tag | Blog SBC',
      description: 'Jelajahi artikel Blog SBC berdasarkan tag: topik-topik yang sering kami bahas.',
      url: `${env.WEB_URL}${TAGS_STEP.path}`,
    }),
    trailMeta(env.WEB_URL, [BLOG_STEP, TAGS_STEP]),
  ];
  return {
    meta,
    tags: tags
      .filter((t) => t.total_news > 0)
      .map((t) => ({ permalink: t.tag_permalink, title: t.tag_title, total: t.total_news }))
      .sort((a, b) => a.title.localeCompare(b.title, 'id')),
  };
}

/** Built in the loader, so the SEO helpers stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Tags({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BlogHero
        eyebrow="Blog SBC"
        title="Semua Tag"
        intro="Topik-topik yang dibahas di Blog SBC. Tag yang lebih besar memiliki lebih banyak artikel."
      />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <TagCloud tags={loaderData.tags} />
      </div>
    </>
  );
}
