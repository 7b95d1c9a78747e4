import { type BlogSection } from '@sbc/contract';

/** Demo content is plain data; src/db/seed/content.ts turns it into rows and generated images. */
export interface SeedCategory {
  permalink: string;
  title: string;
  description: string;
  /** Shown in the home page's highlight-category carousel. */
  highlight?: boolean;
}

export interface SeedTag {
  permalink: string;
  title: string;
}

export interface SeedArticle {
  permalink: string;
  title: string;
  /** One or two sentences shown in lists. */
  excerpt: string;
  /** The body as simple HTML: <p>, <h2>, <h3>, <ul>/<ol>/<li>, <blockquote>, <strong>, <em>, <a href>. */
  html: string;
  /** A SeedCategory permalink. */
  category: string;
  section?: BlogSection;
  /** SeedTag permalinks. */
  tags: string[];
  author: string;
  /** Days before the seed runs (0 = today); pages and catalogue entries may use large numbers. */
  publishedDaysAgo: number;
  contentType?: 'article' | 'video' | 'page';
  /** A video post plays its file `seed-media/videos/<permalink>.mp4`, stored with the site's media. */
  hasVideoFile?: boolean;
  editorChoice?: boolean;
}

export interface SeedChapter {
  slug: string;
  name: string;
  city: string;
  province: string;
  address: string;
  phone: string;
  email: string;
  instagram?: string;
  description: string;
}

export interface SeedBoardMember {
  board: 'nasional' | 'chapter' | 'dewan-syuro';
  /** A SeedChapter slug, for chapter boards only. */
  chapter?: string;
  name: string;
  position: string;
  termStart: number;
  termEnd: number;
}

export interface SeedEvent {
  slug: string;
  title: string;
  summary: string;
  /** Simple HTML like SeedArticle.html: programme, speakers, what to bring. */
  descriptionHtml: string;
  /** Days from the seed run to the start (negative = past). */
  startsInDays: number;
  /**
   * Under way whenever the seed runs: when today's start (WIB) is still ahead, it began the day
   * before (the duration must reach past the next day's start time).
   */
  underway?: true;
  /** Start time in WIB, "HH:MM". */
  startTime: string;
  durationHours: number;
  place?: string;
  address?: string;
  city?: string;
  onlineUrl?: string;
  seats?: number;
  priceMember: number;
  priceNonMember: number;
  /** A SeedChapter slug when a chapter organises it. */
  chapter?: string;
}
