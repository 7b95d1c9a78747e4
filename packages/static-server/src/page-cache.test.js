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
      if (url.startsWith('/langsung')) {
        res.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'public, max-age=60',
        });
        res.end(`langsung ${renders}`);
        return;
      }
      if (url.startsWith('/cookie')) {
        // Two cookies through writeHead's array form, as React Router's server sends them.
        res.writeHead(200, [
          'Content-Type',
          'text/html',
          'Cache-Control',
          'public, max-age=60',
          'Set-Cookie',
          'a=1',
          'Set-Cookie',
          'b=2',
        ]);
        res.end('kue');
        return;
      }
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader(
        'Cache-Control',
        url.startsWith('/private') ? 'private, no-store' : 'public, max-age=60',
      );
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
    expect(first.headers.get('x-cache')).toBeNull();
    const body = await first.text();
    const second = await fetch(`${origin}/blog`);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(body);
    expect(second.headers.get('cache-control')).toBe('public, max-age=60');
    await new Promise((r) => setTimeout(r, 350));
    const third = await fetch(`${origin}/blog`);
    expect(third.headers.get('x-cache')).toBeNull();
    expect(await third.text()).not.toBe(body);
  });

  it('keeps pages whose headers went straight to writeHead, as React Router sends them', async () => {
    await fetch(`${origin}/langsung`);
    const again = await fetch(`${origin}/langsung`);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('lets every cookie of a response through', async () => {
    const res = await fetch(`${origin}/cookie-dua`);
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it('never keeps private pages or pages that set cookies', async () => {
    for (const path of ['/private', '/cookie']) {
      await fetch(`${origin}${path}`);
      const again = await fetch(`${origin}${path}`);
      expect(again.headers.get('x-cache')).toBeNull();
    }
  });
});
