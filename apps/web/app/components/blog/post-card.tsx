import { Link } from 'react-router';
import type { CompactPostCardData, PostCardData } from '../../lib/blog-types';
import { GRID_CARD_SIZES } from '../../lib/image-sizes';
import { CalendarIcon } from './blog-icons';
import { PostImage } from './post-image';

/**
 * A post in a list: picture, category, title, excerpt, date. The whole card is clickable
 * through the title link (stretched over the card); the category link sits above it.
 */
export function PostCard({
  headingLevel = 3,
  imageSizes = GRID_CARD_SIZES,
  priority,
  ...card
}: {
  headingLevel?: 2 | 3;
  /** How wide the picture shows where the card is used (`sizes`); a grid card's by default. */
  imageSizes?: string;
  /** The first card of a list, whose picture is the largest thing on a phone's first screen. */
  priority?: boolean;
} & (
  /** Narrow cards in a row of five: no excerpt, smaller title. */
  | { compact: true; post: CompactPostCardData }
  | { compact?: false; post: PostCardData }
)) {
  const { post, compact } = card;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group bg-surface ring-line relative flex h-full flex-col overflow-hidden rounded-2xl shadow-sm ring-1 transition hover:-translate-y-0.5 hover:shadow-lg focus-within:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <PostImage
        src={post.image}
        srcSet={post.imageSrcset}
        sizes={imageSizes}
        alt=""
        label={post.categoryTitle}
        isVideo={post.isVideo}
        priority={priority}
        className="transition group-hover:opacity-95"
      />
      <div className={`flex flex-1 flex-col ${compact ? 'p-4' : 'p-5'}`}>
        <Link
          to={`/blog/category/${post.categoryPermalink}`}
          className="text-brand-700 relative z-10 self-start rounded text-xs font-semibold tracking-wide uppercase hover:underline"
        >
          {post.categoryTitle}
        </Link>
        <Heading className={`text-ink mt-2 leading-snug font-bold ${compact ? 'flex-1 text-base' : 'text-lg'}`}>
          <Link
            to={`/blog/${post.permalink}`}
            className="group-hover:text-brand-800 rounded after:absolute after:inset-0 after:content-['']"
          >
            {post.title}
          </Link>
        </Heading>
        {card.compact ? null : (
          // The clamp is on the paragraph, the growing on its box: a stretched clamped paragraph
          // would show the lines after its ellipsis.
          <div className="mt-2 flex-1">
            <p className="text-ink-muted line-clamp-3 text-sm">{card.post.excerpt}</p>
          </div>
        )}
        <p className="text-ink-subtle mt-4 flex items-center gap-1.5 text-xs">
          <CalendarIcon className="size-3.5" />
          <time dateTime={post.isoDate}>{post.date}</time>
        </p>
      </div>
    </article>
  );
}

/**
 * Cards in a responsive grid: one column on phones, two on tablets, three on wide screens. The
 * first card's picture loads at once (it is what a phone shows largest), the others lazily.
 */
export function PostGrid({ posts, headingLevel }: { posts: PostCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={headingLevel} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
