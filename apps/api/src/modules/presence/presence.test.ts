import { formatDayDate, formatDaySpan, formatShortDate } from '@sbc/format/date';
import ExcelJS from 'exceljs';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, eventRegistrations, events } from '../../db/schema';
import { call } from '../../test/client';
import { createTestApp, databases, type TestApp } from '../../test/harness';

const A = '/sbc-admin/v1';
const SSO = 'sso-secret-for-tests-0123456789abcdef';

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

describe.each(databases)('admin presence on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const login = async (email: string, password: string) =>
    (await call(t.app, 'POST', `${A}/login/stored`, { body: { email, password }, ip: `10.20.0.${email.length}` })).body.data.token as string;

  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_SSO_SECRET: SSO });
    admin = await login('admin@sbc.test', 'AdminDemo#2026');
  });
  afterAll(() => t.close());

  const firstPastEvent = async () => {
    const list = await call(t.app, 'POST', `${A}/event/list`, { token: admin, body: { when: 'past', perPage: 1 } });
    return list.body.data.data[0];
  };

  it('lists events with participant and attendance counts', async () => {
    const event = await firstPastEvent();
    expect(event.participant_count).toBeGreaterThan(10);
    expect(event.attendance_count).toBeGreaterThan(0);
    expect(event.attendance_count).toBeLessThan(event.participant_count);
    const bySlug = await call(t.app, 'GET', `${A}/event/detail/${event.event_slug}`, { token: admin });
    expect(bySlug.body.data.id).toBe(event.id);
  });

  it('checks a participant in by scanned code once, issuing the certificate, and refuses a second check-in', async () => {
    const event = (await call(t.app, 'POST', `${A}/event/list`, { token: admin, body: { when: 'upcoming', perPage: 1 } })).body.data.data[0];
    const absent = await call(t.app, 'POST', `${A}/event/event_presence_list`, { token: admin, body: { event_id: event.id, status: 'absent', perPage: 5 } });
    const person = absent.body.data.data[0];
    const scanned = `SBCREG:${person.code}`;
    const check = await call(t.app, 'POST', `${A}/event/validation_event_presence`, { token: admin, body: { event_id: event.id, code: scanned } });
    expect(check.body.data).toMatchObject({ already_present: false, participant: { name: person.name } });
    const first = await call(t.app, 'POST', `${A}/event/event_presence`, { token: admin, body: { event_id: event.id, code: scanned } });
    expect(first.status).toBe(200);
    expect(first.body.data.participant.present).toBe(true);
    expect(first.body.data.certificate_code).toMatch(/^[\w-]{20,}$/);
    const second = await call(t.app, 'POST', `${A}/event/event_presence`, { token: admin, body: { event_id: event.id, registration_id: person.registration_id } });
    expect(second.status).toBe(409);
    expect(second.body.msg).toContain('sudah tercatat hadir');
    const after = await call(t.app, 'POST', `${A}/event/list`, { token: admin, body: { when: 'upcoming', perPage: 1 } });
    expect(after.body.data.data[0].attendance_count).toBe(event.attendance_count + 1);
    const unknown = await call(t.app, 'POST', `${A}/event/event_presence`, { token: admin, body: { event_id: event.id, code: 'SBCREG:TIDAKADA' } });
    expect(unknown.status).toBe(404);
    // Nobody named: a bad request, not an unknown participant.
    for (const path of ['event/validation_event_presence', 'event/event_presence']) {
      const nobody = await call(t.app, 'POST', `${A}/${path}`, { token: admin, body: { event_id: event.id, code: '  ' } });
      expect(nobody.status).toBe(400);
      expect(nobody.body.errors).toEqual([{ field: 'code', message: 'Isi kode registrasi atau pilih peserta dari daftar.' }]);
    }
  });

  it("tells the door a cancelled registration and another event's code apart from an unknown code", async () => {
    const today = (await call(t.app, 'POST', `${A}/event/list`, { token: admin, body: { when: 'today', perPage: 1 } })).body.data.data[0];
    const absent = (await call(t.app, 'POST', `${A}/event/event_presence_list`, { token: admin, body: { event_id: today.id, status: 'absent', perPage: 1 } })).body.data.data[0];
    const cancelled = await call(t.app, 'POST', `${A}/community/event/registration_cancel`, { token: admin, body: { registration_id: absent.registration_id } });
    expect(cancelled.status).toBe(200);
    const elsewhere = await firstPastEvent();
    const theirs = (await call(t.app, 'POST', `${A}/event/event_presence_list`, { token: admin, body: { event_id: elsewhere.id, perPage: 1 } })).body.data.data[0];
    const days = formatDaySpan(elsewhere.starts_at, elsewhere.ends_at);
    for (const path of ['validation_event_presence', 'event_presence']) {
      const gone = await call(t.app, 'POST', `${A}/event/${path}`, { token: admin, body: { event_id: today.id, code: absent.code } });
      expect([path, gone.status, gone.body.msg]).toEqual([path, 410, `Pendaftaran ${absent.name} sudah dibatalkan; kode registrasinya tidak berlaku lagi`]);
      const other = await call(t.app, 'POST', `${A}/event/${path}`, { token: admin, body: { event_id: today.id, code: `SBCREG:${theirs.code}` } });
      expect([path, other.status, other.body.msg]).toEqual([path, 404, `Kode ini untuk event lain: ${elsewhere.event_title} (${days})`]);
      const unknown = await call(t.app, 'POST', `${A}/event/${path}`, { token: admin, body: { event_id: today.id, code: 'TIDAKADA0000' } });
      expect([path, unknown.status, unknown.body.msg]).toEqual([path, 404, 'Peserta tidak terdaftar di event ini']);
    }
    // A chapter admin is not told the title of another chapter's unpublished event.
    const [hidden] = await t.ctx.database.db
      .insert(events)
      .values({ slug: `rapat-tertutup-${kind}`, title: 'Rapat Tertutup Pusat', startsAt: new Date(), endsAt: new Date(Date.now() + 3_600_000), published: false })
      .returning({ id: events.id });
    await t.ctx.database.db.insert(eventRegistrations).values({ eventId: hidden?.id ?? 0, code: `TERTUTUP${kind.length}`, name: 'Tamu Pusat', email: `tamu-${kind}@contoh.id`, phone: '081200000009' });
    const chapter = await login('admin.chapter@sbc.test', 'ChapterDemo#2026');
    const veiled = await call(t.app, 'POST', `${A}/event/validation_event_presence`, { token: chapter, body: { event_id: today.id, code: `TERTUTUP${kind.length}` } });
    expect([veiled.status, veiled.body.msg]).toEqual([404, 'Kode ini untuk event lain, bukan event ini']);
  });

  it('writes every check-in to the audit log with the admin, the event or lesson and the person, leaving the content version', async () => {
    const presence = await login('presensi@sbc.test', 'PresensiDemo#2026');
    const version = async () => (await call(t.app, 'GET', '/sbc-visitor/v1/content-version')).body.data.version as number;
    const audit = async (entity: string) =>
      (await call(t.app, 'POST', `${A}/audit/list`, { token: admin, body: { entity, perPage: 1 } })).body.data.data[0];
    const before = await version();

    const today = (await call(t.app, 'POST', `${A}/event/list`, { token: admin, body: { when: 'today', perPage: 1 } })).body.data.data[0];
    const person = (await call(t.app, 'POST', `${A}/event/event_presence_list`, { token: admin, body: { event_id: today.id, status: 'absent', perPage: 1 } })).body.data.data[0];
    expect((await call(t.app, 'POST', `${A}/event/event_presence`, { token: presence, body: { event_id: today.id, code: person.code } })).status).toBe(200);
    const days = formatDaySpan(today.starts_at, today.ends_at);
    expect(await audit('event-presence')).toMatchObject({
      admin_email: 'presensi@sbc.test',
      action: 'check-in',
      entity_id: String(person.registration_id),
      summary: `Mencatat kehadiran ${person.name} di event “${today.event_title}” (${days})`,
      detail: { email: person.email, code: person.code },
    });

    const course = (await call(t.app, 'POST', `${A}/course/detail`, { token: admin, body: { course_id: 'tahsin-al-quran-dasar' } })).body.data;
    // By its id too, sent as a JSON number as every other id may be.
    const byId = await call(t.app, 'POST', `${A}/course/detail`, { token: admin, body: { course_id: course.id } });
    expect(byId.body.data.slug).toBe('tahsin-al-quran-dasar');
    const lesson = course.topics.flatMap((tp: { lessons: unknown[] }) => tp.lessons)[3];
    const member = (await call(t.app, 'POST', `${A}/course/course_presence_list`, { token: admin, body: { lesson_id: lesson.id } })).body.data.data.find((p: { present: boolean }) => !p.present);
    expect((await call(t.app, 'POST', `${A}/course/course_presence`, { token: presence, body: { lesson_id: lesson.id, member_id: member.member_id } })).status).toBe(200);
    expect(await audit('lesson-presence')).toMatchObject({
      admin_email: 'presensi@sbc.test',
      action: 'check-in',
      entity_id: String(lesson.id),
      summary: `Mencatat kehadiran ${member.name} di pertemuan “${lesson.title}” (${formatDayDate(lesson.starts_at)}) kelas “${course.title}”`,
      detail: { email: member.email },
    });
    // A refused check-in leaves no entry.
    await call(t.app, 'POST', `${A}/course/course_presence`, { token: presence, body: { lesson_id: lesson.id, member_id: member.member_id } });
    const entries = (await call(t.app, 'POST', `${A}/audit/list`, { token: admin, body: { entity: 'lesson-presence' } })).body.data.data;
    expect(entries.filter((e: { summary: string; entity_id: string }) => e.summary.includes(member.name) && e.entity_id === String(lesson.id))).toHaveLength(1);
    // Check-ins change no public content: the caches keyed on the content version stay.
    expect(await version()).toBe(before);
  });

  it('searches participants by name and by code', async () => {
    const event = await firstPastEvent();
    const all = await call(t.app, 'POST', `${A}/event/event_presence_list`, { token: admin, body: { event_id: event.id, perPage: 100 } });
    const someone = all.body.data.data[3];
    const byName = await call(t.app, 'POST', `${A}/event/event_presence_list`, { token: admin, body: { event_id: event.id, q: someone.name.split(' ')[0] } });
    expect(byName.body.data.data.map((p: { code: string }) => p.code)).toContain(someone.code);
    const byCode = await call(t.app, 'POST', `${A}/event/event_presence_list`, { token: admin, body: { event_id: event.id, q: someone.code.toLowerCase() } });
    expect(byCode.body.data.totalRecords).toBe(1);
  });

  it('exports the attendance list as a real spreadsheet', async () => {
    const event = await firstPastEvent();
    const res = await t.app.inject({ method: 'POST', url: `${A}/event/event_presence_excel`, headers: { authorization: `Bearer ${admin}` }, payload: { event_id: event.id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`presensi-${event.event_slug}.xlsx`);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet?.getRow(1).getCell(2).value).toBe('Nama');
    expect(sheet?.rowCount).toBe(event.participant_count + 1);
    const present = (sheet?.getColumn(8).values ?? []).filter((v) => v === 'Hadir').length;
    expect(present).toBe(event.attendance_count);
    // Registered and present at: real dates shown with their time of day.
    const checkedIn = sheet?.getColumn(9).values.findIndex((v) => v instanceof Date) ?? -1;
    expect(checkedIn).toBeGreaterThan(1);
    for (const col of [7, 9]) expect(sheet?.getRow(checkedIn).getCell(col)).toMatchObject({ numFmt: 'dd/mm/yyyy hh:mm', type: ExcelJS.ValueType.Date });
  });

  it('opens presence on the day an event or lesson starts (WIB), not before', async () => {
    const upcoming = (await call(t.app, 'POST', `${A}/event/list`, { token: admin, body: { when: 'upcoming', perPage: 50 } })).body.data.data;
    const later = upcoming.find((e: { starts_at: number }) => e.starts_at > Date.now() / 1000 + 2 * 86_400);
    const person = (await call(t.app, 'POST', `${A}/event/event_presence_list`, { token: admin, body: { event_id: later.id, perPage: 1 } })).body.data.data[0];
    const early = await call(t.app, 'POST', `${A}/event/event_presence`, { token: admin, body: { event_id: later.id, code: person.code } });
    expect(early.status).toBe(409);
    expect(early.body.msg).toMatch(/^Presensi event ini baru dibuka pada hari pelaksanaan \(\w+, \d{1,2} \w+ \d{4}\)$/);
    const check = await call(t.app, 'POST', `${A}/event/validation_event_presence`, { token: admin, body: { event_id: later.id, code: person.code } });
    expect(check.status).toBe(409);
    const after = (await call(t.app, 'GET', `${A}/event/detail/${later.id}`, { token: admin })).body.data;
    expect(after.attendance_count).toBe(later.attendance_count);

    const course = (await call(t.app, 'POST', `${A}/course/detail`, { token: admin, body: { course_id: 'tahsin-al-quran-dasar' } })).body.data;
    const nextWeek = course.topics.flatMap((tp: { lessons: { starts_at: number }[] }) => tp.lessons).find((l: { starts_at: number }) => l.starts_at > Date.now() / 1000 + 2 * 86_400);
    const people = (await call(t.app, 'POST', `${A}/course/course_presence_list`, { token: admin, body: { lesson_id: nextWeek.id } })).body.data.data;
    const lessonEarly = await call(t.app, 'POST', `${A}/course/course_presence`, { token: admin, body: { lesson_id: nextWeek.id, member_id: people[0].member_id } });
    expect(lessonEarly.status).toBe(409);
    expect(lessonEarly.body.msg).toContain('Presensi pertemuan ini baru dibuka pada hari pelaksanaan');
    const stillAbsent = (await call(t.app, 'POST', `${A}/course/course_presence_list`, { token: admin, body: { lesson_id: nextWeek.id } })).body.data.data;
    expect(stillAbsent.every((p: { present: boolean }) => !p.present)).toBe(true);
  });

  it('checks in a paid event\'s registration only once its bill is paid, so no certificate is given away', async () => {
    const startsAt = Math.floor(Date.now() / 1000) - 60;
    const created = await call(t.app, 'POST', `${A}/community/event/create`, {
      token: admin,
      body: {
        title: `Seminar Berbayar ${kind}`,
        starts_at: startsAt,
        ends_at: startsAt + 7200,
        place: 'Aula SBC',
        price_member: 20000,
        price_non_member: 25000,
      },
    });
    expect(created.status).toBe(200);
    const eventId = created.body.data.id as number;
    const visitor = (await call(t.app, 'GET', '/sbc-visitor/v1/session/create')).body.data.client_id;
    const registered = await call(t.app, 'POST', '/sbc-visitor/v1/event/register', {
      body: { event_id: eventId, name: 'Rahmat Belum Bayar', email: `bayar-${kind}@contoh.id`, phone: '081234560001', user_id: visitor },
    });
    expect(registered.status).toBe(200);
    const code = registered.body.data.code as string;
    expect(registered.body.data.status).toBe('pending_payment');

    const listed = await call(t.app, 'POST', `${A}/event/event_presence_list`, { token: admin, body: { event_id: eventId } });
    expect(listed.body.data.data[0]).toMatchObject({ code, payment_pending: true, present: false });
    for (const path of ['validation_event_presence', 'event_presence']) {
      const refused = await call(t.app, 'POST', `${A}/event/${path}`, { token: admin, body: { event_id: eventId, code } });
      expect(refused.status, path).toBe(409);
      expect(refused.body.msg).toBe('Rahmat Belum Bayar belum melunasi pembayaran event ini; presensi dicatat setelah tagihan lunas');
    }
    const issued = await t.ctx.database.db.select().from(certificates);
    expect(issued.some((c) => c.registrationId === listed.body.data.data[0].registration_id)).toBe(false);

    // Paid (the settlement turns the registration into a confirmed one): now it checks in.
    await t.ctx.database.db.update(eventRegistrations).set({ status: 'registered' }).where(eq(eventRegistrations.code, code));
    const present = await call(t.app, 'POST', `${A}/event/event_presence`, { token: admin, body: { event_id: eventId, code } });
    expect(present.status).toBe(200);
    expect(present.body.data.participant).toMatchObject({ present: true, payment_pending: false });
  });

  it("words an event's two exports alike, and tells an unpaid registration from a no-show", async () => {
    const startsAt = Math.floor(Date.now() / 1000) - 60;
    const created = await call(t.app, 'POST', `${A}/community/event/create`, {
      token: admin,
      body: { title: `Seminar Dua Berkas ${kind}`, starts_at: startsAt, ends_at: startsAt + 7200, place: 'Aula SBC', price_member: 20000, price_non_member: 25000 },
    });
    const eventId = created.body.data.id as number;
    const visitor = (await call(t.app, 'GET', '/sbc-visitor/v1/session/create')).body.data.client_id;
    const register = async (name: string, email: string) =>
      (await call(t.app, 'POST', '/sbc-visitor/v1/event/register', { body: { event_id: eventId, name, email, phone: '081234560002', user_id: visitor } })).body.data.code as string;
    const unpaid = await register('Ahmad Belum Bayar', `dua-a-${kind}@contoh.id`);
    const paid = await register('Budi Sudah Bayar', `dua-b-${kind}@contoh.id`);
    await t.ctx.database.db.update(eventRegistrations).set({ status: 'registered' }).where(eq(eventRegistrations.code, paid));

    const download = async (url: string) =>
      sheetOf((await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${admin}` }, payload: { event_id: eventId } })).rawPayload);
    const attendance = await download(`${A}/event/event_presence_excel`);
    const registrations = await download(`${A}/community/event/registrations_excel`);
    const headers = (sheet: ExcelJS.Worksheet | undefined) => (sheet?.getRow(1).values as unknown[]).slice(1);
    expect(headers(attendance)).toEqual(['No', 'Nama', 'Email', 'Ponsel', 'Jenis', 'Kode registrasi', 'Waktu daftar (WIB)', 'Kehadiran', 'Waktu hadir (WIB)']);
    expect(headers(registrations)).toEqual(['No', 'Nama', 'Email', 'Ponsel', 'Jenis', 'Kode registrasi', 'Waktu daftar (WIB)', 'Status', 'Kehadiran']);
    /** Each registration's kind and attendance, by code. */
    const read = (sheet: ExcelJS.Worksheet | undefined, attendanceCol: number) =>
      Object.fromEntries([2, 3].map((n) => [sheet?.getRow(n).getCell(6).value, [sheet?.getRow(n).getCell(5).value, sheet?.getRow(n).getCell(attendanceCol).value]]));
    const expected = { [unpaid]: ['Umum', 'Belum bayar'], [paid]: ['Umum', 'Belum hadir'] };
    expect(read(attendance, 8)).toEqual(expected);
    expect(read(registrations, 9)).toEqual(expected);
  });

  it("keeps a chapter admin to their own chapter's courses", async () => {
    const chapter = await login('admin.chapter@sbc.test', 'ChapterDemo#2026');
    const course = (await call(t.app, 'POST', `${A}/course/detail`, { token: admin, body: { course_id: 'tahsin-al-quran-dasar' } })).body.data;
    expect(course.chapter_name).not.toBe('SBC Chapter Bandung');
    const lesson = course.topics[0].lessons[0];
    expect((await call(t.app, 'POST', `${A}/course/list`, { token: chapter, body: {} })).body.data).toEqual({ data: [], totalRecords: 0 });
    for (const [method, path, body] of [
      ['POST', 'course/detail', { course_id: course.slug }],
      ['GET', `course/lesson/list?course_id=${course.id}`, undefined],
      ['POST', 'course/course_presence_list', { lesson_id: lesson.id }],
      ['POST', 'course/validation_course_presence', { lesson_id: lesson.id, member_id: 1 }],
      ['POST', 'course/course_presence', { lesson_id: lesson.id, member_id: 1 }],
      ['POST', 'course/course_presence_excel', { lesson_id: lesson.id }],
      ['POST', 'course/course_presence_formating_excel', { course_id: course.id }],
    ] as const) {
      const res = await call(t.app, method, `${A}/${path}`, { token: chapter, body });
      expect([path, res.status]).toEqual([path, 404]);
      // Not "missing": looked for in the admin's own chapter only.
      expect(res.body.msg).toMatch(/tidak ditemukan di chapter Anda$/);
    }
    expect((await call(t.app, 'POST', `${A}/course/detail`, { token: admin, body: { course_id: 'tidak-ada' } })).body.msg).toBe('Kelas tidak ditemukan');
    expect((await call(t.app, 'POST', `${A}/course/list`, { token: admin, body: {} })).body.data.totalRecords).toBe(3);
  });

  it('takes course presence per lesson and exports the formatted report', async () => {
    const courses = await call(t.app, 'POST', `${A}/course/list`, { token: admin, body: {} });
    expect(courses.body.data.totalRecords).toBe(3);
    const course = (await call(t.app, 'POST', `${A}/course/detail`, { token: admin, body: { course_id: 'tahsin-al-quran-dasar' } })).body.data;
    expect(course.topics).toHaveLength(3);
    const lessons = await call(t.app, 'GET', `${A}/course/lesson/list?course_id=${course.id}&topic_id=${course.topics[0].id}`, { token: admin });
    expect(lessons.body.data).toHaveLength(3);
    const today = course.topics.flatMap((tp: { lessons: unknown[] }) => tp.lessons)[3];
    const people = await call(t.app, 'POST', `${A}/course/course_presence_list`, { token: admin, body: { lesson_id: today.id } });
    const member = people.body.data.data.find((p: { present: boolean }) => !p.present);
    const ok = await call(t.app, 'POST', `${A}/course/course_presence`, { token: admin, body: { lesson_id: today.id, member_id: member.member_id } });
    expect(ok.body.data.present).toBe(true);
    const twice = await call(t.app, 'POST', `${A}/course/course_presence`, { token: admin, body: { lesson_id: today.id, member_id: member.member_id } });
    expect(twice.status).toBe(409);
    const outsider = await call(t.app, 'POST', `${A}/course/validation_course_presence`, { token: admin, body: { lesson_id: today.id, member_id: 999999 } });
    expect(outsider.status).toBe(404);
    const lessonFile = await t.app.inject({ method: 'POST', url: `${A}/course/course_presence_excel`, headers: { authorization: `Bearer ${admin}` }, payload: { lesson_id: today.id } });
    // Named by the course and the meeting's number in it (the fourth), not by the lesson's id.
    expect(lessonFile.headers['content-disposition']).toBe(`attachment; filename="presensi-${course.slug}-pertemuan-4-${formatShortDate(today.starts_at).replace(/\s/g, '-')}.xlsx"`);
    const lessonSheet = await sheetOf(lessonFile.rawPayload);
    expect(lessonSheet?.getCell('A1').value).toBe(`Presensi Kelas: ${course.title}`);
    expect(String(lessonSheet?.getCell('A2').value)).toMatch(new RegExp(`^${today.title} · \\w+, \\d{1,2} \\w+ \\d{4}, 19\\.30 WIB · \\d+ dari ${people.body.data.totalRecords} hadir$`));
    expect(lessonSheet?.getRow(4).values).toEqual([undefined, 'No', 'Nama', 'Email', 'Kehadiran', 'Waktu Hadir']);
    expect(lessonSheet?.rowCount).toBe(4 + people.body.data.totalRecords);
    expect(lessonSheet?.getRow(5).getCell(3).value).toBe(people.body.data.data[0].email);

    const report = await t.app.inject({ method: 'POST', url: `${A}/course/course_presence_formating_excel`, headers: { authorization: `Bearer ${admin}` }, payload: { course_id: course.id } });
    const sheet = await sheetOf(report.rawPayload);
    expect(String(sheet?.getCell('A1').value)).toContain("Tahsin Al-Qur'an Dasar");
    expect(sheet?.getRow(4).getCell(2).value).toBe('Nama');
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
    const lessonsCount = 8;
    const totalCol = 3 + lessonsCount + 1;
    const memberRow = sheet?.getRow(5);
    const marks = Array.from({ length: lessonsCount }, (_, i) => memberRow?.getCell(4 + i).value).filter((v) => v === '✓').length;
    expect(memberRow?.getCell(totalCol).value).toBe(marks);
    expect(sheet?.getRow(5 + course.member_count).getCell(2).value).toBe('Total hadir per pertemuan');
  });

  it("counts a lesson's attendance among the course's current members only", async () => {
    const course = (await call(t.app, 'POST', `${A}/course/detail`, { token: admin, body: { course_id: 'tahsin-al-quran-dasar' } })).body.data;
    const lesson = course.topics.flatMap((tp: { lessons: { id: number }[] }) => tp.lessons)[3];
    const countOf = async () => {
      const detail = (await call(t.app, 'POST', `${A}/course/detail`, { token: admin, body: { course_id: course.slug } })).body.data;
      const found = detail.topics.flatMap((tp: { lessons: { id: number; present_count: number }[] }) => tp.lessons).find((l: { id: number }) => l.id === lesson.id);
      const listed = (await call(t.app, 'POST', `${A}/course/course_presence_list`, { token: admin, body: { lesson_id: lesson.id } })).body.data.data;
      return { count: found.present_count as number, listed: listed.filter((p: { present: boolean }) => p.present).length as number };
    };
    const people = (await call(t.app, 'POST', `${A}/course/course_presence_list`, { token: admin, body: { lesson_id: lesson.id } })).body.data.data;
    const absent = people.find((p: { present: boolean }) => !p.present);
    await call(t.app, 'POST', `${A}/course/course_presence`, { token: admin, body: { lesson_id: lesson.id, member_id: absent.member_id } });
    const before = await countOf();
    expect(before.count).toBe(before.listed);

    const removed = await call(t.app, 'POST', `${A}/community/course/member_remove`, { token: admin, body: { course_id: course.id, member_id: absent.member_id } });
    expect(removed.status).toBe(200);
    const after = await countOf();
    expect(after).toEqual({ count: before.count - 1, listed: before.listed - 1 });
    const inConsole = (await call(t.app, 'GET', `${A}/community/course/detail/${course.id}`, { token: admin })).body.data;
    const consoleLesson = inConsole.topics.flatMap((tp: { lessons: { id: number; present_count: number }[] }) => tp.lessons).find((l: { id: number }) => l.id === lesson.id);
    expect(consoleLesson.present_count).toBe(after.count);
  });

  it('enforces roles on the server: member tokens, presence-only and chapter admins', async () => {
    const member = (await call(t.app, 'POST', '/sbc-member-core/v1/auth/login', { body: { email: 'anggota@sbc.test', password: 'AnggotaDemo#2026' } })).body.data.token;
    expect((await call(t.app, 'POST', `${A}/event/list`, { token: member, body: {} })).status).toBe(403);
    expect((await call(t.app, 'POST', `${A}/event/list`, { body: {} })).status).toBe(401);
    const presence = await login('presensi@sbc.test', 'PresensiDemo#2026');
    expect((await call(t.app, 'POST', `${A}/event/list`, { token: presence, body: {} })).status).toBe(200);
    expect((await call(t.app, 'POST', `${A}/member/index`, { token: presence, body: {} })).status).toBe(403);
    expect((await call(t.app, 'POST', `${A}/mail/outbox`, { token: presence, body: {} })).status).toBe(403);
    const chapter = await login('admin.chapter@sbc.test', 'ChapterDemo#2026');
    const mine = await call(t.app, 'POST', `${A}/event/list`, { token: chapter, body: { perPage: 50 } });
    expect(mine.body.data.data.length).toBeGreaterThan(0);
    expect(mine.body.data.data.every((e: { chapter_name: string }) => e.chapter_name === 'SBC Chapter Bandung')).toBe(true);
    const other = (await call(t.app, 'POST', `${A}/event/list`, { token: admin, body: { perPage: 50 } })).body.data.data.find(
      (e: { chapter_name: string | null }) => e.chapter_name !== 'SBC Chapter Bandung',
    );
    const elsewhere = await call(t.app, 'POST', `${A}/event/event_presence_list`, { token: chapter, body: { event_id: other.id } });
    expect([elsewhere.status, elsewhere.body.msg]).toEqual([404, 'Event tidak ditemukan di chapter Anda']);
  });

  it("lists a member's own courses with their presence per lesson", async () => {
    const member = (await call(t.app, 'POST', '/sbc-member-core/v1/auth/login', { body: { email: 'anggota@sbc.test', password: 'AnggotaDemo#2026' } })).body.data.token;
    const mine = await call(t.app, 'GET', '/sbc-member-report/v1/courses', { token: member });
    expect(mine.body.data).toHaveLength(3);
    const lessons = mine.body.data[0].topics.flatMap((tp: { lessons: { present: boolean }[] }) => tp.lessons);
    expect(lessons.some((l: { present: boolean }) => l.present)).toBe(true);
  });

  it('lists members with membership status', async () => {
    const res = await call(t.app, 'POST', `${A}/member/index`, { token: admin, body: { q: 'anggota@sbc' } });
    expect(res.body.data.data[0]).toMatchObject({ email: 'anggota@sbc.test', membership_active: true });
    const all = (await call(t.app, 'POST', `${A}/member/index`, { token: admin, body: { perPage: 100 } })).body.data;
    const second = (await call(t.app, 'POST', `${A}/member/index`, { token: admin, body: { page: 2, perPage: 1 } })).body.data;
    expect(second.totalRecords).toBe(all.totalRecords);
    expect(second.data).toEqual([all.data[1]]);
  });

  it('changes the admin password, signing other sessions out', async () => {
    const a = await login('presensi@sbc.test', 'PresensiDemo#2026');
    const b = await login('presensi@sbc.test', 'PresensiDemo#2026');
    const weak = await call(t.app, 'POST', `${A}/user/update_password`, { token: a, body: { current_password: 'PresensiDemo#2026', new_password: 'pendek' } });
    expect(weak.status).toBe(400);
    const guessable = await call(t.app, 'POST', `${A}/user/update_password`, { token: a, body: { current_password: 'PresensiDemo#2026', new_password: 'Password1' } });
    expect(guessable.status).toBe(400);
    expect(guessable.body.errors).toEqual([{ field: 'new_password', message: 'Kata sandi ini terlalu mudah ditebak; pilih yang lain' }]);
    const same = await call(t.app, 'POST', `${A}/user/update_password`, { token: a, body: { current_password: 'PresensiDemo#2026', new_password: 'PresensiDemo#2026' } });
    expect(same.body.errors).toEqual([{ field: 'new_password', message: 'Kata sandi baru harus berbeda dari yang lama' }]);
    const ok = await call(t.app, 'POST', `${A}/user/update_password`, { token: a, body: { current_password: 'PresensiDemo#2026', new_password: 'PresensiBaru2026' } });
    expect(ok.status).toBe(200);
    expect((await call(t.app, 'GET', `${A}/account/profile`, { token: a })).status).toBe(200);
    expect((await call(t.app, 'GET', `${A}/account/profile`, { token: b })).status).toBe(401);
  });

  it('signs in with a trusted sign-in token and refuses a forged or stale one', async () => {
    const sign = (secret: string, sub: string, iat = Math.floor(Date.now() / 1000)) =>
      new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setAudience('sbc-admin').setIssuedAt(iat).setExpirationTime(iat + 300).sign(new TextEncoder().encode(secret));
    const ok = await call(t.app, 'POST', `${A}/login/stored_jwt`, { body: { token: await sign(SSO, 'admin@sbc.test') } });
    expect(ok.body.data.token).toBeTruthy();
    expect(ok.body.data.profile.email).toBe('admin@sbc.test');
    const forged = await call(t.app, 'POST', `${A}/login/stored_jwt`, { body: { token: await sign('another-secret-another-secret-0000', 'admin@sbc.test') } });
    expect(forged.status).toBe(401);
    const stale = await call(t.app, 'POST', `${A}/login/stored_jwt`, { body: { token: await sign(SSO, 'admin@sbc.test', Math.floor(Date.now() / 1000) - 600) } });
    expect(stale.status).toBe(401);
  });
});
