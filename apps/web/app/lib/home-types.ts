import type { PostCardData } from './blog-types';

/** What the home page's loader hands to its sections: plain strings, dates formatted. */

/** A slide of the banner carousel (a post of category `banner`). */
export interface HomeBanner {
  id: number;
  permalink: string;
  title: string;
  excerpt: string;
  image: string | null;
  imageSrcset: string | null;
}

/** A highlighted category with its latest posts. */
export interface HomeHighlightCategory {
  id: number;
  title: string;
  permalink: string;
  description: string;
  total: number;
  posts: PostCardData[];
}

/** A member's story (a post of category `testimoni`): the excerpt is the quote. */
export interface HomeTestimonial {
  id: number;
  permalink: string;
  title: string;
  quote: string;
  author: string;
  image: string | null;
  imageSrcset: string | null;
}

/** A popular video: a post whose content type is `video`. */
export interface HomeVideo extends PostCardData {
  /** The video's own page (YouTube...); null when the post has none. */
  videoUrl: string | null;
}
