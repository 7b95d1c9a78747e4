import type { CompactPostCardData, PostDetailData } from '../../lib/blog-types';
import { deferred } from '../../lib/deferred';
import { RECOMMENDATION_SIZES } from '../../lib/image-sizes';
import { PostEngagement } from '../engagement/post-engagement';
import { PostCard } from './post-card';
import { PostHeader } from './post-header';
import { PostMedia } from './post-media';
import { usePostTracking } from './use-post-tracking';

// Read without script; their code loads once the page has settled (first-load JS budget).
const PostTags = deferred(() => import('./post-tags').then((m) => m.PostTags));
const PostShare = deferred(() => import('./post-share').then((m) => m.PostShare));
const CompactPostList = deferred(() => import('./compact-post-list').then((m) => m.CompactPostList));

/** Props of {@link PostView}. */
export interface PostViewProps {
  post: PostDetailData;
  canonicalUrl: string;
  related: CompactPostCardData[];
  recommendations: CompactPostCardData[];
}

/**
 * A post's page: header, media, the sanitised body, tags and sharing, related posts beside it
 * on wide screens, and recommendations below (replaced by personal ones once the read is
 * recorded for a known visitor).
 */
export function PostView({ post, canonicalUrl, related, recommendations }: PostViewProps) {
  const { read, onBodyClick } = usePostTracking(post.id);
  const views = read?.views ?? post.views;
  const picks = read?.recommendations ?? recommendations;
  return (
    <div className="bg-surface">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-10 md:py-14 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article className="min-w-0">
          <PostHeader post={post} views={views} />
          <div className="mt-8">
            <PostMedia post={post} />
          </div>
          {/* Sanitised on the server when saved; clicks are delegated to count outside links. */}
          <div
            className="prose-sbc mt-10"
            onClick={onBodyClick}
            onAuxClick={onBodyClick}
            dangerouslySetInnerHTML={{ __html: post.contentHtml }}
          />
          <PostTags tags={post.tags} />
          <PostShare url={canonicalUrl} title={post.title} />
          {post.isPage ? null : <PostEngagement newsId={post.id} />}
        </article>
        <aside aria-label="Bacaan lain" className="lg:pt-2">
          <div className="lg:sticky lg:top-24">
            <CompactPostList id="terkait-judul" title="Artikel Terkait" posts={related} />
          </div>
        </aside>
      </div>
      {post.isPage || picks.length === 0 ? null : (
        <section aria-labelledby="rekomendasi-judul" className="bg-surface-muted border-line border-t">
          <div className="mx-auto max-w-6xl px-4 py-12">
            <h2 id="rekomendasi-judul" className="text-brand-900 text-2xl font-bold">
              Rekomendasi untuk Anda
            </h2>
            {/* A swipeable row on phones, a grid from tablets up. */}
            <ul className="-mx-4 mt-6 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-5 sm:overflow-visible sm:px-0 md:grid-cols-3 lg:grid-cols-5">
              {picks.map((pick) => (
                <li key={pick.id} className="w-64 shrink-0 snap-start sm:w-auto">
                  <PostCard post={pick} compact imageSizes={RECOMMENDATION_SIZES} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </div>
  );
}
