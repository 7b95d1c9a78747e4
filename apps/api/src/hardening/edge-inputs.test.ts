import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responsiveCopies, storeCopies } from '../services/images';
import { createLocalStorage, type Storage } from '../services/storage';
import { call } from '../test/client';
import { createTestApp, databases, type TestApp } from '../test/harness';

const A = '/sbc-admin/v1';
const C = `${A}/community`;
const M = '/sbc-member-core/v1';
const NOT_AN_IMAGE = 'Berkas bukan gambar JPEG, PNG, atau WebP yang valid';
const BAD_DATE = 'Tanggal tidak valid';
const BAD_TEXT = 'Teks mengandung karakter yang tidak diizinkan';

/** A baseline JPEG of a noisy picture, as phone cameras and editors save them. */
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#6a4', noise: { type: 'gaussian', mean: 120, sigma: 50 } } })
    .jpeg()
    .toBuffer();
const asDataUrl = (bytes: Buffer, type = 'jpeg') => `data:image/${type};base64,${bytes.toString('base64')}`;
/**
 * The upload broke off partway through the picture's data: the header is whole, so only the
 * conversion finds it out. (A JPEG missing no more than its two-byte end marker still has every
 * pixel; libvips then notices the missing marker only on some runs and may take the file whole,
 * which is no harm, so the test cuts into the data.)
 */
const brokenOff = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length * 0.6));

/**
 * Input that passes the contract's checks and would break further on (issue 11's "never a 500"):
 * pictures cut short or too tall for their stored copies, moments past the year 9999, characters
 * that no store or file format keeps. Each is refused with the field named, and nothing is stored.
 */
