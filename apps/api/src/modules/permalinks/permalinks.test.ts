import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryImages, permalinkRedirects } from '../../db/schema';
import { call } from '../../test/client';
import { createTestApp, databases, type TestApp } from '../../test/harness';

const A = '/sbc-admin/v1';
const V = '/sbc-visitor/v1';

const nextWeek = () => Math.floor(Date.now() / 1000) + 7 * 86400;

describe.each(databases)('old permalinks lead to the current page on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let categoryId: number;

  const post = (path: string, body: Record<string, unknown>) =>
    call(t.app, 'POST', `${A}/${path}`, { token: admin, body });
  const moved = (what: string, permalink: string) =>
    call(
      t.app,
      'GET',
      `${V}/permalink/moved?kind=${what}&permalink=${encodeURIComponent(permalink)}`,
    );
  const movedTo = async (what: string, permalink: string) => {
    const res = await moved(what, permalink);
    return res.status === 200 ? res.body.data.permalink : res.status;
  };
  const redirectRows = (what: string, targetId: number) =>
    t.ctx.database.db
      .select({ old: permalinkRedirects.oldPermalink })
      .from(permalinkRedirects)
      .where(and(eq(permalinkRedirects.kind, what), eq(permalinkRedirects.targetId, targetId)))
      .orderBy(permalinkRedirects.oldPermalink);

  const article = (over: Record<string, unknown> = {}) => ({
    title: 'Sarapan Bergizi Sebelum Berangkat Sekolah',
    content:
      '<p>Sarapan dengan protein dan serat membantu anak tetap fokus hingga siang di kelas.</p>',
    category_id: categoryId,
    author_name: 'Tim Redaksi SBC',
    visibility: 'Public',
    ...over,
  });
  const saveArticle = async (id: number, permalink: string, over: Record<string, unknown> = {}) => {
    const res = await post('news/update', { ...article(over), id, permalink });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (
      await call(t.app, 'POST', `${A}/login/stored`, {
        body: { email: 'admin@sbc.test', password: 'AdminDemo#2026' },
        ip: '10.32.0.1',
      })
    ).body.data.token;
    const cats = await call(t.app, 'GET', `${A}/category/list`, { token: admin });
    categoryId = cats.body.data.find((c: { permalink: string }) => c.permalink === 'kesehatan').id;
  });
  afterAll(() => t.close());

  it('sends every old permalink of a post to its current one, and never a live one elsewhere', async () => {
    const created = await post('news/create', article({ permalink: 'sarapan-bergizi-a' }));
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(await movedTo('news', 'sarapan-bergizi-a')).toBe(404);

    expect(created.body.data.old_address_of).toBeNull();
    expect((await saveArticle(id, 'sarapan-bergizi-b')).old_address_of).toBeNull();
    expect(
      (await call(t.app, 'GET', `${V}/news/permalink?news_permalink=sarapan-bergizi-a`)).status,
    ).toBe(404);
    const answer = await moved('news', 'sarapan-bergizi-a');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ kind: 'news', permalink: 'sarapan-bergizi-b' });

    // A → B → C: both older addresses lead to C.
    await saveArticle(id, 'sarapan-bergizi-c');
    expect(await movedTo('news', 'sarapan-bergizi-a')).toBe('sarapan-bergizi-c');
    expect(await movedTo('news', 'sarapan-bergizi-b')).toBe('sarapan-bergizi-c');
    // Saved again without a change of permalink: nothing moves.
    await saveArticle(id, 'sarapan-bergizi-c', { title: 'Sarapan Bergizi untuk Anak Sekolah' });
    expect(await movedTo('news', 'sarapan-bergizi-c')).toBe(404);

    // Back to A: A is the post's own address again, B and C lead to it (its own old address: no notice).
    expect((await saveArticle(id, 'sarapan-bergizi-a')).old_address_of).toBeNull();
    expect(await movedTo('news', 'sarapan-bergizi-a')).toBe(404);
    expect(
      (await call(t.app, 'GET', `${V}/news/permalink?news_permalink=sarapan-bergizi-a`)).status,
    ).toBe(200);
    expect(await movedTo('news', 'sarapan-bergizi-b')).toBe('sarapan-bergizi-a');
    expect(await movedTo('news', 'sarapan-bergizi-c')).toBe('sarapan-bergizi-a');
    expect((await redirectRows('news', id)).map((r) => r.old)).toEqual([
      'sarapan-bergizi-b',
      'sarapan-bergizi-c',
    ]);

    // Another post taking an old address makes it its own: it no longer leads to the first post.
    const other = await post(
      'news/create',
      article({ title: 'Bekal Sekolah Sehat', permalink: 'sarapan-bergizi-b' }),
    );
    expect(other.status).toBe(200);
    // The editor is told whose readers that address sent on until now.
    expect(other.body.data.old_address_of).toEqual({
      id,
      title: 'Sarapan Bergizi Sebelum Berangkat Sekolah',
    });
    expect(await movedTo('news', 'sarapan-bergizi-b')).toBe(404);
    expect(await movedTo('news', 'sarapan-bergizi-c')).toBe('sarapan-bergizi-a');
    // So is a post renamed onto an old address.
    const renamed = await saveArticle(other.body.data.id, 'sarapan-bergizi-c', {
      title: 'Bekal Sekolah Sehat',
    });
    expect(renamed.old_address_of).toEqual({
      id,
      title: 'Sarapan Bergizi Sebelum Berangkat Sekolah',
    });
    expect(await movedTo('news', 'sarapan-bergizi-b')).toBe('sarapan-bergizi-c');

    // Deleting the post removes its old addresses.
    expect((await post('news/delete', { id })).status).toBe(200);
    expect(await redirectRows('news', id)).toEqual([]);
  });

  it('does not reveal where a hidden or scheduled post went', async () => {
    const created = await post(
      'news/create',
      article({ title: 'Catatan Redaksi Internal', permalink: 'catatan-redaksi-lama' }),
    );
    const id = created.body.data.id;
    await saveArticle(id, 'catatan-redaksi-baru', { visibility: 'Private' });
    const hidden = await moved('news', 'catatan-redaksi-lama');
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ status: 404, msg: 'Artikel tidak ditemukan' });

    await saveArticle(id, 'catatan-redaksi-baru', {
      visibility: 'Public',
      published_at: nextWeek(),
    });
    expect(await movedTo('news', 'catatan-redaksi-lama')).toBe(404);

    const published = await post('news/publish', {
      id,
      visibility: 'Public',
      published_at: Math.floor(Date.now() / 1000) - 60,
    });
    expect(published.status).toBe(200);
    expect(await movedTo('news', 'catatan-redaksi-lama')).toBe('catatan-redaksi-baru');
  });

  it('sends a renamed or merged category to the category that holds its posts now', async () => {
    const make = async (title: string, permalink: string) =>
      (await post('category/create', { title, permalink })).body.data;
    const gizi = await make('Gizi Keluarga', 'gizi-keluarga');
    const pangan = await make('Pangan Sehat', 'pangan-sehat');
    const renamed = await post('category/update', {
      id: gizi.id,
      title: 'Gizi Keluarga',
      permalink: 'gizi-rumah-tangga',
    });
    expect(renamed.status).toBe(200);
    expect(await movedTo('category', 'gizi-keluarga')).toBe('gizi-rumah-tangga');

    // Merged: its address and its old one both lead to the category it went into.
    expect((await post('category/merge', { from_id: gizi.id, into_id: pangan.id })).status).toBe(
      200,
    );
    expect(await movedTo('category', 'gizi-rumah-tangga')).toBe('pangan-sehat');
    expect(await movedTo('category', 'gizi-keluarga')).toBe('pangan-sehat');
    expect(await redirectRows('category', gizi.id)).toEqual([]);

    // The target renamed afterwards: the merged addresses follow it.
    await post('category/update', {
      id: pangan.id,
      title: 'Pangan Sehat',
      permalink: 'pangan-bergizi',
    });
    expect(await movedTo('category', 'gizi-keluarga')).toBe('pangan-bergizi');
    expect(await movedTo('category', 'pangan-sehat')).toBe('pangan-bergizi');

    expect((await post('category/delete', { id: pangan.id })).status).toBe(200);
    expect(await movedTo('category', 'gizi-keluarga')).toBe(404);
    expect(await redirectRows('category', pangan.id)).toEqual([]);
  });

  it('sends a renamed or merged tag to the tag its posts carry now', async () => {
    const first = await post(
      'news/create',
      article({ title: 'Camilan Sehat Anak', tags: ['Camilan Anak', 'Resep Keluarga'] }),
    );
    expect(first.status).toBe(200);
    const tagList = (await call(t.app, 'GET', `${A}/tag/list`, { token: admin })).body.data as {
      id: number;
      permalink: string;
    }[];
    const camilan = tagList.find((tag) => tag.permalink === 'camilan-anak');
    const resep = tagList.find((tag) => tag.permalink === 'resep-keluarga');
    if (!camilan || !resep) throw new Error('tags of the post not created');

    await post('tag/update', {
      id: camilan.id,
      title: 'Camilan Anak',
      permalink: 'camilan-sehat-anak',
    });
    expect(await movedTo('tag', 'camilan-anak')).toBe('camilan-sehat-anak');

    expect((await post('tag/merge', { from_id: camilan.id, into_id: resep.id })).status).toBe(200);
    expect(await movedTo('tag', 'camilan-sehat-anak')).toBe('resep-keluarga');
    expect(await movedTo('tag', 'camilan-anak')).toBe('resep-keluarga');

    // A tag made later from a post with the merged tag's old name takes that address back.
    const second = await post(
      'news/create',
      article({ title: 'Camilan Buah Segar', tags: ['Camilan Anak'] }),
    );
    expect(
      second.body.data.tags.map((tag: { tag_permalink: string }) => tag.tag_permalink),
    ).toEqual(['camilan-anak']);
    expect(await movedTo('tag', 'camilan-anak')).toBe(404);
    expect(await movedTo('tag', 'camilan-sehat-anak')).toBe('resep-keluarga');
  });

  it('sends an old event address to the event while it is published, and forgets it when deleted', async () => {
    const body = (over: Record<string, unknown>) => ({
      title: 'Donor Darah Ramadan',
      summary: 'Donor darah bersama anggota',
      description: '<p>Bawa kartu identitas.</p>',
      starts_at: nextWeek(),
      ends_at: nextWeek() + 3 * 3600,
      place: 'Aula Chapter',
      city: 'Bandung',
      seats: 40,
      price_member: 0,
      price_non_member: 0,
      speakers: [],
      chapter_id: null,
      ...over,
    });
    const created = await post('community/event/create', body({ slug: 'donor-darah-ramadan' }));
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const updated = await post(
      'community/event/update',
      body({ id, slug: 'donor-darah-ramadan-1447' }),
    );
    expect(updated.status).toBe(200);
    expect(await movedTo('event', 'donor-darah-ramadan')).toBe('donor-darah-ramadan-1447');
    // Saved without a slug: the permalink stays, nothing moves.
    await post('community/event/update', body({ id, slug: '' }));
    expect(await movedTo('event', 'donor-darah-ramadan-1447')).toBe(404);
    expect(await movedTo('event', 'donor-darah-ramadan')).toBe('donor-darah-ramadan-1447');

    await post(
      'community/event/update',
      body({ id, slug: 'donor-darah-ramadan-1447', published: false }),
    );
    expect(await movedTo('event', 'donor-darah-ramadan')).toBe(404);
    await post(
      'community/event/update',
      body({ id, slug: 'donor-darah-ramadan-1447', published: true }),
    );
    expect(await movedTo('event', 'donor-darah-ramadan')).toBe('donor-darah-ramadan-1447');

    expect((await post('community/event/delete', { id })).status).toBe(200);
    expect(await movedTo('event', 'donor-darah-ramadan')).toBe(404);
    expect(await redirectRows('event', id)).toEqual([]);
  });

  it('sends an old gallery album, gallery category or chapter address to its current one', async () => {
    const category = await post('community/gallery/category/save', {
      title: 'Bakti Sosial',
      slug: 'bakti-sosial-lama',
    });
    expect(category.status).toBe(200);
    const categoryId = category.body.data.id;
    const album = {
      title: 'Santunan Anak Yatim Ramadan',
      description: '',
      category_id: categoryId,
      chapter_id: null,
      event_date: '2026-03-15',
    };
    const created = await post('community/gallery/album/save', {
      ...album,
      slug: 'santunan-yatim',
    });
    expect(created.status).toBe(200);
    const albumId = created.body.data.id;
    expect(
      (
        await post('community/gallery/album/save', {
          ...album,
          id: albumId,
          slug: 'santunan-yatim-ramadan-1447',
        })
      ).status,
    ).toBe(200);
    // Without a photo the album is not public yet, so neither is where its old address leads.
    expect(await movedTo('album', 'santunan-yatim')).toBe(404);
    await t.ctx.database.db.insert(galleryImages).values({
      albumId,
      keyBase: 'galeri/uji/santunan-1',
      sizes: [480],
      width: 480,
      height: 320,
      alt: 'Santunan anak yatim',
    });
    expect(await movedTo('album', 'santunan-yatim')).toBe('santunan-yatim-ramadan-1447');
    expect(
      (
        await post('community/gallery/category/save', {
          id: categoryId,
          title: 'Bakti Sosial',
          slug: 'bakti-sosial-warga',
        })
      ).status,
    ).toBe(200);
    expect(await movedTo('gallery-category', 'bakti-sosial-lama')).toBe('bakti-sosial-warga');

    const chapter = {
      name: 'Chapter Bogor',
      city: 'Bogor',
      province: 'Jawa Barat',
      address: 'Jl. Pajajaran No. 1',
    };
    const made = await post('community/chapter/create', { ...chapter, slug: 'bogor-lama' });
    expect(made.status).toBe(200);
    const chapterId = made.body.data.id;
    expect(
      (await post('community/chapter/update', { ...chapter, id: chapterId, slug: 'bogor' })).status,
    ).toBe(200);
    expect(await movedTo('chapter', 'bogor-lama')).toBe('bogor');

    // Deleted: the old addresses lead nowhere.
    expect((await post('community/gallery/album/delete', { id: albumId })).status).toBe(200);
    expect(await movedTo('album', 'santunan-yatim')).toBe(404);
    expect(await redirectRows('album', albumId)).toEqual([]);
    expect((await post('community/chapter/delete', { id: chapterId })).status).toBe(200);
    expect(await movedTo('chapter', 'bogor-lama')).toBe(404);
  });

  it('refuses a bad kind or permalink with 400, never 500', async () => {
    for (const query of [
      'kind=halaman&permalink=abc',
      'permalink=abc',
      'kind=news',
      'kind=news&permalink=Bukan%20Slug',
      `kind=tag&permalink=${'a'.repeat(201)}`,
    ]) {
      const res = await call(t.app, 'GET', `${V}/permalink/moved?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.status).toBe(400);
      expect(res.body.errors?.length).toBeGreaterThan(0);
    }
    const unknown = await moved('tag', 'tidak-pernah-ada');
    expect(unknown.body).toMatchObject({ status: 404, msg: 'Tag tidak ditemukan' });
  });
});
