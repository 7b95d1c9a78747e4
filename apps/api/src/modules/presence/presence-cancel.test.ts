import { formatDayDate, formatDaySpan } from '@sbc/format/date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/client';
import { createTestApp, databases, type TestApp } from '../../test/harness';

const A = '/sbc-admin/v1';
const V = '/sbc-visitor/v1';

interface Participant {
  registration_id: number;
  code: string;
  name: string;
  email: string;
  present: boolean;
}

describe.each(databases)('undoing a check-in on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let presence: string;
  const login = async (email: string, password: string) =>
    (await call(t.app, 'POST', `${A}/login/stored`, { body: { email, password }, ip: `10.21.0.${email.length}` })).body.data.token as string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login('admin@sbc.test', 'AdminDemo#2026');
    presence = await login('presensi@sbc.test', 'PresensiDemo#2026');
  });
  afterAll(() => t.close());

  const todayEvent = async () =>
    (await call(t.app, 'POST', `${A}/event/list`, { token: admin, body: { when: 'today', perPage: 1 } })).body.data.data[0];
  const absentOf = async (eventId: number, index: number): Promise<Participant> =>
    (await call(t.app, 'POST', `${A}/event/event_presence_list`, { token: admin, body: { event_id: eventId, status: 'absent', perPage: 10 } })).body.data.data[index];
  const certificate = async (code: string) => (await call(t.app, 'GET', `${V}/certificate/v1?code=${code}`)).body.data;
  const version = async () => (await call(t.app, 'GET', `${V}/content-version`)).body.data.version as number;
  const newestAudit = async (entity: string) =>
    (await call(t.app, 'POST', `${A}/audit/list`, { token: admin, body: { entity, perPage: 1 } })).body.data.data[0];

  it('removes the presence and revokes its certificate; a new check-in gives the same certificate back', async () => {
    const event = await todayEvent();
    const person = await absentOf(event.id, 0);
    const checkedIn = await call(t.app, 'POST', `${A}/event/event_presence`, { token: presence, body: { event_id: event.id, code: person.code } });
    expect(checkedIn.status).toBe(200);
    const code = checkedIn.body.data.certificate_code as string;
    expect((await certificate(code)).status).toBe('valid');
    const counted = (await call(t.app, 'GET', `${A}/event/detail/${event.id}`, { token: admin })).body.data.attendance_count as number;
    const before = await version();

    const undone = await call(t.app, 'POST', `${A}/event/cancel_event_presence`, { token: presence, body: { event_id: event.id, registration_id: person.registration_id } });
    expect(undone.status).toBe(200);
    expect(undone.body.msg).toBe(`Kehadiran ${person.name} dibatalkan`);
    expect(undone.body.data).toMatchObject({ participant: { registration_id: person.registration_id, present: false, checked_in_at: null }, certificate_revoked: true });
    expect((await call(t.app, 'GET', `${A}/event/detail/${event.id}`, { token: admin })).body.data.attendance_count).toBe(counted - 1);
    const listed = (await call(t.app, 'POST', `${A}/event/event_presence_list`, { token: admin, body: { event_id: event.id, q: person.code } })).body.data.data[0];
    expect(listed.present).toBe(false);
    // Whoever checks the certificate reads that it no longer holds, and why.
    expect(await certificate(code)).toMatchObject({ status: 'revoked', revoke_reason: 'Presensi dibatalkan panitia' });
    // Who undid it is on record, and the certificate's public page is a content change.
    expect(await newestAudit('event-presence')).toMatchObject({
      admin_email: 'presensi@sbc.test',
      action: 'check-in-cancel',
      entity_id: String(person.registration_id),
      summary: `Membatalkan kehadiran ${person.name} di event “${event.event_title}” (${formatDaySpan(event.starts_at, event.ends_at)})`,
    });
    expect(await newestAudit('certificate')).toMatchObject({ action: 'revoke', detail: { reason: 'Presensi dibatalkan panitia' } });
    expect(await version()).toBeGreaterThan(before);

    // Undone twice: nothing to undo.
    const again = await call(t.app, 'POST', `${A}/event/cancel_event_presence`, { token: presence, body: { event_id: event.id, registration_id: person.registration_id } });
    expect([again.status, again.body.msg]).toEqual([409, `${person.name} belum tercatat hadir`]);

    // Undone, the registration itself can be cancelled; present, it could not.
    const other = (await absentOf(event.id, 0)).registration_id === person.registration_id ? await absentOf(event.id, 1) : await absentOf(event.id, 0);
    await call(t.app, 'POST', `${A}/event/event_presence`, { token: admin, body: { event_id: event.id, code: other.code } });
    const cancel = () => call(t.app, 'POST', `${A}/community/event/registration_cancel`, { token: admin, body: { registration_id: other.registration_id } });
    const refused = await cancel();
    expect([refused.status, refused.body.msg]).toEqual([409, 'Peserta ini sudah tercatat hadir; batalkan dulu kehadirannya di halaman presensi event']);
    await call(t.app, 'POST', `${A}/event/cancel_event_presence`, { token: admin, body: { event_id: event.id, registration_id: other.registration_id } });
    expect((await cancel()).status).toBe(200);

    // Present after all: the same certificate is valid again, dated at this check-in.
    const back = await call(t.app, 'POST', `${A}/event/event_presence`, { token: presence, body: { event_id: event.id, code: person.code } });
    expect(back.status).toBe(200);
    expect(back.body.data.certificate_code).toBe(code);
    expect(await certificate(code)).toMatchObject({ status: 'valid', revoke_reason: null });
    expect(await newestAudit('certificate')).toMatchObject({ action: 'reissue' });
  });

  it('leaves a certificate an admin revoked for another reason revoked', async () => {
    const event = await todayEvent();
    const person = await absentOf(event.id, 0);
    const checkedIn = await call(t.app, 'POST', `${A}/event/event_presence`, { token: admin, body: { event_id: event.id, code: person.code } });
    const code = checkedIn.body.data.certificate_code as string;
    const listed = (await call(t.app, 'POST', `${A}/community/certificate/list`, { token: admin, body: { q: person.email } })).body.data.data;
    const own = listed.find((c: { verify_url: string }) => c.verify_url.endsWith(code));
    const revoked = await call(t.app, 'POST', `${A}/community/certificate/revoke`, { token: admin, body: { id: own.id, reason: 'Nama tidak sesuai KTP' } });
    expect(revoked.status).toBe(200);

    const undone = await call(t.app, 'POST', `${A}/event/cancel_event_presence`, { token: admin, body: { event_id: event.id, registration_id: person.registration_id } });
    expect(undone.body.data.certificate_revoked).toBe(false);
    expect((await call(t.app, 'POST', `${A}/event/event_presence`, { token: admin, body: { event_id: event.id, code: person.code } })).status).toBe(200);
    expect(await certificate(code)).toMatchObject({ status: 'revoked', revoke_reason: 'Nama tidak sesuai KTP' });
  });

  it('refuses what cannot be undone, in the envelope', async () => {
    const event = await todayEvent();
    const person = await absentOf(event.id, 0);
    const notPresent = await call(t.app, 'POST', `${A}/event/cancel_event_presence`, { token: admin, body: { event_id: event.id, registration_id: person.registration_id } });
    expect([notPresent.status, notPresent.body.msg]).toEqual([409, `${person.name} belum tercatat hadir`]);
    const nobody = await call(t.app, 'POST', `${A}/event/cancel_event_presence`, { token: admin, body: { event_id: event.id, registration_id: 99_999_999 } });
    expect([nobody.status, nobody.body.msg]).toEqual([404, 'Peserta tidak terdaftar di event ini']);
    const missing = await call(t.app, 'POST', `${A}/event/cancel_event_presence`, { token: admin, body: { event_id: event.id } });
    expect(missing.status).toBe(400);
    expect((missing.body.errors ?? []).map((e: { field: string }) => e.field)).toEqual(['registration_id']);
    // A cancelled registration (one never checked in: a present one cannot be cancelled) is gone, as at the door.
    const other = await absentOf(event.id, 1);
    expect((await call(t.app, 'POST', `${A}/community/event/registration_cancel`, { token: admin, body: { registration_id: other.registration_id } })).status).toBe(200);
    const gone = await call(t.app, 'POST', `${A}/event/cancel_event_presence`, { token: admin, body: { event_id: event.id, registration_id: other.registration_id } });
    expect(gone.status).toBe(410);
    // Nobody signed in: no undo.
    expect((await call(t.app, 'POST', `${A}/event/cancel_event_presence`, { body: { event_id: event.id, registration_id: person.registration_id } })).status).toBe(401);
  });

  it("undoes a member's check-in at a lesson", async () => {
    const course = (await call(t.app, 'POST', `${A}/course/detail`, { token: admin, body: { course_id: 'tahsin-al-quran-dasar' } })).body.data;
    const lesson = course.topics.flatMap((tp: { lessons: unknown[] }) => tp.lessons)[2];
    const members = async () =>
      (await call(t.app, 'POST', `${A}/course/course_presence_list`, { token: admin, body: { lesson_id: lesson.id } })).body.data.data as { member_id: number; name: string; present: boolean }[];
    const member = (await members()).find((m) => !m.present);
    if (!member) throw new Error('every member of the lesson is present');
    const target = { lesson_id: lesson.id, member_id: member.member_id };
    expect((await call(t.app, 'POST', `${A}/course/course_presence`, { token: presence, body: target })).status).toBe(200);

    const undone = await call(t.app, 'POST', `${A}/course/cancel_course_presence`, { token: presence, body: target });
    expect(undone.status).toBe(200);
    expect(undone.body.data).toMatchObject({ member_id: member.member_id, present: false, checked_in_at: null });
    expect((await members()).find((m) => m.member_id === member.member_id)?.present).toBe(false);
    expect(await newestAudit('lesson-presence')).toMatchObject({
      action: 'check-in-cancel',
      entity_id: String(lesson.id),
      summary: `Membatalkan kehadiran ${member.name} di pertemuan “${lesson.title}” (${formatDayDate(lesson.starts_at)}) kelas “${course.title}”`,
    });
    const again = await call(t.app, 'POST', `${A}/course/cancel_course_presence`, { token: presence, body: target });
    expect([again.status, again.body.msg]).toEqual([409, `${member.name} belum tercatat hadir`]);
    const stranger = await call(t.app, 'POST', `${A}/course/cancel_course_presence`, { token: presence, body: { lesson_id: lesson.id, member_id: 99_999_999 } });
    expect(stranger.status).toBe(404);
  });
});
