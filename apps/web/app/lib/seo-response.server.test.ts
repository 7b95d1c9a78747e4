import { prepareFile } from '@sbc/static-server';
import { describe, expect, it } from 'vitest';
import { fileResponse } from './seo-response.server';

const XML =
  '<?xml version="1.0" encoding="UTF-8"?><urlset><url><loc>https://sbc.test/</loc></url></urlset>';
const ask = (headers: Record<string, string> = {}) =>
  new Request('https://sbc.test/sitemap.xml', { headers });

describe('machine-read files', () => {
  it('tag their text as the page cache tags its copy, and answer 304 to that tag', async () => {
    const first = fileResponse(ask(), XML, 'application/xml; charset=utf-8');
    expect(first.status).toBe(200);
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toBe(prepareFile('sitemap.xml', Buffer.from(XML)).etag);
    expect(await first.text()).toBe(XML);

    const again = fileResponse(
      ask({ 'If-None-Match': `"lama", ${etag}` }),
      XML,
      'application/xml; charset=utf-8',
    );
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
  });

  it('send the new text when it changed since the tag the reader holds', async () => {
    const etag = fileResponse(ask(), XML, 'application/xml').headers.get('ETag') ?? '';
    const changed = fileResponse(ask({ 'If-None-Match': etag }), `${XML}\n`, 'application/xml');
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
  });
});
