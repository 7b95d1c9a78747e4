import { BLOG_SECTIONS } from '@sbc/contract';
import { AppError } from '../../http/errors';

const MAX_LENGTH = 200;

/**
 * Slugs a post can never take (ARCHITECTURE section 9): they are paths of the blog itself
 * (`/blog/category/…`, `/blog/page/…`, `/blog/course`, `/blog/{section}/…`; `rss.xml` cannot be a slug at all).
 */
export const RESERVED_POST_SLUGS: readonly string[] = ['category', 'rss', 'page', 'course', ...BLOG_SECTIONS];

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

/**
 * The first free slug of `base`, `base-2`, `base-3`… for a permalink made from a title (an
 * explicit permalink is never changed behind the editor's back: a taken one is refused).
 */
export async function freeSlug(base: string, isTaken: (slug: string) => Promise<boolean>, reserved: readonly string[] = []): Promise<string> {
  for (let n = 1; n < 1000; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const slug = `${base.slice(0, MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!reserved.includes(slug) && !(await isTaken(slug))) return slug;
  }
  throw permalinkTaken();
}
