import { once } from 'node:events';
import { createServer, request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPageCache } from './page-cache.js';
import { createNonce, pageSecurityHeaders } from './page-security.js';

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

describe('createPageCache when a page expires', () => {
  /** @type {import('node:http').Server} */
  let server;
  let origin = '';
  let renders = 0;
  let failing = false;
  /** @type {Promise<void> | null} While set, a rendering waits for it before its 100 ms. */
  let gate = null;
  const cache = createPageCache({ ttlSeconds: 0.5, staleSeconds: 1 });
  const wait = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));
  const get = async (/** @type {string} */ path) => {
    const res = await fetch(`${origin}${path}`);
    return { cache: res.headers.get('x-cache'), status: res.status, body: await res.text() };
  };

  beforeAll(async () => {
    // Each rendering takes 100 ms, like a page waiting for its data.
    server = createServer((req, res) => {
      if (cache.serve(req, res)) return;
      cache.record(req, res);
      const render = ++renders;
      const rendered = () => {
        if (failing) {
          res.writeHead(500, { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' });
          res.end('galat');
          return;
        }
        res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'public, max-age=60' });
        res.end(`versi ${render}`);
      };
      (gate ?? Promise.resolve()).then(() => setTimeout(rendered, 100));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('renders it once again while the others who ask meanwhile get the expired copy', async () => {
    const first = await get('/ramai');
    await wait(600);
    const before = renders;
    // The rendering waits until the four others are answered, however slow the machine is.
    /** @type {() => void} */
    let release = () => {};
    gate = new Promise((resolve) => (release = resolve));
    const pending = Array.from({ length: 5 }, () => get('/ramai'));
    let answered = 0;
    for (const answer of pending) answer.then(() => answered++);
    try {
      await vi.waitFor(() => expect(answered).toBe(4), { timeout: 900 });
    } finally {
      gate = null;
      release();
    }
    const answers = await Promise.all(pending);
    expect(renders - before).toBe(1);
    expect(answers.filter((a) => a.cache === null).map((a) => a.body)).toEqual([`versi ${before + 1}`]);
    expect(answers.filter((a) => a.cache === 'STALE').map((a) => a.body)).toEqual(Array(4).fill(first.body));
    expect(await get('/ramai')).toEqual({ cache: 'HIT', status: 200, body: `versi ${before + 1}` });
  });

  it('lets a HEAD on an expired page render without taking the GET that renders it again', async () => {
    await get('/kepala');
    await wait(600);
    const head = await fetch(`${origin}/kepala`, { method: 'HEAD' });
    expect(head.headers.get('x-cache')).toBeNull();
    const next = await get('/kepala');
    expect(next.cache).toBeNull();
    expect(await get('/kepala')).toEqual({ cache: 'HIT', status: 200, body: next.body });
  });

  it('serves the expired copy while the page fails to render, for its stale time only', async () => {
    const first = await get('/rapuh');
    await wait(600);
    failing = true;
    try {
      expect(await get('/rapuh')).toEqual({ cache: null, status: 500, body: 'galat' });
      expect(await get('/rapuh')).toEqual({ cache: 'STALE', status: 200, body: first.body });
      await wait(900);
      expect(await get('/rapuh')).toEqual({ cache: null, status: 500, body: 'galat' });
    } finally {
      failing = false;
    }
  });
});

/**
 * A GET that keeps the raw bytes (fetch would decode them), asking for gzip when told.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/**
 * A server rendering pages with a script nonce, as apps/web/server.mjs does.
 * @param {ReturnType<typeof createPageCache>} cache
 * @param {() => string} content what the pages say
 */
async function startNonceServer(cache, content) {
  let renders = 0;
  const server = createServer((req, res) => {
    const nonce = createNonce();
    for (const [name, value] of Object.entries(pageSecurityHeaders({ apiOrigin: 'http://api.test', nonce }))) {
      res.setHeader(name, value);
    }
    if (cache.serve(req, res, { nonce })) return;
    cache.record(req, res, { nonce });
    renders++;
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=60' });
    // Long enough to be worth compressing, with the nonce early, in the middle and last.
    res.write(`<!doctype html><html><head><script nonce="${nonce}">window.a=1</script></head><body>`);
    res.write(`<p>${content()}</p>`.repeat(200));
    res.end(`<script nonce="${nonce}">window.b=2</script><script type="module" nonce="${nonce}">import "/x.js"</script></body></html>`);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { origin, server, renders: () => renders };
}

/** Every nonce of the page's scripts and the one its policy allows. */
function noncesOf(/** @type {string} */ html, /** @type {string | string[] | undefined} */ csp) {
  const inPage = [...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]);
  const allowed = /'nonce-([^']+)'/.exec(String(csp))?.[1];
  return { inPage, allowed };
}

describe('createPageCache with script nonces', () => {
  const cache = createPageCache({ ttlSeconds: 30 });
  /** @type {Awaited<ReturnType<typeof startNonceServer>>} */
  let site;
  beforeAll(async () => {
    site = await startNonceServer(cache, () => 'Kabar komunitas hari ini');
  });
  afterAll(() => new Promise((resolve) => site.server.close(resolve)));

  it('gives every cached response a fresh nonce, the same in the policy and in every script', async () => {
    const first = await rawGet(`${site.origin}/blog/satu`);
    const second = await rawGet(`${site.origin}/blog/satu`);
    const third = await rawGet(`${site.origin}/blog/satu`);
    expect(site.renders()).toBe(1);
    expect([second.headers['x-cache'], third.headers['x-cache']]).toEqual(['HIT', 'HIT']);
    const seen = [first, second, third].map((res) => {
      const { inPage, allowed } = noncesOf(res.body.toString(), res.headers['content-security-policy']);
      expect(inPage).toHaveLength(3);
      for (const nonce of inPage) expect(nonce).toBe(allowed);
      return allowed;
    });
    expect(new Set(seen).size).toBe(3);
    // Apart from the nonce, the page is the one rendered.
    const strip = (/** @type {Buffer} */ b, /** @type {string | undefined} */ n) => b.toString().replaceAll(String(n), 'N');
    expect(strip(third.body, seen[2])).toBe(strip(first.body, seen[0]));
    expect(third.headers.etag).toBeUndefined();
  });

  it('sends a valid gzip body carrying the response nonce', async () => {
    const plain = await rawGet(`${site.origin}/blog/dua`);
    const zipped = await rawGet(`${site.origin}/blog/dua`, { 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers['x-cache']).toBe('HIT');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.length).toBeLessThan(plain.body.length / 5);
    const html = gunzipSync(zipped.body).toString();
    const { inPage, allowed } = noncesOf(html, zipped.headers['content-security-policy']);
    expect(inPage).toEqual([allowed, allowed, allowed]);
    expect(html.replaceAll(String(allowed), 'N')).toBe(
      plain.body.toString().replaceAll(String(noncesOf(plain.body.toString(), plain.headers['content-security-policy']).allowed), 'N'),
    );
  });

  it('keeps every response its own nonce when many are sent at once', async () => {
    await rawGet(`${site.origin}/blog/ramai`);
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        rawGet(`${site.origin}/blog/ramai`, i % 2 ? { 'accept-encoding': 'gzip' } : {}),
      ),
    );
    const seen = new Set();
    for (const res of responses) {
      const html = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body).toString() : res.body.toString();
      const { inPage, allowed } = noncesOf(html, res.headers['content-security-policy']);
      expect(inPage).toEqual([allowed, allowed, allowed]);
      seen.add(allowed);
    }
    expect(seen.size).toBe(60);
  });

  it('answers HEAD from the cache without a body', async () => {
    await rawGet(`${site.origin}/blog/tiga`);
    const head = await fetch(`${site.origin}/blog/tiga`, { method: 'HEAD' });
    expect(head.headers.get('x-cache')).toBe('HIT');
    expect(head.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/);
    expect(await head.text()).toBe('');
  });
});

