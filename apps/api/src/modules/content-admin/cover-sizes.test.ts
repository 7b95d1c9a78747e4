import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/client';
import { createTestApp, databases, type TestApp } from '../../test/harness';

const A = '/sbc-admin/v1';
const V = '/sbc-visitor/v1';

async function photoDataUrl(width: number, height: number): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

/** The URLs and widths of a `srcset` value. */
const entriesOf = (srcset: string) =>
  srcset.split(', ').map((entry) => {
    const [url = '', width = ''] = entry.split(' ');
    return { url, width: Number(width.replace(/w$/, '')) };
  });

describe.each(databases)('news cover sizes on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let categoryId: number;
  const keyOf = (url: string) => url.split('/media/')[1] ?? '';
  const widthOf = async (url: string) => {
    const bytes = await t.ctx.storage.get(keyOf(url));
    if (!bytes) return null;
    const meta = await sharp(bytes).metadata();
    return { format: meta.format, width: meta.width };
  };
  const publicPost = async (permalink: string) =>
    (await call(t.app, 'GET', `${V}/news/permalink?news_permalink=${permalink}`)).body.data;
  const listed = async (id: number) => {
    const res = await call(t.app, 'POST', `${V}/article/list`, { body: { category_permalink: 'kesehatan', perPage: 50 } });
    return res.body.data.data.find((item: { id: number }) => item.id === id);
  };
  const article = (over: Record<string, unknown>) => ({
    title: 'Jalan Sehat Keluarga Setiap Ahad',
    content: '<p>Jalan kaki bersama keluarga tiga puluh menit setiap Ahad pagi menjaga jantung tetap kuat.</p>',
    category_id: categoryId,
    author_name: 'Tim Redaksi SBC',
    visibility: 'Public',
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const login = await call(t.app, 'POST', `${A}/login/stored`, {
      body: { email: 'admin@sbc.test', password: 'AdminDemo#2026' },
      ip: '10.31.0.1',
    });
    admin = login.body.data.token;
    const cats = await call(t.app, 'GET', `${A}/category/list`, { token: admin });
    categoryId = cats.body.data.find((c: { permalink: string }) => c.permalink === 'kesehatan').id;
  });
  afterAll(() => t.close());

  it('stores an uploaded cover in smaller WebP widths that the public list and post answer as a srcset', async () => {
    const created = await call(t.app, 'POST', `${A}/news/create`, {
      token: admin,
      body: article({ cover_image: await photoDataUrl(1200, 675) }),
    });
    expect(created.status).toBe(200);
    const post = await publicPost(created.body.data.permalink);
    expect(post.news_image).toBe(created.body.data.cover_image);
    const entries = entriesOf(post.news_image_srcset);
    expect(entries.map((e) => e.width)).toEqual([320, 640, 960]);
    const base = post.news_image.replace(/\.webp$/, '');
    expect(entries.map((e) => e.url)).toEqual([`${base}-320.webp`, `${base}-640.webp`, `${base}-960.webp`]);
    for (const entry of entries) expect(await widthOf(entry.url)).toEqual({ format: 'webp', width: entry.width });
    // The original stays the post's own picture, no larger than 1600 px.
    expect(await widthOf(post.news_image)).toEqual({ format: 'webp', width: 1200 });
    // Its size, for link previews (og:image:width and og:image:height).
    expect(post).toMatchObject({ news_image_width: 1200, news_image_height: 675 });

    const item = await listed(created.body.data.id);
    expect(item).toMatchObject({ news_image: post.news_image, news_image_srcset: post.news_image_srcset });
  });

  it('removes every size of a cover that is replaced, removed or deleted with its post', async () => {
    const created = (
      await call(t.app, 'POST', `${A}/news/create`, {
        token: admin,
        body: article({ title: 'Senam Lansia di Balai Warga', cover_image: await photoDataUrl(2000, 1000) }),
      })
    ).body.data;
    const first = await publicPost(created.permalink);
    const firstFiles = [first.news_image, ...entriesOf(first.news_image_srcset).map((e) => e.url)];
    expect(entriesOf(first.news_image_srcset).map((e) => e.width)).toEqual([320, 640, 960, 1600]);
    // The cover as stored: no wider than 1600 px.
    expect(first).toMatchObject({ news_image_width: 1600, news_image_height: 800 });
    for (const url of firstFiles) expect(await widthOf(url)).not.toBeNull();

    const replaced = await call(t.app, 'POST', `${A}/news/update`, {
      token: admin,
      body: article({ id: created.id, title: 'Senam Lansia di Balai Warga', cover_image: await photoDataUrl(700, 400) }),
    });
    expect(replaced.status).toBe(200);
    for (const url of firstFiles) expect(await widthOf(url)).toBeNull();
    const second = await publicPost(created.permalink);
    expect(second.news_image).not.toBe(first.news_image);
    // Only the widths the 700 px original can give.
    expect(entriesOf(second.news_image_srcset).map((e) => e.width)).toEqual([320, 640]);
    expect(second).toMatchObject({ news_image_width: 700, news_image_height: 400 });
    const secondFiles = [second.news_image, ...entriesOf(second.news_image_srcset).map((e) => e.url)];
    for (const url of secondFiles) expect(await widthOf(url)).not.toBeNull();

    // Saving without a new cover keeps it and its sizes.
    await call(t.app, 'POST', `${A}/news/update`, {
      token: admin,
      body: article({ id: created.id, title: 'Senam Lansia di Balai Warga RW 03' }),
    });
    expect(await publicPost(created.permalink)).toMatchObject({
      news_image_srcset: second.news_image_srcset,
      news_image_width: 700,
      news_image_height: 400,
    });

    const removed = await call(t.app, 'POST', `${A}/news/update`, {
      token: admin,
      body: article({ id: created.id, title: 'Senam Lansia di Balai Warga RW 03', remove_cover: true }),
    });
    expect(removed.status).toBe(200);
    for (const url of secondFiles) expect(await widthOf(url)).toBeNull();
    const bare = await publicPost(created.permalink);
    expect(bare).toMatchObject({ news_image: null, news_image_srcset: null, news_image_width: null, news_image_height: null });

    const again = (
      await call(t.app, 'POST', `${A}/news/update`, {
        token: admin,
        body: article({ id: created.id, title: 'Senam Lansia di Balai Warga RW 03', cover_image: await photoDataUrl(1000, 600) }),
      })
    ).body.data;
    const third = await publicPost(again.permalink);
    const thirdFiles = [third.news_image, ...entriesOf(third.news_image_srcset).map((e) => e.url)];
    expect(thirdFiles).toHaveLength(4);
    expect((await call(t.app, 'POST', `${A}/news/delete`, { token: admin, body: { id: created.id } })).status).toBe(200);
    for (const url of thirdFiles) expect(await widthOf(url)).toBeNull();
  });
});
