import { Link } from 'react-router';
import type { CompactPostCardData } from '../../lib/blog-types';
import { RELATED_THUMB_SIZES } from '../../lib/image-sizes';
import { PostImage } from './post-image';

/** Props of {@link CompactPostList}. */
export interface CompactPostListProps {
  id: string;
  title: string;
  posts: CompactPostCardData[];
}

/** A titled list of small post links (thumbnail, title, date): related posts beside an article. */
export function CompactPostList({ id, title, posts }: CompactPostListProps) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-brand-900 border-brand-600 border-l-4 pl-3 text-lg font-bold">
        {title}
      </h2>
      <ul className="mt-4 space-y-4">
        {posts.map((post) => (
          <li key={post.id} className="group relative flex gap-3">
            <PostImage
              src={post.image}
              srcSet={post.imageSrcset}
              sizes={RELATED_THUMB_SIZES}
              alt=""
              label={post.categoryTitle}
              className="w-28 shrink-0 rounded-lg [&_svg]:size-6 [&_span]:hidden"
            />
            <div className="min-w-0">
              <p className="text-brand-700 text-xs font-semibold tracking-wide uppercase">
                {post.categoryTitle}
              </p>
              <Link
                to={`/blog/${post.permalink}`}
                className="text-ink group-hover:text-brand-800 line-clamp-3 text-sm leading-snug font-semibold after:absolute after:inset-0 after:content-['']"
              >
                {post.title}
              </Link>
              <time dateTime={post.isoDate} className="text-ink-subtle mt-1 block text-xs">
                {post.date}
              </time>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
