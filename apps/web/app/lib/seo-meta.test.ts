import { describe, expect, it } from 'vitest';
import { articleJsonLd, breadcrumbJsonLd } from './seo-jsonld';
import { BLOG_STEP, listPageMeta, pageMeta, truncateText } from './seo-meta';

describe('truncateText', () => {
  it('keeps short text and cuts long text at a word', () => {
    expect(truncateText('  Satu   dua  ')).toBe('Satu dua');
    expect(truncateText('satu dua tiga empat', 12)).toBe('satu dua…');
  });
});

describe('pageMeta', () => {
  it('gives a page with an image the large card, canonical and OpenGraph', () => {
    const meta = pageMeta({
      title: 'Judul | Blog SBC',
      description: 'Ringkasan',
      url: 'https://sbc.test/blog/judul',
      image: 'https://api.sbc.test/media/a.webp',
      type: 'article',
    });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://sbc.test/blog/judul' });
    expect(meta).toContainEqual({ property: 'og:type', content: 'article' });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://api.sbc.test/media/a.webp' });
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    // No size recorded: none announced (never the site picture's), only the type its file has.
    expect(meta).toContainEqual({ property: 'og:image:type', content: 'image/webp' });
    expect(meta.some((m) => 'property' in m && m.property === 'og:image:width')).toBe(false);
  });

  it("announces the page's own picture's size when known", () => {
    const meta = pageMeta({
      title: 'Judul | Blog SBC',
      description: 'Ringkasan',
      url: 'https://sbc.test/blog/judul',
      image: 'https://api.sbc.test/media/berita/judul-1a2b3c4d.webp',
      imageSize: { width: 1200, height: 675 },
    });
    const og = meta.filter((m) => 'property' in m && String(m.property).startsWith('og:image'));
    expect(og).toEqual([
      { property: 'og:image', content: 'https://api.sbc.test/media/berita/judul-1a2b3c4d.webp' },
      { property: 'og:image:type', content: 'image/webp' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '675' },
    ]);
  });

  it('marks search results noindex and links neighbouring pages', () => {
    const meta = pageMeta({
      title: 'Cari',
      description: '',
      url: 'https://sbc.test/blog',
      noindex: true,
      next: 'https://sbc.test/blog?page=2',
    });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'next', href: 'https://sbc.test/blog?page=2' });
    // Without a picture of its own a page shares the site's, with its size and description.
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://sbc.test/og-sbc.png' });
    expect(meta).toContainEqual({ name: 'twitter:image', content: 'https://sbc.test/og-sbc.png' });
    expect(meta).toContainEqual({ property: 'og:image:width', content: '1200' });
    expect(meta).toContainEqual({ property: 'og:image:type', content: 'image/png' });
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });

  it("announces the blog's feed on every page, a section's own feed first", () => {
    const feeds = (meta: ReturnType<typeof pageMeta>) =>
      meta.filter((m) => 'rel' in m && m.rel === 'alternate').map((m) => ('href' in m ? m.href : null));
    const blogFeed = 'https://sbc.test/blog/rss.xml';
    expect(feeds(pageMeta({ title: 'Beranda', description: '', url: 'https://sbc.test/' }))).toEqual([blogFeed]);
    const blog = pageMeta({
      title: 'Blog SBC',
      description: '',
      url: 'https://sbc.test/blog',
      feed: { title: 'Blog SBC', url: blogFeed },
    });
    expect(feeds(blog)).toEqual([blogFeed]);
    const section = pageMeta({
      title: 'Motivasi | Blog SBC',
      description: '',
      url: 'https://sbc.test/blog/motivasi',
      feed: { title: 'Motivasi – Blog SBC', url: 'https://sbc.test/blog/motivasi/rss.xml' },
    });
    expect(feeds(section)).toEqual(['https://sbc.test/blog/motivasi/rss.xml', blogFeed]);
    expect(section).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: 'Blog SBC',
      href: blogFeed,
    });
  });

  it('keeps descriptions to what search results show, cut at a word', () => {
    const long = 'Kata '.repeat(60);
    const [description] = pageMeta({ title: 'T', description: long, url: 'https://sbc.test/' }).filter(
      (m) => 'name' in m && m.name === 'description',
    );
    const content = description && 'content' in description ? String(description.content) : '';
    expect(content.length).toBeLessThanOrEqual(160);
    expect(content.endsWith('Kata…')).toBe(true);
  });
});

describe('JSON-LD', () => {
  it('describes an article with its publisher', () => {
    const ld = articleJsonLd({
      siteUrl: 'https://sbc.test',
      url: 'https://sbc.test/blog/judul',
      headline: 'Judul',
      description: 'Ringkasan',
      image: 'https://sbc.test/og-sbc.png',
      datePublished: '2026-11-22T19:30:00+07:00',
      dateModified: '2026-11-23T08:00:00+07:00',
      authorName: 'Penulis',
    });
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: 'Judul',
      datePublished: '2026-11-22T19:30:00+07:00',
      author: { name: 'Penulis' },
      image: ['https://sbc.test/og-sbc.png'],
      publisher: {
        '@type': 'Organization',
        name: 'SBC',
        logo: { url: 'https://sbc.test/apple-touch-icon.png' },
      },
    });
  });

  it('numbers breadcrumb steps from 1', () => {
    const ld = breadcrumbJsonLd([
      { name: 'Beranda', url: 'https://sbc.test/' },
      { name: 'Blog', url: 'https://sbc.test/blog' },
    ]);
    expect(ld.itemListElement.map((i) => i.position)).toEqual([1, 2]);
  });
});

describe('listPageMeta', () => {
  it('numbers later pages and links both neighbours', () => {
    const meta = listPageMeta({
      siteUrl: 'https://sbc.test',
      path: '/blog/motivasi',
      name: 'Motivasi',
      description: 'Kisah penyemangat',
      page: 2,
      totalPages: 3,
      parents: [BLOG_STEP],
    });
    expect(meta).toContainEqual({ title: 'Motivasi – Halaman 2 | Blog SBC' });
    const trail = meta.find((m) => 'script:ld+json' in m) as Record<string, unknown> | undefined;
    expect(trail?.['script:ld+json']).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Beranda', item: 'https://sbc.test/' },
        { position: 2, name: 'Blog', item: 'https://sbc.test/blog' },
        { position: 3, name: 'Motivasi', item: 'https://sbc.test/blog/motivasi' },
      ],
    });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://sbc.test/blog/motivasi?page=2' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'prev', href: 'https://sbc.test/blog/motivasi' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'next', href: 'https://sbc.test/blog/motivasi?page=3' });
    // Each page describes itself: not page 1's words again.
    expect(meta).toContainEqual({ name: 'description', content: 'Halaman 2: Kisah penyemangat' });
    expect(meta).not.toContainEqual({ name: 'robots', content: 'noindex, follow' });
  });

  it('keeps an empty list out of search results', () => {
    const meta = listPageMeta({
      siteUrl: 'https://sbc.test',
      path: '/tag/baru',
      name: 'Tag #Baru',
      description: 'Kumpulan artikel Blog SBC dengan tag Baru: 0 tulisan.',
      page: 1,
      totalPages: 0,
      isEmpty: true,
    });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
  });

  it('names the blog itself once: "Blog SBC"', () => {
    const at = (page: number) =>
      listPageMeta({ siteUrl: 'https://sbc.test', path: '/blog', name: 'Blog', description: '', page, totalPages: 3 });
    expect(at(1)).toContainEqual({ title: 'Blog SBC' });
    expect(at(2)).toContainEqual({ title: 'Blog SBC – Halaman 2' });
  });
});
