import type { MetaDescriptor } from 'react-router';
import type { PostDetailData } from './blog-types';
import { youtubeThumbnailUrl } from './blog-video';
import { articleJsonLd, breadcrumbJsonLd, videoJsonLd } from './seo-jsonld';
import { type ImageSize, pageMeta, previewImage, sectionFeed } from './seo-meta';

/** What a post page's meta is built from. */
export interface PostMetaInput {
  siteUrl: string;
  /** Always `/blog/{slug}`, also when the post is shown under a section path. */
  canonicalUrl: string;
  post: PostDetailData;
  /** ISO 8601 (+07:00) of the last change. */
  modifiedIso: string;
  /** The blog section the post belongs to, whose feed the page announces too. */
  section?: { slug: string; title: string };
  /** The cover's size, when the API recorded it. */
  imageSize?: ImageSize | null;
}

/**
 * Title, description, canonical, OpenGraph article fields, Twitter card and the Article and
 * BreadcrumbList JSON-LD of a post, with a VideoObject beside the Article when the post plays a
 * video. Built in the loader, so none of it ships to the browser.
 */
export function postPageMeta({ siteUrl, canonicalUrl, post, modifiedIso, section, imageSize }: PostMetaInput): MetaDescriptor[] {
  const categoryUrl = `${siteUrl}/blog/category/${post.categoryPermalink}`;
  return [
    ...pageMeta({
      title: `${post.title} | Blog SBC`,
      description: post.excerpt || post.title,
      url: canonicalUrl,
      image: post.image,
      imageSize,
      type: 'article',
      feed: section && sectionFeed(siteUrl, section),
    }),
    { property: 'article:published_time', content: post.isoDate },
    { property: 'article:modified_time', content: modifiedIso },
    { property: 'article:section', content: post.categoryTitle },
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag.title })),
    {
      'script:ld+json': articleJsonLd({
        siteUrl,
        url: canonicalUrl,
        headline: post.title,
        description: post.excerpt,
        image: previewImage(post.image, canonicalUrl),
        datePublished: post.isoDate,
        dateModified: modifiedIso,
        authorName: post.authorName,
        section: post.categoryTitle,
        keywords: post.tags.map((t) => t.title),
      }),
    },
    ...videoMeta(post),
    {
      'script:ld+json': breadcrumbJsonLd([
        { name: 'Beranda', url: `${siteUrl}/` },
        { name: 'Blog', url: `${siteUrl}/blog` },
        ...(post.categoryListed ? [{ name: post.categoryTitle, url: categoryUrl }] : []),
        { name: post.title, url: canonicalUrl },
      ]),
    },
  ];
}

/** The VideoObject of a post whose video the page plays, when it has a picture to show for it. */
function videoMeta(post: PostDetailData) {
  const source = post.videoFileUrl
    ? { contentUrl: post.videoFileUrl }
    : post.videoEmbedUrl
      ? { embedUrl: post.videoEmbedUrl }
      : null;
  const thumbnailUrl = [post.image, youtubeThumbnailUrl(post.videoUrl)].filter((url) => url !== null);
  if (!source || thumbnailUrl.length === 0) return [];
  return [
    {
      'script:ld+json': videoJsonLd({
        name: post.title,
        description: post.excerpt || post.title,
        thumbnailUrl,
        uploadDate: post.isoDate,
        source,
      }),
    },
  ];
}
