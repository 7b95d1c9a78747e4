import { BLOG_SECTIONS } from '@sbc/contract';
import { AppError } from '../../http/errors';

/**
 * Slugs a post can never take (ARCHITECTURE section 9): they are paths of the blog itself
 * (`/blog/category/…`, `/blog/page/…`, `/blog/course`, `/blog/tersimpan`, `/blog/{section}/…`; `rss.xml` cannot be a slug at all).
 */
export const RESERVED_POST_SLUGS: readonly string[] = ['category', 'rss', 'page', 'course', 'tersimpan', ...BLOG_SECTIONS];

/** A 409 that the editor shows under the permalink field. */
export function permalinkTaken(message = 'Permalink sudah dipakai, pilih yang lain'): AppError {
  return new AppError('CONFLICT', message, [{ field: 'permalink', message }]);
}

/** Refuses a slug the blog's own paths use. */
export function assertPostSlugAllowed(slug: string): void {
  if (RESERVED_POST_SLUGS.includes(slug)) {
    const message = `Permalink “${slug}” dipakai oleh halaman blog, pilih yang lain`;
    throw new AppError('BAD_REQUEST', message, [{ field: 'permalink', message }]);
  }
}
