/**
 * The blog's fixed vocabulary: sections (ARCHITECTURE section 9), page size and the categories
 * that are site furniture rather than reading matter. Plain data, safe for the browser bundle
 * (the contract's copy of the section list comes with zod, which must stay on the server).
 */

/** Posts per page on every blog list. */
export const POSTS_PER_PAGE = 12;

/** Related posts and recommendations under a post (SPEC section 7: 5 per page). */
export const SIDE_LIST_SIZE = 5;

/**
 * A blog section with its heading (the menu's words: every page's first load carries them). Its
 * introduction is in blog-section-intros.ts, loaded only by the pages that show it.
 */
export interface BlogSectionInfo {
  slug: 'dakwah-renungan' | 'motivasi' | 'sejarah-wawasan';
  title: string;
}

export const BLOG_SECTIONS: readonly BlogSectionInfo[] = [
  { slug: 'dakwah-renungan', title: 'Dakwah & Renungan' },
  { slug: 'motivasi', title: 'Motivasi' },
  { slug: 'sejarah-wawasan', title: 'Sejarah & Wawasan' },
];

export type BlogSectionSlug = BlogSectionInfo['slug'];

/** The section with this slug, or `undefined` for anything else. */
export function findBlogSection(slug: string | undefined): BlogSectionInfo | undefined {
  return BLOG_SECTIONS.find((s) => s.slug === slug);
}

/** The section named by the second segment of a path such as `/blog/motivasi/judul`. */
export function sectionFromPath(pathname: string): BlogSectionInfo | undefined {
  return findBlogSection(pathname.split('/')[2]);
}

/** The disease catalogue (its own A–Z view); the categories kept out of the blog list, its feed and the category index; those without a public category page to link to (packages/contract). */
export {
  CATALOGUE_CATEGORY,
  NOT_READING_CATEGORIES as NON_BLOG_CATEGORIES,
  UNLISTED_CATEGORIES as HIDDEN_CATEGORIES,
} from '@sbc/contract/categories';

/** Permalinks as the API accepts them: lower-case words joined by hyphens. */
const PERMALINK = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a URL segment can be a permalink at all (anything else is a 404 without asking the API). */
export function isPermalink(value: string | undefined): value is string {
  return typeof value === 'string' && value.length <= 200 && PERMALINK.test(value);
}
