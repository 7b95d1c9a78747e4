import { describe, expect, it } from 'vitest';
import { sitemapUrls } from './seo-sitemap';
import { buildRobotsTxt, buildRssXml, buildSitemapXml, escapeXml, toRfc822 } from './seo-xml';

const SITE = 'https://sbc.test';

describe('escapeXml', () => {
  it.each([
    ['Tom & Jerry', 'Tom &amp; Jerry'],
    ['<b>"a"</b>', '&lt;b&gt;&quot;a&quot;&lt;/b&gt;'],
    ["it's", 'it&apos;s'],
    ['bel\u0007l', 'bell'],
    ['baris\nbaru', 'baris\nbaru'],
  ])('%j', (text, expected) => {
    expect(escapeXml(text)).toBe(expected);
  });
});

describe('toRfc822', () => {
  it('writes GMT dates as RSS wants them', () => {
    expect(toRfc822(1_795_338_600)).toBe('Sun, 22 Nov 2026 09:10:00 GMT');
  });
});

describe('sitemap', () => {
  const urls = sitemapUrls(SITE, [
    { kind: 'news', permalink: 'refund-policy', updated_at: 1_795_338_600 },
    { kind: 'event', permalink: 'kajian-akbar', updated_at: 0 },
    { kind: 'chapter', permalink: 'bandung', updated_at: 0 },
    { kind: 'category', permalink: 'kesehatan', updated_at: 0 },
    { kind: 'tag', permalink: 'doa', updated_at: 0 },
    { kind: 'gallery_category', permalink: 'bakti-sosial', updated_at: 0 },
    { kind: 'album', permalink: 'donor-darah-bandung', updated_at: 0 },
  ]);

  it('lists home, the fixed pages and every permalink at its public path', () => {
    const locs = urls.map((u) => u.loc);
    expect(locs.slice(0, 2)).toEqual([`${SITE}/`, `${SITE}/tentang-kami`]);
    expect(locs).toContain(`${SITE}/tag`);
    for (const path of ['/blog/category', '/blog/motivasi', '/galeri-kegiatan/category']) {
      expect(locs).toContain(`${SITE}${path}`);
    }
    expect(locs.slice(-7)).toEqual([
      `${SITE}/blog/refund-policy`,
      `${SITE}/event/kajian-akbar`,
      `${SITE}/pengurus-chapter/bandung`,
      `${SITE}/blog/category/kesehatan`,
      `${SITE}/tag/doa`,
      `${SITE}/galeri-kegiatan/category/bakti-sosial`,
      `${SITE}/galeri-kegiatan/donor-darah-bandung`,
    ]);
  });

  it('dates only entries with a known change', () => {
    const xml = buildSitemapXml(urls);
    expect(xml).toContain(
      `<url><loc>${SITE}/blog/refund-policy</loc><lastmod>2026-11-22T09:10:00.000Z</lastmod></url>`,
    );
    expect(xml).toContain(`<url><loc>${SITE}/event/kajian-akbar</loc></url>`);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe('buildRssXml', () => {
  const xml = buildRssXml({
    title: 'Blog SBC',
    link: `${SITE}/blog`,
    self: `${SITE}/blog/rss.xml`,
    description: 'Artikel terbaru',
    items: [
      {
        title: 'Sehat & Bahagia',
        link: `${SITE}/blog/sehat`,
        guid: 'sbc-berita-7',
        published: 1_795_338_600,
        description: 'Ringkas <b>sekali</b>',
        category: 'Kesehatan',
      },
    ],
  });

  it('has a channel with an escaped item, guid and RFC 822 date', () => {
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title>Sehat &amp; Bahagia</title>');
    expect(xml).toContain(`<link>${SITE}/blog/sehat</link>`);
    expect(xml).toContain('<guid isPermaLink="false">sbc-berita-7</guid>');
    expect(xml).toContain('<pubDate>Sun, 22 Nov 2026 09:10:00 GMT</pubDate>');
    expect(xml).toContain('<description>Ringkas &lt;b&gt;sekali&lt;/b&gt;</description>');
    expect(xml).toContain('<lastBuildDate>Sun, 22 Nov 2026 09:10:00 GMT</lastBuildDate>');
    expect(xml).not.toMatch(/\n\n/);
  });
});

describe('buildRobotsTxt', () => {
  it('keeps crawlers out of admin and member connection paths and names the sitemap', () => {
    const txt = buildRobotsTxt(SITE);
    expect(txt).toContain('Disallow: /admin\n');
    expect(txt).toContain('Disallow: /connect-*\n');
    expect(txt).toContain('Disallow: /disconnect-member\n');
    expect(txt).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
