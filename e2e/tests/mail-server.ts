import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** The product sends its mail here during browser tests: a real SMTP exchange on loopback. */
export const E2E_SMTP_PORT = 4125;
export const E2E_MAIL_DIR = join(tmpdir(), `sbc-e2e-mail-${E2E_SMTP_PORT}`);

/** Starts the SMTP server; every message received is written to E2E_MAIL_DIR as raw text. */
export async function startMailServer(): Promise<() => Promise<void>> {
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  mkdirSync(E2E_MAIL_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        writeFileSync(join(E2E_MAIL_DIR, `${String(++count).padStart(4, '0')}.eml`), `X-Envelope-To: ${to}\r\n${raw}`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(E2E_SMTP_PORT, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The raw messages received so far for one address. */
export function mailsTo(address: string): string[] {
  return readdirSync(E2E_MAIL_DIR)
    .sort()
    .map((name) => readFileSync(join(E2E_MAIL_DIR, name), 'utf8'))
    .filter((raw) => raw.startsWith(`X-Envelope-To: ${address}`));
}