describe.each(databases)('inputs that pass the schema but not the stores, on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let albumId: number;
  let eventId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_MULTIPLIER: '100' });
    admin = (await call(t.app, 'POST', `${A}/login/stored`, { body: { email: 'admin@sbc.test', password: 'AdminDemo#2026' } })).body.data.token;
    member = (await call(t.app, 'POST', `${M}/auth/login`, { body: { email: 'anggota@sbc.test', password: 'AnggotaDemo#2026' } })).body.data.token;
    const categories = await call(t.app, 'GET', `${C}/gallery/category/list`, { token: admin });
    const album = await call(t.app, 'POST', `${C}/gallery/album/save`, {
      token: admin,
      body: { title: 'Album Uji Batas', category_id: categories.body.data[0].id, event_date: '2026-11-01' },
    });
    albumId = album.body.data.id;
    const start = Math.floor(Date.now() / 1000) + 86_400;
    const event = await call(t.app, 'POST', `${C}/event/create`, {
      token: admin,
      body: { title: 'Acara Uji Batas', starts_at: start, ends_at: start + 3600, place: 'Aula', price_member: 0, price_non_member: 0 },
    });
    eventId = event.body.data.id;
  });
  afterAll(() => t.close());

  const galleryCount = async () => (await call(t.app, "GET", `${C}/gallery/album/detail/${albumId}`, { token: admin })).body.data.images.length;

  it('refuses a picture broken off partway in every upload, storing nothing', async () => {
    const cut = asDataUrl(brokenOff(await jpeg(1200, 900)));
    const before = await galleryCount();
    const uploads: [string, string, Record<string, unknown>, string][] = [
      ['news/image', admin, { image: cut }, 'image'],
      ['news/create', admin, { title: 'Sampul Terpotong', content: '<p>Isi.</p>', category_id: 1, author_name: 'Redaksi', cover_image: cut }, 'cover_image'],
      ['community/event/create', admin, { title: 'Sampul Terpotong', starts_at: 1_900_000_000, ends_at: 1_900_003_600, place: 'Aula', price_member: 0, price_non_member: 0, cover_image: cut }, 'cover_image'],
      ['community/gallery/image/upload', admin, { album_id: albumId, image: cut, alt: 'Terpotong' }, 'image'],
    ];
    for (const [path, token, body, field] of uploads) {
      const res = await call(t.app, 'POST', `${A}/${path}`, { token, body });
      expect([path, res.status, res.body.errors]).toEqual([path, 400, [{ field, message: NOT_AN_IMAGE }]]);
    }
    const photo = await call(t.app, 'POST', `${M}/profile/update`, { token: member, body: { first_name: 'Anggota', mobilephone: '081234567890', member_image: cut } });
    expect([photo.status, photo.body.errors]).toEqual([400, [{ field: 'member_image', message: NOT_AN_IMAGE }]]);
    expect(await galleryCount()).toBe(before);
    const list = await call(t.app, 'POST', `${A}/news/list`, { token: admin, body: { q: 'Sampul Terpotong' } });
    expect(list.body.data.totalRecords).toBe(0);
  });

  it('refuses a picture taller than a WebP copy can be, and takes one just within it', async () => {
    const tall = await sharp({ create: { width: 100, height: 16_384, channels: 3, background: '#468' } }).png().toBuffer();
    const refused = await call(t.app, 'POST', `${A}/news/image`, { token: admin, body: { image: asDataUrl(tall, 'png') } });
    expect([refused.status, refused.body.errors]).toEqual([400, [{ field: 'image', message: 'Gambar maksimal 16.383 piksel pada tiap sisi' }]]);
    const tallest = await sharp({ create: { width: 400, height: 16_383, channels: 3, background: '#468' } }).png().toBuffer();
    const taken = await call(t.app, 'POST', `${C}/gallery/image/upload`, { token: admin, body: { album_id: albumId, image: asDataUrl(tallest, 'png'), alt: 'Spanduk tegak' } });
    expect(taken.status).toBe(200);
  });

  it('refuses a moment past the year 9999 in every date field, naming it', async () => {
    const far = 9e12;
    const cases: [string, Record<string, unknown>, string][] = [
      ['community/event/create', { title: 'Jauh', starts_at: far, ends_at: far, place: 'Aula', price_member: 0, price_non_member: 0 }, 'starts_at'],
      ['news/create', { title: 'Jauh Sekali', content: '<p>Isi.</p>', category_id: 1, author_name: 'Redaksi', published_at: 253_402_300_800 }, 'published_at'],
      ['community/course/lesson_save', { topic_id: 1, title: 'Pertemuan', starts_at: Number.MAX_SAFE_INTEGER, ends_at: Number.MAX_SAFE_INTEGER }, 'starts_at'],
      ['community/gallery/album/save', { title: 'Tahun Nol', category_id: 1, event_date: '0000-01-01' }, 'event_date'],
    ];
    for (const [path, body, field] of cases) {
      const res = await call(t.app, 'POST', `${A}/${path}`, { token: admin, body });
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.body.errors).toContainEqual({ field, message: BAD_DATE });
    }
    // The last second of 9999 is still a date.
    const last = await call(t.app, 'POST', `${A}/news/create`, {
      token: admin,
      body: { title: 'Terbit Akhir Zaman', content: '<p>Isi.</p>', category_id: 1, author_name: 'Redaksi', visibility: 'Public', published_at: 253_402_300_799 },
    });
    expect(last.status).toBe(200);
    expect(last.body.data.state).toBe('scheduled');
  });

  it('refuses control characters, U+FFFE/U+FFFF and half surrogate pairs in any text, naming the field', async () => {
    const visitor = (body: Record<string, unknown>) => call(t.app, 'POST', '/sbc-visitor/v1/event/register', { body });
    const person = { event_id: eventId, email: 'batas@contoh.id', phone: '081234567899' };
    for (const name of ['Budi\u0085Santoso', 'Ani\uFFFE', 'Cici\ud800', 'Dewi\u007f', 'Eka\u001b[31m']) {
      const res = await visitor({ ...person, name });
      expect([name, res.status, res.body.errors]).toEqual([name, 400, [{ field: 'name', message: BAD_TEXT }]]);
    }
    const speakers = await call(t.app, 'POST', `${C}/event/update`, {
      token: admin,
      body: { id: eventId, title: 'Acara Uji Batas', starts_at: 1_900_000_000, ends_at: 1_900_003_600, place: 'Aula', price_member: 0, price_non_member: 0, speakers: [{ name: 'Ust\udc00adz', title: '' }] },
    });
    expect([speakers.status, speakers.body.errors]).toEqual([400, [{ field: 'speakers.0.name', message: BAD_TEXT }]]);
    // Tabs, line breaks, emoji (whole surrogate pairs) and every script are text people write.
    const fine = await visitor({ ...person, name: 'Siti 😀 Rahmawati\tعائشة 王' });
    expect([fine.status, fine.body.errors]).toEqual([200, undefined]);
  });
});

