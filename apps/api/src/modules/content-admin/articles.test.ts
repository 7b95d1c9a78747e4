import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/client';
import { createTestApp, databases, type TestApp } from '../../test/harness';

const A = '/sbc-admin/v1';
const V = '/sbc-visitor/v1';

async function imageDataUrl(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 20, g: 110, b: 90 } } })
    .toFormat(format)
    .toBuffer();
  return `data:image/${format};base64,${bytes.toString('base64')}`;
}

/** The same picture as an upload broken off part way: its header whole, its data not. */
function brokenOff(dataUrl: string): string {
  const [head, data = ''] = dataUrl.split(',');
  const bytes = Buffer.from(data, 'base64');
  return `${head},${bytes.subarray(0, Math.floor(bytes.length * 0.6)).toString('base64')}`;
}

describe.each(databases)('article administration on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let categoryId: number;
  const login = async (email: string, password: string) =>
    (await call(t.app, 'POST', `${A}/login/stored`, { body: { email, password }, ip: `10.30.0.${email.length}` })).body.data.token as string;
  const auditOf = async (entity: string, entityId: number) =>
    (await call(t.app, 'POST', `${A}/audit/list`, { token: admin, body: { entity, perPage: 100 } })).body.data.data.filter(
      (e: { entity_id: string }) => e.entity_id === String(entityId),
    );
  const article = (over: Record<string, unknown> = {}) => ({
    title: 'Menjaga Gula Darah Saat Berpuasa Sunah',
    content: '<h2>Persiapan</h2><p>Sahur dengan karbohidrat kompleks membantu menjaga glukosa tetap stabil sepanjang hari.</p>',
    category_id: categoryId,
    author_name: 'Tim Redaksi SBC',
    visibility: 'Public',
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login('admin@sbc.test', 'AdminDemo#2026');
    const cats = await call(t.app, 'GET', `${A}/category/list`, { token: admin });
    categoryId = cats.body.data.find((c: { permalink: string }) => c.permalink === 'kesehatan').id;
  });
  afterAll(() => t.close());

  it('publishes a post with a cover and tags that the public site then shows and finds, even misspelt', async () => {
    const notified: string[] = [];
    const stop = t.ctx.contentChanges.subscribe((scope) => notified.push(scope));
    const res = await call(t.app, 'POST', `${A}/news/create`, {
      token: admin,
      body: article({
        title: 'Glukometer Digital untuk Lansia di Rumah',
        content: '<p>Pemeriksaan mandiri dengan glukometer membantu keluarga memantau lansia setiap pagi.</p>',
        cover_image: await imageDataUrl(1200, 675),
        tags: ['Diabetes', 'Perawatan Lansia', 'perawatan lansia'],
        section: 'motivasi',
      }),
    });
    stop();
    expect(res.status).toBe(200);
    const post = res.body.data;
    expect(post).toMatchObject({ permalink: 'glukometer-digital-untuk-lansia-di-rumah', state: 'published', section: 'motivasi' });
    expect(post.excerpt).toContain('Pemeriksaan mandiri');
    expect(post.tags.map((tag: { tag_title: string }) => tag.tag_title)).toEqual(['Diabetes', 'Perawatan Lansia']);
    expect(post.tags.find((tag: { tag_title: string }) => tag.tag_title === 'Perawatan Lansia').tag_permalink).toBe('perawatan-lansia');
    expect(post.cover_image).toMatch(/\/media\/berita\/glukometer-digital-untuk-lansia-di-rumah-[0-9a-f]{8}\.webp$/);
    const key = post.cover_image.split('/media/')[1];
    const stored = await t.ctx.storage.get(key);
    expect((await sharp(stored ?? Buffer.alloc(0)).metadata()).format).toBe('webp');
    expect(notified).toContain('news');

    const pub = await call(t.app, 'GET', `${V}/news/permalink?news_permalink=${post.permalink}`);
    expect(pub.status).toBe(200);
    expect(pub.body.data.news_title).toBe('Glukometer Digital untuk Lansia di Rumah');
    const found = await call(t.app, 'POST', `${V}/article/searching`, { body: { s: 'glukometer' } });
    expect(found.body.data.data.map((r: { id: number }) => r.id)).toContain(post.id);
    const misspelt = await call(t.app, 'POST', `${V}/article/searching`, { body: { s: 'glukometr' } });
    expect(misspelt.body.data.data.map((r: { id: number }) => r.id)).toContain(post.id);

    const entries = await auditOf('news', post.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'create', admin_email: 'admin@sbc.test' });
    expect(entries[0].summary).toContain('Glukometer Digital');
  });

  it('sanitises the HTML on the server', async () => {
    const picture = t.ctx.storage.url('berita/isi/a.png');
    const res = await call(t.app, 'POST', `${A}/news/create`, {
      token: admin,
      body: article({
        title: 'Artikel Dengan Tempelan Berbahaya',
        content: `<p onclick="steal()">Isi aman</p><script>alert(1)</script><img src="${picture}" onerror="alert(2)"><a href="javascript:alert(3)">tautan</a>`,
      }),
    });
    expect(res.status).toBe(200);
    const html: string = res.body.data.content;
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<p>Isi aman</p>');
    expect(html).toContain(`src="${picture}"`);
  });

  it('refuses a picture from another site in the body, which the public site would show broken', async () => {
    const res = await call(t.app, 'POST', `${A}/news/create`, {
      token: admin,
      body: article({ title: 'Artikel Dengan Gambar Luar', content: '<p>Isi</p><img src="https://contoh.id/a.png" alt="Luar">' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'content', message: expect.stringContaining('Gambar dari situs lain tidak dapat ditampilkan di situs SBC (https://contoh.id/a.png)') },
    ]);
    const titles = await call(t.app, 'POST', `${A}/news/list`, { token: admin, body: { q: 'Gambar Luar' } });
    expect(titles.body.data.data).toEqual([]);
  });

  it('refuses a duplicate or reserved permalink and bad input with field errors', async () => {
    const first = await call(t.app, 'POST', `${A}/news/create`, { token: admin, body: article({ permalink: 'tips-sahur-sehat' }) });
    expect(first.status).toBe(200);
    const dup = await call(t.app, 'POST', `${A}/news/create`, { token: admin, body: article({ title: 'Lain', permalink: 'tips-sahur-sehat' }) });
    expect(dup.status).toBe(409);
    expect(dup.body.errors).toEqual([{ field: 'permalink', message: expect.stringContaining('sudah dipakai') }]);
    const reserved = await call(t.app, 'POST', `${A}/news/create`, { token: admin, body: article({ permalink: 'motivasi' }) });
    expect(reserved.status).toBe(400);
    expect(reserved.body.errors?.[0]?.field).toBe('permalink');
    const badSlug = await call(t.app, 'POST', `${A}/news/create`, { token: admin, body: article({ permalink: 'Huruf Besar!' }) });
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.errors?.[0]?.field).toBe('permalink');
    // The same title again gets a free address of its own.
    const again = await call(t.app, 'POST', `${A}/news/create`, { token: admin, body: article() });
    const third = await call(t.app, 'POST', `${A}/news/create`, { token: admin, body: article() });
    expect(again.body.data.permalink).toBe('menjaga-gula-darah-saat-berpuasa-sunah');
    expect(third.body.data.permalink).toBe('menjaga-gula-darah-saat-berpuasa-sunah-2');

    const cases: [Record<string, unknown>, string, number][] = [
      [{ title: '' }, 'title', 400],
      [{ category_id: 999999 }, 'category_id', 400],
      [{ content: '<script>alert(1)</script>' }, 'content', 400],
      [{ content_type: 'video' }, 'video_url', 400],
      [{ video_url: 'javascript:alert(1)' }, 'video_url', 400],
      [{ visibility: 'Rahasia' }, 'visibility', 400],
      [{ section: 'olahraga' }, 'section', 400],
      [{ tags: ['Doa', '!!!'] }, 'tags.1', 400],
      // 31 tags: each is looked up or made one by one, so the list has a bound.
      [{ tags: Array.from({ length: 31 }, (_, i) => `Tag Uji ${i}`) }, 'tags', 400],
      [{ cover_image: 'data:image/png;base64,bm90IGFuIGltYWdl' }, 'cover_image', 400],
      [{ cover_image: await imageDataUrl(200, 120) }, 'cover_image', 400],
      [{ cover_image: brokenOff(await imageDataUrl(1200, 675, 'jpeg')) }, 'cover_image', 400],
      [{ cover_image: brokenOff(await imageDataUrl(1200, 675)) }, 'cover_image', 400],
    ];
    for (const [over, field, status] of cases) {
      const res = await call(t.app, 'POST', `${A}/news/create`, { token: admin, body: article(over) });
      expect(res.status, JSON.stringify(over).slice(0, 80)).toBe(status);
      expect(res.body.errors?.map((e) => e.field)).toContain(field);
    }
  });

  it('lets only one of two simultaneous posts take a permalink', async () => {
    const [a, b] = await Promise.all([
      call(t.app, 'POST', `${A}/news/create`, { token: admin, body: article({ title: 'Balapan A', permalink: 'rebutan-alamat' }) }),
      call(t.app, 'POST', `${A}/news/create`, { token: admin, body: article({ title: 'Balapan B', permalink: 'rebutan-alamat' }) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const list = await call(t.app, 'POST', `${A}/news/list`, { token: admin, body: { q: 'rebutan-alamat' } });
    expect(list.body.data.totalRecords).toBe(1);
  });

  it('keeps a scheduled post off the public site until its time, then publishes and hides it', async () => {
    const tomorrow = Math.floor(Date.now() / 1000) + 86_400;
    const res = await call(t.app, 'POST', `${A}/news/create`, {
      token: admin,
      body: article({ title: 'Kajian Ramadan Terjadwal Esok Hari', published_at: tomorrow }),
    });
    const post = res.body.data;
    expect(post.state).toBe('scheduled');
    const hidden = await call(t.app, 'GET', `${V}/news/permalink?news_permalink=${post.permalink}`);
    expect(hidden.status).toBe(404);
    const search = await call(t.app, 'POST', `${V}/article/searching`, { body: { s: 'Kajian Ramadan Terjadwal' } });
    expect(search.body.data.data.map((r: { id: number }) => r.id)).not.toContain(post.id);
    const scheduled = await call(t.app, 'POST', `${A}/news/list`, { token: admin, body: { state: 'scheduled' } });
    expect(scheduled.body.data.data.map((r: { id: number }) => r.id)).toContain(post.id);

    const now = await call(t.app, 'POST', `${A}/news/publish`, {
      token: admin,
      body: { id: post.id, visibility: 'Public', published_at: Math.floor(Date.now() / 1000) - 5 },
    });
    expect(now.body).toMatchObject({ msg: 'Artikel diterbitkan', data: { state: 'published' } });
    expect((await call(t.app, 'GET', `${V}/news/permalink?news_permalink=${post.permalink}`)).status).toBe(200);

    const off = await call(t.app, 'POST', `${A}/news/publish`, { token: admin, body: { id: post.id, visibility: 'Private' } });
    expect(off.body.data.state).toBe('private');
    expect((await call(t.app, 'GET', `${V}/news/permalink?news_permalink=${post.permalink}`)).status).toBe(404);
    const actions = (await auditOf('news', post.id)).map((e: { action: string }) => e.action);
    expect(actions).toEqual(['unpublish', 'publish', 'create']);
  });

  it('keeps a summary left empty in step with the body, and a written one as written', async () => {
    const created = (await call(t.app, 'POST', `${A}/news/create`, { token: admin, body: article({ title: 'Jalan Pagi Sehat' }) })).body.data;
    expect(created.excerpt).toBe('Sahur dengan karbohidrat kompleks membantu menjaga glukosa tetap stabil sepanjang hari.');
    // The editor sends back what it was given: the automatic summary follows the new body.
    const body = '<p>Jalan kaki tiga puluh menit setiap pagi menguatkan jantung.</p>';
    const edited = await call(t.app, 'POST', `${A}/news/update`, {
      token: admin,
      body: article({ id: created.id, title: 'Jalan Pagi Sehat', content: body, excerpt: created.excerpt }),
    });
    expect(edited.body.data.excerpt).toBe('Jalan kaki tiga puluh menit setiap pagi menguatkan jantung.');
    // One the editor wrote stays as written when the body changes.
    await call(t.app, 'POST', `${A}/news/update`, { token: admin, body: article({ id: created.id, title: 'Jalan Pagi Sehat', content: body, excerpt: 'Ringkasan tulisan redaksi.' }) });
    const again = await call(t.app, 'POST', `${A}/news/update`, {
      token: admin,
      body: article({ id: created.id, title: 'Jalan Pagi Sehat', content: '<p>Isi yang lain sama sekali.</p>', excerpt: 'Ringkasan tulisan redaksi.' }),
    });
    expect(again.body.data.excerpt).toBe('Ringkasan tulisan redaksi.');
  });

  it('updates a post keeping its permalink and cover unless asked, and deletes it', async () => {
    const created = (
      await call(t.app, 'POST', `${A}/news/create`, {
        token: admin,
        body: article({ title: 'Senam Pagi Bersama Warga', cover_image: await imageDataUrl(900, 600, 'jpeg'), tags: ['Olahraga'] }),
      })
    ).body.data;
    const edited = await call(t.app, 'POST', `${A}/news/update`, {
      token: admin,
      body: article({ id: created.id, title: 'Senam Pagi Bersama Warga Kampung', excerpt: 'Ringkasan baru.', tags: ['Olahraga', 'Komunitas'], editor_choice: true }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      permalink: created.permalink,
      title: 'Senam Pagi Bersama Warga Kampung',
      excerpt: 'Ringkasan baru.',
      cover_image: created.cover_image,
      editor_choice: true,
    });
    expect(edited.body.data.tags).toHaveLength(2);

    const renamed = await call(t.app, 'POST', `${A}/news/update`, {
      token: admin,
      body: article({ id: created.id, title: 'Senam Pagi', permalink: 'senam-pagi-warga', cover_image: await imageDataUrl(800, 450) }),
    });
    expect(renamed.body.data.permalink).toBe('senam-pagi-warga');
    expect(renamed.body.data.cover_image).not.toBe(created.cover_image);
    expect(await t.ctx.storage.get(created.cover_image.split('/media/')[1])).toBeNull();
    const taken = await call(t.app, 'POST', `${A}/news/update`, { token: admin, body: article({ id: created.id, permalink: 'tips-sahur-sehat' }) });
    expect(taken.status).toBe(409);

    const detail = await call(t.app, 'GET', `${A}/news/detail/${created.id}`, { token: admin });
    expect(detail.body.data.tags.map((tag: { tag_title: string }) => tag.tag_title)).toEqual(['Komunitas', 'Olahraga']);
    const list = await call(t.app, 'POST', `${A}/news/list`, { token: admin, body: { q: 'senam pagi' } });
    expect(list.body.data.data.map((r: { id: number }) => r.id)).toContain(created.id);

    const del = await call(t.app, 'POST', `${A}/news/delete`, { token: admin, body: { id: created.id } });
    expect(del.status).toBe(200);
    expect((await call(t.app, 'GET', `${A}/news/detail/${created.id}`, { token: admin })).status).toBe(404);
    expect((await call(t.app, 'POST', `${A}/news/delete`, { token: admin, body: { id: created.id } })).status).toBe(404);
    expect((await auditOf('news', created.id)).map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'update', 'create']);
  });

  it('filters the list by category, type and state', async () => {
    const videos = await call(t.app, 'POST', `${A}/news/list`, { token: admin, body: { content_type: 'video', perPage: 100 } });
    expect(videos.body.data.totalRecords).toBeGreaterThan(0);
    expect(videos.body.data.data.every((r: { content_type: string }) => r.content_type === 'video')).toBe(true);
    const inCategory = await call(t.app, 'POST', `${A}/news/list`, { token: admin, body: { category_id: categoryId, state: 'published', page: 1, perPage: 5 } });
    expect(inCategory.body.data.data).toHaveLength(5);
    expect(inCategory.body.data.data.every((r: { category_id: number; state: string }) => r.category_id === categoryId && r.state === 'published')).toBe(true);
    const bad = await call(t.app, 'POST', `${A}/news/list`, { token: admin, body: { state: 'draft' } });
    expect(bad.status).toBe(400);
  });

  it('stores a body image and answers its URL', async () => {
    const res = await call(t.app, 'POST', `${A}/news/image`, { token: admin, body: { image: await imageDataUrl(640, 400) } });
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(/\/media\/berita\/isi\/[\w-]+\.webp$/);
    const refused = await call(t.app, 'POST', `${A}/news/image`, { token: admin, body: { image: 'bukan gambar' } });
    expect(refused.status).toBe(400);
  });

  it('tells an image over 8 MB by the size rule on its field, for a body image and a cover', async () => {
    const message = 'Ukuran gambar maksimal 8 MB';
    // The data URL of a 9 MB file: longer than any picture within the limit, refused before decoding.
    const nineMb = `data:image/jpeg;base64,${'A'.repeat(12_000_000)}`;
    // Just over 8 MB once decoded: the upload check says the same.
    const justOver = `data:image/jpeg;base64,${'A'.repeat(11_400_000)}`;
    const existing = (await call(t.app, 'POST', `${A}/news/list`, { token: admin, body: { perPage: 1 } })).body.data.data[0];
    for (const image of [nineMb, justOver]) {
      const body = await call(t.app, 'POST', `${A}/news/image`, { token: admin, body: { image } });
      expect(body.status).toBe(400);
      expect(body.body).toMatchObject({ status: 400, msg: message, data: null, errors: [{ field: 'image', message }] });
      const created = await call(t.app, 'POST', `${A}/news/create`, { token: admin, body: article({ cover_image: image }) });
      expect(created.body).toMatchObject({ status: 400, msg: message, errors: [{ field: 'cover_image', message }] });
      const updated = await call(t.app, 'POST', `${A}/news/update`, {
        token: admin,
        body: article({ id: existing.id, title: existing.title, cover_image: image }),
      });
      expect(updated.body).toMatchObject({ status: 400, msg: message, errors: [{ field: 'cover_image', message }] });
    }
    // A body past the server's hard limit is still answered in the envelope.
    const absurd = await call(t.app, 'POST', `${A}/news/image`, { token: admin, body: { image: `data:image/jpeg;base64,${'A'.repeat(13_000_000)}` } });
    expect(absurd.status).toBe(413);
    expect(absurd.body).toMatchObject({ status: 413, msg: 'Data yang dikirim terlalu besar', data: null });
  });

  it('records in the audit log a change of the body alone, and of the category', async () => {
    const created = (
      await call(t.app, 'POST', `${A}/news/create`, {
        token: admin,
        body: article({ title: 'Jalan Kaki Pagi untuk Jantung Sehat', excerpt: 'Tiga puluh menit setiap pagi.' }),
      })
    ).body.data;
    const same = { id: created.id, title: created.title, excerpt: created.excerpt };
    const bodyOnly = await call(t.app, 'POST', `${A}/news/update`, {
      token: admin,
      body: article({ ...same, content: '<p>Jalan kaki tiga puluh menit setiap pagi menguatkan jantung dan menenangkan pikiran.</p>' }),
    });
    expect(bodyOnly.status).toBe(200);
    const [afterBody] = await auditOf('news', created.id);
    // Only that the body changed: the whole text would fill the log.
    expect(afterBody).toMatchObject({ action: 'update', detail: { content: 'diubah' } });
    expect(Object.keys(afterBody.detail)).toEqual(['content']);

    const cats = await call(t.app, 'GET', `${A}/category/list`, { token: admin });
    const other = cats.body.data.find((c: { permalink: string }) => c.permalink === 'pengumuman').id;
    await call(t.app, 'POST', `${A}/news/update`, {
      token: admin,
      body: article({ ...same, category_id: other, content: bodyOnly.body.data.content }),
    });
    const [afterCategory] = await auditOf('news', created.id);
    expect(afterCategory.detail).toEqual({ category_id: { from: categoryId, to: other } });
  });

  it('refuses a chapter admin and a presence admin', async () => {
    const chapter = await login('admin.chapter@sbc.test', 'ChapterDemo#2026');
    const presence = await login('presensi@sbc.test', 'PresensiDemo#2026');
    for (const token of [chapter, presence]) {
      expect((await call(t.app, 'POST', `${A}/news/list`, { token, body: {} })).status).toBe(403);
      expect((await call(t.app, 'POST', `${A}/news/create`, { token, body: article({ title: 'Tidak Boleh' }) })).status).toBe(403);
    }
    expect((await call(t.app, 'POST', `${A}/news/list`, { body: {} })).status).toBe(401);
  });
});
