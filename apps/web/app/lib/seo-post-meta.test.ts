import { describe, expect, it } from 'vitest';
import type { PostDetailData } from './blog-types';
import { postPageMeta } from './seo-post-meta';

const post: PostDetailData = {
  id: 7,
  permalink: 'gagal-bukan-akhir-cerita',
  title: 'Gagal Bukan Akhir Cerita',
  excerpt: 'Kegagalan bisa menjadi guru terbaik.',
  image: 'https://api.sbc.test/media/berita/gagal.webp',
  imageSrcset: null,
  categoryTitle: 'Pendidikan',
  categoryPermalink: 'pendidikan',
  date: '11 November 2026',
  isoDate: '2026-11-11T22:59:50+07:00',
  isVideo: false,
  contentHtml: '<p>Isi</p>',
  authorName: 'Rizky Pratama',
  views: 3,
  isPage: false,
  categoryListed: true,
  videoFileUrl: null,
  videoEmbedUrl: null,
  videoUrl: null,
  tags: [{ title: 'Remaja', permalink: 'remaja' }],
};

describe('postPageMeta', () => {
  const meta = postPageMeta({
    siteUrl: 'https://sbc.test',
    canonicalUrl: 'https://sbc.test/blog/gagal-bukan-akhir-cerita',
    post,
    modifiedIso: '2026-11-12T08:00:00+07:00',
  });

  it('points the canonical at /blog/{slug} and previews the cover as an article', () => {
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://sbc.test/blog/gagal-bukan-akhir-cerita',
    });
    expect(meta).toContainEqual({ property: 'og:type', content: 'article' });
    expect(meta).toContainEqual({ property: 'og:image', content: post.image });
    expect(meta).toContainEqual({ property: 'article:tag', content: 'Remaja' });
  });

  it('carries Article and BreadcrumbList JSON-LD', () => {
    const ld = meta.flatMap((m) => ('script:ld+json' in m ? [m['script:ld+json']] : []));
    expect(ld.map((x) => (x as { '@type': string })['@type'])).toEqual(['Article', 'BreadcrumbList']);
    expect(ld[0]).toMatchObject({ dateModified: '2026-11-12T08:00:00+07:00', author: { name: 'Rizky Pratama' } });
  });

  it('leaves a category without a public page out of the trail', () => {
    const page = postPageMeta({
      siteUrl: 'https://sbc.test',
      canonicalUrl: 'https://sbc.test/blog/refund-policy',
      post: { ...post, categoryTitle: 'Kebijakan', categoryPermalink: 'kebijakan', categoryListed: false },
      modifiedIso: '2026-11-12T08:00:00+07:00',
    });
    const trail = page.flatMap((m) => ('script:ld+json' in m ? [m['script:ld+json']] : []))[1] as {
      itemListElement: { name: string }[];
    };
    expect(trail.itemListElement.map((step) => step.name)).toEqual(['Beranda', 'Blog', post.title]);
  });

  it("announces the post's section feed, then the blog's", () => {
    const inSection = postPageMeta({
      siteUrl: 'https://sbc.test',
      canonicalUrl: 'https://sbc.test/blog/gagal-bukan-akhir-cerita',
      post,
      modifiedIso: '2026-11-12T08:00:00+07:00',
      section: { slug: 'motivasi', title: 'Motivasi' },
    });
    const feeds = (list: typeof meta) => list.flatMap((m) => ('rel' in m && m.rel === 'alternate' ? [m.href] : []));
    expect(feeds(inSection)).toEqual(['https://sbc.test/blog/motivasi/rss.xml', 'https://sbc.test/blog/rss.xml']);
    expect(feeds(meta)).toEqual(['https://sbc.test/blog/rss.xml']);
  });

  it("announces the cover's size when the API recorded it, and its type", () => {
    const sized = postPageMeta({
      siteUrl: 'https://sbc.test',
      canonicalUrl: 'https://sbc.test/blog/gagal-bukan-akhir-cerita',
      post,
      modifiedIso: '2026-11-12T08:00:00+07:00',
      imageSize: { width: 1200, height: 675 },
    });
    expect(sized).toContainEqual({ property: 'og:image:width', content: '1200' });
    expect(sized).toContainEqual({ property: 'og:image:height', content: '675' });
    expect(sized).toContainEqual({ property: 'og:image:type', content: 'image/webp' });
    // Unknown: left out, never guessed.
    expect(meta.some((m) => 'property' in m && m.property === 'og:image:width')).toBe(false);
    expect(meta).toContainEqual({ property: 'og:image:type', content: 'image/webp' });
  });

  it('describes the video a video post plays as a VideoObject beside the Article', () => {
    const video = postPageMeta({
      siteUrl: 'https://sbc.test',
      canonicalUrl: 'https://sbc.test/blog/video-senam-sehat-lansia',
      post: {
        ...post,
        title: 'Senam Sehat Lansia',
        excerpt: 'Gerakan senam lansia sekitar 20 menit.',
        isVideo: true,
        videoUrl: 'https://www.youtube.com/watch?v=pR4nW8cYd2M',
        videoEmbedUrl: 'https://www.youtube-nocookie.com/embed/pR4nW8cYd2M',
      },
      modifiedIso: '2026-11-12T08:00:00+07:00',
    });
    const ld = video.flatMap((m) => ('script:ld+json' in m ? [m['script:ld+json'] as Record<string, unknown>] : []));
    expect(ld.map((x) => x['@type'])).toEqual(['Article', 'VideoObject', 'BreadcrumbList']);
    expect(ld[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Senam Sehat Lansia',
      description: 'Gerakan senam lansia sekitar 20 menit.',
      thumbnailUrl: [post.image, 'https://i.ytimg.com/vi/pR4nW8cYd2M/hqdefault.jpg'],
      uploadDate: '2026-11-11T22:59:50+07:00',
      embedUrl: 'https://www.youtube-nocookie.com/embed/pR4nW8cYd2M',
      inLanguage: 'id-ID',
    });
    // A video post without a player (another site's address) has no VideoObject: nothing plays on the page.
    const linked = postPageMeta({
      siteUrl: 'https://sbc.test',
      canonicalUrl: 'https://sbc.test/blog/video-lain',
      post: { ...post, isVideo: true, videoUrl: 'https://vimeo.com/123456', videoEmbedUrl: null },
      modifiedIso: '2026-11-12T08:00:00+07:00',
    });
    expect(linked.some((m) => 'script:ld+json' in m && (m['script:ld+json'] as { '@type': string })['@type'] === 'VideoObject')).toBe(false);
  });

  it("gives a video file stored with the site as the VideoObject's contentUrl, with the cover as its picture", () => {
    const url = 'https://api.sbc.test/media/video/senam.mp4';
    const meta = postPageMeta({
      siteUrl: 'https://sbc.test',
      canonicalUrl: 'https://sbc.test/blog/video-senam',
      post: { ...post, isVideo: true, videoUrl: url, videoFileUrl: url },
      modifiedIso: '2026-11-12T08:00:00+07:00',
    });
    const ld = meta.flatMap((m) => ('script:ld+json' in m ? [m['script:ld+json'] as Record<string, unknown>] : []));
    expect(ld[1]).toMatchObject({ '@type': 'VideoObject', contentUrl: url, thumbnailUrl: [post.image] });
    expect(ld[1]).not.toHaveProperty('embedUrl');
    // Without a cover there is no picture to give, which Google requires: no VideoObject.
    const bare = postPageMeta({
      siteUrl: 'https://sbc.test',
      canonicalUrl: 'https://sbc.test/blog/video-senam',
      post: { ...post, image: null, isVideo: true, videoUrl: url, videoFileUrl: url },
      modifiedIso: '2026-11-12T08:00:00+07:00',
    });
    expect(bare.some((m) => 'script:ld+json' in m && (m['script:ld+json'] as { '@type': string })['@type'] === 'VideoObject')).toBe(false);
  });
});