describe('storing the copies of a picture', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'sbc-copies-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('removes the copies already stored when a later one cannot be stored', async () => {
    const local = createLocalStorage(root, 'http://api.test/media');
    let puts = 0;
    // The disk fills up at the third copy.
    const failing: Storage = {
      ...local,
      put: async (key, content, type) => {
        if (++puts === 3) throw new Error('ENOSPC: no space left on device');
        await local.put(key, content, type);
      },
    };
    const copies = await responsiveCopies(await jpeg(1800, 1200));
    expect(copies.copies.map((c) => c.width)).toEqual([480, 960, 1600]);
    await expect(storeCopies(failing, 'galeri/uji/foto', copies)).rejects.toThrow('ENOSPC');
    expect(await readdir(join(root, 'galeri', 'uji')).catch(() => [])).toEqual([]);
    await storeCopies(local, 'galeri/uji/foto', copies);
    expect((await readdir(join(root, 'galeri', 'uji'))).sort()).toEqual(['foto-1600.webp', 'foto-480.webp', 'foto-960.webp']);
  });
});

/**
 * On PostgreSQL, another transaction may change what a handler checked inside its own (READ COMMITTED):
 * a category deleted while a post that uses it is being saved. The database refuses the second write;
 * the person hears that something changed meanwhile (409), never a 500, and nothing is lost.
 */
describe.runIf(databases.includes('postgres'))('a change made at the same moment by someone else, on postgres', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    admin = (await call(t.app, 'POST', `${A}/login/stored`, { body: { email: 'admin@sbc.test', password: 'AdminDemo#2026' } })).body.data.token;
  });
  afterAll(() => t.close());

  it('deleting a category while a post using it is being saved answers 409 and keeps both', async () => {
    const created = await call(t.app, 'POST', `${A}/category/create`, { token: admin, body: { title: 'Kategori Rebutan' } });
    expect(created.status).toBe(200);
    const categoryId = created.body.data.id as number;
    let insertedPost = () => {};
    const postInserted = new Promise<void>((resolve) => (insertedPost = resolve));
    let commit = () => {};
    const commitAllowed = new Promise<void>((resolve) => (commit = resolve));
    // The post is written but not yet committed when the deletion looks for posts of the category.
    const saving = t.ctx.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into news (permalink, title, content, category_id, author_name, published_at) values ('pos-rebutan', 'Pos Rebutan', '<p>Isi.</p>', ${categoryId}, 'Redaksi', now())`,
      );
      insertedPost();
      await commitAllowed;
    });
    await postInserted;
    const deleting = call(t.app, 'POST', `${A}/category/delete`, { token: admin, body: { id: categoryId } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await saving;
    const res = await deleting;
    expect([res.status, res.body.msg]).toEqual([409, 'Data ini baru saja dipakai oleh data lain sehingga tidak dapat dihapus; muat ulang halaman lalu coba lagi']);
    const left = await t.ctx.database.db.execute(sql`select count(*)::int as n from categories where id = ${categoryId}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });
});
