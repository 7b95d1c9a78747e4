/**
 * What blog loaders hand to components: plain strings, dates already formatted on the server
 * (so dayjs and the API client never reach the browser bundle).
 */

/** A post as cards and lists show it. */
export interface PostCardData {
  id: number;
  permalink: string;
  title: string;
  excerpt: string;
  image: string | null;
  /** The picture's smaller widths (`srcset`); null when only `image` exists. */
  imageSrcset: string | null;
  categoryTitle: string;
  categoryPermalink: string;
  /** "22 November 2026" (WIB). */
  date: string;
  /** ISO 8601 with +07:00, for `<time dateTime>`. */
  isoDate: string;
  isVideo: boolean;
}

/** A card that shows no excerpt (compact cards, side lists): the page carries less data. */
export type CompactPostCardData = Omit<PostCardData, 'excerpt'>;

/** One page of a paged list. */
export interface PostPage {
  posts: PostCardData[];
  page: number;
  totalPages: number;
  total: number;
}

/** A search hit: a card plus the highlighted snippet (HTML with `<mark>`, built by the API). */
export interface SearchHit extends PostCardData {
  snippet: string;
}

/** What the post page's read action answers: the new count and, for a known visitor, their picks. */
export interface ReadResult {
  ok: boolean;
  views?: number;
  recommendations?: CompactPostCardData[];
}

/** A post as its own page shows it. */
export interface PostDetailData extends PostCardData {
  /** Sanitised on the server when saved (ARCHITECTURE section 4). */
  contentHtml: string;
  authorName: string;
  views: number;
  /** True for static pages (policies): no author line, no reading lists. */
  isPage: boolean;
  /** False for page furniture and policy pages: their category has no public page to link to. */
  categoryListed: boolean;
  /** A video file stored with the site's media, played by the page's own player. */
  videoFileUrl: string | null;
  /** The YouTube player's address when the video is on YouTube. */
  videoEmbedUrl: string | null;
  /** Where the video is, as the post gives it. */
  videoUrl: string | null;
  tags: { title: string; permalink: string }[];
}
