import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryAlbums, galleryCategories } from '../../db/schema';
import { storeResponsiveImage } from '../../services/images';
import { createLocalStorage } from '../../services/storage';
import { call } from '../../test/client';
import { createTestApp, databases, type TestApp } from '../../test/harness';

const V = '/sbc-visitor/v1';

describe.each(databases)('gallery on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists albums newest first with covers and counts, and filters by category', async () => {
    const all = await call(t.app, 'POST', `${V}/gallery/list`, { body: {} });
    expect(all.body.data.totalRecords).toBe(6);
    const dates = all.body.data.data.map((a: { event_date: string }) => a.event_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.body.data.data[0].cover.srcset).toContain('480w');
    const social = await call(t.app, 'POST', `${V}/gallery/list`, { body: { category_slug: 'bakti-sosial' } });
    expect(social.body.data.totalRecords).toBe(2);
    expect((await call(t.app, 'POST', `${V}/gallery/list`, { body: { category_slug: 'tidak-ada' } })).status).toBe(404);
  });

  it('returns an album with its photos in order, alt texts included', async () => {
    const album = await call(t.app, 'GET', `${V}/gallery/detail/donor-darah-bandung`);
    expect(album.body.data.images).toHaveLength(4);
    expect(album.body.data.images.every((i: { alt: string }) => i.alt.length > 5)).toBe(true);
    expect(album.body.data.chapter_name).toBe('SBC Chapter Bandung');
    expect((await call(t.app, 'GET', `${V}/gallery/detail/tidak-ada`)).status).toBe(404);
    const cats = await call(t.app, 'GET', `${V}/gallery/category/list`);
    expect(cats.body.data.find((c: { slug: string }) => c.slug === 'bakti-sosial')?.album_count).toBe(2);
  });

  it('keeps an album without photos off the site until its first photo', async () => {
    const { db } = t.ctx.database;
    const [category] = await db.select().from(galleryCategories).where(eq(galleryCategories.slug, 'bakti-sosial'));
    if (!category) throw new Error('demo gallery category missing');
    await db.insert(galleryAlbums).values({
      slug: 'album-baru-kosong',
      title: 'Album Baru',
      description: 'Foto menyusul.',
      categoryId: category.id,
      eventDate: '2099-01-01',
    });
    const all = await call(t.app, 'POST', `${V}/gallery/list`, { body: {} });
    expect(all.body.data.totalRecords).toBe(6);
    expect(all.body.data.data.map((a: { slug: string }) => a.slug)).not.toContain('album-baru-kosong');
    const social = await call(t.app, 'POST', `${V}/gallery/list`, { body: { category_slug: 'bakti-sosial' } });
    expect(social.body.data.totalRecords).toBe(2);
    const album = await call(t.app, 'GET', `${V}/gallery/detail/album-baru-kosong`);
    expect(album.status).toBe(404);
    expect(album.body.msg).toBe('Album tidak ditemukan');
    const cats = await call(t.app, 'GET', `${V}/gallery/category/list`);
    expect(cats.body.data.find((c: { slug: string }) => c.slug === 'bakti-sosial')?.album_count).toBe(2);
    const sitemap = await call(t.app, 'GET', `${V}/sitemap`);
    expect(JSON.stringify(sitemap.body.data)).not.toContain('album-baru-kosong');
    expect(JSON.stringify(sitemap.body.data)).toContain('donor-darah-bandung');
  });
});

describe('responsive images', () => {
  it('stores every width up to the original as WebP, and no larger', async () => {
    const storage = createLocalStorage(mkdtempSync(join(tmpdir(), 'sbc-img-')), 'http://api.test');
    const photo = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#2a9d8f' } }).jpeg().toBuffer();
    const stored = await storeResponsiveImage(storage, 'galeri/uji/1', photo);
    expect(stored).toEqual({ sizes: [480, 960], width: 1000, height: 600 });
    const small = await storage.get('galeri/uji/1-480.webp');
    expect((await sharp(small ?? Buffer.alloc(0)).metadata()).format).toBe('webp');
    expect(await storage.get('galeri/uji/1-1600.webp')).toBeNull();
  });
});
