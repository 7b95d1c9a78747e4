import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, events, galleryAlbums, galleryImages, news, newsReads, newsTags, tags } from '../../db/schema';
import { call } from '../../test/client';
import { createTestApp, databases, type TestApp } from '../../test/harness';

const V = '/sbc-visitor/v1';

describe.each(databases)('news calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('gives the alert banner its newest public alert with HTML', async () => {
    const { body } = await call(t.app, 'POST', `${V}/category/permalink`, {
      body: 'page=1&perPage=20&columnFilters[news_visibility]=Public&columnFilters[category_permalink]=alert',
    });
    expect(body.status).toBe(200);
    expect(body.data.totalRecords).toBe(2);
    expect(body.data.data[0].category_permalink).toBe('alert');
    expect(body.data.data[0].news_content).toMatch(/<p>/);
    expect(body.data.data[0].published_at).toBeGreaterThan(body.data.data[1].published_at);
  });

  it('lists articles paged, by section and tag, excluding ids given as repeated keys', async () => {
    const first = await call(t.app, 'POST', `${V}/article/list`, { body: 'page=1&perPage=5' });
    expect(first.body.data.data).toHaveLength(5);
    expect(first.body.data.totalRecords).toBeGreaterThan(40);
    const [a, b] = first.body.data.data;
    const without = await call(t.app, 'POST', `${V}/article/list`, {
      body: `page=1&perPage=5&exclude_news_id=${a.id}&exclude_news_id=${b.id}`,
    });
    const ids = without.body.data.data.map((n: { id: number }) => n.id);
    expect(ids).not.toContain(a.id);
    expect(ids).not.toContain(b.id);
    const section = await call(t.app, 'POST', `${V}/article/list`, { body: { section: 'motivasi', perPage: 50 } });
    expect(section.body.data.totalRecords).toBeGreaterThanOrEqual(6);
    expect(section.body.data.data.every((n: { news_section: string }) => n.news_section === 'motivasi')).toBe(true);
    const page0 = await call(t.app, 'POST', `${V}/article/list`, { body: { page: 0, perPage: 5 } });
    expect(page0.body.data.data[0].id).toBe(a.id);
  });

  it('refuses bad listing input with field errors', async () => {
    const res = await call(t.app, 'POST', `${V}/article/list`, { body: 'perPage=500&page=abc' });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.field)).toEqual(expect.arrayContaining(['perPage', 'page']));
  });

  it('reads a post by permalink with tags, and answers 404 for an unknown one', async () => {
    const ok = await call(t.app, 'GET', `${V}/news/permalink?news_permalink=refund-policy`);
    expect(ok.body.data.news_title).toBe('Kebijakan Pengembalian Dana');
    expect(ok.body.data.news_content).toContain('<h2>');
    const missing = await call(t.app, 'GET', `${V}/news/permalink?news_permalink=tidak-ada-sama-sekali`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 404, data: null });
  });

  it.each([
    ['baca', ['membaca', 'pembacaan']],
    ['pengurus', ['kepengurusan']],
    ['kesehtan', ['kesehatan']],
  ])('search for %s finds posts saying %j, with highlighted snippets', async (term, words) => {
    const res = await call(t.app, 'POST', `${V}/article/searching`, { body: { s: term, perPage: 50 } });
    expect(res.status).toBe(200);
    expect(res.body.data.totalRecords).toBeGreaterThan(0);
    const text = res.body.data.data.map((r: { snippet: string; news_title: string }) => `${r.news_title} ${r.snippet}`).join(' ').toLowerCase();
    for (const w of words) expect(text).toContain(w);
    expect(res.body.data.data[0].snippet).toContain('<mark>');
  });

  it('cuts snippets a reader can follow: an ellipsis where text is left out, sentences kept apart, no stray spaces', async () => {
    const res = await call(t.app, 'POST', `${V}/article/searching`, { body: { s: 'baca', perPage: 50 } });
    const snippets = (res.body.data.data as { snippet: string }[]).map((hit) => hit.snippet);
    expect(snippets.length).toBeGreaterThan(3);
    for (const snippet of snippets) {
      const text = snippet.replace(/<\/?mark>/g, '');
      expect(text, snippet).not.toMatch(/\s{2}|\s[,.;:!?]|^\s|\s$/);
      // Each end is the post's own end, a sentence's end, or an ellipsis.
      expect(text, snippet).toMatch(/[.!?…]$/);
    }
    expect(snippets.filter((s) => s.startsWith('… ')).length).toBeGreaterThan(0);
    // The heading "Mulai dari Rumah" ends before the paragraph under it.
    const joined = snippets.join(' ');
    expect(joined).toMatch(/Mulai dari rumah\. /i);
  });

  it.each([
    ['pengurus', /\b(kepengurusan|pengurus\w*)\b/, ['mengurangi', 'pengurang']],
    ['kesehtan', /\bkesehatan\b/, ['kesemutan']],
    ['pembacaan', /\b\w*baca\w*\b/, ['pembayaran']],
  ])('search for %s ranks posts with the word first and marks no merely similar word', async (term, wanted, unrelated) => {
    const res = await call(t.app, 'POST', `${V}/article/searching`, { body: { s: term, perPage: 50 } });
    const hits = res.body.data.data as { snippet: string; news_title: string }[];
    expect(hits.length).toBeGreaterThan(0);
    expect(`${hits[0]?.news_title} ${hits[0]?.snippet}`.toLowerCase()).toMatch(wanted);
    const marked = hits.flatMap((h) => [...h.snippet.matchAll(/<mark>([^<]+)<\/mark>/g)].map((m) => (m[1] ?? '').toLowerCase()));
    for (const word of unrelated) expect(marked).not.toContain(word);
  });

  it('leaves page furniture (home banners, testimonials, alerts) out of search results', async () => {
    for (const s of ['saudara di kota perantauan', 'relawan', 'bergabung anggota', 'pendaftaran silaturahmi']) {
      const res = await call(t.app, 'POST', `${V}/article/searching`, { body: { s, perPage: 50 } });
      expect(res.status).toBe(200);
      expect(res.body.data.data.length, s).toBeGreaterThan(0);
      const categories = res.body.data.data.map((hit: { category_permalink: string }) => hit.category_permalink);
      expect(categories.filter((c: string) => ['banner', 'testimoni', 'alert'].includes(c)), s).toEqual([]);
    }
  });

  it('leaves page furniture out of tag pages and their counts', async () => {
    const tagList = await call(t.app, 'GET', `${V}/tag/list`);
    const ukhuwah = tagList.body.data.find((tag: { tag_permalink: string }) => tag.tag_permalink === 'ukhuwah');
    const tagged = await call(t.app, 'POST', `${V}/tag/permalink`, { body: { tag_permalink: 'ukhuwah', perPage: 50 } });
    expect(tagged.body.data.data.length).toBeGreaterThan(0);
    const categories = tagged.body.data.data.map((post: { category_permalink: string }) => post.category_permalink);
    expect(categories.filter((c: string) => ['banner', 'testimoni', 'alert'].includes(c))).toEqual([]);
    expect(ukhuwah.total_news).toBe(tagged.body.data.totalRecords);
  });

  it('requires search text and survives hostile input', async () => {
    expect((await call(t.app, 'POST', `${V}/article/searching`, { body: { s: '   ' } })).status).toBe(400);
    const hostile = await call(t.app, 'POST', `${V}/article/searching`, { body: { s: "'; drop table news; -- <script>|&!" } });
    expect(hostile.status).toBe(200);
    const still = await call(t.app, 'POST', `${V}/article/list`, { body: { perPage: 1 } });
    expect(still.body.data.totalRecords).toBeGreaterThan(0);
  });

  it('names the search field when its text holds a NUL character, in JSON and form bodies', async () => {
    const refused = 'Teks mengandung karakter yang tidak diizinkan';
    for (const s of ['\u0000', 'gula\u0000darah']) {
      const res = await call(t.app, 'POST', `${V}/article/searching`, { body: { s } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, msg: refused, data: null, errors: [{ field: 's', message: refused }] });
    }
    const form = await call(t.app, 'POST', `${V}/article/searching`, { body: 's=gula%00darah&perPage=5' });
    expect(form.body.errors).toEqual([{ field: 's', message: refused }]);
    const nested = await call(t.app, 'POST', `${V}/category/permalink`, { body: 'columnFilters[category_permalink]=al%00ert' });
    expect(nested.status).toBe(400);
    expect(nested.body.errors).toEqual([{ field: 'columnFilters.category_permalink', message: refused }]);
  });

  it('has posts read this week and last week on a new demo, for the home page\'s popular list', async () => {
    for (const path of ['news/popular_week', 'news/popular_prev_week']) {
      const popular = await call(t.app, 'POST', `${V}/${path}`, { body: { perPage: 5 } });
      expect(popular.body.data.data.length, path).toBe(5);
    }
  });

  it('counts a read once per visitor per day, refuses a forged visitor id, and feeds popular and recommendations', async () => {
    const session = await call(t.app, 'GET', `${V}/session/create`);
    const visitor = session.body.data.client_id as string;
    const list = await call(t.app, 'POST', `${V}/article/list`, { body: { perPage: 1, category_permalink: 'kesehatan' } });
    const post = list.body.data.data[0];
    const first = await call(t.app, 'POST', `${V}/article/read-history`, { body: { user_id: visitor, news_id: post.id } });
    const again = await call(t.app, 'POST', `${V}/article/read-history`, { body: { user_id: visitor, news_id: post.id } });
    expect(first.body.data.views).toBe(post.views + 1);
    expect(again.body.data.views).toBe(post.views + 1);
    const forged = await call(t.app, 'POST', `${V}/article/read-history`, { body: { user_id: 'v1.palsu.palsu', news_id: post.id } });
    expect(forged.status).toBe(400);
    const views = await call(t.app, 'GET', `${V}/article/views?news_id=${post.id}`);
    expect(views.body.data.views).toBe(post.views + 1);
    const popular = await call(t.app, 'POST', `${V}/news/popular_week`, { body: { perPage: 100 } });
    expect(popular.body.data.data.map((n: { id: number }) => n.id)).toContain(post.id);
    const rec = await call(t.app, 'POST', `${V}/article/get-recommendation`, {
      body: { user_id: visitor, exclude_read: 'true', page: 0, perPage: 5 },
    });
    expect(rec.body.data.data).toHaveLength(5);
    expect(rec.body.data.data.map((n: { id: number }) => n.id)).not.toContain(post.id);
    expect(rec.body.data.data[0].category_permalink).toBe('kesehatan');
  });

  it('keeps policy pages, catalogue entries and page furniture out of popular, new and editor\'s choice lists', async () => {
    const { db } = t.ctx.database;
    const notReading = ['kebijakan', 'penyakit-katalog', 'banner', 'testimoni', 'alert'];
    const firstOf = async (category: string) =>
      (await call(t.app, 'POST', `${V}/article/list`, { body: { category_permalink: category, perPage: 1 } })).body.data.data[0] as { id: number };
    const furniture = await Promise.all(notReading.map(firstOf));
    const reading = await firstOf('kesehatan');
    const visitor = (await call(t.app, 'GET', `${V}/session/create`)).body.data.client_id as string;
    for (const post of [...furniture, reading]) {
      const read = await call(t.app, 'POST', `${V}/article/read-history`, { body: { user_id: visitor, news_id: post.id } });
      expect(read.status).toBe(200);
    }
    // Read last week too, and flagged by an editor: still never suggested.
    const ids = furniture.map((p) => p.id);
    await db.insert(newsReads).values([...ids, reading.id].map((newsId) => ({ readerId: visitor, newsId, day: sql`current_date - 8` })));
    await db.update(news).set({ editorChoice: true }).where(inArray(news.id, [...ids, reading.id]));

    type Item = { id: number; category_permalink: string };
    const listed = async (path: string, body: Record<string, unknown> = {}) => {
      const items: Item[] = [];
      for (let page = 1; ; page++) {
        const res = await call(t.app, 'POST', `${V}/${path}`, { body: { ...body, page, perPage: 100 } });
        expect(res.status).toBe(200);
        items.push(...res.body.data.data);
        if (items.length >= res.body.data.totalRecords) return items;
      }
    };
    for (const [path, body] of [
      ['news/popular_week', {}],
      ['news/popular_prev_week', {}],
      ['news/new_content', {}],
      ['article/list', { editor_choice: 'true' }],
    ] as const) {
      const items = await listed(path, body);
      expect(items.map((n) => n.id), path).toContain(reading.id);
      expect(items.filter((n) => notReading.includes(n.category_permalink)), path).toEqual([]);
    }
    // The home page still reads its banners and testimonials by category.
    expect((await listed('article/list', { category_permalink: 'banner' })).length).toBeGreaterThan(0);
  });

  it('hides the internal categories from visitors while the home page still reads their posts', async () => {
    for (const permalink of ['banner', 'alert', 'testimoni']) {
      const found = await call(t.app, 'POST', `${V}/category/find`, { body: { permalink } });
      expect(found.status).toBe(404);
      expect(found.body).toMatchObject({ status: 404, msg: 'Kategori tidak ditemukan', data: null });
      expect((await call(t.app, 'POST', `${V}/category/news`, { body: { category_permalink: permalink } })).status).toBe(404);
    }
    // Policy pages link to their category; the catalogue is a category page.
    for (const permalink of ['kesehatan', 'penyakit-katalog', 'kebijakan']) {
      expect((await call(t.app, 'POST', `${V}/category/find`, { body: { permalink } })).status).toBe(200);
    }
    for (const path of ['category/list', 'category/highlight?limit=20']) {
      const titles = (await call(t.app, 'GET', `${V}/${path}`)).body.data.map((c: { category_title: string }) => c.category_title);
      expect(titles.length).toBeGreaterThan(0);
      for (const title of ['Banner Beranda', 'Pengumuman Penting', 'Testimoni']) expect(titles, path).not.toContain(title);
    }
    for (const category of ['banner', 'testimoni']) {
      const posts = await call(t.app, 'POST', `${V}/article/list`, { body: { category_permalink: category } });
      expect(posts.body.data.totalRecords).toBeGreaterThan(0);
    }
    const alert = await call(t.app, 'POST', `${V}/category/permalink`, { body: { columnFilters: { category_permalink: 'alert' } } });
    expect(alert.body.data.totalRecords).toBeGreaterThan(0);
  });

  it('lists related posts without the post itself, 5 by default', async () => {
    const list = await call(t.app, 'POST', `${V}/article/list`, { body: { perPage: 1 } });
    const post = list.body.data.data[0];
    const related = await call(t.app, 'POST', `${V}/article/get-related`, { body: { news_id: post.id } });
    expect(related.body.data.data).toHaveLength(5);
    expect(related.body.data.data.map((n: { id: number }) => n.id)).not.toContain(post.id);
    expect((await call(t.app, 'POST', `${V}/article/get-related`, { body: { news_id: 999999 } })).status).toBe(404);
  });

  it('suggests no page furniture as related reading, not even beside a home banner', async () => {
    const banner = await call(t.app, 'GET', `${V}/news/permalink?news_permalink=selamat-datang-di-komunitas-sbc`);
    expect(banner.status).toBe(200);
    const related = await call(t.app, 'POST', `${V}/article/get-related`, { body: { news_id: banner.body.data.id } });
    expect(related.status).toBe(200);
    const categories = related.body.data.data.map((n: { category_permalink: string }) => n.category_permalink);
    expect(categories.filter((c: string) => ['banner', 'testimoni', 'alert'].includes(c))).toEqual([]);
  });

  it('lists catalogue entries by first letter and refuses more than one letter', async () => {
    const a = await call(t.app, 'GET', `${V}/news/news_content_by_category_permalink_by_first_char/a/penyakit-katalog`);
    expect(a.body.data.length).toBeGreaterThan(0);
    expect(a.body.data.every((n: { news_title: string }) => n.news_title.toUpperCase().startsWith('A'))).toBe(true);
    const bad = await call(t.app, 'GET', `${V}/news/news_content_by_category_permalink_by_first_char/ab/penyakit-katalog`);
    expect(bad.status).toBe(400);
  });

  it('counts category and tag visits, and 404s for unknown ones', async () => {
    const cat = await call(t.app, 'POST', `${V}/counter/category`, { body: { category_permalink: 'kesehatan' } });
    expect(cat.body.data.visits).toBe(1);
    expect((await call(t.app, 'POST', `${V}/counter/tags`, { body: { tag_permalink: 'tidak-ada' } })).status).toBe(404);
  });

  it('counts clicks only on links that are in the post', async () => {
    const list = await call(t.app, 'POST', `${V}/article/list`, { body: { perPage: 1 } });
    const res = await call(t.app, 'POST', `${V}/article/external-link`, {
      body: { news_id: list.body.data.data[0].id, url: 'https://evil.example/spam' },
    });
    expect(res.status).toBe(400);
  });

  it('lists categories, highlight categories with posts, tags, and tag posts', async () => {
    const cats = await call(t.app, 'GET', `${V}/category/list`);
    const permalinks = cats.body.data.map((c: { category_permalink: string }) => c.category_permalink);
    expect(permalinks).toContain('kesehatan');
    expect(permalinks).not.toContain('alert');
    const health = cats.body.data.find((c: { category_permalink: string }) => c.category_permalink === 'kesehatan');
    const healthNews = await call(t.app, 'POST', `${V}/category/news`, { body: { category_permalink: 'kesehatan' } });
    expect(health.total_news).toBe(healthNews.body.data.totalRecords);
    const highlight = await call(t.app, 'GET', `${V}/category/highlight?limit=3`);
    expect(highlight.body.data).toHaveLength(3);
    expect(highlight.body.data[0].news.length).toBeGreaterThan(0);
    const tagList = await call(t.app, 'GET', `${V}/tag/list`);
    const tag = tagList.body.data[0];
    const tagged = await call(t.app, 'POST', `${V}/tag/permalink`, { body: { tag_permalink: tag.tag_permalink } });
    expect(tagged.body.data.tag.tag_title).toBe(tag.tag_title);
    expect(tagged.body.data.totalRecords).toBe(tag.total_news);
  });
});

