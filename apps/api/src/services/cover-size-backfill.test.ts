import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, events, news } from '../db/schema';
import { call } from '../test/client';
import { createTestApp, databases, type TestApp } from '../test/harness';
import { recordMissingCoverSizes } from './cover-size-backfill';

const V = '/sbc-visitor/v1';

const webp = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 60, b: 140 } } })
    .webp()
    .toBuffer();

describe.each(databases)('covers stored before their size was kept, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('get the size of their stored file, which the post and event calls then give; missing files are passed over', async () => {
    const { db } = t.ctx.database;
    const { storage } = t.ctx;
    await storage.put(`berita/lama-uji-${kind}.webp`, await webp(800, 450), 'image/webp');
    await storage.put(`event/lama-uji-${kind}.webp`, await webp(1200, 900), 'image/webp');
    await storage.put(`berita/rusak-uji-${kind}.webp`, Buffer.from('bukan gambar'), 'image/webp');
    const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
    const post = (slug: string, cover: string) => ({
      permalink: `${slug}-${kind}`,
      title: `Sampul lama ${slug}`,
      content: '<p>Tulisan dengan sampul dari sebelum ukurannya dicatat.</p>',
      categoryId: category?.id ?? 0,
      authorName: 'Uji',
      publishedAt: new Date(Date.now() - 86_400_000),
      coverImage: `${cover}-${kind}.webp`,
    });
    const posts = await db
      .insert(news)
      // The readable cover last: read one row at a time, the run steps past the two it cannot read.
      .values([
        post('sampul-hilang', 'berita/hilang-uji'),
        post('sampul-rusak', 'berita/rusak-uji'),
        post('sampul-lama', 'berita/lama-uji'),
      ])
      .returning({ id: news.id, permalink: news.permalink });
    const [event] = await db
      .insert(events)
      .values({
        slug: `sampul-lama-${kind}`,
        title: 'Kajian dengan sampul lama',
        startsAt: new Date(Date.now() + 7 * 86_400_000),
        endsAt: new Date(Date.now() + 7 * 86_400_000 + 7_200_000),
        coverImage: `event/lama-uji-${kind}.webp`,
      })
      .returning({ id: events.id, slug: events.slug });

    const before = await call(
      t.app,
      'GET',
      `${V}/news/permalink?news_permalink=sampul-lama-${kind}`,
    );
    expect(before.body.data).toMatchObject({ news_image_width: null, news_image_height: null });

    expect(await recordMissingCoverSizes(t.ctx, { batch: 1 })).toBe(2);
    const sizes = await db
      .select({ permalink: news.permalink, width: news.coverWidth, height: news.coverHeight })
      .from(news)
      .where(
        inArray(
          news.id,
          posts.map((p) => p.id),
        ),
      );
    expect(Object.fromEntries(sizes.map((s) => [s.permalink, [s.width, s.height]]))).toEqual({
      [`sampul-lama-${kind}`]: [800, 450],
      [`sampul-hilang-${kind}`]: [null, null],
      [`sampul-rusak-${kind}`]: [null, null],
    });
    const [eventSize] = await db
      .select({ width: events.coverWidth, height: events.coverHeight })
      .from(events)
      .where(eq(events.id, event?.id ?? 0));
    expect(eventSize).toEqual({ width: 1200, height: 900 });

    // What link previews read: the size of the file news_image names.
    const after = await call(
      t.app,
      'GET',
      `${V}/news/permalink?news_permalink=sampul-lama-${kind}`,
    );
    expect(after.body.data).toMatchObject({ news_image_width: 800, news_image_height: 450 });
    const detail = await call(t.app, 'GET', `${V}/event/detail/${event?.slug}`);
    expect(detail.body.data).toMatchObject({ event_image_width: 1200, event_image_height: 900 });

    // A second start finds nothing more to record and changes nothing.
    expect(await recordMissingCoverSizes(t.ctx)).toBe(0);
  });
});
