/** schema.org JSON-LD for blog pages (rendered with React Router's `script:ld+json` meta). */

/** The site's square logo as a raster image (apps/web/public), for publisher and organization. */
export const SITE_LOGO = '/apple-touch-icon.png';

/** The fields of an Article, dates already as ISO 8601 with the WIB offset. */
export interface ArticleJsonLdInput {
  siteUrl: string;
  url: string;
  headline: string;
  description: string;
  /** The post's picture, or the site's (seo-meta.ts `previewImage`). */
  image: string;
  datePublished: string;
  dateModified: string;
  authorName: string;
  section?: string;
  keywords?: string[];
}

/** schema.org Article with SBC as publisher. */
export function articleJsonLd(input: ArticleJsonLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    headline: input.headline.slice(0, 110),
    description: input.description,
    image: [input.image],
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: { '@type': 'Person', name: input.authorName },
    publisher: {
      '@type': 'Organization',
      name: 'SBC',
      url: `${input.siteUrl}/`,
      logo: { '@type': 'ImageObject', url: `${input.siteUrl}${SITE_LOGO}` },
    },
    inLanguage: 'id-ID',
    ...(input.section ? { articleSection: input.section } : {}),
    ...(input.keywords?.length ? { keywords: input.keywords.join(', ') } : {}),
  };
}

/**
 * The fields of a VideoObject as Google's video results ask for them
 * (https://developers.google.com/search/docs/appearance/structured-data/video): name, thumbnailUrl
 * and uploadDate are required; description and embedUrl or contentUrl recommended: a file stored
 * with the site has its address as contentUrl, a YouTube video its player as embedUrl.
 */
export interface VideoJsonLdInput {
  name: string;
  description: string;
  /** Absolute URLs of pictures of the video. */
  thumbnailUrl: string[];
  /** ISO 8601 with the WIB offset: when the video was published on the site. */
  uploadDate: string;
  /** The video file, or the player the page shows. */
  source: { contentUrl: string } | { embedUrl: string };
}

/** schema.org VideoObject of the video a page plays. */
export function videoJsonLd(input: VideoJsonLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: input.name,
    description: input.description,
    thumbnailUrl: input.thumbnailUrl,
    uploadDate: input.uploadDate,
    ...input.source,
    inLanguage: 'id-ID',
  };
}

/** One step of a breadcrumb trail: its name and absolute URL. */
export interface Crumb {
  name: string;
  url: string;
}

/** schema.org BreadcrumbList of the given trail, first step first. */
export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
