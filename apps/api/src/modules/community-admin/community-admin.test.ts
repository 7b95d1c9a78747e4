import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, galleryAlbums, galleryImages, members, membershipActivations } from '../../db/schema';
import { call } from '../../test/client';
import { createTestApp, databases, type TestApp } from '../../test/harness';

const A = '/sbc-admin/v1';
const C = `${A}/community`;
const V = '/sbc-visitor/v1';
const O = '/sbc-member-core/v1';

async function pngDataUrl(width: number, height: number, color = '#1d6b4f'): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const nextWeek = () => Math.floor(Date.now() / 1000) + 7 * 86400;

describe.each(databases)('community administration on %s', (kind) => {
  let t: TestApp;
  let superToken: string;
  let chapterToken: string;
  let presenceToken: string;
  let ownChapterId: number;
  let otherChapterId: number;

  const login = async (email: string, password: string) =>
    (
      await call(t.app, 'POST', `${A}/login/stored`, {
        body: { email, password },
        ip: `10.30.0.${email.length}`,
      })
    ).body.data.token as string;

  const eventBody = (over: Record<string, unknown> = {}) => ({
    title: 'Kajian Parenting Islami',
    summary: 'Bersama para pakar parenting',
    description: '<p>Materi <strong>utama</strong></p><script>alert(1)</script>',
    starts_at: nextWeek(),
    ends_at: nextWeek() + 3 * 3600,
    place: 'Masjid Raya',
    city: 'Bandung',
    seats: 2,
    price_member: 0,
    price_non_member: 0,
    speakers: [{ name: 'Ustadzah Aisyah', title: 'Psikolog anak' }],
    chapter_id: ownChapterId,
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_MULTIPLIER: '100' });
    [superToken, chapterToken, presenceToken] = await Promise.all([
      login('admin@sbc.test', 'AdminDemo#2026'),
      login('admin.chapter@sbc.test', 'ChapterDemo#2026'),
      login('presensi@sbc.test', 'PresensiDemo#2026'),
    ]);
    const own = await call(t.app, 'GET', `${C}/chapter/list`, { token: chapterToken });
    expect(own.body.data).toHaveLength(1);
    ownChapterId = own.body.data[0].id;
    const all = await call(t.app, 'GET', `${C}/chapter/list`, { token: superToken });
    otherChapterId = all.body.data.find((ch: { id: number }) => ch.id !== ownChapterId).id;
  });
  afterAll(() => t.close());

  it("lists the events that have started (under way or over) for the certificates' event filter", async () => {
    const now = Math.floor(Date.now() / 1000);
    const create = async (title: string, starts_at: number, ends_at: number) => {
      const res = await call(t.app, 'POST', `${C}/event/create`, { token: superToken, body: eventBody({ title, starts_at, ends_at }) });
      expect(res.status).toBe(200);
      return res.body.data.id as number;
    };
    const underWay = await create('Simulasi Saring Berjalan', now - 3600, now + 3600);
    const over = await create('Simulasi Saring Selesai', now - 10 * 86400, now - 10 * 86400 + 7200);
    const ahead = await create('Simulasi Saring Pekan Depan', nextWeek(), nextWeek() + 7200);
    const ids = async (when: string) => {
      const res = await call(t.app, 'POST', `${C}/event/list`, { token: superToken, body: { when, q: 'Simulasi Saring', perPage: 100 } });
      expect(res.status).toBe(200);
      return (res.body.data.data as { id: number }[]).map((e) => e.id).sort((a, b) => a - b);
    };
    expect(await ids('started')).toEqual([underWay, over].sort((a, b) => a - b));
    expect(await ids('past')).toEqual([over]);
    expect(await ids('upcoming')).toEqual([underWay, ahead].sort((a, b) => a - b));
  });

  it('answers bad input with 400 and the field, never 500', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['event/create', eventBody({ title: '' }), 'title'],
      ['event/create', eventBody({ starts_at: 'besok' }), 'starts_at'],
      ['event/create', eventBody({ ends_at: nextWeek() - 3600 }), 'ends_at'],
      ['event/create', eventBody({ online_url: 'javascript:alert(1)' }), 'online_url'],
      ['event/create', eventBody({ speakers: [{ name: '', title: 'x' }] }), 'speakers.0.name'],
      ['event/create', eventBody({ slug: 'Bukan Slug!' }), 'slug'],
      [
        'event/create',
        eventBody({ cover_image: 'data:text/plain;base64,aGFsbw==' }),
        'cover_image',
      ],
      ['event/update', { ...eventBody(), id: 'x' }, 'id'],
      ['event/registration_open', { id: 1 }, 'open'],
      ['event/registrations', { event_id: -1 }, 'event_id'],
      ['event/registration_cancel', {}, 'registration_id'],
      ['course/save', { title: '   ' }, 'title'],
      [
        'course/lesson_save',
        { topic_id: 1, title: 'Pertemuan', starts_at: 100, ends_at: 50 },
        'ends_at',
      ],
      ['course/member_add', { course_id: 1, email: 'bukan-email' }, 'email'],
      [
        'gallery/album/save',
        { title: 'Album', category_id: 1, event_date: '2026-13-40' },
        'event_date',
      ],
      ['gallery/image/upload', { album_id: 1, image: await pngDataUrl(800, 600), alt: '' }, 'alt'],
      ['gallery/image/reorder', { album_id: 1, image_ids: [] }, 'image_ids'],
      [
        'board/save',
        { board: 'rt', name: 'A', position: 'B', term_start: 2024, term_end: 2027 },
        'board',
      ],
      [
        'board/save',
        { board: 'nasional', name: 'A', position: 'B', term_start: 2027, term_end: 2024 },
        'term_end',
      ],
      ['board/move', { id: 1, direction: 'kiri' }, 'direction'],
      [
        'chapter/update',
        { id: ownChapterId, name: 'Bandung', city: '', province: 'Jawa Barat', address: 'Jl. A' },
        'city',
      ],
      [
        'chapter/create',
        { name: 'Garut', city: 'Garut', province: 'Jawa Barat', address: 'Jl. A', email: 'salah' },
        'email',
      ],
      [
        'product/save',
        {
          code: 'a b',
          name: 'Paket',
          billing_period: 'monthly',
          activation_days: 30,
          price_gross: 1000,
          discount_rupiah: 0,
        },
        'code',
      ],
      [
        'product/save',
        {
          code: 'X1',
          name: 'Paket',
          billing_period: 'weekly',
          activation_days: 30,
          price_gross: 1000,
          discount_rupiah: 0,
        },
        'billing_period',
      ],
      [
        'product/save',
        {
          code: 'X1',
          name: 'Paket',
          billing_period: 'monthly',
          activation_days: 30,
          price_gross: 1000,
          discount_rupiah: 5000,
        },
        'discount_rupiah',
      ],
      ['order/list', { status: 'lunas' }, 'status'],
      ['order/mark_paid', { invoice_id: 'abc' }, 'invoice_id'],
      ['certificate/revoke', { id: 1, reason: '' }, 'reason'],
      ['certificate/reissue', {}, 'id'],
      ['certificate/list', { event_id: 'semua' }, 'event_id'],
      ['event/list', { when: 'kemarin' }, 'when'],
      ['event/list', { perPage: 500 }, 'perPage'],
      ['event/delete', { id: 0 }, 'id'],
      ['event/registrations_excel', {}, 'event_id'],
      ['course/list', { q: 'x'.repeat(101) }, 'q'],
      ['course/delete', { id: 'x' }, 'id'],
      ['course/topic_save', { course_id: 1, title: '' }, 'title'],
      ['course/topic_delete', {}, 'id'],
      ['course/lesson_delete', { id: -3 }, 'id'],
      ['course/member_remove', { course_id: 1 }, 'member_id'],
      ['gallery/category/save', { title: '' }, 'title'],
      ['gallery/category/delete', {}, 'id'],
      ['gallery/album/list', { page: -1 }, 'page'],
      ['gallery/album/delete', { id: 'a' }, 'id'],
      ['gallery/image/update', { id: 1, alt: ' ' }, 'alt'],
      ['gallery/image/delete', {}, 'id'],
      ['board/list', { board: 'semua' }, 'board'],
      ['board/delete', {}, 'id'],
      ['chapter/delete', { id: 'x' }, 'id'],
    ];
    for (const [path, body, field] of cases) {
      const res = await call(t.app, 'POST', `${C}/${path}`, { token: superToken, body });
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.body.status).toBe(400);
      expect(res.body.errors?.map((e) => e.field)).toContain(field);
    }
  });

  it('answers 404 for detail calls with an unknown or malformed id', async () => {
    for (const path of [
      'event/detail/abc',
      'event/detail/999999',
      'course/detail/x',
      'gallery/album/detail/999999',
    ]) {
      const res = await call(t.app, 'GET', `${C}/${path}`, { token: superToken });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
  });

  it('creates an event with a generated unique permalink, sanitised description and speakers shown publicly', async () => {
    const first = await call(t.app, 'POST', `${C}/event/create`, {
      token: superToken,
      body: eventBody({ cover_image: await pngDataUrl(1200, 630) }),
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      event_slug: 'kajian-parenting-islami',
      seats: 2,
      seats_left: 2,
      published: true,
    });
    expect(first.body.data.description).toBe('<p>Materi <strong>utama</strong></p>');
    expect(first.body.data.event_image).toMatch(
      /\/media\/event\/kajian-parenting-islami-[0-9a-f]+\.webp$/,
    );
    const second = await call(t.app, 'POST', `${C}/event/create`, {
      token: superToken,
      body: eventBody(),
    });
    expect(second.body.data.event_slug).toBe('kajian-parenting-islami-2');
    const taken = await call(t.app, 'POST', `${C}/event/update`, {
      token: superToken,
      body: { ...eventBody(), id: second.body.data.id, slug: 'kajian-parenting-islami' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors?.[0]?.field).toBe('slug');
    const pub = await call(t.app, 'GET', `${V}/event/detail/kajian-parenting-islami`);
    expect(pub.body.data.speakers).toEqual([{ name: 'Ustadzah Aisyah', title: 'Psikolog anak' }]);
    // The stored cover's size, for link previews; none without a cover.
    expect(pub.body.data).toMatchObject({ event_image_width: 1200, event_image_height: 630 });
    const plain = await call(t.app, 'GET', `${V}/event/detail/kajian-parenting-islami-2`);
    expect(plain.body.data).toMatchObject({ event_image: null, event_image_width: null, event_image_height: null });
    const audit = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'event'));
    expect(audit.map((a) => a.summary)).toContain('Membuat event “Kajian Parenting Islami”');
  });

  it('keeps a chapter admin to their own chapter and the presence admin out', async () => {
    const other = await call(t.app, 'POST', `${C}/event/create`, {
      token: superToken,
      body: eventBody({ title: 'Seminar Chapter Lain', chapter_id: otherChapterId }),
    });
    const otherId = other.body.data.id;
    const list = await call(t.app, 'POST', `${C}/event/list`, {
      token: chapterToken,
      body: { perPage: 100 },
    });
    expect(
      list.body.data.data.every((e: { chapter_id: number }) => e.chapter_id === ownChapterId),
    ).toBe(true);
    for (const [path, body] of [
      ['event/update', { ...eventBody({ chapter_id: otherChapterId }), id: otherId }],
      ['event/registration_open', { id: otherId, open: false }],
      ['event/delete', { id: otherId }],
      ['event/registrations', { event_id: otherId }],
    ] as const) {
      const res = await call(t.app, 'POST', `${C}/${path}`, { token: chapterToken, body });
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
    }
    expect(
      (await call(t.app, 'GET', `${C}/event/detail/${otherId}`, { token: chapterToken })).status,
    ).toBe(403);
    // Moving an own event to another chapter, or creating a national one, is refused as well.
    const moved = await call(t.app, 'POST', `${C}/event/create`, {
      token: chapterToken,
      body: eventBody({ title: 'Acara Nasional', chapter_id: null }),
    });
    expect(moved.status).toBe(403);
    const at = { starts_at: nextWeek(), ends_at: nextWeek() + 3 * 3600 };
    const own = await call(t.app, 'POST', `${C}/event/create`, {
      token: chapterToken,
      body: eventBody({ title: 'Kajian Chapter Sendiri', ...at }),
    });
    expect(own.status).toBe(200);
    const edited = await call(t.app, 'POST', `${C}/event/update`, {
      token: chapterToken,
      body: {
        ...eventBody({ title: 'Kajian Chapter Sendiri (revisi)', ...at, seats: 5 }),
        id: own.body.data.id,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.event_title).toBe('Kajian Chapter Sendiri (revisi)');
    // The audit log keeps what the edit changed, and only that.
    const [entry] = (
      await call(t.app, 'POST', `${A}/audit/list`, {
        token: superToken,
        body: { entity: 'event', perPage: 1 },
      })
    ).body.data.data;
    expect(entry).toMatchObject({ action: 'update', entity_id: String(own.body.data.id) });
    expect(entry.detail).toEqual({
      title: { from: 'Kajian Chapter Sendiri', to: 'Kajian Chapter Sendiri (revisi)' },
      seats: { from: 2, to: 5 },
    });
    // Site-wide parts are the super admin's.
    expect((await call(t.app, 'GET', `${C}/product/list`, { token: chapterToken })).status).toBe(
      403,
    );
    expect(
      (await call(t.app, 'POST', `${C}/certificate/list`, { token: chapterToken, body: {} }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(t.app, 'POST', `${C}/chapter/create`, {
          token: chapterToken,
          body: { name: 'Garut', city: 'Garut', province: 'Jawa Barat', address: 'Jl. A' },
        })
      ).status,
    ).toBe(403);
    for (const [method, path] of [
      ['POST', 'event/list'],
      ['GET', 'chapter/list'],
      ['POST', 'course/list'],
      ['POST', 'gallery/album/list'],
    ] as const) {
      const res = await call(t.app, method, `${C}/${path}`, {
        token: presenceToken,
        body: method === 'POST' ? {} : undefined,
      });
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
    }
  });

  it("says whether a look or a change at another chapter's data was refused", async () => {
    const other = await call(t.app, 'POST', `${C}/event/create`, {
      token: superToken,
      body: eventBody({ title: 'Seminar Chapter Tetangga', chapter_id: otherChapterId }),
    });
    const eventId = other.body.data.id;
    const [course] = (
      await call(t.app, 'POST', `${C}/course/list`, { token: superToken, body: { perPage: 100 } })
    ).body.data.data.filter((c: { chapter_id: number | null }) => c.chapter_id !== ownChapterId);
    const [album] = (
      await call(t.app, 'POST', `${C}/gallery/album/list`, {
        token: superToken,
        body: { perPage: 100 },
      })
    ).body.data.data.filter((a: { chapter_id: number | null }) => a.chapter_id !== ownChapterId);
    const reads = [
      ['GET', `event/detail/${eventId}`, undefined],
      ['POST', 'event/registrations', { event_id: eventId }],
      ['POST', 'event/registrations_excel', { event_id: eventId }],
      ['GET', `course/detail/${course.id}`, undefined],
      ['GET', `gallery/album/detail/${album.id}`, undefined],
      ['POST', 'board/list', { board: 'chapter', chapter_id: otherChapterId }],
    ] as const;
    for (const [method, path, body] of reads) {
      const res = await call(t.app, method, `${C}/${path}`, { token: chapterToken, body });
      expect({ path, status: res.status, msg: res.body.msg }).toEqual({
        path,
        status: 403,
        msg: 'Anda hanya dapat melihat data chapter Anda sendiri',
      });
    }
    const changes = [
      ['event/registration_open', { id: eventId, open: false }],
      ['event/delete', { id: eventId }],
      ['gallery/album/delete', { id: album.id }],
    ] as const;
    for (const [path, body] of changes) {
      const res = await call(t.app, 'POST', `${C}/${path}`, { token: chapterToken, body });
      expect({ path, status: res.status, msg: res.body.msg }).toEqual({
        path,
        status: 403,
        msg: 'Anda hanya dapat mengubah data chapter Anda sendiri',
      });
    }
  });

  it('frees a seat when a registration is cancelled, once, and refuses deleting an event with registrations', async () => {
    const created = await call(t.app, 'POST', `${C}/event/create`, {
      token: superToken,
      body: eventBody({ title: 'Kelas Kecil', seats: 1 }),
    });
    const eventId = created.body.data.id;
    const register = (email: string) =>
      call(t.app, 'POST', `${V}/event/register`, {
        body: { event_id: eventId, name: 'Peserta Uji', email, phone: '081299990001' },
      });
    expect((await register('satu@contoh.id')).status).toBe(200);
    expect((await register('dua@contoh.id')).status).toBe(409);
    const regs = await call(t.app, 'POST', `${C}/event/registrations`, {
      token: superToken,
      body: { event_id: eventId },
    });
    expect(regs.body.data.totalRecords).toBe(1);
    const registrationId = regs.body.data.data[0].registration_id;
    const cancelled = await call(t.app, 'POST', `${C}/event/registration_cancel`, {
      token: superToken,
      body: { registration_id: registrationId },
    });
    expect(cancelled.body.data).toMatchObject({ event_id: eventId, seats_left: 1 });
    expect(
      (
        await call(t.app, 'POST', `${C}/event/registration_cancel`, {
          token: superToken,
          body: { registration_id: registrationId },
        })
      ).status,
    ).toBe(409);
    expect((await register('dua@contoh.id')).status).toBe(200);
    const pub = await call(t.app, 'GET', `${V}/event/detail/${eventId}`);
    expect(pub.body.data.seats_left).toBe(0);

    const res = await t.app.inject({
      method: 'POST',
      url: `${C}/event/registrations_excel`,
      headers: { authorization: `Bearer ${superToken}` },
      payload: { event_id: eventId },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(2).value).toBe('Nama');
    expect(sheet?.rowCount).toBe(3);
    expect([sheet?.getRow(2).getCell(8).value, sheet?.getRow(3).getCell(8).value].sort()).toEqual([
      'Dibatalkan',
      'Terdaftar',
    ]);
    // The registration time keeps its hours and minutes, as in the attendance export.
    for (const row of [2, 3])
      expect(sheet?.getRow(row).getCell(7)).toMatchObject({
        numFmt: 'dd/mm/yyyy hh:mm',
        type: ExcelJS.ValueType.Date,
      });

    const refused = await call(t.app, 'POST', `${C}/event/delete`, {
      token: superToken,
      body: { id: eventId },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('sembunyikan');
    const closed = await call(t.app, 'POST', `${C}/event/registration_open`, {
      token: superToken,
      body: { id: eventId, open: false },
    });
    expect(closed.body.data.registration_open).toBe(false);
    const empty = await call(t.app, 'POST', `${C}/event/create`, {
      token: superToken,
      body: eventBody({ title: 'Acara Batal' }),
    });
    expect(
      (
        await call(t.app, 'POST', `${C}/event/delete`, {
          token: superToken,
          body: { id: empty.body.data.id },
        })
      ).status,
    ).toBe(200);
    expect((await call(t.app, 'GET', `${V}/event/detail/${empty.body.data.id}`)).status).toBe(404);
  });

  it('keeps seats above the registrations already taken', async () => {
    const created = await call(t.app, 'POST', `${C}/event/create`, {
      token: superToken,
      body: eventBody({ title: 'Dua Kursi', seats: 2 }),
    });
    const id = created.body.data.id;
    for (const email of ['a@contoh.id', 'b@contoh.id']) {
      await call(t.app, 'POST', `${V}/event/register`, {
        body: { event_id: id, name: 'Peserta Uji', email, phone: '081299990002' },
      });
    }
    const shrink = await call(t.app, 'POST', `${C}/event/update`, {
      token: superToken,
      body: { ...eventBody({ title: 'Dua Kursi', seats: 1 }), id },
    });
    expect(shrink.status).toBe(409);
    expect(shrink.body.errors?.[0]?.field).toBe('seats');
  });

  it('uploads, orders, captions and deletes gallery images with their stored sizes', async () => {
    const cats = await call(t.app, 'GET', `${C}/gallery/category/list`, { token: superToken });
    const category = cats.body.data[0];
    const album = await call(t.app, 'POST', `${C}/gallery/album/save`, {
      token: chapterToken,
      body: {
        title: 'Bakti Sosial Bandung',
        category_id: category.id,
        chapter_id: ownChapterId,
        event_date: '2026-11-01',
      },
    });
    expect(album.status).toBe(200);
    const albumId = album.body.data.id;
    const upload = (alt: string, color: string) =>
      pngDataUrl(1800, 1200, color).then((image) =>
        call(t.app, 'POST', `${C}/gallery/image/upload`, {
          token: chapterToken,
          body: { album_id: albumId, image, alt, caption: '' },
        }),
      );
    const first = await upload('Pembagian sembako', '#aa3300');
    const second = await upload('Foto bersama relawan', '#0033aa');
    expect(first.status).toBe(200);
    expect(first.body.data.src).toMatch(/-1600\.webp$/);
    const tooSmall = await call(t.app, 'POST', `${C}/gallery/image/upload`, {
      token: chapterToken,
      body: { album_id: albumId, image: await pngDataUrl(100, 80), alt: 'Kecil' },
    });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.errors?.[0]?.field).toBe('image');

    // Ordering, captioning or deleting photos changes the album's page: its last change (sitemap) moves.
    const { db } = t.ctx.database;
    const touchesAlbum = async (change: () => Promise<{ status: number }>) => {
      const longAgo = new Date(Date.now() - 10 * 86_400_000);
      await db.update(galleryAlbums).set({ updatedAt: longAgo }).where(eq(galleryAlbums.id, albumId));
      expect((await change()).status).toBe(200);
      const [after] = await db.select({ at: galleryAlbums.updatedAt }).from(galleryAlbums).where(eq(galleryAlbums.id, albumId));
      expect(after?.at.getTime()).toBeGreaterThan(Date.now() - 60_000);
    };
    const order = [second.body.data.id, first.body.data.id];
    await touchesAlbum(() =>
      call(t.app, 'POST', `${C}/gallery/image/reorder`, {
        token: chapterToken,
        body: { album_id: albumId, image_ids: order },
      }),
    );
    await touchesAlbum(() =>
      call(t.app, 'POST', `${C}/gallery/image/update`, {
        token: chapterToken,
        body: { id: first.body.data.id, alt: 'Pembagian sembako', caption: 'Di Cicaheum' },
      }),
    );
    const pub = await call(t.app, 'GET', `${V}/gallery/detail/bakti-sosial-bandung`);
    expect(pub.body.data.images.map((i: { id: number }) => i.id)).toEqual(order);
    expect(pub.body.data.images[1].caption).toBe('Di Cicaheum');

    const [row] = await t.ctx.database.db
      .select()
      .from(galleryImages)
      .where(eq(galleryImages.id, first.body.data.id));
    const keys = (row?.sizes ?? []).map((w) => `${row?.keyBase}-${w}.webp`);
    expect(keys).toHaveLength(3);
    expect(await t.ctx.storage.get(keys[0] ?? '')).not.toBeNull();
    await touchesAlbum(() =>
      call(t.app, 'POST', `${C}/gallery/image/delete`, {
        token: chapterToken,
        body: { id: first.body.data.id },
      }),
    );
    for (const key of keys) expect(await t.ctx.storage.get(key)).toBeNull();

    // A national album is the super admin's.
    const national = await call(t.app, 'POST', `${C}/gallery/album/save`, {
      token: chapterToken,
      body: { title: 'Nasional', category_id: category.id, event_date: '2026-11-01' },
    });
    expect(national.status).toBe(403);
    expect(
      (
        await call(t.app, 'POST', `${C}/gallery/album/delete`, {
          token: chapterToken,
          body: { id: albumId },
        })
      ).status,
    ).toBe(200);
    expect((await call(t.app, 'GET', `${V}/gallery/detail/bakti-sosial-bandung`)).status).toBe(404);
    const refused = await call(t.app, 'POST', `${C}/gallery/category/delete`, {
      token: superToken,
      body: { id: category.id },
    });
    expect(refused.status).toBe(409);
  });

  it('manages courses: topics, lessons and the members who follow them', async () => {
    const course = await call(t.app, 'POST', `${C}/course/save`, {
      token: chapterToken,
      body: { title: 'Tahsin Dasar', chapter_id: ownChapterId },
    });
    expect(course.body.data).toMatchObject({ slug: 'tahsin-dasar', chapter_id: ownChapterId });
    const courseId = course.body.data.id;
    const topic = await call(t.app, 'POST', `${C}/course/topic_save`, {
      token: chapterToken,
      body: { course_id: courseId, title: 'Makharijul huruf' },
    });
    const start = nextWeek();
    const lesson = await call(t.app, 'POST', `${C}/course/lesson_save`, {
      token: chapterToken,
      body: {
        topic_id: topic.body.data.id,
        title: 'Pertemuan 1',
        starts_at: start,
        ends_at: start + 5400,
      },
    });
    expect(lesson.status).toBe(200);
    const added = await call(t.app, 'POST', `${C}/course/member_add`, {
      token: chapterToken,
      body: { course_id: courseId, email: 'ANGGOTA@sbc.test' },
    });
    expect(added.body.data).toMatchObject({ name: 'Siti Rahmawati', email: 'anggota@sbc.test' });
    expect(
      (
        await call(t.app, 'POST', `${C}/course/member_add`, {
          token: chapterToken,
          body: { course_id: courseId, email: 'anggota@sbc.test' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(t.app, 'POST', `${C}/course/member_add`, {
          token: chapterToken,
          body: { course_id: courseId, email: 'tidak.ada@sbc.test' },
        })
      ).status,
    ).toBe(404);
    const detail = await call(t.app, 'GET', `${C}/course/detail/${courseId}`, {
      token: chapterToken,
    });
    expect(detail.body.data.topics[0].lessons[0]).toMatchObject({
      title: 'Pertemuan 1',
      starts_at: start,
      ends_at: start + 5400,
    });
    expect(detail.body.data.members).toHaveLength(1);
    await call(t.app, 'POST', `${C}/course/member_remove`, {
      token: chapterToken,
      body: { course_id: courseId, member_id: added.body.data.member_id },
    });
    expect(
      (await call(t.app, 'GET', `${C}/course/detail/${courseId}`, { token: chapterToken })).body
        .data.members,
    ).toHaveLength(0);
    expect(
      (
        await call(t.app, 'POST', `${C}/course/delete`, {
          token: chapterToken,
          body: { id: courseId },
        })
      ).status,
    ).toBe(200);
  });

  it('edits boards in order, with photos, within the chapter scope', async () => {
    const photo = await pngDataUrl(400, 500);
    const add = (name: string) =>
      call(t.app, 'POST', `${C}/board/save`, {
        token: chapterToken,
        body: {
          board: 'chapter',
          chapter_id: ownChapterId,
          name,
          position: 'Anggota',
          term_start: 2025,
          term_end: 2028,
          photo,
        },
      });
    const a = await add('Ahmad Fauzi');
    const b = await add('Rina Marlina');
    expect(a.status).toBe(200);
    expect(a.body.data.photo).toMatch(/\/media\/pengurus\/foto-[0-9a-f]+\.webp$/);
    const moved = await call(t.app, 'POST', `${C}/board/move`, {
      token: chapterToken,
      body: { id: b.body.data.id, direction: 'up' },
    });
    const names = moved.body.data.map((m: { name: string }) => m.name);
    expect(names.indexOf('Rina Marlina')).toBeLessThan(names.indexOf('Ahmad Fauzi'));
    const national = await call(t.app, 'POST', `${C}/board/save`, {
      token: chapterToken,
      body: { board: 'nasional', name: 'X', position: 'Ketua', term_start: 2025, term_end: 2028 },
    });
    expect(national.status).toBe(403);
    const chapterEdit = await call(t.app, 'POST', `${C}/chapter/update`, {
      token: chapterToken,
      body: {
        id: ownChapterId,
        name: 'SBC Bandung',
        city: 'Bandung',
        province: 'Jawa Barat',
        address: 'Jl. Asia Afrika 1',
        phone: '022-123456',
      },
    });
    expect(chapterEdit.body.data).toMatchObject({
      address: 'Jl. Asia Afrika 1',
      phone: '022-123456',
    });
    expect(
      (
        await call(t.app, 'POST', `${C}/chapter/update`, {
          token: chapterToken,
          body: { id: otherChapterId, name: 'X', city: 'X', province: 'X', address: 'X' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, 'POST', `${C}/chapter/delete`, {
          token: superToken,
          body: { id: ownChapterId },
        })
      ).status,
    ).toBe(409);
    const pub = await call(t.app, 'POST', `${V}/chapter/pengurus`, {
      body: { board: 'chapter', chapter_slug: chapterEdit.body.data.slug },
    });
    expect(pub.body.data.data.map((m: { name: string }) => m.name)).toContain('Rina Marlina');
  });

  it('marks a bank-transfer invoice paid by hand and activates the membership once', async () => {
    const member = (
      await call(t.app, 'POST', `${O}/auth/login`, {
        body: { email: 'anggota@sbc.test', password: 'AnggotaDemo#2026' },
      })
    ).body.data.token;
    const created = (
      await call(t.app, 'POST', `${O}/order/stored`, {
        token: member,
        body: { product_code: 'ANGGOTA-1B' },
      })
    ).body.data;
    await call(t.app, 'POST', `${O}/order/update-select-payment`, {
      token: member,
      body: { order_code: created.code, payment_type: 'bank_transfer' },
    });
    const list = await call(t.app, 'POST', `${C}/order/list`, {
      token: superToken,
      body: { q: created.code },
    });
    expect(list.body.data.data[0]).toMatchObject({
      order_code: created.code,
      status: 'unpaid',
      payment_type: 'bank_transfer',
    });
    const invoiceId = list.body.data.data[0].invoice_id;
    const [a, b] = await Promise.all([
      call(t.app, 'POST', `${C}/order/mark_paid`, {
        token: superToken,
        body: { invoice_id: invoiceId },
      }),
      call(t.app, 'POST', `${C}/order/mark_paid`, {
        token: superToken,
        body: { invoice_id: invoiceId },
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const paid = a.status === 200 ? a : b;
    expect(paid.body.data).toMatchObject({ status: 'paid', marked_paid_by: 'admin@sbc.test' });
    expect(paid.body.data.paid_at).toBeGreaterThan(0);
    const [m] = await t.ctx.database.db
      .select()
      .from(members)
      .where(eq(members.email, 'anggota@sbc.test'));
    const activations = await t.ctx.database.db
      .select()
      .from(membershipActivations)
      .where(eq(membershipActivations.invoiceId, invoiceId));
    expect(activations).toHaveLength(1);
    expect(m?.membershipUntil).toBe(activations[0]?.until);
    const audit = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'mark-paid'));
    expect(audit).toHaveLength(1);

    const card = (
      await call(t.app, 'POST', `${O}/order/stored`, {
        token: member,
        body: { product_code: 'ANGGOTA-1B' },
      })
    ).body.data;
    await call(t.app, 'POST', `${O}/order/update-select-payment`, {
      token: member,
      body: { order_code: card.code, payment_type: 'card' },
    });
    const cardRow = (
      await call(t.app, 'POST', `${C}/order/list`, { token: superToken, body: { q: card.code } })
    ).body.data.data[0];
    expect(
      (
        await call(t.app, 'POST', `${C}/order/mark_paid`, {
          token: superToken,
          body: { invoice_id: cardRow.invoice_id },
        })
      ).status,
    ).toBe(409);
  });

  it('edits membership packages with a unique code', async () => {
    const created = await call(t.app, 'POST', `${C}/product/save`, {
      token: superToken,
      body: {
        code: 'anggota-6b',
        name: 'Anggota 6 Bulan',
        billing_period: '3months',
        activation_days: 180,
        price_gross: 270000,
        discount_rupiah: 20000,
      },
    });
    expect(created.body.data).toMatchObject({
      code: 'ANGGOTA-6B',
      price_nett: 250000,
      active: true,
    });
    const dup = await call(t.app, 'POST', `${C}/product/save`, {
      token: superToken,
      body: {
        code: 'ANGGOTA-1B',
        name: 'Salinan',
        billing_period: 'monthly',
        activation_days: 30,
        price_gross: 1,
        discount_rupiah: 0,
      },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.errors?.[0]?.field).toBe('code');
    const off = await call(t.app, 'POST', `${C}/product/save`, {
      token: superToken,
      body: { ...created.body.data, id: created.body.data.id, active: false },
    });
    expect(off.body.data.active).toBe(false);
    const pub = await call(t.app, 'GET', `${O}/order/products`);
    expect(pub.body.data.map((p: { code: string }) => p.code)).not.toContain('ANGGOTA-6B');
  });

  it('revokes a certificate with a reason and re-issues it, as the public verify call shows', async () => {
    const list = await call(t.app, 'POST', `${C}/certificate/list`, {
      token: superToken,
      body: { perPage: 1 },
    });
    const cert = list.body.data.data[0];
    expect(cert.status).toBe('valid');
    const revoked = await call(t.app, 'POST', `${C}/certificate/revoke`, {
      token: superToken,
      body: { id: cert.id, reason: 'Tidak mengikuti acara sampai selesai' },
    });
    expect(revoked.body.data).toMatchObject({
      status: 'revoked',
      revoke_reason: 'Tidak mengikuti acara sampai selesai',
    });
    const verify = await call(t.app, 'GET', `${V}/certificate/v1?code=${cert.code}`);
    expect(verify.body.data).toMatchObject({
      status: 'revoked',
      revoke_reason: 'Tidak mengikuti acara sampai selesai',
    });
    expect(
      (
        await call(t.app, 'POST', `${C}/certificate/revoke`, {
          token: superToken,
          body: { id: cert.id, reason: 'Lagi' },
        })
      ).status,
    ).toBe(409);
    const reissued = await call(t.app, 'POST', `${C}/certificate/reissue`, {
      token: superToken,
      body: { id: cert.id },
    });
    expect(reissued.body.data.status).toBe('valid');
    const again = await call(t.app, 'GET', `${V}/certificate/v1?code=${cert.code}`);
    expect(again.body.data).toMatchObject({
      status: 'valid',
      revoke_reason: null,
      number: cert.number,
    });
  });

  it('lists only their own chapter board to a chapter admin', async () => {
    const board = (token: string, chapterId: number | null) =>
      call(t.app, 'POST', `${C}/board/list`, {
        token,
        body: { board: 'chapter', chapter_id: chapterId },
      });
    const other = await board(chapterToken, otherChapterId);
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ status: 403, data: null });
    for (const chosen of [ownChapterId, null]) {
      const own = await board(chapterToken, chosen);
      expect(own.status).toBe(200);
      expect(
        own.body.data.every((m: { chapter_id: number }) => m.chapter_id === ownChapterId),
      ).toBe(true);
    }
    const bySuper = await board(superToken, otherChapterId);
    expect(bySuper.status).toBe(200);
    expect(bySuper.body.data.length).toBeGreaterThan(0);
    expect(
      bySuper.body.data.every((m: { chapter_id: number }) => m.chapter_id === otherChapterId),
    ).toBe(true);
  });

  it('records what an album or course update changed in the audit log', async () => {
    const latestAudit = async (entity: string, id: number) =>
      (
        await call(t.app, 'POST', `${A}/audit/list`, {
          token: superToken,
          body: { entity, perPage: 100 },
        })
      ).body.data.data.find((e: { entity_id: string }) => e.entity_id === String(id));
    const cats = await call(t.app, 'GET', `${C}/gallery/category/list`, { token: superToken });
    const album = {
      title: 'Donor Darah Relawan Cimahi',
      category_id: cats.body.data[0].id,
      chapter_id: ownChapterId,
      event_date: '2026-10-04',
    };
    const saveAlbum = (body: Record<string, unknown>) =>
      call(t.app, 'POST', `${C}/gallery/album/save`, { token: chapterToken, body });
    const created = await saveAlbum(album);
    expect(created.body.data.slug).toBe('donor-darah-relawan-cimahi');
    const albumId = created.body.data.id;
    expect(
      (await saveAlbum({ ...album, id: albumId, title: 'Donor Darah Relawan 2026' })).status,
    ).toBe(200);
    expect(await latestAudit('gallery-album', albumId)).toMatchObject({
      action: 'update',
      detail: { title: { from: 'Donor Darah Relawan Cimahi', to: 'Donor Darah Relawan 2026' } },
    });
    const moved = await saveAlbum({
      ...album,
      id: albumId,
      title: 'Donor Darah Relawan 2026',
      slug: 'donor-darah-relawan-2026',
    });
    expect(moved.body.data.slug).toBe('donor-darah-relawan-2026');
    expect((await latestAudit('gallery-album', albumId)).detail).toEqual({
      permalink: { from: 'donor-darah-relawan-cimahi', to: 'donor-darah-relawan-2026' },
    });

    const course = { title: 'Tahsin Lanjutan', chapter_id: ownChapterId };
    const saved = await call(t.app, 'POST', `${C}/course/save`, {
      token: chapterToken,
      body: course,
    });
    const courseId = saved.body.data.id;
    const renamed = await call(t.app, 'POST', `${C}/course/save`, {
      token: chapterToken,
      body: { ...course, id: courseId, title: 'Tahsin Lanjutan Tajwid' },
    });
    expect(renamed.status).toBe(200);
    expect((await latestAudit('course', courseId)).detail).toEqual({
      title: { from: 'Tahsin Lanjutan', to: 'Tahsin Lanjutan Tajwid' },
    });
  });

  it('records what any community update changed: a chapter\'s contacts, an event\'s text', async () => {
    const latestAudit = async (entity: string, id: number) =>
      (
        await call(t.app, 'POST', `${A}/audit/list`, { token: superToken, body: { entity, perPage: 100 } })
      ).body.data.data.find((e: { entity_id: string }) => e.entity_id === String(id));
    const chapter = {
      name: 'SBC Chapter Cirebon',
      city: 'Cirebon',
      province: 'Jawa Barat',
      address: 'Jl. Siliwangi No. 10, Cirebon',
      phone: '0231-200300',
      email: 'cirebon@sbc.test',
      instagram: 'sbc.cirebon',
    };
    const created = await call(t.app, 'POST', `${C}/chapter/create`, { token: superToken, body: chapter });
    expect(created.status).toBe(200);
    const chapterId = created.body.data.id;
    // Sent without its contacts, the chapter loses them: the log keeps what they were.
    const cleared = await call(t.app, 'POST', `${C}/chapter/update`, {
      token: superToken,
      body: { id: chapterId, name: chapter.name, city: chapter.city, province: chapter.province, address: chapter.address },
    });
    expect(cleared.status).toBe(200);
    expect((await latestAudit('chapter', chapterId)).detail).toEqual({
      phone: { from: '0231-200300', to: null },
      email: { from: 'cirebon@sbc.test', to: null },
      instagram: { from: 'sbc.cirebon', to: null },
    });

    const event = await call(t.app, 'POST', `${C}/event/create`, { token: superToken, body: eventBody({ title: 'Kajian Subuh Cirebon' }) });
    const eventId = event.body.data.id;
    const longer = 'Materi kajian: adab menuntut ilmu. '.repeat(10);
    await call(t.app, 'POST', `${C}/event/update`, {
      token: superToken,
      body: { ...eventBody({ title: 'Kajian Subuh Cirebon' }), id: eventId, description: longer, city: 'Cirebon' },
    });
    const entry = await latestAudit('event', eventId);
    expect(entry.detail.description).toBe('diubah');
    expect(entry.detail.city).toEqual({ from: expect.anything(), to: 'Cirebon' });
    expect(Object.keys(entry.detail)).not.toContain('title');
  });

  it("refuses a chapter phone the site cannot call, on its field, and saves nothing", async () => {
    const PHONE_RULE = 'Nomor telepon hanya angka, spasi, tanda kurung, tanda hubung, atau +';
    const listed = async () => (await call(t.app, 'GET', `${C}/chapter/list`, { token: superToken })).body.data as { id: number; name: string; phone: string | null }[];
    const before = await listed();
    const fields = { city: 'Balikpapan', province: 'Kalimantan Timur', address: 'Jl. Jenderal Sudirman 5' };

    for (const phone of ['telepon kami ya', 'bukan nomor 021']) {
      const edit = await call(t.app, 'POST', `${C}/chapter/update`, {
        token: chapterToken,
        body: { id: ownChapterId, name: 'SBC Telepon Salah', ...fields, phone },
      });
      expect(edit.status).toBe(400);
      expect(edit.body.errors).toEqual([{ field: 'phone', message: PHONE_RULE }]);
      const made = await call(t.app, 'POST', `${C}/chapter/create`, {
        token: superToken,
        body: { name: 'SBC Chapter Telepon Salah', ...fields, phone },
      });
      expect(made.status).toBe(400);
      expect(made.body.errors).toEqual([{ field: 'phone', message: PHONE_RULE }]);
    }
    expect(await listed()).toEqual(before);

    // Written as people write numbers, or left empty (none), it is kept.
    const created = await call(t.app, 'POST', `${C}/chapter/create`, {
      token: superToken,
      body: { name: 'SBC Chapter Balikpapan Utara', ...fields, phone: '+62 (542) 741-123' },
    });
    expect(created.status).toBe(200);
    expect(created.body.data.phone).toBe('+62 (542) 741-123');
    for (const phone of ['', '   ', null]) {
      const cleared = await call(t.app, 'POST', `${C}/chapter/update`, {
        token: superToken,
        body: { id: created.body.data.id, name: 'SBC Chapter Balikpapan Utara', ...fields, phone },
      });
      expect(cleared.status).toBe(200);
      expect(cleared.body.data.phone).toBeNull();
    }
    await call(t.app, 'POST', `${C}/chapter/delete`, { token: superToken, body: { id: created.body.data.id } });
  });

  it('takes a chapter Instagram only as an account or its profile address, and one name for one chapter', async () => {
    const fields = { city: 'Samarinda', province: 'Kalimantan Timur', address: 'Jl. Pahlawan 3' };
    const INSTAGRAM_RULE = 'Isi nama akun Instagram (mis. @sbc.jakarta) atau alamat profilnya di instagram.com';
    for (const instagram of ['javascript:alert(1)', 'https://contoh.id/sbc', 'akun kami']) {
      const made = await call(t.app, 'POST', `${C}/chapter/create`, {
        token: superToken,
        body: { name: 'SBC Chapter Samarinda', ...fields, instagram },
      });
      expect(made.status, instagram).toBe(400);
      expect(made.body.errors).toEqual([{ field: 'instagram', message: INSTAGRAM_RULE }]);
    }
    const created = await call(t.app, 'POST', `${C}/chapter/create`, {
      token: superToken,
      body: { name: 'SBC Chapter Samarinda', ...fields, instagram: 'sbc.samarinda' },
    });
    expect(created.status).toBe(200);
    for (const instagram of ['@sbc.samarinda', 'https://www.instagram.com/sbc.samarinda/?igsh=abc123']) {
      const edit = await call(t.app, 'POST', `${C}/chapter/update`, {
        token: superToken,
        body: { id: created.body.data.id, name: 'SBC Chapter Samarinda', ...fields, instagram },
      });
      expect(edit.status, instagram).toBe(200);
      expect(edit.body.data.instagram).toBe(instagram);
    }
    const twin = await call(t.app, 'POST', `${C}/chapter/create`, {
      token: superToken,
      body: { name: 'sbc chapter samarinda', ...fields },
    });
    expect(twin.status).toBe(409);
    expect(twin.body.errors).toEqual([{ field: 'name', message: 'Nama chapter sudah dipakai' }]);
    const jakarta = (await call(t.app, 'GET', `${C}/chapter/list`, { token: superToken })).body.data.find(
      (c: { id: number }) => c.id !== created.body.data.id,
    );
    const renamed = await call(t.app, 'POST', `${C}/chapter/update`, {
      token: superToken,
      body: { id: created.body.data.id, name: jakarta.name.toUpperCase(), ...fields },
    });
    expect(renamed.status).toBe(409);
    await call(t.app, 'POST', `${C}/chapter/delete`, { token: superToken, body: { id: created.body.data.id } });
  });

  it('tells a photo over 8 MB by the size rule on its field', async () => {
    const message = 'Ukuran gambar maksimal 8 MB';
    const cats = await call(t.app, 'GET', `${C}/gallery/category/list`, { token: superToken });
    const album = await call(t.app, 'POST', `${C}/gallery/album/save`, {
      token: chapterToken,
      body: {
        title: 'Kerja Bakti Masjid',
        category_id: cats.body.data[0].id,
        chapter_id: ownChapterId,
        event_date: '2026-09-20',
      },
    });
    // The data URL of a 9 MB file, and one just over 8 MB once decoded.
    for (const length of [12_000_000, 11_400_000]) {
      const image = `data:image/jpeg;base64,${'A'.repeat(length)}`;
      const photo = await call(t.app, 'POST', `${C}/gallery/image/upload`, {
        token: chapterToken,
        body: { album_id: album.body.data.id, image, alt: 'Warga membersihkan halaman masjid' },
      });
      expect(photo.body).toMatchObject({
        status: 400,
        msg: message,
        errors: [{ field: 'image', message }],
      });
      const event = await call(t.app, 'POST', `${C}/event/create`, {
        token: chapterToken,
        body: eventBody({ cover_image: image }),
      });
      expect(event.body).toMatchObject({
        status: 400,
        msg: message,
        errors: [{ field: 'cover_image', message }],
      });
    }
  });
});
