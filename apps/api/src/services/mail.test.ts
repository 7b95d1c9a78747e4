import { once } from 'node:events';
import { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { createMailer } from './mail';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('mail through a real SMTP exchange', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;
  let database: Database;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    port = (server.server.address() as AddressInfo).port;
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
  });

  it('delivers over SMTP and records the message as sent', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'SBC <no-reply@sbc.test>', log: () => {} });
    const result = await mailer.send(database.db, {
      to: 'anggota@sbc.test',
      subject: 'Konfirmasi pendaftaran',
      text: 'Terima kasih telah mendaftar.',
    });
    mailer.close();
    expect(result.status).toBe('sent');
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['anggota@sbc.test']);
    expect(received[0]?.from).toBe('no-reply@sbc.test');
    expect(received[0]?.raw).toContain('Terima kasih telah mendaftar.');
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
