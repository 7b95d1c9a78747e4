import { describe, expect, it } from 'vitest';
import { mediaOrigin } from './origins.js';
import { pageSecurityHeaders } from './page-security.js';
import { spaSecurityHeaders } from './spa.js';

/**
 * One directive of a Content-Security-Policy, e.g. `img-src 'self' data: ...`.
 * @param {Record<string, string>} headers
 * @param {string} name
 */
function directive(headers, name) {
  return (headers['Content-Security-Policy'] ?? '')
    .split('; ')
    .find((/** @type {string} */ d) => d.startsWith(`${name} `));
}

describe('media from a public bucket or CDN (S3_PUBLIC_URL)', () => {
  it('reads the origin of the API setting, or nothing when media come from the API', () => {
    expect(mediaOrigin({ S3_PUBLIC_URL: 'https://media.sbc.test/berkas/' })).toBe(
      'https://media.sbc.test',
    );
    expect(mediaOrigin({ S3_PUBLIC_URL: '' })).toBe('');
    expect(mediaOrigin({})).toBe('');
    expect(() => mediaOrigin({ S3_PUBLIC_URL: 'media.sbc.test' })).toThrow('S3_PUBLIC_URL');
  });

  it('lets pages and single-page apps show images from it, and nothing more', () => {
    const page = pageSecurityHeaders({
      apiOrigin: 'https://api.sbc.test',
      nonce: 'n',
      mediaOrigin: 'https://media.sbc.test',
    });
    expect(directive(page, 'img-src')).toBe(
      "img-src 'self' data: blob: https://api.sbc.test https://media.sbc.test",
    );
    expect(directive(page, 'media-src')).toBe(
      "media-src 'self' https://api.sbc.test https://media.sbc.test",
    );
    expect(directive(page, 'connect-src')).toBe("connect-src 'self' https://api.sbc.test");

    const spa = spaSecurityHeaders('https://api.sbc.test', 'https://media.sbc.test');
    expect(directive(spa, 'img-src')).toBe(
      "img-src 'self' data: blob: https://api.sbc.test https://media.sbc.test",
    );
    expect(directive(spa, 'connect-src')).toBe("connect-src 'self' https://api.sbc.test");

    expect(directive(spaSecurityHeaders('https://api.sbc.test'), 'img-src')).toBe(
      "img-src 'self' data: blob: https://api.sbc.test",
    );
    expect(
      directive(pageSecurityHeaders({ apiOrigin: 'https://api.sbc.test', nonce: 'n' }), 'img-src'),
    ).toBe("img-src 'self' data: blob: https://api.sbc.test");
  });
});
