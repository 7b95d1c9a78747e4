import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { OUTBOX_ATTACHMENT_MAX_BYTES } from '../../services/mail';
import { call } from '../../test/client';
import { createTestApp, databases, type TestApp } from '../../test/harness';

const A = '/sbc-admin/v1';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface Attachment {
  filename: string;
  content_type: string;
  size: number;
  data_url: string | null;
}
interface Mail {
  to: string;
  subject: string;
  attachments: Attachment[];
}

/** The bytes of a `data:<type>;base64,…` URL, after checking its media type. */
function bytesOf(dataUrl: string | null, mediaType: string): Buffer {
  const match = /^data:([^,]*);base64,(.*)$/.exec(dataUrl ?? '');
  expect(match?.[1]).toBe(mediaType);
  return Buffer.from(match?.[2] ?? '', 'base64');
}

describe.each(databases)('the demo outbox on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await call(t.app, 'POST', `${A}/login/stored`, { body: { email: 'admin@sbc.test', password: 'AdminDemo#2026' } })).body.data.token;
  });
  afterAll(() => t.close());

  const outbox = async (): Promise<Mail[]> => {
    const res = await call(t.app, 'POST', `${A}/mail/outbox`, { token: admin, body: { perPage: 50 } });
    expect(res.status).toBe(200);
    return res.body.data.data;
  };

  it("shows a registration confirmation's QR code and calendar file", async () => {
    const startsAt = new Date(Date.now() + 5 * 86_400_000);
    const [event] = await t.ctx.database.db
      .insert(events)
      .values({ slug: 'uji-lampiran', title: 'Kajian Uji Lampiran', startsAt, endsAt: new Date(startsAt.getTime() + 7_200_000), place: 'Aula SBC', seats: 10 })
      .returning();
    const visitor = (await call(t.app, 'GET', '/sbc-visitor/v1/session/create')).body.data.client_id;
    const registered = await call(t.app, 'POST', '/sbc-visitor/v1/event/register', {
      body: { event_id: event?.id, name: 'Laila Lampiran', email: 'laila@contoh.id', phone: '081233334444', user_id: visitor },
    });
    expect(registered.status).toBe(200);

    const mail = (await outbox()).find((m) => m.to === 'laila@contoh.id');
    expect(mail?.subject).toBe('Pendaftaran terkonfirmasi: Kajian Uji Lampiran');
    expect(mail?.attachments.map((a) => a.filename)).toEqual(['qr-registrasi.png', 'uji-lampiran.ics']);
    const [qr, ics] = mail?.attachments ?? [];
    expect(qr?.content_type).toBe('image/png');
    const png = bytesOf(qr?.data_url ?? null, 'image/png');
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(qr?.size).toBe(png.length);
    expect(qr?.size).toBeGreaterThan(0);
    expect(ics?.content_type).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    const calendar = bytesOf(ics?.data_url ?? null, 'text/calendar;charset=utf-8;method=PUBLISH').toString('utf8');
    expect(calendar.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(calendar).toContain('SUMMARY:Kajian Uji Lampiran');
    expect(ics?.size).toBe(Buffer.byteLength(calendar));
  });

  it('answers no attachments for a mail without them, and names a file too large to keep', async () => {
    await t.ctx.mailer.send(t.ctx.database.db, { to: 'polos@contoh.id', subject: 'Tanpa lampiran', text: 'Isi' });
    const big = Buffer.alloc(OUTBOX_ATTACHMENT_MAX_BYTES + 1, 1);
    const edge = 'é'.repeat(OUTBOX_ATTACHMENT_MAX_BYTES / 2);
    await t.ctx.mailer.send(t.ctx.database.db, {
      to: 'besar@contoh.id',
      subject: 'Lampiran besar',
      text: 'Isi',
      attachments: [
        { filename: 'besar.bin', content: big },
        { filename: 'pas.txt', content: edge, contentType: 'text/plain' },
      ],
    });
    const mails = await outbox();
    expect(mails.find((m) => m.to === 'polos@contoh.id')?.attachments).toEqual([]);
    const [tooLarge, atLimit] = mails.find((m) => m.to === 'besar@contoh.id')?.attachments ?? [];
    expect(tooLarge).toEqual({ filename: 'besar.bin', content_type: 'application/octet-stream', size: OUTBOX_ATTACHMENT_MAX_BYTES + 1, data_url: null });
    // A string is kept as the UTF-8 the mail carries: 2 bytes a character, just within the limit.
    expect(atLimit?.size).toBe(OUTBOX_ATTACHMENT_MAX_BYTES);
    expect(bytesOf(atLimit?.data_url ?? null, 'text/plain').toString('utf8')).toBe(edge);
  });
});
