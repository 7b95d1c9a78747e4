import { desc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations, eventShareVisits, events, mailOutbox } from '../../db/schema';
import { call } from '../../test/client';
import { createTestApp, databases, type TestApp } from '../../test/harness';
import { startTestSmtp } from '../../test/smtp';

const V = '/sbc-visitor/v1';

describe.each(databases)('events, registration and certificates on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let visitor: string;
  let member: string;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(kind, { SMTP_URL: smtp.url, RATE_LIMIT_MULTIPLIER: '100' });
    visitor = (await call(t.app, 'GET', `${V}/session/create`)).body.data.client_id;
    member = (await call(t.app, 'POST', '/sbc-member-core/v1/auth/login', { body: { email: 'anggota2@sbc.test', password: 'AnggotaDemo#2026' } })).body.data.token;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /**
   * A free event from 09.00 to 11.00 WIB five days from now (one day, whatever the hour the test runs at), or with
   * `now`, one that started an hour ago (presence is open).
   */
  const freeEvent = async (when: 'later' | 'now' = 'later') => {
    const startsAt = new Date(Date.now() + (when === 'now' ? -3_600_000 : 5 * 86_400_000));
    if (when === 'later') startsAt.setUTCHours(2, 0, 0, 0);
    const [row] = await t.ctx.database.db.insert(events).values({
      slug: `uji-${Math.random().toString(36).slice(2, 8)}`,
      title: 'Kajian Uji Pendaftaran',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 7_200_000),
      place: 'Aula SBC',
      seats: 50,
    }).returning();
    if (!row) throw new Error('no event');
    return row;
  };

  it('shows an event by slug and by id', async () => {
    const e = await freeEvent();
    const bySlug = await call(t.app, 'GET', `${V}/event/detail/${e.slug}`);
    expect(bySlug.body.data).toMatchObject({ id: e.id, seats_left: 50, registration_open: true });
    expect((await call(t.app, 'GET', `${V}/event/detail/${e.id}`)).body.data.event_slug).toBe(e.slug);
    expect((await call(t.app, 'GET', `${V}/event/detail/tidak-ada`)).status).toBe(404);
  });

  it('shows a seat taken in the public event list as soon as it is taken', async () => {
    const e = await freeEvent();
    const seatsLeft = async () => {
      const list = await call(t.app, 'POST', `${V}/event`, { body: { when: 'upcoming', perPage: 50 } });
      return list.body.data.data.find((item: { id: number }) => item.id === e.id)?.seats_left;
    };
    expect(await seatsLeft()).toBe(50);
    const body = { event_id: e.id, name: 'Raka Pratama', email: 'raka.daftar@contoh.id', phone: '081233334444', user_id: visitor };
    expect((await call(t.app, 'POST', `${V}/event/register`, { body })).status).toBe(200);
    // The list is kept in the read cache; the registration drops it.
    expect(await seatsLeft()).toBe(49);
  });

  it('registers a visitor once, emails the QR code and calendar file, and knows them again', async () => {
    const e = await freeEvent();
    const body = { event_id: e.id, name: 'Nadia Putri', email: 'nadia@contoh.id', phone: '081211112222', user_id: visitor };
    const res = await call(t.app, 'POST', `${V}/event/register`, { body });
    expect(res.status).toBe(200);
    expect(res.body.data.qr_text).toBe(`SBCREG:${res.body.data.code}`);
    const mail = smtp.received.find((m) => m.to.includes('nadia@contoh.id'));
    expect(mail?.raw).toContain('Kajian Uji Pendaftaran');
    expect(mail?.raw).toContain('qr-registrasi.png');
    expect(mail?.raw).toContain(`${e.slug}.ics`);
    expect(mail?.raw).toContain('Content-Type: text/calendar');
    // The same calendar entry as the event page's download.
    const icsPart = (mail?.raw ?? '').split(/\r?\n--/).find((part) => part.includes('Content-Type: text/calendar')) ?? '';
    const [head = '', ...parts] = icsPart.split(/\r?\n\r?\n/);
    const ics = /base64/i.test(head) ? Buffer.from(parts.join(''), 'base64').toString('utf8') : parts.join('\n').replace(/=\r?\n/g, '');
    expect(ics).toContain(`UID:event-${e.id}@${new URL(t.ctx.env.WEB_URL).hostname}`);
    const again = await call(t.app, 'POST', `${V}/event/register`, { body: { ...body, email: 'NADIA@contoh.id' } });
    expect(again.status).toBe(409);
    const known = await call(t.app, 'GET', `${V}/event/is_participant?event_id=${e.id}&user_id=${visitor}`);
    expect(known.body.data.registration.code).toBe(res.body.data.code);
    expect(known.body.data).toMatchObject({ present: false, certificate_code: null });
    const stranger = await call(t.app, 'POST', `${V}/event/check_registered_event`, { body: { event_id: e.id, user_id: 'v1.asing000000.palsu' } });
    expect(stranger.status).toBe(400);
    const missing = await call(t.app, 'POST', `${V}/event/register`, { body: { event_id: e.id } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.map((x) => x.field)).toEqual(['name', 'email', 'phone']);
  });

  it('registers a member with one call from the profile', async () => {
    const e = await freeEvent();
    const res = await call(t.app, 'POST', `${V}/event/register`, { token: member, body: { event_id: e.id } });
    expect(res.body.data).toMatchObject({ name: 'Budi Santoso', email: 'anggota2@sbc.test', status: 'registered' });
    const check = await call(t.app, 'POST', `${V}/event/check_registered_event`, { token: member, body: { event_id: e.id } });
    expect(check.body.data.registered).toBe(true);
    const mine = await call(t.app, 'GET', '/sbc-member-report/v1/events', { token: member });
    expect(mine.body.data.map((r: { event: { id: number } }) => r.event.id)).toContain(e.id);
    expect((await call(t.app, 'POST', `${V}/event/register`, { token: member, body: { event_id: e.id } })).status).toBe(409);
  });

  it('never goes over the seats nor registers anyone twice under 200 simultaneous registrations', async () => {
    const e = await freeEvent();
    const attempts = Array.from({ length: 200 }, (_, i) =>
      call(t.app, 'POST', `${V}/event/register`, {
        ip: `10.50.${Math.floor(i / 100)}.${i % 100}`,
        body: { event_id: e.id, name: `Peserta ${i}`, email: `peserta${i % 120}@contoh.id`, phone: '081200000000' },
      }),
    );
    const results = await Promise.all(attempts);
    const ok = results.filter((r) => r.status === 200).length;
    expect(ok).toBe(50);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const rows = await t.ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, e.id));
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((r) => r.email)).size).toBe(50);
    const [after] = await t.ctx.database.db.select().from(events).where(eq(events.id, e.id));
    expect(after?.participantCount).toBe(50);
    expect((await call(t.app, 'POST', `${V}/event/register`, { body: { event_id: e.id, name: 'Telat', email: 'telat@contoh.id', phone: '081299998888' } })).body.msg).toContain('penuh');
    // Someone on the full list who tries again is told they are registered, not that the seats ran out.
    const [registered] = rows;
    if (!registered) throw new Error('fifty registrations were listed');
    const again = await call(t.app, 'POST', `${V}/event/register`, {
      body: { event_id: e.id, name: 'Peserta Lagi', email: registered.email.toUpperCase(), phone: '081200000000' },
    });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(`${registered.email} sudah terdaftar di event ini`);
  });

  it('says when a multi-day event starts in its confirmation mail', async () => {
    const tomorrowWib = new Date(Date.now() + 7 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    const startsAt = new Date(`${tomorrowWib}T08:00:00+07:00`);
    const [e] = await t.ctx.database.db
      .insert(events)
      .values({ slug: `uji-dua-hari-${Date.now()}`, title: 'Pelatihan Dua Hari', startsAt, endsAt: new Date(startsAt.getTime() + 32 * 3_600_000), place: 'Aula SBC' })
      .returning();
    await call(t.app, 'POST', `${V}/event/register`, { ip: '10.60.0.1', body: { event_id: e?.id, name: 'Sinta Dewi', email: 'sinta@contoh.id', phone: '081233335555' } });
    const [mail] = await t.ctx.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.to).toBe('sinta@contoh.id');
    expect(mail?.text).toMatch(/^Waktu: \d{1,2}[–-]\d{1,2} \w+ \d{4}, mulai 08\.00 WIB$|^Waktu: .+ – .+, mulai 08\.00 WIB$/m);
  });

  it("tells an online event's registrant how presence works there, and a venue's to show the QR code on arrival", async () => {
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    const [online] = await t.ctx.database.db
      .insert(events)
      .values({ slug: `uji-daring-${Date.now()}`, title: 'Kelas Daring', startsAt, endsAt: new Date(startsAt.getTime() + 7_200_000), onlineUrl: 'https://meet.sbc.or.id/kelas' })
      .returning();
    const venue = await freeEvent();
    const mailTo = async (eventId: number | undefined, email: string, ip: string) => {
      await call(t.app, 'POST', `${V}/event/register`, { ip, body: { event_id: eventId, name: 'Dina Lestari', email, phone: '081233337777' } });
      const [mail] = await t.ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
      return mail;
    };
    const daring = await mailTo(online?.id, 'dina.daring@contoh.id', '10.62.0.1');
    expect(daring?.text).toContain('Tempat: Daring: https://meet.sbc.or.id/kelas');
    for (const body of [daring?.text, daring?.html]) {
      expect(body).toContain('Event ini daring: bergabunglah melalui tautan di atas pada waktunya.');
      expect(body).toContain('Panitia mencatat kehadiran Anda dengan kode registrasi ini');
      expect(body).not.toContain('saat datang');
    }
    const onSite = await mailTo(venue.id, 'dina.aula@contoh.id', '10.62.0.2');
    for (const body of [onSite?.text, onSite?.html]) {
      expect(body).toContain('kepada petugas presensi saat datang.');
      expect(body).not.toContain('daring');
    }
  });

  it('re-sends the confirmation to the registered address, once every 2 minutes', async () => {
    const e = await freeEvent();
    const body = { event_id: e.id, name: 'Rudi Hartono', email: 'rudi@contoh.id', phone: '081244446666', user_id: visitor };
    expect((await call(t.app, 'POST', `${V}/event/register`, { ip: '10.61.0.1', body })).status).toBe(200);
    const again = await call(t.app, 'POST', `${V}/event/email_notification`, { ip: '10.61.0.2', body: { event_id: e.id, user_id: visitor } });
    expect(again.body).toMatchObject({ status: 200, data: { sent_to: 'r***@contoh.id' } });
    const soon = await call(t.app, 'POST', `${V}/event/email_notification`, { ip: '10.61.0.3', body: { event_id: e.id, user_id: visitor } });
    expect(soon.status).toBe(429);
    expect(soon.body.msg).toContain('coba lagi dalam 2 menit');
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(100);
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(120);
    const mails = await t.ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'rudi@contoh.id'));
    expect(mails).toHaveLength(2);
  });

  it('mails the registrant when the committee cancels their registration, saying the seat and any open bill are released', async () => {
    const A = '/sbc-admin/v1';
    const admin = (await call(t.app, 'POST', `${A}/login/stored`, { body: { email: 'admin@sbc.test', password: 'AdminDemo#2026' }, ip: '10.63.0.1' })).body.data.token as string;
    const free = await freeEvent();
    const [paid] = await t.ctx.database.db
      .insert(events)
      .values({ slug: `uji-bayar-${kind}`, title: 'Seminar Uji Berbayar', startsAt: free.startsAt, endsAt: free.endsAt, place: 'Aula SBC', seats: 10, priceNonMember: 25000 })
      .returning();
    /** Registers the address, cancels it as the admin, and answers the mails it got after that. */
    const registerThenCancel = async (eventId: number, email: string, ip: string) => {
      const registered = await call(t.app, 'POST', `${V}/event/register`, { ip, body: { event_id: eventId, name: 'Wati Susanti', email, phone: '081233338888' } });
      expect(registered.status).toBe(200);
      const [reg] = await t.ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.code, registered.body.data.code));
      const before = smtp.received.length;
      const cancelled = await call(t.app, 'POST', `${A}/community/event/registration_cancel`, { token: admin, body: { registration_id: reg?.id } });
      expect(cancelled.status).toBe(200);
      // Cancelling twice is refused and mails nobody again.
      expect((await call(t.app, 'POST', `${A}/community/event/registration_cancel`, { token: admin, body: { registration_id: reg?.id } })).status).toBe(409);
      const delivered = smtp.received.slice(before).filter((m) => m.to.includes(email));
      const stored = await t.ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));
      return { code: reg?.code, delivered, mail: stored[0] };
    };

    const onFree = await registerThenCancel(free.id, `batal-gratis-${kind}@contoh.id`, '10.63.0.2');
    expect(onFree.delivered).toHaveLength(1);
    expect(onFree.delivered[0]?.raw).toContain('Subject: Pendaftaran dibatalkan: Kajian Uji Pendaftaran');
    expect(onFree.mail?.subject).toBe('Pendaftaran dibatalkan: Kajian Uji Pendaftaran');
    expect(onFree.mail?.text).toContain('Pendaftaran Anda untuk "Kajian Uji Pendaftaran" dibatalkan oleh panitia.');
    expect(onFree.mail?.text).toMatch(/^Waktu: \d{1,2} \w+ \d{4}, \d\d\.\d\d–\d\d\.\d\d WIB$/m);
    expect(onFree.mail?.text).toContain(`Kode registrasi: ${onFree.code} (tidak berlaku lagi)`);
    expect(onFree.mail?.text).toContain('Kursi Anda sudah dilepas untuk peserta lain.');
    expect(onFree.mail?.text).not.toContain('tagihan');
    expect(onFree.mail?.html).toContain('/hubungi-kami');

    const onPaid = await registerThenCancel(paid?.id ?? 0, `batal-bayar-${kind}@contoh.id`, '10.63.0.3');
    expect(onPaid.delivered).toHaveLength(1);
    expect(onPaid.mail?.subject).toBe('Pendaftaran dibatalkan: Seminar Uji Berbayar');
    expect(onPaid.mail?.text).toContain('tagihan pendaftaran yang belum dibayar sudah ditutup sehingga tidak dapat dibayar lagi.');
  });

  describe('share links', () => {
    const A = '/sbc-admin/v1';
    const newVisitor = async () => (await call(t.app, 'GET', `${V}/session/create`)).body.data.client_id as string;
    const getLink = (eventId: number, clientId?: string) =>
      call(t.app, 'POST', `${V}/event/get-link`, { body: { event_id: eventId, ...(clientId === undefined ? {} : { client_id: clientId }) } });
    const open = (ref: string, clientId?: string) =>
      call(t.app, 'GET', `${V}/event/share-detail?ref=${ref}${clientId === undefined ? '' : `&client_id=${encodeURIComponent(clientId)}`}`);
    const adminLogin = async (email: string, password: string) =>
      (await call(t.app, 'POST', `${A}/login/stored`, { body: { email, password }, ip: `10.62.0.${email.length}` })).body.data.token as string;

    it('gives a visitor one link per event, another visitor another, and no client id a new one each time', async () => {
      const e = await freeEvent();
      const first = await getLink(e.id, visitor);
      expect(first.body.data).toMatchObject({ visits: 0 });
      expect(first.body.data.url).toBe(`${t.ctx.env.WEB_URL}/event/${e.slug}?ref=${first.body.data.ref}`);
      expect((await open(first.body.data.ref, visitor)).body.data.visits).toBe(0);
      expect((await getLink(e.id, visitor)).body.data).toMatchObject({ ref: first.body.data.ref, visits: 0 });
      const other = await getLink(e.id, await newVisitor());
      expect(other.body.data.ref).not.toBe(first.body.data.ref);
      // Presses at the same moment still give one link.
      const twice = await newVisitor();
      const presses = await Promise.all(Array.from({ length: 8 }, () => getLink(e.id, twice)));
      expect(new Set(presses.map((r) => r.body.data.ref)).size).toBe(1);
      const anonymous = [await getLink(e.id), await getLink(e.id), await getLink(e.id, 'bukan-id-dari-server')];
      expect(new Set([first.body.data.ref, ...anonymous.map((r) => r.body.data.ref)]).size).toBe(4);
      expect((await getLink(e.id, 'x'.repeat(101))).status).toBe(400);
      expect((await getLink(999_999, visitor)).status).toBe(404);
    });

    it('counts each person who opens a link once, never the sharer or a reader without a visitor id', async () => {
      const e = await freeEvent();
      const { ref } = (await getLink(e.id, visitor)).body.data;
      const reader = await newVisitor();
      const opened = await open(ref, reader);
      expect(opened.body.data).toMatchObject({ ref, visits: 1, event: { id: e.id, event_slug: e.slug } });
      expect((await open(ref, reader)).body.data.visits).toBe(1);
      expect((await open(ref.toUpperCase(), reader)).body.data.visits).toBe(1);
      expect((await open(ref, visitor)).body.data.visits).toBe(1);
      expect((await open(ref)).body.data.visits).toBe(1);
      // A client id the server did not issue is ignored, as get-link ignores it; an over-long one is refused.
      expect((await open(ref, 'bukan-id-dari-server')).body).toMatchObject({ status: 200, data: { visits: 1 } });
      const long = await open(ref, 'x'.repeat(101));
      expect(long.status).toBe(400);
      expect(long.body.errors?.[0]?.field).toBe('client_id');
      expect((await open(ref, await newVisitor())).body.data.visits).toBe(2);
      expect((await getLink(e.id, visitor)).body.data).toMatchObject({ ref, visits: 2 });
      const visits = await t.ctx.database.db.select().from(eventShareVisits).where(eq(eventShareVisits.ref, ref));
      expect(visits.map((v) => v.visitorId).sort()).not.toContain(visitor);
      expect(visits).toHaveLength(2);
      expect((await open('tidakada00', reader)).status).toBe(404);
      expect((await open('tidakada00')).status).toBe(404);
    });

    it("shows admins an event's links and the people who opened them, within the chapter scope", async () => {
      const [superToken, chapterToken] = [await adminLogin('admin@sbc.test', 'AdminDemo#2026'), await adminLogin('admin.chapter@sbc.test', 'ChapterDemo#2026')];
      const ownChapter = (await call(t.app, 'GET', `${A}/community/chapter/list`, { token: chapterToken })).body.data[0].id as number;
      const otherChapter = (await call(t.app, 'GET', `${A}/community/chapter/list`, { token: superToken })).body.data.find((c: { id: number }) => c.id !== ownChapter).id as number;
      const own = await freeEvent();
      const other = await freeEvent();
      await t.ctx.database.db.update(events).set({ chapterId: ownChapter }).where(eq(events.id, own.id));
      await t.ctx.database.db.update(events).set({ chapterId: otherChapter }).where(eq(events.id, other.id));
      const detail = (id: number, token: string) => call(t.app, 'GET', `${A}/community/event/detail/${id}`, { token });
      expect((await detail(own.id, superToken)).body.data).toMatchObject({ share_links: 0, share_visits: 0 });

      const mine = (await getLink(own.id, visitor)).body.data.ref;
      const theirs = (await getLink(own.id, await newVisitor())).body.data.ref;
      await getLink(own.id);
      const [b, c] = [await newVisitor(), await newVisitor()];
      await open(mine, b);
      await open(mine, b);
      await open(mine, c);
      await open(theirs, b);
      await open(theirs, visitor);
      await getLink(other.id, visitor);

      expect((await detail(own.id, superToken)).body.data).toMatchObject({ share_links: 3, share_visits: 4 });
      expect((await detail(own.id, chapterToken)).body.data).toMatchObject({ share_links: 3, share_visits: 4 });
      expect((await detail(other.id, superToken)).body.data).toMatchObject({ share_links: 1, share_visits: 0 });
      expect((await detail(other.id, chapterToken)).status).toBe(403);
      // The console's list shows the same totals for each event.
      const listed = async (token: string) =>
        (await call(t.app, 'POST', `${A}/community/event/list`, { token, body: { perPage: 100 } })).body.data.data as { id: number; share_links: number; share_visits: number }[];
      const all = await listed(superToken);
      expect(all.find((e) => e.id === own.id)).toMatchObject({ share_links: 3, share_visits: 4 });
      expect(all.find((e) => e.id === other.id)).toMatchObject({ share_links: 1, share_visits: 0 });
      expect((await listed(chapterToken)).find((e) => e.id === own.id)).toMatchObject({ share_links: 3, share_visits: 4 });
    });
  });

  it("makes a registration someone made with a member's address the member's own when they register", async () => {
    const e = await freeEvent('now');
    const stranger = (await call(t.app, 'GET', `${V}/session/create`)).body.data.client_id;
    const typed = await call(t.app, 'POST', `${V}/event/register`, {
      ip: '10.63.0.1',
      body: { event_id: e.id, name: 'Nama Palsu', email: 'ANGGOTA2@sbc.test', phone: '081200001111', user_id: stranger },
    });
    expect(typed.status).toBe(200);
    const claimed = await call(t.app, 'POST', `${V}/event/register`, { token: member, body: { event_id: e.id } });
    expect(claimed.status).toBe(200);
    expect(claimed.body.data).toMatchObject({ registration_id: typed.body.data.registration_id, name: 'Budi Santoso' });
    expect(claimed.body.data.code).not.toBe(typed.body.data.code);
    // The address receives the new code; the one who typed it no longer sees the registration.
    const [mail] = await t.ctx.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.to).toBe('anggota2@sbc.test');
    expect(mail?.text).toContain('Halo Budi Santoso,');
    const seen = await call(t.app, 'GET', `${V}/event/is_participant?event_id=${e.id}&user_id=${stranger}`);
    expect(seen.body.data).toMatchObject({ registered: false });
    // At the door the old code admits nobody; the new one checks the member in, in their name.
    const admin = (await call(t.app, 'POST', '/sbc-admin/v1/login/stored', { body: { email: 'admin@sbc.test', password: 'AdminDemo#2026' } })).body.data.token;
    const old = await call(t.app, 'POST', '/sbc-admin/v1/event/event_presence', { token: admin, body: { event_id: e.id, code: typed.body.data.qr_text } });
    expect(old.status).toBe(404);
    const present = await call(t.app, 'POST', '/sbc-admin/v1/event/event_presence', { token: admin, body: { event_id: e.id, code: claimed.body.data.qr_text } });
    expect(present.status).toBe(200);
    const cert = await call(t.app, 'GET', `${V}/certificate/v1?code=${present.body.data.certificate_code}`);
    expect(cert.body.data.holder_name).toBe('Budi Santoso');
  });

  it('shows a member the registration their address made as soon as they look, keeping the code made in their own browser', async () => {
    const other = async () => {
      const email = `pemilik.${Math.random().toString(36).slice(2, 8)}@contoh.id`;
      const res = await call(t.app, 'POST', '/sbc-member-core/v1/auth/register', {
        ip: '10.65.0.9',
        body: { first_name: 'Dewi', last_name: 'Pemilik', email, mobilephone: '081200002222', password: 'RahasiaUji#2026' },
      });
      return { email, token: res.body.data.token as string };
    };
    // Registered in this browser as a visitor, then became a member there: the same registration, the same code, no mail.
    const e = await freeEvent();
    const mine = await other();
    const browser = (await call(t.app, 'GET', `${V}/session/create`)).body.data.client_id;
    const typed = await call(t.app, 'POST', `${V}/event/register`, {
      ip: '10.65.0.1',
      body: { event_id: e.id, name: 'Dewi P', email: mine.email, phone: '081200002222', user_id: browser },
    });
    const mailsBefore = (await t.ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, mine.email))).length;
    const seen = await call(t.app, 'GET', `${V}/event/is_participant?event_id=${e.id}&user_id=${browser}`, { token: mine.token });
    expect(seen.body.data).toMatchObject({ registered: true, registration: { code: typed.body.data.code, name: 'Dewi Pemilik' } });
    expect(await t.ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, mine.email))).toHaveLength(mailsBefore);

    // Registered by someone else's browser: seen at once too, with a new code mailed and the old one declared void.
    const theirs = await other();
    const strangerBrowser = (await call(t.app, 'GET', `${V}/session/create`)).body.data.client_id;
    const stranger = await call(t.app, 'POST', `${V}/event/register`, {
      ip: '10.65.0.2',
      body: { event_id: e.id, name: 'Orang Lain', email: theirs.email, phone: '081200003333', user_id: strangerBrowser },
    });
    const looked = await call(t.app, 'POST', `${V}/event/check_registered_event`, { token: theirs.token, body: { event_id: e.id } });
    expect(looked.body.data.registered).toBe(true);
    expect(looked.body.data.registration.code).not.toBe(stranger.body.data.code);
    const [renewed] = await t.ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, theirs.email)).orderBy(desc(mailOutbox.id)).limit(1);
    expect(renewed?.subject).toBe('Kode registrasi baru: Kajian Uji Pendaftaran');
    expect(renewed?.text).toContain('tidak berlaku lagi');
    expect(renewed?.text).toContain(looked.body.data.registration.code);
  });

  it("keeps a member's registrations in their current name until someone checks in with them", async () => {
    const email = `ganti.${Math.random().toString(36).slice(2, 8)}@contoh.id`;
    const created = await call(t.app, 'POST', '/sbc-member-core/v1/auth/register', {
      ip: '10.66.0.9',
      body: { first_name: 'Rini', last_name: 'Lama', email, mobilephone: '081200004444', password: 'RahasiaUji#2026' },
    });
    const token = created.body.data.token as string;
    const later = await freeEvent();
    const now = await freeEvent('now');
    const upcoming = await call(t.app, 'POST', `${V}/event/register`, { token, body: { event_id: later.id } });
    const running = await call(t.app, 'POST', `${V}/event/register`, { token, body: { event_id: now.id } });
    const admin = (await call(t.app, 'POST', '/sbc-admin/v1/login/stored', { body: { email: 'admin@sbc.test', password: 'AdminDemo#2026' } })).body.data.token;
    await call(t.app, 'POST', '/sbc-admin/v1/event/event_presence', { token: admin, body: { event_id: now.id, code: running.body.data.qr_text } });

    const saved = await call(t.app, 'POST', '/sbc-member-core/v1/profile/update', {
      token,
      body: { first_name: 'Dewi', last_name: 'Baru', mobilephone: '081200005555' },
    });
    expect(saved.status).toBe(200);
    const rows = await t.ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, email));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(upcoming.body.data.registration_id)).toMatchObject({ name: 'Dewi Baru', phone: '081200005555' });
    // Checked in already: the attendance and the certificate keep the name they were made with.
    expect(byId.get(running.body.data.registration_id)).toMatchObject({ name: 'Rini Lama', phone: '081200004444' });
  });

  it('issues a certificate on presence that verifies by code, downloads as PDF, and is private otherwise', async () => {
    const e = await freeEvent('now');
    const reg = await call(t.app, 'POST', `${V}/event/register`, { token: member, body: { event_id: e.id } });
    const admin = (await call(t.app, 'POST', '/sbc-admin/v1/login/stored', { body: { email: 'admin@sbc.test', password: 'AdminDemo#2026' } })).body.data.token;
    const present = await call(t.app, 'POST', '/sbc-admin/v1/event/event_presence', { token: admin, body: { event_id: e.id, code: reg.body.data.qr_text } });
    const code = present.body.data.certificate_code;
    // The event page asks whose registration this is: it now says present, with the certificate.
    const check = await call(t.app, 'POST', `${V}/event/check_registered_event`, { token: member, body: { event_id: e.id } });
    expect(check.body.data).toMatchObject({ registered: true, present: true, certificate_code: code });
    const [issued] = await t.ctx.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(issued?.subject).toBe('E-sertifikat Anda: Kajian Uji Pendaftaran');
    expect(issued?.text).toContain(`/ecert/v1/${code}`);
    const cert = await call(t.app, 'GET', `${V}/certificate/v1?code=${code}`);
    expect(cert.body.data).toMatchObject({ holder_name: 'Budi Santoso', event_title: 'Kajian Uji Pendaftaran', status: 'valid' });
    expect(cert.body.data.verify_url).toMatch(new RegExp(`/ecert/v1/${code}$`));
    const own = await call(t.app, 'GET', `${V}/certificate/v1?event_id=${e.id}&participant_id=${reg.body.data.registration_id}`, { token: member });
    expect(own.body.data.code).toBe(code);
    const other = (await call(t.app, 'POST', '/sbc-member-core/v1/auth/login', { body: { email: 'anggota@sbc.test', password: 'AnggotaDemo#2026' } })).body.data.token;
    expect((await call(t.app, 'GET', `${V}/certificate/v1?event_id=${e.id}&participant_id=${reg.body.data.registration_id}`, { token: other })).status).toBe(404);
    expect((await call(t.app, 'GET', `${V}/certificate/v1?event_id=${e.id}&participant_id=${reg.body.data.registration_id}`)).status).toBe(401);
    const pdf = await t.app.inject({ method: 'GET', url: `${V}/certificate/v1/pdf?code=${code}` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(pdf.rawPayload);
    const [page] = doc.getPages();
    expect(page?.getWidth()).toBeGreaterThan(page?.getHeight() ?? 0);
    const byNumber = await call(t.app, 'POST', `${V}/certificate/find`, { body: { number: cert.body.data.number } });
    expect(byNumber.body.data.code).toBe(code);
    const guessed = await call(t.app, 'POST', `${V}/certificate/find`, { body: { number: cert.body.data.number.slice(0, -4) + 'AAAA' } });
    expect(guessed.status).toBe(404);
    const mine = await call(t.app, 'GET', '/sbc-member-report/v1/certificates', { token: member });
    expect(mine.body.data.map((c: { code: string }) => c.code)).toContain(code);
  });
});
