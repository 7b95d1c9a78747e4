import type { MetaDescriptor } from 'react-router';
import { breadcrumbJsonLd } from './seo-jsonld';
import { type ImageSize, pageMeta } from './seo-meta';

/** One breadcrumb step after "Beranda". */
export interface MetaStep {
  name: string;
  path: string;
}

export interface EngagementMetaInput {
  siteUrl: string;
  /** The page's trail after "Beranda", ending with the page itself (its path is the canonical). */
  trail: readonly MetaStep[];
  /** The page's own name; " | SBC" is added. */
  title: string;
  description: string;
  /** Query of the canonical URL (`?page=2`), if any. */
  search?: string;
  image?: string | null;
  /** The image's size in pixels, when known. */
  imageSize?: ImageSize | null;
  noindex?: boolean;
  prev?: string;
  next?: string;
}

/**
 * Title, description, canonical, OpenGraph and the BreadcrumbList JSON-LD of a contact,
 * newsletter or gallery page. Built in loaders, so none of it ships to the browser.
 */
export function engagementMeta(input: EngagementMetaInput): MetaDescriptor[] {
  const { siteUrl, trail } = input;
  const path = trail.at(-1)?.path ?? '/';
  const crumbs = [
    { name: 'Beranda', url: `${siteUrl}/` },
    ...trail.map((step) => ({ name: step.name, url: `${siteUrl}${step.path}` })),
  ];
  return [
    ...pageMeta({
      title: `${input.title} | SBC`,
      description: input.description,
      url: `${siteUrl}${path}${input.search ?? ''}`,
      image: input.image,
      imageSize: input.imageSize,
      noindex: input.noindex,
      prev: input.prev,
      next: input.next,
    }),
    { 'script:ld+json': breadcrumbJsonLd(crumbs) },
  ];
}
