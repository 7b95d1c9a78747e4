import type { SitemapUrl } from './seo-xml';

/** The site's fixed pages, after the home page, in the order the sitemap lists them. */
export const STATIC_SITEMAP_PATHS = [
  '/tentang-kami',
  '/dewan-syuro',
  '/pengurus-nasional',
  '/pengurus-chapter',
  '/informasi-chapter',
  '/hubungi-kami',
  '/event',
  '/galeri-kegiatan',
  '/galeri-kegiatan/category',
  '/blog',
  '/blog/category',
  '/blog/dakwah-renungan',
  '/blog/motivasi',
  '/blog/sejarah-wawasan',
  '/tag',
] as const;

/** One permalink as the API's sitemap call lists it. */
export interface SitemapEntry {
  kind: 'news' | 'event' | 'chapter' | 'category' | 'tag' | 'gallery_category' | 'album';
  permalink: string;
  updated_at: number;
}

const PATH_OF_KIND: Record<SitemapEntry['kind'], (permalink: string) => string> = {
  news: (p) => `/blog/${p}`,
  event: (p) => `/event/${p}`,
  chapter: (p) => `/pengurus-chapter/${p}`,
  category: (p) => `/blog/category/${p}`,
  tag: (p) => `/tag/${p}`,
  gallery_category: (p) => `/galeri-kegiatan/category/${p}`,
  album: (p) => `/galeri-kegiatan/${p}`,
};

/**
 * Every URL of the sitemap: home, the fixed pages, then each post (at its canonical
 * `/blog/{slug}`), event, chapter board, category, tag, gallery category and album.
 * Permalinks are URL-encoded.
 */
export function sitemapUrls(siteUrl: string, entries: SitemapEntry[]): SitemapUrl[] {
  const fixed: SitemapUrl[] = [`/`, ...STATIC_SITEMAP_PATHS].map((path) => ({
    loc: `${siteUrl}${path}`,
  }));
  const dynamic = entries.map((entry) => ({
    loc: `${siteUrl}${PATH_OF_KIND[entry.kind](encodeURIComponent(entry.permalink))}`,
    ...(entry.updated_at > 0 ? { lastmod: entry.updated_at } : {}),
  }));
  return [...fixed, ...dynamic];
}
