import type { MetaDescriptor } from 'react-router';
import { breadcrumbJsonLd } from './seo-jsonld';

/** What a page tells search engines and link previews about itself. */
export interface PageMetaInput {
  /** The document title as shown in the tab (already suffixed, e.g. "Judul | Blog SBC"). */
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  /** Absolute image URL for previews; pages without a picture of their own get the site's. */
  image?: string | null;
  /** The page's own image's size in pixels, when the API recorded it (never guessed). */
  imageSize?: ImageSize | null;
  type?: 'website' | 'article';
  /** Search results and other pages that should not be indexed. */
  noindex?: boolean;
  /** Absolute URLs of the neighbouring pages of a paged list. */
  prev?: string;
  next?: string;
  /**
   * An RSS feed of the page's own content (a section's), announced to feed readers before the
   * blog's feed, which every page announces.
   */
  feed?: { title: string; url: string };
}

/** The feed of a blog section (`/blog/{section}/rss.xml`), for its list and its posts. */
export function sectionFeed(siteUrl: string, section: { slug: string; title: string }): PageMetaInput['feed'] {
  return { title: `${section.title} – Blog SBC`, url: `${siteUrl}/blog/${section.slug}/rss.xml` };
}

/** A picture's size in pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/** The size the API recorded for a picture, or null when it has none (a cover stored before sizes were). */
export function imageSizeOf(width: number | null, height: number | null): ImageSize | null {
  return width && height ? { width, height } : null;
}

/** The site's preview picture (apps/web/public), for pages without one of their own. */
export const SITE_IMAGE = { path: '/og-sbc.png', width: 1200, height: 630, alt: 'SBC: Komunitas untuk Belajar, Berbagi, dan Bertumbuh' };

const IMAGE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** A picture's media type by its file's extension (the API stores every cover as `.webp`); null without one. */
export function imageTypeOf(url: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(url, 'http://x').pathname)?.[1]?.toLowerCase();
  return (extension && IMAGE_TYPES[extension]) || null;
}

/** The page's own preview image, or the site's (absolute, on the page's origin). */
export function previewImage(image: string | null | undefined, pageUrl: string): string {
  return image || new URL(SITE_IMAGE.path, pageUrl).href;
}

/** Longest description we send: search engines and link previews cut around 155–160 characters. */
const DESCRIPTION_MAX = 160;

/** Cuts `text` at a word boundary to at most `max` characters, adding an ellipsis when cut. */
export function truncateText(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * The `<title>`, description, canonical link, OpenGraph and Twitter card of a public page,
 * as React Router meta descriptors. Every page shares a picture: its own or the site's.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const description = truncateText(input.description);
  const image = previewImage(input.image, input.url);
  const meta: MetaDescriptor[] = [
    { title: input.title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: input.url },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: 'SBC' },
    { property: 'og:locale', content: 'id_ID' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: input.url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
  const type = imageTypeOf(image);
  if (type) meta.push({ property: 'og:image:type', content: type });
  const size = input.image ? input.imageSize : SITE_IMAGE;
  if (size) {
    meta.push(
      { property: 'og:image:width', content: String(size.width) },
      { property: 'og:image:height', content: String(size.height) },
    );
  }
  if (!input.image) meta.push({ property: 'og:image:alt', content: SITE_IMAGE.alt });
  if (input.noindex) meta.push({ name: 'robots', content: 'noindex, follow' });
  if (input.prev) meta.push({ tagName: 'link', rel: 'prev', href: input.prev });
  if (input.next) meta.push({ tagName: 'link', rel: 'next', href: input.next });
  const blogFeed = { title: 'Blog SBC', url: new URL('/blog/rss.xml', input.url).href };
  for (const feed of input.feed && input.feed.url !== blogFeed.url ? [input.feed, blogFeed] : [blogFeed]) {
    meta.push({ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: feed.title, href: feed.url });
  }
  return meta;
}

/** A paged list's place: its path and which page of how many. */
export interface ListMetaInput {
  siteUrl: string;
  /** Path of the list's first page, e.g. `/blog/motivasi`. */
  path: string;
  /** The list's name, e.g. "Motivasi"; the page number and site name are added. */
  name: string;
  description: string;
  page: number;
  totalPages: number;
  /** A list without a public post yet (a new or emptied tag or category): kept out of search results. */
  isEmpty?: boolean;
  feed?: PageMetaInput['feed'];
  /** The pages between "Beranda" and this list in its breadcrumb trail (e.g. Blog, Kategori). */
  parents?: readonly TrailStep[];
}

/** A step of a breadcrumb trail: the page's name and path. */
export interface TrailStep {
  name: string;
  path: string;
}

/** The BreadcrumbList JSON-LD descriptor of a trail that starts at "Beranda". */
export function trailMeta(siteUrl: string, steps: readonly TrailStep[]): MetaDescriptor {
  return {
    'script:ld+json': breadcrumbJsonLd(
      [{ name: 'Beranda', path: '/' }, ...steps].map((step) => ({
        name: step.name,
        url: `${siteUrl}${step.path}`,
      })),
    ),
  };
}

/** The first step of every blog trail, and the lists of categories and tags under it. */
export const BLOG_STEP: TrailStep = { name: 'Blog', path: '/blog' };
export const CATEGORIES_STEP: TrailStep = { name: 'Kategori', path: '/blog/category' };
export const TAGS_STEP: TrailStep = { name: 'Tag', path: '/tag' };

/**
 * Meta of one page of a paged list: "Name | Blog SBC" on page 1, "Name – Halaman N | Blog SBC"
 * after (the blog itself is "Blog SBC"); each page is its own canonical URL with `prev`/`next`
 * links to its neighbours and its number in the description, and a BreadcrumbList from "Beranda"
 * to the list.
 */
export function listPageMeta(input: ListMetaInput): MetaDescriptor[] {
  const at = (page: number) => `${input.siteUrl}${input.path}${page > 1 ? `?page=${page}` : ''}`;
  const paged = input.page > 1 ? ` – Halaman ${input.page}` : '';
  const title =
    input.name === BLOG_STEP.name ? `Blog SBC${paged}` : `${input.name}${paged} | Blog SBC`;
  return [
    ...pageMeta({
      title,
      description: input.page > 1 ? `Halaman ${input.page}: ${input.description}` : input.description,
      url: at(input.page),
      noindex: input.isEmpty,
      prev: input.page > 1 ? at(input.page - 1) : undefined,
      next: input.page < input.totalPages ? at(input.page + 1) : undefined,
      feed: input.feed,
    }),
    trailMeta(input.siteUrl, [...(input.parents ?? []), { name: input.name, path: input.path }]),
  ];
}