describe.each(databases)('community and events on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists chapters and every board', async () => {
    const chapters = await call(t.app, 'POST', `${V}/compro/chapter/list`, { body: {} });
    expect(chapters.body.data.totalRecords).toBe(8);
    const national = await call(t.app, 'POST', `${V}/chapter/pengurus`, { body: { board: 'nasional' } });
    expect(national.body.data.data[0].position).toBe('Ketua Umum');
    const council = await call(t.app, 'POST', `${V}/chapter/pengurus`, { body: { board: 'dewan-syuro' } });
    expect(council.body.data.totalRecords).toBe(7);
    const bandung = await call(t.app, 'POST', `${V}/chapter/pengurus`, { body: { board: 'chapter', chapter_slug: 'bandung' } });
    expect(bandung.body.data.data.every((m: { chapter_slug: string }) => m.chapter_slug === 'bandung')).toBe(true);
    const unknown = await call(t.app, 'POST', `${V}/chapter/pengurus`, { body: { board: 'chapter', chapter_slug: 'atlantis' } });
    expect(unknown.status).toBe(404);
  });

  it('lists upcoming events soonest first, then past ones latest first', async () => {
    const all = await call(t.app, 'POST', `${V}/event`, { body: { perPage: 20 } });
    const items = all.body.data.data as { starts_at: number; ends_at: number }[];
    const now = Date.now() / 1000;
    const upcoming = items.filter((e) => e.ends_at >= now);
    const past = items.filter((e) => e.ends_at < now);
    // The seed: one event running today and tomorrow, six later ones.
    expect(upcoming.length).toBe(7);
    expect(items.slice(0, upcoming.length)).toEqual(upcoming);
    expect(upcoming.map((e) => e.starts_at)).toEqual([...upcoming.map((e) => e.starts_at)].sort((x, y) => x - y));
    expect(past.map((e) => e.starts_at)).toEqual([...past.map((e) => e.starts_at)].sort((x, y) => y - x));
    const onlyPast = await call(t.app, 'POST', `${V}/event`, { body: { when: 'past' } });
    expect(onlyPast.body.data.totalRecords).toBe(4);
  });

  it("finds events by words of their title, place or city, as the site's search box says", async () => {
    const found = async (q: string) =>
      ((await call(t.app, 'POST', `${V}/event`, { body: { q, perPage: 50 } })).body.data.data as { place: string; city: string; title: string }[]);
    const medan = await found('medan');
    expect(medan.length).toBeGreaterThan(0);
    expect(medan.every((e) => e.city === 'Medan' || /medan/i.test(`${e.title} ${e.place}`))).toBe(true);
    expect((await found('Al-Mashun')).map((e) => e.place)).toContain('Masjid Raya Al-Mashun');
    // Wildcards typed by a visitor are plain characters.
    expect(await found('%')).toEqual([]);
  });

  it('lists every public permalink for the sitemap', async () => {
    const res = await call(t.app, 'GET', `${V}/sitemap`);
    const entries = res.body.data as { kind: string; permalink: string }[];
    expect(entries.some((e) => e.kind === 'news' && e.permalink === 'delivery-policy')).toBe(true);
    expect(entries.some((e) => e.kind === 'event')).toBe(true);
    expect(entries.some((e) => e.kind === 'chapter' && e.permalink === 'jakarta')).toBe(true);
  });

  it('lists the gallery, the catalogue, every category with a page and every public post in the sitemap', async () => {
    const entries = (await call(t.app, 'GET', `${V}/sitemap`)).body.data as { kind: string; permalink: string }[];
    const of = (kind: string) => entries.filter((e) => e.kind === kind).map((e) => e.permalink).sort();
    const galleryCategories = (await call(t.app, 'GET', `${V}/gallery/category/list`)).body.data as { slug: string }[];
    const albums = (await call(t.app, 'POST', `${V}/gallery/list`, { body: { perPage: 100 } })).body.data.data as { slug: string }[];
    expect(albums.length).toBeGreaterThan(0);
    expect(of('gallery_category')).toEqual(galleryCategories.map((c) => c.slug).sort());
    expect(of('album')).toEqual(albums.map((a) => a.slug).sort());
    const categories = (await call(t.app, 'GET', `${V}/category/list`)).body.data as { category_permalink: string }[];
    // The reading categories, and the policy pages' category, whose page lists them.
    expect(of('category')).toEqual([...categories.map((c) => c.category_permalink), 'kebijakan'].sort());
    expect(of('category')).toContain('penyakit-katalog');
    for (const furniture of ['banner', 'alert', 'testimoni']) {
      // No category page of its own, but each post is a page the home page links to.
      expect(of('category')).not.toContain(furniture);
      expect((await call(t.app, 'POST', `${V}/category/find`, { body: { permalink: furniture } })).status).toBe(404);
      const posts = await call(t.app, 'POST', `${V}/article/list`, { body: { category_permalink: furniture, perPage: 100 } });
      expect(posts.body.data.totalRecords).toBeGreaterThan(0);
      for (const post of posts.body.data.data) expect(of('news')).toContain(post.news_permalink);
    }
    expect(of('news')).toEqual(expect.arrayContaining(['delivery-policy', 'anemia']));
    expect(of('tag').length).toBeGreaterThan(0);
  });

  it('leaves tags and categories without a public post out of the sitemap', async () => {
    const { db } = t.ctx.database;
    await db.insert(categories).values({ permalink: 'kategori-kosong', title: 'Kategori Kosong' });
    const [empty, draftOnly] = await db
      .insert(tags)
      .values([{ permalink: 'tag-kosong', title: 'Tag Kosong' }, { permalink: 'tag-draf', title: 'Tag Draf' }])
      .returning({ id: tags.id });
    const [category] = await db.select({ id: categories.id }).from(categories).where(sql`${categories.permalink} = 'kesehatan'`);
    if (!empty || !draftOnly || !category) throw new Error('demo tag or category missing');
    // A draft and a scheduled post: neither makes a list public.
    const notPublic = { content: '<p>Belum terbit.</p>', categoryId: category.id, authorName: 'Uji' };
    const posts = await db
      .insert(news)
      .values([
        { ...notPublic, permalink: 'draf-uji', title: 'Draf', visibility: 'Private', publishedAt: new Date() },
        { ...notPublic, permalink: 'terjadwal-uji', title: 'Terjadwal', publishedAt: new Date(Date.now() + 86_400_000) },
      ])
      .returning({ id: news.id });
    await db.insert(newsTags).values(posts.map((p) => ({ newsId: p.id, tagId: draftOnly.id })));
    const entries = (await call(t.app, 'GET', `${V}/sitemap`)).body.data as { kind: string; permalink: string }[];
    const permalinks = entries.map((e) => `${e.kind}:${e.permalink}`);
    expect(permalinks).not.toContain('category:kategori-kosong');
    expect(permalinks).not.toContain('tag:tag-kosong');
    expect(permalinks).not.toContain('tag:tag-draf');
    expect(permalinks).toContain('category:kesehatan');
  });

  it("dates an event by its last edit and an album by its last edit or newest photo, whichever is later", async () => {
    const { db } = t.ctx.database;
    // One "now" for the whole test: a moment written and the one expected must not straddle a second.
    const now = Math.floor(Date.now() / 1000);
    const daysAgo = (n: number) => new Date((now - n * 86_400) * 1000);
    const lastmod = async (kind: string, permalink: string) => {
      const entries = (await call(t.app, 'GET', `${V}/sitemap`)).body.data as { kind: string; permalink: string; updated_at: number }[];
      return entries.find((e) => e.kind === kind && e.permalink === permalink)?.updated_at;
    };
    const unix = (d: Date) => d.getTime() / 1000;

    const [event] = await db.select({ slug: events.slug }).from(events).where(sql`${events.published}`).limit(1);
    if (!event) throw new Error('demo event missing');
    await db.update(events).set({ createdAt: daysAgo(30), updatedAt: daysAgo(3) }).where(sql`${events.slug} = ${event.slug}`);
    expect(await lastmod('event', event.slug)).toBe(unix(daysAgo(3)));

    const [album] = await db
      .select({ id: galleryAlbums.id, slug: galleryAlbums.slug })
      .from(galleryAlbums)
      .where(sql`exists (select 1 from gallery_images i where i.album_id = ${galleryAlbums.id})`)
      .limit(1);
    if (!album) throw new Error('demo album missing');
    await db.update(galleryAlbums).set({ createdAt: daysAgo(40), updatedAt: daysAgo(20) }).where(sql`${galleryAlbums.id} = ${album.id}`);
    await db.update(galleryImages).set({ createdAt: daysAgo(40) }).where(sql`${galleryImages.albumId} = ${album.id}`);
    expect(await lastmod('album', album.slug)).toBe(unix(daysAgo(20)));
    // A photo added later: the album changed then.
    await db
      .update(galleryImages)
      .set({ createdAt: daysAgo(5) })
      .where(sql`${galleryImages.id} = (select max(id) from gallery_images where album_id = ${album.id})`);
    expect(await lastmod('album', album.slug)).toBe(unix(daysAgo(5)));
    // Its words edited after that: the edit is the last change.
    await db.update(galleryAlbums).set({ updatedAt: daysAgo(1) }).where(sql`${galleryAlbums.id} = ${album.id}`);
    expect(await lastmod('album', album.slug)).toBe(unix(daysAgo(1)));
  });
});