describe('createPageCache following the content version', () => {
  let version = 1;
  let asked = 0;
  let text = 'versi pertama';
  const cache = createPageCache({
    ttlSeconds: 60,
    checkEveryMs: 100,
    contentVersion: async () => {
      asked++;
      return version;
    },
  });
  /** @type {Awaited<ReturnType<typeof startNonceServer>>} */
  let site;
  beforeAll(async () => {
    site = await startNonceServer(cache, () => text);
  });
  afterAll(() => {
    cache.close();
    return new Promise((resolve) => site.server.close(resolve));
  });
  const wait = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

  it('drops its pages within a check when the content version grows, and only then', async () => {
    await rawGet(`${site.origin}/`); // starts watching; the page is kept once the version is known
    await wait(150);
    await rawGet(`${site.origin}/`);
    const hit = await rawGet(`${site.origin}/`);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.body.toString()).toContain('versi pertama');

    // Unchanged version: the page stays.
    await wait(250);
    expect((await rawGet(`${site.origin}/`)).headers['x-cache']).toBe('HIT');

    text = 'versi kedua';
    version = 2;
    await wait(250);
    expect(cache.size()).toBe(0);
    const fresh = await rawGet(`${site.origin}/`);
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(fresh.body.toString()).toContain('versi kedua');
  });

  it('keeps no page while the API processes catch up with a change, then keeps pages again', async () => {
    await rawGet(`${site.origin}/a`);
    await wait(150);
    await rawGet(`${site.origin}/a`);
    expect((await rawGet(`${site.origin}/a`)).headers['x-cache']).toBe('HIT');

    text = 'versi ketiga';
    version = 3;
    await wait(130); // seen within one check (100 ms); settling lasts two checks
    expect(cache.size()).toBe(0);
    const settling = await rawGet(`${site.origin}/a`);
    expect(settling.body.toString()).toContain('versi ketiga');
    expect(cache.size()).toBe(0);

    await wait(250);
    await rawGet(`${site.origin}/a`);
    expect(cache.size()).toBe(1);
    expect((await rawGet(`${site.origin}/a`)).headers['x-cache']).toBe('HIT');
  });

  it('stops asking while it holds no pages', async () => {
    cache.clear();
    await wait(250);
    const before = asked;
    await wait(400);
    expect(asked).toBe(before);
  });
});
