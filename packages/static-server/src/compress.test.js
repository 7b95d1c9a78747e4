import { once } from 'node:events';
import { createServer, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressResponse } from './compress.js';
import { createPageCache } from './page-cache.js';

const paragraph = '<p>Komunitas SBC berbagi kabar kegiatan setiap pekan.</p>';

/**
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {string} [method]
 * @returns {Promise<{ headers: import('node:http').IncomingHttpHeaders, body: Buffer, chunks: number }>}
 */
function rawGet(url, headers, method = 'GET') {
  return new Promise((resolve, reject) => {
    request(url, { headers, method }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks), chunks: chunks.length }));
    })
      .on('error', reject)
      .end();
  });
}

describe('compressResponse', () => {
  /** @type {import('node:http').Server} */
  let server;
  let origin = '';
  const cache = createPageCache({ ttlSeconds: 30 });

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (cache.serve(req, res)) return;
      compressResponse(req, res);
      cache.record(req, res);
      const url = req.url ?? '/';
      if (url.startsWith('/streamed')) {
        // As React Router sends a page: headers as a flat array, then the body in pieces.
        res.writeHead(200, ['Content-Type', 'text/html; charset=utf-8', 'Cache-Control', 'public, max-age=60']);
        res.write(`<!doctype html><main>${paragraph.repeat(40)}`);
        setTimeout(() => res.end(`${paragraph.repeat(40)}</main>`), 200);
        return;
      }
      if (url === '/kecil') {
        res.setHeader('Content-Type', 'application/json');
        res.end('{"ok":true}');
        return;
      }
      if (url === '/gambar') {
        res.writeHead(200, { 'Content-Type': 'image/png' });
        res.end(Buffer.alloc(4096, 7));
        return;
      }
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(`<h1>Tidak ditemukan</h1>${paragraph.repeat(30)}`);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('compresses a streamed page with brotli or gzip, as the client asks, and the page cache keeps the plain page', async () => {
    const plain = await rawGet(`${origin}/streamed`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await rawGet(`${origin}/streamed?b`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['content-length']).toBeUndefined();
    expect(br.chunks).toBeGreaterThan(1);
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    const gzip = await rawGet(`${origin}/streamed?g`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
    expect(gzip.body.length).toBeLessThan(plain.body.length / 4);
    // Served again from the cache: the same page, from the plain bytes the cache kept.
    const hit = await rawGet(`${origin}/streamed?g`, { 'accept-encoding': 'gzip' });
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(gunzipSync(hit.body).toString()).toBe(plain.body.toString());
  });

  it('compresses error pages sent in one go, and leaves small answers, images and HEAD alone', async () => {
    const missing = await rawGet(`${origin}/tidak-ada`, { 'accept-encoding': 'gzip' });
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(missing.body).toString()).toContain('Tidak ditemukan');
    const small = await rawGet(`${origin}/kecil`, { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('{"ok":true}');
    const image = await rawGet(`${origin}/gambar`, { 'accept-encoding': 'gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(4096);
    const head = await rawGet(`${origin}/streamed?h`, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
  });
});
