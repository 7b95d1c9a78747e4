/** sitemap.xml, RSS 2.0 and robots.txt as text, from plain data (no I/O here). */

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Escapes text for XML element content and attribute values; characters XML 1.0 forbids
 * (most control characters) are dropped rather than breaking the whole document.
 */
export function escapeXml(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex -- removing exactly the characters XML forbids
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** RFC 822 date of RSS (`Sun, 22 Nov 2026 12:30:00 GMT`) from Unix seconds. */
export function toRfc822(seconds: number): string {
  return new Date(seconds * 1000).toUTCString();
}

/** One `<url>` of a sitemap: absolute location, last change in Unix seconds when known. */
export interface SitemapUrl {
  loc: string;
  lastmod?: number;
}

/** A sitemap (sitemaps.org 0.9); `lastmod` only when known (positive). */
export function buildSitemapXml(urls: SitemapUrl[]): string {
  const body = urls
    .map((u) => {
      const lastmod =
        u.lastmod && u.lastmod > 0
          ? `<lastmod>${new Date(u.lastmod * 1000).toISOString()}</lastmod>`
          : '';
      return `  <url><loc>${escapeXml(u.loc)}</loc>${lastmod}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** One item of an RSS feed. */
export interface RssItem {
  title: string;
  link: string;
  /** Stays the same when the post's address changes, so a renamed post is not new to feed readers. */
  guid: string;
  /** Unix seconds. */
  published: number;
  description: string;
  category?: string;
  author?: string;
}

/** The channel of an RSS feed. */
export interface RssChannel {
  title: string;
  /** The HTML page the feed belongs to. */
  link: string;
  /** The feed's own URL (atom:link rel=self). */
  self: string;
  description: string;
  items: RssItem[];
}

/** An RSS 2.0 feed; the newest item dates the channel (`lastBuildDate`). */
export function buildRssXml(channel: RssChannel): string {
  const newest = channel.items.reduce((max, item) => Math.max(max, item.published), 0);
  const items = channel.items
    .map((item) =>
      [
        '    <item>',
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(item.link)}</link>`,
        `      <guid isPermaLink="false">${escapeXml(item.guid)}</guid>`,
        `      <pubDate>${toRfc822(item.published)}</pubDate>`,
        `      <description>${escapeXml(item.description)}</description>`,
        item.category ? `      <category>${escapeXml(item.category)}</category>` : '',
        item.author ? `      <dc:creator>${escapeXml(item.author)}</dc:creator>` : '',
        '    </item>',
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>id</language>',
    `    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    newest > 0 ? `    <lastBuildDate>${toRfc822(newest)}</lastBuildDate>` : '',
    items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line, i, all) => line !== '' || i === all.length - 1)
    .join('\n');
}

/** robots.txt: everything may be crawled but the admin console and the member connection links. */
export function buildRobotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /connect-*',
    'Disallow: /disconnect-member',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
