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

/** A post in a highlighted category's short list: its thumbnail and title. */
export type HomeHighlightPost = Pick<
  PostCardData,
  'id' | 'permalink' | 'title' | 'image' | 'imageSrcset'
>;

/** A highlighted category with its latest posts. */
export interface HomeHighlightCategory {
  id: number;
  title: string;
  permalink: string;
  description: string;
  total: number;
  posts: HomeHighlightPost[];
}

/** A post of the popular list: its category, title and date, no picture. */
export type HomePopularPost = Pick<
  PostCardData,
  'id' | 'permalink' | 'title' | 'categoryTitle' | 'date' | 'isoDate'
>;

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

/** A popular video: a post whose content type is `video`, as its card shows it. */
export interface HomeVideo extends Pick<
  PostCardData,
  'id' | 'permalink' | 'title' | 'image' | 'imageSrcset' | 'date' | 'isoDate'
> {
  /** The video's page elsewhere (YouTube...); null when it plays on the post's own page or the post has none. */
  videoUrl: string | null;
}
