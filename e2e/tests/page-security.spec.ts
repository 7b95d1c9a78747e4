import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ORIGINS } from './origins';

const WEB = E2E_ORIGINS.WEB_URL;
// The same server for requests made from Node, which cannot resolve *.localhost names.
const WEB_DIRECT = WEB.replace('web.localhost', '127.0.0.1');
const API = E2E_ORIGINS.API_URL;
const POST = '/blog/gizi-seimbang-untuk-keluarga-sibuk';

/** One page of each kind the public site renders. */
const PAGE_TYPES = [
  '/',
  '/blog',
  POST,
  '/blog/category',
  '/blog/motivasi',
  '/tag',
  '/event',
  '/tentang-kami',
  '/pengurus-chapter',
  '/galeri-kegiatan',
  '/hubungi-kami',
  '/ecert/v1',
  '/halaman-yang-tidak-ada',
];

/** The nonce the policy allows, and every script of the page with its nonce and type. */
function scriptsOf(html: string, policy: string | undefined) {
  const allowed = /script-src [^;]*'nonce-([^']+)'/.exec(policy ?? '')?.[1];
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attrs = '']) => ({
    nonce: /\bnonce="([^"]*)"/.exec(attrs)?.[1],
    src: /\bsrc="/.test(attrs),
    type: /\btype="([^"]*)"/.exec(attrs)?.[1],
  }));
  return { allowed, scripts };
}

/** Inline scripts that run: every one but JSON-LD data blocks, which browsers never execute. */
const runnable = (s: { src: boolean; type?: string }) => !s.src && s.type !== 'application/ld+json';

/** The console's tag with this permalink, and a way to rename it. */
async function consoleTag(request: APIRequestContext, auth: { Authorization: string }, permalink: string | undefined) {
  const tags = (await (await request.get(`${API}/sbc-admin/v1/tag/list`, { headers: auth })).json()).data as {
    id: number;
    title: string;
    permalink: string;
  }[];
  const tag = tags.find((t) => t.permalink === permalink);
  if (!tag) throw new Error(`tag ${permalink} of the post not found`);
  const update = (title: string) =>
    request.post(`${API}/sbc-admin/v1/tag/update`, { headers: auth, data: { id: tag.id, title, permalink: tag.permalink } });
  return { tag, update };
}

/** The Authorization header of a fresh super admin session. */
async function adminAuth(request: APIRequestContext): Promise<{ Authorization: string }> {
  const login = await request.post(`${API}/sbc-admin/v1/login/stored`, {
    data: { email: 'admin@sbc.test', password: 'AdminDemo#2026' },
  });
  return { Authorization: `Bearer ${(await login.json()).data.token as string}` };
}

async function firstEventPath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get(`${WEB_DIRECT}/event`)).text();
  const slug = /href="\/event\/([a-z0-9-]+)"/.exec(html)?.[1];
  if (!slug) throw new Error('no event on /event');
  return `/event/${slug}`;
}

