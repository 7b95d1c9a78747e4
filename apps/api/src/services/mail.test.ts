import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { startTestSmtp } from '../test/smtp';
import { createMailer } from './mail';

describe('mail through a real SMTP exchange', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let database: Database;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  it('delivers over SMTP and records the message as sent', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'SBC <no-reply@sbc.test>', log: () => {} });
    const result = await mailer.send(database.db, {
      to: 'anggota@sbc.test',
      subject: 'Konfirmasi pendaftaran',
      text: 'Terima kasih telah mendaftar.',
    });
    mailer.close();
    expect(result.status).toBe('sent');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['anggota@sbc.test']);
    expect(smtp.received[0]?.from).toBe('no-reply@sbc.test');
    expect(smtp.received[0]?.raw).toContain('Terima kasih telah mendaftar.');
    const [row] = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row).toMatchObject({ status: 'sent', to: 'anggota@sbc.test' });
  });

  it('keeps the message in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer({ from: 'SBC <no-reply@sbc.test>', log: () => {} });
    const result = await mailer.send(database.db, { to: 'a@sbc.test', subject: 'Halo', text: 'Isi' });
    expect(result.status).toBe('stored');
  });

  it('records a failed delivery without throwing', async () => {
    const errors: unknown[] = [];
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'SBC <no-reply@sbc.test>',
      log: (e) => errors.push(e),
    });
    const result = await mailer.send(database.db, { to: 'a@sbc.test', subject: 'Halo', text: 'Isi' });
    mailer.close();
    expect(result.status).toBe('failed');
    expect(errors).toHaveLength(1);
  });
});
