import type { MetaDescriptor } from 'react-router';

/** What a page tells search engines and link previews about itself. */
export interface PageMetaInput {
  /** The document title as shown in the tab (already suffixed, e.g. "Judul | Blog SBC"). */
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  /** Absolute image URL for previews; none for pages without a picture. */
  image?: string | null;
  type?: 'website' | 'article';
  /** Search results and other pages that should not be indexed. */
  noindex?: boolean;
  /** Absolute URLs of the neighbouring pages of a paged list. */
  prev?: string;
  next?: string;
  /** An RSS feed of the page's content, announced to feed readers. */
  feed?: { title: string; url: string };
}

/** Longest description we send; search engines cut around 155–160 characters anyway. */
const DESCRIPTION_MAX = 200;

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
 * as React Router meta descriptors. A page with an image gets the large Twitter card.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const description = truncateText(input.description);
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
    { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: description },
  ];
  if (input.image) {
    meta.push(
      { property: 'og:image', content: input.image },
      { name: 'twitter:image', content: input.image },
    );
  }
  if (input.noindex) meta.push({ name: 'robots', content: 'noindex, follow' });
  if (input.prev) meta.push({ tagName: 'link', rel: 'prev', href: input.prev });
  if (input.next) meta.push({ tagName: 'link', rel: 'next', href: input.next });
  if (input.feed) {
    meta.push({
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: input.feed.title,
      href: input.feed.url,
    });
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
  feed?: PageMetaInput['feed'];
}

/**
 * Meta of one page of a paged list: "Name | Blog SBC" on page 1, "Name – Halaman N | Blog SBC"
 * after; each page is its own canonical URL with `prev`/`next` links to its neighbours.
 */
export function listPageMeta(input: ListMetaInput): MetaDescriptor[] {
  const at = (page: number) => `${input.siteUrl}${input.path}${page > 1 ? `?page=${page}` : ''}`;
  const title =
    input.page > 1 ? `${input.name} – Halaman ${input.page} | Blog SBC` : `${input.name} | Blog SBC`;
  return pageMeta({
    title,
    description: input.description,
    url: at(input.page),
    prev: input.page > 1 ? at(input.page - 1) : undefined,
    next: input.page < input.totalPages ? at(input.page + 1) : undefined,
    feed: input.feed,
  });
}
