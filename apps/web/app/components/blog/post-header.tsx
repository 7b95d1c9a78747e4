import { formatNumberId } from '@sbc/format/rupiah';
import { Link } from 'react-router';
import type { PostDetailData } from '../../lib/blog-types';
import { CalendarIcon, EyeIcon, UserIcon } from './blog-icons';

/** Props of {@link PostHeader}. */
export interface PostHeaderProps {
  post: PostDetailData;
  /** The read count, updated once the visit is recorded. */
  views: number;
}

/** Breadcrumbs, category, title and the byline (author, date, reads) of a post. */
export function PostHeader({ post, views }: PostHeaderProps) {
  return (
    <header>
      <nav aria-label="Jejak navigasi" className="text-ink-subtle text-sm">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <li>
            <Link to="/" className="hover:text-brand-800 hover:underline">
              Beranda
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/blog" className="hover:text-brand-800 hover:underline">
              Blog
            </Link>
          </li>
          {post.categoryListed ? (
            <>
              <li aria-hidden="true">/</li>
              <li>
                <Link
                  to={`/blog/category/${post.categoryPermalink}`}
                  className="hover:text-brand-800 hover:underline"
                >
                  {post.categoryTitle}
                </Link>
              </li>
            </>
          ) : null}
        </ol>
      </nav>
      {post.categoryListed ? (
        <Link
          to={`/blog/category/${post.categoryPermalink}`}
          className="bg-brand-50 text-brand-800 hover:bg-brand-100 mt-6 inline-block rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase"
        >
          {post.categoryTitle}
        </Link>
      ) : (
        <div className="mt-6" />
      )}
      <h1 className="text-brand-950 mt-3 text-3xl leading-tight font-bold md:text-4xl lg:text-5xl">
        {post.title}
      </h1>
      {post.excerpt ? <p className="text-ink-muted mt-4 text-lg md:text-xl">{post.excerpt}</p> : null}
      <ul className="text-ink-muted border-line mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 border-y py-4 text-sm">
        {post.isPage ? null : (
          <li className="flex items-center gap-2">
            <UserIcon className="text-brand-600 size-4" />
            <span>
              <span className="sr-only">Penulis: </span>
              <span className="text-ink font-semibold">{post.authorName}</span>
            </span>
          </li>
        )}
        <li className="flex items-center gap-2">
          <CalendarIcon className="text-brand-600 size-4" />
          <span className="sr-only">Diterbitkan: </span>
          <time dateTime={post.isoDate}>{post.date}</time>
        </li>
        <li className="flex items-center gap-2">
          <EyeIcon className="text-brand-600 size-4" />
          <span>{formatNumberId(views)} kali dibaca</span>
        </li>
      </ul>
    </header>
  );
}