test.describe('security of the public pages', () => {
  test('every page type sends a policy without unsafe-inline whose nonce every inline script carries', async ({ request }) => {
    for (const path of [...PAGE_TYPES, await firstEventPath(request)]) {
      const res = await request.get(`${WEB_DIRECT}${path}`);
      const headers = res.headers();
      const policy = headers['content-security-policy'];
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(/script-src ([^;]*)/.exec(policy ?? '')?.[1], path).not.toContain('unsafe-inline');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      const { allowed, scripts } = scriptsOf(await res.text(), policy);
      expect(allowed, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const inline = scripts.filter(runnable);
      expect(inline.length, path).toBeGreaterThan(0);
      for (const script of inline) expect(script.nonce, path).toBe(allowed);
    }
  });

  test('a cached page gets a fresh nonce on every response', async ({ request }) => {
    const url = `${WEB_DIRECT}${POST}?nonce-uji=${Date.now()}`;
    const responses = [];
    for (let i = 0; i < 3; i++) responses.push(await request.get(url));
    expect(responses.slice(1).map((r) => r.headers()['x-cache'])).toEqual(['HIT', 'HIT']);
    const nonces = [];
    for (const res of responses) {
      const { allowed, scripts } = scriptsOf(await res.text(), res.headers()['content-security-policy']);
      for (const script of scripts.filter(runnable)) expect(script.nonce).toBe(allowed);
      nonces.push(allowed);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  test('home, a post and an event page run without a policy violation or console error', async ({ page, request }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`${page.url()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP: ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    for (const path of ['/', POST, await firstEventPath(request)]) {
      // Twice: once rendered, once from the page cache.
      for (let i = 0; i < 2; i++) {
        await page.goto(`${WEB}${path}`, { waitUntil: 'networkidle' });
        await page.mouse.wheel(0, 4000);
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => Boolean(window.__reactRouterRouteModules))).toBe(true);
      }
    }
    expect(problems).toEqual([]);
  });

  test('the member area, the console and the webviews run under their policy without a violation', async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
          `${location.href}: ${e.violatedDirective} ${e.blockedURI}`,
        ),
      );
    });
    await page.goto(`${E2E_ORIGINS.MEMBER_URL}/`);
    await page.getByLabel('Email').fill('anggota@sbc.test');
    await page.getByLabel('Kata Sandi', { exact: true }).fill('AnggotaDemo#2026');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.getByRole('heading', { name: 'Halo, Siti!' })).toBeVisible();
    await page.goto(`${E2E_ORIGINS.ADMIN_URL}/admin/login`);
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
    await page.goto(`${E2E_ORIGINS.WEBVIEW_URL}/mobile`);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('a content change reaches cached pages within about a second', async ({ request }) => {
    const auth = await adminAuth(request);

    // A fresh cache entry (its own query string), so only invalidation can explain a change before the 10 s TTL.
    const url = `${WEB_DIRECT}${POST}?ubah-uji=${Date.now()}`;
    const html = await (await request.get(url)).text();
    expect((await request.get(url)).headers()['x-cache']).toBe('HIT');
    const { tag, update } = await consoleTag(request, auth, /href="\/tag\/([a-z0-9-]+)"/.exec(html)?.[1]);

    const renamed = `${tag.title} Terbaru`;
    expect((await update(renamed)).status()).toBe(200);
    try {
      const changedAt = Date.now();
      await expect
        .poll(async () => (await (await request.get(url)).text()).includes(`${renamed}</a>`), { intervals: [100], timeout: 5000 })
        .toBe(true);
      expect(Date.now() - changedAt).toBeLessThan(3000);
    } finally {
      await update(tag.title);
    }
  });

  test('a reader who opens a page again sees the change, not the copy their browser had', async ({
    page,
    request,
  }) => {
    const auth = await adminAuth(request);
    const url = `${WEB}${POST}?baca-lagi=${Date.now()}`;
    await page.goto(url);
    const tagLink = page.locator('a[href^="/tag/"]').first();
    const { tag, update } = await consoleTag(request, auth, (await tagLink.getAttribute('href'))?.slice('/tag/'.length));
    const renamed = `${tag.title} Dibaca Lagi`;
    expect((await update(renamed)).status()).toBe(200);
    try {
      // Opening the address again (a link, the address bar), not a reload.
      await page.waitForTimeout(1500);
      await page.goto('about:blank');
      await page.goto(url);
      await expect(page.getByRole('link', { name: renamed }).first()).toBeVisible({ timeout: 3000 });
    } finally {
      await update(tag.title);
    }
  });

  test('a page comes from the cache, the data a hydrated page asks for never does', async ({ request }) => {
    const page = `${WEB_DIRECT}${POST}?cache-uji=${Date.now()}`;
    // Right after a content change the cache keeps nothing for a moment (it settles first).
    await expect
      .poll(async () => (await request.get(page)).headers()['x-cache'], { intervals: [500], timeout: 10_000 })
      .toBe('HIT');
    // What the page refreshes after a form is sent (a registration, a comment) is rendered every time.
    const data = `${WEB_DIRECT}${POST}.data?cache-uji=${Date.now()}`;
    expect((await request.get(data)).status()).toBe(200);
    const answer = await request.get(data);
    expect(answer.headers()['x-cache']).toBeUndefined();
    // Nor by the browser: the refresh after a second attempt asks the same address as the first.
    expect(answer.headers()['cache-control']).toBe('no-store');
  });
});

declare global {
  interface Window {
    __reactRouterRouteModules?: unknown;
  }
}
