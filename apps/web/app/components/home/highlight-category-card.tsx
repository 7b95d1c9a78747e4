import { Link } from 'react-router';
import type { HomeHighlightCategory } from '../../lib/home-types';
import { HIGHLIGHT_THUMB_SIZES } from '../../lib/image-sizes';
import { PostImage } from '../blog/post-image';
import { ArrowRightIcon } from '../icons';

/**
 * A highlighted category: what it is about and its latest posts. Two cards share a phone's width
 * (SPEC section 9), so below `sm` the posts go without thumbnails and the padding is smaller.
 */
export function HighlightCategoryCard({ category }: { category: HomeHighlightCategory }) {
  const href = `/blog/category/${category.permalink}`;
  return (
    <article className="bg-surface ring-line flex w-full flex-col rounded-2xl p-4 shadow-sm ring-1 sm:p-5">
      <p className="text-brand-700 text-xs font-semibold tracking-wide uppercase">
        {category.total} artikel
      </p>
      <h3 className="text-brand-900 mt-1 text-lg font-bold break-words sm:text-xl">
        <Link to={href} className="hover:underline">
          {category.title}
        </Link>
      </h3>
      <p className="text-ink-muted mt-2 line-clamp-3 text-sm">{category.description}</p>
      {category.posts.length > 0 ? (
        <ul className="border-line mt-4 space-y-3 border-t pt-4">
          {category.posts.map((post) => (
            <li key={post.id} className="group relative flex gap-3">
              <PostImage
                src={post.image}
                srcSet={post.imageSrcset}
                sizes={HIGHLIGHT_THUMB_SIZES}
                alt=""
                label={category.title}
                className="w-20 shrink-0 rounded-lg max-sm:hidden [&_span]:hidden [&_svg]:size-5"
              />
              <Link
                to={`/blog/${post.permalink}`}
                className="text-ink group-hover:text-brand-800 line-clamp-3 text-sm leading-snug font-semibold after:absolute after:inset-0 after:content-['']"
              >
                {post.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        to={href}
        className="text-brand-700 mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold hover:underline"
      >
        Lihat kategori <ArrowRightIcon className="h-4 w-4" />
      </Link>
    </article>
  );
}
