import { Link } from 'react-router';
import type { HomePopularPost } from '../../lib/home-types';

/** Most-read posts, numbered. */
export function PopularList({ posts }: { posts: HomePopularPost[] }) {
  return (
    <ol className="space-y-1">
      {posts.map((post, index) => (
        <li
          key={post.id}
          className="group hover:bg-brand-50 relative flex gap-4 rounded-xl p-3 transition-colors"
        >
          <span
            aria-hidden="true"
            className="text-brand-200 w-8 shrink-0 text-3xl leading-none font-extrabold tabular-nums"
          >
            {index + 1}
          </span>
          <span className="min-w-0">
            <span className="text-brand-700 block text-xs font-semibold tracking-wide uppercase">
              {post.categoryTitle}
            </span>
            <Link
              to={`/blog/${post.permalink}`}
              className="text-ink group-hover:text-brand-800 mt-0.5 line-clamp-2 leading-snug font-semibold after:absolute after:inset-0 after:content-['']"
            >
              {post.title}
            </Link>
            <time dateTime={post.isoDate} className="text-ink-subtle mt-1 block text-xs">
              {post.date}
            </time>
          </span>
        </li>
      ))}
    </ol>
  );
}
