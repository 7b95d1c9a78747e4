import { type Page, type Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ORIGINS } from './origins';

const WEB = E2E_ORIGINS.WEB_URL;
const API = E2E_ORIGINS.API_URL;

/** Cards of a post list: each is an <article> in the page's main content. */
const cards = (page: Page) => page.getByRole('main').locator('article');

/** Resolves with the POST that records the read once a post page is shown. */
function readRecorded(page: Page): Promise<Response> {
  return page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      new URL(r.url()).pathname === '/blog/hitung.json' &&
      (r.request().postData() ?? '').includes('kind=read'),
  );
}

async function viewCount(page: Page): Promise<number> {
  const text = (await page.getByText(/^[\d.]+ kali dibaca$/).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test.describe('blog', () => {
  test('lists posts twelve to a page and pages through them', async ({ page }) => {
    const response = await page.goto(`${WEB}/blog`);
    expect(response?.status()).toBe(200);
    await expect(cards(page)).toHaveCount(12);
    const firstOnPageOne = await cards(page).first().locator('h3').textContent();
    const paging = page.getByRole('navigation', { name: 'Navigasi halaman' });
    await expect(paging.getByRole('link', { name: 'Halaman 1' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', `${WEB}/blog?page=2`);

    await paging.getByRole('link', { name: /Berikutnya/ }).click();
    await expect(page).toHaveURL(`${WEB}/blog?page=2`);
    await expect(paging.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first()).toBeVisible();
    expect(await cards(page).first().locator('h3').textContent()).not.toBe(firstOnPageOne);
    await expect(paging.getByRole('link', { name: /Sebelumnya/ })).toHaveAttribute('rel', 'prev');
  });

  test('a card shows at most three lines of its excerpt, ending in the ellipsis', async ({ page }) => {
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${WEB}/blog`);
      const heights = await cards(page)
        .locator('p.line-clamp-3')
        .evaluateAll((paragraphs) =>
          paragraphs.map((p) => {
            const lineHeight = parseFloat(getComputedStyle(p).lineHeight);
            return { lines: p.getBoundingClientRect().height / lineHeight };
          }),
        );
      expect(heights.length, `${width} px`).toBe(12);
      for (const { lines } of heights) expect(lines, `${width} px`).toBeLessThanOrEqual(3.05);
    }
  });

  test('search finds inflected forms and highlights the matches', async ({ page }) => {
    await page.goto(`${WEB}/blog`);
    const box = page.getByLabel('Cari artikel');
    await expect(box).toHaveAttribute('placeholder', 'Pencarian');
    await box.fill('baca');
    await box.press('Enter');
    await expect(page).toHaveURL(`${WEB}/blog?s=baca`);
    await expect(page.getByRole('heading', { name: 'Hasil pencarian untuk “baca”' })).toBeVisible();
    await expect(page.getByText(/\d+ artikel ditemukan/)).toBeVisible();
    const marks = page.getByRole('main').locator('mark');
    await expect(marks.first()).toBeVisible();
    const marked = (await marks.allTextContents()).map((t) => t.toLowerCase());
    expect(marked.some((t) => t === 'membaca' || t === 'pembacaan')).toBe(true);
  });

  test('a search of only spaces asks for a search text', async ({ page }) => {
    // With the page's scripts running, the field itself refuses it and nothing is sent.
    await page.goto(`${WEB}/blog`, { waitUntil: 'networkidle' });
    const field = page.getByLabel('Cari artikel');
    await field.fill('   ');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    expect(await field.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe('Kata pencarian wajib diisi');
    await expect(page).toHaveURL(`${WEB}/blog`);
    // Sent all the same (before the scripts run, or without them), the results page says so.
    await page.goto(`${WEB}/blog?s=${encodeURIComponent('   ')}`);
    await expect(page.getByRole('alert')).toContainText('Kata pencarian wajib diisi');
    await expect(page.getByRole('heading', { name: /Hasil pencarian/ })).toHaveCount(0);
    await expect(cards(page)).toHaveCount(0);
  });

  test('control characters in the address are no search text', async ({ page }) => {
    const alone = await page.goto(`${WEB}/blog?s=%00`);
    expect(alone?.status()).toBe(200);
    await expect(page.getByRole('alert')).toContainText('Kata pencarian wajib diisi');
    const mixed = await page.goto(`${WEB}/blog?s=gula%00darah`);
    expect(mixed?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: /Hasil pencarian/ })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  });

  test('a search without matches says so kindly', async ({ page }) => {
    await page.goto(`${WEB}/blog?s=${encodeURIComponent('qwxzv jjkq')}`);
    await expect(page.getByText('Tidak ada artikel yang cocok')).toBeVisible();
    await expect(page.getByRole('link', { name: /Lihat semua artikel/ })).toBeVisible();
  });

  test('a search page past the last one is not found, as on the list', async ({ page }) => {
    const response = await page.goto(`${WEB}/blog?s=baca&page=999`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });

  test('a post shows its content, tags and related posts, and counts the read', async ({ page }) => {
    // Reach a post through a tag, so it has at least that tag and posts that share it.
    await page.goto(`${WEB}/tag`);
    const tagLink = page.getByRole('main').locator('a[href^="/tag/"]').first();
    const tagHref = (await tagLink.getAttribute('href')) ?? '';
    await tagLink.click();
    await expect(page).toHaveURL(`${WEB}${tagHref}`);
    await expect(cards(page).first()).toBeVisible();
    const postLink = cards(page).first().locator('h3 a');
    const title = ((await postLink.textContent()) ?? '').trim();
    const slug = ((await postLink.getAttribute('href')) ?? '').replace('/blog/', '');

    const firstRead = readRecorded(page);
    await page.goto(`${WEB}/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(((await page.locator('.prose-sbc').textContent()) ?? '').length).toBeGreaterThan(200);
    await expect(page.getByRole('region', { name: 'Tag', exact: true }).locator(`a[href="${tagHref}"]`)).toBeVisible();
    const related = page.getByRole('region', { name: 'Artikel Terkait' }).getByRole('link');
    expect(await related.count()).toBeGreaterThan(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${WEB}/blog/${slug}`);
    expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain(
      '"@type":"Article"',
    );

    const first = await firstRead;
    expect(first.ok()).toBe(true);
    // The page shows the count the read answered (once the answer has been rendered).
    const afterFirst = ((await first.json()) as { views: number }).views;
    await expect.poll(() => viewCount(page)).toBe(afterFirst);
    // The same visitor reading again the same day is one read; another visitor is a new one.
    const sameVisitor = readRecorded(page);
    await page.reload();
    const again = await sameVisitor;
    expect(again.ok()).toBe(true);
    expect(((await again.json()) as { views: number }).views).toBe(afterFirst);
    await expect.poll(() => viewCount(page)).toBe(afterFirst);
    await page.context().clearCookies();
    const newVisitor = readRecorded(page);
    await page.reload();
    expect((await newVisitor).ok()).toBe(true);
    await expect.poll(() => viewCount(page)).toBeGreaterThan(afterFirst);
  });

  test('following a related post at once shows that post, while the read is still being counted', async ({
    page,
  }) => {
    await page.goto(`${WEB}/blog/refund-policy`);
    const related = page.getByRole('region', { name: 'Artikel Terkait' }).getByRole('link').first();
    const title = ((await related.textContent()) ?? '').trim();
    await related.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('a section URL shows the same post with its canonical at /blog/{slug}', async ({ page }) => {
    await page.goto(`${WEB}/blog/motivasi`);
    await expect(page.getByRole('heading', { level: 1, name: 'Motivasi' })).toBeVisible();
    const postLink = cards(page).first().locator('h3 a');
    const title = ((await postLink.textContent()) ?? '').trim();
    const slug = ((await postLink.getAttribute('href')) ?? '').replace('/blog/', '');

    const response = await page.goto(`${WEB}/blog/motivasi/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${WEB}/blog/${slug}`);

    // Under another section the post is moved to its own address.
    const moved = await page.goto(`${WEB}/blog/sejarah-wawasan/${slug}`);
    expect(moved?.status()).toBe(200);
    expect(page.url()).toBe(`${WEB}/blog/${slug}`);
    expect((await moved?.request().redirectedFrom()?.response())?.status()).toBe(301);
  });

  test('policy pages are blog posts', async ({ page }) => {
    const response = await page.goto(`${WEB}/blog/refund-policy`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kebijakan Pengembalian Dana');
  });

  test('the disease catalogue lists entries by first letter', async ({ page }) => {
    await page.goto(`${WEB}/blog/category/penyakit-katalog?huruf=M`);
    const letters = page.getByRole('navigation', { name: 'Huruf awal katalog' });
    await expect(letters.getByRole('link')).toHaveCount(26);
    await letters.getByRole('link', { name: 'Huruf A', exact: true }).click();
    await expect(page).toHaveURL(`${WEB}/blog/category/penyakit-katalog?huruf=A`);
    await expect(letters.getByRole('link', { name: 'Huruf A', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const entries = page.getByRole('main').locator('article h3');
    await expect(entries.first()).toBeVisible();
    for (const name of await entries.allTextContents()) expect(name.trim()).toMatch(/^A/i);

    const first = ((await entries.first().textContent()) ?? '').trim();
    await entries.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);

    // A letter without entries says so in the bar; something that is not a letter is no page.
    await page.goto(`${WEB}/blog/category/penyakit-katalog?huruf=X`);
    await expect(letters.getByRole('link', { name: 'Huruf X (belum ada entri)' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Belum ada entri untuk huruf X')).toBeVisible();
    // An empty letter is not for search engines; a letter with entries is.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await page.goto(`${WEB}/blog/category/penyakit-katalog?huruf=M`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    expect((await page.goto(`${WEB}/blog/category/penyakit-katalog?huruf=zz`))?.status()).toBe(404);
  });

  test('a tag page lists its posts; unknown posts and tags are 404', async ({ page }) => {
    await page.goto(`${WEB}/tag`);
    const tagLink = page.getByRole('main').locator('a[href^="/tag/"]').last();
    const href = (await tagLink.getAttribute('href')) ?? '';
    const response = await page.goto(`${WEB}${href}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^#/);
    expect(await cards(page).count()).toBeGreaterThan(0);

    for (const path of ['/blog/tidak-ada-artikel', '/tag/tidak-ada-tag', '/blog/category/tidak-ada']) {
      const missing = await page.goto(`${WEB}${path}`);
      expect(missing?.status(), path).toBe(404);
      await expect(page.getByText('This page could not be found')).toBeVisible();
    }
  });

  test('an address that differs from a permalink only by letter case goes on to the lower-case one (301)', async ({
    page,
  }) => {
    for (const [path, lower] of [
      ['/tag/ZAKAT?page=1', '/tag/zakat?page=1'],
      ['/blog/category/Penyakit-Katalog?huruf=A', '/blog/category/penyakit-katalog?huruf=A'],
      ['/blog/Refund-Policy?utm_source=wa', '/blog/refund-policy?utm_source=wa'],
      ['/blog/MOTIVASI', '/blog/motivasi'],
      ['/galeri-kegiatan/Kajian-Akbar-Medan-2026', '/galeri-kegiatan/kajian-akbar-medan-2026'],
      ['/galeri-kegiatan/category/KAJIAN', '/galeri-kegiatan/category/kajian'],
    ]) {
      const response = await page.goto(`${WEB}${path}`);
      expect(response?.status(), path).toBe(200);
      expect(page.url(), path).toBe(`${WEB}${lower}`);
      expect((await response?.request().redirectedFrom()?.response())?.status(), path).toBe(301);
    }
    // Not a permalink in any case: still the 404.
    expect((await page.goto(`${WEB}/tag/ZAKAT_INFAK`))?.status()).toBe(404);
  });
});

/** Fetches a file from the public site inside the browser (Node cannot resolve *.localhost). */
async function fetchFromSite(page: Page, path: string) {
  if (!page.url().startsWith(WEB)) await page.goto(`${WEB}/robots.txt`);
  return page.evaluate(async (url) => {
    const res = await fetch(url);
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  }, path);
}

test.describe('SEO files', () => {
  test('the sitemap lists the policy pages at their blog URL', async ({ page }) => {
    const sitemap = await fetchFromSite(page, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toContain('application/xml');
    expect(sitemap.text).toContain(`<loc>${WEB}/blog/refund-policy</loc>`);
    expect(sitemap.text).toContain(`<loc>${WEB}/tentang-kami</loc>`);
  });

  test('every page has a share picture and lists without one of their own a breadcrumb trail', async ({
    page,
  }) => {
    for (const path of ['/', '/blog', '/blog/category', '/tag', '/event', '/tentang-kami', '/blog/refund-policy']) {
      await page.goto(`${WEB}${path}`);
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(image, path).toMatch(/^https?:\/\//);
      await expect(page.locator('meta[name="twitter:image"]'), path).toHaveAttribute('content', image ?? '');
      const picture = await page.evaluate(async (src) => {
        const res = await fetch(src);
        return { status: res.status, type: res.headers.get('content-type') ?? '' };
      }, image ?? '');
      expect(picture.status, path).toBe(200);
      expect(picture.type, path).toMatch(/^image\/(png|jpeg|webp)/);
    }
    await page.goto(`${WEB}/blog`);
    await expect(page).toHaveTitle('Blog SBC');
    await page.goto(`${WEB}/blog/motivasi`);
    const trail = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts
        .map((s) => JSON.parse(s.textContent ?? '{}') as { '@type'?: string; itemListElement?: { name: string }[] })
        .find((data) => data['@type'] === 'BreadcrumbList'),
    );
    expect(trail?.itemListElement?.map((step) => step.name)).toEqual(['Beranda', 'Blog', 'Motivasi']);

    const icon = await fetchFromSite(page, '/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.type).toMatch(/icon/);
  });

  test("a post's preview picture carries its size and type, and a video post describes its video", async ({ page }) => {
    await page.goto(`${WEB}/blog/video-senam-sehat-lansia-bersama-sbc`);
    const og = (property: string) => page.locator(`meta[property="${property}"]`);
    await expect(og('og:image')).toHaveAttribute('content', /\.webp$/);
    // The demo covers are stored 960×540.
    await expect(og('og:image:width')).toHaveAttribute('content', '960');
    await expect(og('og:image:height')).toHaveAttribute('content', '540');
    await expect(og('og:image:type')).toHaveAttribute('content', 'image/webp');
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    expect(ld.map((data) => data['@type'])).toEqual(['Article', 'VideoObject', 'BreadcrumbList']);
    expect(ld[1]).toMatchObject({
      name: 'Senam Sehat Lansia Bersama SBC',
      uploadDate: expect.stringMatching(/\+07:00$/),
      contentUrl: `${API}/media/video/video-senam-sehat-lansia-bersama-sbc.mp4`,
      thumbnailUrl: [await og('og:image').getAttribute('content')],
    });
    expect(String(ld[1]?.description)).toContain('senam lansia');
  });

  test("a video post plays the site's own video, and skips ahead in it", async ({ page }) => {
    await page.goto(`${WEB}/blog/video-senam-sehat-lansia-bersama-sbc`);
    const video = page.getByLabel('Video: Senam Sehat Lansia Bersama SBC');
    await expect(video).toHaveAttribute('poster', /\/media\/berita\/video-senam-sehat-lansia-bersama-sbc\.webp$/);
    await expect(video).toHaveAttribute('src', `${API}/media/video/video-senam-sehat-lansia-bersama-sbc.mp4`);
    // Muted, as a browser lets a page start a video without a tap.
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);
    expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeCloseTo(24, 0);
    // Skipping ahead goes on playing from there.
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = 20;
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => ({ at: v.currentTime > 20, error: v.error?.code ?? null })), {
        timeout: 15_000,
      })
      .toEqual({ at: true, error: null });

    // The home page's video card opens the post, where the video plays.
    await page.goto(WEB);
    const card = page
      .getByRole('region', { name: 'Video Populer' })
      .getByRole('link', { name: /Senam Sehat Lansia Bersama SBC/ });
    await expect(card).toHaveAttribute('href', '/blog/video-senam-sehat-lansia-bersama-sbc');
    await expect(card).not.toHaveAttribute('target', '_blank');
  });

  test('robots.txt keeps crawlers out of admin and names the sitemap', async ({ page }) => {
    const robots = await fetchFromSite(page, '/robots.txt');
    expect(robots.type).toContain('text/plain');
    expect(robots.text).toContain('Disallow: /admin');
    expect(robots.text).toContain(`Sitemap: ${WEB}/sitemap.xml`);
  });

  test('the blog feed is valid RSS 2.0 with items', async ({ page }) => {
    const rss = await fetchFromSite(page, '/blog/rss.xml');
    expect(rss.status).toBe(200);
    expect(rss.type).toContain('application/rss+xml');
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      const items = [...doc.querySelectorAll('channel > item')];
      return {
        parseError: doc.querySelector('parsererror') !== null,
        version: doc.documentElement.getAttribute('version'),
        items: items.map((item) => ({
          title: item.querySelector('title')?.textContent ?? '',
          link: item.querySelector('link')?.textContent ?? '',
          guid: item.querySelector('guid')?.textContent ?? '',
          pubDate: item.querySelector('pubDate')?.textContent ?? '',
        })),
      };
    }, rss.text);
    expect(feed.parseError).toBe(false);
    expect(feed.version).toBe('2.0');
    expect(feed.items.length).toBeGreaterThan(0);
    expect(feed.items.length).toBeLessThanOrEqual(20);
    for (const item of feed.items) {
      expect(item.title).not.toBe('');
      expect(item.link).toMatch(new RegExp(`^${WEB}/blog/[a-z0-9-]+$`));
      // The post's id, not its address: a renamed post is not new to feed readers.
      expect(item.guid).toMatch(/^sbc-berita-\d+$/);
      expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    }

    expect((await fetchFromSite(page, '/blog/motivasi/rss.xml')).status).toBe(200);
    expect((await fetchFromSite(page, '/blog/tidak-ada/rss.xml')).status).toBe(404);

    // A feed reader given the home page or a post finds the feed.
    const feeds = () =>
      page.locator('link[rel="alternate"][type="application/rss+xml"]').evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')),
      );
    await page.goto(`${WEB}/`);
    expect(await feeds()).toEqual([`${WEB}/blog/rss.xml`]);
    const post = feed.items[0]?.link ?? '';
    await page.goto(post);
    expect(await feeds()).toContain(`${WEB}/blog/rss.xml`);
  });
});

test.describe('home', () => {
  test('a new post without a cover fills its card in "Konten Terbaru" like the others', async ({ page, request }) => {
    const API = E2E_ORIGINS.API_URL;
    const login = await request.post(`${API}/sbc-admin/v1/login/stored`, {
      data: { email: 'admin@sbc.test', password: 'AdminDemo#2026' },
    });
    const auth = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
    const categories = (await (await request.get(`${API}/sbc-admin/v1/category/list`, { headers: auth })).json())
      .data as { id: number; permalink: string }[];
    const created = await request.post(`${API}/sbc-admin/v1/news/create`, {
      headers: auth,
      data: {
        title: 'Kabar singkat',
        content: '<p>Pengumuman pendek untuk anggota.</p>',
        category_id: categories.find((c) => c.permalink === 'kesehatan')?.id,
        author_name: 'Redaksi SBC',
        visibility: 'Public',
      },
    });
    expect(created.status()).toBe(200);
    const id = (await created.json()).data.id as number;
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      const row = page.getByRole('region', { name: 'Konten terbaru' }).locator('article');
      await expect
        .poll(
          async () => {
            await page.goto(`${WEB}/`);
            return (await row.first().textContent()) ?? '';
          },
          { intervals: [500], timeout: 10_000 },
        )
        .toContain('Kabar singkat');
      const widths = await row.evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().width)));
      expect(widths.length).toBeGreaterThan(2);
      expect(new Set(widths.filter((w) => w > 0)).size, `card widths ${widths.join(', ')}`).toBe(1);
    } finally {
      await request.post(`${API}/sbc-admin/v1/news/delete`, { headers: auth, data: { id } });
    }
  });
});
