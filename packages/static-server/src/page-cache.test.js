import { once } from 'node:events';
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.js';

describe('createPageCache', () => {
  /** @type {import('node:http').Server} */
  let server;
  let origin = '';
  let renders = 0;
  const cache = createPageCache({ ttlSeconds: 0.3 });

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (cache.serve(req, res)) return;
      cache.record(req, res);
      renders++;
      const url = req.url ?? '/';
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', url.startsWith('/private') ? 'private, no-store' : 'public, max-age=60');
      if (url.startsWith('/cookie')) res.setHeader('Set-Cookie', 'a=b');
      res.write('<!doctype html><p>');
      res.end(`halaman ${url} nomor ${renders}</p>`);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('serves a public page again without rendering it, until it expires', async () => {
    const first = await fetch(`${origin}/blog`);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const body = await first.text();
    const second = await fetch(`${origin}/blog`);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(body);
    expect(second.headers.get('cache-control')).toBe('public, max-age=60');
    await new Promise((r) => setTimeout(r, 350));
    const third = await fetch(`${origin}/blog`);
    expect(third.headers.get('x-cache')).toBe('MISS');
    expect(await third.text()).not.toBe(body);
  });

  it('never keeps private pages or pages that set cookies', async () => {
    for (const path of ['/private', '/cookie']) {
      await fetch(`${origin}${path}`);
      const again = await fetch(`${origin}${path}`);
      expect(again.headers.get('x-cache')).toBe('MISS');
    }
  });
});
