import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PostPage } from '../../lib/blog-types';
import { EmptyState } from './empty-state';
import { Pagination } from './pagination';
import { PostGrid } from './post-card';

/** Props of {@link PostListBody}. */
export interface PostListBodyProps {
  list: PostPage;
  /** Accessible heading of the list (visually hidden when the hero already says it). */
  heading: string;
  emptyTitle: string;
  emptyText: ReactNode;
}

/** A page of post cards with its pagination, or a friendly note when there are none. */
export function PostListBody({ list, heading, emptyTitle, emptyText }: PostListBodyProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h2 className="sr-only">{heading}</h2>
      {list.posts.length === 0 ? (
        <EmptyState
          title={emptyTitle}
          action={
            <Link to="/blog" className="text-brand-700 font-semibold hover:underline">
              Kembali ke Blog <span aria-hidden="true">→</span>
            </Link>
          }
        >
          {emptyText}
        </EmptyState>
      ) : (
        <>
          {list.totalPages > 1 ? (
            <p className="text-ink-subtle mb-6 text-sm">
              Halaman {list.page} dari {list.totalPages}
            </p>
          ) : null}
          <PostGrid posts={list.posts} />
        </>
      )}
      <Pagination page={list.page} totalPages={list.totalPages} />
    </div>
  );
}
