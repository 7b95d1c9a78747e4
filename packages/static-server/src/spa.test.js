import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpaServer } from './spa.js';

describe('createSpaServer', () => {
  /** @type {import('node:http').Server} */
  let server;
  let origin = '';

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'sbc-spa-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html lang="id"><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(root, 'assets', 'app-abc.js'), 'console.log("halo");'.repeat(100));
    server = createSpaServer({
      root,
      base: '/admin/',
      config: { API_URL: 'http://api.test' },
      apiOrigin: 'http://api.test',
      routes: ['/', '/presence', '/presence/:slug', '/content/articles/:id'],
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers every app path with index.html and a strict CSP', async () => {
    const res = await fetch(`${origin}/admin/presence/kajian-ahad`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('serves the runtime configuration as a script', async () => {
    const res = await fetch(`${origin}/admin/env.js`);
    expect(await res.text()).toBe('window.__SBC_ENV__={"API_URL":"http://api.test"};\n');
  });

  it('serves hashed assets compressed and immutable, and 304 on a matching ETag', async () => {
    const res = await fetch(`${origin}/admin/assets/app-abc.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const raw = Buffer.from(await res.arrayBuffer());
    // fetch decodes gzip itself; either way the content is the original script
    const text =
      res.headers.get('content-encoding') && raw[0] === 0x1f
        ? gunzipSync(raw).toString()
        : raw.toString();
    expect(text.startsWith('console.log("halo");')).toBe(true);
    const again = await fetch(`${origin}/admin/assets/app-abc.js`, {
      headers: { 'if-none-match': String(res.headers.get('etag')) },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 for a missing asset and sends paths outside the base to it', async () => {
    expect((await fetch(`${origin}/admin/assets/missing.js`)).status).toBe(404);
    const outside = await fetch(`${origin}/`, { redirect: 'manual' });
    expect(outside.status).toBe(302);
    expect(outside.headers.get('location')).toBe('/admin/');
  });

  it('answers a missing file by name with 404, not with the app, also outside assets', async () => {
    for (const path of [
      '/admin/favicon.ico',
      '/admin/sitemap.xml',
      '/admin/presence/laporan.xlsx',
      '/favicon.png',
    ]) {
      const res = await fetch(`${origin}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('<div id="root">');
    }
    // A route whose last part has no file name still opens the app.
    expect((await fetch(`${origin}/admin/content/articles/12`)).status).toBe(200);
  });

  it('answers a path no page has with the app (its not-found page) and the status 404', async () => {
    for (const path of ['/admin/halaman-acak', '/admin/presence/kajian-ahad/lagi']) {
      const res = await fetch(`${origin}${path}`, { headers: { 'if-none-match': 'anything' } });
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    for (const path of ['/admin', '/admin/', '/admin/presence', '/admin/presence/kajian-ahad/']) {
      expect((await fetch(`${origin}${path}`)).status, path).toBe(200);
    }
    // The page's own entity tag still gives 304 on a path that has a page, never on one that has none.
    const page = await fetch(`${origin}/admin/presence`);
    const etag = String(page.headers.get('etag'));
    expect(
      (await fetch(`${origin}/admin/presence`, { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);
    expect(
      (await fetch(`${origin}/admin/tidak-ada`, { headers: { 'if-none-match': etag } })).status,
    ).toBe(404);
  });

  it('keeps search engines out with a robots.txt at the host root, whatever the base', async () => {
    const res = await fetch(`${origin}/robots.txt`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe('User-agent: *\nDisallow: /\n');
  });
});
