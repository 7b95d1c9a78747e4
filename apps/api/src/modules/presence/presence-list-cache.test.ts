import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/client';
import { createTestApp, databases, type TestApp } from '../../test/harness';

const A = '/sbc-admin/v1';
const V = '/sbc-visitor/v1';

type Person = { registration_id: number; code: string; present: boolean };

/** The participant list is kept in memory between calls: these check that it is never stale after a write. */
describe.each(databases)('participant list after writes on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let eventId: number;
  const list = async (body: Record<string, unknown>) =>
    (
      await call(t.app, 'POST', `${A}/event/event_presence_list`, {
        token: admin,
        body: { event_id: eventId, ...body },
      })
    ).body.data as {
      data: Person[];
      totalRecords: number;
    };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (
      await call(t.app, 'POST', `${A}/login/stored`, {
        body: { email: 'admin@sbc.test', password: 'AdminDemo#2026' },
      })
    ).body.data.token;
    const upcoming = await call(t.app, 'POST', `${A}/event/list`, {
      token: admin,
      body: { when: 'upcoming', perPage: 1 },
    });
    eventId = upcoming.body.data.data[0].id;
  });
  afterAll(() => t.close());

  it('shows a check-in at once, in the rows and in the counts', async () => {
    const absent = await list({ status: 'absent', perPage: 100 });
    const present = await list({ status: 'present', perPage: 100 });
    const person = absent.data[0];
    if (!person) throw new Error('the demo event has nobody left to check in');
    expect(person.present).toBe(false);
    const checkIn = await call(t.app, 'POST', `${A}/event/event_presence`, {
      token: admin,
      body: { event_id: eventId, code: person.code },
    });
    expect(checkIn.status).toBe(200);
    const absentAfter = await list({ status: 'absent', perPage: 100 });
    const presentAfter = await list({ status: 'present', perPage: 100 });
    expect(absentAfter.totalRecords).toBe(absent.totalRecords - 1);
    expect(presentAfter.totalRecords).toBe(present.totalRecords + 1);
    expect(
      presentAfter.data.find((p) => p.registration_id === person.registration_id)?.present,
    ).toBe(true);
    expect(absentAfter.data.map((p) => p.registration_id)).not.toContain(person.registration_id);
  });

  it('shows a new registration at once', async () => {
    const before = await list({ perPage: 1 });
    const registered = await call(t.app, 'POST', `${V}/event/register`, {
      body: {
        event_id: eventId,
        name: 'Rahmat Hidayat',
        email: `rahmat.${kind}@contoh.id`,
        phone: '081234567890',
      },
    });
    if (registered.status !== 200) throw new Error(`registration refused: ${registered.body.msg}`);
    const after = await list({ perPage: 1 });
    expect(after.totalRecords).toBe(before.totalRecords + 1);
    const found = await list({ q: 'Rahmat Hidayat' });
    expect(found.totalRecords).toBe(1);
  });
});
